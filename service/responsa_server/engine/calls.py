"""One tool call of the model, what it becomes, and the target that shapes its output item.

The output stream (output_stream.py) knows no tool kind: it asks the call's `CallTarget` for
the item, its argument events and how it closes. Each tool kind (engine/tool_kinds/) provides
its targets, and the planner of a turn picks one for every call by the chat name the model
called.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    from responsa_server.engine.tool_kinds.base import ServerTool


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


class Plan(NamedTuple):
    """What a call becomes, the target shaping its item and the server tool that runs it."""

    kind: CallKind
    target: CallTarget
    tool: ServerTool | None = None


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
    tool: ServerTool | None = None  # the server tool running it (kind RUN)
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
