"""One tool call of the model, what it becomes, and the target that shapes its output item.

The output stream (output_stream.py) knows no tool kind: it asks the call's `CallTarget` for
the item, its argument events and how it closes. Each tool kind (engine/tool_kinds/) provides
its targets, and the planner of a turn picks one for every call by the chat name the model
called. `FunctionTarget` (a `function_call` item the client answers) is here, not in its kind's
module: it is the output stream's default, and this module imports no tool kind.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, runtime_checkable

from responsa_server.model.ids import new_id


class CallKind(enum.Enum):
    """What becomes of one tool call of the model."""

    FUNCTION = "function"  # an item returned to the client, which runs the tool
    RUN = "run"  # an item the server runs (its kind's ServerTool), open until it has run
    APPROVAL = "approval"  # an approval request item; the call waits for the client
    NOT_RUN = "not_run"  # a server call's item left incomplete (the turn limit was reached)
    IGNORED = "ignored"  # over max_tool_calls: not run and not shown


class CallTarget(Protocol):
    """What a call's item looks like: one per tool kind (and per tool, where the item names it)."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """The call's new item (keys in the order OpenAI sends them)."""
        ...

    def arguments_event(self, call: ToolCall) -> str | None:
        """The `response.<x>.delta|done` family its arguments stream in; None: no such events
        (the item is emitted whole, or carries no arguments)."""
        ...

    def delta(self, call: ToolCall, piece: str) -> str:
        """What one piece of the model's JSON arguments adds to the `*.delta` events (the piece
        itself; a custom tool's decoded input text)."""
        ...

    def announces_progress(self, call: ToolCall) -> bool:
        """Whether `response.<item type>.in_progress` follows the item's `output_item.added`."""
        ...

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """Record the whole arguments in the item; the fields of its `*.done` event."""
        ...

    def settle(self, call: ToolCall) -> None:
        """Last touches before the item closes (a function call's name)."""
        ...

    def partial(self, call: ToolCall) -> None:
        """The open item as far as it came, for a failed response (its arguments so far)."""
        ...


@runtime_checkable
class EventsBeforeDone(Protocol):
    """A target whose item has events of its own between `output_item.added` and `.done`
    beyond its argument events (a shell call's commands); optional for a `CallTarget`."""

    def before_done(self, call: ToolCall) -> list[tuple[str, dict[str, Any]]]:
        """Last touches once the item's status is set; the events to emit before its done."""
        ...


class CallRunner(Protocol):
    """What runs a server call (a kind's `ServerTool`, engine/tool_kinds/base.py). `output` is
    the turn's OutputStream, typed loosely here: the stream is built on this module."""

    async def run(self, call: ToolCall) -> object:
        """Run the call; a failure is an outcome, never an exception."""
        ...

    def started(self, output: Any, call: ToolCall) -> None:
        """Events once the call's item is open and it runs."""
        ...

    def record(self, output: Any, call: ToolCall, outcome: object) -> None:
        """Close the call's item with the outcome `run` returned."""
        ...


class Plan(NamedTuple):
    """What a call becomes, the target shaping its item and the server tool that runs it."""

    kind: CallKind
    target: CallTarget
    tool: CallRunner | None = None


# chat function name -> what the call becomes
Planner = Callable[[str], Plan]


@dataclass(slots=True)
class ToolCall:
    """One call of the model in this turn, and the item it became."""

    call_id: str
    name: str
    arguments: list[str] = field(default_factory=list)
    kind: CallKind | None = None  # planned once the name is known
    target: CallTarget | None = None
    tool: CallRunner | None = None  # the server tool running it (kind RUN)
    item: dict[str, Any] | None = None  # set once the item is opened
    output_index: int = -1
    arguments_done: bool = False
    closed: bool = False  # its output_item.done was emitted
    approval_request_id: str | None = None  # an approved call: the request it answers

    @property
    def arguments_text(self) -> str:
        """The arguments so far, as one JSON string."""
        return "".join(self.arguments)

    def plan(self, plan: Plan) -> None:
        """Take the planner's decision."""
        self.kind, self.target, self.tool = plan


# A function call's (namespace, own name) for the chat name the model called.
FunctionOf = Callable[[str], tuple[str | None, str]]


def _plain(name: str) -> tuple[str | None, str]:
    return None, name


@dataclass(frozen=True, slots=True)
class FunctionTarget:
    """A call the client runs: a `function_call` item named as the client declared it."""

    function_of: FunctionOf = _plain

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `function_call` item."""
        item = {
            "id": new_id("fc"),
            "type": "function_call",
            "status": "in_progress",
            "arguments": "",
            "call_id": call.call_id,
        }
        call.item = item
        self.settle(call)
        return item

    def arguments_event(self, call: ToolCall) -> str | None:
        """Its arguments stream as `response.function_call_arguments.*`."""
        return "function_call_arguments"

    def delta(self, call: ToolCall, piece: str) -> str:
        """Arguments stream as the model writes them."""
        return piece

    def announces_progress(self, call: ToolCall) -> bool:
        """A function call has no `in_progress` event."""
        return False

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """The whole arguments, and the done event's fields (with the function's name)."""
        item = call.item
        assert item is not None
        item["arguments"] = call.arguments_text
        self.settle(call)
        return {
            "item_id": item["id"],
            "name": item["name"],
            "output_index": call.output_index,
            "arguments": item["arguments"],
        }

    def partial(self, call: ToolCall) -> None:
        """The arguments and the chat name as far as they came."""
        assert call.item is not None
        call.item["arguments"] = call.arguments_text
        call.item["name"] = call.name

    def settle(self, call: ToolCall) -> None:
        """Set the item's `name` (and `namespace`, for a namespace's function)."""
        item = call.item
        assert item is not None
        namespace, name = self.function_of(call.name)
        item.pop("name", None)
        if namespace is not None:
            item["namespace"] = namespace
        item["name"] = name


PLAIN_FUNCTION = FunctionTarget()
