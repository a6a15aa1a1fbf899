"""Logs of a stack run with RESPONSA_LOG_FORMAT=json: the service's JSON lines carry request id,
response id and project; refused calls are logged at INFO with method, path, status, code and
param; Envoy's access log carries the same request id; no prompt or output text, no secret."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

PROMPT = "PROMPT-TEXT-7319 please"
CLIENT_KEY = "sk-client-secret-4411"
UPSTREAM_KEY = "sk-upstream-secret-5522"
MCP_TOKEN = "mcp-token-secret-6633"


@pytest.fixture(scope="module")
def json_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_UPSTREAM_API_KEY": UPSTREAM_KEY,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('logs') / 'r.db'}",
        "RESPONSA_LOG_FORMAT": "json",
    }
    with Stack.start(env) as stack:
        yield stack


def read_lines(path: Path) -> list[dict[str, Any]]:
    lines = []
    for raw in path.read_text().splitlines():
        if raw.startswith("{"):
            lines.append(json.loads(raw))
    return lines


def wait_for(path: Path, found: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first JSON line of `path` that `found` accepts (Envoy flushes its log each second)."""
    deadline = time.monotonic() + 10
    while True:
        for line in read_lines(path):
            if found(line):
                return line
        assert time.monotonic() < deadline, path.read_text()[-3000:]
        time.sleep(0.1)


def post(stack: Stack, body: dict[str, Any]) -> httpx.Response:
    return httpx.post(
        f"{stack.rest_url}/responses",
        json=body,
        headers={"authorization": f"Bearer {CLIENT_KEY}"},
        timeout=20,
    )


def test_refused_requests_are_logged_with_their_fields(json_stack: Stack) -> None:
    refused = post(json_stack, {"model": "fake-text", "input": PROMPT, "temperature": "hot"})
    assert refused.status_code == 400
    request_id = refused.headers["x-request-id"]
    service_log = json_stack.gateway.run_dir / "service.log"
    line = wait_for(service_log, lambda line: line.get("request_id") == request_id)
    assert line["level"] == "INFO"
    assert line["logger"] == "responsa.calls"
    assert (line["method"], line["path"], line["status"]) == ("POST", "/v1/responses", 400)
    assert line["param"] == "temperature"
    assert line["code"] == refused.json()["error"]["code"]
    assert line["project"] == "default"
    assert {"time", "message", "response_id"} <= set(line)

    missing = httpx.get(f"{json_stack.rest_url}/responses/resp_absent?limit=2", timeout=20)
    assert missing.status_code == 404
    line = wait_for(
        service_log, lambda line: line.get("request_id") == missing.headers["x-request-id"]
    )
    # The query string is never logged; the response id the call named is.
    assert (line["method"], line["path"], line["status"]) == (
        "GET",
        "/v1/responses/resp_absent",
        404,
    )
    assert (line["param"], line["response_id"]) == ("response_id", "resp_absent")


def test_access_log_line_carries_the_request_id(json_stack: Stack) -> None:
    created = post(json_stack, {"model": "fake-text", "input": PROMPT})
    assert created.status_code == 200
    request_id = created.headers["x-request-id"]
    access = wait_for(
        json_stack.gateway.run_dir / "envoy.log", lambda line: line.get("request_id") == request_id
    )
    assert (access["method"], access["path"], access["status"]) == ("POST", "/v1/responses", 200)
    assert access["bytes_sent"] > 0 and access["duration_ms"] >= 0
    refused = post(json_stack, {"model": "fake-text", "input": PROMPT, "store": "yes"})
    access = wait_for(
        json_stack.gateway.run_dir / "envoy.log",
        lambda line: line.get("request_id") == refused.headers["x-request-id"],
    )
    assert access["status"] == 400


def test_no_prompt_output_or_secret_in_any_log(json_stack: Stack) -> None:
    created = post(
        json_stack,
        {
            "model": "fake-text",
            "input": PROMPT,
            "tools": [
                {
                    "type": "mcp",
                    "server_label": "nowhere",
                    "server_url": "http://127.0.0.1:9/mcp",
                    "authorization": MCP_TOKEN,
                    "require_approval": "never",
                }
            ],
        },
    )
    assert created.status_code == 200
    assert PROMPT in created.text  # the fake upstream echoes it into the output
    post(json_stack, {"model": "fake-text", "input": PROMPT, "temperature": "hot"})
    wait_for(
        json_stack.gateway.run_dir / "envoy.log",
        lambda line: line.get("request_id") == created.headers["x-request-id"],
    )
    for name in ("service.log", "envoy.log"):
        text = (json_stack.gateway.run_dir / name).read_text()
        for secret in ("PROMPT-TEXT-7319", CLIENT_KEY, UPSTREAM_KEY, MCP_TOKEN):
            assert secret not in text, (name, secret)


@pytest.mark.parametrize("store", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_debug_logs_carry_no_prompt_or_output_text(
    store: str, fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """RESPONSA_LOG_LEVEL=DEBUG without RESPONSA_LOG_CONTENT: still no prompt or output text,
    on either store (aiosqlite's debug lines held every SQL parameter; issue 41)."""
    env = {
        "RESPONSA_LOG_FORMAT": "json",
        "RESPONSA_LOG_LEVEL": "DEBUG",
        # Loopback is not on this allow-list: the MCP server below is refused, at DEBUG.
        "RESPONSA_TOOL_URL_ALLOW": "192.0.2.1",
    }
    refused = {"type": "mcp", "server_label": "nowhere", "server_url": "http://127.0.0.1:9/mcp"}
    with running_stack(store, fake_upstream, tmp_path_factory.mktemp("debug"), env) as stack:
        created = post(stack, {"model": "fake-text", "input": PROMPT, "tools": [refused]})
        assert created.status_code == 200 and PROMPT in created.text
        response_id = created.json()["id"]
        listed = httpx.get(f"{stack.rest_url}/responses/{response_id}/input_items", timeout=10)
        assert PROMPT in listed.text
        later = post(
            stack, {"model": "fake-text", "input": "more", "previous_response_id": response_id}
        )
        assert later.status_code == 200
        wait_for(
            stack.gateway.run_dir / "envoy.log",
            lambda line: line.get("request_id") == later.headers["x-request-id"],
        )
        lines = read_lines(stack.gateway.run_dir / "service.log")
    assert any(line["level"] == "DEBUG" for line in lines)  # the level is on (egress refused)
    text = (stack.gateway.run_dir / "service.log").read_text()
    assert "PROMPT-TEXT-7319" not in text
