"""engine/timeline.py: the steps a run records and the JSON stored beside the response."""

from __future__ import annotations

import json
import time

from responsa_server.engine.calls import ToolCall
from responsa_server.engine.timeline import Timeline


def test_nothing_recorded_stores_nothing() -> None:
    assert Timeline().to_json() is None


def test_steps_are_stored_in_order_with_times_from_the_run_start() -> None:
    timeline = Timeline()
    started = time.perf_counter()
    time.sleep(0.02)
    timeline.add("turn", 0, started)
    call = ToolCall(call_id="call_1", name="add")
    called = time.perf_counter()
    timeline.add("call", 0, called, call)
    # The call's item opens after its task started: its id is read when the JSON is made.
    call.item = {"id": "mcp_1", "type": "mcp_call"}
    turn, step = json.loads(timeline.to_json() or "")
    assert (turn["kind"], turn["turn"], step["kind"]) == ("turn", 0, "call")
    assert "item_id" not in turn
    assert (step["item_id"], step["item_type"]) == ("mcp_1", "mcp_call")
    # Causal, not a speed: the 20 ms sleep lies between the step's start and its end.
    assert turn["duration_ms"] >= 20
    assert 0 <= turn["start_ms"] <= step["start_ms"]
