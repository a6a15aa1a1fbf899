"""Round trips between OpenAI JSON objects and responsa.v1 messages (edges/proto_dict.py)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from google.protobuf.message import Message
from responsa.v1 import (
    events_pb2,
    items_pb2,
    options_pb2,
    response_pb2,
    responses_pb2,
    tools_pb2,
)
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict

# The "type" of every member of OpenAI's ResponseStreamEvent union (58 event types), in the
# reference schema's order.
STREAM_EVENT_TYPES = [
    "response.audio.delta",
    "response.audio.done",
    "response.audio.transcript.delta",
    "response.audio.transcript.done",
    "response.code_interpreter_call_code.delta",
    "response.code_interpreter_call_code.done",
    "response.code_interpreter_call.completed",
    "response.code_interpreter_call.in_progress",
    "response.code_interpreter_call.interpreting",
    "response.completed",
    "response.content_part.added",
    "response.content_part.done",
    "response.created",
    "error",
    "response.file_search_call.completed",
    "response.file_search_call.in_progress",
    "response.file_search_call.searching",
    "response.function_call_arguments.delta",
    "response.function_call_arguments.done",
    "response.shell_call_command.added",
    "response.shell_call_command.delta",
    "response.shell_call_command.done",
    "response.shell_call_output_content.delta",
    "response.shell_call_output_content.done",
    "response.in_progress",
    "response.failed",
    "response.incomplete",
    "response.output_item.added",
    "response.output_item.done",
    "response.reasoning_summary_part.added",
    "response.reasoning_summary_part.done",
    "response.reasoning_summary_text.delta",
    "response.reasoning_summary_text.done",
    "response.reasoning_text.delta",
    "response.reasoning_text.done",
    "response.refusal.delta",
    "response.refusal.done",
    "response.output_text.delta",
    "response.output_text.done",
    "response.web_search_call.completed",
    "response.web_search_call.in_progress",
    "response.web_search_call.searching",
    "response.image_generation_call.completed",
    "response.image_generation_call.generating",
    "response.image_generation_call.in_progress",
    "response.image_generation_call.partial_image",
    "response.mcp_call_arguments.delta",
    "response.mcp_call_arguments.done",
    "response.mcp_call.completed",
    "response.mcp_call.failed",
    "response.mcp_call.in_progress",
    "response.mcp_list_tools.completed",
    "response.mcp_list_tools.failed",
    "response.mcp_list_tools.in_progress",
    "response.output_text.annotation.added",
    "response.queued",
    "response.custom_tool_call_input.delta",
    "response.custom_tool_call_input.done",
]


def without_nulls(value: Any) -> Any:
    """The JSON value with null object members dropped (null and absent are the same)."""
    if isinstance(value, dict):
        return {k: without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [without_nulls(v) for v in value]
    return value


def round_trip(data: dict[str, Any], message_type: type[Message]) -> dict[str, Any]:
    original = copy.deepcopy(data)
    message = dict_to_message(data, message_type)
    # Through the wire too: the typed edge sends serialized messages.
    reparsed = message_type.FromString(message.SerializeToString())
    result = message_to_dict(reparsed)
    assert data == original, "the converter must not modify its input"
    return result


def assert_round_trip(data: dict[str, Any], message_type: type[Message]) -> None:
    assert round_trip(data, message_type) == without_nulls(data)


FULL_RESPONSE: dict[str, Any] = {
    "id": "resp_0123",
    "object": "response",
    "created_at": 1741476542,
    "completed_at": 1741476545,
    "status": "completed",
    "error": None,
    "incomplete_details": None,
    "model": "gpt-4.1-2025-04-14",
    "instructions": "You are terse.",
    "output": [
        {
            "type": "reasoning",
            "id": "rs_1",
            "summary": [{"type": "summary_text", "text": "Thinking about weather."}],
            "content": [{"type": "reasoning_text", "text": "User wants weather."}],
            "encrypted_content": None,
            "status": "completed",
        },
        {
            "type": "function_call",
            "id": "fc_1",
            "call_id": "call_1",
            "name": "get_weather",
            "arguments": '{"city":"Paris"}',
            "status": "completed",
        },
        {
            "type": "message",
            "id": "msg_1",
            "role": "assistant",
            "status": "completed",
            "content": [
                {
                    "type": "output_text",
                    "text": "It is sunny [1].",
                    "annotations": [
                        {
                            "type": "url_citation",
                            "url": "https://example.com/w",
                            "start_index": 13,
                            "end_index": 16,
                            "title": "Weather",
                        },
                        {
                            "type": "file_citation",
                            "file_id": "file_1",
                            "index": 0,
                            "filename": "w.pdf",
                        },
                        {"type": "file_path", "file_id": "file_2", "index": 3},
                    ],
                    "logprobs": [
                        {
                            "token": "It",
                            "logprob": -0.25,
                            "bytes": [73, 116],
                            "top_logprobs": [
                                {"token": "It", "logprob": -0.25, "bytes": [73, 116]},
                                {"token": "The", "logprob": -1.5, "bytes": [84, 104, 101]},
                            ],
                        }
                    ],
                },
                {"type": "refusal", "refusal": "I cannot say more."},
            ],
        },
    ],
    "parallel_tool_calls": True,
    "previous_response_id": None,
    "reasoning": {"effort": "medium", "summary": "auto"},
    "store": True,
    "background": False,
    "temperature": 0.7,
    "top_p": 1.0,
    "top_logprobs": 0,
    "max_output_tokens": None,
    "max_tool_calls": None,
    "service_tier": "default",
    "text": {"format": {"type": "text"}, "verbosity": "medium"},
    "tool_choice": "auto",
    "tools": [
        {
            "type": "function",
            "name": "get_weather",
            "description": "Current weather of a city.",
            "parameters": {
                "type": "object",
                "properties": {"city": {"type": "string", "minLength": 1}},
                "required": ["city"],
                "additionalProperties": False,
            },
            "strict": True,
        }
    ],
    "truncation": "disabled",
    "usage": {
        "input_tokens": 36,
        "input_tokens_details": {"cached_tokens": 0},
        "output_tokens": 87,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 123,
    },
    "user": None,
    "safety_identifier": "user-42",
    "prompt_cache_key": "k1",
    "metadata": {"team": "a"},
}


def test_full_response_round_trips() -> None:
    assert_round_trip(FULL_RESPONSE, response_pb2.Response)


def test_response_fields_are_typed() -> None:
    response = dict_to_message(FULL_RESPONSE, response_pb2.Response)
    assert response.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert response.usage.total_tokens == 123
    assert response.HasField("completed_at")
    assert not response.HasField("max_output_tokens")
    assert not response.HasField("error")
    assert response.instructions.text == "You are terse."
    message = response.output[2].message
    assert message.role == items_pb2.MESSAGE_ROLE_ASSISTANT
    text = message.content[0].output_text
    assert text.annotations[0].url_citation.end_index == 16
    assert text.logprobs[0].top_logprobs[1].bytes == [84, 104, 101]
    assert response.output[1].function_call.call_id == "call_1"
    assert response.tool_choice.mode == 2  # TOOL_CHOICE_MODE_AUTO
    params = response.tools[0].function.parameters
    assert params["properties"]["city"]["minLength"] == 1


def test_zero_values_of_required_fields_are_written() -> None:
    # OpenAI requires these keys even when zero/false/empty; optional ones stay absent.
    data = {
        "id": "resp_1",
        "object": "response",
        "created_at": 0,
        "status": "in_progress",
        "output": [],
        "parallel_tool_calls": False,
        "model": "m",
        "tools": [],
        "metadata": {},
    }
    assert round_trip(data, response_pb2.Response) == data


def test_failed_and_incomplete_details() -> None:
    assert_round_trip(
        {
            "id": "resp_2",
            "object": "response",
            "created_at": 1,
            "status": "failed",
            "error": {"code": "server_error", "message": "upstream failed"},
            "output": [],
            "parallel_tool_calls": True,
            "model": "m",
            "tools": [],
            "metadata": {},
        },
        response_pb2.Response,
    )
    assert_round_trip(
        {
            "id": "resp_3",
            "object": "response",
            "created_at": 1,
            "status": "incomplete",
            "incomplete_details": {"reason": "max_output_tokens"},
            "output": [],
            "parallel_tool_calls": True,
            "model": "m",
            "tools": [],
            "metadata": {},
        },
        response_pb2.Response,
    )


def test_response_instructions_as_items() -> None:
    data = {
        "id": "resp_4",
        "object": "response",
        "created_at": 1,
        "output": [],
        "parallel_tool_calls": True,
        "model": "m",
        "tools": [],
        "metadata": {},
        "instructions": [
            {"type": "message", "role": "developer", "content": "Be brief."},
        ],
    }
    assert_round_trip(data, response_pb2.Response)


# --- create requests -------------------------------------------------------------------------


def request(**params: Any) -> dict[str, Any]:
    # The converter always writes repeated fields and maps; a request body with empty ones means
    # the same as one without.
    base = {"model": "gpt-4.1", "tools": [], "include": [], "metadata": {}, "client_metadata": {}}
    return {**base, **params}


def test_create_request_with_string_input() -> None:
    data = request(input="Hello", instructions="Be nice.", temperature=0.2, store=False)
    assert_round_trip(data, responses_pb2.CreateResponseRequest)
    message = dict_to_message(data, responses_pb2.CreateResponseRequest)
    assert message.input.text == "Hello"
    assert message.HasField("store") and message.store is False


def test_create_request_with_items() -> None:
    data = request(
        input=[
            {"type": "message", "role": "system", "content": "You are a bot."},
            {
                "type": "message",
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "What is this?"},
                    {
                        "type": "input_image",
                        "image_url": "https://example.com/a.png",
                        "detail": "auto",
                    },
                    {"type": "input_file", "file_id": "file_9", "filename": "a.pdf"},
                ],
            },
            {
                "type": "function_call",
                "call_id": "call_1",
                "name": "lookup",
                "arguments": "{}",
            },
            {"type": "function_call_output", "call_id": "call_1", "output": '{"ok":true}'},
            {
                "type": "function_call_output",
                "call_id": "call_2",
                "output": [{"type": "input_text", "text": "done"}],
            },
            {"type": "item_reference", "id": "msg_7"},
            {"type": "mcp_approval_response", "approval_request_id": "mcpr_1", "approve": True},
        ],
        previous_response_id="resp_prev",
    )
    assert_round_trip(data, responses_pb2.CreateResponseRequest)
    items = dict_to_message(data, responses_pb2.CreateResponseRequest).input.items.items
    assert items[1].message.content.parts.parts[1].input_image.detail == 3  # IMAGE_DETAIL_AUTO
    assert items[4].function_call_output.output.parts.parts[0].input_text.text == "done"


def test_input_message_without_type_is_a_message() -> None:
    data = request(input=[{"role": "user", "content": "hi"}])
    result = round_trip(data, responses_pb2.CreateResponseRequest)
    assert result["input"] == [{"type": "message", "role": "user", "content": "hi"}]


@pytest.mark.parametrize(
    "tool_choice",
    [
        "auto",
        "required",
        "none",
        {"type": "function", "name": "get_weather"},
        {"type": "file_search"},
        {"type": "allowed_tools", "mode": "required", "tools": [{"type": "function", "name": "f"}]},
        {"type": "mcp", "server_label": "docs"},
    ],
)
def test_create_request_tools_and_tool_choice(tool_choice: Any) -> None:
    data = request(
        input="Weather?",
        tools=[
            {
                "type": "function",
                "name": "get_weather",
                "description": "Weather of a city.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "city": {"type": "string"},
                        "days": {"type": "integer", "minimum": 1, "maximum": 7},
                        "units": {"type": ["string", "null"], "enum": ["c", "f", None]},
                    },
                    "required": ["city", "days", "units"],
                    "additionalProperties": False,
                },
                "strict": True,
            },
            {"type": "web_search_preview"},
            {"type": "code_interpreter", "container": "cntr_1"},
            {"type": "code_interpreter", "container": {"type": "auto", "file_ids": ["file_1"]}},
            {
                "type": "mcp",
                "server_label": "docs",
                "server_url": "https://mcp.example.com",
                "allowed_tools": ["search"],
                "require_approval": "never",
            },
            {"type": "web_search", "filters": {"allowed_domains": ["example.com"]}},
        ],
        tool_choice=tool_choice,
        parallel_tool_calls=False,
    )
    result = round_trip(data, responses_pb2.CreateResponseRequest)
    assert result == data
    # Integral schema numbers come back as ints, not floats.
    days = result["tools"][0]["parameters"]["properties"]["days"]
    assert type(days["minimum"]) is int


def test_create_request_text_format_json_schema() -> None:
    data = request(
        input="List three colors.",
        text={
            "format": {
                "type": "json_schema",
                "name": "colors",
                "description": "Three colors.",
                "schema": {
                    "type": "object",
                    "properties": {"colors": {"type": "array", "items": {"type": "string"}}},
                    "required": ["colors"],
                    "additionalProperties": False,
                },
                "strict": True,
            },
            "verbosity": "low",
        },
        reasoning={"effort": "high", "summary": "detailed"},
        max_output_tokens=512,
    )
    assert_round_trip(data, responses_pb2.CreateResponseRequest)


def test_create_request_proto_to_dict_omits_unset_fields() -> None:
    message = responses_pb2.CreateResponseRequest(model="m")
    message.input.text = "hi"
    message.tool_choice.function.name = "f"
    assert message_to_dict(message) == {
        "model": "m",
        "input": "hi",
        "tool_choice": {"type": "function", "name": "f"},
        "tools": [],
        "include": [],
        "metadata": {},
        "client_metadata": {},
    }


# --- stream events ---------------------------------------------------------------------------

SMALL_RESPONSE = {
    "id": "resp_9",
    "object": "response",
    "created_at": 1741476542,
    "status": "in_progress",
    "output": [],
    "parallel_tool_calls": True,
    "model": "m",
    "tools": [],
    "metadata": {},
}

STREAM_EVENTS: list[dict[str, Any]] = [
    {"type": "response.created", "sequence_number": 0, "response": SMALL_RESPONSE},
    {"type": "response.in_progress", "sequence_number": 1, "response": SMALL_RESPONSE},
    {
        "type": "response.output_item.added",
        "sequence_number": 2,
        "output_index": 0,
        "item": {
            "type": "message",
            "id": "msg_1",
            "role": "assistant",
            "status": "in_progress",
            "content": [],
        },
    },
    {
        "type": "response.content_part.added",
        "sequence_number": 3,
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "part": {"type": "output_text", "text": "", "annotations": [], "logprobs": []},
    },
    {
        "type": "response.output_text.delta",
        "sequence_number": 4,
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "delta": "Hel",
        "logprobs": [{"token": "Hel", "logprob": -0.5, "top_logprobs": []}],
    },
    {
        "type": "response.output_text.done",
        "sequence_number": 5,
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "text": "Hello",
        "logprobs": [],
    },
    {
        "type": "response.output_text.annotation.added",
        "sequence_number": 6,
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "annotation_index": 0,
        "annotation": {"type": "file_path", "file_id": "f", "index": 0},
    },
    {
        "type": "response.refusal.delta",
        "sequence_number": 7,
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 1,
        "delta": "No",
    },
    {
        "type": "response.function_call_arguments.delta",
        "sequence_number": 8,
        "item_id": "fc_1",
        "output_index": 1,
        "delta": '{"ci',
    },
    {
        "type": "response.function_call_arguments.done",
        "sequence_number": 9,
        "item_id": "fc_1",
        "output_index": 1,
        "name": "get_weather",
        "arguments": '{"city":"Paris"}',
    },
    {
        "type": "response.reasoning_text.delta",
        "sequence_number": 10,
        "item_id": "rs_1",
        "output_index": 2,
        "content_index": 0,
        "delta": "Hmm",
    },
    {
        "type": "response.reasoning_summary_part.added",
        "sequence_number": 11,
        "item_id": "rs_1",
        "output_index": 2,
        "summary_index": 0,
        "part": {"type": "summary_text", "text": ""},
    },
    {
        "type": "response.reasoning_summary_text.delta",
        "sequence_number": 12,
        "item_id": "rs_1",
        "output_index": 2,
        "summary_index": 0,
        "delta": "Sum",
    },
    {
        "type": "response.output_item.done",
        "sequence_number": 13,
        "output_index": 1,
        "item": {
            "type": "function_call",
            "id": "fc_1",
            "call_id": "call_1",
            "name": "get_weather",
            "arguments": '{"city":"Paris"}',
            "status": "completed",
        },
    },
    {
        "type": "response.completed",
        "sequence_number": 14,
        "response": {**SMALL_RESPONSE, "status": "completed"},
    },
    {
        "type": "response.failed",
        "sequence_number": 15,
        "response": {
            **SMALL_RESPONSE,
            "status": "failed",
            "error": {"code": "server_error", "message": "boom"},
        },
    },
    {
        "type": "error",
        "sequence_number": 16,
        "code": "rate_limit_exceeded",
        "message": "Slow down.",
        "param": None,
    },
    {
        "type": "response.image_generation_call.partial_image",
        "sequence_number": 17,
        "output_index": 0,
        "item_id": "ig_1",
        "partial_image_index": 0,
        "partial_image_b64": "aGk=",
    },
    {
        "type": "response.shell_call_output_content.done",
        "sequence_number": 18,
        "item_id": "sh_1",
        "output_index": 0,
        "command_index": 0,
        "output": [
            {"stdout": "ok", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}},
        ],
    },
]


@pytest.mark.parametrize("event", STREAM_EVENTS, ids=[e["type"] for e in STREAM_EVENTS])
def test_stream_event_round_trips(event: dict[str, Any]) -> None:
    assert_round_trip(event, events_pb2.ResponseStreamEvent)


def test_stream_event_fields_are_typed() -> None:
    event = dict_to_message(STREAM_EVENTS[4], events_pb2.ResponseStreamEvent)
    assert event.WhichOneof("event") == "response_output_text_delta"
    assert event.response_output_text_delta.delta == "Hel"
    assert event.response_output_text_delta.sequence_number == 4
    error = dict_to_message(STREAM_EVENTS[16], events_pb2.ResponseStreamEvent)
    assert error.error.code == "rate_limit_exceeded"
    assert not error.error.HasField("param")


def test_stream_event_json_types_are_openais() -> None:
    oneof = events_pb2.ResponseStreamEvent.DESCRIPTOR.oneofs_by_name["event"]
    json_types: list[str] = []
    for field in oneof.fields:
        options = field.GetOptions()
        if options.Extensions[options_pb2.json_fallback]:
            continue  # other_event: any type not among these
        if options.HasExtension(options_pb2.json_type):
            json_types.append(options.Extensions[options_pb2.json_type])
        else:
            json_types.append(field.name)
    assert len(events_pb2.ResponseStreamEvent.DESCRIPTOR.fields) == 59
    assert sorted(json_types) == sorted(STREAM_EVENT_TYPES)
    assert len(set(STREAM_EVENT_TYPES)) == 58


@pytest.mark.parametrize("event_type", STREAM_EVENT_TYPES)
def test_every_event_type_converts(event_type: str) -> None:
    # A minimal event of each type survives the trip and keeps its type and sequence number.
    result = round_trip({"type": event_type, "sequence_number": 7}, events_pb2.ResponseStreamEvent)
    assert result["type"] == event_type
    assert result["sequence_number"] == 7


# --- items and edge cases --------------------------------------------------------------------


@pytest.mark.parametrize(
    "item",
    [
        {
            "type": "web_search_call",
            "id": "ws_1",
            "status": "completed",
            "action": {"type": "search", "query": "weather", "queries": [], "sources": []},
        },
        {
            "type": "file_search_call",
            "id": "fs_1",
            "status": "completed",
            "queries": ["q"],
            "results": [{"file_id": "f", "text": "t", "filename": "a", "score": 0.5}],
        },
        {
            "type": "code_interpreter_call",
            "id": "ci_1",
            "status": "completed",
            "container_id": "c",
            "code": "print(1)",
            "outputs": [{"type": "logs", "logs": "1"}],
        },
        {
            "type": "mcp_list_tools",
            "id": "ml_1",
            "server_label": "s",
            "tools": [{"name": "t", "input_schema": {"type": "object"}}],
        },
        {
            "type": "mcp_call",
            "id": "mc_1",
            "server_label": "s",
            "name": "t",
            "arguments": "{}",
            "output": "ok",
            "status": "completed",
        },
        {
            "type": "mcp_approval_request",
            "id": "mr_1",
            "server_label": "s",
            "name": "t",
            "arguments": "{}",
        },
        {"type": "reasoning", "id": "rs_2", "summary": [], "encrypted_content": "gAAA"},
    ],
    ids=lambda item: item["type"],
)
def test_output_items_round_trip(item: dict[str, Any]) -> None:
    assert_round_trip(item, items_pb2.OutputItem)
    assert_round_trip(item, items_pb2.InputItem)


def test_absent_list_stays_absent_and_empty_list_stays_empty() -> None:
    absent = {"type": "reasoning", "id": "rs", "summary": []}
    empty = {"type": "reasoning", "id": "rs", "summary": [], "content": []}
    assert round_trip(absent, items_pb2.OutputItem) == absent
    assert round_trip(empty, items_pb2.OutputItem) == empty


def test_unknown_keys_are_ignored_and_float_timestamps_accepted() -> None:
    data = {**SMALL_RESPONSE, "created_at": 1741476542.0, "output_text": "x", "brand_new": 1}
    result = message_to_dict(dict_to_message(data, response_pb2.Response))
    assert result == {**SMALL_RESPONSE}


def test_invalid_values_are_rejected() -> None:
    with pytest.raises(ValueError, match="unknown type"):
        dict_to_message({"type": "nope"}, tools_pb2.Tool)
    with pytest.raises(ValueError, match="not a valid"):
        dict_to_message({**SMALL_RESPONSE, "status": "sleeping"}, response_pb2.Response)
    with pytest.raises(ValueError, match="JSON array"):
        dict_to_message({**SMALL_RESPONSE, "output": "nope"}, response_pb2.Response)
    with pytest.raises(TypeError):
        dict_to_message({**SMALL_RESPONSE, "created_at": "soon"}, response_pb2.Response)


# --- namespace tools, web search, client_metadata (Codex CLI's request) -----------------------

LOOKUP_TOOL: dict[str, Any] = {
    "type": "function",
    "name": "lookup",
    "description": "Find a customer",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
    "strict": True,
}
NAMESPACE_TOOL: dict[str, Any] = {
    "type": "namespace",
    "name": "crm",
    "description": "Customer records",
    "tools": [
        LOOKUP_TOOL,
        {"type": "custom", "name": "note", "format": {"type": "text"}},
    ],
}
WEB_SEARCH_TOOL: dict[str, Any] = {
    "type": "web_search",
    "external_web_access": False,
    "filters": {"allowed_domains": ["example.org", "pubmed.ncbi.nlm.nih.gov"]},
    "user_location": {"type": "approximate", "country": "FR", "city": "Paris"},
    "search_context_size": "high",
}
SEARCH_CALL: dict[str, Any] = {
    "type": "web_search_call",
    "id": "ws_1",
    "status": "completed",
    "action": {
        "type": "search",
        "query": "responsa docs",
        "sources": [
            {"type": "url", "url": "https://docs.example.org/a"},
            {"type": "url", "url": "https://blog.example.com/b"},
        ],
    },
}
NAMESPACED_CALL: dict[str, Any] = {
    "type": "function_call",
    "id": "fc_9",
    "call_id": "call_9",
    "namespace": "crm",
    "name": "lookup",
    "arguments": '{"city": "Paris"}',
    "status": "completed",
}


def test_codex_create_request_round_trips() -> None:
    """Codex CLI's first request: client_metadata, a namespace tool and cache-only web search."""
    data = request(
        input="hi",
        tools=[NAMESPACE_TOOL, WEB_SEARCH_TOOL, {"type": "web_search_2025_08_26"}],
        client_metadata={"originator": "codex_exec", "session": "s-1"},
        store=False,
        include=["reasoning.encrypted_content", "web_search_call.action.sources"],
    )
    assert_round_trip(data, responses_pb2.CreateResponseRequest)
    message = dict_to_message(data, responses_pb2.CreateResponseRequest)
    assert dict(message.client_metadata) == {"originator": "codex_exec", "session": "s-1"}
    namespace = message.tools[0].namespace
    assert (namespace.name, namespace.description) == ("crm", "Customer records")
    assert [member.WhichOneof("tool") for member in namespace.tools] == ["function", "custom"]
    assert namespace.tools[0].function.name == "lookup"
    search = message.tools[1].web_search
    assert search.HasField("external_web_access") and search.external_web_access is False
    assert search.filters.allowed_domains.values[0] == "example.org"
    assert search.search_context_size == 3  # SEARCH_CONTEXT_SIZE_HIGH
    assert message.tools[2].WhichOneof("tool") == "web_search_2025_08_26"


def test_unset_namespace_tool_fields_are_written_as_openai_requires() -> None:
    """name and description are required by NamespaceToolParam: written even when empty."""
    message = responses_pb2.CreateResponseRequest(model="m")
    message.tools.add().namespace.tools.add().function.name = "f"
    assert message_to_dict(message)["tools"] == [
        {
            "type": "namespace",
            "name": "",
            "description": "",
            "tools": [{"type": "function", "name": "f"}],
        }
    ]


def test_response_with_namespace_and_web_search_round_trips() -> None:
    """A Response echoing both tools, with a namespaced call, a search call and url citations."""
    data = {
        **SMALL_RESPONSE,
        "status": "completed",
        "tools": [
            NAMESPACE_TOOL,
            {**WEB_SEARCH_TOOL, "user_location": None, "filters": None},
        ],
        "output": [
            NAMESPACED_CALL,
            SEARCH_CALL,
            {
                "type": "message",
                "id": "msg_1",
                "role": "assistant",
                "status": "completed",
                "content": [
                    {
                        "type": "output_text",
                        "text": "See https://docs.example.org/a",
                        "annotations": [
                            {
                                "type": "url_citation",
                                "url": "https://docs.example.org/a",
                                "start_index": 4,
                                "end_index": 30,
                                "title": "Docs",
                            }
                        ],
                        "logprobs": [],
                    }
                ],
            },
        ],
    }
    assert_round_trip(data, response_pb2.Response)
    message = dict_to_message(data, response_pb2.Response)
    call = message.output[0].function_call
    assert (call.namespace, call.name) == ("crm", "lookup")
    action = message.output[1].web_search_call.action.search
    assert [source.url for source in action.sources.sources][1] == "https://blog.example.com/b"
    assert not message.tools[1].web_search.HasField("filters")


def test_search_call_without_sources_keeps_them_absent() -> None:
    """Without include=web_search_call.action.sources the action has no `sources` key."""
    bare = {**SEARCH_CALL, "action": {"type": "search", "query": "q"}}
    assert round_trip(bare, items_pb2.OutputItem) == bare


@pytest.mark.parametrize(
    "item",
    [NAMESPACED_CALL, SEARCH_CALL, {**SEARCH_CALL, "status": "failed"}],
    ids=["namespaced_function_call", "web_search_call", "failed_web_search_call"],
)
def test_codex_items_round_trip_as_input_and_output(item: dict[str, Any]) -> None:
    """Items a full-history resend (store: false) sends back as input."""
    assert_round_trip(item, items_pb2.OutputItem)
    assert_round_trip(item, items_pb2.InputItem)


@pytest.mark.parametrize(
    "event",
    [
        {
            "type": "response.output_item.added",
            "output_index": 0,
            "sequence_number": 2,
            "item": {**SEARCH_CALL, "status": "in_progress", "action": {"type": "search"}},
        },
        {
            "type": "response.web_search_call.in_progress",
            "output_index": 0,
            "item_id": "ws_1",
            "sequence_number": 3,
        },
        {
            "type": "response.web_search_call.searching",
            "output_index": 0,
            "item_id": "ws_1",
            "sequence_number": 4,
        },
        {
            "type": "response.web_search_call.completed",
            "output_index": 0,
            "item_id": "ws_1",
            "sequence_number": 5,
        },
        {
            "type": "response.output_item.done",
            "output_index": 0,
            "sequence_number": 6,
            "item": SEARCH_CALL,
        },
        {
            "type": "response.output_text.annotation.added",
            "item_id": "msg_1",
            "output_index": 1,
            "content_index": 0,
            "annotation_index": 0,
            "sequence_number": 9,
            "annotation": {
                "type": "url_citation",
                "url": "https://docs.example.org/a",
                "start_index": 0,
                "end_index": 26,
                "title": "Docs",
            },
        },
        {
            "type": "response.output_item.done",
            "output_index": 0,
            "sequence_number": 7,
            "item": NAMESPACED_CALL,
        },
    ],
    ids=lambda event: event["type"],
)
def test_web_search_and_namespace_events_round_trip(event: dict[str, Any]) -> None:
    assert_round_trip(event, events_pb2.ResponseStreamEvent)


def test_unknown_namespace_member_type_is_rejected() -> None:
    bad = {**NAMESPACE_TOOL, "tools": [{"type": "mcp", "server_label": "x"}]}
    with pytest.raises(ValueError, match="NamespaceMember: unknown type 'mcp'"):
        dict_to_message(request(tools=[bad]), responses_pb2.CreateResponseRequest)


# Issue 21: custom tools, client tool search and additional_tools items in the typed API.
CUSTOM_CALL = {
    "id": "ctc_1",
    "type": "custom_tool_call",
    "status": "completed",
    "call_id": "call_1",
    "namespace": "functions",
    "name": "exec",
    "input": 'text("hi")',
}
TOOL_SEARCH_CALL = {
    "id": "tsc_1",
    "type": "tool_search_call",
    "status": "completed",
    "call_id": "call_2",
    "execution": "client",
    "arguments": {"query": "calendar"},
}
CUSTOM_TOOL = {
    "type": "custom",
    "name": "apply_patch",
    "format": {"type": "grammar", "syntax": "lark", "definition": "start: /.+/"},
}


@pytest.mark.parametrize(
    "item", [CUSTOM_CALL, TOOL_SEARCH_CALL], ids=["custom_tool_call", "tool_search_call"]
)
def test_custom_and_tool_search_calls_round_trip(item: dict[str, Any]) -> None:
    assert_round_trip(item, items_pb2.OutputItem)
    assert_round_trip(item, items_pb2.InputItem)


@pytest.mark.parametrize(
    "item",
    [
        {
            "type": "tool_search_output",
            "call_id": "call_2",
            "execution": "client",
            "tools": [{"type": "function", "name": "f", "parameters": {"type": "object"}}],
        },
        {
            "type": "additional_tools",
            "id": "at_1",
            "role": "developer",
            "tools": [
                {
                    "type": "namespace",
                    "name": "functions",
                    "description": "",
                    "tools": [CUSTOM_TOOL],
                },
                {"type": "tool_search", "execution": "client", "description": "Find tools"},
            ],
        },
    ],
    ids=["tool_search_output", "additional_tools"],
)
def test_tool_items_round_trip_as_input(item: dict[str, Any]) -> None:
    assert_round_trip(item, items_pb2.InputItem)


def test_custom_tool_input_events_round_trip() -> None:
    for event in (
        {
            "type": "response.custom_tool_call_input.delta",
            "item_id": "ctc_1",
            "output_index": 0,
            "delta": "text(",
            "sequence_number": 3,
        },
        {
            "type": "response.custom_tool_call_input.done",
            "item_id": "ctc_1",
            "output_index": 0,
            "input": 'text("hi")',
            "sequence_number": 4,
        },
        {
            "type": "response.output_item.done",
            "output_index": 0,
            "sequence_number": 5,
            "item": CUSTOM_CALL,
        },
    ):
        assert_round_trip(event, events_pb2.ResponseStreamEvent)


def test_types_the_proto_lacks_travel_whole_in_the_fallback_member() -> None:
    # Items and events a native Responses upstream made, newer than this proto.
    event = {
        "type": "response.future_widget.delta",
        "sequence_number": 9,
        "item_id": "fw_1",
        "output_index": 1,
        "knob": 7,
    }
    message = dict_to_message(event, events_pb2.ResponseStreamEvent)
    assert message.WhichOneof("event") == "other_event"
    assert message_to_dict(message) == event
    item = {"id": "fw_1", "type": "future_widget", "status": "completed", "knobs": [7, "x"]}
    for item_type in (items_pb2.OutputItem, items_pb2.InputItem):
        converted = dict_to_message(item, item_type)
        assert converted.WhichOneof("item") == "other"
        assert message_to_dict(converted) == item
    added = {"type": "response.output_item.added", "sequence_number": 3, "output_index": 1}
    added["item"] = item
    assert round_trip(added, events_pb2.ResponseStreamEvent) == added
