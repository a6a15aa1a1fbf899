"""Codex CLI 0.169 in the modes a new user meets (issue 21), against the stack in front of the
fake upstream (which scripts Codex's own model names as it scripts `fake-script`):

- its default configuration with **no model set**: the lighter request mode
  (`x-openai-internal-codex-responses-lite: true`, no `tools`, no `instructions`; `input[0]` is an
  `additional_tools` item of `namespace` tools, among them the `custom` tool `exec` with a Lark
  grammar, which runs JavaScript);
- `-m gpt-5.5`: top-level `custom` (`apply_patch`, Lark grammar) and `tool_search`
  (`execution: "client"`) tools;
- `supports_websockets = true`: every turn over WebSocket mode.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import require_node_package
from tests.clients.test_codex_cli import codex, private_home, user_texts
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e


def write_home(home: Path, stack: Stack, *, websockets: bool = False) -> Path:
    """A private CODEX_HOME whose config sets no model: Codex picks its default. Its sandbox is
    chosen explicitly (read-only; a test asks for workspace-write with `-s`)."""
    (home / "config.toml").write_text(
        'model_provider = "responsa"\n'
        'sandbox_mode = "read-only"\n'
        "check_for_update_on_startup = false\n"
        "[analytics]\n"
        "enabled = false\n"
        "[model_providers.responsa]\n"
        'name = "Responsa"\n'
        f'base_url = "{stack.rest_url}"\n'
        'wire_api = "responses"\n' + ("supports_websockets = true\n" if websockets else "")
    )
    return home


@pytest.fixture(scope="module")
def default_home(stack: Stack) -> Iterator[Path]:
    require_node_package("@openai/codex")
    # Outside the temporary directory: see private_home.
    with private_home("codex-default") as home:
        yield write_home(home, stack)


@pytest.fixture(scope="module")
def websocket_home(stack: Stack) -> Iterator[Path]:
    require_node_package("@openai/codex")
    with private_home("codex-ws") as home:
        yield write_home(home, stack, websockets=True)


def offered(request: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {tool["function"]["name"]: tool["function"] for tool in request.get("tools") or []}


def tool_messages(request: dict[str, Any]) -> list[str]:
    return [str(m["content"]) for m in request["messages"] if m["role"] == "tool"]


def exec_round_trip(home: Path, fake_upstream: FakeUpstream, workdir: Path) -> None:
    """The model calls the `exec` custom tool; Codex runs the JavaScript and answers it."""
    fake_upstream.reset()
    script = 'CALL functions__exec {"input": "text(6 * 7)"}'
    done = codex(home, workdir, "--skip-git-repo-check", script)
    requests = fake_upstream.requests()
    assert len(requests) == 2, requests
    first = requests[0]
    assert user_texts(first)[-1] == script
    tools = offered(first)
    # The additional_tools item's namespaces, under their chat names; exec (a custom tool) as
    # a function of one string.
    assert {"functions__exec", "functions__wait", "clock__sleep"} <= set(tools)
    parameters = tools["functions__exec"]["parameters"]
    assert parameters["properties"]["input"]["type"] == "string"
    assert parameters["required"] == ["input"]
    call = requests[1]["messages"][-2]["tool_calls"][0]
    assert call["function"]["name"] == "functions__exec"
    [answer] = tool_messages(requests[1])
    assert "42" in answer
    assert "Tool said:" in done.stdout


def test_default_model_offers_the_additional_tools_and_runs_exec(
    default_home: Path, fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    fake_upstream.reset()
    first = codex(default_home, tmp_path, "--skip-git-repo-check", "say hi")
    assert "Echo: say hi" in first.stdout
    assert offered(fake_upstream.requests()[-1]), "the additional_tools item's tools were dropped"
    exec_round_trip(default_home, fake_upstream, tmp_path)


def test_model_with_custom_and_tool_search_tools(
    default_home: Path, fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    fake_upstream.reset()
    patch = "*** Begin Patch\\n*** Add File: hello.txt\\n+hi from apply_patch\\n*** End Patch\\n"
    script = f'CALL apply_patch {{"input": "{patch}"}}'
    done = codex(
        default_home,
        tmp_path,
        "-m",
        "gpt-5.5",
        "-s",
        "workspace-write",
        "--skip-git-repo-check",
        script,
    )
    requests = fake_upstream.requests()
    assert len(requests) == 2, requests
    tools = offered(requests[0])
    assert {"apply_patch", "tool_search", "exec_command"} <= set(tools)
    # Codex applied the patch the model wrote, and the result went back to the model.
    assert (tmp_path / "hello.txt").read_text() == "hi from apply_patch\n"
    assert len(tool_messages(requests[1])) == 1
    assert "Tool said:" in done.stdout

    fake_upstream.reset()
    script = 'CALL tool_search {"query": "calendar events"}'
    codex(default_home, tmp_path, "-m", "gpt-5.5", "--skip-git-repo-check", script)
    requests = fake_upstream.requests()
    assert len(requests) == 2, requests
    # Codex ran the search itself (execution: client) and sent a tool_search_output back.
    assert len(tool_messages(requests[1])) == 1


def test_websocket_mode(
    websocket_home: Path, fake_upstream: FakeUpstream, stack: Stack, tmp_path: Path
) -> None:
    opened = stack.service.log_tail(1_000_000).count("connection open")
    exec_round_trip(websocket_home, fake_upstream, tmp_path)
    assert stack.service.log_tail(1_000_000).count("connection open") > opened
    assert "refused WEBSOCKET" not in stack.service.log_tail(1_000_000)
    fake_upstream.reset()
    resumed = codex(
        websocket_home, tmp_path, "--skip-git-repo-check", "resume", "--last", "and now?"
    )
    [request] = fake_upstream.requests()
    assert user_texts(request)[-1] == "and now?"
    # The whole earlier exchange was resent: the exec call and its output.
    assert any(m["role"] == "tool" and "42" in m["content"] for m in request["messages"])
    assert "Echo: and now?" in resumed.stdout
