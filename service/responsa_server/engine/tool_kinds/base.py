"""The interface every tool kind implements: `ToolKind`, with defaults for every part.

A kind is one object (registered in engine/tool_kinds/__init__.py) holding its request part, a
`ToolSpec` (model/request/tool_spec.py: its `tools` entries, `tool_choice` forms, call item
types), and the engine's parts below. Its parts here, each optional:
- what the model is offered: chat tool definitions under chat names (`Builtin`, or the name
  table's own rules for functions, namespaces and MCP tools, toolset.py);
- what a call of it becomes: a `Plan` with the `CallTarget` that shapes its item and events
  (engine/calls.py);
- how its items read to the model in later turns: `Replayer`s by item type (replay.py);
- for server-side kinds, a `ServerTool` per response: steps before the first turn, planning,
  running and recording its calls, citations, and what is stored beside the response.

- what it needs to run: `ToolServices` looks a service up by its type.

Kinds are registered in `engine/tool_kinds/__init__.py`; the tool loop only walks the registry.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import orjson

from responsa_server.engine.replay import Replayer
from responsa_server.engine.toolset import Builtin, ListedTool
from responsa_server.model.request.tool_spec import ToolSpec

if TYPE_CHECKING:
    from responsa_server.engine.calls import Plan, ToolCall
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.tool_kinds.mcp_context import ApprovalAnswer
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore

Batch = list[dict[str, Any]]
Items = list[dict[str, Any]]
ContextLoader = Callable[[Items, "ResponseStore", str], Awaitable[Items]]
Service = TypeVar("Service")


class ToolServices:
    """What the server-side kinds run on, looked up by type: each kind asks for what it needs
    (`get`), or for what may be missing (`find`: the web search provider, when configured).
    A `None` among the services is one not configured."""

    def __init__(self, *services: object) -> None:
        self._services = tuple(service for service in services if service is not None)

    def find(self, kind: type[Service]) -> Service | None:
        """The service of type `kind` (a class or a runtime-checkable protocol), if any."""
        return next((s for s in self._services if isinstance(s, kind)), None)

    def missing(self, needed: tuple[type[Any], ...]) -> list[str]:
        """The names of the types among `needed` no service is."""
        return [kind.__name__ for kind in needed if self.find(kind) is None]

    def get(self, kind: type[Service]) -> Service:
        """The service of type `kind`; a kind needing one that is missing is a wiring bug."""
        found = self.find(kind)
        if found is None:
            raise LookupError(f"no {kind.__name__} among the tool services")
        return found


@dataclass(slots=True)
class TurnBudget:
    """What one turn may still run: the response's `max_tool_calls` and the turn limit."""

    request: CreateRequest
    last_turn: bool = False
    runs: int = 0  # server-side calls run (or planned to run) so far in this response
    incomplete: bool = False  # a call needed one more turn than the limit allows

    def left(self) -> bool:
        """Whether `max_tool_calls` allows one more server-side call."""
        limit = self.request.max_tool_calls
        return limit is None or self.runs < limit

    def take(self) -> None:
        """Count one server-side call."""
        self.runs += 1


@dataclass(slots=True)
class RunShared:
    """What a response's server tools share: its request, project and the texts the model read.

    `read`: output item id -> (chat name, what the model read as the call's result), for every
    server call of this response; the next turn's messages and stored transcripts use it.
    `admitting`: a background request is being checked before it is queued (its job opens the
    tools again to run them): a tool checks what it would refuse and makes nothing.
    `resumed`: the output items of a run taken over at a turn boundary (engine/resume.py),
    whose containers its tools go on using.
    """

    request: CreateRequest
    project: str
    context: list[dict[str, Any]] = field(default_factory=list)  # the chain's items
    answers: list[ApprovalAnswer] = field(default_factory=list)  # approvals in the input
    read: dict[str, tuple[str, str]] = field(default_factory=dict)
    # The model's upstream speaks the Responses API: a kind it runs itself (web_search_preview,
    # image_generation) is given to it as the client sent it instead of run here.
    speaks_responses: bool = False
    admitting: bool = False
    resumed: list[dict[str, Any]] = field(default_factory=list)


class ServerTool(Protocol):
    """A tool kind's part of one response (server-side kinds; a client-side kind with items of its
    own, such as `custom` tools, implements `plan` with `CallKind.FUNCTION` plans and the
    defaults of `NoSetup` for the rest: `run` and `record` are only called for RUN plans)."""

    @property
    def builtin(self) -> Builtin | None:
        """Offered as one chat function (None: named by the name table)."""
        ...

    @property
    def listed(self) -> Sequence[ListedTool] | None:
        """Tools a remote server listed for the model, named by the name table (toolset.py);
        None for a kind that lists none."""
        ...

    def setup(self, output: OutputStream) -> AsyncIterator[Batch]:
        """Steps before the first turn (listing tools); items go into `output`."""
        ...

    def resumed_calls(self, toolset: Toolset, budget: TurnBudget) -> list[ToolCall]:
        """Calls to run before the first turn (the client approved them in this input)."""
        ...

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """What a call of `chat_name` becomes, if it is this kind's; None otherwise."""
        ...

    async def run(self, call: ToolCall) -> object:
        """Run the call; a failure is an outcome, never an exception."""
        ...

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """Events once the call's item is open and it runs (a search's `searching`)."""
        ...

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Close the call's item with the outcome `run` returned."""
        ...

    def annotate(self, text: str) -> list[dict[str, Any]]:
        """The citations an answer's text gets from this kind's calls."""
        ...

    async def before_save(self, output: list[dict[str, Any]]) -> None:
        """Store what must outlive the response beside it (before its items are stored)."""
        ...


class NoSetup:
    """Defaults for the optional parts of a ServerTool."""

    listed: Sequence[ListedTool] | None = None

    async def setup(self, output: OutputStream) -> AsyncIterator[Batch]:
        """No steps before the first turn."""
        return
        yield

    def resumed_calls(self, toolset: Toolset, budget: TurnBudget) -> list[ToolCall]:
        """No calls before the first turn."""
        return []

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """No event while it runs."""

    def annotate(self, text: str) -> list[dict[str, Any]]:
        """No citations."""
        return []

    async def before_save(self, output: list[dict[str, Any]]) -> None:
        """Nothing stored beside the response."""


class ToolKind:
    """A tool kind: its request part (`spec`) and its engine parts, each with a default.

    `replayers`: item type -> how such an item reads to the model in later turns;
    `cut_status`: item type -> the status its unfinished item ends with when the response fails
    (default "incomplete"); `context_loaders`: what it attaches to a loaded chain before the
    model reads it; `open_tool`: its part of one response, or None when the request does not
    use it (may raise the 400 of a tool that cannot run, before anything runs); `chat_names`:
    the chat names a `tool_choice` object (or `allowed_tools` entry) of its kind names.
    """

    spec: ToolSpec = ToolSpec()
    replayers: Mapping[str, Replayer] = {}
    cut_status: Mapping[str, str] = {}
    context_loaders: tuple[ContextLoader, ...] = ()
    # The services it cannot run without (`ToolServices.get`): checked when the server starts.
    needs: tuple[type[Any], ...] = ()
    # A `tool_choice` naming it picks among several chat names: forced only on the first
    # turn, narrowing the offer to those names (an MCP server's tools).
    choice_narrows: bool = False
    # Its entries are groups of other kinds' tools, named by the name table (namespaces).
    named_group: bool = False
    # Item types a Responses upstream reads as they are (not replayed as function calls).
    native_item_types: frozenset[str] = frozenset()

    def approval_answers(self, request: CreateRequest, context: Items) -> list[ApprovalAnswer]:
        """The input's answers to approval requests of this kind's calls in the chain, checked
        (a 400 for one that answers nothing); the store claims each once (default: none)."""
        return []

    def function_form(self, tool: dict[str, Any]) -> dict[str, Any] | None:
        """The client function tool an entry of this kind is offered as through the name
        table (toolset.py), or None: not offered that way (default)."""
        return None

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """How a Responses upstream gets this kind's tools, given the chat names `offered` this
        turn: the chat function names they stand for there, and the tools given instead
        (default: none; its chat functions, if any, are given as functions)."""
        return frozenset(), []

    def native_choice(self, request: CreateRequest, chat_name: str) -> dict[str, Any]:
        """The `tool_choice` a Responses upstream gets for a choice of its chat function
        `chat_name` that `native_tools` replaced (default: its type and the name)."""
        return {"type": self.spec.name, "name": chat_name}

    @property
    def turn_call_types(self) -> tuple[str, ...]:
        """Its item types that are calls of the model (one turn's calls share one assistant
        message)."""
        return self.spec.call_item_types

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ServerTool | None:
        """Its part of one response; None: the request does not use it (or it runs on the
        client, offered as functions). Not called for a request that offers no tool at all
        (its `tool_state` and `offered_tools` empty): a kind's part comes from its tools."""
        return None

    def chat_names(self, choice: dict[str, Any], toolset: Toolset) -> set[str]:
        """The chat names a `tool_choice` object of this kind names (default: its `name`)."""
        return {str(choice["name"])} if "name" in choice else set()


class WholeItemTarget:
    """Defaults for a `CallTarget` (engine/calls.py) whose item is emitted whole, with its
    arguments already in it: no argument events, `in_progress` after it is added, nothing to
    add before it closes. A kind's target defines `open_item` and overrides what differs."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """The call's new item."""
        raise NotImplementedError

    def arguments_event(self, call: ToolCall) -> str | None:
        """No argument events."""
        return None

    def delta(self, call: ToolCall, piece: str) -> str:
        """Arguments stream as the model writes them."""
        return piece

    def announces_progress(self, call: ToolCall) -> bool:
        """`response.<item type>.in_progress` after it is added."""
        return True

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """Never asked: no argument events."""
        return {}

    def settle(self, call: ToolCall) -> None:
        """Nothing to add before the item closes."""

    def partial(self, call: ToolCall) -> None:
        """Nothing: the arguments are in the item from the start."""


def query_of(arguments: str) -> str:
    """The model's `query` from a search call's arguments ('' when it sent none)."""
    try:
        parsed = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return ""
    query = parsed.get("query") if isinstance(parsed, dict) else None
    return query if isinstance(query, str) else ""


def searching(output: OutputStream, call: ToolCall) -> None:
    """A search call is under way: status `searching` and `response.<item type>.searching`."""
    item = call.item
    assert item is not None
    item["status"] = "searching"
    output.emit(
        f"response.{item['type']}.searching",
        {"output_index": call.output_index, "item_id": item["id"]},
    )
