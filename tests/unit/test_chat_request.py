"""Responses parameters -> the Chat Completions body sent upstream."""

from __future__ import annotations

from typing import Any

from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.chat_request import build_chat_payload, turn_tools
from responsa_server.engine.tool_kinds.file_search import FILE_SEARCH
from responsa_server.engine.toolset import Toolset
from responsa_server.model.errors import ApiError
from responsa_server.model.request import parse_create_request

TOOL = {"type": "function", "name": "f", "parameters": {"type": "object", "properties": {}}}


def payload(body: dict[str, Any], *, stream: bool = False) -> dict[str, Any]:
    request = parse_create_request({"model": "m", "input": "hi", **body})
    messages = to_chat_messages(request.instructions, [], request.input_items)
    toolset = Toolset(request.tools, ())
    tools, choice = turn_tools(request, toolset, first_turn=True, with_mcp=True)
    return build_chat_payload(request, messages, stream=stream, tools=tools, tool_choice=choice)


def test_minimal_request_sends_only_model_and_messages() -> None:
    sent = payload({})
    assert sent["model"] == "m" and sent["messages"] == [{"role": "user", "content": "hi"}]
    assert not {"temperature", "top_p", "max_tokens", "tools", "response_format"} & set(sent)


def test_sampling_and_limits() -> None:
    sent = payload({"temperature": 0.2, "top_p": 0.9, "max_output_tokens": 64, "user": "u1"})
    assert (sent["temperature"], sent["top_p"], sent["max_tokens"], sent["user"]) == (
        0.2,
        0.9,
        64,
        "u1",
    )
    assert payload({"safety_identifier": "s1"})["user"] == "s1"


def test_tools_and_choice() -> None:
    sent = payload(
        {
            "tools": [TOOL],
            "tool_choice": {"type": "function", "name": "f"},
            "parallel_tool_calls": False,
        }
    )
    assert sent["tools"] == [
        {"type": "function", "function": {"name": "f", "parameters": TOOL["parameters"]}}
    ]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "f"}}
    assert sent["parallel_tool_calls"] is False
    assert payload({"tools": [TOOL], "tool_choice": "required"})["tool_choice"] == "required"
    assert payload({"tool_choice": "none"})["tool_choice"] == "none"


def test_allowed_tools_narrows_the_tool_list() -> None:
    other = {**TOOL, "name": "g"}
    sent = payload(
        {
            "tools": [TOOL, other],
            "tool_choice": {
                "type": "allowed_tools",
                "mode": "required",
                "tools": [{"type": "function", "name": "g"}],
            },
        }
    )
    assert [t["function"]["name"] for t in sent["tools"]] == ["g"]
    assert sent["tool_choice"] == "required"


def test_text_format_maps_to_response_format() -> None:
    schema = {"type": "object", "properties": {"a": {"type": "string"}}}
    sent = payload(
        {
            "text": {
                "format": {"type": "json_schema", "name": "out", "schema": schema, "strict": True}
            }
        }
    )
    assert sent["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "out", "schema": schema, "strict": True},
    }
    assert payload({"text": {"format": {"type": "json_object"}}})["response_format"] == {
        "type": "json_object"
    }
    assert "response_format" not in payload({"text": {"format": {"type": "text"}}})


def test_logprobs_and_stream_usage() -> None:
    sent = payload({"top_logprobs": 3}, stream=True)
    assert sent["logprobs"] is True and sent["top_logprobs"] == 3
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert payload({"include": ["message.output_text.logprobs"]})["logprobs"] is True


def test_items_become_chat_messages() -> None:
    request = parse_create_request(
        {
            "model": "m",
            "instructions": "sys",
            "input": [
                {"role": "developer", "content": "dev"},
                {
                    "role": "user",
                    "content": [
                        {"type": "input_text", "text": "look"},
                        {"type": "input_image", "image_url": "https://x/y.png", "detail": "low"},
                    ],
                },
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": "calling", "annotations": []}],
                },
                {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
                {"type": "function_call", "call_id": "c2", "name": "f", "arguments": '{"a":1}'},
                {"type": "function_call_output", "call_id": "c1", "output": "one"},
                {"type": "function_call_output", "call_id": "c2", "output": "two"},
            ],
        }
    )
    messages = to_chat_messages(request.instructions, [], request.input_items)
    assert messages == [
        {"role": "system", "content": "sys"},
        {"role": "system", "content": "dev"},
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "look"},
                {"type": "image_url", "image_url": {"url": "https://x/y.png", "detail": "low"}},
            ],
        },
        {
            "role": "assistant",
            "content": "calling",
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}},
                {"id": "c2", "type": "function", "function": {"name": "f", "arguments": '{"a":1}'}},
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "one"},
        {"role": "tool", "tool_call_id": "c2", "content": "two"},
    ]


def test_item_reference_resolves_against_context() -> None:
    context = [
        {
            "type": "message",
            "id": "msg_1",
            "role": "user",
            "content": [{"type": "input_text", "text": "earlier"}],
        }
    ]
    request = parse_create_request(
        {"model": "m", "input": [{"type": "item_reference", "id": "msg_1"}]}
    )
    messages = to_chat_messages(None, context, request.input_items)
    assert messages == [{"role": "user", "content": "earlier"}] * 2
    try:
        to_chat_messages(None, [], request.input_items)
    except ApiError as error:
        assert error.param == "input[0]" and error.status == 400
    else:
        raise AssertionError("an unknown item reference must be rejected")


def test_penalties_are_forwarded_only_when_set() -> None:
    sent = payload({"presence_penalty": 1.5, "frequency_penalty": -0.5})
    assert (sent["presence_penalty"], sent["frequency_penalty"]) == (1.5, -0.5)
    assert not {"presence_penalty", "frequency_penalty"} & set(payload({}))


def test_penalty_outside_chat_range_is_refused_naming_it() -> None:
    for name, value in (
        ("presence_penalty", 2.5),
        ("frequency_penalty", -3),
        ("presence_penalty", "1"),
    ):
        try:
            payload({name: value})
        except ApiError as error:
            assert (error.status, error.param) == (400, name)
        else:
            raise AssertionError(f"{name}={value!r} was accepted")


def test_server_side_tool_alone_can_be_required_or_named() -> None:
    body = {
        "model": "m",
        "input": "hi",
        "tools": [{"type": "file_search", "vector_store_ids": ["vs_1"]}],
    }
    for choice, sent_choice in (
        ("required", "required"),
        ({"type": "file_search"}, {"type": "function", "function": {"name": "file_search"}}),
    ):
        request = parse_create_request({**body, "tool_choice": choice})
        toolset = Toolset([], (), builtins=[FILE_SEARCH])
        tools, wanted = turn_tools(request, toolset, first_turn=True, with_mcp=True)
        assert [t["function"]["name"] for t in tools] == ["file_search"]
        assert wanted == sent_choice
