"""The official openai Python SDK (strict validation) against the real stack through Envoy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.fake_upstream import FakeUpstream
from tests.ports import refusing_port
from tests.stack import Stack

WEATHER_TOOL: dict[str, Any] = {
    "type": "function",
    "name": "get_weather",
    "description": "Weather for a city",
    "parameters": {
        "type": "object",
        "properties": {"location": {"type": "string"}},
        "required": ["location"],
    },
}

pytestmark = pytest.mark.e2e


def event_types(events: list[Any]) -> list[str]:
    return [event.type for event in events]


def without_parsed(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: without_parsed(v) for k, v in value.items() if k != "parsed"}
    if isinstance(value, list):
        return [without_parsed(v) for v in value]
    return value


def test_create_text(client: openai.OpenAI, fake_upstream: FakeUpstream) -> None:
    response = client.responses.create(model="fake-text", input="hello there")
    assert response.status == "completed"
    assert response.output_text == "Echo: hello there"
    assert response.id.startswith("resp_")
    assert response.usage is not None and response.usage.total_tokens > 0
    assert response.output[0].type == "message"


def test_instructions_lead_and_are_not_inherited(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(model="fake-text", input="one", instructions="Be brief.")
    assert first.instructions == "Be brief."
    fake_upstream.reset()
    second = client.responses.create(model="fake-text", input="two", previous_response_id=first.id)
    sent = fake_upstream.requests()[-1]["messages"]
    assert sent == [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "Echo: one"},
        {"role": "user", "content": "two"},
    ]
    assert second.instructions is None and second.previous_response_id == first.id


def test_stream_event_order_and_ids(client: openai.OpenAI) -> None:
    events = list(client.responses.create(model="fake-text", input="a b c d e f", stream=True))
    types = event_types(events)
    assert types[:5] == [
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
    ]
    assert types[-5:] == [
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
    ]
    assert [e.sequence_number for e in events] == list(range(len(events)))
    final = events[-1].response
    item_id = final.output[0].id
    assert {e.item_id for e in events if hasattr(e, "item_id")} == {item_id}
    assert events[2].item.id == item_id
    text = "".join(e.delta for e in events if e.type == "response.output_text.delta")
    assert text == final.output_text == "Echo: a b c d e f"
    assert events[0].response.status == "in_progress" and final.status == "completed"
    assert events[0].response.id == final.id


def test_stream_helper_and_retrieve(client: openai.OpenAI) -> None:
    with client.responses.stream(model="fake-text", input="streamed") as stream:
        events = list(stream)
        final = stream.get_final_response()
    deltas = [e.delta for e in events if e.type == "response.output_text.delta"]
    assert "".join(deltas) == final.output_text == "Echo: streamed"
    completed = events[-1]
    assert completed.type == "response.completed"
    stored = client.responses.retrieve(final.id)
    # the helper adds client-side `parsed` fields; everything else must match the stored object
    assert stored.model_dump() == without_parsed(completed.response.model_dump())


def test_retrieve_equals_create_and_delete(client: openai.OpenAI) -> None:
    created = client.responses.create(model="fake-text", input="keep me")
    assert client.responses.retrieve(created.id).model_dump() == created.model_dump()
    client.responses.delete(created.id)
    with pytest.raises(openai.NotFoundError) as caught:
        client.responses.retrieve(created.id)
    assert caught.value.status_code == 404
    with pytest.raises(openai.NotFoundError) as caught:
        client.responses.create(model="fake-text", input="x", previous_response_id=created.id)
    assert caught.value.body["param"] == "previous_response_id"  # type: ignore[index]
    with pytest.raises(openai.NotFoundError):
        client.responses.delete(created.id)


def test_store_false_is_not_stored(client: openai.OpenAI) -> None:
    response = client.responses.create(model="fake-text", input="secret", store=False)
    assert response.store is False and response.status == "completed"
    with pytest.raises(openai.NotFoundError):
        client.responses.retrieve(response.id)


def test_input_items_auto_pagination(client: openai.OpenAI) -> None:
    messages = [{"role": "user", "content": f"m{i}"} for i in range(45)]
    response = client.responses.create(model="fake-text", input=messages)  # type: ignore[arg-type]
    page = client.responses.input_items.list(response.id, limit=10)
    assert len(page.data) == 10 and page.has_more
    texts = [item.content[0].text for item in page]  # type: ignore[union-attr]
    assert texts == [f"m{i}" for i in reversed(range(45))]
    ascending = client.responses.input_items.list(response.id, order="asc", limit=7)
    ids = [item.id for item in ascending]
    assert len(ids) == len(set(ids)) == 45
    assert [i.content[0].text for i in ascending][:3] == ["m0", "m1", "m2"]  # type: ignore[union-attr]
    again = client.responses.input_items.list(response.id, order="asc", limit=100)
    assert [item.id for item in again.data] == ids  # ids are stable


def test_function_call_round_trip(client: openai.OpenAI, fake_upstream: FakeUpstream) -> None:
    first = client.responses.create(
        model="fake-tool-call",
        input="Weather in Paris?",
        tools=[WEATHER_TOOL],  # type: ignore[list-item]
    )
    call = first.output[0]
    assert call.type == "function_call" and call.name == "get_weather"
    assert call.arguments == '{"location": "Paris"}' or "Paris" in call.arguments
    fake_upstream.reset()
    second = client.responses.create(
        model="fake-tool-call",
        previous_response_id=first.id,
        tools=[WEATHER_TOOL],  # type: ignore[list-item]
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "22C sunny"}],
    )
    assert second.output_text == "Tool said: 22C sunny"
    sent = fake_upstream.requests()[-1]["messages"]
    assert sent[1]["tool_calls"][0]["id"] == call.call_id
    assert sent[1]["tool_calls"][0]["function"] == {
        "name": "get_weather",
        "arguments": call.arguments,
    }
    assert sent[2] == {"role": "tool", "tool_call_id": call.call_id, "content": "22C sunny"}


def test_streamed_function_call_events(client: openai.OpenAI) -> None:
    events = list(
        client.responses.create(
            model="fake-tool-call",
            input="weather?",
            tools=[WEATHER_TOOL],
            stream=True,  # type: ignore[list-item]
        )
    )
    types = event_types(events)
    assert types[:3] == ["response.created", "response.in_progress", "response.output_item.added"]
    assert types.count("response.function_call_arguments.delta") >= 2
    assert types[-3:] == [
        "response.function_call_arguments.done",
        "response.output_item.done",
        "response.completed",
    ]
    deltas = "".join(e.delta for e in events if e.type == "response.function_call_arguments.delta")
    final = events[-1].response.output[0]
    assert deltas == final.arguments and final.id == events[2].item.id


def test_parallel_function_calls(client: openai.OpenAI) -> None:
    tools = [WEATHER_TOOL, {**WEATHER_TOOL, "name": "get_time"}]
    events = list(
        client.responses.create(model="fake-parallel-tools", input="both", tools=tools, stream=True)  # type: ignore[arg-type]
    )
    final = events[-1].response
    assert [o.type for o in final.output] == ["function_call", "function_call"]
    assert len({o.call_id for o in final.output}) == 2  # type: ignore[union-attr]
    by_index = [e.output_index for e in events if hasattr(e, "output_index")]
    assert by_index == sorted(by_index)  # each item's events are contiguous
    for item in final.output:
        done = [
            e
            for e in events
            if e.type == "response.function_call_arguments.done" and e.item_id == item.id
        ]
        assert done[0].arguments == item.arguments  # type: ignore[union-attr]


def test_incomplete_on_length(client: openai.OpenAI) -> None:
    response = client.responses.create(model="fake-length", input="long", max_output_tokens=16)
    assert response.status == "incomplete"
    assert response.incomplete_details is not None
    assert response.incomplete_details.reason == "max_output_tokens"
    events = list(client.responses.create(model="fake-length", input="long", stream=True))
    assert events[-1].type == "response.incomplete"
    assert events[-1].response.incomplete_details.reason == "max_output_tokens"  # type: ignore[union-attr]


def test_reasoning_item(client: openai.OpenAI) -> None:
    events = list(client.responses.create(model="fake-reasoning", input="think", stream=True))
    types = event_types(events)
    assert "response.reasoning_text.delta" in types and "response.reasoning_text.done" in types
    final = events[-1].response
    assert [o.type for o in final.output] == ["reasoning", "message"]
    assert final.output[0].content[0].type == "reasoning_text"  # type: ignore[union-attr]
    assert final.usage is not None and final.usage.output_tokens_details.reasoning_tokens > 0


def test_refusal(client: openai.OpenAI) -> None:
    response = client.responses.create(model="fake-refusal", input="bad idea")
    part = response.output[0].content[0]  # type: ignore[union-attr]
    assert part.type == "refusal" and part.refusal


def test_stream_failure_is_in_band_and_stored(client: openai.OpenAI) -> None:
    events = list(client.responses.create(model="fake-stream-error", input="x", stream=True))
    assert event_types(events)[:2] == ["response.created", "response.in_progress"]
    assert events[-1].type == "response.failed"
    failed = events[-1].response
    assert failed.status == "failed" and failed.error is not None
    assert failed.error.code == "server_error"
    assert client.responses.retrieve(failed.id).status == "failed"


def test_stream_upstream_http_error_is_in_band(client: openai.OpenAI) -> None:
    events = list(client.responses.create(model="fake-error-500", input="x", stream=True))
    assert event_types(events) == ["response.created", "response.in_progress", "response.failed"]


@pytest.mark.parametrize(
    ("model", "status", "error_type"),
    [
        ("fake-error-500", 502, "server_error"),
        ("fake-error-400", 400, "invalid_request_error"),
        ("fake-error-429", 429, "invalid_request_error"),
    ],
)
def test_upstream_errors_without_streaming(
    client: openai.OpenAI, model: str, status: int, error_type: str
) -> None:
    with pytest.raises(openai.APIStatusError) as caught:
        client.responses.create(model=model, input="x")
    assert caught.value.status_code == status
    assert caught.value.body["type"] == error_type  # type: ignore[index]


def test_upstream_refused_is_server_error(fake_upstream: FakeUpstream, tmp_path: Path) -> None:
    """A stack whose upstream refuses connections answers 502 server_error, and fails streams."""
    with refusing_port() as port:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": f"http://127.0.0.1:{port}/v1",
            "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'down.db'}",
        }
        with Stack.start(env) as down:
            sdk = openai.OpenAI(
                base_url=down.rest_url,
                api_key="k",
                max_retries=0,
                timeout=20,
                _strict_response_validation=True,
            )
            with pytest.raises(openai.APIStatusError) as caught:
                sdk.responses.create(model="fake-text", input="x")
            assert caught.value.status_code == 502
            assert caught.value.body["type"] == "server_error"  # type: ignore[index]
            events = list(sdk.responses.create(model="fake-text", input="x", stream=True))
            assert events[-1].type == "response.failed"


BAD_BODIES: list[tuple[dict[str, Any], str | None]] = [
    ({"input": "x"}, "model"),
    ({"model": 5, "input": "x"}, "model"),
    ({"model": "m", "input": "x", "temperature": "hot"}, "temperature"),
    ({"model": "m", "input": "x", "temperature": 3}, "temperature"),
    ({"model": "m", "input": [{"type": "bogus"}]}, "input[0]"),
    ({"model": "m", "input": "x", "tools": [{"type": "code_interpreter"}]}, "tools[0].container"),
    ({"model": "m", "input": "x", "tools": [{"type": "nonsense"}]}, "tools[0].type"),
    ({"model": "m", "input": "x", "background": True, "store": False}, "background"),
]


@pytest.mark.parametrize(("body", "param"), BAD_BODIES)
def test_bad_input_is_rejected_and_nothing_stored(
    stack: Stack, body: dict[str, Any], param: str | None
) -> None:
    before = httpx.get(f"{stack.rest_url}/responses?limit=100").json()
    answer = httpx.post(f"{stack.rest_url}/responses", json=body)
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert error["param"] == param and error["type"] == "invalid_request_error"
    assert error["message"]
    after = httpx.get(f"{stack.rest_url}/responses?limit=100").json()
    assert after["data"] == before["data"]


def test_sdk_raises_bad_request_naming_param(client: openai.OpenAI) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model="fake-text", input="x", temperature=5)
    assert caught.value.param == "temperature"  # type: ignore[attr-defined]


def test_malformed_json(stack: Stack) -> None:
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        content=b'{"model": "m", "input": ',
        headers={"content-type": "application/json"},
    )
    assert answer.status_code == 400
    assert answer.json()["error"]["type"] == "invalid_request_error"


def test_unknown_previous_response_id(client: openai.OpenAI) -> None:
    with pytest.raises(openai.NotFoundError) as caught:
        client.responses.create(model="fake-text", input="x", previous_response_id="resp_missing")
    assert caught.value.body["param"] == "previous_response_id"  # type: ignore[index]


def test_cancel_foreground_response(client: openai.OpenAI) -> None:
    created = client.responses.create(model="fake-text", input="x")
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.cancel(created.id)
    assert "synchronous" in caught.value.message


def test_client_disconnect_cancels_upstream(stack: Stack, fake_upstream: FakeUpstream) -> None:
    before = fake_upstream.stats()["disconnects"]
    with httpx.stream(
        "POST",
        f"{stack.rest_url}/responses",
        json={"model": "fake-slow", "input": "slow", "stream": True},
        timeout=10,
    ) as answer:
        for line in answer.iter_lines():
            if "response.output_text.delta" in line:
                break
    for _ in range(50):
        if fake_upstream.stats()["disconnects"] > before:
            break
        import time

        time.sleep(0.1)
    assert fake_upstream.stats()["disconnects"] == before + 1


def test_unknown_path_and_health(stack: Stack) -> None:
    base = stack.rest_url.removesuffix("/v1")
    assert httpx.get(f"{base}/healthz").status_code == 200
    missing = httpx.get(f"{base}/v1/nothing-here")
    assert missing.status_code == 404
    assert set(missing.json()["error"]) == {"message", "type", "param", "code"}


def test_list_responses_filters_by_model(client: openai.OpenAI, stack: Stack) -> None:
    made = client.responses.create(model="fake-text-listed", input="x")
    listed = httpx.get(f"{stack.rest_url}/responses", params={"model": "fake-text-listed"}).json()
    assert made.id in [r["id"] for r in listed["data"]]
    assert {r["model"] for r in listed["data"]} == {"fake-text-listed"}


def test_logprobs_are_asked_for_and_returned(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    response = client.responses.create(
        model="fake-logprobs",
        input="hi",
        top_logprobs=2,
        include=["message.output_text.logprobs"],
    )
    sent = fake_upstream.requests()[-1]
    assert sent["logprobs"] is True and sent["top_logprobs"] == 2
    part = response.output[0].content[0]  # type: ignore[union-attr]
    assert part.type == "output_text" and part.logprobs
    assert "".join(lp.token for lp in part.logprobs) == part.text
    events = list(
        client.responses.create(
            model="fake-logprobs",
            input="hi",
            top_logprobs=2,
            stream=True,
            include=["message.output_text.logprobs"],
        )
    )
    deltas = [e for e in events if e.type == "response.output_text.delta"]
    assert all(e.logprobs for e in deltas)
