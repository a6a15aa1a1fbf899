"""The openai Python SDK 1.x (1.109, strict validation; its own venv, .venv/sdk1) against the
stack: the same driver as SDK 3.x (tests/e2e/sdk_v3_driver.py), without its MCP step."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.clients.conftest import client_env, require_venv
from tests.e2e.test_sdk_v3 import DRIVER
from tests.stack import Stack

pytestmark = pytest.mark.e2e


def test_sdk_v1_strict(stack: Stack) -> None:
    python = require_venv("sdk1")
    done = subprocess.run(
        [str(python), str(DRIVER), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        env=client_env(),
        check=False,
    )
    assert done.returncode == 0, f"driver exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ok"] is True
    assert report["openai_version"] == "1.109.1"
    results = report["results"]
    assert results["create"]["output_text"] == "Echo: hello there"
    assert results["create"]["retrieved_equal"] is True
    assert results["stream"]["text"] == "Echo: a b c d e f"
    assert results["stream"]["sequence_ok"] is True
    assert results["stream_helper"]["output_text"] == "Echo: streamed"
    assert results["function_call"]["output_text"] == "Tool said: 22C sunny"
    assert results["bad_request"] == {"status_code": 400, "param": "temperature"}
