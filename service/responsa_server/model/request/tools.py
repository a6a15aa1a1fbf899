"""Validation of `tools`: function and namespace tools here, each other kind in its own module
(`mcp_tool`, `search_tools`); `tool_choice` in `tool_choice`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from responsa_server.model.errors import ApiError
from responsa_server.model.mcp_servers import McpServer
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
from responsa_server.model.request.custom_tools import parse_custom_tool, parse_tool_search_tool
from responsa_server.model.request.mcp_tool import parse_mcp_tool
from responsa_server.model.request.search_tools import (
    parse_file_search_tool,
    parse_web_search_tool,
)

# Tool types the reference defines besides `function` that this server cannot run: taken in
# `tools` for a model whose upstream runs them itself (kind `responses`, docs/models.md), refused
# (before anything runs) for any other model, and always in `additional_tools`.
HOSTED_TOOL_TYPES = (
    "computer",
    "computer_use_preview",
    "code_interpreter",
    "programmatic_tool_calling",
    "image_generation",
    "local_shell",
    "shell",
    "web_search_preview",
    "web_search_preview_2025_03_11",
    "apply_patch",
)
# Tool types this server takes: `function`, `custom` (and `namespace`, a group of them) and
# `tool_search` (execution `client`) run on the client, `mcp`, `web_search` and `file_search` here.
SUPPORTED_TOOL_TYPES = (
    "function",
    "custom",
    "tool_search",
    "namespace",
    "mcp",
    "web_search",
    "web_search_2025_08_26",
    "file_search",
)


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


def _parse_function_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
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


@dataclass(slots=True)
class ParsedTools:
    """The request's `tools`: their echo, the MCP servers (with secrets) and the web search."""

    tools: list[dict[str, Any]] = field(default_factory=list)
    servers: list[McpServer] = field(default_factory=list)
    web_search: dict[str, Any] | None = None
    file_search: dict[str, Any] | None = None
    # (param, type) of each hosted tool, for a native upstream to run (HOSTED_TOOL_TYPES)
    hosted: list[tuple[str, str]] = field(default_factory=list)


def hosted_tool_refused(param: str, tool_type: str) -> ApiError:
    """The 400 for a hosted tool this server cannot run and the model's upstream does not."""
    return ApiError(
        400,
        f"Tool type '{tool_type}' is not supported yet by this server; "
        "only 'function', 'custom', 'namespace', 'tool_search', 'mcp', 'web_search' "
        "and 'file_search' tools are (and hosted tools for a model whose upstream speaks the "
        "Responses API).",
        param=param,
        code="unsupported_value",
    )


def _parse_namespace_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `namespace` tool: a named group of function tools (Codex CLI sends one)."""
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
    functions: list[dict[str, Any]] = []
    for j, raw in enumerate(members):
        member_param = f"{param}.tools[{j}]"
        member = json_object(raw, member_param)
        if not present(member, "type"):
            missing_param(f"{member_param}.type")
        member_type = string(member["type"], f"{member_param}.type")
        if member_type not in ("function", "custom"):
            bad_value(f"{member_param}.type", member_type, ("function", "custom"))
        function = (
            _parse_function_tool(member, member_param)
            if member_type == "function"
            else parse_custom_tool(member, member_param)
        )
        if any(known["name"] == function["name"] for known in functions):
            fail(
                f"{member_param}.name",
                f"Invalid '{member_param}.name': namespace '{name}' already has a function "
                f"named '{function['name']}'.",
                "invalid_value",
            )
        functions.append(function)
    return {"type": "namespace", "name": name, "description": description, "tools": functions}


def parse_tools(value: object, where: str = "tools") -> ParsedTools:
    """A `tools` array (the request's, or an `additional_tools` item's at `where`)."""
    parsed = ParsedTools()
    tools, servers = parsed.tools, parsed.servers
    for i, raw in enumerate(array(value, where)):
        param = f"{where}[{i}]"
        tool = json_object(raw, param)
        if not present(tool, "type"):
            missing_param(f"{param}.type")
        tool_type = string(tool["type"], f"{param}.type")
        if tool_type == "function":
            tools.append(_parse_function_tool(tool, param))
        elif tool_type == "custom":
            tools.append(parse_custom_tool(tool, param))
        elif tool_type == "tool_search":
            if any(t["type"] == "tool_search" for t in tools):
                fail(
                    param,
                    f"Invalid '{param}': only one tool_search tool is allowed.",
                    "invalid_value",
                )
            tools.append(parse_tool_search_tool(tool, param))
        elif tool_type == "namespace":
            namespace = _parse_namespace_tool(tool, param)
            if any(t["type"] == "namespace" and t["name"] == namespace["name"] for t in tools):
                fail(
                    f"{param}.name",
                    f"Invalid '{param}.name': another namespace tool is named "
                    f"'{namespace['name']}' already.",
                    "invalid_value",
                )
            tools.append(namespace)
        elif tool_type in ("web_search", "web_search_2025_08_26"):
            if parsed.web_search is not None:
                fail(
                    param,
                    f"Invalid '{param}': only one web_search tool is allowed.",
                    "invalid_value",
                )
            parsed.web_search = parse_web_search_tool(tool, param, tool_type)
            tools.append(parsed.web_search)
        elif tool_type == "file_search":
            if parsed.file_search is not None:
                fail(
                    param,
                    f"Invalid '{param}': only one file_search tool is allowed.",
                    "invalid_value",
                )
            parsed.file_search = parse_file_search_tool(tool, param)
            tools.append(parsed.file_search)
        elif tool_type == "mcp":
            echo, server = parse_mcp_tool(tool, param)
            if any(known.label == server.label for known in servers):
                fail(
                    f"{param}.server_label",
                    f"Invalid '{param}.server_label': '{server.label}' names another mcp tool "
                    "of this request already; each MCP server needs its own label.",
                    "invalid_value",
                )
            tools.append(echo)
            servers.append(server)
        elif tool_type in HOSTED_TOOL_TYPES:
            if where != "tools":
                raise hosted_tool_refused(f"{param}.type", tool_type)
            # Carried as given: the upstream that runs it validates it (Preparation refuses it
            # for a model whose upstream does not, before anything runs).
            tools.append(dict(tool))
            parsed.hosted.append((f"{param}.type", tool_type))
        else:
            bad_value(f"{param}.type", tool_type, (*SUPPORTED_TOOL_TYPES, *HOSTED_TOOL_TYPES))
    return parsed
