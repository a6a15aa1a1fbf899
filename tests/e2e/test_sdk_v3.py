"""The openai Python SDK 3.x (its own venv, .venv/sdk3) against the real stack through Envoy.

The SDK 3.x and this project's test dependencies (SDK 2.x) cannot share a venv, so
tests/e2e/sdk_v3_driver.py runs under .venv/sdk3/bin/python and reports one JSON line.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.mcp_server import McpTestServer
from tests.ports import refusing_port
from tests.required import missing
from tests.stack import Stack

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SDK3_PYTHON = ROOT / ".venv" / "sdk3" / "bin" / "python"
DRIVER = Path(__file__).with_name("sdk_v3_driver.py")


def require_sdk3() -> None:
    """Skip without .venv/sdk3, except under CI=true, where its absence is a failure."""
    if not SDK3_PYTHON.exists():
        missing(f"{SDK3_PYTHON} is missing (make setup creates it)")


def run_driver(rest_url: str, mcp_url: str | None = None) -> dict[str, Any]:
    """Run the driver against `rest_url`; its JSON report (fails the test on a non-zero exit)."""
    require_sdk3()
    env = {key: value for key, value in os.environ.items() if not key.startswith("OPENAI_")}
    done = subprocess.run(
        [str(SDK3_PYTHON), str(DRIVER), rest_url, *([mcp_url] if mcp_url else [])],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
        check=False,
    )
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    assert len(lines) == 1, done.stdout
    report: dict[str, Any] = json.loads(lines[0])
    return report


def test_sdk_v3_driver(stack: Stack) -> None:
    with McpTestServer().start() as mcp:
        report = run_driver(stack.rest_url, mcp.url)
    assert report["ok"] is True
    assert report["openai_version"].split(".")[0] == "3"
    results = report["results"]
    assert list(results) == [
        "create",
        "stream",
        "stream_helper",
        "input_items",
        "delete",
        "function_call",
        "bad_request",
        "mcp",
    ]

    create = results["create"]
    assert create["status"] == "completed"
    assert create["output_text"] == "Echo: hello there"
    assert create["id"].startswith("resp_") and create["retrieved_equal"] is True

    stream = results["stream"]
    assert stream["first"][:2] == ["response.created", "response.in_progress"]
    assert stream["last"][-1] == "response.completed"
    assert stream["sequence_ok"] is True and stream["events"] >= 10
    assert stream["text"] == "Echo: a b c d e f"

    helper = results["stream_helper"]
    assert helper["output_text"] == "Echo: streamed" and helper["retrieved_equal"] is True

    items = results["input_items"]
    assert items == {"count": 45, "first_page": 10, "first": "m44", "last": "m0"}

    assert results["delete"] == {"status_code": 404, "error_type": "NotFoundError"}

    call = results["function_call"]
    assert call["name"] == "get_weather"
    assert call["arguments"] == {"location": "Paris"}
    assert call["output_text"] == "Tool said: 22C sunny"

    assert results["bad_request"] == {"status_code": 400, "param": "temperature"}

    # SDK 3 models a failed mcp_call's error as the reference's object (SDK 2 as a string).
    assert results["mcp"] == {
        "error_content": [{"type": "text", "text": "v3 boom"}],
        "approved_output": "recorded v3",
        "answer": "Tool said: recorded v3 | offered: add,echo,record,fail,slow,weather_lookup",
    }


def test_sdk_v3_driver_reports_failure() -> None:
    """Nothing listens on the URL: the driver exits non-zero naming the failed step."""
    require_sdk3()
    with refusing_port() as port:
        done = subprocess.run(
            [str(SDK3_PYTHON), str(DRIVER), f"http://127.0.0.1:{port}/v1"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 1
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ok"] is False and report["step"] == "create"
    assert "APIConnectionError" in report["error"]
    assert "step 'create' failed" in done.stderr
