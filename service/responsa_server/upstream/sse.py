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
_BLANK = b"\n\n"  # a line's end and an empty line's: where an event is dispatched
_new_tuple = tuple.__new__
# `x in data` for bytes first tries `x` as an integer and raises and clears a TypeError (about
# 1,800 instructions in CPython 3.11); `data.find(x)` does not: this runs per upstream read.


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
        """Consume one network read; return the events it completed, in order."""
        # The usual read of a streamed answer: one whole event, one `data:` line and the blank
        # line, nothing held over from the last read (a CR anywhere takes the general path).
        if (
            chunk.endswith(_BLANK)
            and chunk.startswith(b"data: ")
            and chunk.find(_LF) == len(chunk) - 2
            and not self._buffer
            and not self._data
            and self._event is None
            and chunk.find(_CR) < 0
        ):
            return [_new_tuple(SseEvent, (None, chunk[6:-2]))]
        buffer = self._buffer + chunk if self._buffer else chunk
        if buffer.find(_CR) >= 0:
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
        if self._data or self._event is not None:
            return self._lines(buffer[:end].split(_LF))  # an event goes on: line by line
        # Most events are one `data:` line and the blank line after it: cut the complete lines
        # at the blank lines first, and take such an event whole.
        blocks = buffer[: end + 1].split(_BLANK)
        tail = blocks.pop()  # the lines after the last blank line: an event not ended yet
        events: list[SseEvent] = []
        for block in blocks:
            if block.startswith(b"data: ") and block.find(_LF) < 0:
                events.append(_new_tuple(SseEvent, (None, block[6:])))
            else:
                block_lines = block.split(_LF)
                block_lines.append(b"")  # the blank line that ended it
                events += self._lines(block_lines)
        if tail:
            events += self._lines(tail[:-1].split(_LF))
        return events

    def close(self) -> list[SseEvent]:
        """Flush at end of stream: a last line or event without its blank line still counts."""
        tail = self._buffer
        self._buffer = b""
        # Servers that drop the connection right after the last data line (no blank
        # line) still meant that event; dispatch it rather than lose it (the empty line).
        lines = tail.replace(_CRLF, _LF).replace(_CR, _LF).split(_LF) if tail else []
        lines.append(b"")
        return self._lines(lines)

    def _lines(self, lines: list[bytes]) -> list[SseEvent]:
        """The events `lines` (complete, without their ends) dispatch; the event being built
        carries over to the next call. One loop, no call per line: a stream is mostly lines."""
        events: list[SseEvent] = []
        data = self._data
        event = self._event
        for line in lines:
            if not line:
                if data:
                    # A plain tuple made an SseEvent without its Python-level __new__.
                    events.append(
                        _new_tuple(SseEvent, (event, data[0] if len(data) == 1 else _LF.join(data)))
                    )
                    data = []
                event = None
            elif line.startswith(b"data:"):  # the hot path, before any generic parsing
                data.append(line[6:] if line.startswith(b"data: ") else line[5:])
            elif line.startswith(b":"):
                continue  # comment / keep-alive
            else:
                colon = line.find(b":")
                if colon < 0:
                    field, value = line, b""
                else:
                    field, value = line[:colon], line[colon + 1 :]
                    if value.startswith(b" "):
                        value = value[1:]
                if field == b"data":
                    data.append(value)
                elif field == b"event":
                    event = value.decode("utf-8", "replace")
                # `id` and `retry` matter only for browser reconnection; Chat Completions has
                # none.
        self._data = data
        self._event = event
        return events
