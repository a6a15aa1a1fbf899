"""Validation of `tool_choice` against the request's declared tools."""

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
    optional,
    present,
    string,
    wrong_type,
)

TOOL_CHOICE_MODES = ("none", "auto", "required")
# tool_choice object types naming a server-side tool this server runs (when `tools` has one).
SERVER_TOOL_CHOICE_TYPES = ("file_search",)
# tool_choice object types naming a tool this server cannot run.
HOSTED_TOOL_CHOICE_TYPES = (
    "web_search_preview",
    "computer",
    "computer_use_preview",
    "computer_use",
    "web_search_preview_2025_03_11",
    "image_generation",
    "code_interpreter",
    "programmatic_tool_calling",
    "apply_patch",
    "shell",
)


def _declared(value: object, param: str, known: list[str], missing: str) -> str:
    """`value` as a name among `known`; else a 400 saying `missing` (with {} for the name)."""
    text = string(value, param)
    if text not in known:
        fail(param, f"Invalid '{param}': {missing.format(text)}", "invalid_value")
    return text


def _declared_function(name: object, param: str, declared: list[str]) -> str:
    missing = "function '{}' is not among the function tools declared in 'tools'."
    return _declared(name, param, declared, missing)


def _declared_server(label: object, param: str, labels: list[str]) -> str:
    missing = "no mcp tool with server_label '{}' is declared in 'tools'."
    return _declared(label, param, labels, missing)


def _parse_mcp_choice(value: dict[str, Any], param: str, labels: list[str]) -> dict[str, Any]:
    only_keys(value, ("type", "server_label", "name"), param)
    if not present(value, "server_label"):
        missing_param(f"{param}.server_label")
    label = _declared_server(value["server_label"], f"{param}.server_label", labels)
    name = optional(value, "name", f"{param}.name", string)
    return {"type": "mcp", "server_label": label, "name": name}


def parse_tool_choice(
    value: object,
    declared: list[str],
    labels: list[str],
    *,
    server_tools: tuple[str, ...] = (),
    custom: tuple[str, ...] = (),
    more_tools: bool = False,
) -> str | dict[str, Any]:
    """`tool_choice` against the request's tools: `declared` function names, `labels` of MCP
    servers, `server_tools` (the types of the server-side tools in `tools`, such as
    `file_search`), `custom` tool names. `more_tools`: tools may also come from elsewhere
    (namespaces, an `additional_tools` item, the context), so 'required' is not judged here."""
    if isinstance(value, str):
        mode = choice(value, "tool_choice", TOOL_CHOICE_MODES)
        if mode == "required" and not (declared or labels or server_tools or custom or more_tools):
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
    if choice_type == "function":
        only_keys(value, ("type", "name"), "tool_choice")
        if not present(value, "name"):
            missing_param("tool_choice.name")
        # The param is `tool_choice` itself: the choice as a whole disagrees with `tools`.
        name = _declared_function(value["name"], "tool_choice", declared)
        return {"type": "function", "name": name}
    if choice_type == "allowed_tools":
        only_keys(value, ("type", "mode", "tools"), "tool_choice")
        if not present(value, "mode"):
            missing_param("tool_choice.mode")
        mode = choice(value["mode"], "tool_choice.mode", ("auto", "required"))
        if not present(value, "tools"):
            missing_param("tool_choice.tools")
        allowed: list[dict[str, Any]] = []
        for i, raw in enumerate(array(value["tools"], "tool_choice.tools")):
            param = f"tool_choice.tools[{i}]"
            entry = json_object(raw, param)
            if entry.get("type") == "mcp":
                allowed.append(_parse_mcp_choice(entry, param, labels))
                continue
            if entry.get("type") != "function":
                fail(
                    param,
                    f"Invalid '{param}': only function and mcp tools can be allowed by this "
                    "server.",
                    "unsupported_value",
                )
            only_keys(entry, ("type", "name"), param)
            if not present(entry, "name"):
                missing_param(f"{param}.name")
            name = _declared_function(entry["name"], param, declared)
            allowed.append({"type": "function", "name": name})
        return {"type": "allowed_tools", "mode": mode, "tools": allowed}
    if choice_type == "mcp":
        return _parse_mcp_choice(value, "tool_choice", labels)
    if choice_type == "custom":
        only_keys(value, ("type", "name"), "tool_choice")
        if not present(value, "name"):
            missing_param("tool_choice.name")
        missing = "custom tool '{}' is not among the custom tools declared in 'tools'."
        return {
            "type": "custom",
            "name": _declared(value["name"], "tool_choice", list(custom), missing),
        }
    if choice_type in SERVER_TOOL_CHOICE_TYPES:
        only_keys(value, ("type",), "tool_choice")
        if choice_type not in server_tools:
            fail(
                "tool_choice",
                f"Invalid 'tool_choice': no {choice_type} tool is declared in 'tools'.",
                "invalid_value",
            )
        return {"type": choice_type}
    if choice_type in HOSTED_TOOL_CHOICE_TYPES:
        fail(
            "tool_choice.type",
            f"Tool choice type '{choice_type}' is not supported yet by this server.",
            "unsupported_value",
        )
    bad_value(
        "tool_choice.type",
        choice_type,
        (
            "function",
            "allowed_tools",
            "mcp",
            "custom",
            *SERVER_TOOL_CHOICE_TYPES,
            *HOSTED_TOOL_CHOICE_TYPES,
        ),
    )
