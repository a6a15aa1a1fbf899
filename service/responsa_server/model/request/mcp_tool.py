"""Validation of `mcp` tools: the public echo, and the `McpServer` that keeps the secrets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from responsa_server.model.mcp_servers import ApprovalMode, McpServer, ToolFilter
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
    wrong_type,
)
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec

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


def parse_mcp_tool(tool: dict[str, Any], param: str) -> tuple[dict[str, Any], McpServer]:
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
    if (parts.username or parts.password) and (
        authorization is not None or any(key.lower() == "authorization" for key in headers)
    ):
        # The URL's user info becomes an Authorization header too: which one should win
        # cannot be told, so neither is dropped silently.
        fail(
            f"{param}.server_url",
            f"Invalid '{param}.server_url': it carries user info, and 'authorization' (or an "
            "Authorization header) is set too; send the credentials one way.",
            "invalid_value",
        )
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


class McpSpec(ToolSpec):
    """`mcp` tools: a remote MCP server's tools, listed and called by this server
    (engine/tool_kinds/mcp.py). Its state: the `McpServer`s, with their secrets."""

    name = "mcp"
    types = ("mcp",)
    choice_types = ("mcp",)
    choice_rank = 2
    allowed_types = ("mcp",)
    call_item_types = ("mcp_call", "mcp_approval_request", "mcp_list_tools")

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The public echo; the server (with its secrets) joins the request's servers."""
        echo, server = parse_mcp_tool(tool, param)
        servers: list[McpServer] = parsed.state.setdefault(self.name, [])
        if any(known.label == server.label for known in servers):
            fail(
                f"{param}.server_label",
                f"Invalid '{param}.server_label': '{server.label}' names another mcp tool "
                "of this request already; each MCP server needs its own label.",
                "invalid_value",
            )
        servers.append(server)
        return echo

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """`{"type": "mcp", "server_label": ..., "name"?: ...}`, a server of `tools`."""
        only_keys(value, ("type", "server_label", "name"), param)
        if not present(value, "server_label"):
            missing_param(f"{param}.server_label")
        label_param = f"{param}.server_label"
        label = string(value["server_label"], label_param)
        if label not in [server.label for server in self.servers(scope.parsed)]:
            fail(
                label_param,
                f"Invalid '{label_param}': no mcp tool with server_label '{label}' is declared "
                "in 'tools'.",
                "invalid_value",
            )
        name = optional(value, "name", f"{param}.name", string)
        return {"type": "mcp", "server_label": label, "name": name}

    def parse_allowed(
        self, entry: dict[str, Any], param: str, scope: ChoiceScope
    ) -> dict[str, Any]:
        """An allowed MCP server (or one of its tools), as the choice of one."""
        return self.parse_choice(entry, param, scope)

    def choosable(self, scope: ChoiceScope) -> bool:
        """A server is declared in `tools`."""
        return bool(self.servers(scope.parsed))

    def refuse_in_item(self, param: str, item_type: str) -> None:
        """Refused in `additional_tools` items: the item is stored, its credentials never."""
        fail(
            param,
            f"Invalid '{param}': mcp tools are not supported in '{item_type}' items by this "
            "server (the item is stored, and an MCP tool's credentials never are); declare it "
            "in 'tools'.",
            "unsupported_value",
        )

    def servers(self, parsed: ParsedTools) -> list[McpServer]:
        """The request's MCP servers."""
        return self.servers_of(parsed.state)

    def servers_of(self, state: Mapping[str, Any]) -> list[McpServer]:
        """The MCP servers in a request's tool state (CreateRequest.tool_state)."""
        servers: list[McpServer] = state.get(self.name, [])
        return servers
