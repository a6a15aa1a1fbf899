"""The GenAI traces in a receiver users run: Arize Phoenix, started by the test as a process of
its own (.venv/phoenix, `make phoenix`; free loopback ports, a temporary working directory),
the stack exporting OTLP to it, an MCP tool loop through the stack, then the trace read back
through Phoenix's client (arize-phoenix-client, tests/e2e/observability/phoenix_spans.py).

Phoenix reads the GenAI conventions itself (it makes `chat` spans LLM spans and `execute_tool`
spans tool spans, with their token counts and messages), so the test checks what a user sees
there as well as the attributes Responsa sent. Skipped (a failure under CI=true) only when the
Phoenix venv is missing.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.required import missing
from tests.stack import ROOT, Stack, free_port

pytestmark = pytest.mark.e2e

PHOENIX_VENV = ROOT / ".venv" / "phoenix"
READER = Path(__file__).with_name("phoenix_spans.py")
PROJECT = "responsa-e2e"
QUESTION = 'CALL add {"a": 2, "b": 3} CALL echo {"text": "x"}'
# Phoenix starts in ~10 s on an idle machine and several times that on a loaded one; these are
# how long the test waits for it, never what it asserts.
START_SECONDS = 240.0
STORE_SECONDS = 120.0
# Loopback only, and never through an HTTP proxy from the environment.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))
_NO_PROXY = {"NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"}


def phoenix_python() -> Path:
    """The Phoenix venv's Python, or a skip (a failure under CI) naming the make target."""
    python = PHOENIX_VENV / "bin" / "python"
    if not (PHOENIX_VENV / "bin" / "phoenix").exists():
        missing("Arize Phoenix is not installed (`make phoenix`: its own venv, .venv/phoenix)")
    return python


def _own_env() -> dict[str, str]:
    """This process's environment without what would steer Phoenix: the checkout's PYTHONPATH
    and any OTEL_*/PHOENIX_* setting."""
    return {
        name: value
        for name, value in os.environ.items()
        if name != "PYTHONPATH" and not name.startswith(("OTEL_", "PHOENIX_"))
    }


@contextmanager
def running_phoenix(workdir: Path) -> Iterator[str]:
    """`phoenix serve` on free loopback ports with its data under `workdir`; its base URL."""
    python = phoenix_python()
    workdir.mkdir(parents=True, exist_ok=True)
    web, grpc = free_port(), free_port()
    env = {
        **_own_env(),
        **_NO_PROXY,
        "PHOENIX_WORKING_DIR": str(workdir),
        "PHOENIX_HOST": "127.0.0.1",
        "PHOENIX_PORT": str(web),
        "PHOENIX_GRPC_PORT": str(grpc),
        "PHOENIX_TELEMETRY_ENABLED": "false",
    }
    log_path = workdir / "phoenix.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [str(python.with_name("phoenix")), "serve"],
            cwd=workdir,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: stopped whole
        )
    try:
        url = f"http://127.0.0.1:{web}"
        deadline = time.monotonic() + START_SECONDS
        while not _healthy(url):
            if process.poll() is not None or time.monotonic() > deadline:
                tail = log_path.read_text(errors="replace")[-4000:]
                pytest.fail(f"Phoenix did not start (exit {process.poll()}):\n{tail}")
            time.sleep(0.5)
        yield url
    finally:
        _stop(process)


def _healthy(url: str) -> bool:
    try:
        with _OPENER.open(f"{url}/healthz", timeout=5) as reply:
            return bool(reply.status == 200)
    except (urllib.error.URLError, OSError):
        return False


def _stop(process: subprocess.Popen[bytes]) -> None:
    for signal_number, grace in ((signal.SIGTERM, 20.0), (signal.SIGKILL, 10.0)):
        try:
            os.killpg(process.pid, signal_number)
        except ProcessLookupError:
            break
        try:
            process.wait(timeout=grace)
            break
        except subprocess.TimeoutExpired:
            continue


def read_trace(url: str, trace_id: str, response_id: str) -> list[dict[str, Any]]:
    """The trace's spans as Phoenix's client returns them (once the server span is stored)."""
    finished = subprocess.run(
        [
            str(phoenix_python()),
            str(READER),
            "--url",
            url,
            "--project",
            PROJECT,
            "--trace-id",
            trace_id,
            "--response-id",
            response_id,
            "--wait",
            str(STORE_SECONDS),
        ],
        env={**_own_env(), **_NO_PROXY},
        capture_output=True,
        text=True,
        timeout=STORE_SECONDS + 60,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr[-4000:]
    spans: list[dict[str, Any]] = json.loads(finished.stdout)
    return spans


# Phoenix's start takes most of it; the suite's 120 s is for tests that start nothing this big.
@pytest.mark.timeout(START_SECONDS + STORE_SECONDS + 240)
def test_a_tool_loop_reads_in_phoenix(fake_upstream: FakeUpstream, tmp_path: Path) -> None:
    """Model calls as LLM spans with their tokens, MCP calls as tool spans, both under the
    response's server span; the messages (RESPONSA_LOG_CONTENT=1) parsed by Phoenix."""
    phoenix_python()  # skips before any process starts when the venv is missing
    trace_id, parent_id = secrets.token_hex(16), secrets.token_hex(8)
    with running_phoenix(tmp_path / "phoenix") as phoenix, McpTestServer().start() as mcp:
        env = {
            **_NO_PROXY,
            "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'responsa.db'}",
            "RESPONSA_BLOB_STORE": str(tmp_path / "blobs"),
            "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
            "RESPONSA_LOG_CONTENT": "1",
            # What a user sets (docs/observability.md): Phoenix takes OTLP over HTTP on its
            # web port; the resource attribute names its project.
            "OTEL_EXPORTER_OTLP_ENDPOINT": phoenix,
            "OTEL_RESOURCE_ATTRIBUTES": f"openinference.project.name={PROJECT}",
        }
        with Stack.start(env) as stack:
            reply = httpx.post(
                f"{stack.rest_url}/responses",
                json={
                    "model": "fake-script",
                    "input": QUESTION,
                    "tools": [
                        {
                            "type": "mcp",
                            "server_label": "calc",
                            "server_url": mcp.url,
                            "require_approval": "never",
                        }
                    ],
                },
                headers={"traceparent": f"00-{trace_id}-{parent_id}-01"},
                timeout=60,
            )
            assert reply.status_code == 200, reply.text
            response = reply.json()
        # The stack has stopped: its service flushed every span to Phoenix on the way out.
        spans = read_trace(phoenix, trace_id, response["id"])

    (server,) = [s for s in spans if s["name"] == "ResponsesHttpService/CreateResponse"]
    assert server["attributes"]["responsa.response_id"] == response["id"]
    assert server["parent_id"] == parent_id  # the caller's traceparent, continued
    server_id = server["context"]["span_id"]

    calls = sorted(
        (s for s in spans if s["attributes"].get("gen_ai.operation.name") == "chat"),
        key=lambda s: int(s["attributes"]["responsa.turn"]),
    )
    assert [(c["name"], c["span_kind"], c["parent_id"]) for c in calls] == [
        ("chat fake-script", "LLM", server_id),
        ("chat fake-script", "LLM", server_id),
    ]
    usage = response["usage"]
    tokens = [
        (
            c["attributes"]["gen_ai.usage.input_tokens"],
            c["attributes"]["gen_ai.usage.output_tokens"],
            c["attributes"]["gen_ai.usage.cache_read.input_tokens"],
        )
        for c in calls
    ]
    assert all(tokens_in > 0 and tokens_out > 0 for tokens_in, tokens_out, _ in tokens)
    assert [sum(column) for column in zip(*tokens, strict=True)] == [
        usage["input_tokens"],
        usage["output_tokens"],
        usage["input_tokens_details"]["cached_tokens"],
    ]
    for call, (tokens_in, tokens_out, cached) in zip(calls, tokens, strict=True):
        attributes = call["attributes"]
        assert attributes["gen_ai.provider.name"] == "default"
        assert attributes["gen_ai.request.model"] == "fake-script"
        assert attributes["gen_ai.response.model"] == "fake-script"
        assert str(attributes["gen_ai.response.id"]).startswith("chatcmpl")
        # What Phoenix shows: its own token counts, read from the GenAI attributes.
        assert attributes["llm.token_count.prompt"] == tokens_in
        assert attributes["llm.token_count.completion"] == tokens_out
        assert attributes["llm.token_count.total"] == tokens_in + tokens_out
        assert attributes["llm.token_count.prompt_details.cache_read"] == cached
        assert attributes["llm.model_name"] == "fake-script"
    assert [c["attributes"]["gen_ai.response.finish_reasons"] for c in calls] == [
        ["tool_calls"],
        ["stop"],
    ]
    # The messages, parsed by Phoenix from gen_ai.input/output.messages (so they match the
    # conventions' schemas): the question in, the two calls out, their results in again, and
    # the answer out.
    first, second = (c["attributes"] for c in calls)
    assert first["llm.input_messages.0.message.role"] == "user"
    assert first["llm.input_messages.0.message.content"] == QUESTION
    asked = "llm.output_messages.0.message.tool_calls.{}.tool_call.{}"
    assert [first[asked.format(n, "function.name")] for n in (0, 1)] == ["add", "echo"]
    assert [json.loads(first[asked.format(n, "function.arguments")]) for n in (0, 1)] == [
        {"a": 2, "b": 3},
        {"text": "x"},
    ]
    roles = [second[f"llm.input_messages.{n}.message.role"] for n in range(4)]
    assert roles == ["user", "assistant", "tool", "tool"]
    assert [second[f"llm.input_messages.{n}.message.content"] for n in (2, 3)] == ["5", "x"]
    answer = response["output"][-1]["content"][0]["text"]
    assert second["llm.output_messages.0.message.content"] == answer

    tools = sorted(
        (s for s in spans if s["attributes"].get("gen_ai.operation.name") == "execute_tool"),
        key=lambda s: s["name"],
    )
    assert [(t["name"], t["span_kind"], t["parent_id"]) for t in tools] == [
        ("execute_tool add", "TOOL", server_id),
        ("execute_tool echo", "TOOL", server_id),
    ]
    # Each tool span names the model's call it ran (the ids the first LLM span shows).
    call_ids = [t["attributes"]["gen_ai.tool.call.id"] for t in tools]
    assert call_ids == [first[asked.format(n, "id")] for n in (0, 1)]
    assert len(set(call_ids)) == 2
    for tool in tools:
        attributes = tool["attributes"]
        assert attributes["gen_ai.tool.type"] == "extension"
        assert attributes["tool.name"] == attributes["gen_ai.tool.name"]  # Phoenix's view
    mcp_items = [item for item in response["output"] if item["type"] == "mcp_call"]
    assert sorted(t["attributes"]["gen_ai.tool.name"] for t in tools) == sorted(
        item["name"] for item in mcp_items
    )
