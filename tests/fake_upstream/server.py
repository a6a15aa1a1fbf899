"""A lean HTTP/1.1 keep-alive server speaking the Chat Completions wire format (and, at
`POST /v1/responses`, a native Responses upstream's stream: native.py).

Raw asyncio protocol with its own request parsing: instant replies are written straight
from `data_received` (no task, no framework), which keeps the benchmark baseline cheap.
Delayed replies (fake-slow, fake-hang, fake-stall) run as a task and watch for the client leaving.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import orjson

from tests.fake_upstream import embeddings, native, wire
from tests.fake_upstream.scenarios import (
    LEAKED_KEY_MESSAGE,
    SCENARIOS,
    STATED_WINDOWS,
    CallIds,
    Reply,
    build_reply,
    prompt_tokens_of,
)

_MAX_HEADER = 64 * 1024
_REASONS = {
    200: b"OK",
    400: b"Bad Request",
    401: b"Unauthorized",
    404: b"Not Found",
    405: b"Method Not Allowed",
    411: b"Length Required",
    429: b"Too Many Requests",
    500: b"Internal Server Error",
    503: b"Service Unavailable",
}


class FakeState:
    """What the test controls see: received bodies and counters."""

    def __init__(self) -> None:
        self.bodies: list[Any] = []
        self.headers: list[dict[str, str]] = []
        self.requests = 0
        self.disconnects = 0
        self.call_ids = CallIds()
        self.completions = 0
        self.connections = 0
        self.tokenize_calls = 0
        self.embedded: list[str] = []  # every text /embeddings was asked for
        # `/stall-models/` listings held open / closed by the client; never reset, as a stack
        # fetches its listing when it starts, which may be before a test's reset.
        self.stalled_listings = {"held": 0, "closed": 0}

    def reset(self) -> None:
        """Forget everything received so far."""
        self.bodies = []
        self.headers = []
        self.requests = 0
        self.disconnects = 0
        self.call_ids = CallIds()
        self.completions = 0
        self.connections = 0
        self.tokenize_calls = 0
        self.embedded = []


class _Request:
    __slots__ = ("body", "headers", "keep_alive", "method", "path")

    def __init__(
        self, method: str, path: str, headers: dict[str, str], body: bytes, keep_alive: bool
    ) -> None:
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.keep_alive = keep_alive


def _response(status: int, body: bytes, keep_alive: bool, content_type: bytes) -> bytes:
    return b"".join(
        (
            b"HTTP/1.1 %d %s\r\n" % (status, _REASONS.get(status, b"Unknown")),
            b"content-type: ",
            content_type,
            b"\r\ncontent-length: %d\r\n" % len(body),
            b"connection: keep-alive\r\n\r\n" if keep_alive else b"connection: close\r\n\r\n",
            body,
        )
    )


def _json(status: int, obj: Any, keep_alive: bool) -> bytes:
    return _response(status, orjson.dumps(obj), keep_alive, b"application/json")


def _error(status: int, message: str, keep_alive: bool) -> bytes:
    kind = "invalid_request_error" if status < 500 else "server_error"
    body = {"error": {"message": message, "type": kind, "param": None, "code": None}}
    return _json(status, body, keep_alive)


_STREAM_HEAD = (
    b"HTTP/1.1 200 OK\r\n"
    b"content-type: text/event-stream\r\n"
    b"cache-control: no-cache\r\n"
    b"transfer-encoding: chunked\r\n"
)


def _chunked(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


class _Connection(asyncio.Protocol):
    """One client connection; requests are answered strictly in order."""

    def __init__(self, state: FakeState) -> None:
        self._state = state
        self._buffer = b""
        self._transport: asyncio.Transport | None = None
        self._busy = False
        self._closing = False
        self._counted = False
        self._holding_listing = False
        self.lost = asyncio.Event()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport

    def connection_lost(self, exc: Exception | None) -> None:
        self._closing = True
        self.lost.set()
        if self._holding_listing:
            self._holding_listing = False
            self._state.stalled_listings["held"] -= 1
            self._state.stalled_listings["closed"] += 1

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        if not self._busy:
            self._drain_requests()

    def write(self, data: bytes) -> None:
        """Send bytes unless the client already went away."""
        if self._transport is not None and not self.lost.is_set():
            self._transport.write(data)

    def close(self) -> None:
        """Close after what was written is flushed."""
        self._closing = True
        if self._transport is not None:
            self._transport.close()

    def _drain_requests(self) -> None:
        while not self._busy and not self._closing:
            request = self._parse()
            if request is None:
                return
            self._handle(request)

    def _parse(self) -> _Request | None:
        buffer = self._buffer
        head_end = buffer.find(b"\r\n\r\n")
        if head_end < 0:
            if len(buffer) > _MAX_HEADER:
                self.write(_error(400, "request head too large", False))
                self.close()
            return None
        lines = buffer[:head_end].split(b"\r\n")
        try:
            method, path, version = lines[0].decode("latin-1").split(" ", 2)
        except ValueError:
            self.write(_error(400, "malformed request line", False))
            self.close()
            return None
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
        start = head_end + 4
        if headers.get("transfer-encoding", "").lower() == "chunked":
            parsed = _dechunk(buffer, start)
            if parsed is None:
                return None
            body, end = parsed
        else:
            length = int(headers.get("content-length", "0") or 0)
            end = start + length
            if len(buffer) < end:
                return None
            body = buffer[start:end]
        self._buffer = buffer[end:]
        connection = headers.get("connection", "").lower()
        keep_alive = connection != "close" if version == "HTTP/1.1" else connection == "keep-alive"
        return _Request(method, path, headers, body, keep_alive)

    def _handle(self, request: _Request) -> None:
        path = request.path.split("?", 1)[0]
        keep = request.keep_alive
        state = self._state
        if path.endswith("/chat/completions"):
            if request.method != "POST":
                self._send(_error(405, "use POST", keep), keep)
                return
            self._chat(request)
            return
        if path.endswith("/responses") and request.method == "POST":
            self._native(request)
            return
        if path.endswith("/models") and "/stall-models/" in path:
            # A base URL under /stall-models/: its listing never answers (the rest does); the
            # connection is counted until the client gives up on it.
            self._busy = True
            self._holding_listing = True
            state.stalled_listings["held"] += 1
            return
        if path.endswith("/models") and request.method == "GET":
            models: list[dict[str, Any]] = [
                {"id": name, "object": "model", "created": 0, "owned_by": "fake"}
                for name in SCENARIOS
            ]
            for model in models:
                if model["id"] in STATED_WINDOWS:
                    model["max_model_len"] = STATED_WINDOWS[model["id"]]
            self._send(_json(200, {"object": "list", "data": models}, keep), keep)
        elif path.endswith("/embeddings") and request.method == "POST":
            self._embeddings(request)
        elif path == "/_fake/embedded" and request.method == "GET":
            self._send(_json(200, state.embedded, keep), keep)
        elif path == "/tokenize" and request.method == "POST":
            self._tokenize(request)
        elif path == "/_fake/requests" and request.method == "GET":
            self._send(_json(200, state.bodies, keep), keep)
        elif path == "/_fake/headers" and request.method == "GET":
            self._send(_json(200, state.headers, keep), keep)
        elif path == "/_fake/stats" and request.method == "GET":
            stats = {"requests": state.requests, "disconnects": state.disconnects}
            self._send(_json(200, stats, keep), keep)
        elif path == "/_fake/tokenize_calls" and request.method == "GET":
            self._send(_json(200, {"calls": state.tokenize_calls}, keep), keep)
        elif path == "/_fake/stalled_listings" and request.method == "GET":
            self._send(_json(200, state.stalled_listings, keep), keep)
        elif path == "/_fake/connections" and request.method == "GET":
            self._send(_json(200, {"opened": state.connections}, keep), keep)
        elif path == "/_fake/reset" and request.method == "POST":
            state.reset()
            self._send(_json(200, {"ok": True}, keep), keep)
        else:
            self._send(_error(404, f"no route for {request.method} {path}", keep), keep)

    def _send(self, data: bytes, keep_alive: bool) -> None:
        self.write(data)
        if not keep_alive:
            self.close()

    def _embeddings(self, request: _Request) -> None:
        """Vectors for the inputs (tests/fake_upstream/embeddings.py); a model whose name ends
        in `-slow` answers after SLOW_SECONDS, as a loaded embedding server would."""
        keep = request.keep_alive
        body = orjson.loads(request.body or b"{}")
        status, reply = embeddings.answer(body)
        if status == 200:
            texts = body["input"]
            self._state.embedded.extend(texts if isinstance(texts, list) else [texts])
        data = _json(status, reply, keep)
        if status != 200 or not str(body.get("model", "")).endswith("-slow"):
            self._send(data, keep)
            return
        self._busy = True  # a request behind this one waits its turn, as on a real server

        def answer_late() -> None:
            self._send(data, keep)
            self._busy = False
            if not self._closing:
                self._drain_requests()

        asyncio.get_running_loop().call_later(embeddings.SLOW_SECONDS, answer_late)

    def _tokenize(self, request: _Request) -> None:
        """vLLM's /tokenize for chat messages: the count the completion's usage reports."""
        keep = request.keep_alive
        self._state.tokenize_calls += 1
        body = orjson.loads(request.body or b"{}")
        messages = body.get("messages") if isinstance(body, dict) else None
        if not isinstance(messages, list):
            self._send(_error(400, "messages required", keep), keep)
            return
        count = prompt_tokens_of(messages)
        reply: dict[str, Any] = {"count": count, "tokens": list(range(count))}
        if body.get("model") in STATED_WINDOWS:
            reply["max_model_len"] = STATED_WINDOWS[body["model"]]
        self._send(_json(200, reply, keep), keep)

    def _chat(self, request: _Request) -> None:
        state = self._state
        keep = request.keep_alive
        try:
            body = orjson.loads(request.body)
        except orjson.JSONDecodeError:
            self._send(_error(400, "request body is not valid JSON", keep), keep)
            return
        state.requests += 1
        if not self._counted:
            # Count connections that carried chat requests, so control calls don't skew it.
            self._counted = True
            state.connections += 1
        state.bodies.append(body)
        state.headers.append(request.headers)
        if not isinstance(body, dict):
            self._send(_error(400, "request body must be a JSON object", keep), keep)
            return
        reply = build_reply(body, state.call_ids, orjson.dumps)
        if reply.error is not None:
            status, error = reply.error
            self._send(_json(status, error, keep), keep)
            return
        state.completions += 1
        completion_id = f"chatcmpl-fake-{state.completions}"
        created = int(time.time())
        stream = body.get("stream") is True
        if (reply.stream_error or reply.stream_cut) and not stream:
            self._send(_error(500, "Fake upstream failed", keep), keep)
            return
        if not (reply.hang or reply.tick or reply.stall or reply.pause):
            if stream:
                events = wire.stream_events(reply, body, completion_id, created)
                if reply.stream_cut:
                    # Body without its terminating chunk, then EOF: a reset mid-stream.
                    self.write(_STREAM_HEAD + b"\r\n" + b"".join(_chunked(e) for e in events))
                    self.close()
                    return
                self._write_stream(events, keep)
            else:
                data = wire.completion(reply, body, completion_id, created)
                self._send(_response(200, data, keep, b"application/json"), keep)
            return
        self._busy = True
        task = asyncio.get_running_loop().create_task(
            self._delayed(reply, body, completion_id, created, stream, keep)
        )
        task.add_done_callback(self._delayed_done)

    def _native(self, request: _Request) -> None:
        """A native Responses API request (tests/fake_upstream/native.py)."""
        state, keep = self._state, request.keep_alive
        body = orjson.loads(request.body or b"{}")
        state.requests += 1
        state.bodies.append(body)
        state.headers.append(request.headers)
        if body.get("model") == "native-error-503":
            self._send(_error(503, "Fake upstream overloaded", keep), keep)
            return
        if body.get("model") == "native-error-401":
            self._send(_error(401, LEAKED_KEY_MESSAGE, keep), keep)
            return
        if body.get("stream") is not True:
            self._send(_error(400, "this fake streams only", keep), keep)
            return
        state.completions += 1
        events = native.native_events(body, state.completions)
        if body.get("model") != "native-slow":
            self._write_stream(events, keep)
            return
        self._busy = True
        task = asyncio.get_running_loop().create_task(self._native_slowly(events, keep))
        task.add_done_callback(self._delayed_done)

    async def _native_slowly(self, events: list[bytes], keep: bool) -> None:
        self.write(_STREAM_HEAD + b"connection: keep-alive\r\n\r\n")
        for event in events:
            if self.lost.is_set():
                self._state.disconnects += 1
                return
            self.write(_chunked(event))
            await asyncio.sleep(native.SLOW_TICK)
        self.write(b"0\r\n\r\n")
        if not keep:
            self.close()

    def _write_stream(self, events: list[bytes], keep_alive: bool) -> None:
        head = _STREAM_HEAD + (
            b"connection: keep-alive\r\n\r\n" if keep_alive else b"connection: close\r\n\r\n"
        )
        self.write(head + b"".join(_chunked(e) for e in events) + b"0\r\n\r\n")
        if not keep_alive:
            self.close()

    async def _delayed(
        self,
        reply: Reply,
        body: dict[str, Any],
        completion_id: str,
        created: int,
        stream: bool,
        keep: bool,
    ) -> None:
        if reply.hang:
            await self.lost.wait()
            self._state.disconnects += 1
            return
        if reply.pause:
            try:
                await asyncio.wait_for(self.lost.wait(), reply.pause)
            except TimeoutError:
                pass
            else:
                self._state.disconnects += 1
                return
        if reply.stall:
            if stream:
                first = wire.stream_events(reply, body, completion_id, created)[0]
                self.write(_STREAM_HEAD + b"connection: keep-alive\r\n\r\n" + _chunked(first))
            else:
                data = _response(
                    200,
                    wire.completion(reply, body, completion_id, created),
                    keep,
                    b"application/json",
                )
                self.write(data[: len(data) - 10])  # the head and most of the body
            await self.lost.wait()
            self._state.disconnects += 1
            return
        if not stream:
            try:
                await asyncio.wait_for(self.lost.wait(), reply.tick * reply.ticks)
            except TimeoutError:
                data = wire.completion(reply, body, completion_id, created)
                self._send(_response(200, data, keep, b"application/json"), keep)
            else:
                self._state.disconnects += 1
            return
        events = wire.stream_events(reply, body, completion_id, created)
        self.write(
            _STREAM_HEAD
            + (b"connection: keep-alive\r\n\r\n" if keep else b"connection: close\r\n\r\n")
        )
        last = len(events) - 1
        for index, event in enumerate(events):
            if self.lost.is_set():
                self._state.disconnects += 1
                return
            if index == last:
                break
            self.write(_chunked(event))
            try:
                await asyncio.wait_for(self.lost.wait(), reply.tick)
            except TimeoutError:
                continue
            self._state.disconnects += 1
            return
        # [DONE] and the end of the body go out together, as real servers do.
        self.write(_chunked(events[last]) + b"0\r\n\r\n")
        if not keep:
            self.close()

    def _delayed_done(self, task: asyncio.Task[None]) -> None:
        self._busy = False
        if not task.cancelled() and task.exception() is not None:
            self.close()
            return
        if not self._closing:
            self._drain_requests()


def _dechunk(buffer: bytes, start: int) -> tuple[bytes, int] | None:
    """Decode a chunked request body starting at `start`; None while incomplete."""
    parts: list[bytes] = []
    pos = start
    while True:
        line_end = buffer.find(b"\r\n", pos)
        if line_end < 0:
            return None
        size = int(buffer[pos:line_end].split(b";", 1)[0], 16)
        pos = line_end + 2
        if size == 0:
            # skip (empty) trailers up to the final CRLF
            trailer_end = buffer.find(b"\r\n\r\n", pos - 2)
            if trailer_end < 0:
                return None
            return b"".join(parts), trailer_end + 4
        if len(buffer) < pos + size + 2:
            return None
        parts.append(buffer[pos : pos + size])
        pos += size + 2


async def serve(host: str, port: int, state: FakeState | None = None) -> asyncio.Server:
    """Start listening; the caller owns the returned server."""
    shared = state or FakeState()
    loop = asyncio.get_running_loop()
    return await loop.create_server(lambda: _Connection(shared), host, port)
