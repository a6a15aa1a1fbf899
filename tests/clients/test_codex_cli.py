"""OpenAI's Codex CLI (npm @openai/codex) with its default configuration plus a custom model
provider (`wire_api = "responses"`) pointing at the stack, in front of the fake upstream.

Codex's default request carries `client_metadata`, a `namespace` tool, a `web_search` tool with
`external_web_access: false`, `store: false`, `include: ["reasoning.encrypted_content"]` and
`prompt_cache_key`, and resends the whole history each turn."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.clients.conftest import NODE_MODULES, client_env, require_node_package
from tests.fake_upstream import FakeUpstream
from tests.stack import BUILD_DIR, Stack

pytestmark = pytest.mark.e2e

CODEX_VERSION = "0.169.0"


# Codex runs each command under bubblewrap: the system's `bwrap` when one is on PATH (Debian's
# bubblewrap), else the copy bundled in its npm package. The system's cannot start Codex's
# helper by file descriptor, so it executes `codex-linux-sandbox` by name, an alias of Codex
# that Codex makes under CODEX_HOME/tmp and puts first on the command's PATH, but refuses to make
# under the system's temporary directory ("Refusing to create helper binaries under temporary
# dir"). A CODEX_HOME from tmp_path_factory would make every command fail with "bwrap: execvp
# codex-linux-sandbox" wherever bubblewrap is installed. The homes live under build/ instead,
# so the helper is there whichever bwrap Codex picks.
CODEX_HOMES = BUILD_DIR / "codex-homes"


@contextmanager
def private_home(name: str) -> Iterator[Path]:
    """A fresh CODEX_HOME outside the temporary directory, removed afterwards."""
    CODEX_HOMES.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=CODEX_HOMES))
    try:
        yield home
    finally:
        shutil.rmtree(home, ignore_errors=True)


@pytest.fixture(scope="module")
def codex_home(stack: Stack) -> Iterator[Path]:
    """A private CODEX_HOME: the user's own config and sessions are never touched. Codex's
    sandbox is chosen explicitly: read-only (commands run, nothing is written)."""
    require_node_package("@openai/codex")
    with private_home("codex-home") as home:
        write_config(home, stack)
        yield home


def write_config(home: Path, stack: Stack) -> None:
    """config.toml of the tests above."""
    (home / "config.toml").write_text(
        'model = "fake-script"\n'
        'model_provider = "responsa"\n'
        'sandbox_mode = "read-only"\n'
        "check_for_update_on_startup = false\n"
        "[analytics]\n"
        "enabled = false\n"
        "[model_providers.responsa]\n"
        'name = "Responsa"\n'
        f'base_url = "{stack.rest_url}"\n'
        'wire_api = "responses"\n'
    )


def codex(home: Path, workdir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(NODE_MODULES / ".bin" / "codex"), "exec", *args],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=workdir,
        env=client_env(CODEX_HOME=str(home), NO_COLOR="1"),
        check=False,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, f"codex exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done


def user_texts(request: dict[str, Any]) -> list[str]:
    return [m["content"] for m in request["messages"] if m["role"] == "user"]


def test_installed_version() -> None:
    require_node_package("@openai/codex")
    package = json.loads((NODE_MODULES / "@openai" / "codex" / "package.json").read_text())
    assert package["version"] == CODEX_VERSION


def test_one_line_prompt_tool_round_trip_and_resume(
    codex_home: Path, fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    fake_upstream.reset()
    first = codex(codex_home, tmp_path, "--skip-git-repo-check", "say hi")
    assert "No tool to call" in first.stdout
    sent = fake_upstream.requests()[-1]
    assert user_texts(sent)[-1] == "say hi"
    offered = {tool["function"]["name"] for tool in sent["tools"]}
    # Codex's own function tools, and its namespace's functions under their chat names.
    assert "exec_command" in offered
    assert "multi_agent_v1__spawn_agent" in offered
    assert "web_search" not in offered  # no search provider configured
    assert "client_metadata" not in sent and "prompt_cache_key" not in sent

    fake_upstream.reset()
    script = 'CALL exec_command {"cmd": "echo responsa-round-trip"}'
    second = codex(codex_home, tmp_path, "--skip-git-repo-check", script)
    requests = fake_upstream.requests()
    assert len(requests) == 2, requests
    tool_results = [m for m in requests[1]["messages"] if m["role"] == "tool"]
    assert len(tool_results) == 1
    call = requests[1]["messages"][-2]["tool_calls"][0]
    assert call["function"]["name"] == "exec_command"
    assert tool_results[0]["tool_call_id"] == call["id"]
    assert "Tool said:" in second.stdout
    # Codex ran the command (in its read-only sandbox) and sent back what it printed.
    assert "responsa-round-trip" in tool_results[0]["content"]

    fake_upstream.reset()
    third = codex(codex_home, tmp_path, "--skip-git-repo-check", "resume", "--last", "and now?")
    [resumed] = fake_upstream.requests()
    # The whole earlier conversation is resent: the script, its call and its result.
    assert user_texts(resumed)[-2:] == [script, "and now?"]
    assert any(m["role"] == "tool" for m in resumed["messages"])
    assert "No tool to call" in third.stdout
