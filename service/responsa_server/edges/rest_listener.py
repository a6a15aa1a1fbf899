"""`RestListener`: POST /v1/responses over plain HTTP/1.1, the one REST call Envoy proxies.

Envoy transcodes every other REST call into a call of an HttpBody gRPC service. The create is
the hot path, and there transcoding cost more CPU than the rest of the create: Envoy's
transcoder and HTTP/2 codec, and grpc.aio's completion queue waking the event loop from its own
thread (docs/performance.md, "The front door"). So Envoy proxies `POST /v1/responses` here as
HTTP/1.1 (route `create` in gateway/envoy.yaml). This is a transport of the call pipeline
(edges/call_pipeline.py) of its own: each request is a `RestExchange` (the request's headers and
body, replies written to the socket: JSON whole with its length, SSE as chunks) run through the
handler the pipeline built around the create's endpoint (`responses_http.rest_create`), so it is
observed, traced and admitted as every call is. An error is rendered here, once, as OpenAI's
JSON body with its status (and `retry-after`), which Envoy passes on unchanged.

The parser is httptools (llhttp, as uvicorn uses). One request at a time per connection, as
Envoy sends them; a client that leaves cancels its call, as a gRPC cancellation does.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable

import httptools

from responsa_server.edges.exchange import Call, ClientGone
from responsa_server.edges.grpc_errors import bounded
from responsa_server.model.errors import ApiError

log = logging.getLogger("responsa.rest")

PATH = b"/v1/responses"
# The create is counted and traced under the name of its HttpBody gRPC method
# (`/responsa.v1.ResponsesHttpService/CreateResponse`), as before it had a listener of its own.
METHOD = "ResponsesHttpService/CreateResponse"
# Envoy's active health check of this listener (cluster responsa_rest): 200 while the process
# serves, 503 while it does not (store unreachable, draining), as its grpc.health.v1 status says.
# Without it a dead or draining replica stays in the REST cluster while Envoy's gRPC check has
# taken it out of the other one.
HEALTH_PATH = b"/healthz"
# Envoy caps a request's headers at 60 KiB before it forwards them; a caller reaching this port
# directly gets the same bound (llhttp itself sets none).
MAX_HEAD_BYTES = 64 * 1024
# A reply piece's content type decides the framing: JSON is sent whole with a length, anything
# else (SSE) as chunks while it is written.
_JSON = "application/json"
# Reason phrases are optional (RFC 9112); Envoy ignores them.
_HEAD = b"HTTP/1.1 %d \r\n"


def error_body(error: ApiError) -> bytes:
    """OpenAI's error body, byte for byte what Envoy renders for the gRPC path's errors (ASCII
    JSON, message and param clipped as they are in gRPC metadata)."""
    return json.dumps(bounded(error).to_dict(), ensure_ascii=True).encode()


class _Request:
    """What the parser has read of the request in progress."""

    __slots__ = ("body", "head", "headers", "size", "url")

    def __init__(self) -> None:
        self.url = b""
        self.headers: list[tuple[str, str]] = []
        self.body: list[bytes] = []
        self.size = 0
        self.head = 0  # bytes of the URL and headers so far


class RestExchange:
    """One REST call as the call pipeline sees it, answered on its connection."""

    __slots__ = (
        "_chunked",
        "_connection",
        "_headers",
        "_json",
        "body",
        "call",
        "project",
        "response_id",
    )

    def __init__(
        self, connection: RestConnection, headers: tuple[tuple[str, str], ...], body: bytes
    ) -> None:
        self.call = Call(method=METHOD, http_method="POST", path=PATH.decode())
        self.project: str | None = None
        self.response_id: str | None = None  # the create names no stored response
        self.body = body
        self._connection = connection
        self._headers = headers
        self._json: list[bytes] | None = None  # a JSON reply, until the endpoint ends
        self._chunked = False  # a streamed reply's head is out

    def metadata(self) -> tuple[tuple[str, str], ...]:
        """The request's headers, names in lower case."""
        return self._headers

    def gone(self) -> bool:
        """Whether the client went away."""
        return self._connection.lost

    async def write(self, content_type: str, data: bytes) -> None:
        """Send one reply piece (JSON is kept until the end, to be sent with its length)."""
        if self._connection.lost:
            raise ClientGone(ConnectionResetError("the client went away"))
        full = self.send(content_type, data)
        if full is not None:
            await full

    def send(self, content_type: str, data: bytes) -> asyncio.Future[None] | None:
        """`write` without waiting: the piece goes out now (dropped once the client has gone:
        its call is being cancelled), and the future to wait on while the client's buffer is
        full is returned (a streamed answer's sink, which runs in the upstream's read
        callback, holds the upstream's reads on it)."""
        if self._json is not None:
            self._json.append(data)
            return None
        connection = self._connection
        if not self._chunked:
            if content_type == _JSON:
                self._json = [data]
                return None
            self._chunked = True
            connection.send(connection.head(200, content_type, b"transfer-encoding: chunked\r\n"))
        connection.send(b"%x\r\n%b\r\n" % (len(data), data))
        return connection.full()

    async def refuse(self, error: ApiError) -> None:
        """Answer OpenAI's error (or, mid-stream, cut the stream: its end never arrives)."""
        self._json = None
        if self._chunked:
            self._connection.close()
            return
        self._connection.refusal(error)

    def finish(self) -> None:
        """The endpoint ended: send what is left of the reply."""
        connection = self._connection
        if self._chunked:
            connection.send(b"0\r\n\r\n")
            return
        if self._json is None:
            return  # refused: the error is out
        data = b"".join(self._json)
        connection.send(connection.head(200, _JSON, b"content-length: %d\r\n" % len(data)) + data)


class RestConnection(asyncio.Protocol):
    """One HTTP/1.1 connection from Envoy: requests parsed, each run as a task."""

    def __init__(self, listener: RestListener) -> None:
        self._listener = listener
        self._parser = httptools.HttpRequestParser(self)
        self._transport: asyncio.Transport | None = None
        self._request: _Request | None = None
        self._task: asyncio.Task[None] | None = None
        self._writable: asyncio.Future[None] | None = None
        self._pending = bytearray()
        self._refused = False  # an error reply of the listener's own is out: read nothing more
        self.lost = False
        self.keep_alive = True

    @property
    def idle(self) -> bool:
        """Whether no request is being read or answered."""
        return self._request is None and (self._task is None or self._task.done())

    # asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport  # type: ignore[assignment]  # uvloop's is no subclass
        self._listener.connections.add(self)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        if self._task is not None and not self._task.done():
            # A request sent before the last reply (pipelining; Envoy does not): read after it.
            # Reading goes on meanwhile, so a client that leaves is seen at once.
            self._pending += data
            if len(self._pending) > self._listener.max_body_bytes:
                self._pending.clear()
                self.close()
            return
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserUpgrade:
            self._refuse(400, "Upgrades are not served on this port.")
        except httptools.HttpParserError as error:
            if not self._refused:  # else a callback refused it and stopped the parser
                self._refuse(400, f"The request could not be parsed: {error}.")

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = True
        self._listener.connections.discard(self)
        if self._task is not None and not self._task.done():
            self._task.cancel()
        if self._writable is not None and not self._writable.done():
            self._writable.set_result(None)

    def pause_writing(self) -> None:
        if self._writable is None or self._writable.done():
            self._writable = asyncio.get_running_loop().create_future()

    def resume_writing(self) -> None:
        if self._writable is not None and not self._writable.done():
            self._writable.set_result(None)

    # httptools callbacks

    def on_message_begin(self) -> None:
        self._request = _Request()

    def on_url(self, url: bytes) -> None:
        request = self._request
        assert request is not None
        request.url += url
        self._count_head(request, len(url))

    def on_header(self, name: bytes, value: bytes) -> None:
        request = self._request
        assert request is not None
        request.headers.append((name.decode("latin-1").lower(), value.decode("latin-1")))
        self._count_head(request, len(name) + len(value))

    def _count_head(self, request: _Request, size: int) -> None:
        request.head += size
        if request.head > MAX_HEAD_BYTES:
            self._request = None
            self._refuse(431, "The request's URL and headers are larger than 64 KiB.")
            raise httptools.HttpParserCallbackError("head too large")

    def on_body(self, body: bytes) -> None:
        request = self._request
        assert request is not None
        request.size += len(body)
        if request.size > self._listener.max_body_bytes:
            self._request = None
            limit = self._listener.max_body_bytes // (1024 * 1024)
            self._refuse(413, f"The request body is larger than this server accepts ({limit} MiB).")
            raise httptools.HttpParserCallbackError("body too large")
        request.body.append(body)

    def on_message_complete(self) -> None:
        request, self._request = self._request, None
        if request is None:  # refused while its body arrived
            return
        self.keep_alive = self._parser.should_keep_alive() and not self._listener.closing
        method = self._parser.get_method()
        path = request.url.partition(b"?")[0]
        if method == b"GET" and path == HEALTH_PATH:
            self._answer_health()
            return
        if method != b"POST" or path != PATH:
            target = f"{method.decode('latin-1')} {request.url.decode('latin-1')}"
            self._refuse(404, f"Invalid URL ({target[:512]})")
            return
        # One request at a time: the next is parsed once this one's reply is out.
        self._task = asyncio.get_running_loop().create_task(self._run(request))

    # replies

    def send(self, data: bytes) -> None:
        """Write `data` (dropped once the client has gone)."""
        if not self.lost and self._transport is not None:
            self._transport.write(data)

    def full(self) -> asyncio.Future[None] | None:
        """While the socket's buffer is full (the client reads slower than we write): the
        future done when it drains."""
        writable = self._writable
        return writable if writable is not None and not writable.done() else None

    def close(self) -> None:
        """Close the connection now."""
        if self._transport is not None:
            self._transport.close()

    async def _run(self, request: _Request) -> None:
        exchange = RestExchange(self, tuple(request.headers), b"".join(request.body))
        request.body.clear()
        try:
            await self._listener.handler(exchange)
        except (asyncio.CancelledError, ConnectionError, ClientGone):
            self.close()
            return
        except Exception:
            # The pipeline turns a handler's exception into an error reply: this is a bug.
            log.exception("POST /v1/responses failed outside its handler")
            self.close()
            return
        exchange.finish()
        if self.lost:
            return
        if not self.keep_alive or self._listener.closing:
            self.close()
            return
        self._task = None  # this call is over: what arrives now is parsed at once
        if self._pending:
            pending = bytes(self._pending)
            self._pending.clear()
            self.data_received(pending)

    def _answer_health(self) -> None:
        listener = self._listener
        status = 200 if listener.serving() and not listener.closing else 503
        closing = b"" if self.keep_alive else b"connection: close\r\n"
        self.send(_HEAD % status + b"content-length: 0\r\n" + closing + b"\r\n")
        if not self.keep_alive:
            self.close()

    def _refuse(self, status: int, message: str) -> None:
        """Answer an error the listener finds itself, and close."""
        self._refused = True
        self.keep_alive = False
        self.refusal(ApiError(status, message))
        self.close()

    def refusal(self, error: ApiError) -> None:
        """Send OpenAI's error reply: its status, JSON body and `retry-after`."""
        body = error_body(error)
        framing = b"content-length: %d\r\n" % len(body)
        if error.retry_after is not None:
            framing += b"retry-after: %d\r\n" % error.retry_after
        self.send(self.head(error.status, _JSON, framing) + body)

    def head(self, status: int, content_type: str, framing: bytes) -> bytes:
        """A reply's status line and headers."""
        lines = [_HEAD % status, framing]
        lines.append(b"content-type: %b\r\n" % content_type.encode("latin-1"))
        if not self.keep_alive:
            lines.append(b"connection: close\r\n")
        lines.append(b"\r\n")
        return b"".join(lines)


class RestListener:
    """The process' REST listener; `start` binds, `stop` stops accepting and ends idle
    connections (calls in flight finish, and their connections close after them)."""

    def __init__(
        self,
        handler: Callable[[RestExchange], Awaitable[None]],
        *,
        max_body_bytes: int,
        serving: Callable[[], bool] = lambda: True,
    ) -> None:
        # The create's endpoint inside the call pipeline (CallPipeline.build); errors raised
        # through it are already answered.
        self.handler = handler
        self.max_body_bytes = max_body_bytes
        # Whether the process serves (its grpc.health.v1 status): GET /healthz's answer.
        self.serving = serving
        self.connections: set[RestConnection] = set()
        self.closing = False
        self._server: asyncio.Server | None = None
        self.port = 0

    async def start(self, host: str, port: int) -> None:
        """Listen on host:port (0: a free port, then in `self.port`)."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: RestConnection(self), host, port)
        self.port = self._server.sockets[0].getsockname()[1]
        log.info("REST listening on %s:%d (POST %s)", host, self.port, PATH.decode())

    async def stop(self) -> None:
        """Stop accepting; close the connections that have no call in flight."""
        self.closing = True
        if self._server is not None:
            self._server.close()
        for connection in list(self.connections):
            if connection.idle:
                connection.close()
