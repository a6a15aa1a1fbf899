"""Client for an OpenAI-compatible backend (vLLM, Ollama, llama.cpp, OpenAI): Chat Completions,
and for an upstream of kind `responses` the Responses API's stream (`POST {base}/responses`).

One keep-alive connection pool per upstream (`http1.OriginPool`), bodies encoded and
decoded with orjson, and a byte-level SSE decoder for streams.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator
from typing import Any

import orjson

from responsa_server.observability.hooks import UpstreamAttempt
from responsa_server.upstream.errors import UpstreamError, UpstreamErrorKind
from responsa_server.upstream.http1 import HttpResponse, OriginPool
from responsa_server.upstream.interface import Take
from responsa_server.upstream.sse import SseDecoder, SseEvent
from responsa_server.upstream.timeouts import UpstreamTimeouts

__all__ = ["UpstreamClient", "UpstreamError", "UpstreamErrorKind", "UpstreamTimeouts"]

_DONE = b"[DONE]"
_loads = orjson.loads
# Keep error bodies we attach to exceptions small; some backends return HTML pages.
_MAX_ERROR_BODY = 8192
# How long to wait for the end of the HTTP body once [DONE] has arrived.
_DRAIN_SECONDS = 0.5


class UpstreamClient:
    """Calls `{base_url}/chat/completions` (or `/responses`) over a shared keep-alive pool."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        timeouts: UpstreamTimeouts | None = None,
        max_connections: int = 256,
        name: str = "default",
    ) -> None:
        # The upstream's name in the routing table (metrics and traces carry it).
        self.name = name
        self.base_url = base_url.rstrip("/")
        self._pool = OriginPool(
            self.base_url,
            timeouts=timeouts or UpstreamTimeouts(),
            max_connections=max_connections,
        )
        # GenAI's server.address and server.port on the model call's span.
        self._server = (self._pool.host, self._pool.port)
        # Everything but the length is the same for every request: build it once.
        head = (
            f"POST {self._pool.base_path}/chat/completions HTTP/1.1\r\n"
            f"host: {self._pool.host_header}\r\n"
            "user-agent: responsa\r\n"
            "content-type: application/json\r\n"
        )
        if api_key:
            head += f"authorization: Bearer {api_key}\r\n"
        self._json_head = (head + "accept: application/json\r\n").encode("latin-1")
        self._auth = f"authorization: Bearer {api_key}\r\n" if api_key else ""
        self._sse_head = (head + "accept: text/event-stream\r\n").encode("latin-1")
        self._responses_head = self._sse_head.replace(
            b"/chat/completions HTTP/1.1", b"/responses HTTP/1.1", 1
        )

    async def create_chat(self, payload: dict[str, Any]) -> dict[str, Any]:
        """POST a non-streaming completion request; return the completion object."""
        body = orjson.dumps(payload)
        with UpstreamAttempt(self.name, payload.get("model"), self._server):
            response = await self._pool.request(
                b"%scontent-length: %d\r\n\r\n%s" % (self._json_head, len(body), body)
            )
            content = await response.read()
            if response.status >= 300:
                raise _http_error(response.status, content)
        try:
            completion = orjson.loads(content)
        except orjson.JSONDecodeError as exc:
            raise UpstreamError(
                "protocol",
                "upstream returned a body that is not JSON",
                status_code=response.status,
                body=_clip(content),
            ) from exc
        if not isinstance(completion, dict):
            raise UpstreamError(
                "protocol", "upstream returned JSON that is not an object", body=_clip(content)
            )
        if "error" in completion and "choices" not in completion:
            # Some backends answer 200 with an error object.
            raise _error_from_object(completion, response.status, "http")
        return completion

    def stream_chat(self, payload: dict[str, Any]) -> AsyncGenerator[dict[str, Any]]:
        """Stream a completion: yield each chunk object in order until `[DONE]` or EOF.

        `stream: true` is forced. Breaking out, `aclose()` or cancelling the consuming
        task closes the HTTP connection so the upstream sees the disconnect and stops.
        """
        return _one_by_one(self.stream_chat_reads(payload))

    def stream_chat_reads(self, payload: dict[str, Any]) -> AsyncGenerator[list[dict[str, Any]]]:
        """`stream_chat`'s chunks as they arrive: one list (never empty) per read of the
        connection that completed any, so a consumer does its per-arrival work once for all
        the chunks that came together."""
        if payload.get("stream") is not True:
            payload = {**payload, "stream": True}
        return self._reads(orjson.dumps(payload), payload.get("model"), self._sse_head)

    async def relay_chat(self, payload: dict[str, Any], take: Take) -> None:
        """`stream_chat_reads`' lists handed to `take` from the connection's read callback as
        they arrive (`HttpResponse.relay`), returning once the stream ended: no task wakes and
        no generator resumes per read. Errors, timeouts and cancellation as `stream_chat`."""
        if payload.get("stream") is not True:
            payload = {**payload, "stream": True}
        body = orjson.dumps(payload)
        with UpstreamAttempt(self.name, payload.get("model"), self._server):
            response = await self._pool.request(
                b"%scontent-length: %d\r\n\r\n%s" % (self._sse_head, len(body), body)
            )
            if response.status >= 300:
                raise _http_error(response.status, await response.read())
        decoder = SseDecoder()
        chunks = 0
        done = False

        def relayed(raw: bytes) -> tuple[bool, asyncio.Future[None] | None]:
            nonlocal chunks, done
            objects, done, failure = _objects(decoder.feed(raw))
            wait = None
            if objects:
                chunks += len(objects)
                wait = take(objects)  # what came before a failure or [DONE] goes out first
            if failure is not None:
                raise failure
            return done, wait

        try:
            await response.relay(relayed)
            if done:
                if not response.finished:
                    await _drain(response)
                return
            objects, done, failure = _objects(decoder.close())
            if objects:
                chunks += len(objects)
                wait = take(objects)
                if wait is not None:
                    await wait
            if failure is not None:
                raise failure
            if chunks == 0 and not done:
                raise UpstreamError(
                    "protocol", "upstream stream ended without any data", status_code=200
                )
        finally:
            await response.aclose()  # as `_reads`: drops an unfinished connection

    def stream_responses(self, payload: dict[str, Any]) -> AsyncGenerator[dict[str, Any]]:
        """Stream a Responses API request (`POST {base}/responses`, `stream: true` forced):
        yield each event object in order until the body ends (or a `[DONE]`). Closing the
        generator drops the connection, as for `stream_chat`."""
        return _one_by_one(self.stream_responses_reads(payload))

    def stream_responses_reads(
        self, payload: dict[str, Any]
    ) -> AsyncGenerator[list[dict[str, Any]]]:
        """`stream_responses`' events as they arrive, one list per read (as `stream_chat_reads`)."""
        if payload.get("stream") is not True:
            payload = {**payload, "stream": True}
        return self._reads(orjson.dumps(payload), payload.get("model"), self._responses_head)

    async def _reads(
        self, body: bytes, model: object, head: bytes
    ) -> AsyncGenerator[list[dict[str, Any]]]:
        with UpstreamAttempt(self.name, model, self._server):
            response = await self._pool.request(
                b"%scontent-length: %d\r\n\r\n%s" % (head, len(body), body)
            )
            if response.status >= 300:
                raise _http_error(response.status, await response.read())
        decoder = SseDecoder()
        chunks = 0
        try:
            # One pass per read of the socket: every event it completed, in order.
            while raw := await response.receive():
                objects, done, failure = _objects(decoder.feed(raw))
                if objects:
                    chunks += len(objects)
                    yield objects  # what came before a failure or [DONE] goes out first
                if failure is not None:
                    raise failure
                if done:
                    if not response.finished:
                        await _drain(response)
                    return
            objects, done, failure = _objects(decoder.close())
            if objects:
                chunks += len(objects)
                yield objects
            if failure is not None:
                raise failure
            if chunks == 0 and not done:
                raise UpstreamError(
                    "protocol", "upstream stream ended without any data", status_code=200
                )
        finally:
            # A no-op after a complete body; otherwise (break, aclose, cancel, error) it
            # drops the connection, which is what tells the upstream to stop generating.
            await response.aclose()

    @property
    def base_path(self) -> str:
        """The base URL's path (e.g. ``/v1``); side endpoints like ``/tokenize`` sit above it."""
        return self._pool.base_path

    async def request_json(
        self, method: str, path: str, payload: object = None
    ) -> tuple[int, object]:
        """A side request (model list, tokenizer) on the same pool: (status, JSON or None).

        `path` is absolute on the upstream's origin. Transport failures raise UpstreamError.
        """
        body = b"" if payload is None else orjson.dumps(payload)
        head = (
            f"{method} {path} HTTP/1.1\r\nhost: {self._pool.host_header}\r\n"
            "user-agent: responsa\r\naccept: application/json\r\n"
            f"content-type: application/json\r\n{self._auth}"
            f"content-length: {len(body)}\r\n\r\n"
        ).encode("latin-1")
        response = await self._pool.request(head + body)
        content = await response.read()
        try:
            return response.status, orjson.loads(content) if content else None
        except orjson.JSONDecodeError:
            return response.status, None

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._pool.aclose()


async def _drain(response: HttpResponse) -> None:
    """Read what follows [DONE] (normally just the body's end) so the connection can
    go back to the pool; give up quickly on a server that keeps the body open."""
    try:
        async with asyncio.timeout(_DRAIN_SECONDS):
            while await response.receive():
                pass
    except (TimeoutError, UpstreamError):
        pass  # everything we needed has arrived; closing the response is enough


async def _one_by_one(
    reads: AsyncGenerator[list[dict[str, Any]]],
) -> AsyncGenerator[dict[str, Any]]:
    try:
        async for objects in reads:
            for obj in objects:
                yield obj
    finally:
        await reads.aclose()  # now, not when collected: it drops an unfinished connection


def _objects(
    events: list[SseEvent],
) -> tuple[list[dict[str, Any]], bool, UpstreamError | None]:
    """The objects of `events` up to a `[DONE]` (and whether one came), or up to the first
    event that is an error (and that error, raised once the objects before it are out)."""
    objects: list[dict[str, Any]] = []
    for name, data in events:
        if data == _DONE:
            return objects, True, None
        if name != "error":
            # The usual event, a JSON object that is no error, checked inline; anything else
            # is parsed again by _event_object, which raises the error it is.
            try:
                obj = _loads(data)
            except orjson.JSONDecodeError:
                obj = None
            if type(obj) is dict and ("error" not in obj or "choices" in obj):
                objects.append(obj)
                continue
        try:
            objects.append(_event_object(name, data))
        except UpstreamError as error:
            return objects, False, error
    return objects, False, None


def _event_object(event_name: str | None, data: bytes) -> dict[str, Any]:
    try:
        obj = orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise UpstreamError(
            "protocol", "upstream sent a stream event that is not JSON", body=_clip(data)
        ) from exc
    if not isinstance(obj, dict):
        raise UpstreamError(
            "protocol", "upstream sent a stream event that is not an object", body=_clip(data)
        )
    if event_name == "error" or ("error" in obj and "choices" not in obj):
        raise _error_from_object(obj, None, "protocol")
    return obj


def _error_from_object(
    obj: dict[str, Any], status_code: int | None, kind: UpstreamErrorKind
) -> UpstreamError:
    error = obj.get("error", obj)
    message: str | None = None
    if isinstance(error, dict):
        raw_message = error.get("message")
        if isinstance(raw_message, str) and raw_message:
            message = raw_message
        code = error.get("code")
        # vLLM puts the HTTP status it meant into error.code.
        if status_code is None and isinstance(code, int) and 400 <= code <= 599:
            status_code = code
    elif isinstance(error, str) and error:
        message = error  # some proxies send {"error": "text"}
    return UpstreamError(
        kind,
        message or "upstream reported an error",
        status_code=status_code,
        body=_clip(orjson.dumps(obj)),
    )


def _http_error(status_code: int, content: bytes) -> UpstreamError:
    try:
        obj = orjson.loads(content) if content else None
    except orjson.JSONDecodeError:
        obj = None
    if isinstance(obj, dict):
        error = _error_from_object(obj, status_code, "http")
        error.status_code = status_code
        error.body = _clip(content)
        if error.message != "upstream reported an error":
            return error
    text = _clip(content)
    message = f"upstream returned HTTP {status_code}"
    if text and text.strip():
        message = f"{message}: {text.strip()[:500]}"
    return UpstreamError("http", message, status_code=status_code, body=text)


def _clip(content: bytes) -> str:
    return content[:_MAX_ERROR_BODY].decode("utf-8", "replace")
