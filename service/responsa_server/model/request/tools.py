"""Validation of `tools` and `tool_choice`; `mcp` tools keep their secrets in `McpServer`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from responsa_server.model.mcp_servers import ApprovalMode, McpServer, ToolFilter
from responsa_server.model.request.checks import (
    array,
    bad_value,
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
    wrong_type,
)

# Tool types the reference defines besides `function`; recognised, but this server cannot run them.
HOSTED_TOOL_TYPES = (
    "computer",
    "computer_use_preview",
    "code_interpreter",
    "programmatic_tool_calling",
    "image_generation",
    "local_shell",
    "shell",
    "custom",
    "tool_search",
    "web_search_preview",
    "web_search_preview_2025_03_11",
    "apply_patch",
)
# Tool types this server takes: `function` (and `namespace`, a group of them) run on the client,
# `mcp`, `web_search` and `file_search` here.
SUPPORTED_TOOL_TYPES = (
    "function",
    "namespace",
    "mcp",
    "web_search",
    "web_search_2025_08_26",
    "file_search",
)
SEARCH_CONTEXT_SIZES = ("low", "medium", "high")
TOOL_CHOICE_MODES = ("none", "auto", "required")
# tool_choice object types naming a tool this server cannot run.
HOSTED_TOOL_CHOICE_TYPES = (
    "file_search",
    "web_search_preview",
    "computer",
    "computer_use_preview",
    "computer_use",
    "web_search_preview_2025_03_11",
    "image_generation",
    "code_interpreter",
    "custom",
    "programmatic_tool_calling",
    "apply_patch",
    "shell",
)
# ---------------------------------------------------------------------------------------------
# Tools and tool_choice
# ---------------------------------------------------------------------------------------------

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


_MCP_TOOL_KEYS = (
    "type",
    "server_label",
    "server_url",
    "connector_id",
    "tunnel_id",
    "authorization",
    "server_description",
    "headers",
    "allowed_tools",
    "allowed_callers",
    "require_approval",
    "defer_loading",
)


def _parse_tool_filter(value: object, param: str) -> ToolFilter:
    obj = json_object(value, param)
    only_keys(obj, ("tool_names", "read_only"), param)
    names: frozenset[str] | None = None
    if present(obj, "tool_names"):
        raw_names = array(obj["tool_names"], f"{param}.tool_names")
        names = frozenset(
            string(name, f"{param}.tool_names[{i}]") for i, name in enumerate(raw_names)
        )
    return ToolFilter(names, optional(obj, "read_only", f"{param}.read_only", boolean))


def _filter_echo(value: dict[str, Any]) -> dict[str, Any]:
    return {k: value[k] for k in ("tool_names", "read_only") if present(value, k)}


def _public_url(url: str) -> str:
    """The server URL as echoed and stored: no user info, query or fragment, which may carry
    credentials."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{host}:{parts.port}" if parts.port is not None else host
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def _parse_mcp_tool(tool: dict[str, Any], param: str) -> tuple[dict[str, Any], McpServer]:
    """An `mcp` tool: its public echo (no secrets) and the server it names (with them)."""
    only_keys(tool, _MCP_TOOL_KEYS, param)
    if not present(tool, "server_label"):
        missing_param(f"{param}.server_label")
    label = identifier(tool["server_label"], f"{param}.server_label")
    for key in ("connector_id", "tunnel_id"):
        if present(tool, key):
            fail(
                f"{param}.{key}",
                f"'{key}' is not supported by this server; give the MCP server's "
                "'server_url' instead.",
                "unsupported_value",
            )
    if not present(tool, "server_url"):
        missing_param(f"{param}.server_url")
    url = string(tool["server_url"], f"{param}.server_url")
    try:
        parts = urlsplit(url)
        valid_url = parts.scheme in ("http", "https") and bool(parts.hostname)
        _ = parts.port  # raises ValueError for a malformed port
    except ValueError:
        valid_url = False
    if not valid_url:
        fail(
            f"{param}.server_url",
            f"Invalid '{param}.server_url': expected an http:// or https:// URL.",
            "invalid_value",
        )
    headers: dict[str, str] = {}
    if present(tool, "headers"):
        raw_headers = json_object(tool["headers"], f"{param}.headers")
        for key, entry in raw_headers.items():
            headers[str(key)] = string(entry, f"{param}.headers.{key}")
    authorization = optional(tool, "authorization", f"{param}.authorization", string)
    description = optional(tool, "server_description", f"{param}.server_description", string)

    allowed: ToolFilter | None = None
    allowed_echo: list[str] | dict[str, Any] | None = None
    if present(tool, "allowed_tools"):
        raw_allowed = tool["allowed_tools"]
        if isinstance(raw_allowed, list):
            names = [
                string(name, f"{param}.allowed_tools[{i}]") for i, name in enumerate(raw_allowed)
            ]
            allowed, allowed_echo = ToolFilter(frozenset(names)), names
        elif isinstance(raw_allowed, dict):
            allowed = _parse_tool_filter(raw_allowed, f"{param}.allowed_tools")
            allowed_echo = _filter_echo(raw_allowed)
        else:
            wrong_type(f"{param}.allowed_tools", "an array of tool names or an object", raw_allowed)

    approval: ApprovalMode = "always"
    always: ToolFilter | None = None
    never: ToolFilter | None = None
    approval_echo: str | dict[str, Any] = "always"
    if present(tool, "require_approval"):
        raw_approval = tool["require_approval"]
        if isinstance(raw_approval, str):
            mode = choice(raw_approval, f"{param}.require_approval", ("always", "never"))
            approval = "always" if mode == "always" else "never"
            approval_echo = mode
        elif isinstance(raw_approval, dict):
            only_keys(raw_approval, ("always", "never"), f"{param}.require_approval")
            approval, approval_echo = "filter", {}
            if present(raw_approval, "always"):
                always = _parse_tool_filter(
                    raw_approval["always"], f"{param}.require_approval.always"
                )
                approval_echo["always"] = _filter_echo(raw_approval["always"])
            if present(raw_approval, "never"):
                never = _parse_tool_filter(raw_approval["never"], f"{param}.require_approval.never")
                approval_echo["never"] = _filter_echo(raw_approval["never"])
        else:
            wrong_type(f"{param}.require_approval", "'always', 'never' or an object", raw_approval)

    echo: dict[str, Any] = {
        "type": "mcp",
        "server_label": label,
        "server_url": _public_url(url),
        "allowed_tools": allowed_echo,
        # Secrets are not echoed: `headers` shows as null and `authorization` is left out.
        "headers": None,
        "require_approval": approval_echo,
        "server_description": description,
    }
    if present(tool, "defer_loading"):
        echo["defer_loading"] = boolean(tool["defer_loading"], f"{param}.defer_loading")
    if present(tool, "allowed_callers"):
        echo["allowed_callers"] = array(tool["allowed_callers"], f"{param}.allowed_callers")
    server = McpServer(
        label=label,
        url=url,
        description=description,
        allowed=allowed,
        approval=approval,
        approval_always=always,
        approval_never=never,
        headers=headers,
        authorization=authorization,
    )
    return echo, server


@dataclass(slots=True)
class ParsedTools:
    """The request's `tools`: their echo, the MCP servers (with secrets) and the web search."""

    tools: list[dict[str, Any]] = field(default_factory=list)
    servers: list[McpServer] = field(default_factory=list)
    web_search: dict[str, Any] | None = None
    file_search: dict[str, Any] | None = None


def _parse_file_search_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `file_search` tool: the vector stores to search and how (checked like the search API)."""
    from responsa_server.vector_stores.filters import check_filter
    from responsa_server.vector_stores.search import parse_ranking

    only_keys(
        tool, ("type", "vector_store_ids", "max_num_results", "filters", "ranking_options"), param
    )
    if not present(tool, "vector_store_ids"):
        missing_param(f"{param}.vector_store_ids")
    raw = array(tool["vector_store_ids"], f"{param}.vector_store_ids")
    if not raw:
        fail(
            f"{param}.vector_store_ids",
            f"Invalid '{param}.vector_store_ids': empty array. Expected an array with minimum "
            "length 1.",
            "empty_array",
        )
    ids = [string(v, f"{param}.vector_store_ids[{k}]") for k, v in enumerate(raw)]
    echo: dict[str, Any] = {"type": "file_search", "vector_store_ids": ids}
    if present(tool, "max_num_results"):
        limit = tool["max_num_results"]
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 50:
            fail(
                f"{param}.max_num_results",
                f"Invalid '{param}.max_num_results': expected an integer between 1 and 50.",
                "invalid_value",
            )
        echo["max_num_results"] = limit
    echo["filters"] = (
        check_filter(tool["filters"], f"{param}.filters") if present(tool, "filters") else None
    )
    if present(tool, "ranking_options"):
        parse_ranking(tool["ranking_options"], f"{param}.ranking_options")
        echo["ranking_options"] = tool["ranking_options"]
    return echo


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
        if member_type == "custom":
            fail(
                f"{member_param}.type",
                "Custom tools are not supported yet by this server, also not inside a "
                "namespace; declare the tool as a 'function'.",
                "unsupported_value",
            )
        if member_type != "function":
            bad_value(f"{member_param}.type", member_type, ("function", "custom"))
        function = _parse_function_tool(member, member_param)
        if any(known["name"] == function["name"] for known in functions):
            fail(
                f"{member_param}.name",
                f"Invalid '{member_param}.name': namespace '{name}' already has a function "
                f"named '{function['name']}'.",
                "invalid_value",
            )
        functions.append(function)
    return {"type": "namespace", "name": name, "description": description, "tools": functions}


_WEB_SEARCH_TOOL_KEYS = (
    "type",
    "external_web_access",
    "filters",
    "user_location",
    "search_context_size",
)


def _parse_web_search_tool(tool: dict[str, Any], param: str, tool_type: str) -> dict[str, Any]:
    """A `web_search` tool; `external_web_access` defaults to true, as in the reference."""
    only_keys(tool, _WEB_SEARCH_TOOL_KEYS, param)
    echo: dict[str, Any] = {"type": tool_type}
    external = optional(tool, "external_web_access", f"{param}.external_web_access", boolean)
    echo["external_web_access"] = True if external is None else external
    allowed: list[str] | None = None
    if present(tool, "filters"):
        filters = json_object(tool["filters"], f"{param}.filters")
        only_keys(filters, ("allowed_domains",), f"{param}.filters")
        if present(filters, "allowed_domains"):
            raw = array(filters["allowed_domains"], f"{param}.filters.allowed_domains")
            allowed = [
                string(domain, f"{param}.filters.allowed_domains[{k}]")
                for k, domain in enumerate(raw)
            ]
    echo["filters"] = {"allowed_domains": allowed} if allowed is not None else None
    echo["search_context_size"] = "medium"
    if present(tool, "search_context_size"):
        echo["search_context_size"] = choice(
            tool["search_context_size"], f"{param}.search_context_size", SEARCH_CONTEXT_SIZES
        )
    # The location is only a hint for the model's searches; it is echoed, not used.
    echo["user_location"] = (
        json_object(tool["user_location"], f"{param}.user_location")
        if present(tool, "user_location")
        else None
    )
    return echo


def parse_tools(value: object) -> ParsedTools:
    parsed = ParsedTools()
    tools, servers = parsed.tools, parsed.servers
    for i, raw in enumerate(array(value, "tools")):
        param = f"tools[{i}]"
        tool = json_object(raw, param)
        if not present(tool, "type"):
            missing_param(f"{param}.type")
        tool_type = string(tool["type"], f"{param}.type")
        if tool_type == "function":
            tools.append(_parse_function_tool(tool, param))
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
            parsed.web_search = _parse_web_search_tool(tool, param, tool_type)
            tools.append(parsed.web_search)
        elif tool_type == "file_search":
            if parsed.file_search is not None:
                fail(
                    param,
                    f"Invalid '{param}': only one file_search tool is allowed.",
                    "invalid_value",
                )
            parsed.file_search = _parse_file_search_tool(tool, param)
            tools.append(parsed.file_search)
        elif tool_type == "mcp":
            echo, server = _parse_mcp_tool(tool, param)
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
            fail(
                f"{param}.type",
                f"Tool type '{tool_type}' is not supported yet by this server; "
                "only 'function', 'namespace', 'mcp', 'web_search' and 'file_search' tools are.",
                "unsupported_value",
            )
        else:
            bad_value(f"{param}.type", tool_type, (*SUPPORTED_TOOL_TYPES, *HOSTED_TOOL_TYPES))
    return parsed


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
    value: object, declared: list[str], labels: list[str]
) -> str | dict[str, Any]:
    if isinstance(value, str):
        mode = choice(value, "tool_choice", TOOL_CHOICE_MODES)
        if mode == "required" and not declared and not labels:
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
    if choice_type in HOSTED_TOOL_CHOICE_TYPES:
        fail(
            "tool_choice.type",
            f"Tool choice type '{choice_type}' is not supported yet by this server.",
            "unsupported_value",
        )
    bad_value(
        "tool_choice.type",
        choice_type,
        ("function", "allowed_tools", "mcp", *HOSTED_TOOL_CHOICE_TYPES),
    )
