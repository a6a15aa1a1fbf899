"""openai-agents' OpenAIConversationsSession (its own venv) keeps an agent's thread in
Responsa's Conversations API."""

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

DRIVER = Path(__file__).parent / "drivers" / "openai_agents_driver.py"


def test_openai_conversations_session(stack: Stack, fake_upstream: FakeUpstream) -> None:
    python = require_venv("openai-agents")
    fake_upstream.reset()
    done = subprocess.run(
        [str(python), str(DRIVER), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["answers"] == ["Echo: first question", "Echo: second question"]
    assert report["conversation_id"].startswith("conv_")
    assert report["stored"] == [
        "first question",
        "Echo: first question",
        "second question",
        "Echo: second question",
    ]
    assert report["popped"] == ["Echo: second question"]
    assert report["after_pop"] == report["stored"][:3]
    assert report["listed_by_sdk"] == 3
    # The second run sent the first turn from the session's history.
    second_call = fake_upstream.requests()[-1]["messages"]
    assert [m["content"] for m in second_call if m["role"] != "system"] == report["stored"][:3]


ACTIONS_DRIVER = Path(__file__).parent / "drivers" / "openai_agents_actions_driver.py"


def test_openai_agents_action_tools(stack: Stack, fake_upstream: FakeUpstream) -> None:
    """Issue 35: ShellTool, LocalShellTool, ApplyPatchTool and ComputerTool, each a full agent
    run on a Chat Completions model (the fake upstream), the tool run by the agent's side."""
    python = require_venv("openai-agents")
    fake_upstream.reset()
    done = subprocess.run(
        [str(python), str(ACTIONS_DRIVER), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=180,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    # Each run: the model called the tool, the agent ran it and sent the output back, and the
    # model's answer carries it (the fake says what the tool said).
    assert report["shell"].startswith("Tool said: from-shell\n\n[exit code 0] | offered: shell")
    assert report["local_shell"].startswith("Tool said: from-local-shell\n | offered: local_shell")
    assert report["apply_patch"].startswith("Tool said: completed: Created notes.txt")
    assert report["written"] == "hello\nworld"
    assert report["computer"].startswith("Tool said: Done; the screenshot follows.")
    assert report["computer_actions"][:2] == [["click", 3, 4, "left"], ["screenshot"]]
    # The agent's screenshot reached the model as an image after the tool result.
    shown = [
        m
        for request in fake_upstream.requests()
        for m in request["messages"]
        if m["role"] == "user" and isinstance(m["content"], list)
    ]
    assert shown and shown[-1]["content"][0]["image_url"]["url"].startswith(
        "data:image/png;base64,"
    )
    offered = {t["function"]["name"] for r in fake_upstream.requests() for t in r.get("tools", [])}
    assert offered == {"shell", "local_shell", "apply_patch", "computer"}
