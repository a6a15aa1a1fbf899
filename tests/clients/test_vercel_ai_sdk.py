"""The Vercel AI SDK (ai 6 + @ai-sdk/openai 3, on Node) against the stack: generateText with a
tool and stopWhen, streamText, and the `messages` history resend with the default `store: true`,
which refers to earlier assistant output by `item_reference`, without previous_response_id."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import NODE_DIR, NODE_MODULES, client_env, require_node_package
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

SCRIPT = NODE_DIR / "vercel_ai.mjs"


def run(stack: Stack) -> dict[str, Any]:
    node = require_node_package("@ai-sdk/openai")
    done = subprocess.run(
        [node, str(SCRIPT), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=NODE_DIR,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"script exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def version(package: str) -> str:
    manifest: dict[str, Any] = json.loads(
        (Path(NODE_MODULES) / package / "package.json").read_text()
    )
    return str(manifest["version"])


def test_vercel_ai_sdk(stack: Stack, fake_upstream: FakeUpstream) -> None:
    fake_upstream.reset()
    report = run(stack)
    assert version("ai").startswith("6.") and version("@ai-sdk/openai").startswith("3.")

    assert report["tool_answer"] == "Tool said: sunny in Paris"
    assert report["tool_steps"] == 2

    assert "".join(report["chunks"]) == "Echo: stream me please"
    assert len(report["chunks"]) > 1

    # The SDK sent the earlier answer as a reference, and Responsa resolved it.
    history = report["history_input"]
    assert [item.get("type") for item in history][1] == "item_reference"
    assert report["history_answer"] == "Echo: two"
    assert fake_upstream.requests()[-1]["messages"] == [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "Echo: one"},
        {"role": "user", "content": "two"},
    ]
