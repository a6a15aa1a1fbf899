"""The official openai npm SDK (node_modules/openai, 6.x) against the real stack through Envoy."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.ports import refusing_port
from tests.required import missing
from tests.stack import Stack

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SDK_PACKAGE = ROOT / "node_modules" / "openai" / "package.json"
SCRIPT = Path(__file__).parent / "node" / "create_and_stream.mjs"


def require_node_sdk() -> str:
    """The `node` binary; skip without node or the npm SDK, except under CI=true (a failure)."""
    node = shutil.which("node")
    if node is not None and SDK_PACKAGE.exists():
        return node
    if node is None:
        message = "node is not on PATH"
    else:
        message = f"{SDK_PACKAGE.parent} is missing (npm ci in the repo root installs it)"
    missing(message)


def run_script(node: str, rest_url: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("OPENAI_")}
    return subprocess.run(
        [node, str(SCRIPT), rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
        check=False,
    )


def test_node_sdk_create_and_stream(stack: Stack) -> None:
    node = require_node_sdk()
    done = run_script(node, stack.rest_url)
    assert done.returncode == 0, f"script exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1, done.stdout
    report: dict[str, Any] = json.loads(lines[0])
    assert report["ok"] is True
    installed = json.loads(SDK_PACKAGE.read_text())["version"]
    assert installed.split(".")[0] == "6"
    assert report["sdk_version"] == installed
    results = report["results"]

    create = results["create"]
    assert create["status"] == "completed"
    assert create["output_text"] == "Echo: hello there"
    assert create["id"].startswith("resp_")

    stream = results["stream"]
    assert stream["first"] == [
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
    ]
    assert stream["last"] == [
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
    ]
    assert stream["sequence_ok"] is True and stream["events"] >= 10
    assert stream["text"] == "Echo: a b c d e f"
    assert stream["final_status"] == "completed"

    helper = results["stream_helper"]
    assert helper["output_text"] == "Echo: streamed"
    assert helper["status"] == "completed"
    assert helper["events"] >= 8


def test_node_script_reports_failure() -> None:
    """Nothing listens on the URL: the script exits non-zero naming the failed step."""
    node = require_node_sdk()
    with refusing_port() as port:
        done = run_script(node, f"http://127.0.0.1:{port}/v1")
    assert done.returncode == 1, done.stdout + done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ok"] is False and report["step"] == "create"
    assert "step 'create' failed" in done.stderr
