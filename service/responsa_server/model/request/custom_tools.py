"""Validation of `custom` tools (CustomToolParam: free-form text input, optionally constrained
by a Lark or regex grammar) and of the `tool_search` tool (ToolSearchToolParam), at the top of
`tools`, inside a `namespace`, or in an `additional_tools` item."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    boolean,
    choice,
    fail,
    identifier,
    json_object,
    missing_param,
    only_keys,
    optional,
    present,
    string,
)
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec

GRAMMAR_SYNTAXES = ("lark", "regex")
TOOL_SEARCH_EXECUTIONS = ("server", "client")


def _parse_format(value: object, param: str) -> dict[str, Any]:
    fmt = json_object(value, param)
    if not present(fmt, "type"):
        missing_param(f"{param}.type")
    kind = choice(fmt["type"], f"{param}.type", ("text", "grammar"))
    if kind == "text":
        only_keys(fmt, ("type",), param)
        return {"type": "text"}
    only_keys(fmt, ("type", "syntax", "definition"), param)
    for key in ("syntax", "definition"):
        if not present(fmt, key):
            missing_param(f"{param}.{key}")
    return {
        "type": "grammar",
        "syntax": choice(fmt["syntax"], f"{param}.syntax", GRAMMAR_SYNTAXES),
        "definition": string(fmt["definition"], f"{param}.definition"),
    }


def parse_custom_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `custom` tool, echoed as the reference's CustomTool (format defaults to text)."""
    only_keys(
        tool,
        ("type", "name", "description", "format", "defer_loading", "allowed_callers"),
        param,
    )
    if not present(tool, "name"):
        missing_param(f"{param}.name")
    echo: dict[str, Any] = {
        "type": "custom",
        "name": identifier(tool["name"], f"{param}.name"),
    }
    description = optional(tool, "description", f"{param}.description", string)
    if description is not None:
        echo["description"] = description
    echo["format"] = (
        _parse_format(tool["format"], f"{param}.format")
        if present(tool, "format")
        else {"type": "text"}
    )
    if present(tool, "defer_loading"):
        echo["defer_loading"] = boolean(tool["defer_loading"], f"{param}.defer_loading")
    if present(tool, "allowed_callers"):
        echo["allowed_callers"] = array(tool["allowed_callers"], f"{param}.allowed_callers")
    return echo


def parse_tool_search_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `tool_search` tool (execution defaults to `server`, as OpenAI's hosted search)."""
    only_keys(tool, ("type", "execution", "description", "parameters"), param)
    echo: dict[str, Any] = {"type": "tool_search"}
    echo["execution"] = (
        choice(tool["execution"], f"{param}.execution", TOOL_SEARCH_EXECUTIONS)
        if present(tool, "execution")
        else "server"
    )
    if echo["execution"] == "server":
        # Decided (README, Tool search): the server would search deferred tools it cannot
        # load itself (hosted MCP connectors); a client that holds its tools searches them.
        fail(
            f"{param}.execution",
            f"Invalid '{param}.execution': tool_search with execution 'server' is not "
            "supported by this server; use execution 'client' (your code runs the search and "
            "answers with a tool_search_output item).",
            "unsupported_value",
        )
    echo["description"] = optional(tool, "description", f"{param}.description", string)
    echo["parameters"] = optional(tool, "parameters", f"{param}.parameters", json_object)
    return echo


class CustomSpec(ToolSpec):
    """`custom` tools: run by the client, on free-form text input."""

    name = "custom"
    types = ("custom",)
    choice_types = ("custom",)
    choice_rank = 3
    namespace_member = True
    call_item_types = ("custom_tool_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """A custom tool's echo."""
        return parse_custom_tool(tool, param)

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """`{"type": "custom", "name": ...}`, a custom tool the request offers."""
        only_keys(value, ("type", "name"), param)
        if not present(value, "name"):
            missing_param(f"{param}.name")
        name = scope.declared(value["name"], param, "custom", "custom tool", "custom tools")
        return {"type": "custom", "name": name}


class ToolSearchSpec(ToolSpec):
    """The `tool_search` tool (execution `client`): the client searches its deferred tools."""

    name = "tool_search"
    types = ("tool_search",)
    only_one = True
    call_item_types = ("tool_search_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The tool search's echo."""
        echo = parse_tool_search_tool(tool, param)
        parsed.state[self.name] = echo
        return echo

    def choosable(self, scope: ChoiceScope) -> bool:
        """Never named by `tool_choice`: alone it cannot meet 'required'."""
        return False
