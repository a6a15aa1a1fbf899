"""Upstream chat deltas -> Responses output items and, when streaming, OpenAI's event sequence.

One `OutputStream` serves one upstream turn. It is a state machine over the *live* content part:

    IDLE --reasoning--> REASONING_TEXT --text--> OUTPUT_TEXT <--refusal/text--> REFUSAL
      \\______________________________________________________________/
                              |  tool call
                              v
                          TOOL_CALL  (the first call streams live; further parallel calls are
                                      buffered and emitted whole at the end, so every item's
                                      events stay contiguous even when upstream interleaves them)

Each transition closes what was open (`*.done`, `content_part.done`, `output_item.done`) before
it opens the next (`output_item.added`, `content_part.added`), which is OpenAI's order.

A call's item depends on its `CallKind` (the tool loop's `planner` decides): a `function_call`
for the client, an `mcp_call` the server runs (it stays open until `complete_mcp_call`), an
`mcp_approval_request` (emitted whole), an `mcp_call` that will not run, or nothing at all.
`finish()` closes everything; the tool loop instead closes the text with `finish_text()` and
walks `calls()` in order, so each item's events stay contiguous while calls run concurrently.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from responsa_server.engine.events import EventLog
from responsa_server.engine.toolset import McpToolTarget
from responsa_server.engine.web_search import query_of
from responsa_server.model.ids import new_id


class Live(enum.Enum):
    """What the stream is in the middle of."""

    IDLE = "idle"
    REASONING_TEXT = "reasoning_text"
    OUTPUT_TEXT = "output_text"
    REFUSAL = "refusal"
    TOOL_CALL = "tool_call"


class CallKind(enum.Enum):
    """What becomes of one tool call of the model."""

    FUNCTION = "function"  # a function_call item, returned to the client
    MCP = "mcp"  # an mcp_call item the server runs
    APPROVAL = "approval"  # an mcp_approval_request item; the call waits for the client
    NOT_RUN = "not_run"  # an mcp_call item left incomplete (the turn limit was reached)
    IGNORED = "ignored"  # over max_tool_calls: not run and not shown
    WEB_SEARCH = "web_search"  # a web_search_call item the server runs
    FILE_SEARCH = "file_search"  # a file_search_call item the server runs


# chat function name -> what the call becomes, and the MCP tool behind it (None for functions)
Planner = Callable[[str], tuple[CallKind, McpToolTarget | None]]


# chat function name -> the function call's (namespace, own name)
FunctionOf = Callable[[str], tuple[str | None, str]]
# an answer's text -> its annotations (url_citation of the response's web searches)
Annotate = Callable[[str], list[dict[str, Any]]]


def _functions_only(_name: str) -> tuple[CallKind, McpToolTarget | None]:
    return CallKind.FUNCTION, None


def _plain_function(name: str) -> tuple[str | None, str]:
    return None, name


@dataclass(slots=True)
class ToolCall:
    """One call of the model in this turn, and the item it became."""

    call_id: str
    name: str
    arguments: list[str] = field(default_factory=list)
    kind: CallKind | None = None  # planned once the name is known
    target: McpToolTarget | None = None
    item: dict[str, Any] | None = None  # set once the item is opened
    output_index: int = -1
    arguments_done: bool = False
    closed: bool = False  # its output_item.done was emitted
    approval_request_id: str | None = None  # an approved call: the request it answers

    @property
    def arguments_text(self) -> str:
        """The arguments so far, as one JSON string."""
        return "".join(self.arguments)


class OutputStream:
    """Accumulates one turn's output; emits events into `events` when given one."""

    def __init__(
        self,
        events: EventLog | None,
        planner: Planner = _functions_only,
        output: list[dict[str, Any]] | None = None,
        function_of: FunctionOf = _plain_function,
        annotate: Annotate | None = None,
    ) -> None:
        self._events = events
        self._planner = planner
        self._function_of = function_of
        self._annotate = annotate
        # Earlier turns' items (the tool loop's whole output); output_index counts them too.
        self.output: list[dict[str, Any]] = output if output is not None else []
        self.state = Live.IDLE
        self._item: dict[str, Any] | None = None  # the open message or reasoning item
        self._part: dict[str, Any] | None = None  # the open content part of that item
        self._pieces: list[str] = []  # text of the open part, joined when it closes
        self._part_logprobs: list[dict[str, Any]] = []
        self._calls: dict[int, ToolCall] = {}
        self._live_call: ToolCall | None = None

    # -- input ---------------------------------------------------------------------------------

    def add_delta(
        self, delta: dict[str, Any], logprobs: list[dict[str, Any]] | None = None
    ) -> None:
        """Consume one chat `delta` (or a whole non-streamed `message`)."""
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if reasoning:
            self._text_delta(Live.REASONING_TEXT, reasoning, None)
        content = delta.get("content")
        if content:
            self._text_delta(Live.OUTPUT_TEXT, content, logprobs)
        refusal = delta.get("refusal")
        if refusal:
            self._text_delta(Live.REFUSAL, refusal, None)
        tool_calls = delta.get("tool_calls")
        if tool_calls:
            for position, call in enumerate(tool_calls):
                self._tool_call_delta(call, position)

    def finish(self, *, incomplete: bool) -> list[dict[str, Any]]:
        """Close everything still open and return the output items (MCP calls unrun)."""
        status = "incomplete" if incomplete else "completed"
        self.finish_text(status)
        for call in self.calls():
            self.open_call(call)
            self.close_arguments(call)
            self.close_call(call, status)
        return self.output

    def finish_text(self, status: str) -> None:
        """Close the live text, refusal or reasoning part and its item (calls stay open)."""
        if self.state is not Live.TOOL_CALL:
            self._close_live(status)
        self.state = Live.IDLE
        self._live_call = None

    @property
    def has_calls(self) -> bool:
        """Whether the model called any tool in this turn."""
        return bool(self._calls)

    def calls(self) -> list[ToolCall]:
        """This turn's calls that become items, in the model's order."""
        for call in self._calls.values():
            self._plan(call)  # a name that came late, or never
        return [c for c in self._calls.values() if c.kind is not CallKind.IGNORED]

    def abandon(self) -> list[dict[str, Any]]:
        """The output so far, for a failed response: open items keep their partial content and
        become incomplete. No events: the stream's last word is `response.failed`."""
        if self._part is not None:
            text = "".join(self._pieces)
            if self.state is Live.REFUSAL:
                self._part["refusal"] = text
            else:
                self._part["text"] = text
                if self.state is Live.OUTPUT_TEXT:
                    self._part["logprobs"] = self._part_logprobs
        for call in self._calls.values():
            if call.item is not None and call.item.get("status") == "in_progress":
                call.item["arguments"] = call.arguments_text
                if call.kind is CallKind.FUNCTION:
                    call.item["name"] = call.name
        for item in self.output:
            if item.get("status") == "in_progress":
                item["status"] = "incomplete"
        return self.output

    # -- text-like parts -------------------------------------------------------------------------

    def _text_delta(self, kind: Live, text: str, logprobs: list[dict[str, Any]] | None) -> None:
        if self.state is not kind:
            self._switch_to(kind)
        self._pieces.append(text)
        events = self._events
        assert self._item is not None
        if kind is Live.OUTPUT_TEXT:
            if logprobs:
                self._part_logprobs.extend(_part_logprob(lp) for lp in logprobs)
            if events is not None:
                events.emit(
                    "response.output_text.delta",
                    {
                        **self._part_address(),
                        "delta": text,
                        "logprobs": [_delta_logprob(lp) for lp in logprobs] if logprobs else [],
                    },
                )
        elif events is not None:
            event_type = (
                "response.reasoning_text.delta"
                if kind is Live.REASONING_TEXT
                else "response.refusal.delta"
            )
            events.emit(event_type, {**self._part_address(), "delta": text})

    def _switch_to(self, kind: Live) -> None:
        wants_message = kind in (Live.OUTPUT_TEXT, Live.REFUSAL)
        in_message = self.state in (Live.OUTPUT_TEXT, Live.REFUSAL)
        if wants_message and in_message:
            self._close_part()  # text <-> refusal: a new part in the same message
        else:
            self._close_live("completed")
            self._open_item(
                {
                    "id": new_id("msg"),
                    "type": "message",
                    "status": "in_progress",
                    "content": [],
                    "role": "assistant",
                }
                if wants_message
                else {
                    "id": new_id("rs"),
                    "type": "reasoning",
                    "summary": [],
                    "content": [],
                    "status": "in_progress",
                }
            )
        self._open_part(kind)

    def _open_item(self, item: dict[str, Any]) -> None:
        self._item = item
        self.output.append(item)
        if self._events is not None:
            self._events.emit(
                "response.output_item.added",
                {"output_index": len(self.output) - 1, "item": {**item, "content": []}},
            )

    def _open_part(self, kind: Live) -> None:
        assert self._item is not None
        part: dict[str, Any]
        if kind is Live.OUTPUT_TEXT:
            part = {"type": "output_text", "annotations": [], "logprobs": [], "text": ""}
        elif kind is Live.REFUSAL:
            part = {"type": "refusal", "refusal": ""}
        else:
            part = {"type": "reasoning_text", "text": ""}
        self._part = part
        self._item["content"].append(part)
        self.state = kind
        self._pieces = []
        self._part_logprobs = []
        if self._events is not None:
            self._events.emit(
                "response.content_part.added", {**self._part_address(), "part": dict(part)}
            )

    def _close_part(self) -> None:
        part, kind, events = self._part, self.state, self._events
        assert part is not None
        text = "".join(self._pieces)
        address = self._part_address() if events is not None else {}
        if kind is Live.REFUSAL:
            part["refusal"] = text
            if events is not None:
                events.emit("response.refusal.done", {**address, "refusal": text})
        elif kind is Live.OUTPUT_TEXT:
            part["text"] = text
            part["logprobs"] = self._part_logprobs
            if self._annotate is not None:
                part["annotations"] = self._annotate(text)
            if events is not None:
                for index, annotation in enumerate(part["annotations"]):
                    events.emit(
                        "response.output_text.annotation.added",
                        {**address, "annotation_index": index, "annotation": annotation},
                    )
                events.emit(
                    "response.output_text.done",
                    {
                        **address,
                        "text": text,
                        "logprobs": [_delta_logprob(lp) for lp in self._part_logprobs],
                    },
                )
        else:
            part["text"] = text
            if events is not None:
                events.emit("response.reasoning_text.done", {**address, "text": text})
        if events is not None:
            events.emit("response.content_part.done", {**address, "part": part})
        self._part = None
        self._pieces = []

    def _part_address(self) -> dict[str, Any]:
        assert self._item is not None
        return {
            "item_id": self._item["id"],
            "output_index": len(self.output) - 1,
            "content_index": len(self._item["content"]) - 1,
        }

    def _close_live(self, status: str) -> None:
        """Close the live part and its item, whatever it is."""
        if self.state is Live.TOOL_CALL:
            call = self._live_call
            assert call is not None
            self.close_arguments(call)
            if call.kind is not CallKind.MCP:  # an MCP call stays open until it has run
                self.close_call(call, status)
            self._live_call = None
        elif self.state is not Live.IDLE:
            self._close_part()
            item = self._item
            assert item is not None
            item["status"] = status
            if self._events is not None:
                self._events.emit(
                    "response.output_item.done",
                    {"output_index": self.output.index(item), "item": item},
                )
            self._item = None
        self.state = Live.IDLE

    # -- tool calls ----------------------------------------------------------------------------

    def _tool_call_delta(self, chunk: dict[str, Any], position: int) -> None:
        index = chunk.get("index", position)
        function = chunk.get("function") or {}
        call = self._calls.get(index)
        if call is None:
            call = ToolCall(
                call_id=chunk.get("id") or new_id("call"), name=function.get("name") or ""
            )
            self._calls[index] = call
            if call.name:
                self._plan(call)
                # Only the turn's first call streams live (a live call always has its item);
                # approval requests have no argument events, so they are emitted whole.
                if len(self._calls) == 1 and call.kind in (CallKind.FUNCTION, CallKind.MCP):
                    self._close_live("completed")
                    self.open_call(call)
                    self._live_call = call
                    self.state = Live.TOOL_CALL
        elif function.get("name") and not call.name:
            call.name = function["name"]
        arguments = function.get("arguments")
        if arguments:
            call.arguments.append(arguments)
            if call is self._live_call:
                self._emit_arguments_delta(call, arguments)

    def _plan(self, call: ToolCall) -> None:
        """Decide (once) what the call becomes."""
        if call.kind is None:
            call.kind, call.target = self._planner(call.name)

    def open_call(self, call: ToolCall) -> None:
        """Add the call's item (once); a call not streamed live gets its arguments in one delta."""
        if call.item is not None:
            return
        late = True
        self._plan(call)
        target = call.target
        if call.kind is CallKind.WEB_SEARCH:
            call.item = {
                "id": new_id("ws"),
                "type": "web_search_call",
                "status": "in_progress",
                "action": {"type": "search", "query": query_of(call.arguments_text)},
            }
            late = False
        elif call.kind is CallKind.FILE_SEARCH:
            call.item = {
                "id": new_id("fs"),
                "type": "file_search_call",
                "status": "in_progress",
                "queries": [query_of(call.arguments_text)],
                "results": None,
            }
            late = False
        elif call.kind is CallKind.FUNCTION or target is None:
            call.item = {
                "id": new_id("fc"),
                "type": "function_call",
                "status": "in_progress",
                "arguments": "",
                "call_id": call.call_id,
            }
            self._name_function_call(call)
        elif call.kind is CallKind.APPROVAL:
            call.item = {
                "id": new_id("mcpr"),
                "type": "mcp_approval_request",
                "arguments": call.arguments_text,
                "name": target.name,
                "server_label": target.server.label,
            }
            late = False
        else:
            call.item = _mcp_call_item(
                target.server.label, target.name, approval_request_id=call.approval_request_id
            )
        self.output.append(call.item)
        call.output_index = len(self.output) - 1
        events = self._events
        if events is not None:
            events.emit(
                "response.output_item.added",
                {"output_index": call.output_index, "item": dict(call.item)},
            )
            if call.item["type"] in ("mcp_call", "web_search_call", "file_search_call"):
                events.emit(
                    f"response.{call.item['type']}.in_progress",
                    {"output_index": call.output_index, "item_id": call.item["id"]},
                )
        if late and call is not self._live_call and call.arguments:
            self._emit_arguments_delta(call, call.arguments_text)

    def close_arguments(self, call: ToolCall) -> None:
        """Record the whole arguments and emit their `*.done` event (approvals have none)."""
        item = call.item
        assert item is not None
        if call.arguments_done or item["type"] in (
            "mcp_approval_request",
            "web_search_call",
            "file_search_call",
        ):
            return
        call.arguments_done = True
        item["arguments"] = call.arguments_text
        if self._events is None:
            return
        if item["type"] == "function_call":
            self._name_function_call(call)
            self._events.emit(
                "response.function_call_arguments.done",
                {
                    "item_id": item["id"],
                    "name": item["name"],
                    "output_index": call.output_index,
                    "arguments": item["arguments"],
                },
            )
        else:
            self._events.emit(
                "response.mcp_call_arguments.done",
                {
                    "item_id": item["id"],
                    "output_index": call.output_index,
                    "arguments": item["arguments"],
                },
            )

    def close_call(self, call: ToolCall, status: str) -> None:
        """End the call's item with `status` (approval requests have none) and emit its done."""
        item = call.item
        assert item is not None
        if call.closed:
            return
        if item["type"] == "function_call":
            self._name_function_call(call)
        if "status" in item:
            item["status"] = status
        self._emit_item_done(call)

    def search_started(self, call: ToolCall) -> None:
        """A web or file search call is under way: `<item type>.searching`."""
        item = call.item
        assert item is not None
        item["status"] = "searching"
        if self._events is not None:
            self._events.emit(
                f"response.{item['type']}.searching",
                {"output_index": call.output_index, "item_id": item["id"]},
            )

    def complete_web_search(
        self, call: ToolCall, sources: list[dict[str, Any]] | None, failed: bool
    ) -> None:
        """End a web search call: `web_search_call.completed` (unless it failed) and its done.
        `sources` go into the action only when the client included them."""
        item = call.item
        assert item is not None
        if sources is not None:
            item["action"]["sources"] = sources
        item["status"] = "failed" if failed else "completed"
        if self._events is not None and not failed:
            self._events.emit(
                "response.web_search_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        self._emit_item_done(call)

    def complete_file_search(
        self, call: ToolCall, results: list[dict[str, Any]] | None, failed: bool
    ) -> None:
        """End a file search call: `file_search_call.completed` (unless it failed) and its done.
        `results` go into the item only when the client included them."""
        item = call.item
        assert item is not None
        item["results"] = results
        item["status"] = "failed" if failed else "completed"
        if self._events is not None and not failed:
            self._events.emit(
                "response.file_search_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        self._emit_item_done(call)

    def _name_function_call(self, call: ToolCall) -> None:
        """Set a function_call item's `name` (and `namespace`, for a namespace's function)."""
        item = call.item
        assert item is not None
        namespace, name = self._function_of(call.name)
        item.pop("name", None)
        if namespace is not None:
            item["namespace"] = namespace
        item["name"] = name

    def complete_mcp_call(
        self, call: ToolCall, output: str | None, error: dict[str, Any] | None
    ) -> None:
        """Record an MCP call's result and emit `mcp_call.completed|failed` and its done."""
        item = call.item
        assert item is not None
        item["output"] = output
        item["error"] = error
        item["status"] = "failed" if error is not None else "completed"
        if self._events is not None:
            self._events.emit(
                "response.mcp_call.failed" if error is not None else "response.mcp_call.completed",
                {"item_id": item["id"], "output_index": call.output_index},
            )
        self._emit_item_done(call)

    def _emit_item_done(self, call: ToolCall) -> None:
        call.closed = True
        if self._events is not None:
            assert call.item is not None
            self._events.emit(
                "response.output_item.done",
                {"output_index": call.output_index, "item": call.item},
            )

    def _emit_arguments_delta(self, call: ToolCall, delta: str) -> None:
        if self._events is None:
            return
        assert call.item is not None
        event_type = (
            "response.function_call_arguments.delta"
            if call.item["type"] == "function_call"
            else "response.mcp_call_arguments.delta"
        )
        self._events.emit(
            event_type,
            {"item_id": call.item["id"], "output_index": call.output_index, "delta": delta},
        )


def _mcp_call_item(
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


def _part_logprob(lp: dict[str, Any]) -> dict[str, Any]:
    """A chat logprob -> the LogProb of an output_text part (bytes and top_logprobs required)."""
    return {
        "token": lp["token"],
        "logprob": lp["logprob"],
        "bytes": lp.get("bytes") or list(lp["token"].encode()),
        "top_logprobs": [
            {
                "token": t["token"],
                "logprob": t["logprob"],
                "bytes": t.get("bytes") or list(t["token"].encode()),
            }
            for t in lp.get("top_logprobs") or ()
        ],
    }


def _delta_logprob(lp: dict[str, Any]) -> dict[str, Any]:
    """A chat logprob -> the lighter ResponseLogProb of text delta/done events."""
    return {
        "token": lp["token"],
        "logprob": lp["logprob"],
        "top_logprobs": [
            {"token": t["token"], "logprob": t["logprob"]} for t in lp.get("top_logprobs") or ()
        ],
    }
