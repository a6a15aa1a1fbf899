"""The custom tool kind's pieces: the function form a custom tool is offered as, and the decoded
input text its `custom_tool_call_input.delta` events carry while JSON arguments stream in."""

from __future__ import annotations

import json

from responsa_server.engine.tool_kinds.custom import (
    InputDecoder,
    as_function,
    input_of,
    named_tools,
)

GRAMMAR = {"type": "grammar", "syntax": "lark", "definition": "start: /.+/"}


def test_offered_as_a_function_of_one_string_that_tells_the_format() -> None:
    function = as_function({"type": "custom", "name": "exec", "format": GRAMMAR})
    assert function["parameters"]["required"] == ["input"]
    assert function["parameters"]["properties"]["input"]["type"] == "string"
    assert "Lark grammar:\nstart: /.+/" in function["description"]
    regex = as_function(
        {
            "type": "custom",
            "name": "n",
            "description": "Digits",
            "format": {"type": "grammar", "syntax": "regex", "definition": "[0-9]+"},
        }
    )
    assert regex["description"].startswith("Digits\n\n")
    assert "regular expression:\n[0-9]+" in regex["description"]


def test_namespaces_keep_their_custom_members_in_function_form() -> None:
    namespace = {
        "type": "namespace",
        "name": "functions",
        "description": "",
        "tools": [{"type": "custom", "name": "exec", "format": {"type": "text"}}],
    }
    functions, namespaces = named_tools([namespace, {"type": "custom", "name": "patch"}])
    assert [f["name"] for f in functions] == ["patch"]
    assert namespaces[0]["tools"][0]["type"] == "function"


def test_input_decodes_across_split_escapes() -> None:
    text = 'print("a\\tb") // \u00e9 \U0001f600 "quoted"\n'
    arguments = json.dumps({"input": text})
    for size in (1, 2, 3, 7):
        decoder = InputDecoder()
        pieces = [arguments[i : i + size] for i in range(0, len(arguments), size)]
        assert "".join(decoder.feed(piece) for piece in pieces) == text
    assert input_of(arguments) == text
    assert input_of("not json") == "not json"
