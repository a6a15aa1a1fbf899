"""pydantic-ai (OpenAIResponsesModel) and langchain-openai (use_responses_api=True), each in
its own venv, against the stack: one tool round trip and one streamed answer each."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import client_env, require_venv
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

DRIVERS = Path(__file__).parent / "drivers"


def drive(venv: str, driver: str, stack: Stack) -> dict[str, Any]:
    python = require_venv(venv)
    done = subprocess.run(
        [str(python), str(DRIVERS / driver), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"{driver} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def assert_tool_round_trip(fake_upstream: FakeUpstream) -> None:
    """The second upstream call carried the client's tool result back to the model."""
    tool_turns = [r for r in fake_upstream.requests() if r["model"] == "fake-tool-call"]
    assert len(tool_turns) == 2
    assert tool_turns[1]["messages"][-1] == {
        "role": "tool",
        "tool_call_id": tool_turns[1]["messages"][-2]["tool_calls"][0]["id"],
        "content": "sunny in Paris",
    }


def assert_streamed(report: dict[str, Any], fake_upstream: FakeUpstream) -> None:
    """The answer arrived in pieces, from a streamed upstream call."""
    assert "".join(report["chunks"]) == "Echo: stream me please"
    assert len(report["chunks"]) > 1
    [text_turn] = [r for r in fake_upstream.requests() if r["model"] == "fake-text"]
    assert text_turn["stream"] is True


def test_pydantic_ai(stack: Stack, fake_upstream: FakeUpstream) -> None:
    fake_upstream.reset()
    report = drive("pydantic-ai", "pydantic_ai_driver.py", stack)
    assert report["calls"] == ["Paris"]
    assert report["tool_answer"] == "Tool said: sunny in Paris"
    assert_tool_round_trip(fake_upstream)
    assert_streamed(report, fake_upstream)


def test_langchain_openai(stack: Stack, fake_upstream: FakeUpstream) -> None:
    fake_upstream.reset()
    report = drive("langchain", "langchain_driver.py", stack)
    assert report["tool_calls"] == [{"location": "Paris"}]
    assert report["tool_answer"] == "Tool said: sunny in Paris"
    assert_tool_round_trip(fake_upstream)
    assert_streamed(report, fake_upstream)
