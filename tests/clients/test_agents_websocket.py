"""OpenAI's Agents SDKs on their WebSocket transport (`OpenAIResponsesWSModel`): @openai/agents
(JS, on Node) and openai-agents (Python, its own venv). Both send `"stream": true` in every
`response.create` frame; a run with a function tool, a streamed run, and a run continuing it by
`previous_response_id`, all over WebSocket mode through Envoy."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import (
    NODE_DIR,
    NODE_MODULES,
    client_env,
    require_node_package,
    require_venv,
)
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

JS_DRIVER = NODE_DIR / "agents_ws.mjs"
PY_DRIVER = Path(__file__).parent / "drivers" / "openai_agents_ws_driver.py"
AGENTS_JS_VERSION = "0.20.0"


def node_command(node: str) -> list[str]:
    """Node with a global WebSocket: built in from Node 22, behind a flag on Node 20/21."""
    version = subprocess.run([node, "--version"], capture_output=True, text=True, check=True)
    major = int(re.match(r"v(\d+)", version.stdout).group(1))  # type: ignore[union-attr]
    return [node] if major >= 22 else [node, "--experimental-websocket"]


def report_of(argv: list[str], cwd: Path) -> dict[str, Any]:
    done = subprocess.run(
        argv, capture_output=True, text=True, timeout=120, cwd=cwd, env=client_env(), check=False
    )
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def check(report: dict[str, Any], stack: Stack, fake_upstream: FakeUpstream) -> None:
    assert report["tool_answer"] == "Tool said: sunny in Paris"
    assert report["tool_items"] == [
        "tool_call_item",
        "tool_call_output_item",
        "message_output_item",
    ]
    assert "".join(report["chunks"]) == "Echo: stream me please"
    assert len(report["chunks"]) > 1
    assert report["streamed_answer"] == "Echo: stream me please"
    assert report["next_answer"] == "Echo: and again"
    requests = fake_upstream.requests()
    # The tool's result reached the model on the second upstream call of the first run.
    assert any(
        m["role"] == "tool" and m["content"] == "sunny in Paris" for m in requests[1]["messages"]
    )
    # The continuation carried the streamed run's exchange from its previous response.
    contents = [m.get("content") for m in requests[-1]["messages"]]
    assert contents[-3:] == ["stream me please", "Echo: stream me please", "and again"]
    assert "refused WEBSOCKET" not in stack.service.log_tail(1_000_000)


def test_agents_js_websocket_model(stack: Stack, fake_upstream: FakeUpstream) -> None:
    node = require_node_package("@openai/agents")
    manifest = json.loads((NODE_MODULES / "@openai" / "agents" / "package.json").read_text())
    assert manifest["version"] == AGENTS_JS_VERSION
    fake_upstream.reset()
    report = report_of([*node_command(node), str(JS_DRIVER), stack.rest_url], NODE_DIR)
    check(report, stack, fake_upstream)


def test_agents_python_websocket_model(stack: Stack, fake_upstream: FakeUpstream) -> None:
    python = require_venv("openai-agents")
    fake_upstream.reset()
    report = report_of([str(python), str(PY_DRIVER), stack.rest_url], PY_DRIVER.parent)
    check(report, stack, fake_upstream)


ACTIONS_JS_DRIVER = NODE_DIR / "agents_actions.mjs"


def test_agents_js_action_tools(stack: Stack, fake_upstream: FakeUpstream) -> None:
    """Issue 35: @openai/agents' shellTool, applyPatchTool and computerTool (it has no
    local_shell), each a full run on a Chat Completions model, over HTTP."""
    node = require_node_package("@openai/agents")
    fake_upstream.reset()
    report = report_of([*node_command(node), str(ACTIONS_JS_DRIVER), stack.rest_url], NODE_DIR)
    assert report["shell"].startswith("Tool said: from-js-shell\n\n[exit code 0] | offered: shell")
    assert report["apply_patch"].startswith("Tool said: completed: Created notes.txt")
    assert report["written"] == "hello\njs"
    assert report["computer"].startswith("Tool said: Done; the screenshot follows.")
    assert report["computer_actions"][:2] == [["click", 7, 8, "left"], ["screenshot"]]
    offered = {t["function"]["name"] for r in fake_upstream.requests() for t in r.get("tools", [])}
    assert offered == {"shell", "apply_patch", "computer"}
