"""Open Responses conformance over REST: every Response object and every stream event validates
against the spec's JSON Schema, and the sampling penalties reach the upstream."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_event, assert_response
from tests.stack import Stack

pytestmark = pytest.mark.e2e

WEATHER_TOOL = {
    "type": "function",
    "name": "get_weather",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}


def sse_events(response: httpx.Response) -> list[dict[str, Any]]:
    """The JSON payloads of an SSE body, in order."""
    return [
        json.loads(line[len("data: ") :])
        for line in response.text.splitlines()
        if line.startswith("data: ")
    ]


def test_unary_response_and_penalties(stack: Stack, fake_upstream: FakeUpstream) -> None:
    fake_upstream.reset()
    body = {
        "model": "fake-text",
        "input": "hello",
        "presence_penalty": 0.5,
        "frequency_penalty": -1.25,
    }
    created = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20).json()
    assert_response(created)
    assert (created["presence_penalty"], created["frequency_penalty"]) == (0.5, -1.25)
    sent = fake_upstream.requests()[-1]
    assert (sent["presence_penalty"], sent["frequency_penalty"]) == (0.5, -1.25)
    fetched = httpx.get(f"{stack.rest_url}/responses/{created['id']}", timeout=20).json()
    assert_response(fetched)
    assert fetched == created


def test_unset_penalties_are_zero_and_not_forwarded(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    created = httpx.post(
        f"{stack.rest_url}/responses", json={"model": "fake-text", "input": "hi"}, timeout=20
    ).json()
    assert_response(created)
    assert (created["presence_penalty"], created["frequency_penalty"]) == (0.0, 0.0)
    assert not {"presence_penalty", "frequency_penalty"} & set(fake_upstream.requests()[-1])


def test_penalty_out_of_range_is_a_400_naming_it(stack: Stack) -> None:
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-text", "input": "hi", "frequency_penalty": 3},
        timeout=20,
    )
    assert answer.status_code == 400
    assert answer.json()["error"]["param"] == "frequency_penalty"


@pytest.mark.parametrize("model", ["fake-text", "fake-tool-call", "fake-reasoning"])
def test_every_stream_event_conforms(stack: Stack, model: str) -> None:
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        json={
            "model": model,
            "input": "weather in Paris?",
            "tools": [WEATHER_TOOL],
            "stream": True,
        },
        timeout=20,
    )
    events = sse_events(answer)
    assert events[0]["type"] == "response.created"
    assert events[-1]["type"] == "response.completed"
    checked = {event["type"] for event in events if assert_event(event)}
    # The lifecycle and item events are the spec's own; only OpenAI's extras go unchecked.
    assert {"response.created", "response.in_progress", "response.completed"} <= checked
    assert {"response.output_item.added", "response.output_item.done"} <= checked


def test_failed_stream_and_function_round_trip_conform(stack: Stack) -> None:
    failed = sse_events(
        httpx.post(
            f"{stack.rest_url}/responses",
            json={"model": "fake-stream-error", "input": "hi", "stream": True},
            timeout=20,
        )
    )
    assert failed[-1]["type"] == "response.failed"
    assert all(assert_event(event) for event in failed)
    call = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-tool-call", "input": "weather?", "tools": [WEATHER_TOOL]},
        timeout=20,
    ).json()
    assert_response(call)
    function_call = next(item for item in call["output"] if item["type"] == "function_call")
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        json={
            "model": "fake-text",
            "previous_response_id": call["id"],
            "tools": [WEATHER_TOOL],
            "input": [
                {
                    "type": "function_call_output",
                    "call_id": function_call["call_id"],
                    "output": "sunny",
                }
            ],
        },
        timeout=20,
    ).json()
    assert_response(answer)
    assert answer["previous_response_id"] == call["id"]
