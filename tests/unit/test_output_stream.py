"""The streaming state machine, event by event, against OpenAI's order."""

from __future__ import annotations

from typing import Any

from responsa_server.engine.events import EventLog
from responsa_server.engine.output_stream import Live, OutputStream


def run(
    deltas: list[dict[str, Any]], *, incomplete: bool = False
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    events = EventLog()
    stream = OutputStream(events)
    for delta in deltas:
        stream.add_delta(delta)
    output = stream.finish(incomplete=incomplete)
    return output, events.drain()


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def test_text_follows_openai_sequence_and_item_ids_match() -> None:
    output, events = run(
        [{"role": "assistant", "content": ""}, {"content": "Hel"}, {"content": "lo"}]
    )
    assert types(events) == [
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
    ]
    assert [e["sequence_number"] for e in events] == list(range(7))
    item = output[0]
    assert (
        item["type"] == "message" and item["status"] == "completed" and item["role"] == "assistant"
    )
    assert item["content"] == [
        {"type": "output_text", "annotations": [], "logprobs": [], "text": "Hello"}
    ]
    assert {e.get("item_id", e.get("item", {}).get("id")) for e in events} == {item["id"]}
    # the added event shows the item as it was then: empty and in progress
    assert events[0]["item"]["content"] == [] and events[0]["item"]["status"] == "in_progress"
    assert events[1]["part"]["text"] == ""
    assert events[4]["text"] == "Hello" and events[4]["logprobs"] == []
    assert [e["delta"] for e in events if e["type"].endswith(".delta")] == ["Hel", "lo"]


def test_reasoning_then_text_makes_two_items() -> None:
    output, events = run(
        [{"reasoning_content": "think"}, {"reasoning_content": "ing"}, {"content": "ok"}]
    )
    assert types(events) == [
        "response.output_item.added",
        "response.content_part.added",
        "response.reasoning_text.delta",
        "response.reasoning_text.delta",
        "response.reasoning_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
    ]
    assert output[0]["type"] == "reasoning"
    assert output[0]["content"] == [{"type": "reasoning_text", "text": "thinking"}]
    assert output[0]["id"].startswith("rs_")
    assert events[7]["output_index"] == 1 and output[1]["content"][0]["text"] == "ok"


def test_refusal_part() -> None:
    output, events = run([{"refusal": "I can't"}, {"refusal": " help."}])
    assert types(events)[2:5] == [
        "response.refusal.delta",
        "response.refusal.delta",
        "response.refusal.done",
    ]
    assert output[0]["content"] == [{"type": "refusal", "refusal": "I can't help."}]


def test_single_tool_call_streams_arguments_live() -> None:
    chunks = [
        {
            "tool_calls": [
                {
                    "index": 0,
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "get_weather", "arguments": ""},
                }
            ]
        },
        {"tool_calls": [{"index": 0, "function": {"arguments": '{"loc'}}]},
        {"tool_calls": [{"index": 0, "function": {"arguments": 'ation": "Paris"}'}}]},
    ]
    output, events = run(chunks)
    assert types(events) == [
        "response.output_item.added",
        "response.function_call_arguments.delta",
        "response.function_call_arguments.delta",
        "response.function_call_arguments.done",
        "response.output_item.done",
    ]
    call = output[0]
    assert call == {
        "id": call["id"],
        "type": "function_call",
        "status": "completed",
        "arguments": '{"location": "Paris"}',
        "call_id": "call_1",
        "name": "get_weather",
    }
    assert call["id"].startswith("fc_")
    assert events[0]["item"]["arguments"] == "" and events[0]["item"]["status"] == "in_progress"
    assert events[3]["arguments"] == '{"location": "Paris"}' and events[3]["name"] == "get_weather"


def test_text_then_interleaved_parallel_calls_keep_items_contiguous() -> None:
    chunks = [
        {"content": "Checking."},
        {"tool_calls": [{"index": 0, "id": "call_a", "function": {"name": "a", "arguments": "{"}}]},
        {"tool_calls": [{"index": 1, "id": "call_b", "function": {"name": "b", "arguments": "{"}}]},
        {"tool_calls": [{"index": 0, "function": {"arguments": "}"}}]},
        {"tool_calls": [{"index": 1, "function": {"arguments": "}"}}]},
    ]
    output, events = run(chunks)
    assert [o["type"] for o in output] == ["message", "function_call", "function_call"]
    assert [o["arguments"] for o in output[1:]] == ["{}", "{}"]
    # group events by output_index: each item's events must be one contiguous run
    runs = [e["output_index"] for e in events]
    assert runs == sorted(runs)
    last = [e for e in events if e["output_index"] == 2]
    assert types(last) == [
        "response.output_item.added",
        "response.function_call_arguments.delta",
        "response.function_call_arguments.done",
        "response.output_item.done",
    ]


def test_incomplete_marks_open_item_incomplete() -> None:
    output, events = run([{"content": "cut"}], incomplete=True)
    assert output[0]["status"] == "incomplete"
    assert events[-1]["type"] == "response.output_item.done"
    assert events[-1]["item"]["status"] == "incomplete"


def test_non_streaming_builds_same_items_without_events() -> None:
    stream = OutputStream(events=None)
    stream.add_delta(
        {
            "content": "hi",
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
            ],
        }
    )
    output = stream.finish(incomplete=False)
    assert [o["type"] for o in output] == ["message", "function_call"]
    assert output[1]["call_id"] == "c1" and stream.state is Live.IDLE


def test_logprobs_reach_delta_and_part() -> None:
    events = EventLog()
    stream = OutputStream(events)
    stream.add_delta(
        {"content": "Hi"},
        [
            {
                "token": "Hi",
                "logprob": -0.1,
                "bytes": [72, 105],
                "top_logprobs": [{"token": "Hi", "logprob": -0.1, "bytes": [72, 105]}],
            }
        ],
    )
    output = stream.finish(incomplete=False)
    delta = next(e for e in events.drain() if e["type"] == "response.output_text.delta")
    assert delta["logprobs"] == [
        {"token": "Hi", "logprob": -0.1, "top_logprobs": [{"token": "Hi", "logprob": -0.1}]}
    ]
    assert output[0]["content"][0]["logprobs"][0]["bytes"] == [72, 105]


def test_abandon_keeps_partial_content_as_incomplete() -> None:
    events = EventLog()
    stream = OutputStream(events)
    stream.add_delta({"content": "partial "})
    stream.add_delta({"content": "text"})
    stream.add_delta(
        {"tool_calls": [{"index": 0, "id": "c", "function": {"name": "f", "arguments": '{"a'}}]}
    )
    events.drain()
    output = stream.abandon()
    assert output[0]["content"][0]["text"] == "partial text" and output[0]["status"] == "completed"
    assert output[1]["arguments"] == '{"a' and output[1]["status"] == "incomplete"
    assert events.drain() == []
