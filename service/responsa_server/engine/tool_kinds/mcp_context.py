"""What a request's MCP tools take from the stored conversation: earlier tool listings, and the
approval requests its `mcp_approval_response` items answer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from responsa_server.model.errors import invalid_param
from responsa_server.model.mcp_servers import McpServer


@dataclass(frozen=True, slots=True)
class ApprovalAnswer:
    """One `mcp_approval_response` of the input, matched with the request it answers."""

    input_index: int
    request: dict[str, Any]  # the mcp_approval_request item
    approve: bool
    server: McpServer


def reused_listing(context: list[dict[str, Any]], label: str) -> dict[str, Any] | None:
    """The newest successful `mcp_list_tools` item of `label` in the chain, as OpenAI reuses
    a listing across a conversation instead of listing again each turn."""
    return next(
        (
            item
            for item in reversed(context)
            if item.get("type") == "mcp_list_tools"
            and item.get("server_label") == label
            and not item.get("error")
        ),
        None,
    )


def approval_answers(
    input_items: list[dict[str, Any]],
    context: list[dict[str, Any]],
    servers: list[McpServer],
) -> list[ApprovalAnswer]:
    """Match each approval response of the input with its request; ApiError (400) when one
    names no request of the chain, repeats one, or is for a server the request no longer has.
    Whether it was answered before (in any branch) is the store's check."""
    asked = {item["id"]: item for item in context if item.get("type") == "mcp_approval_request"}
    by_label = {server.label: server for server in servers}
    answers: list[ApprovalAnswer] = []
    seen: set[str] = set()
    for index, item in enumerate(input_items):
        if item.get("type") != "mcp_approval_response":
            continue
        param = f"input[{index}].approval_request_id"
        request_id = item["approval_request_id"]
        request = asked.get(request_id)
        if request is None:
            raise invalid_param(
                param,
                f"No MCP approval request with id '{request_id}' was found in the responses "
                "before this one (answer it with previous_response_id set to the response "
                "that asked).",
                code="invalid_value",
            )
        if request_id in seen:
            raise invalid_param(
                param,
                f"The MCP approval request '{request_id}' is answered twice in this input.",
                code="invalid_value",
            )
        seen.add(request_id)
        server = by_label.get(request["server_label"])
        if server is None:
            raise invalid_param(
                "tools",
                f"The MCP approval request '{request_id}' is for server "
                f"'{request['server_label']}', which is not among this request's mcp tools; "
                "send the same mcp tool again.",
                code="invalid_value",
            )
        answers.append(ApprovalAnswer(index, request, bool(item["approve"]), server))
    return answers
