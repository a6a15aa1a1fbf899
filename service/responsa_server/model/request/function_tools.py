"""The request part of `function` tools and of `namespace` tools (a named group of function and
custom tools, as Codex CLI sends them)."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    bad_value,
    boolean,
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

_FUNCTION_TOOL_KEYS = (
    "type",
    "name",
    "description",
    "parameters",
    "strict",
    "defer_loading",
    "allowed_callers",
    "output_schema",
)


def parse_function_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `function` tool, echoed as the reference's FunctionTool."""
    only_keys(tool, _FUNCTION_TOOL_KEYS, param)
    if not present(tool, "name"):
        missing_param(f"{param}.name")
    name = identifier(tool["name"], f"{param}.name")
    description = optional(tool, "description", f"{param}.description", string)
    parameters = optional(tool, "parameters", f"{param}.parameters", json_object)
    strict = optional(tool, "strict", f"{param}.strict", boolean)
    # `strict` stays None when unset so the engine forwards only what the client asked for;
    # the Response echo shows OpenAI's default (true), see `model.response`.
    echoed: dict[str, Any] = {
        "type": "function",
        "description": description,
        "name": name,
        "parameters": parameters,
        "strict": strict,
    }
    if present(tool, "defer_loading"):
        echoed["defer_loading"] = boolean(tool["defer_loading"], f"{param}.defer_loading")
    if present(tool, "output_schema"):
        echoed["output_schema"] = json_object(tool["output_schema"], f"{param}.output_schema")
    if present(tool, "allowed_callers"):
        echoed["allowed_callers"] = array(tool["allowed_callers"], f"{param}.allowed_callers")
    return echoed


def _declared_function(name: object, param: str, scope: ChoiceScope) -> str:
    return scope.declared(name, param, "function", "function", "function tools")


class FunctionSpec(ToolSpec):
    """`function` tools: run by the client; named by `tool_choice` and `allowed_tools`."""

    name = "function"
    types = ("function",)
    choice_types = ("function",)
    choice_rank = 0
    allowed_types = ("function",)
    namespace_member = True
    call_item_types = ("function_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """A function tool's echo."""
        return parse_function_tool(tool, param)

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """`{"type": "function", "name": ...}`, a function the request offers."""
        only_keys(value, ("type", "name"), param)
        if not present(value, "name"):
            missing_param(f"{param}.name")
        # The param is `tool_choice` itself: the choice as a whole disagrees with `tools`.
        return {"type": "function", "name": _declared_function(value["name"], param, scope)}

    def parse_allowed(
        self, entry: dict[str, Any], param: str, scope: ChoiceScope
    ) -> dict[str, Any]:
        """An allowed function, by name."""
        only_keys(entry, ("type", "name"), param)
        if not present(entry, "name"):
            missing_param(f"{param}.name")
        return {"type": "function", "name": _declared_function(entry["name"], param, scope)}


class NamespaceSpec(ToolSpec):
    """`namespace` tools: a named group of function (and custom) tools, each offered under
    `<namespace>__<name>` (engine/toolset.py) and called back as a function call."""

    name = "namespace"
    types = ("namespace",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """A namespace's echo; another namespace of the same name is refused."""
        namespace = _parse_namespace_tool(tool, param, parsed)
        if any(t["type"] == "namespace" and t["name"] == namespace["name"] for t in parsed.tools):
            fail(
                f"{param}.name",
                f"Invalid '{param}.name': another namespace tool is named "
                f"'{namespace['name']}' already.",
                "invalid_value",
            )
        return namespace

    def choosable(self, scope: ChoiceScope) -> bool:
        """A namespace's functions are named only by the engine, so 'required' may be met."""
        return any(tool["type"] == "namespace" for tool in scope.parsed.tools)


def _parse_namespace_tool(tool: dict[str, Any], param: str, parsed: ParsedTools) -> dict[str, Any]:
    only_keys(tool, ("type", "name", "description", "tools"), param)
    for key in ("name", "description", "tools"):
        if not present(tool, key):
            missing_param(f"{param}.{key}")
    name = identifier(tool["name"], f"{param}.name")
    description = string(tool["description"], f"{param}.description")
    members = array(tool["tools"], f"{param}.tools")
    if not members:
        fail(
            f"{param}.tools",
            f"Invalid '{param}.tools': empty array. Expected an array with minimum length 1.",
            "empty_array",
        )
    member_types = parsed.specs.member_types()
    functions: list[dict[str, Any]] = []
    for j, raw in enumerate(members):
        member_param = f"{param}.tools[{j}]"
        member = json_object(raw, member_param)
        if not present(member, "type"):
            missing_param(f"{member_param}.type")
        member_type = string(member["type"], f"{member_param}.type")
        spec = parsed.specs.of_type(member_type)
        if spec is None or member_type not in member_types:
            bad_value(f"{member_param}.type", member_type, member_types)
        function = spec.parse(member, member_param, member_type, parsed)
        if any(known["name"] == function["name"] for known in functions):
            fail(
                f"{member_param}.name",
                f"Invalid '{member_param}.name': namespace '{name}' already has a function "
                f"named '{function['name']}'.",
                "invalid_value",
            )
        functions.append(function)
    return {"type": "namespace", "name": name, "description": description, "tools": functions}
