"""Create-request validation (OpenAI-style 400s naming the param) and input normalization."""

from __future__ import annotations

import re
from typing import Any

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.items import normalize_input
from responsa_server.model.request import CreateRequest, parse_create_request

FUNCTION_TOOL = {"type": "function", "name": "get_weather", "parameters": {"type": "object"}}


def body(**overrides: Any) -> dict[str, Any]:
    """A valid minimal body with `overrides` applied."""
    base: dict[str, Any] = {"model": "test-model", "input": "hi"}
    base.update(overrides)
    return base


def rejection(raw: object) -> ApiError:
    with pytest.raises(ApiError) as caught:
        parse_create_request(raw)
    return caught.value


# (case id, body, expected param, expected code, a fragment the message must contain)
BAD_BODIES: list[tuple[str, object, str | None, str, str]] = [
    ("body is an array", [1, 2], None, "invalid_type", "expected a JSON object"),
    ("body is a string", "hello", None, "invalid_type", "got a string"),
    (
        "missing model",
        {"input": "hi"},
        "model",
        "missing_required_parameter",
        "Missing required parameter: 'model'.",
    ),
    ("model not a string", body(model=5), "model", "invalid_type", "expected a string"),
    ("model empty", body(model=""), "model", "empty_string", "empty string"),
    (
        "missing input",
        {"model": "m"},
        "input",
        "missing_required_parameter",
        "Missing required parameter: 'input'.",
    ),
    ("input a number", body(input=42), "input", "invalid_type", "got an integer"),
    ("input an object", body(input={"role": "user"}), "input", "invalid_type", "got an object"),
    (
        "temperature string",
        body(temperature="hot"),
        "temperature",
        "invalid_type",
        "Invalid type for 'temperature': expected a decimal, but got a string instead.",
    ),
    (
        "temperature 3",
        body(temperature=3),
        "temperature",
        "decimal_above_max_value",
        "Invalid 'temperature': decimal above maximum value. "
        "Expected a value <= 2, but got 3 instead.",
    ),
    (
        "temperature -1",
        body(temperature=-1),
        "temperature",
        "decimal_below_min_value",
        "Expected a value >= 0, but got -1 instead.",
    ),
    ("temperature bool", body(temperature=True), "temperature", "invalid_type", "a boolean"),
    (
        "top_p 1.5",
        body(top_p=1.5),
        "top_p",
        "decimal_above_max_value",
        "Expected a value <= 1, but got 1.5 instead.",
    ),
    (
        "top_logprobs 21",
        body(top_logprobs=21),
        "top_logprobs",
        "integer_above_max_value",
        "Expected a value <= 20",
    ),
    (
        "max_output_tokens 5",
        body(max_output_tokens=5),
        "max_output_tokens",
        "integer_below_min_value",
        "Expected a value >= 16, but got 5 instead.",
    ),
    (
        "max_output_tokens decimal",
        body(max_output_tokens=20.5),
        "max_output_tokens",
        "invalid_type",
        "expected an integer, but got a decimal",
    ),
    (
        "max_tool_calls 0",
        body(max_tool_calls=0),
        "max_tool_calls",
        "integer_below_min_value",
        ">= 1",
    ),
    (
        "parallel_tool_calls string",
        body(parallel_tool_calls="yes"),
        "parallel_tool_calls",
        "invalid_type",
        "expected a boolean",
    ),
    (
        "metadata too many keys",
        body(metadata={f"k{i}": "v" for i in range(17)}),
        "metadata",
        "object_above_max_properties",
        "at most 16 properties, but got an object with 17",
    ),
    (
        "metadata key too long",
        body(metadata={"k" * 65: "v"}),
        "metadata",
        "string_above_max_length",
        "at most 64 characters",
    ),
    (
        "metadata value too long",
        body(metadata={"k": "v" * 513}),
        "metadata.k",
        "string_above_max_length",
        "maximum length 512",
    ),
    ("metadata value a number", body(metadata={"k": 1}), "metadata.k", "invalid_type", "string"),
    (
        "unknown item type",
        body(input=[{"role": "user", "content": "a"}, {"type": "bogus_item"}]),
        "input[1]",
        "invalid_value",
        "unknown input item type 'bogus_item'",
    ),
    ("item not an object", body(input=["hi"]), "input[0]", "invalid_type", "got a string"),
    (
        "item without type, role or id",
        body(input=[{"content": "x"}]),
        "input[0].type",
        "missing_required_parameter",
        "'input[0].type'",
    ),
    (
        "message with bad role",
        body(input=[{"role": "bot", "content": "x"}]),
        "input[0].role",
        "invalid_value",
        "Invalid value: 'bot'. Supported values are: 'user', 'assistant', 'system', and "
        "'developer'.",
    ),
    (
        "message without content",
        body(input=[{"type": "message", "role": "user"}]),
        "input[0].content",
        "missing_required_parameter",
        "'input[0].content'",
    ),
    (
        "unknown content part type",
        body(input=[{"role": "user", "content": [{"type": "input_audio"}]}]),
        "input[0].content[0].type",
        "invalid_value",
        "'input_audio'",
    ),
    (
        "assistant content with an input part",
        body(input=[{"role": "assistant", "content": [{"type": "input_text", "text": "x"}]}]),
        "input[0].content[0].type",
        "invalid_value",
        "Supported values are: 'output_text' and 'refusal'.",
    ),
    (
        "input_image without url or file",
        body(input=[{"role": "user", "content": [{"type": "input_image", "detail": "auto"}]}]),
        "input[0].content[0]",
        "missing_required_parameter",
        "either 'image_url' or 'file_id'",
    ),
    (
        "input_image with bad detail",
        body(
            input=[
                {
                    "role": "user",
                    "content": [
                        {"type": "input_image", "image_url": "https://x/y.png", "detail": "max"}
                    ],
                }
            ]
        ),
        "input[0].content[0].detail",
        "invalid_value",
        "'max'",
    ),
    (
        "input_file without a source",
        body(input=[{"role": "user", "content": [{"type": "input_file", "filename": "a.pdf"}]}]),
        "input[0].content[0]",
        "missing_required_parameter",
        "'file_id', 'file_data' or 'file_url'",
    ),
    (
        "unknown key in a message",
        body(input=[{"role": "user", "content": "x", "colour": "red"}]),
        "input[0].colour",
        "unknown_parameter",
        "Unknown parameter: 'input[0].colour'.",
    ),
    (
        "function_call without arguments",
        body(input=[{"type": "function_call", "call_id": "c", "name": "f"}]),
        "input[0].arguments",
        "missing_required_parameter",
        "'input[0].arguments'",
    ),
    (
        "function_call_output without call_id",
        body(input=[{"type": "function_call_output", "output": "ok"}]),
        "input[0].call_id",
        "missing_required_parameter",
        "'input[0].call_id'",
    ),
    (
        "reasoning without id",
        body(input=[{"type": "reasoning", "summary": []}]),
        "input[0].id",
        "missing_required_parameter",
        "'input[0].id'",
    ),
    (
        "web_search_call missing its required action",
        body(input=[{"type": "web_search_call", "id": "ws_1", "status": "completed"}]),
        "input[0].action",
        "missing_required_parameter",
        "'input[0].action'",
    ),
    (
        "unknown tool type",
        body(tools=[FUNCTION_TOOL, {"type": "teleporter"}]),
        "tools[1].type",
        "invalid_value",
        "Invalid value: 'teleporter'.",
    ),
    (
        "client_metadata not a string map",
        body(client_metadata={"turn": 3}),
        "client_metadata.turn",
        "invalid_type",
        "expected a string",
    ),
    (
        "custom tool with an unknown grammar syntax",
        body(
            tools=[
                {
                    "type": "namespace",
                    "name": "crm",
                    "description": "CRM tools",
                    "tools": [
                        {
                            "type": "custom",
                            "name": "free_text",
                            "format": {"type": "grammar", "syntax": "ebnf", "definition": "x"},
                        }
                    ],
                }
            ]
        ),
        "tools[0].tools[0].format.syntax",
        "invalid_value",
        "'ebnf'",
    ),
    (
        "tool_search run by the server",
        body(tools=[{"type": "tool_search", "execution": "server"}]),
        "tools[0].execution",
        "unsupported_value",
        "execution 'server' is not supported",
    ),
    (
        "namespace without tools",
        body(tools=[{"type": "namespace", "name": "crm", "description": "CRM", "tools": []}]),
        "tools[0].tools",
        "empty_array",
        "minimum length 1",
    ),
    (
        "namespace without a description",
        body(tools=[{"type": "namespace", "name": "crm", "tools": [FUNCTION_TOOL]}]),
        "tools[0].description",
        "missing_required_parameter",
        "'tools[0].description'",
    ),
    (
        "web_search with an unknown key",
        body(tools=[{"type": "web_search", "live": True}]),
        "tools[0].live",
        "unknown_parameter",
        "Unknown parameter: 'tools[0].live'.",
    ),
    (
        "mcp tool without server_url",
        body(tools=[{"type": "mcp", "server_label": "x"}]),
        "tools[0].server_url",
        "missing_required_parameter",
        "Missing required parameter: 'tools[0].server_url'.",
    ),
    (
        "mcp tool without server_label",
        body(tools=[{"type": "mcp", "server_url": "http://h/mcp"}]),
        "tools[0].server_label",
        "missing_required_parameter",
        "Missing required parameter: 'tools[0].server_label'.",
    ),
    (
        "mcp tool with a connector",
        body(tools=[{"type": "mcp", "server_label": "x", "connector_id": "connector_gmail"}]),
        "tools[0].connector_id",
        "unsupported_value",
        "give the MCP server's 'server_url'",
    ),
    (
        "mcp tool with a non-http URL",
        body(tools=[{"type": "mcp", "server_label": "x", "server_url": "ftp://h/mcp"}]),
        "tools[0].server_url",
        "invalid_value",
        "http:// or https://",
    ),
    (
        "mcp tool with a bad label",
        body(tools=[{"type": "mcp", "server_label": "a b", "server_url": "http://h/mcp"}]),
        "tools[0].server_label",
        "invalid_value",
        "does not match pattern",
    ),
    (
        "two mcp tools with one label",
        body(
            tools=[
                {"type": "mcp", "server_label": "x", "server_url": "http://h/mcp"},
                {"type": "mcp", "server_label": "x", "server_url": "http://i/mcp"},
            ]
        ),
        "tools[1].server_label",
        "invalid_value",
        "each MCP server needs its own label",
    ),
    (
        "mcp headers not strings",
        body(
            tools=[
                {
                    "type": "mcp",
                    "server_label": "x",
                    "server_url": "http://h/mcp",
                    "headers": {"X-Key": 5},
                }
            ]
        ),
        "tools[0].headers.X-Key",
        "invalid_type",
        "expected a string",
    ),
    (
        "mcp require_approval unknown mode",
        body(
            tools=[
                {
                    "type": "mcp",
                    "server_label": "x",
                    "server_url": "http://h/mcp",
                    "require_approval": "sometimes",
                }
            ]
        ),
        "tools[0].require_approval",
        "invalid_value",
        "'sometimes'",
    ),
    (
        "mcp allowed_tools filter with an unknown key",
        body(
            tools=[
                {
                    "type": "mcp",
                    "server_label": "x",
                    "server_url": "http://h/mcp",
                    "allowed_tools": {"names": ["a"]},
                }
            ]
        ),
        "tools[0].allowed_tools.names",
        "unknown_parameter",
        "Unknown parameter",
    ),
    (
        "tool_choice mcp naming an undeclared server",
        body(
            tools=[{"type": "mcp", "server_label": "x", "server_url": "http://h/mcp"}],
            tool_choice={"type": "mcp", "server_label": "y"},
        ),
        "tool_choice.server_label",
        "invalid_value",
        "no mcp tool with server_label 'y'",
    ),
    (
        "function tool without name",
        body(tools=[{"type": "function", "parameters": {}}]),
        "tools[0].name",
        "missing_required_parameter",
        "Missing required parameter: 'tools[0].name'.",
    ),
    (
        "function tool with a bad name",
        body(tools=[{"type": "function", "name": "get weather"}]),
        "tools[0].name",
        "invalid_value",
        "does not match pattern",
    ),
    (
        "function tool parameters not an object",
        body(tools=[{"type": "function", "name": "f", "parameters": "{}"}]),
        "tools[0].parameters",
        "invalid_type",
        "expected an object",
    ),
    ("tools not an array", body(tools={"type": "function"}), "tools", "invalid_type", "array"),
    (
        "tool_choice names an undeclared function",
        body(tools=[FUNCTION_TOOL], tool_choice={"type": "function", "name": "get_time"}),
        "tool_choice",
        "invalid_value",
        "function 'get_time' is not among the function tools declared",
    ),
    (
        "tool_choice function without tools",
        body(tool_choice={"type": "function", "name": "get_weather"}),
        "tool_choice",
        "invalid_value",
        "'get_weather'",
    ),
    (
        "tool_choice required without tools",
        body(tool_choice="required"),
        "tool_choice",
        "invalid_value",
        "'required' needs at least one tool",
    ),
    (
        "tool_choice unknown mode",
        body(tool_choice="sometimes"),
        "tool_choice",
        "invalid_value",
        "'sometimes'",
    ),
    (
        "tool_choice file_search without a file_search tool",
        body(tool_choice={"type": "file_search"}),
        "tool_choice",
        "invalid_value",
        "no file_search tool is declared in 'tools'",
    ),
    (
        "tool_choice hosted type",
        body(tool_choice={"type": "code_interpreter"}),
        "tool_choice.type",
        "unsupported_value",
        "'code_interpreter' is not supported yet",
    ),
    (
        "allowed_tools naming an undeclared function",
        body(
            tools=[FUNCTION_TOOL],
            tool_choice={
                "type": "allowed_tools",
                "mode": "auto",
                "tools": [{"type": "function", "name": "nope"}],
            },
        ),
        "tool_choice.tools[0]",
        "invalid_value",
        "'nope'",
    ),
    (
        "json_schema format without name",
        body(text={"format": {"type": "json_schema", "schema": {"type": "object"}}}),
        "text.format.name",
        "missing_required_parameter",
        "Missing required parameter: 'text.format.name'.",
    ),
    (
        "json_schema format without schema",
        body(text={"format": {"type": "json_schema", "name": "answer"}}),
        "text.format.schema",
        "missing_required_parameter",
        "'text.format.schema'",
    ),
    (
        "json_schema name with spaces",
        body(text={"format": {"type": "json_schema", "name": "my answer", "schema": {}}}),
        "text.format.name",
        "invalid_value",
        "pattern",
    ),
    (
        "unknown text format",
        body(text={"format": {"type": "yaml"}}),
        "text.format.type",
        "invalid_value",
        "'yaml'",
    ),
    (
        "bad verbosity",
        body(text={"verbosity": "loud"}),
        "text.verbosity",
        "invalid_value",
        "'loud'",
    ),
    (
        "background without store",
        body(background=True, store=False),
        "background",
        "invalid_value",
        "Background mode requires 'store'",
    ),
    (
        "unknown top-level parameter",
        body(frobnicate=1),
        "frobnicate",
        "unknown_parameter",
        "Unknown parameter: 'frobnicate'.",
    ),
    (
        "include with unknown value",
        body(include=["reasoning.encrypted_content", "everything"]),
        "include",
        "invalid_value",
        "Invalid value: 'everything'.",
    ),
    (
        "bad reasoning effort",
        body(reasoning={"effort": "extreme"}),
        "reasoning.effort",
        "invalid_value",
        "'extreme'",
    ),
    (
        "bad reasoning summary",
        body(reasoning={"summary": "long"}),
        "reasoning.summary",
        "invalid_value",
        "'long'",
    ),
    ("bad truncation", body(truncation="middle"), "truncation", "invalid_value", "'middle'"),
    ("bad service_tier", body(service_tier="gold"), "service_tier", "invalid_value", "'gold'"),
    ("store not a boolean", body(store="no"), "store", "invalid_type", "expected a boolean"),
    ("stream not a boolean", body(stream=1), "stream", "invalid_type", "expected a boolean"),
    (
        "unknown stream option",
        body(stream=True, stream_options={"include_usage": True}),
        "stream_options.include_usage",
        "unknown_parameter",
        "'stream_options.include_usage'",
    ),
    (
        "conversation not a string or object",
        body(conversation=5),
        "conversation",
        "invalid_type",
        "expected a string or an object",
    ),
    (
        "conversation object without id",
        body(conversation={}),
        "conversation.id",
        "missing_required_parameter",
        "'conversation.id'",
    ),
    (
        "conversation with previous_response_id",
        body(conversation="conv_1", previous_response_id="resp_1"),
        None,
        "mutually_exclusive_parameters",
        "Mutually exclusive parameters",
    ),
    (
        "prompt without an id",
        body(prompt={"version": "1"}),
        "prompt.id",
        "missing_required_parameter",
        "'prompt.id'",
    ),
    (
        "safety_identifier too long",
        body(safety_identifier="x" * 65),
        "safety_identifier",
        "string_above_max_length",
        "maximum length 64",
    ),
    (
        "previous_response_id not a string",
        body(previous_response_id=7),
        "previous_response_id",
        "invalid_type",
        "expected a string",
    ),
]


@pytest.mark.parametrize(
    ("raw", "param", "code", "fragment"),
    [case[1:] for case in BAD_BODIES],
    ids=[case[0] for case in BAD_BODIES],
)
def test_bad_body_is_a_400_naming_the_param(
    raw: object, param: str | None, code: str, fragment: str
) -> None:
    error = rejection(raw)
    assert error.status == 400
    assert error.type == "invalid_request_error"
    assert error.param == param
    assert error.code == code
    assert fragment in error.message


def test_minimal_body_gets_openai_defaults() -> None:
    request = parse_create_request({"model": "m", "input": "hello"})
    assert isinstance(request, CreateRequest)
    assert request.model == "m"
    assert request.stream is False
    assert request.store is True
    assert request.background is False
    assert request.tool_choice == "auto"
    assert request.tools == []
    assert request.text == {"format": {"type": "text"}, "verbosity": "medium"}
    assert request.parallel_tool_calls is True
    assert request.truncation == "disabled"
    assert request.service_tier == "auto"
    assert request.metadata == {}
    assert request.include == []
    # Sampling knobs the client did not send stay unset, so they are not forwarded upstream.
    assert request.temperature is None
    assert request.top_p is None
    assert request.max_output_tokens is None


def test_nulls_mean_defaults() -> None:
    request = parse_create_request(
        body(temperature=None, store=None, tools=None, tool_choice=None, metadata=None, text=None)
    )
    assert request.temperature is None
    assert request.store is True
    assert request.tools == []
    assert request.tool_choice == "auto"
    assert request.metadata == {}


def test_every_parameter_is_carried() -> None:
    request = parse_create_request(
        {
            "model": "m",
            "input": "x",
            "instructions": "be brief",
            "tools": [FUNCTION_TOOL],
            "tool_choice": "required",
            "text": {"format": {"type": "json_object"}, "verbosity": "low"},
            "temperature": 0.5,
            "top_p": 0.9,
            "top_logprobs": 3,
            "max_output_tokens": 16,
            "max_tool_calls": 2,
            "parallel_tool_calls": False,
            "previous_response_id": "resp_1",
            "metadata": {"k": "v"},
            "store": False,
            "background": False,
            "truncation": "auto",
            "reasoning": {"effort": "low", "generate_summary": "concise"},
            "user": "u",
            "safety_identifier": "s",
            "prompt_cache_key": "pck",
            "prompt_cache_retention": "24h",
            "service_tier": "flex",
            "include": ["message.output_text.logprobs"],
            "stream": True,
            "stream_options": {"include_obfuscation": False},
        }
    )
    assert request.instructions == "be brief"
    assert request.tool_choice == "required"
    assert request.text == {"format": {"type": "json_object"}, "verbosity": "low"}
    assert (request.temperature, request.top_p, request.top_logprobs) == (0.5, 0.9, 3)
    assert (request.max_output_tokens, request.max_tool_calls) == (16, 2)
    assert request.parallel_tool_calls is False
    assert request.previous_response_id == "resp_1"
    assert request.metadata == {"k": "v"}
    assert request.store is False
    assert request.truncation == "auto"
    assert request.reasoning == {"effort": "low", "summary": "concise"}
    assert (request.user, request.safety_identifier, request.prompt_cache_key) == ("u", "s", "pck")
    assert request.prompt_cache_retention == "24h"
    assert request.service_tier == "flex"
    assert request.include == ["message.output_text.logprobs"]
    assert request.stream is True
    assert request.stream_options == {"include_obfuscation": False}


def test_function_tool_keeps_strict_unset_and_json_schema_format_is_complete() -> None:
    request = parse_create_request(
        body(
            tools=[FUNCTION_TOOL, {"type": "function", "name": "g", "strict": False}],
            text={
                "format": {"type": "json_schema", "name": "answer", "schema": {"type": "object"}}
            },
        )
    )
    assert request.tools == [
        {
            "type": "function",
            "description": None,
            "name": "get_weather",
            "parameters": {"type": "object"},
            "strict": None,
        },
        {"type": "function", "description": None, "name": "g", "parameters": None, "strict": False},
    ]
    assert request.text["format"] == {
        "type": "json_schema",
        "description": None,
        "name": "answer",
        "schema": {"type": "object"},
        "strict": False,
    }


def test_tool_choice_function_and_allowed_tools() -> None:
    chosen = parse_create_request(
        body(tools=[FUNCTION_TOOL], tool_choice={"type": "function", "name": "get_weather"})
    )
    assert chosen.tool_choice == {"type": "function", "name": "get_weather"}
    allowed = parse_create_request(
        body(
            tools=[FUNCTION_TOOL],
            tool_choice={
                "type": "allowed_tools",
                "mode": "required",
                "tools": [{"type": "function", "name": "get_weather"}],
            },
        )
    )
    assert allowed.tool_choice == {
        "type": "allowed_tools",
        "mode": "required",
        "tools": [{"type": "function", "name": "get_weather"}],
    }


def test_tool_choice_with_server_side_tools_only() -> None:
    # OpenAI accepts 'required' (and a named file_search) with a file_search tool alone.
    file_search = {"type": "file_search", "vector_store_ids": ["vs_1"]}
    required = parse_create_request(body(tools=[file_search], tool_choice="required"))
    assert required.tool_choice == "required"
    named = parse_create_request(body(tools=[file_search], tool_choice={"type": "file_search"}))
    assert named.tool_choice == {"type": "file_search"}
    web = parse_create_request(body(tools=[{"type": "web_search"}], tool_choice="required"))
    assert web.tool_choice == "required"
    # Tools that arrive in an additional_tools item (Codex's lighter mode) count as well.
    extra = {"type": "additional_tools", "role": "developer", "tools": [FUNCTION_TOOL]}
    assert parse_create_request(body(input=[extra], tool_choice="required")).tool_choice


def test_previous_response_id_alone_needs_no_input() -> None:
    request = parse_create_request({"model": "m", "previous_response_id": "resp_1"})
    assert request.input_items == []


def test_integral_decimal_is_an_integer() -> None:
    assert parse_create_request(body(max_output_tokens=32.0)).max_output_tokens == 32


# --- normalization -------------------------------------------------------------------------

ID_SHAPE = re.compile(r"^(msg|fc|fco|rs|item)_[0-9a-f]{48}$")


def test_string_input_becomes_one_user_message() -> None:
    [item] = parse_create_request(body(input="Tell me a story")).input_items
    assert ID_SHAPE.match(item["id"]) and item["id"].startswith("msg_")
    assert item == {
        "id": item["id"],
        "type": "message",
        "status": "completed",
        "role": "user",
        "content": [{"type": "input_text", "text": "Tell me a story"}],
    }


def test_easy_messages_become_typed_messages_with_parts() -> None:
    items = parse_create_request(
        body(
            input=[
                {"role": "developer", "content": "rules"},
                {"role": "system", "content": "sys"},
                {"role": "user", "content": [{"type": "input_text", "text": "q"}]},
                {"role": "assistant", "content": "a"},
            ]
        )
    ).input_items
    assert [i["role"] for i in items] == ["developer", "system", "user", "assistant"]
    assert all(i["type"] == "message" and i["status"] == "completed" for i in items)
    assert items[0]["content"] == [{"type": "input_text", "text": "rules"}]
    assert items[2]["content"] == [{"type": "input_text", "text": "q"}]
    # An assistant turn is stored as model output: output_text with its annotations.
    assert items[3]["content"] == [{"type": "output_text", "text": "a", "annotations": []}]
    assert len({i["id"] for i in items}) == 4
    assert all(i["id"].startswith("msg_") for i in items)


def test_image_part_gets_default_detail_and_both_sources() -> None:
    [item] = parse_create_request(
        body(
            input=[
                {
                    "role": "user",
                    "content": [{"type": "input_image", "image_url": "https://x/cat.png"}],
                }
            ]
        )
    ).input_items
    assert item["content"] == [
        {"type": "input_image", "detail": "auto", "file_id": None, "image_url": "https://x/cat.png"}
    ]


def test_function_call_and_output_get_ids_and_status() -> None:
    items = parse_create_request(
        body(
            input=[
                {
                    "type": "function_call",
                    "call_id": "call_1",
                    "name": "get_weather",
                    "arguments": '{"city":"Paris"}',
                },
                {"type": "function_call_output", "call_id": "call_1", "output": "18C"},
            ]
        )
    ).input_items
    call, output = items
    assert call["id"].startswith("fc_") and ID_SHAPE.match(call["id"])
    assert call == {
        "type": "function_call",
        "id": call["id"],
        "call_id": "call_1",
        "name": "get_weather",
        "arguments": '{"city":"Paris"}',
        "status": "completed",
    }
    assert output["id"].startswith("fco_")
    assert output == {
        "type": "function_call_output",
        "id": output["id"],
        "call_id": "call_1",
        "output": "18C",
        "status": "completed",
    }


def test_client_ids_are_kept() -> None:
    items = parse_create_request(
        body(
            input=[
                {"type": "message", "id": "msg_mine", "role": "user", "content": "x"},
                {
                    "type": "function_call",
                    "id": "fc_mine",
                    "call_id": "c",
                    "name": "f",
                    "arguments": "{}",
                    "status": "in_progress",
                },
                {"type": "reasoning", "id": "rs_mine", "summary": []},
            ]
        )
    ).input_items
    assert [i["id"] for i in items] == ["msg_mine", "fc_mine", "rs_mine"]
    assert items[1]["status"] == "in_progress"
    assert items[2] == {"id": "rs_mine", "type": "reasoning", "summary": []}


def test_item_reference_with_and_without_type() -> None:
    items = parse_create_request(
        body(input=[{"type": "item_reference", "id": "msg_old"}, {"id": "fc_old"}])
    ).input_items
    assert items == [
        {"type": "item_reference", "id": "msg_old"},
        {"type": "item_reference", "id": "fc_old"},
    ]


def test_assistant_output_message_replayed_as_input() -> None:
    replayed = {
        "type": "message",
        "id": "msg_prev",
        "status": "completed",
        "role": "assistant",
        "content": [
            {"type": "output_text", "text": "Hi there", "annotations": []},
            {"type": "refusal", "refusal": "no"},
        ],
    }
    [item] = parse_create_request(body(input=[replayed])).input_items
    assert item == replayed


def test_hosted_tool_item_is_carried_structurally() -> None:
    call = {
        "type": "web_search_call",
        "id": "ws_1",
        "status": "completed",
        "action": {"type": "search", "query": "news"},
    }
    [item] = parse_create_request(body(input=[call])).input_items
    assert item == call


def test_normalize_input_is_pure_and_does_not_mutate() -> None:
    given = [{"role": "user", "content": "x"}]
    first = normalize_input(given)
    second = normalize_input(given)
    assert given == [{"role": "user", "content": "x"}]
    assert first[0]["id"] != second[0]["id"]
    assert first[0]["content"] == second[0]["content"]


def test_hosted_tools_are_carried_for_a_native_upstream_to_run() -> None:
    # Which model may use them is the routing table's call (engine/preparation.py refuses
    # them for a Chat Completions upstream); parsing keeps them as given and notes where.
    # (code_interpreter, once passed through only, is run here now: issue 36.)
    tool = {"type": "programmatic_tool_calling"}
    request = parse_create_request(body(tools=[FUNCTION_TOOL, tool]))
    assert request.tools[1] == tool
    assert request.hosted_tools == [("tools[1].type", "programmatic_tool_calling")]
