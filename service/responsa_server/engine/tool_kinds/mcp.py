"""MCP tools: listed from each server of the request, run here, or held for the client's approval.

Before the first turn each server's tools are listed (or the chain's listing reused) as an
`mcp_list_tools` item, and calls the client approved run. A call of a listed tool becomes an
`mcp_call` item (arguments stream as `response.mcp_call_arguments.*`; it stays open while it
runs), an `mcp_approval_request` item when the server's policy asks for approval, or an
`mcp_call` left incomplete on the last turn. In later turns an `mcp_call` reads as the call and
its output or error; a denied approval as a call answered by the denial.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    Batch,
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
)
from responsa_server.engine.tool_kinds.mcp_context import (
    ApprovalAnswer,
    approval_answers,
    reused_listing,
)
from responsa_server.model.ids import new_id
from responsa_server.model.mcp_servers import McpServer
from responsa_server.model.request.mcp_tool import McpSpec
from responsa_server.observability import hooks
from responsa_server.tools.mcp_client import McpCallOutcome, McpConnections, McpFailure

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Builtin, Toolset
    from responsa_server.model.request import CreateRequest


@dataclass(frozen=True, slots=True)
class McpToolTarget:
    """An MCP tool the model may call: its server and its entry from `tools/list`."""

    server: McpServer
    tool: dict[str, Any]
    # The tool's own name on its server (a field, not a property: the name table reads it often).
    name: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", str(self.tool["name"]))

    @property
    def server_label(self) -> str:
        """The label of its server (the name table's ListedTool)."""
        return self.server.label

    @property
    def annotations(self) -> dict[str, Any] | None:
        """The tool's MCP annotations (readOnlyHint, ...), if it has any."""
        annotations = self.tool.get("annotations")
        return annotations if isinstance(annotations, dict) else None

    def chat_tool(self, chat_name: str) -> dict[str, Any]:
        """The tool as a Chat Completions function under `chat_name`."""
        function: dict[str, Any] = {"name": chat_name}
        description = self.tool.get("description")
        if self.server.description:
            # The server's description gives the model context the tool's own may lack.
            prefix = f"[{self.server.label}: {self.server.description}]"
            description = f"{prefix} {description}" if description else prefix
        if description:
            function["description"] = description
        function["parameters"] = self.tool.get("input_schema") or {"type": "object"}
        return {"type": "function", "function": function}

    # -- CallTarget --------------------------------------------------------------------------

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """An `mcp_approval_request` (emitted whole) or an `mcp_call` item."""
        if call.kind is CallKind.APPROVAL:
            return {
                "id": new_id("mcpr"),
                "type": "mcp_approval_request",
                "arguments": call.arguments_text,
                "name": self.name,
                "server_label": self.server.label,
            }
        return mcp_call_item(
            self.server.label, self.name, approval_request_id=call.approval_request_id
        )

    def arguments_event(self, call: ToolCall) -> str | None:
        """An mcp_call's arguments stream; an approval request has no argument events."""
        return None if call.kind is CallKind.APPROVAL else "mcp_call_arguments"

    def delta(self, call: ToolCall, piece: str) -> str:
        """Arguments stream as the model writes them."""
        return piece

    def announces_progress(self, call: ToolCall) -> bool:
        """`response.mcp_call.in_progress` after an mcp_call is added."""
        return call.kind is not CallKind.APPROVAL

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """The whole arguments, and `response.mcp_call_arguments.done`'s fields."""
        item = call.item
        assert item is not None
        item["arguments"] = call.arguments_text
        return {
            "item_id": item["id"],
            "output_index": call.output_index,
            "arguments": item["arguments"],
        }

    def settle(self, call: ToolCall) -> None:
        """Nothing to add before the item closes."""

    def partial(self, call: ToolCall) -> None:
        """The arguments as far as they came."""
        assert call.item is not None
        call.item["arguments"] = call.arguments_text


def mcp_call_item(
    server_label: str, name: str, arguments: str = "", approval_request_id: str | None = None
) -> dict[str, Any]:
    """A new `mcp_call` item, keys in the order OpenAI sends them."""
    return {
        "id": new_id("mcp"),
        "type": "mcp_call",
        "status": "in_progress",
        "approval_request_id": approval_request_id,
        "arguments": arguments,
        "error": None,
        "name": name,
        "output": None,
        "server_label": server_label,
    }


def complete_mcp_call(
    output: OutputStream, call: ToolCall, result: str | None, error: dict[str, Any] | None
) -> None:
    """Record an MCP call's result and emit `mcp_call.completed|failed` and its done."""
    item = call.item
    assert item is not None
    item["output"] = result
    item["error"] = error
    item["status"] = "failed" if error is not None else "completed"
    output.emit(
        "response.mcp_call.failed" if error is not None else "response.mcp_call.completed",
        {"item_id": item["id"], "output_index": call.output_index},
    )
    output.close_item(call)


class McpTools(NoSetup):
    """The MCP servers of one response: their listings, approved calls and calls."""

    builtin: Builtin | None = None

    def __init__(
        self,
        connections: McpConnections,
        servers: list[McpServer],
        context: list[dict[str, Any]],
        answers: list[ApprovalAnswer],
    ) -> None:
        self._connections = connections
        self._servers = servers
        self._context = context
        self._answers = answers
        self.listed: list[McpToolTarget] = []

    async def setup(self, output: OutputStream) -> AsyncIterator[Batch]:
        """Give every server a tool list: the chain's, or a new `mcp_list_tools` item."""
        listed: dict[str, list[dict[str, Any]]] = {}
        fresh: list[McpServer] = []
        for server in self._servers:
            # This response's own listing first: a run resumed after a takeover (jobs/) lists
            # nothing again, and keeps what the model was offered (none after a failed one).
            earlier = _own_listing(output.output, server.label) or reused_listing(
                self._context, server.label
            )
            if earlier is not None:
                listed[server.label] = list(earlier.get("tools") or [])
            else:
                fresh.append(server)
        tasks = {s.label: asyncio.create_task(self._connections.list_tools(s)) for s in fresh}
        try:
            for server in fresh:
                item: dict[str, Any] = {
                    "id": new_id("mcpl"),
                    "type": "mcp_list_tools",
                    "server_label": server.label,
                    "tools": [],
                }
                output.output.append(item)
                address = {"item_id": item["id"], "output_index": len(output.output) - 1}
                output.emit(
                    "response.output_item.added",
                    {"output_index": address["output_index"], "item": dict(item, tools=[])},
                )
                output.emit("response.mcp_list_tools.in_progress", address)
                yield output.drain()
                try:
                    tools = await tasks[server.label]
                except McpFailure as failure:
                    item["error"] = failure.message
                    output.emit("response.mcp_list_tools.failed", address)
                else:
                    item["tools"] = [tool for tool in tools if server.allows(tool)]
                    listed[server.label] = item["tools"]
                    output.emit("response.mcp_list_tools.completed", address)
                output.emit(
                    "response.output_item.done",
                    {"output_index": address["output_index"], "item": item},
                )
                yield output.drain()
        finally:
            for task in tasks.values():
                task.cancel()
        self.listed = [
            McpToolTarget(server, tool)
            for server in self._servers
            for tool in listed.get(server.label, ())
            if server.allows(tool)
        ]

    def resumed_calls(self, toolset: Toolset, budget: TurnBudget) -> list[ToolCall]:
        """The calls the client approved (once each: the store holds the claim)."""
        calls: list[ToolCall] = []
        for answer in self._answers:
            if not answer.approve:
                continue
            asked = answer.request
            listed = toolset.mcp_target_of(answer.server.label, asked["name"])
            target = (
                listed
                if isinstance(listed, McpToolTarget)
                else McpToolTarget(answer.server, {"name": asked["name"]})
            )
            call = ToolCall(
                call_id=asked["id"],
                name=asked["name"],
                arguments=[asked["arguments"]],
                approval_request_id=asked["id"],
            )
            call.plan(Plan(CallKind.RUN, target, self))
            calls.append(call)
            budget.take()
        return calls

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Run a listed tool, ask for approval first, or (last turn) leave it incomplete."""
        target = toolset.mcp_target(chat_name)
        if not isinstance(target, McpToolTarget):
            return None
        if budget.last_turn:
            return Plan(CallKind.NOT_RUN, target)
        if target.server.needs_approval(target.name, target.annotations):
            return Plan(CallKind.APPROVAL, target)
        if not budget.left():
            return Plan(CallKind.IGNORED, target)
        budget.take()
        return Plan(CallKind.RUN, target, self)

    async def run(self, call: ToolCall) -> McpCallOutcome:
        """Call the tool on its server (arguments that are not a JSON object are refused)."""
        target = call.target
        assert isinstance(target, McpToolTarget)
        try:
            parsed = orjson.loads(call.arguments_text or "{}")
        except orjson.JSONDecodeError:
            parsed = None
        if not isinstance(parsed, dict):
            return McpCallOutcome(
                None,
                {
                    "type": "mcp_protocol_error",
                    "code": -32602,
                    "message": "The model's arguments are not a JSON object; the tool was not "
                    "called.",
                },
            )
        async with hooks.tool_call(
            "mcp_call", target.name, call.call_id, call.arguments_text
        ) as span:
            outcome = await self._connections.call_tool(target.server, target.name, parsed)
            hooks.tool_result(span, _result_text(outcome))
            return outcome

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Close the mcp_call with its output or error."""
        assert isinstance(outcome, McpCallOutcome)
        complete_mcp_call(output, call, outcome.output, outcome.error)


def _result_text(outcome: McpCallOutcome) -> str:
    """A call's result as its span records it: the output, or the error as JSON."""
    if outcome.output is not None:
        return outcome.output
    return orjson.dumps(outcome.error).decode()


def _own_listing(output: list[dict[str, Any]], label: str) -> dict[str, Any] | None:
    """The response's own `mcp_list_tools` item of `label`, failed or not."""
    return next(
        (
            item
            for item in reversed(output)
            if item.get("type") == "mcp_list_tools" and item.get("server_label") == label
        ),
        None,
    )


def mcp_call_result(item: dict[str, Any]) -> str:
    """What the model reads as an MCP call's result: its output, or what went wrong."""
    if item.get("output") is not None:
        return str(item["output"])
    error = item.get("error")
    if isinstance(error, dict):
        if error.get("type") == "mcp_tool_execution_error":
            content = error.get("content")
            parts = content if isinstance(content, list) else []
            text = "".join(str(p.get("text", "")) for p in parts if isinstance(p, dict))
            return f"Error: {text or content}"
        return f"Error: {error.get('message') or error.get('type')}"
    if item.get("status") == "incomplete":
        return "Not run: the response reached its limit of tool-calling turns."
    return ""


def _replay_call(replay: Replay, item: dict[str, Any]) -> None:
    """An mcp_call or mcp_approval_request item as the model's call (its id is the call id)."""
    name = replay.chat_name(item["server_label"], item["name"])
    replay.call(item["id"], name, item.get("arguments") or "{}")


def _replay_mcp_call(replay: Replay, item: dict[str, Any]) -> None:
    _replay_call(replay, item)
    replay.result(item["id"], mcp_call_result(item))


def _replay_answer(replay: Replay, item: dict[str, Any]) -> None:
    """A denied approval reads as the asked call answered by the denial (an approved one is
    the mcp_call that ran)."""
    if item.get("approve"):
        return
    asked = replay.known(item["approval_request_id"])
    if asked is None:
        return
    _replay_call(replay, asked)
    reason = item.get("reason")
    denial = "The user did not approve this tool call; it was not run."
    replay.answer(asked["id"], f"{denial} Reason: {reason}" if reason else denial)


class McpKind(ToolKind):
    """`mcp` tools: listed from their servers, offered by the name table, run here."""

    spec: McpSpec = McpSpec()
    replayers: Mapping[str, Replayer] = {
        "mcp_call": _replay_mcp_call,
        "mcp_approval_response": _replay_answer,
    }
    choice_narrows = True
    needs = (McpConnections,)

    @property
    def turn_call_types(self) -> tuple[str, ...]:
        """Pending approval requests and tool listings are not shown to the model."""
        return ("mcp_call",)

    async def open_tool(self, shared: RunShared, services: ToolServices) -> McpTools | None:
        """The request's MCP servers, if it has any."""
        servers = self.spec.servers_of(shared.request.tool_state)
        if not servers:
            return None
        return McpTools(services.get(McpConnections), servers, shared.context, shared.answers)

    def approval_answers(
        self, request: CreateRequest, context: list[dict[str, Any]]
    ) -> list[ApprovalAnswer]:
        """The input's `mcp_approval_response`s, matched with their requests."""
        servers = self.spec.servers_of(request.tool_state)
        return approval_answers(request.input_items, context, servers)

    def chat_names(self, choice: dict[str, Any], toolset: Toolset) -> set[str]:
        """The offered tools of the chosen server (or its one chosen tool)."""
        return toolset.names_of_server(choice["server_label"], choice.get("name"))
