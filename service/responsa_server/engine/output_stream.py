"""Upstream chat deltas -> Responses output items and, when streaming, OpenAI's event sequence.

(About 400 lines: one state machine whose text parts and call items share the live state and the
output indexes; split further it would pass that state between modules on every delta. Tool
kinds' own items and events live in engine/tool_kinds/, logprob shapes in logprobs.py.)

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

A call's item comes from its `Plan` (the tool loop's planner asks the tool kinds): the plan's
`CallTarget` shapes the item and names its argument events, so this module knows no tool kind.
A call the server runs (`CallKind.RUN`) stays open until its kind records the outcome; an
ignored one leaves no item. `finish()` closes everything; the tool loop instead closes the text
with `finish_text()` and walks `calls()` in order, so each item's events stay contiguous while
calls run concurrently.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any

from responsa_server.engine.calls import (
    PLAIN_FUNCTION,
    CallKind,
    EventsBeforeDone,
    Plan,
    Planner,
    ToolCall,
)
from responsa_server.engine.events import EventLog
from responsa_server.engine.logprobs import delta_logprob, part_logprob
from responsa_server.model.ids import new_id

__all__ = ["CallKind", "Live", "OutputStream", "Plan", "Planner", "ToolCall"]


class Live(enum.Enum):
    """What the stream is in the middle of."""

    IDLE = "idle"
    REASONING_TEXT = "reasoning_text"
    OUTPUT_TEXT = "output_text"
    REFUSAL = "refusal"
    TOOL_CALL = "tool_call"


# an answer's text -> its annotations (the citations of the response's server tools)
Annotate = Callable[[str], list[dict[str, Any]]]


def _functions_only(_name: str) -> Plan:
    return Plan(CallKind.FUNCTION, PLAIN_FUNCTION)


class OutputStream:
    """Accumulates one turn's output; emits events into `events` when given one."""

    def __init__(
        self,
        events: EventLog | None,
        planner: Planner = _functions_only,
        output: list[dict[str, Any]] | None = None,
        annotate: Annotate | None = None,
        close_reasoning: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self._events = events
        # Completes a reasoning item as it closes (its encrypted_content, inputs/reasoning.py).
        self._close_reasoning = close_reasoning
        self._planner = planner
        self._annotate = annotate
        # Earlier turns' items (the tool loop's whole output); output_index counts them too.
        self.output: list[dict[str, Any]] = output if output is not None else []
        self.state = Live.IDLE
        self._item: dict[str, Any] | None = None  # the open message or reasoning item
        self._part: dict[str, Any] | None = None  # the open content part of that item
        # The open part's item_id, output_index and content_index, in every event of the part
        # (made once when it opens, when there are events: nothing joins the output while a
        # part is open).
        self._address: dict[str, Any] = {}
        self._pieces: list[str] = []  # text of the open part, joined when it closes
        self._part_logprobs: list[dict[str, Any]] = []
        self._calls: dict[int, ToolCall] = {}
        self._live_call: ToolCall | None = None

    # -- input ---------------------------------------------------------------------------------

    def add_delta(
        self, delta: dict[str, Any], logprobs: list[dict[str, Any]] | None = None
    ) -> None:
        """Consume one chat `delta` (or a whole non-streamed `message`)."""
        content = delta.get("content")
        if content and len(delta) == 1:  # the usual streamed token: its text alone
            self._text_delta(Live.OUTPUT_TEXT, content, logprobs)
            return
        reasoning = delta.get("reasoning_content") or delta.get("reasoning")
        if reasoning:
            self._text_delta(Live.REASONING_TEXT, reasoning, None)
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
        """Close everything still open and return the output items (server calls unrun)."""
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

    def interrupt(self) -> None:
        """Close whatever is live before an item made elsewhere (a native upstream's) joins
        the output (a server call stays open until it has run)."""
        self._close_live("completed")

    @property
    def live_text(self) -> str | None:
        """The live output text or refusal part's text so far (None when none is live): a
        part gets its text when it closes, after the turn's status is known."""
        if self.state is Live.OUTPUT_TEXT or self.state is Live.REFUSAL:
            return "".join(self._pieces)
        return None

    @property
    def has_calls(self) -> bool:
        """Whether the model called any tool in this turn."""
        return bool(self._calls)

    @property
    def called(self) -> list[ToolCall]:
        """Every tool call the model made in this turn so far, in its order (none planned)."""
        return list(self._calls.values())

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
                assert call.target is not None
                call.target.partial(call)
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
        if kind is Live.OUTPUT_TEXT:
            if logprobs:
                self._part_logprobs.extend(part_logprob(lp) for lp in logprobs)
            if events is not None:
                events.emit(
                    "response.output_text.delta",
                    {
                        **self._address,
                        "delta": text,
                        "logprobs": [delta_logprob(lp) for lp in logprobs] if logprobs else [],
                    },
                )
        elif events is not None:
            event_type = (
                "response.reasoning_text.delta"
                if kind is Live.REASONING_TEXT
                else "response.refusal.delta"
            )
            events.emit(event_type, {**self._address, "delta": text})

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
        content = self._item["content"]
        content.append(part)
        self.state = kind
        self._pieces = []
        self._part_logprobs = []
        if self._events is not None:
            self._address = {
                "item_id": self._item["id"],
                "output_index": len(self.output) - 1,
                "content_index": len(content) - 1,
            }
            self._events.emit("response.content_part.added", {**self._address, "part": dict(part)})

    def _close_part(self) -> None:
        part, kind, events = self._part, self.state, self._events
        assert part is not None
        text = "".join(self._pieces)
        address = self._address
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
                        "logprobs": [delta_logprob(lp) for lp in self._part_logprobs],
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

    def _close_live(self, status: str) -> None:
        """Close the live part and its item, whatever it is."""
        if self.state is Live.TOOL_CALL:
            call = self._live_call
            assert call is not None
            self.close_arguments(call)
            if call.kind is not CallKind.RUN:  # a server call stays open until it has run
                self.close_call(call, status)
            self._live_call = None
        elif self.state is not Live.IDLE:
            self._close_part()
            item = self._item
            assert item is not None
            item["status"] = status
            if self._close_reasoning is not None and item["type"] == "reasoning":
                self._close_reasoning(item)
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
                # items without argument events (approval requests, searches) come whole.
                if (
                    len(self._calls) == 1
                    and call.kind in (CallKind.FUNCTION, CallKind.RUN)
                    and self._arguments_event(call) is not None
                ):
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
            call.plan(self._planner(call.name))

    def open_call(self, call: ToolCall) -> None:
        """Add the call's item (once); a call not streamed live gets its arguments in one delta."""
        if call.item is not None:
            return
        self._plan(call)
        assert call.target is not None
        call.item = call.target.open_item(call)
        self.output.append(call.item)
        call.output_index = len(self.output) - 1
        events = self._events
        if events is not None:
            events.emit(
                "response.output_item.added",
                {"output_index": call.output_index, "item": dict(call.item)},
            )
            if call.target.announces_progress(call):
                events.emit(
                    f"response.{call.item['type']}.in_progress",
                    {"output_index": call.output_index, "item_id": call.item["id"]},
                )
        late = self._arguments_event(call) is not None
        if late and call is not self._live_call and call.arguments:
            self._emit_arguments_delta(call, call.arguments_text)

    def _arguments_event(self, call: ToolCall) -> str | None:
        return call.target.arguments_event(call) if call.target is not None else None

    def close_arguments(self, call: ToolCall) -> None:
        """Record the whole arguments and emit their `*.done` event (if the item has them)."""
        item, target = call.item, call.target
        assert item is not None and target is not None
        event = self._arguments_event(call)
        if call.arguments_done or event is None:
            return
        call.arguments_done = True
        fields = target.arguments_done(call)
        if self._events is not None:
            self._events.emit(f"response.{event}.done", fields)

    def close_call(self, call: ToolCall, status: str) -> None:
        """End the call's item with `status` (approval requests have none) and emit its done."""
        item = call.item
        assert item is not None and call.target is not None
        if call.closed:
            return
        call.target.settle(call)
        if "status" in item:
            item["status"] = status
        if isinstance(call.target, EventsBeforeDone):
            for event_type, fields in call.target.before_done(call):
                self.emit(event_type, fields)
        self.close_item(call)

    def emit(self, type: str, fields: dict[str, Any]) -> None:
        """An event of a call's item (the tool kinds' own, such as `mcp_call.completed`)."""
        if self._events is not None:
            self._events.emit(type, fields)

    def drain(self) -> list[dict[str, Any]]:
        """The events emitted since the last drain."""
        return self._events.drain() if self._events is not None else []

    def close_item(self, call: ToolCall) -> None:
        """Emit the call's `output_item.done`: its item is final."""
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
        assert call.item is not None and call.target is not None
        shown = call.target.delta(call, delta)
        if not shown:
            return
        self._events.emit(
            f"response.{self._arguments_event(call)}.delta",
            {"item_id": call.item["id"], "output_index": call.output_index, "delta": shown},
        )
