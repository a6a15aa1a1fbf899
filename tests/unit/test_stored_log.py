"""A taken-over job's output as its event log tells it (jobs/stored_log.py): for every point a
stream can be cut at, the items rebuilt from the events so far are the items a failure at that
point leaves in a foreground response (`OutputStream.abandon`). And resume points
(engine/resume.py) read back as they were stored."""

from __future__ import annotations

import copy
from typing import Any

import orjson
import pytest
from responsa_server.engine.events import EventLog
from responsa_server.engine.output_stream import OutputStream
from responsa_server.engine.resume import ResumePoint, restore_usage, usage_state
from responsa_server.engine.usage import UsageTotal
from responsa_server.jobs.stored_log import finished_items, log_output

CALL = {"index": 0, "id": "call_1", "function": {"name": "lookup", "arguments": ""}}

STREAMS = {
    "text": [{"content": "Hel"}, {"content": "lo "}, {"content": "there"}],
    "reasoning then text": [
        {"reasoning_content": "think"},
        {"reasoning_content": "ing"},
        {"content": "ok"},
        {"content": "!"},
    ],
    "text then refusal": [{"content": "I "}, {"refusal": "can't"}, {"refusal": " do that"}],
    "text then a function call": [
        {"content": "Let me look."},
        {"tool_calls": [CALL]},
        {"tool_calls": [{"index": 0, "function": {"arguments": '{"ci'}}]},
        {"tool_calls": [{"index": 0, "function": {"arguments": 'ty": "Paris"}'}}]},
    ],
}


@pytest.mark.parametrize("name", STREAMS)
def test_every_cut_rebuilds_what_a_failure_there_leaves(name: str) -> None:
    events = EventLog()
    stream = OutputStream(events)
    stored: list[dict[str, Any]] = []
    for delta in STREAMS[name]:
        stream.add_delta(delta)
        stored.extend(events.drain())
        left = copy.deepcopy(stream).abandon()
        assert log_output(stored) == left, f"cut after {len(stored)} events"
    stream.finish(incomplete=False)
    stored.extend(events.drain())
    assert log_output(stored) == stream.output
    assert all(item["status"] == "completed" for item in log_output(stored))


def test_finished_items_are_the_done_events_by_output_index() -> None:
    events = EventLog()
    stream = OutputStream(events)
    for delta in STREAMS["text then a function call"]:
        stream.add_delta(delta)
    stream.finish(incomplete=False)
    found = finished_items(events.drain())
    assert found == dict(enumerate(stream.output))
    assert [item["type"] for item in found.values()] == ["message", "function_call"]


def test_an_open_message_keeps_exactly_the_streamed_text_and_ends_incomplete() -> None:
    events = EventLog()
    stream = OutputStream(events)
    stream.add_delta({"content": "The capital"})
    stream.add_delta({"content": " of Fr"})
    (message,) = log_output(events.drain())
    assert message["status"] == "incomplete"
    assert message["content"][0]["text"] == "The capital of Fr"


def test_an_open_code_interpreter_call_keeps_the_streamed_code() -> None:
    # A cell cut while it ran: its item shows the code clients were streamed, cut.
    item = {
        "id": "ci_1",
        "type": "code_interpreter_call",
        "status": "in_progress",
        "container_id": "cntr_1",
        "code": "",
        "outputs": None,
    }
    where = {"output_index": 0, "item_id": "ci_1"}
    events = [
        {"type": "response.output_item.added", "output_index": 0, "item": item},
        {"type": "response.code_interpreter_call.in_progress", **where},
        {"type": "response.code_interpreter_call_code.delta", **where, "delta": "print("},
        {"type": "response.code_interpreter_call_code.delta", **where, "delta": "6*7)"},
    ]
    (cut,) = log_output(events)
    assert cut["code"] == "print(6*7)" and cut["status"] == "incomplete"
    done = {"type": "response.code_interpreter_call_code.done", **where, "code": "print(6*7)"}
    interpreting = {"type": "response.code_interpreter_call.interpreting", **where}
    (cut,) = log_output([*events, done, interpreting])
    assert cut["code"] == "print(6*7)" and cut["outputs"] is None


def test_a_resume_point_reads_back_as_stored() -> None:
    usage = UsageTotal()
    usage.add({"prompt_tokens": 7, "completion_tokens": 3})
    point = ResumePoint(
        turn=2,
        next_sequence=41,
        items=3,
        usage=usage_state(usage),
        tool_runs=1,
        read={"fs_1": ("file_search", "passage text")},
    )
    stored = orjson.loads(orjson.dumps(point.to_json()))
    assert ResumePoint.from_json(stored) == point
    again = UsageTotal()
    restore_usage(again, stored["usage"])
    assert again.to_response_usage() == usage.to_response_usage()
    with pytest.raises(KeyError):
        ResumePoint.from_json({"calls_started": True})
