"""The official openai npm SDK drives every Conversations operation (node/conversations.mjs)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_sdk_node import ROOT, require_node_sdk
from tests.stack import Stack

pytestmark = pytest.mark.e2e

SCRIPT = Path(__file__).parent / "node" / "conversations.mjs"


def test_node_sdk_conversations(stack: Stack) -> None:
    node = require_node_sdk()
    env = {key: value for key, value in os.environ.items() if not key.startswith("OPENAI_")}
    done = subprocess.run(
        [node, str(SCRIPT), stack.rest_url],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert done.returncode == 0, f"script exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["ok"] is True
    results = report["results"]
    assert results["every_operation"].startswith("conv_")
    assert results["ten_turn_chat"] == 20
    assert results["pagination_120"] == 120
    assert "Mutually exclusive parameters" in results["exclusive_with_previous_response_id"]
