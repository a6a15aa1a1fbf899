"""One upstream connection as an asyncio protocol: the bytes received and not yet parsed, in one
buffer, and a wait for more bounded by one loop timer.

Not asyncio's StreamReader: its every read is Python (and each needed an `asyncio.timeout`
around it, entered and left in Python), while a response mostly arrives in one piece. Here the
parser (`http1.py`) cuts what it needs from the buffer where it lies and waits only when the
buffer holds too little.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import cast

__all__ = ["Connection"]

# Reading from the socket pauses while this much sits unread, and resumes when the reader
# next waits for more (a chunk larger than this still arrives whole).
_HIGH_WATER = 2 << 20


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError())


class Connection(asyncio.Protocol):
    """One connection: the bytes received and not yet parsed, and whether more can come."""

    __slots__ = (
        "buffer",
        "consumer",
        "eof",
        "error",
        "idle_since",
        "loop",
        "paused",
        "transport",
        "waiter",
    )

    transport: asyncio.Transport  # set by connection_made, before create_connection returns

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.buffer = bytearray()
        self.eof = False  # the peer ended its side, or the connection is gone
        self.error: BaseException | None = None  # why it went, when that was an error
        self.paused = False
        self.waiter: asyncio.Future[None] | None = None
        self.idle_since = 0.0
        # While a body is relayed (`HttpResponse.relay`): called from here on every read and at
        # the end, in place of waking a waiter, so no task resumes per read.
        self.consumer: Callable[[], None] | None = None

    # -- asyncio.Protocol ------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # A stream transport (uvloop's is not registered as an asyncio.Transport).
        self.transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        buffer = self.buffer
        buffer += data
        consumer = self.consumer
        if consumer is not None:
            consumer()  # takes what is whole at once: the buffer does not pile up
            return
        waiter = self.waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)
        if len(buffer) > _HIGH_WATER and not self.paused:
            self.paused = True
            self.transport.pause_reading()

    def eof_received(self) -> bool:
        self._ended(None)
        return False  # close our side too: a connection the peer ended is never reused

    def connection_lost(self, exc: Exception | None) -> None:
        self._ended(exc)

    def _ended(self, exc: BaseException | None) -> None:
        if exc is not None and not self.eof:
            self.error = exc
        self.eof = True
        if self.consumer is not None:
            self.consumer()
        waiter = self.waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    # -- used by the pool and the response ---------------------------------------------------------

    async def more(self, seconds: float) -> bool:
        """Wait at most `seconds` (TimeoutError after) for bytes beyond those buffered; False
        when none can come (the peer ended the stream). Raises the error that ended the
        connection."""
        if self.error is not None:
            raise self.error
        if self.eof:
            return False
        if self.paused:
            self.paused = False
            self.transport.resume_reading()
        waiter = self.waiter = self.loop.create_future()
        timer = self.loop.call_later(seconds, _expire, waiter)
        try:
            await waiter
        finally:
            timer.cancel()
            self.waiter = None
        if self.error is not None:
            raise self.error
        return True

    def usable(self, now: float, expiry: float) -> bool:
        # A server that closed an idle keep-alive connection has ended it by now.
        return not self.eof and not self.transport.is_closing() and now - self.idle_since < expiry

    def abort(self) -> None:
        # Abort, not close: the peer must see the disconnect now, not after a TLS goodbye.
        self.transport.abort()
