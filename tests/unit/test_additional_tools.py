"""`additional_tools` input items: validated like `tools` entries, never dropped silently."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.request import parse_create_request
from responsa_server.model.request.additional_tools import additional_tools, with_additional_tools

LOOKUP = {"type": "function", "name": "lookup", "parameters": {"type": "object"}}
CRM = {"type": "namespace", "name": "crm", "description": "Customer records", "tools": [LOOKUP]}


def item(*tools: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": "additional_tools", "role": "developer", "tools": list(tools), **extra}


def refusal(input_items: list[dict[str, Any]]) -> ApiError:
    with pytest.raises(ApiError) as refused:
        parse_create_request({"model": "m", "input": input_items})
    return refused.value


def test_functions_and_namespaces_are_accepted_and_collected() -> None:
    request = parse_create_request(
        {"model": "m", "input": [item(CRM, id="at_1"), {"role": "user", "content": "hi"}]}
    )
    [offered] = additional_tools(request.input_items)
    assert offered["type"] == "namespace" and offered["tools"][0]["name"] == "lookup"


def test_a_named_function_of_an_additional_tools_item_may_be_chosen() -> None:
    request = parse_create_request(
        {
            "model": "m",
            "input": [item(LOOKUP)],
            "tool_choice": {"type": "function", "name": "lookup"},
        }
    )
    assert request.tool_choice == {"type": "function", "name": "lookup"}


def test_the_newest_definition_wins_and_tools_shadow_items() -> None:
    old = {**LOOKUP, "description": "old"}
    new = {**LOOKUP, "description": "new"}
    other = {**LOOKUP, "name": "other"}
    items = [item(old, other), {"role": "user", "content": "x"}, item(new)]
    assert [t.get("description") for t in additional_tools(items)] == ["new", None]
    own = {**LOOKUP, "description": "own"}
    merged = with_additional_tools([own], items)
    assert [(t["name"], t.get("description")) for t in merged] == [
        ("lookup", "own"),
        ("other", None),
    ]


@pytest.mark.parametrize(
    ("bad", "param", "words"),
    [
        (
            item({"type": "mcp", "server_label": "x", "server_url": "https://h/mcp"}),
            "input[0].tools[0].type",
            "mcp tools are not supported in 'additional_tools'",
        ),
        (item({"type": "code_interpreter"}), "input[0].tools[0].type", "not supported yet"),
        (item({"type": "function"}), "input[0].tools[0].name", "Missing required parameter"),
        (item(LOOKUP, role="user"), "input[0].role", "'user'"),
        (
            {"type": "additional_tools", "role": "developer"},
            "input[0].tools",
            "Missing required parameter",
        ),
        (item(LOOKUP, extra=1), "input[0].extra", "Unknown parameter"),
    ],
)
def test_what_cannot_be_offered_is_refused_naming_it(
    bad: dict[str, Any], param: str, words: str
) -> None:
    error = refusal([bad])
    assert (error.status, error.param) == (400, param)
    assert words in error.message
