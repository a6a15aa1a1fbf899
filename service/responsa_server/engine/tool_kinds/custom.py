"""`custom` tools (free-form text input, optionally constrained by a Lark or regex grammar):
run by the client, at the top of `tools` or inside a `namespace`.

Chat Completions has only JSON-argument functions, so a custom tool is offered as a function
of one string parameter, `input`; the function's description is the tool's own plus what the
format asks for (for a grammar: "The input must match this Lark grammar:" and the definition;
the upstream's tool calls are not grammar-constrained: vLLM, Ollama and llama.cpp constrain
`response_format`, not one tool's argument, so the model is told the grammar instead).

A call comes back as a `custom_tool_call` item (`namespace` set inside a namespace) with the
decoded `input`; the input streams as `response.custom_tool_call_input.delta` (decoded text,
not JSON) and `.done`. The client answers with a `custom_tool_call_output` input item, which
reads to the model as the call's tool result.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
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
from responsa_server.engine.tool_kinds.functions import FunctionOf, text_of
from responsa_server.model.ids import new_id
from responsa_server.model.request.custom_tools import CustomSpec

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest

INPUT = "input"
# The first two hex digits of a \uXXXX escape that opens a surrogate pair (D800-DBFF).
_HIGH_SURROGATES = frozenset({"d8", "d9", "da", "db"})


def format_note(fmt: dict[str, Any]) -> str:
    """What the model is told about a custom tool's input format."""
    if fmt.get("type") == "grammar":
        syntax = "Lark grammar" if fmt.get("syntax") == "lark" else "regular expression"
        return (
            f"Pass the tool's raw input text (not JSON) as `{INPUT}`. It must match this "
            f"{syntax}:\n{fmt.get('definition', '')}"
        )
    return f"Pass the tool's raw input text (not JSON) as `{INPUT}`."


def as_function(tool: dict[str, Any]) -> dict[str, Any]:
    """A custom tool as the function tool it is offered as (named by the name table)."""
    note = format_note(tool.get("format") or {"type": "text"})
    own = tool.get("description")
    return {
        "type": "function",
        "name": tool["name"],
        "description": f"{own}\n\n{note}" if own else note,
        "parameters": {
            "type": "object",
            "properties": {INPUT: {"type": "string", "description": "The tool's input."}},
            "required": [INPUT],
            "additionalProperties": False,
        },
        "strict": None,
    }


def offered_form(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`tools` with each custom tool (also a namespace's) in the function form it is offered as."""
    shaped: list[dict[str, Any]] = []
    for tool in tools:
        if tool["type"] == "custom":
            shaped.append(as_function(tool))
        elif tool["type"] == "namespace" and any(t["type"] == "custom" for t in tool["tools"]):
            members = [as_function(t) if t["type"] == "custom" else t for t in tool["tools"]]
            shaped.append(dict(tool, tools=members))
        else:
            shaped.append(tool)
    return shaped


def named_tools(
    tools: list[dict[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The function tools and namespaces the name table names (toolset.py), custom tools among
    them in the function form they are offered as."""
    shaped = offered_form(tools)
    return (
        [t for t in shaped if t["type"] == "function"],
        [t for t in shaped if t["type"] == "namespace"],
    )


def custom_names(tools: list[dict[str, Any]]) -> frozenset[tuple[str | None, str]]:
    """(namespace, name) of every custom tool among `tools`."""
    found: set[tuple[str | None, str]] = set()
    for tool in tools:
        if tool["type"] == "custom":
            found.add((None, tool["name"]))
        elif tool["type"] == "namespace":
            found |= {(tool["name"], t["name"]) for t in tool["tools"] if t["type"] == "custom"}
    return frozenset(found)


def input_of(arguments: str) -> str:
    """The `input` the model wrote, from its JSON arguments (the raw text if they are not)."""
    try:
        parsed = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return arguments
    value = parsed.get(INPUT) if isinstance(parsed, dict) else None
    return value if isinstance(value, str) else ""


@dataclass(slots=True)
class InputDecoder:
    """The decoded text of one string field (`input`, or `field`) inside JSON arguments that
    arrive in pieces (a custom tool's input, the code of a code_interpreter call)."""

    raw: str = ""
    sent: int = 0  # characters of decoded input already handed out
    field: str = INPUT

    def feed(self, piece: str) -> str:
        """The input text `piece` completes (decoded), beyond what was handed out."""
        self.raw += piece
        decoded = decoded_prefix(self.raw, self.field)
        fresh = decoded[self.sent :]
        self.sent = len(decoded)
        return fresh


def decoded_prefix(raw: str, name: str = INPUT) -> str:
    """The decoded part of `"<name>": "...` in `raw` so far (up to the last whole escape)."""
    key = raw.find(f'"{name}"')
    if key == -1:
        return ""
    colon = raw.find(":", key + len(name) + 2)
    quote = raw.find('"', colon + 1) if colon != -1 else -1
    if quote == -1:
        return ""
    body = raw[quote + 1 :]
    end = 0
    while end < len(body):
        char = body[end]
        if char == '"':
            break
        if char == "\\":
            width = 6 if body[end + 1 : end + 2] == "u" else 2
            if end + width > len(body):
                break
            if width == 6 and body[end + 2 : end + 4].lower() in _HIGH_SURROGATES:
                # Half of a surrogate pair: wait for the other half (12 characters in all).
                if end + 12 > len(body):
                    break
                width = 12
            end += width
            continue
        end += 1
    try:
        return str(json.loads(f'"{body[:end]}"'))
    except json.JSONDecodeError:
        return ""


@dataclass(slots=True)
class CustomTarget:
    """A `custom_tool_call` item for a call the client runs."""

    function_of: FunctionOf
    decoders: dict[str, InputDecoder] = field(default_factory=dict)

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `custom_tool_call` item."""
        item = {
            "id": new_id("ctc"),
            "type": "custom_tool_call",
            "status": "in_progress",
            "call_id": call.call_id,
            "input": "",
        }
        call.item = item
        self.settle(call)
        return item

    def arguments_event(self, call: ToolCall) -> str | None:
        """Its input streams as `response.custom_tool_call_input.*`."""
        return "custom_tool_call_input"

    def delta(self, call: ToolCall, piece: str) -> str:
        """The decoded input a piece of the JSON arguments adds."""
        return self.decoders.setdefault(call.call_id, InputDecoder()).feed(piece)

    def announces_progress(self, call: ToolCall) -> bool:
        """A custom tool call has no `in_progress` event."""
        return False

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """The whole input, and the done event's fields."""
        item = call.item
        assert item is not None
        item["input"] = input_of(call.arguments_text)
        self.settle(call)
        return {"item_id": item["id"], "output_index": call.output_index, "input": item["input"]}

    def partial(self, call: ToolCall) -> None:
        """The input and the name as far as they came."""
        assert call.item is not None
        call.item["input"] = decoded_prefix(call.arguments_text)

    def settle(self, call: ToolCall) -> None:
        """Set the item's `name` (and `namespace` inside a namespace), after `input`."""
        item = call.item
        assert item is not None
        namespace, name = self.function_of(call.name)
        for key in ("namespace", "name"):
            item.pop(key, None)
        if namespace is not None:
            item["namespace"] = namespace
        item["name"] = name


class CustomTools(NoSetup):
    """The request's custom tools: plans their calls (the client runs them)."""

    builtin = None

    def __init__(self, names: frozenset[tuple[str | None, str]]) -> None:
        self._names = names
        self._target: CustomTarget | None = None

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """A call of a custom tool becomes a `custom_tool_call` for the client."""
        if toolset.function_of(chat_name) not in self._names:
            return None
        if self._target is None or self._target.function_of != toolset.function_of:
            self._target = CustomTarget(toolset.function_of)
        return Plan(CallKind.FUNCTION, self._target)

    async def run(self, call: ToolCall) -> object:
        """Never called: the client runs custom tools."""
        raise AssertionError("custom tool calls are the client's")

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Never called: the client runs custom tools."""
        raise AssertionError("custom tool calls are the client's")


def _replay_call(replay: Replay, item: dict[str, Any]) -> None:
    name = item["name"]
    if item.get("namespace"):
        name = replay.function_name(item["namespace"], name)
    replay.call(item["call_id"], name, json.dumps({INPUT: item["input"]}))


def _replay_output(replay: Replay, item: dict[str, Any]) -> None:
    replay.answer(item["call_id"], text_of(item["output"]))


class CustomKind(ToolKind):
    """`custom` tools: offered as functions of one string, called back as custom tool calls."""

    spec = CustomSpec()
    replayers: Mapping[str, Replayer] = {
        "custom_tool_call": _replay_call,
        "custom_tool_call_output": _replay_output,
    }

    native_item_types = frozenset({"custom_tool_call", "custom_tool_call_output"})

    def function_form(self, tool: dict[str, Any]) -> dict[str, Any] | None:
        """A function of one string, `input` (the format in its description)."""
        return as_function(tool)

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """A Responses upstream gets the offered custom tools as themselves."""
        tools = request.offered_tools
        names = frozenset(name for namespace, name in custom_names(tools) if not namespace)
        return names, [t for t in tools if t["type"] == "custom" and t["name"] in offered]

    async def open_tool(self, shared: RunShared, services: ToolServices) -> CustomTools | None:
        """The request's custom tools (its own and those of additional_tools items), if any."""
        names = custom_names(shared.request.offered_tools)
        return CustomTools(names) if names else None
