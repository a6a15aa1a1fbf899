"""The `tool_search` tool with execution `client`: the model asks for tools that are not
loaded yet (`defer_loading: true`), the client runs the search and loads them.

Offered as one chat function (the tool's own `description` and `parameters`, else a query
string), on every turn. A call comes back as a `tool_search_call` item (`execution: "client"`,
its parsed `arguments`), emitted whole (the reference defines no argument events for it); the
client answers with a `tool_search_output` input item whose `tools` are offered from then on
(model/request/additional_tools.py). The model reads that output as the call's result: the
names and descriptions of the tools it loaded. Execution `server` is refused when the request
is parsed (model/request/custom_tools.py; README, Tool search).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.custom_tools import ToolSearchSpec

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset

NAME = "tool_search"
_DESCRIPTION = (
    "Search for tools that are not loaded yet. The matching tools are offered to you on your "
    "next call."
)
_PARAMETERS = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "What the tools should do."}},
    "required": ["query"],
}


def builtin_for(tool: dict[str, Any]) -> Builtin:
    """The chat function a `tool_search` tool is offered as (offered on every turn)."""
    return Builtin(
        NAME,
        f"responsa_{NAME}",
        tool.get("description") or _DESCRIPTION,
        tool.get("parameters") or _PARAMETERS,
        server_side=False,
    )


def _arguments(text: str) -> object:
    try:
        parsed = orjson.loads(text or "{}")
    except orjson.JSONDecodeError:
        return {"query": text}
    return parsed if isinstance(parsed, dict) else {"query": text}


class ToolSearchTarget:
    """A `tool_search_call` item for the client to run."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """The whole item: its arguments are complete when it opens (no argument events)."""
        item = {
            "id": new_id("tsc"),
            "type": "tool_search_call",
            "status": "in_progress",
            "call_id": call.call_id,
            "execution": "client",
            "arguments": _arguments(call.arguments_text),
        }
        call.item = item
        return item

    def arguments_event(self, call: ToolCall) -> str | None:
        """No argument events."""
        return None

    def delta(self, call: ToolCall, piece: str) -> str:
        """Never streamed (no argument events)."""
        return piece

    def announces_progress(self, call: ToolCall) -> bool:
        """No `in_progress` event."""
        return False

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """No done event (no argument events)."""
        return {}

    def settle(self, call: ToolCall) -> None:
        """The arguments as the model wrote them."""
        assert call.item is not None
        call.item["arguments"] = _arguments(call.arguments_text)

    def partial(self, call: ToolCall) -> None:
        """The arguments so far."""
        self.settle(call)


_TARGET = ToolSearchTarget()


class ClientToolSearch(NoSetup):
    """The request's client-run tool search: plans the model's calls of it."""

    def __init__(self, builtin: Builtin) -> None:
        self.builtin = builtin

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """A call of the search becomes a `tool_search_call` for the client."""
        if chat_name != toolset.builtin_name(self.builtin):
            return None
        return Plan(CallKind.FUNCTION, _TARGET)

    async def run(self, call: ToolCall) -> object:
        """Never called: the client runs the search."""
        raise AssertionError("tool_search calls are the client's")

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Never called: the client runs the search."""
        raise AssertionError("tool_search calls are the client's")


def _replay_call(replay: Replay, item: dict[str, Any]) -> None:
    if item.get("call_id"):
        replay.call(item["call_id"], NAME, json.dumps(item.get("arguments") or {}))


def _loaded(tools: list[dict[str, Any]]) -> str:
    """What the model reads of a search's result: the tools it can call now."""
    lines = []
    for tool in tools:
        members = tool.get("tools") if tool.get("type") == "namespace" else None
        for member in members or [tool]:
            name = member.get("name") or member.get("type")
            described = member.get("description")
            lines.append(f"- {name}: {described}" if described else f"- {name}")
    if not lines:
        return "No tools matched."
    return "These tools are now available:\n" + "\n".join(lines)


def _replay_output(replay: Replay, item: dict[str, Any]) -> None:
    if item.get("call_id"):
        replay.answer(item["call_id"], _loaded(item.get("tools") or []))


class ToolSearchKind(ToolKind):
    """The client-run `tool_search` tool: one chat function, called back to the client."""

    spec = ToolSearchSpec()
    replayers: Mapping[str, Replayer] = {
        "tool_search_call": _replay_call,
        "tool_search_output": _replay_output,
    }

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ClientToolSearch | None:
        """The request's `tool_search` tool (execution client), if it offers one."""
        tools = shared.request.offered_tools
        tool = next((t for t in tools if t["type"] in self.spec.types), None)
        return ClientToolSearch(builtin_for(tool)) if tool is not None else None
