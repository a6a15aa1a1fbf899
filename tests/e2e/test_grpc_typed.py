"""Typed gRPC clients (generated stubs only) against the real stack, direct and through Envoy."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from responsa.v1 import (
    events_pb2,
    items_pb2,
    requests_pb2,
    response_pb2,
    responses_pb2,
    responses_pb2_grpc,
)

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
ERROR_METADATA = "responsa-error-json"
WEATHER_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"location": {"type": "string"}},
    "required": ["location"],
}


@pytest.fixture(params=["direct", "envoy"])
def stub(request: pytest.FixtureRequest, stack: Stack) -> Iterator[Any]:
    """A ResponsesService stub on the service's own port or on Envoy's listener."""
    target = stack.direct_grpc_target if request.param == "direct" else stack.grpc_target
    with grpc.insecure_channel(target) as channel:
        grpc.channel_ready_future(channel).result(timeout=TIMEOUT)
        yield responses_pb2_grpc.ResponsesServiceStub(channel)


def text_request(model: str, text: str) -> responses_pb2.CreateResponseRequest:
    """A create request whose input is a string."""
    request = responses_pb2.CreateResponseRequest(model=model)
    request.input.text = text
    return request


def add_weather_tool(request: responses_pb2.CreateResponseRequest) -> None:
    """Offer the function tool `get_weather(location)`."""
    tool = request.tools.add()
    tool.function.name = "get_weather"
    tool.function.description = "Weather for a city"
    tool.function.parameters.update(WEATHER_PARAMETERS)


def output_text(response: response_pb2.Response) -> str:
    """What the SDKs call output_text: every output_text part of every output message."""
    parts: list[str] = []
    for item in response.output:
        if item.WhichOneof("item") == "message":
            for part in item.message.content:
                if part.WhichOneof("part") == "output_text":
                    parts.append(part.output_text.text)
    return "".join(parts)


def rpc_error(call: Any, request: Any) -> grpc.RpcError:
    """Invoke a unary stub method expecting it to fail; the error (also a grpc.Call)."""
    with pytest.raises(grpc.RpcError) as caught:
        call(request, timeout=TIMEOUT)
    return caught.value


def error_json(error: grpc.RpcError) -> dict[str, Any]:
    """The OpenAI-shaped error the service put in the trailing metadata."""
    assert isinstance(error, grpc.Call)
    metadata = dict(error.trailing_metadata() or ())
    assert ERROR_METADATA in metadata, metadata
    raw = metadata[ERROR_METADATA]
    body = json.loads(raw if isinstance(raw, str) else raw.decode("ascii"))
    assert list(body) == ["error"]
    error_object = body["error"]
    assert set(error_object) == {"message", "type", "param", "code"}
    assert isinstance(error_object["message"], str) and error_object["message"]
    return dict(error_object)


def event_name(event: events_pb2.ResponseStreamEvent) -> str:
    name = event.WhichOneof("event")
    assert name is not None, "an empty event"
    return str(name)


def event_payload(event: events_pb2.ResponseStreamEvent) -> Any:
    return getattr(event, event_name(event))


def test_unary_create_text(stub: Any) -> None:
    response = stub.CreateResponse(text_request("fake-text", "hello there"), timeout=TIMEOUT)
    assert isinstance(response, response_pb2.Response)
    assert response.id.startswith("resp_")
    assert response.object == "response"
    assert response.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert response_pb2.ResponseStatus.Name(response.status) == "RESPONSE_STATUS_COMPLETED"
    assert response.model == "fake-text"
    assert response.created_at > 0
    assert response.HasField("completed_at") and response.completed_at >= response.created_at
    assert output_text(response) == "Echo: hello there"
    assert [o.WhichOneof("item") for o in response.output] == ["message"]
    message = response.output[0].message
    assert message.id.startswith("msg_")
    assert message.role == items_pb2.MESSAGE_ROLE_ASSISTANT
    assert message.status == items_pb2.ITEM_STATUS_COMPLETED
    usage = response.usage
    assert usage.total_tokens == usage.input_tokens + usage.output_tokens > 0
    assert not response.HasField("error")
    assert not response.HasField("incomplete_details")
    assert not response.HasField("previous_response_id")


def test_unary_create_items_with_function_tool(stub: Any) -> None:
    request = responses_pb2.CreateResponseRequest(model="fake-tool-call")
    item = request.input.items.items.add()
    item.message.role = items_pb2.MESSAGE_ROLE_USER
    item.message.content.text = "Weather in Paris?"
    add_weather_tool(request)
    response = stub.CreateResponse(request, timeout=TIMEOUT)
    assert response.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert [o.WhichOneof("item") for o in response.output] == ["function_call"]
    call = response.output[0].function_call
    assert call.name == "get_weather"
    assert json.loads(call.arguments) == {"location": "Paris"}
    assert call.call_id
    assert call.id.startswith("fc_")
    assert call.status == items_pb2.ITEM_STATUS_COMPLETED
    assert [t.WhichOneof("tool") for t in response.tools] == ["function"]
    echoed = response.tools[0].function
    assert echoed.name == "get_weather" and echoed.description == "Weather for a city"
    assert json_format.MessageToDict(echoed.parameters) == WEATHER_PARAMETERS
    assert output_text(response) == ""


def test_stream_events_in_openai_order(stub: Any) -> None:
    events = list(stub.StreamResponse(text_request("fake-text", "a b c d e"), timeout=TIMEOUT))
    names = [event_name(e) for e in events]
    assert names[:5] == [
        "response_created",
        "response_in_progress",
        "response_output_item_added",
        "response_content_part_added",
        "response_output_text_delta",
    ]
    assert names[-5:] == [
        "response_output_text_delta",
        "response_output_text_done",
        "response_content_part_done",
        "response_output_item_done",
        "response_completed",
    ]
    middle = names[5:-5]
    assert set(middle) <= {"response_output_text_delta"}
    sequence = [event_payload(e).sequence_number for e in events]
    assert sequence == list(range(len(events)))

    created = events[0].response_created.response
    final = events[-1].response_completed.response
    assert created.status == response_pb2.RESPONSE_STATUS_IN_PROGRESS
    assert final.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert created.id == final.id and created.id.startswith("resp_")
    assert len(created.output) == 0

    final_ids = [o.message.id for o in final.output]
    assert len(final_ids) == 1
    item_ids = {
        event_payload(e).item_id for e in events if "item_id" in _field_names(event_payload(e))
    }
    item_ids |= {
        event_payload(e).item.message.id
        for e in events
        if event_name(e) in ("response_output_item_added", "response_output_item_done")
    }
    assert item_ids == set(final_ids)

    deltas = "".join(
        e.response_output_text_delta.delta
        for e in events
        if event_name(e) == "response_output_text_delta"
    )
    assert deltas == output_text(final) == "Echo: a b c d e"
    assert events[-4].response_output_text_done.text == deltas
    assert events[-3].response_content_part_done.part.output_text.text == deltas
    assert events[-2].response_output_item_done.item.message.status == (
        items_pb2.ITEM_STATUS_COMPLETED
    )


def _field_names(message: Any) -> set[str]:
    return {field.name for field in message.DESCRIPTOR.fields}


def test_stream_function_call_events(stub: Any) -> None:
    request = text_request("fake-tool-call", "weather?")
    add_weather_tool(request)
    events = list(stub.StreamResponse(request, timeout=TIMEOUT))
    names = [event_name(e) for e in events]
    assert names[:3] == ["response_created", "response_in_progress", "response_output_item_added"]
    assert names[-3:] == [
        "response_function_call_arguments_done",
        "response_output_item_done",
        "response_completed",
    ]
    assert names.count("response_function_call_arguments_delta") >= 2
    assert [event_payload(e).sequence_number for e in events] == list(range(len(events)))
    final = events[-1].response_completed.response
    call = final.output[0].function_call
    deltas = "".join(
        e.response_function_call_arguments_delta.delta
        for e in events
        if event_name(e) == "response_function_call_arguments_delta"
    )
    assert deltas == call.arguments
    assert events[2].response_output_item_added.item.function_call.id == call.id


def test_get_equals_created(stub: Any) -> None:
    created = stub.CreateResponse(text_request("fake-text", "keep me"), timeout=TIMEOUT)
    fetched = stub.GetResponse(
        requests_pb2.GetResponseRequest(response_id=created.id), timeout=TIMEOUT
    )
    assert fetched == created


def test_stream_final_equals_get(stub: Any) -> None:
    events = list(stub.StreamResponse(text_request("fake-text", "streamed"), timeout=TIMEOUT))
    final = events[-1].response_completed.response
    fetched = stub.GetResponse(
        requests_pb2.GetResponseRequest(response_id=final.id), timeout=TIMEOUT
    )
    assert fetched == final


def test_list_input_items(stub: Any) -> None:
    request = responses_pb2.CreateResponseRequest(model="fake-text")
    for index in range(25):
        item = request.input.items.items.add()
        item.message.role = items_pb2.MESSAGE_ROLE_USER
        item.message.content.text = f"m{index}"
    created = stub.CreateResponse(request, timeout=TIMEOUT)
    assert output_text(created) == "Echo: m24"

    def texts(page: responses_pb2.ListInputItemsResponse) -> list[str]:
        assert all(item.WhichOneof("item") == "message" for item in page.data)
        return [_message_text(item.message) for item in page.data]

    first = stub.ListInputItems(
        requests_pb2.ListInputItemsRequest(response_id=created.id, limit=10), timeout=TIMEOUT
    )
    assert isinstance(first, responses_pb2.ListInputItemsResponse)
    assert first.object == "list"
    assert first.has_more
    assert texts(first) == [f"m{i}" for i in range(24, 14, -1)]  # newest first by default
    assert first.first_id == first.data[0].message.id
    assert first.last_id == first.data[-1].message.id
    for item in first.data:
        assert item.message.role == items_pb2.MESSAGE_ROLE_USER
        assert item.message.id

    collected = texts(first)
    cursor = first.last_id
    while True:
        page = stub.ListInputItems(
            requests_pb2.ListInputItemsRequest(response_id=created.id, limit=10, after=cursor),
            timeout=TIMEOUT,
        )
        collected += texts(page)
        if not page.has_more:
            break
        cursor = page.last_id
    assert collected == [f"m{i}" for i in reversed(range(25))]

    ascending = stub.ListInputItems(
        requests_pb2.ListInputItemsRequest(response_id=created.id, order="asc", limit=100),
        timeout=TIMEOUT,
    )
    assert texts(ascending) == [f"m{i}" for i in range(25)]
    assert not ascending.has_more
    # the default page size is 20
    default = stub.ListInputItems(
        requests_pb2.ListInputItemsRequest(response_id=created.id), timeout=TIMEOUT
    )
    assert len(default.data) == 20 and default.has_more


def _message_text(message: items_pb2.Message) -> str:
    content = message.content
    if content.WhichOneof("content") == "text":
        return content.text
    return "".join(part.input_text.text for part in content.parts.parts)


def test_delete_then_get_is_not_found(stub: Any) -> None:
    created = stub.CreateResponse(text_request("fake-text", "delete me"), timeout=TIMEOUT)
    deleted = stub.DeleteResponse(
        requests_pb2.DeleteResponseRequest(response_id=created.id), timeout=TIMEOUT
    )
    assert isinstance(deleted, responses_pb2.DeleteResponseResponse)
    assert (deleted.id, deleted.object, deleted.deleted) == (created.id, "response", True)

    error = rpc_error(stub.GetResponse, requests_pb2.GetResponseRequest(response_id=created.id))
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.NOT_FOUND
    body = error_json(error)
    assert body["type"] == "invalid_request_error"
    assert created.id in body["message"]
    assert error.details() == body["message"]

    again = rpc_error(
        stub.DeleteResponse, requests_pb2.DeleteResponseRequest(response_id=created.id)
    )
    assert isinstance(again, grpc.Call)
    assert again.code() == grpc.StatusCode.NOT_FOUND
    error_json(again)

    items = rpc_error(
        stub.ListInputItems, requests_pb2.ListInputItemsRequest(response_id=created.id)
    )
    assert isinstance(items, grpc.Call)
    assert items.code() == grpc.StatusCode.NOT_FOUND


def test_missing_model_is_invalid_argument(stub: Any) -> None:
    request = responses_pb2.CreateResponseRequest()
    request.input.text = "no model"
    error = rpc_error(stub.CreateResponse, request)
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    body = error_json(error)
    assert body["param"] == "model"
    assert body["type"] == "invalid_request_error"
    metadata = dict(error.trailing_metadata() or ())
    assert metadata.get("responsa-http-status") == "400"


def test_missing_model_streamed_is_invalid_argument(stub: Any) -> None:
    request = responses_pb2.CreateResponseRequest()
    request.input.text = "no model"
    with pytest.raises(grpc.RpcError) as caught:
        list(stub.StreamResponse(request, timeout=TIMEOUT))
    error = caught.value
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert error_json(error)["param"] == "model"


def test_out_of_range_temperature_names_param(stub: Any) -> None:
    request = text_request("fake-text", "hot")
    request.temperature = 5.0
    error = rpc_error(stub.CreateResponse, request)
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert error_json(error)["param"] == "temperature"


def test_function_call_round_trip(stub: Any, fake_upstream: FakeUpstream) -> None:
    first_request = text_request("fake-tool-call", "Weather in Paris?")
    add_weather_tool(first_request)
    first = stub.CreateResponse(first_request, timeout=TIMEOUT)
    assert first.status == response_pb2.RESPONSE_STATUS_COMPLETED
    call = first.output[0].function_call
    assert call.name == "get_weather" and call.call_id

    second_request = responses_pb2.CreateResponseRequest(
        model="fake-tool-call", previous_response_id=first.id
    )
    add_weather_tool(second_request)
    output = second_request.input.items.items.add().function_call_output
    output.call_id = call.call_id
    output.output.text = "22C sunny"
    fake_upstream.reset()
    second = stub.CreateResponse(second_request, timeout=TIMEOUT)
    assert second.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert second.previous_response_id == first.id
    assert output_text(second) == "Tool said: 22C sunny"

    sent = fake_upstream.requests()[-1]["messages"]
    assert sent[0] == {"role": "user", "content": "Weather in Paris?"}
    assert sent[1]["tool_calls"][0]["id"] == call.call_id
    assert sent[1]["tool_calls"][0]["function"] == {
        "name": "get_weather",
        "arguments": call.arguments,
    }
    assert sent[2] == {"role": "tool", "tool_call_id": call.call_id, "content": "22C sunny"}

    items = stub.ListInputItems(
        requests_pb2.ListInputItemsRequest(response_id=second.id), timeout=TIMEOUT
    )
    assert [i.WhichOneof("item") for i in items.data] == ["function_call_output"]
    stored = items.data[0].function_call_output
    assert stored.call_id == call.call_id and stored.output.text == "22C sunny"


def test_unknown_previous_response_is_not_found(stub: Any) -> None:
    request = text_request("fake-text", "x")
    request.previous_response_id = "resp_doesnotexist"
    error = rpc_error(stub.CreateResponse, request)
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.NOT_FOUND
    assert error_json(error)["param"] == "previous_response_id"


def test_store_false_is_not_retrievable(stub: Any) -> None:
    request = text_request("fake-text", "secret")
    request.store = False
    request.instructions = "Be brief."
    request.metadata["k"] = "v"
    response = stub.CreateResponse(request, timeout=TIMEOUT)
    assert response.HasField("store") and response.store is False
    assert response.instructions.WhichOneof("instructions") == "text"
    assert response.instructions.text == "Be brief."
    assert dict(response.metadata) == {"k": "v"}
    error = rpc_error(stub.GetResponse, requests_pb2.GetResponseRequest(response_id=response.id))
    assert isinstance(error, grpc.Call)
    assert error.code() == grpc.StatusCode.NOT_FOUND


@pytest.mark.parametrize(
    ("model", "code", "http_status", "error_code"),
    [
        ("fake-error-400", grpc.StatusCode.INVALID_ARGUMENT, "400", None),
        ("fake-error-429", grpc.StatusCode.RESOURCE_EXHAUSTED, "429", "rate_limit_exceeded"),
    ],
)
def test_upstream_client_errors_keep_their_status(
    stub: Any, model: str, code: grpc.StatusCode, http_status: str, error_code: str | None
) -> None:
    error = rpc_error(stub.CreateResponse, text_request(model, "x"))
    assert isinstance(error, grpc.Call)
    assert error.code() == code
    assert dict(error.trailing_metadata() or ())["responsa-http-status"] == http_status
    body = error_json(error)
    assert body["code"] == error_code
    assert body["message"].startswith("Fake upstream")


def stream_failure(stub: Any) -> tuple[list[Any], str]:
    """Stream the fake-stream-error scenario: its events and the text deltas before the failure."""
    events = list(stub.StreamResponse(text_request("fake-stream-error", "x y z"), timeout=TIMEOUT))
    deltas = "".join(
        e.response_output_text_delta.delta
        for e in events
        if event_name(e) == "response_output_text_delta"
    )
    return events, deltas


def test_stream_upstream_failure_is_in_band(stub: Any) -> None:
    events, deltas = stream_failure(stub)  # no grpc.RpcError: the failure is an event
    names = [event_name(e) for e in events]
    assert names[:2] == ["response_created", "response_in_progress"]
    assert names[-1] == "response_failed"
    assert "response_completed" not in names
    assert deltas  # some text streamed before the upstream failed
    assert [event_payload(e).sequence_number for e in events] == list(range(len(events)))
    failed = events[-1].response_failed.response
    assert failed.status == response_pb2.RESPONSE_STATUS_FAILED
    assert failed.error.code == "server_error" and failed.error.message
    stored = stub.GetResponse(
        requests_pb2.GetResponseRequest(response_id=failed.id), timeout=TIMEOUT
    )
    assert stored.status == response_pb2.RESPONSE_STATUS_FAILED
    assert stored.error == failed.error


def test_stream_failure_keeps_streamed_text(stub: Any) -> None:
    events, deltas = stream_failure(stub)
    failed = events[-1].response_failed.response
    assert output_text(failed) == deltas
