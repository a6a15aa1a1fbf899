"""Each examples/<language>/ client, built with its own toolchain, against the real stack:
unary create, streamed create, a function-call round trip through previous_response_id, a get,
and an error read from the gRPC status and the responsa-error-json trailing metadata.

A missing toolchain skips that language with its name (a failure under CI=true: `make
toolchains` installs them all)."""

from __future__ import annotations

import os
import subprocess

import httpx
import pytest

from tests.e2e.example_clients import EXAMPLES
from tests.required import REPO, missing
from tests.stack import Stack

pytestmark = pytest.mark.e2e


# A cold build (fresh clone: C++ stubs, javac of the Java stubs) takes minutes on 2 cores.
@pytest.mark.timeout(1800)
@pytest.mark.parametrize("stack", ["sqlite"], indirect=True)
@pytest.mark.parametrize("language", sorted(EXAMPLES))
def test_example_client(language: str, stack: Stack) -> None:
    example = EXAMPLES[language]
    absent = example.missing()
    if absent:
        missing(f"{language} example: {absent}")
    command = example.build()
    result = subprocess.run(
        command,
        cwd=REPO,
        env={
            **os.environ,
            "RESPONSA_GRPC_TARGET": stack.grpc_target,
            "RESPONSA_MODEL": "fake-text",
            "RESPONSA_TOOL_MODEL": "fake-tool-call",
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line)
    assert set(lines) >= {"unary", "stream", "function_call", "round_trip", "get", "error"}, (
        result.stdout
    )
    unary_id, unary_status, unary_text = lines["unary"].split(" ", 2)
    assert unary_id.startswith("resp_") and unary_status.endswith("COMPLETED")
    assert unary_text == "Echo: Say hello"
    # The fake upstream streams its echo in several deltas; joined, they are the whole text.
    assert lines["stream"] == "Echo: Count to three"
    name, call_id = lines["function_call"].split(" ")
    assert name == "get_weather" and call_id
    previous_id, answer = lines["round_trip"].split(" ", 1)
    assert previous_id.startswith("resp_"), lines["round_trip"]
    assert answer == "Echo: What is the weather in Paris?"
    # The round trip really continued the call: the stored chain holds the call and its output.
    items = httpx.get(f"{stack.rest_url}/responses/{previous_id}", timeout=10).json()["output"]
    assert any(item["type"] == "function_call" and item["call_id"] == call_id for item in items)
    get_id, get_status = lines["get"].split(" ")
    assert get_id == unary_id and get_status.endswith("COMPLETED")
    code, error_type, message = lines["error"].split(" ", 2)
    assert (code, error_type) == ("NOT_FOUND", "invalid_request_error")
    assert message == "No response found with id 'resp_missing'."
