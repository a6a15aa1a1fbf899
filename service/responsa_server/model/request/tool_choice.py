"""Validation of `tool_choice` against the request's declared tools: the generic forms here
(a mode, `allowed_tools`), each kind's own forms by its spec (tool_spec.py)."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    bad_value,
    choice,
    fail,
    json_object,
    missing_param,
    only_keys,
    present,
    quote_list,
    string,
    wrong_type,
)
from responsa_server.model.request.tool_spec import ChoiceScope

TOOL_CHOICE_MODES = ("none", "auto", "required")


def _parse_allowed_tools(value: dict[str, Any], scope: ChoiceScope) -> dict[str, Any]:
    only_keys(value, ("type", "mode", "tools"), "tool_choice")
    if not present(value, "mode"):
        missing_param("tool_choice.mode")
    mode = choice(value["mode"], "tool_choice.mode", ("auto", "required"))
    if not present(value, "tools"):
        missing_param("tool_choice.tools")
    specs = scope.parsed.specs
    allowed: list[dict[str, Any]] = []
    for i, raw in enumerate(array(value["tools"], "tool_choice.tools")):
        param = f"tool_choice.tools[{i}]"
        entry = json_object(raw, param)
        spec = specs.of_allowed(entry.get("type"))
        if spec is None:
            allowed_types = [t for spec in specs for t in spec.allowed_types]
            fail(
                param,
                f"Invalid '{param}': only {quote_list(allowed_types)} tools can be allowed by "
                "this server.",
                "unsupported_value",
            )
        allowed.append(spec.parse_allowed(entry, param, scope))
    return {"type": "allowed_tools", "mode": mode, "tools": allowed}


def _choice_types(scope: ChoiceScope) -> tuple[str, ...]:
    """The `tool_choice.type`s an unknown one is told: the kinds' by rank, 'allowed_tools'
    second (after 'function', as the reference lists them)."""
    first, *rest = scope.parsed.specs.choice_types()
    return (first, "allowed_tools", *rest)


def parse_tool_choice(value: object, scope: ChoiceScope) -> str | dict[str, Any]:
    """`tool_choice` against the tools in `scope`."""
    if isinstance(value, str):
        mode = choice(value, "tool_choice", TOOL_CHOICE_MODES)
        if (
            mode == "required"
            and not scope.more_tools
            and not any(spec.choosable(scope) for spec in scope.parsed.specs)
        ):
            fail(
                "tool_choice",
                "Invalid 'tool_choice': 'required' needs at least one tool in 'tools'.",
                "invalid_value",
            )
        return mode
    if not isinstance(value, dict):
        wrong_type("tool_choice", "a string or an object", value)
    if not present(value, "type"):
        missing_param("tool_choice.type")
    choice_type = string(value["type"], "tool_choice.type")
    if choice_type == "allowed_tools":
        return _parse_allowed_tools(value, scope)
    spec = scope.parsed.specs.of_choice(choice_type)
    if spec is None:
        bad_value("tool_choice.type", choice_type, _choice_types(scope))
    if choice_type in spec.refused_choice_types:
        fail(
            "tool_choice.type",
            f"Tool choice type '{choice_type}' is not supported yet by this server.",
            "unsupported_value",
        )
    return spec.parse_choice(value, "tool_choice", scope)
