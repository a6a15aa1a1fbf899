"""A native Responses upstream's events -> this response's output and events (native_stream.py):
what passes through (renumbered), what Responsa makes itself, and what is only read."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest
from responsa_server.engine.events import EventLog
from responsa_server.engine.native_stream import NativeStream
from responsa_server.engine.output_stream import OutputStream
from responsa_server.engine.run import Run
from responsa_server.engine.usage import UsageTotal
from responsa_server.upstream.errors import UpstreamError


def _stream(earlier: list[dict[str, Any]] | None = None) -> tuple[NativeStream, OutputStream, Any]:
    state = SimpleNamespace(usage=UsageTotal())
    output = OutputStream(EventLog(10), output=earlier if earlier is not None else [])
    return NativeStream(cast(Run, state), output), output, state


def _added(index: int, item: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "response.output_item.added",
        "sequence_number": 90,
        "output_index": index,
        "item": item,
    }


def _done(index: int, item: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "response.output_item.done",
        "sequence_number": 91,
        "output_index": index,
        "item": item,
    }


def test_items_pass_through_renumbered_after_earlier_output() -> None:
    stream, output, _ = _stream([{"type": "message", "id": "msg_earlier"}])
    item = {"id": "rs_1", "type": "reasoning", "summary": [], "encrypted_content": "gAAAA1"}
    stream.feed(_added(0, {"id": "rs_1", "type": "reasoning", "summary": []}))
    stream.feed(
        {
            "type": "response.reasoning_summary_text.delta",
            "sequence_number": 3,
            "item_id": "rs_1",
            "output_index": 0,
            "summary_index": 0,
            "delta": "Hm",
        }
    )
    stream.feed(_done(0, item))
    events = output.drain()
    assert [e["sequence_number"] for e in events] == [10, 11, 12]
    assert [e["output_index"] for e in events] == [1, 1, 1]
    assert events[1] == {
        "type": "response.reasoning_summary_text.delta",
        "sequence_number": 11,
        "item_id": "rs_1",
        "output_index": 1,
        "summary_index": 0,
        "delta": "Hm",
    }
    assert output.output[1] is item  # the upstream's finished item, unchanged


def test_text_around_a_passed_item_makes_two_messages() -> None:
    stream, output, _ = _stream()
    stream.feed({"type": "response.output_text.delta", "output_index": 0, "delta": "Hi"})
    stream.feed(_added(1, {"id": "x_1", "type": "future_thing"}))
    stream.feed(_done(1, {"id": "x_1", "type": "future_thing", "n": 1}))
    stream.feed({"type": "response.output_text.delta", "output_index": 2, "delta": "Bye"})
    output.finish_text("completed")
    kinds = [item["type"] for item in output.output]
    assert kinds == ["message", "future_thing", "message"]
    assert output.output[0]["status"] == "completed"  # closed before the passed item opened
    assert output.output[2]["content"][0]["text"] == "Bye"


def test_a_function_call_whose_arguments_come_only_whole() -> None:
    stream, output, _ = _stream()
    call = {
        "id": "fc_1",
        "type": "function_call",
        "call_id": "call_1",
        "name": "lookup",
        "arguments": "",
    }
    stream.feed(_added(0, call))
    stream.feed(_done(0, dict(call, arguments='{"q": 1}')))
    (made,) = output.calls()
    assert (made.call_id, made.name, made.arguments_text) == ("call_1", "lookup", '{"q": 1}')


def test_arguments_streamed_are_not_added_again_at_done() -> None:
    stream, output, _ = _stream()
    call = {"id": "fc_1", "type": "function_call", "call_id": "c", "name": "f", "arguments": ""}
    stream.feed(_added(0, call))
    for piece in ('{"a"', ": 2}"):
        stream.feed(
            {
                "type": "response.function_call_arguments.delta",
                "output_index": 0,
                "item_id": "fc_1",
                "delta": piece,
            }
        )
    stream.feed(_done(0, dict(call, arguments='{"a": 2}')))
    assert output.calls()[0].arguments_text == '{"a": 2}'


def test_lifecycle_is_read_not_forwarded() -> None:
    stream, output, state = _stream()
    stream.feed({"type": "response.created", "response": {"id": "resp_upstream"}})
    stream.feed({"type": "response.some_event_of_no_item", "output_index": 5})
    usage = {
        "input_tokens": 4,
        "output_tokens": 2,
        "output_tokens_details": {"reasoning_tokens": 1},
    }
    incomplete = {
        "status": "incomplete",
        "usage": usage,
        "incomplete_details": {"reason": "max_output_tokens"},
    }
    stream.feed({"type": "response.incomplete", "response": incomplete})
    assert output.drain() == []
    assert stream.incomplete_reason == "max_output_tokens"
    assert state.usage.to_response_usage()["output_tokens_details"]["reasoning_tokens"] == 1


def test_a_failed_upstream_response_is_an_upstream_error() -> None:
    stream, _, _ = _stream()
    with pytest.raises(UpstreamError, match="crashed"):
        stream.feed({"type": "response.failed", "response": {"error": {"message": "crashed"}}})
