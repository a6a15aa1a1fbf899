"""The state of one response while the tool loop runs it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.context.limits import Fitted
from responsa_server.engine.events import EventLog, EventSink
from responsa_server.engine.resume import restore_usage
from responsa_server.engine.timeline import Timeline
from responsa_server.engine.tool_kinds import kinds_of
from responsa_server.engine.tool_kinds.base import RunShared, ServerTool, TurnBudget
from responsa_server.engine.toolset import Toolset, toolset
from responsa_server.engine.usage import UsageTotal

if TYPE_CHECKING:
    from responsa_server.engine.moderation import Screening
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.resume import Checkpoints, Resumed
    from responsa_server.model.request import CreateRequest
    from responsa_server.upstream.routes import Route
    from responsa_server.upstream.table import Target


class Run:
    """One response in progress: its request, context, output, usage and tools."""

    __slots__ = (
        "budget",
        "checkpoints",
        "context",
        "events",
        "fitted",
        "functions",
        "incomplete_reason",
        "loaded",
        "messages",
        "messages_name_mcp_tools",
        "namespaces",
        "output",
        "project",
        "request",
        "response",
        "resumed",
        "route",
        "screening",
        "served",
        "shared",
        "sink",
        "stream",
        "timeline",
        "tools",
        "toolset",
        "turn_output",
        "usage",
    )

    def __init__(
        self,
        shared: RunShared,
        response: dict[str, Any],
        fitted: Fitted,
        tools: list[ServerTool],
        route: Route,
    ) -> None:
        request = shared.request
        self.shared = shared
        self.request: CreateRequest = request
        self.project = shared.project
        self.response = response
        # What the model sees of the context and input (all of it unless truncated).
        self.fitted = fitted
        self.context = fitted.context
        # The context as loaded, before opening and fitting (automatic compaction reads it).
        self.loaded: list[dict[str, Any]] = fitted.context
        self.messages: list[dict[str, Any]] = fitted.messages
        # Whether `messages` name MCP tools (named again once servers list theirs: turns.py).
        self.messages_name_mcp_tools = True
        self.events: EventLog | None = None
        self.stream = False
        # Where the upstream's text goes as it streams, when the caller takes events that way.
        self.sink: EventSink | None = None
        self.output: list[dict[str, Any]] = []
        self.usage = UsageTotal()
        # Each kind's function form (a custom tool: a function of one string, tool_kinds/).
        self.functions, self.namespaces = kinds_of(request).named_tools(request.offered_tools)
        self.tools = tools  # the server-side tool kinds this response uses
        self.budget = TurnBudget(request)  # server-side calls run, for max_tool_calls
        self.toolset = self.name_tools()
        self.turn_output: OutputStream | None = None
        self.incomplete_reason: str | None = None
        # A background run's boundaries are stored (engine/resume.py); `resumed`: this run
        # goes on from one that another process stored.
        self.checkpoints: Checkpoints | None = None
        self.resumed: Resumed | None = None
        # When the set-up, each turn and each server call ran (engine/timeline.py).
        self.timeline = Timeline()
        # Where its upstream calls go, and the attempt that answered the last one (recorded
        # with the stored response: docs/models.md).
        self.route = route
        self.served: Target | None = None
        # Its moderation, when the request asked for one (engine/moderation.py).
        self.screening: Screening | None = None

    def serve(self, target: Target) -> None:
        """Note the upstream (and model name) that answered."""
        self.served = target

    def recorded_route(self) -> Target:
        """The route to record: the attempt that served, else the route's first."""
        return self.served or self.route.attempts[0]

    @property
    def incomplete(self) -> bool:
        """Whether the response ends incomplete (a limit cut it short)."""
        return self.budget.incomplete

    @incomplete.setter
    def incomplete(self, value: bool) -> None:
        self.budget.incomplete = value

    def continue_from(self, resumed: Resumed) -> None:
        """Take over the output, usage and tool budget of the run stored up to a turn
        boundary (engine/resume.py); the next turn is `resumed.point.turn`."""
        point = resumed.point
        self.resumed = resumed
        self.output.extend(resumed.output)
        restore_usage(self.usage, point.usage)
        self.budget.runs = point.tool_runs
        self.shared.read.update(point.read)

    def name_tools(self) -> Toolset:
        """Every tool offered to the model under its chat name (again once servers listed)."""
        listed = [target for tool in self.tools for target in tool.listed or ()]
        builtins = [tool.builtin for tool in self.tools if tool.builtin is not None]
        return toolset(self.functions, listed, self.namespaces, builtins)

    def emit(self, type: str, fields: dict[str, Any]) -> None:
        """One stream event (none when not streaming)."""
        if self.events is not None:
            self.events.emit(type, fields)

    def drain(self) -> list[dict[str, Any]]:
        """The events emitted since the last drain."""
        return self.events.drain() if self.events is not None else []
