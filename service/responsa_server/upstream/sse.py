"""Incremental Server-Sent Events decoder working on raw bytes.

Network reads split the stream anywhere: inside a line, between CR and LF, or in
the middle of a multi-byte character. The decoder keeps the unfinished tail and
only hands out complete events. Data stays bytes so the caller can hand it to
orjson directly without a decode/encode round trip.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["SseDecoder", "SseEvent"]

_LF = b"\n"
_CR = b"\r"
_CRLF = b"\r\n"


class SseEvent(NamedTuple):
    """One dispatched event: its `event:` name (None when absent) and joined `data:` bytes."""

    event: str | None
    data: bytes


class SseDecoder:
    """Turns arbitrary byte chunks into complete SSE events (WHATWG line rules)."""

    __slots__ = ("_buffer", "_data", "_event")

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[bytes] = []
        self._event: str | None = None

    def feed(self, chunk: bytes) -> list[SseEvent]:
        """Consume one network chunk; return the events it completed, in order."""
        buffer = self._buffer + chunk if self._buffer else chunk
        if _CR in buffer:
            # A CR at the very end may be the first half of a CRLF split across reads:
            # hold it back until the next chunk shows what follows.
            if buffer.endswith(_CR):
                tail_cr = True
                buffer = buffer[:-1]
            else:
                tail_cr = False
            buffer = buffer.replace(_CRLF, _LF).replace(_CR, _LF)
        else:
            tail_cr = False
        end = buffer.rfind(_LF)
        if end < 0:
            self._buffer = buffer + _CR if tail_cr else buffer
            return []
        rest = buffer[end + 1 :]
        self._buffer = rest + _CR if tail_cr else rest
        events: list[SseEvent] = []
        for line in buffer[:end].split(_LF):
            self._line(line, events)
        return events

    def close(self) -> list[SseEvent]:
        """Flush at end of stream: a last line or event without its blank line still counts."""
        events: list[SseEvent] = []
        tail = self._buffer
        self._buffer = b""
        if tail:
            tail = tail.replace(_CRLF, _LF).replace(_CR, _LF)
            for line in tail.split(_LF):
                self._line(line, events)
        # Servers that drop the connection right after the last data line (no blank
        # line) still meant that event; dispatch it rather than lose it.
        self._line(b"", events)
        return events

    def _line(self, line: bytes, events: list[SseEvent]) -> None:
        if not line:
            if self._data:
                data = self._data[0] if len(self._data) == 1 else _LF.join(self._data)
                events.append(SseEvent(self._event, data))
                self._data = []
            self._event = None
            return
        # Hot path: `data: {...}` lines; test the prefix before any generic parsing.
        if line.startswith(b"data:"):
            value = line[5:]
            self._data.append(value[1:] if value.startswith(b" ") else value)
            return
        if line.startswith(b":"):
            return  # comment / keep-alive
        colon = line.find(b":")
        if colon < 0:
            field, value = line, b""
        else:
            field, value = line[:colon], line[colon + 1 :]
            if value.startswith(b" "):
                value = value[1:]
        if field == b"data":
            self._data.append(value)
        elif field == b"event":
            self._event = value.decode("utf-8", "replace")
        # `id` and `retry` matter only for browser reconnection; Chat Completions has none.
