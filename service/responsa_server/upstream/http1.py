"""A small keep-alive HTTP/1.1 connection pool for one upstream origin.

Why not httpx: measured on the target machine, httpx + httpcore + h11 + anyio add
~0.75-1.1 ms per request on loopback, more than the whole service's latency budget.
This pool does only what a Chat Completions upstream needs: POST with a byte body,
Content-Length / chunked / read-to-EOF response bodies, keep-alive reuse, TLS, and
per-step timeouts (`timeouts.py`). Requests go out in one write; responses are parsed with
plain bytes operations. Callers waiting for a connection queue in arrival order, for as long
as their call's total limit allows.

Each connection is a protocol with one receive buffer (`connection.py`): heads and bodies are
cut from what has arrived where it lies, and only a read that finds too little waits, each
silence bounded by its limit. An answer that arrives in one piece (head and body together, the
usual case) costs one wait, for its head; a streamed body is handed on one read at a time,
however many chunks that read brought.

A foreground stream's body can instead be relayed (`HttpResponse.relay`): the connection's
read callback cuts the chunks and hands them on itself, so no task wakes per read.

(About 540 lines: the pool and the response share the connection, its buffer and the slot a
body gives back when it ends, and the relay shares the response's framing and limits; the
socket side is `connection.py`.)
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections import deque
from collections.abc import Callable
from urllib.parse import urlsplit

from responsa_server.upstream.connection import Connection
from responsa_server.upstream.errors import UpstreamError
from responsa_server.upstream.timeouts import CallClock, UpstreamTimeouts

__all__ = ["HttpResponse", "OriginPool", "Relayed"]

# A relayed body's consumer (`HttpResponse.relay`): given the bytes that came, says whether the
# stream ended and what to wait for (a future) before reading on.
Relayed = Callable[[bytes], "tuple[bool, asyncio.Future[None] | None]"]

_HEAD_END = b"\r\n\r\n"
_HEAD_LIMIT = 1 << 20  # the longest response head we accept


class OriginPool:
    """Pooled keep-alive connections to one scheme://host:port."""

    def __init__(
        self,
        base_url: str,
        *,
        timeouts: UpstreamTimeouts,
        max_connections: int,
        keepalive_expiry: float = 30.0,
    ) -> None:
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"upstream base URL must be http(s)://host[:port]/path: {base_url!r}")
        self.host = parts.hostname
        self.port = parts.port or (443 if parts.scheme == "https" else 80)
        self.base_path = parts.path.rstrip("/")
        self.host_header = parts.netloc.rpartition("@")[2]
        self._ssl = ssl.create_default_context() if parts.scheme == "https" else None
        self.timeouts = timeouts
        self._expiry = keepalive_expiry
        self._idle: list[Connection] = []
        # Connection slots: free ones, and the callers waiting for one in arrival order.
        self._free = max_connections
        self._queue: deque[asyncio.Future[None]] = deque()
        self._closed = False

    async def request(self, data: bytes) -> HttpResponse:
        """Send one complete request (head and body bytes); return once the head is in."""
        clock = CallClock(self.timeouts)
        if self._free and not self._queue:
            self._free -= 1  # a free slot: taken at once, nothing to time
        else:
            await self._queue_for_slot(clock)
        try:
            return await self._exchange(data, clock)
        except BaseException:
            self._release_slot()
            raise

    async def _queue_for_slot(self, clock: CallClock) -> None:
        """Wait for a connection slot behind the callers already waiting, within the call's
        total limit. (Not asyncio.Semaphore: its every acquire is Python, the free case too.)"""
        waiter = asyncio.get_running_loop().create_future()
        self._queue.append(waiter)
        try:
            async with asyncio.timeout(clock.left()):
                await waiter
        except BaseException as exc:
            if waiter.done() and not waiter.cancelled():
                self._release_slot()  # handed a slot just as the wait ended: pass it on
            else:
                self._queue.remove(waiter)
            if isinstance(exc, TimeoutError):
                raise UpstreamError(
                    "timeout",
                    f"no free upstream connection within {self.timeouts.total:g} s "
                    "(RESPONSA_UPSTREAM_TOTAL_TIMEOUT; the pool holds "
                    "RESPONSA_UPSTREAM_MAX_CONNECTIONS)",
                ) from None
            raise

    def _release_slot(self) -> None:
        """A slot goes to the longest-waiting caller, or back to the free ones."""
        queue = self._queue
        while queue:
            waiter = queue.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return
        self._free += 1

    async def _exchange(self, data: bytes, clock: CallClock) -> HttpResponse:
        first_byte = self.timeouts.first_byte
        while True:
            connection = self._take_idle()
            reused = connection is not None
            if connection is None:
                connection = await self._connect(clock)
            try:
                connection.transport.write(data)
                head = await _head(connection, clock.step(first_byte))
            except (asyncio.IncompleteReadError, ConnectionError) as exc:
                connection.abort()
                # The server closed a kept-alive connection as we reused it: nothing
                # was processed, so the request can go out again on a fresh one.
                partial = getattr(exc, "partial", b"")
                if reused and not partial:
                    continue
                raise UpstreamError(
                    "protocol", "upstream closed the connection before answering"
                ) from exc
            except TimeoutError:
                connection.abort()
                raise clock.expired(
                    first_byte,
                    "the upstream sent no response",
                    "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT",
                ) from None
            except asyncio.LimitOverrunError as exc:
                connection.abort()
                raise UpstreamError("protocol", "upstream response head is too large") from exc
            except BaseException:
                connection.abort()  # cancelled: drop the half-used connection
                raise
            return self._response(connection, head, clock)

    def _response(self, connection: Connection, head: bytes, clock: CallClock) -> HttpResponse:
        # Lowercased whole: every header this reads compares without case.
        lines = head[:-4].lower().split(b"\r\n")
        status_line = lines[0].split(b" ", 2)
        try:
            status = int(status_line[1])
        except (IndexError, ValueError):
            connection.abort()
            raise UpstreamError(
                "protocol",
                "upstream sent a malformed status line: "
                + head.split(b"\r\n", 1)[0][:200].decode("latin-1").strip(),
            ) from None
        headers: dict[bytes, bytes] = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip()] = value.strip()
        connection_header = headers.get(b"connection", b"")
        keep_alive = (
            connection_header != b"close"
            if status_line[0] == b"http/1.1"
            else connection_header == b"keep-alive"
        )
        length: int | None = None
        chunked = b"chunked" in headers.get(b"transfer-encoding", b"")
        if not chunked:
            raw_length = headers.get(b"content-length")
            if raw_length is not None:
                try:
                    length = int(raw_length)
                except ValueError:
                    connection.abort()
                    raise UpstreamError(
                        "protocol", "upstream sent an invalid content-length"
                    ) from None
            elif status in (204, 304) or 100 <= status < 200:
                length = 0
            else:
                keep_alive = False  # body runs to EOF
        return HttpResponse(self, connection, status, headers, length, chunked, keep_alive, clock)

    def _take_idle(self) -> Connection | None:
        now = time.monotonic()
        while self._idle:
            connection = self._idle.pop()
            if connection.usable(now, self._expiry):
                return connection
            connection.abort()
        return None

    async def _connect(self, clock: CallClock) -> Connection:
        limit = self.timeouts.connect
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(clock.step(limit)):
                _, connection = await loop.create_connection(
                    lambda: Connection(loop),
                    self.host,
                    self.port,
                    ssl=self._ssl,
                    server_hostname=self.host if self._ssl else None,
                )
        except TimeoutError:
            raise clock.expired(
                limit,
                f"could not connect to upstream {self.host}:{self.port}",
                "RESPONSA_UPSTREAM_CONNECT_TIMEOUT",
            ) from None
        except OSError as exc:  # refused, unreachable, DNS (gaierror), TLS (SSLError)
            raise UpstreamError(
                "connect", f"cannot connect to upstream {self.host}:{self.port}: {exc}"
            ) from exc
        return connection

    def _release(self, connection: Connection, reusable: bool) -> None:
        if reusable and not self._closed:
            connection.idle_since = time.monotonic()
            self._idle.append(connection)
        else:
            connection.abort()
        self._release_slot()

    async def aclose(self) -> None:
        """Close idle connections; responses still open close when they finish."""
        self._closed = True
        idle, self._idle = self._idle, []
        for connection in idle:
            connection.transport.close()


async def _head(connection: Connection, seconds: float) -> bytes:
    """The response head, terminator included, taken from the buffer; waits for it at most
    `seconds` in all."""
    buffer = connection.buffer
    deadline = 0.0
    while True:
        end = buffer.find(_HEAD_END)
        if 0 <= end <= _HEAD_LIMIT:
            end += 4
            head = bytes(buffer[:end])
            del buffer[:end]
            return head
        if end > 0 or len(buffer) > _HEAD_LIMIT:
            raise asyncio.LimitOverrunError("response head over the limit", len(buffer))
        if deadline:
            seconds = deadline - time.monotonic()
        else:
            deadline = time.monotonic() + seconds
        if not await connection.more(max(0.0, seconds)):
            raise asyncio.IncompleteReadError(bytes(buffer), None)


class HttpResponse:
    """A response whose head has arrived; read its body once with `read` or `receive`."""

    __slots__ = (
        "_chunked",
        "_clock",
        "_connection",
        "_keep_alive",
        "_left",
        "_length",
        "_pool",
        "_released",
        "headers",
        "status",
    )

    def __init__(
        self,
        pool: OriginPool,
        connection: Connection,
        status: int,
        headers: dict[bytes, bytes],
        length: int | None,
        chunked: bool,
        keep_alive: bool,
        clock: CallClock,
    ) -> None:
        self._pool = pool
        self._clock = clock
        self._connection = connection
        self.status = status
        self.headers = headers  # names and values lowercased
        self._length = length
        self._left = length or 0  # of a Content-Length body, the bytes not yet received
        self._chunked = chunked
        self._keep_alive = keep_alive
        self._released = False

    def _finish(self, complete: bool) -> None:
        if not self._released:
            self._released = True
            self._pool._release(self._connection, complete and self._keep_alive)

    @property
    def finished(self) -> bool:
        """Whether the body was read to its end (or the response dropped)."""
        return self._released

    async def read(self) -> bytes:
        """The whole body."""
        length = self._length
        if length is None or self._chunked:
            parts = []
            while data := await self.receive():
                parts.append(data)
            return b"".join(parts)
        buffer = self._connection.buffer
        try:
            # Usually the whole body came with the head: no wait at all. Otherwise each
            # silence is bounded by the between-chunks limit, not the whole transfer.
            while len(buffer) < length:
                if not await self._more():
                    raise asyncio.IncompleteReadError(bytes(buffer), length)
        except TimeoutError:
            raise self._silence() from None
        except (asyncio.IncompleteReadError, ConnectionError) as exc:
            raise self._cut() from exc
        except BaseException:
            self._finish(False)  # cancelled: drop the connection, so the server notices
            raise
        data = bytes(buffer[:length])
        del buffer[:length]
        self._finish(True)
        return data

    async def receive(self) -> bytes:
        """The body bytes that have arrived since the last call (chunk framing removed),
        waiting while there are none, each silence bounded by the between-chunks limit; b""
        once the body is complete (the connection is back in the pool by then). However many
        chunks one read of the socket brought, they come out together."""
        if self._released:
            return b""
        try:
            while True:
                data, complete = self._available(False)
                if data or complete:
                    return data
                if not await self._more():
                    return self._available(True)[0]  # the end: what is left, or the error
        except TimeoutError:
            raise self._silence() from None
        except (asyncio.IncompleteReadError, ConnectionError, ValueError) as exc:
            raise self._cut() from exc
        except BaseException:
            self._finish(False)  # cancelled: drop the connection, so the server notices
            raise

    def _available(self, eof: bool) -> tuple[bytes, bool]:
        """The body bytes whole in the buffer now (chunk framing removed; taken from it), and
        whether the body is complete (the connection is released then). `eof`: nothing more
        can arrive, so a body that is not complete is cut (IncompleteReadError)."""
        buffer = self._connection.buffer
        if self._chunked:
            # Cut every whole chunk there is, then drop them from the buffer at once.
            pieces: list[bytearray] = []
            start = 0
            have = len(buffer)
            last = False
            newline = -1
            while (newline := buffer.find(b"\n", start)) >= 0:
                try:
                    size = int(buffer[start:newline], 16)
                except ValueError:  # a chunk extension (or not a size at all)
                    size = int(buffer[start:newline].split(b";", 1)[0], 16)
                if size > 0:
                    end = newline + size + 3
                    if end > have:
                        break
                    pieces.append(buffer[newline + 1 : end - 2])
                    start = end
                elif size == 0:
                    last = True
                    break
                else:
                    raise ValueError("negative chunk size")
            if start:
                del buffer[:start]
            if last and self._trailers(newline - start + 1):
                return b"".join(pieces), True
            if pieces:
                return b"".join(pieces), False  # what is whole now; the rest on the next call
            if not eof:
                return b"", False
            if last:  # the trailers end with the stream
                self._finish(False)
                return b"", True
            raise asyncio.IncompleteReadError(bytes(buffer), None)
        if self._length is not None:
            left = self._left
            if not left:
                self._finish(True)
                return b"", True
            if not buffer:
                if eof:
                    raise asyncio.IncompleteReadError(b"", left)
                return b"", False
            data = bytes(buffer[:left])
            del buffer[:left]
            self._left = left = left - len(data)
            if not left:
                self._finish(True)
            return data, not left
        if buffer:
            data = bytes(buffer)
            buffer.clear()
            return data, False
        if eof:
            self._finish(True)  # the body ran to EOF (not a connection to reuse)
            return b"", True
        return b"", False

    async def relay(self, body: Relayed) -> None:
        """Hand the body to `body` as it arrives, from the connection's own read callback: no
        task wakes per read (the one that awaits this wakes at the end). `body(data)` says
        whether the stream's content ended (then the rest of the body is left for `receive`)
        and may give a future to wait on before reading more (its consumer's buffer is full).
        Silences, cuts, errors and cancellation end it as they end `receive`."""
        if self._released:
            return
        connection = self._connection
        loop = connection.loop
        ended: asyncio.Future[None] = loop.create_future()
        limit = self._clock.timeouts.between_chunks
        last = loop.time()  # when the body last moved on (or reading last resumed)
        held = False  # waiting for `body`'s consumer
        raised: list[BaseException] = []  # what `body` raised: passed on as it is

        def pump() -> None:
            nonlocal last, held
            if ended.done() or held:
                return
            try:
                while True:
                    data, complete = self._available(False)
                    if not data and not complete:
                        # As `receive`: what is whole is handed on before the end is looked at.
                        if connection.error is not None:
                            raise connection.error
                        if not connection.eof:
                            return  # the next read calls again
                        data, complete = self._available(True)  # what is left, or the cut
                    if data:
                        last = loop.time()
                        try:
                            stop, wait = body(data)
                        except BaseException as error:  # raised by the task awaiting the relay
                            raised.append(error)
                            stop = True
                        if stop:
                            ended.set_result(None)
                            return
                        if wait is not None and not wait.done():
                            held = True
                            connection.transport.pause_reading()
                            wait.add_done_callback(resume)
                            return
                    if complete:
                        ended.set_result(None)
                        return
            except BaseException as error:  # raised by the task awaiting the relay
                if not ended.done():
                    ended.set_exception(error)

        def resume(_: object) -> None:
            nonlocal last, held
            held = False
            last = loop.time()
            if not ended.done() and not connection.eof:
                connection.transport.resume_reading()
            pump()

        timer: asyncio.TimerHandle | None = None

        def watch() -> None:
            # Each silence is bounded by the between-chunks limit, the whole by the call's total.
            nonlocal timer
            if ended.done():
                return
            due = min(last + limit - loop.time(), self._clock.left())
            if held:
                due = limit  # waiting for the consumer, not for the upstream: looked at again
            elif due <= 0:
                ended.set_exception(TimeoutError())
                return
            timer = loop.call_later(due, watch)

        timer = loop.call_later(self._clock.step(limit), watch)
        connection.consumer = pump
        try:
            pump()  # what came with the head
            await ended
        except TimeoutError:
            raise self._silence() from None
        except (asyncio.IncompleteReadError, ConnectionError, ValueError) as exc:
            raise self._cut() from exc
        except BaseException:
            self._finish(False)  # cancelled or failed: drop the connection
            raise
        finally:
            connection.consumer = None
            timer.cancel()
            if held and not connection.eof:
                connection.transport.resume_reading()
        if raised:
            self._finish(False)
            raise raised[0]

    def _trailers(self, start: int) -> bool:
        """Whether the trailers after the last chunk (from `start`) are in, up to their empty
        line; if so the body is complete: they are dropped and the connection released."""
        buffer = self._connection.buffer
        while True:
            end = buffer.find(b"\n", start)
            if end < 0:
                return False
            blank = not buffer[start:end].strip()
            start = end + 1
            if blank:
                break
        del buffer[:start]
        self._finish(not buffer)  # bytes past the body: not a connection to reuse
        return True

    async def _more(self) -> bool:
        """Wait for more bytes within the between-chunks limit; False at the end of the stream."""
        clock = self._clock
        return await self._connection.more(clock.step(clock.timeouts.between_chunks))

    def _silence(self) -> UpstreamError:
        self._finish(False)
        limit = self._clock.timeouts.between_chunks
        return self._clock.expired(
            limit, "the upstream sent nothing more", "RESPONSA_UPSTREAM_CHUNK_TIMEOUT"
        )

    def _cut(self) -> UpstreamError:
        self._finish(False)
        # The cause's repr is for the log, not for the client's error message.
        return UpstreamError(
            "protocol", "upstream closed the connection before the answer was complete"
        )

    async def aclose(self) -> None:
        """Drop the connection unless the body was read completely."""
        self._finish(False)
