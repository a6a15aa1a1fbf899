"""What the client-run action tools share (local_shell.py, shell.py, apply_patch.py,
computer.py): one chat function named as the tool type, offered on every turn; a call of it
becomes the reference's call item, emitted whole when the turn ends, and the response ends so
that the client runs it (as for a function call); the client's output item reads to the model
as the call's tool result.

A Responses upstream gets the tools as the client sent them and reads their items as they are
(`native_item_types`): nothing of them is rewritten into function calls there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ServerTool,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.action_tools import runs_on_client

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest

Events = list[tuple[str, dict[str, Any]]]


def arguments_of(call: ToolCall) -> dict[str, Any]:
    """The model's JSON arguments as an object ({} when they are not one: the item then carries
    empty fields, and the client reports the bad call in its output)."""
    try:
        parsed = orjson.loads(call.arguments_text or "{}")
    except orjson.JSONDecodeError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def strings(value: object) -> list[str]:
    """A list of strings from what the model gave (one string is a list of one)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [entry for entry in value if isinstance(entry, str)]
    return []


def whole_number(value: object) -> int | None:
    """An integer the model gave (a float with no fraction too), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


class ActionTarget(WholeItemTarget):
    """A client-run action's item, emitted whole (the reference has no argument events for
    it). A kind sets `item_type`, `id_prefix` and `fields` (the item's own fields from the
    model's arguments)."""

    item_type = ""
    id_prefix = ""

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """The item's fields after `call_id`, from the model's arguments."""
        raise NotImplementedError

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """The whole item: the arguments are complete when it opens."""
        item = {
            "id": new_id(self.id_prefix),
            "type": self.item_type,
            "status": "in_progress",
            "call_id": call.call_id,
            **self.fields(arguments_of(call)),
        }
        call.item = item
        return item

    def announces_progress(self, call: ToolCall) -> bool:
        """The reference has no `in_progress` event for these items."""
        return False

    def before_done(self, call: ToolCall) -> Events:
        """Events between the item's `output_item.added` and `.done` (none by default)."""
        return []


class ClientAction(NoSetup):
    """A request's action tool for one response: plans the model's calls of its chat function
    (the client runs them)."""

    def __init__(self, builtin: Builtin, target: ActionTarget) -> None:
        self.builtin = builtin
        self._target = target

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """A call of its function becomes its call item, for the client."""
        if chat_name != toolset.builtin_name(self.builtin):
            return None
        return Plan(CallKind.FUNCTION, self._target)

    async def run(self, call: ToolCall) -> object:
        """Never called: the client runs the action."""
        raise AssertionError("action tool calls are the client's")

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Never called: the client runs the action."""
        raise AssertionError("action tool calls are the client's")


def call_replayer(name: str, arguments: Callable[[dict[str, Any]], dict[str, Any]]) -> Replayer:
    """Replays a call item as the model's call of function `name` with these arguments."""

    def replay_call(replay: Replay, item: dict[str, Any]) -> None:
        replay.call(item["call_id"], name, json.dumps(arguments(item), ensure_ascii=False))

    return replay_call


def output_replayer(text: Callable[[dict[str, Any]], str]) -> Replayer:
    """Replays the client's output item as the tool result of the call it answers (by
    `call_id`; a `local_shell_call_output` may name it by `id` only)."""

    def replay_output(replay: Replay, item: dict[str, Any]) -> None:
        call_id = item.get("call_id") or item.get("id")
        if isinstance(call_id, str):
            replay.answer(call_id, text(item))

    return replay_output


def without_nulls(values: Mapping[str, Any]) -> dict[str, Any]:
    """`values` without its null entries (what the model reads of an item's fields)."""
    return {key: value for key, value in values.items() if value is not None}


class ActionKind(ToolKind):
    """A client-run action tool kind: a subclass sets `spec`, `replayers`,
    `native_item_types` and `builtin_for` (the chat function a tool entry is offered as), and
    its `target`."""

    target: ActionTarget = ActionTarget()

    def builtin_for(self, tool: dict[str, Any]) -> Builtin:
        """The chat function a tool of this kind is offered as."""
        raise NotImplementedError

    def offered_tool(self, request: CreateRequest) -> dict[str, Any] | None:
        """The request's tool of this kind the client runs (the first offered), if any."""
        return next(
            (
                tool
                for tool in request.offered_tools
                if tool["type"] in self.spec.types and runs_on_client(tool)
            ),
            None,
        )

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ServerTool | None:
        """Its chat function for this response, if the request offers the tool."""
        tool = self.offered_tool(shared.request)
        return ClientAction(self.builtin_for(tool), self.target) if tool is not None else None

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """A Responses upstream gets the tools as the client sent them, not the function (the
        client's while its function is offered this turn; a container shell always)."""
        tools = [t for t in request.offered_tools if t["type"] in self.spec.types]
        own = self.offered_tool(request)
        names: frozenset[str] = frozenset()
        if own is not None:
            builtin = self.builtin_for(own)
            # Its chat name: its own, unless a client's function took it (then the fallback).
            name = builtin.fallback if builtin.fallback in offered else builtin.name
            names = frozenset({name} & offered)
        return names, [t for t in tools if names or not runs_on_client(t)]

    def native_choice(self, request: CreateRequest, chat_name: str) -> dict[str, Any]:
        """A `tool_choice` for its function becomes `{"type": <the offered tool's type>}`."""
        tool = self.offered_tool(request)
        return {"type": tool["type"] if tool is not None else self.spec.types[0]}

    def chat_names(self, choice: dict[str, Any], toolset: Toolset) -> set[str]:
        """`{"type": ...}` names its one chat function."""
        for builtin in toolset.builtins.values():
            if builtin.name == self.spec.name:
                found = toolset.builtin_name(builtin)
                return {found} if found is not None else set()
        return set()
