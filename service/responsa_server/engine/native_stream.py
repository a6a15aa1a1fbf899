"""A native Responses upstream's stream events -> this response's output and events.

What Responsa produces itself is made by the same `OutputStream` a Chat Completions turn feeds:
assistant messages (their text and refusal deltas; annotations are Responsa's citations) and
function calls (planned by the tool kinds: the client's functions, or the calls of tools
Responsa runs, such as MCP tools and searches). Every other item (reasoning with its
`encrypted_content`, `custom_tool_call`, items of hosted tools the upstream ran, item types
newer than this server) passes through unchanged: its `output_item.added`/`.done` and every
event naming it are re-sent with the field values the upstream gave, only `sequence_number`
(Responsa's own, contiguous) and `output_index` (its place in this response's output) replaced,
and the finished item is stored and replayed exactly as the upstream made it.

The upstream's lifecycle events (`response.created`, `.in_progress`, `.completed`, ...) are not
forwarded: the response is Responsa's (its id, created_at, status); a turn's usage and
incomplete reason are read from the terminal one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.upstream.errors import UpstreamError

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.run import Run

# Upstream events about the response itself, never forwarded.
_LIFECYCLE = frozenset({"response.created", "response.in_progress", "response.queued"})
_TERMINAL = frozenset({"response.completed", "response.incomplete"})
# Message events whose item OutputStream makes anew from the deltas.
_MESSAGE_EVENTS = frozenset(
    {
        "response.content_part.added",
        "response.content_part.done",
        "response.output_text.done",
        "response.output_text.annotation.added",
        "response.refusal.done",
    }
)


class NativeStream:
    """One turn's upstream events fed into `output` (and the run's usage)."""

    __slots__ = ("_calls", "_output", "_passed", "_run", "_streamed", "incomplete_reason")

    def __init__(self, run: Run, output: OutputStream) -> None:
        self._run = run
        self._output = output
        # upstream output_index -> the index of a passed-through item in this response's output
        self._passed: dict[int, int] = {}
        # upstream output_index -> this turn's chat call index (function calls)
        self._calls: dict[int, int] = {}
        self._streamed: set[int] = set()  # function calls whose arguments came as deltas
        self.incomplete_reason: str | None = None

    def feed(self, event: dict[str, Any]) -> None:
        """Consume one upstream event."""
        kind = event.get("type")
        if not isinstance(kind, str) or kind in _LIFECYCLE:
            return
        if kind == "response.output_text.delta":
            self._output.add_delta({"content": event.get("delta") or ""}, _logprobs(event))
        elif kind == "response.refusal.delta":
            self._output.add_delta({"refusal": event.get("delta") or ""})
        elif kind == "response.output_item.added":
            self._added(event)
        elif kind == "response.output_item.done":
            self._done(event)
        elif kind == "response.function_call_arguments.delta":
            self._arguments(event, str(event.get("delta") or ""))
        elif kind in _TERMINAL:
            self._ended(event.get("response") or {})
        elif kind == "response.failed":
            error = (event.get("response") or {}).get("error") or {}
            raise UpstreamError(
                "protocol", str(error.get("message") or "the upstream response failed")
            )
        elif kind in _MESSAGE_EVENTS or kind == "response.function_call_arguments.done":
            return
        else:
            self._forward(kind, event)

    def _added(self, event: dict[str, Any]) -> None:
        item = event.get("item") or {}
        index = int(event.get("output_index", -1))
        kind = item.get("type")
        if kind == "message":
            return  # OutputStream opens its message with the first text
        if kind == "function_call":
            self._calls[index] = len(self._calls)
            self._call_delta(index, name=item.get("name") or "", call_id=item.get("call_id"))
            if item.get("arguments"):
                self._arguments(event, str(item["arguments"]))
            return
        output = self._output
        output.interrupt()
        self._passed[index] = len(output.output)
        output.output.append(dict(item))
        output.emit(
            "response.output_item.added", {**_fields(event), "output_index": self._passed[index]}
        )

    def _done(self, event: dict[str, Any]) -> None:
        item = event.get("item") or {}
        index = int(event.get("output_index", -1))
        if index in self._calls:
            if index not in self._streamed and item.get("arguments"):
                self._call_delta(index, arguments=str(item["arguments"]))
            return
        position = self._passed.get(index)
        if position is None:
            return  # a message: OutputStream closes it
        self._output.output[position] = item
        self._output.emit("response.output_item.done", {**_fields(event), "output_index": position})

    def _arguments(self, event: dict[str, Any], delta: str) -> None:
        index = int(event.get("output_index", -1))
        if index in self._calls and delta:
            self._streamed.add(index)
            self._call_delta(index, arguments=delta)

    def _call_delta(
        self, index: int, *, name: str = "", call_id: str | None = None, arguments: str = ""
    ) -> None:
        call: dict[str, Any] = {"index": self._calls[index], "function": {}}
        if call_id:
            call["id"] = call_id
        if name:
            call["function"]["name"] = name
        if arguments:
            call["function"]["arguments"] = arguments
        self._output.add_delta({"tool_calls": [call]})

    def _forward(self, kind: str, event: dict[str, Any]) -> None:
        """An event of a passed-through item, renumbered; events of no item we know (and of
        messages) are dropped."""
        index = event.get("output_index")
        position = self._passed.get(index) if isinstance(index, int) else None
        if position is None:
            return
        self._output.emit(kind, {**_fields(event), "output_index": position})

    def _ended(self, response: dict[str, Any]) -> None:
        self._run.usage.add_responses(response.get("usage"))
        if response.get("status") == "incomplete":
            details = response.get("incomplete_details") or {}
            self.incomplete_reason = str(details.get("reason") or "max_output_tokens")


def _logprobs(event: dict[str, Any]) -> list[dict[str, Any]] | None:
    """A text delta's logprobs (the Responses shape reads as the chat one: token, logprob,
    top_logprobs), those well formed only."""
    found = event.get("logprobs")
    if not isinstance(found, list) or not found:
        return None
    return [
        lp
        for lp in found
        if isinstance(lp, dict)
        and isinstance(lp.get("token"), str)
        and isinstance(lp.get("logprob"), (int, float))
    ] or None


def _fields(event: dict[str, Any]) -> dict[str, Any]:
    """An event's fields without its type and number (the event log sets those)."""
    return {k: v for k, v in event.items() if k not in ("type", "sequence_number")}
