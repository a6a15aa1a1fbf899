"""A small keep-alive HTTP/1.1 connection pool for one upstream origin.

Why not httpx: measured on the target machine, httpx + httpcore + h11 + anyio add
~0.75-1.1 ms per request on loopback, more than the whole service's latency budget.
This pool does only what a Chat Completions upstream needs: POST with a byte body,
Content-Length / chunked / read-to-EOF response bodies, keep-alive reuse, TLS, and
per-step timeouts (`timeouts.py`). Requests go out in one write; responses are parsed with
plain bytes operations. Callers waiting for a connection queue in arrival order (asyncio's
semaphore is FIFO), for as long as their call's total limit allows.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import AsyncIterator
from urllib.parse import urlsplit

from responsa_server.upstream.errors import UpstreamError
from responsa_server.upstream.timeouts import CallClock, UpstreamTimeouts

__all__ = ["HttpResponse", "OriginPool"]

_HEAD_END = b"\r\n\r\n"
_READ_SIZE = 65536
_READER_LIMIT = 1 << 20  # longest head / chunk-size line we accept


class _Connection:
    __slots__ = ("idle_since", "reader", "writer")

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.idle_since = 0.0

    def usable(self, now: float, expiry: float) -> bool:
        # A server that closed an idle keep-alive connection has fed EOF by now.
        return (
            not self.writer.is_closing()
            and not self.reader.at_eof()
            and now - self.idle_since < expiry
        )

    def abort(self) -> None:
        # Abort, not close: the peer must see the disconnect now, not after a TLS goodbye.
        self.writer.transport.abort()


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
        self._idle: list[_Connection] = []
        self._slots = asyncio.Semaphore(max_connections)
        self._closed = False

    async def request(self, data: bytes) -> HttpResponse:
        """Send one complete request (head and body bytes); return once the head is in."""
        clock = CallClock(self.timeouts)
        try:
            if self._slots.locked():
                async with asyncio.timeout(clock.left()):
                    await self._slots.acquire()
            else:
                await self._slots.acquire()  # a free slot: taken at once, nothing to time
        except TimeoutError:
            raise UpstreamError(
                "timeout",
                f"no free upstream connection within {self.timeouts.total:g} s "
                "(RESPONSA_UPSTREAM_TOTAL_TIMEOUT; the pool holds "
                "RESPONSA_UPSTREAM_MAX_CONNECTIONS)",
            ) from None
        try:
            return await self._exchange(data, clock)
        except BaseException:
            self._slots.release()
            raise

    async def _exchange(self, data: bytes, clock: CallClock) -> HttpResponse:
        first_byte = self.timeouts.first_byte
        while True:
            connection = self._take_idle()
            reused = connection is not None
            if connection is None:
                connection = await self._connect(clock)
            try:
                connection.writer.write(data)
                async with asyncio.timeout(clock.step(first_byte)):
                    head = await connection.reader.readuntil(_HEAD_END)
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

    def _response(self, connection: _Connection, head: bytes, clock: CallClock) -> HttpResponse:
        lines = head[:-4].split(b"\r\n")
        status_line = lines[0].split(b" ", 2)
        try:
            status = int(status_line[1])
        except (IndexError, ValueError):
            connection.abort()
            raise UpstreamError(
                "protocol",
                "upstream sent a malformed status line: "
                + lines[0][:200].decode("latin-1").strip(),
            ) from None
        headers: dict[bytes, bytes] = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip().lower()] = value.strip()
        connection_header = headers.get(b"connection", b"").lower()
        keep_alive = (
            connection_header != b"close"
            if status_line[0] == b"HTTP/1.1"
            else connection_header == b"keep-alive"
        )
        length: int | None = None
        chunked = b"chunked" in headers.get(b"transfer-encoding", b"").lower()
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

    def _take_idle(self) -> _Connection | None:
        now = time.monotonic()
        while self._idle:
            connection = self._idle.pop()
            if connection.usable(now, self._expiry):
                return connection
            connection.abort()
        return None

    async def _connect(self, clock: CallClock) -> _Connection:
        limit = self.timeouts.connect
        try:
            async with asyncio.timeout(clock.step(limit)):
                reader, writer = await asyncio.open_connection(
                    self.host,
                    self.port,
                    ssl=self._ssl,
                    server_hostname=self.host if self._ssl else None,
                    limit=_READER_LIMIT,
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
        return _Connection(reader, writer)

    def _release(self, connection: _Connection, reusable: bool) -> None:
        if reusable and not self._closed:
            connection.idle_since = time.monotonic()
            self._idle.append(connection)
        else:
            connection.abort()
        self._slots.release()

    async def aclose(self) -> None:
        """Close idle connections; responses still open close when they finish."""
        self._closed = True
        idle, self._idle = self._idle, []
        for connection in idle:
            connection.writer.close()


class HttpResponse:
    """A response whose head has arrived; read its body once with `read` or `iter_body`."""

    __slots__ = (
        "_chunked",
        "_clock",
        "_connection",
        "_keep_alive",
        "_length",
        "_pool",
        "_released",
        "headers",
        "status",
    )

    def __init__(
        self,
        pool: OriginPool,
        connection: _Connection,
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
        self.headers = headers
        self._length = length
        self._chunked = chunked
        self._keep_alive = keep_alive
        self._released = False

    def _finish(self, complete: bool) -> None:
        if not self._released:
            self._released = True
            self._pool._release(self._connection, complete and self._keep_alive)

    async def read(self) -> bytes:
        """The whole body."""
        # One read for an ordinary answer; a large one is read piece by piece, so the
        # between-chunks limit bounds each silence rather than the whole transfer.
        if self._length is not None and self._length <= _READ_SIZE:
            limit = self._clock.timeouts.between_chunks
            try:
                async with asyncio.timeout(self._clock.step(limit)):
                    data = await self._connection.reader.readexactly(self._length)
            except TimeoutError:
                self._finish(False)
                raise self._silence(limit) from None
            except (asyncio.IncompleteReadError, ConnectionError) as exc:
                self._finish(False)
                raise UpstreamError("protocol", "upstream closed the connection mid-body") from exc
            except BaseException:
                self._finish(False)
                raise
            self._finish(True)
            return data
        return b"".join([part async for part in self.iter_body()])

    async def iter_body(self) -> AsyncIterator[bytes]:
        """Body bytes as they arrive (chunk framing removed); closes the connection if
        the consumer stops early, so the server notices."""
        reader = self._connection.reader
        clock = self._clock
        limit = clock.timeouts.between_chunks
        done = False
        try:
            if self._chunked:
                # Read ahead and cut chunks out of our own buffer: one timed read per arrival
                # of bytes (each silence bounded), however many chunks it brings, instead of a
                # timed readline and readexactly per chunk (a streamed answer is many small
                # chunks: this was a third of a streamed create's Python).
                buffer = bytearray()
                while True:
                    newline = buffer.find(b"\n")
                    if newline < 0:
                        if not await self._read_more(buffer, limit):
                            raise asyncio.IncompleteReadError(bytes(buffer), None)
                        continue
                    size = int(buffer[:newline].split(b";", 1)[0], 16)
                    if size < 0:
                        raise ValueError("negative chunk size")
                    if size == 0:
                        del buffer[: newline + 1]
                        # Trailers, up to the empty line (or the end of the stream).
                        while True:
                            newline = buffer.find(b"\n")
                            if newline < 0:
                                if not await self._read_more(buffer, limit):
                                    break
                                continue
                            line = bytes(buffer[:newline])
                            del buffer[: newline + 1]
                            if not line.strip():
                                break
                        done = not buffer  # bytes past the body: not a connection to reuse
                        break
                    end = newline + 1 + size + 2
                    while len(buffer) < end:
                        if not await self._read_more(buffer, limit):
                            raise asyncio.IncompleteReadError(bytes(buffer), end)
                    data = bytes(buffer[newline + 1 : end - 2])
                    del buffer[:end]
                    yield data
            elif self._length is not None:
                remaining = self._length
                while remaining:
                    async with asyncio.timeout(clock.step(limit)):
                        data = await reader.read(min(remaining, _READ_SIZE))
                    if not data:
                        raise asyncio.IncompleteReadError(b"", remaining)
                    remaining -= len(data)
                    yield data
                done = True
            else:
                while True:
                    async with asyncio.timeout(clock.step(limit)):
                        data = await reader.read(_READ_SIZE)
                    if not data:
                        done = True
                        break
                    yield data
        except TimeoutError:
            raise self._silence(limit) from None
        except (asyncio.IncompleteReadError, ConnectionError, ValueError) as exc:
            # The exception's repr is for the log, not for the client's error message.
            raise UpstreamError(
                "protocol", "upstream closed the connection before the answer was complete"
            ) from exc
        finally:
            # Normal end: back to the pool. Anything else (error, break, cancel): abort.
            self._finish(done)

    async def _read_more(self, buffer: bytearray, limit: float) -> bool:
        """Append what arrives next (within the between-chunks limit) to `buffer`; False at the
        end of the stream."""
        async with asyncio.timeout(self._clock.step(limit)):
            data = await self._connection.reader.read(_READ_SIZE)
        buffer += data
        return bool(data)

    def _silence(self, limit: float) -> UpstreamError:
        return self._clock.expired(
            limit, "the upstream sent nothing more", "RESPONSA_UPSTREAM_CHUNK_TIMEOUT"
        )

    async def aclose(self) -> None:
        """Drop the connection unless the body was read completely."""
        self._finish(False)
