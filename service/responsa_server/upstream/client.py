"""Client for an OpenAI-compatible Chat Completions backend (vLLM, Ollama, llama.cpp, OpenAI).

One pooled `httpx.AsyncClient` per upstream, bodies encoded and decoded with orjson,
and a byte-level SSE decoder for streams (httpx's line iterator is slow and text-based).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any, Literal

import httpx
import orjson

from responsa_server.upstream.sse import SseDecoder

__all__ = ["UpstreamClient", "UpstreamError", "UpstreamErrorKind"]

UpstreamErrorKind = Literal["http", "timeout", "connect", "protocol"]

_DONE = b"[DONE]"
# Keep error bodies we attach to exceptions small; some backends return HTML pages.
_MAX_ERROR_BODY = 8192
# How long to wait for the end of the HTTP body once [DONE] has arrived.
_DRAIN_SECONDS = 0.5


class UpstreamError(Exception):
    """The upstream failed or could not be reached.

    kind: "http" (non-2xx status), "timeout", "connect" (refused / DNS / unreachable)
    or "protocol" (broken or malformed exchange, including an error event mid-stream).
    `message` is the upstream's own `error.message` when its body had one.
    """

    def __init__(
        self,
        kind: UpstreamErrorKind,
        message: str,
        *,
        status_code: int | None = None,
        body: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind: UpstreamErrorKind = kind
        self.message = message
        self.status_code = status_code
        self.body = body

    def __repr__(self) -> str:
        return (
            f"UpstreamError(kind={self.kind!r}, status_code={self.status_code!r}, "
            f"message={self.message!r})"
        )


class UpstreamClient:
    """Calls `{base_url}/chat/completions` over a shared keep-alive connection pool."""

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        connect_timeout: float = 10.0,
        read_timeout: float = 600.0,
        max_connections: int = 256,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._chat_url = httpx.URL(self.base_url + "/chat/completions")
        headers = {"content-type": "application/json", "accept": "application/json"}
        if api_key:
            headers["authorization"] = f"Bearer {api_key}"
        self._stream_headers = {"accept": "text/event-stream"}
        self._http = httpx.AsyncClient(
            headers=headers,
            timeout=httpx.Timeout(
                connect=connect_timeout,
                read=read_timeout,
                write=read_timeout,
                pool=connect_timeout,
            ),
            limits=httpx.Limits(
                max_connections=max_connections,
                max_keepalive_connections=max_connections,
                keepalive_expiry=30.0,
            ),
            # The upstream URL is configuration, not something the environment should
            # reroute through a proxy (and reading proxy env per request costs time).
            trust_env=False,
        )

    async def create_chat(self, payload: dict[str, Any]) -> dict[str, Any]:
        """POST a non-streaming completion request; return the completion object."""
        try:
            response = await self._http.post(self._chat_url, content=orjson.dumps(payload))
        except httpx.TransportError as exc:
            raise _transport_error(exc) from exc
        content = response.content
        if response.status_code >= 300:
            raise _http_error(response.status_code, content)
        try:
            completion = orjson.loads(content)
        except orjson.JSONDecodeError as exc:
            raise UpstreamError(
                "protocol",
                "upstream returned a body that is not JSON",
                status_code=response.status_code,
                body=_clip(content),
            ) from exc
        if not isinstance(completion, dict):
            raise UpstreamError(
                "protocol", "upstream returned JSON that is not an object", body=_clip(content)
            )
        if "error" in completion and "choices" not in completion:
            # Some backends answer 200 with an error object.
            raise _error_from_object(completion, response.status_code, "http")
        return completion

    def stream_chat(self, payload: dict[str, Any]) -> AsyncIterator[dict[str, Any]]:
        """Stream a completion: yield each chunk object in order until `[DONE]` or EOF.

        `stream: true` is forced. Breaking out, `aclose()` or cancelling the consuming
        task closes the HTTP response so the upstream sees the disconnect and stops work.
        """
        body = orjson.dumps(
            payload if payload.get("stream") is True else {**payload, "stream": True}
        )
        return self._stream(body)

    async def _stream(self, body: bytes) -> AsyncIterator[dict[str, Any]]:
        request = self._http.build_request(
            "POST", self._chat_url, content=body, headers=self._stream_headers
        )
        try:
            response = await self._http.send(request, stream=True)
        except httpx.TransportError as exc:
            raise _transport_error(exc) from exc
        try:
            if response.status_code >= 300:
                try:
                    content = await response.aread()
                except httpx.TransportError as exc:
                    raise _transport_error(exc) from exc
                raise _http_error(response.status_code, content)
            decoder = SseDecoder()
            chunks = 0
            raw_chunks = response.aiter_bytes()
            done = False
            try:
                async for raw in raw_chunks:
                    for event in decoder.feed(raw):
                        if event.data == _DONE:
                            done = True
                            break
                        chunk = _event_object(event.event, event.data)
                        chunks += 1
                        yield chunk
                    if done:
                        break
            except httpx.TransportError as exc:
                raise _transport_error(exc, mid_stream=True) from exc
            if done:
                await _drain(raw_chunks)
                return
            for event in decoder.close():
                if event.data == _DONE:
                    return
                chunks += 1
                yield _event_object(event.event, event.data)
            if chunks == 0:
                raise UpstreamError(
                    "protocol", "upstream stream ended without any data", status_code=200
                )
        finally:
            # Closing an unfinished response drops the connection instead of returning it
            # to the pool, which is exactly what tells the upstream to stop generating.
            await response.aclose()

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()


async def _drain(raw_chunks: AsyncIterator[bytes]) -> None:
    """Read what follows [DONE] (normally just the body's end) so the connection can
    go back to the pool; give up quickly on a server that keeps the body open."""
    try:
        async with asyncio.timeout(_DRAIN_SECONDS):
            async for _ in raw_chunks:
                pass
    except (TimeoutError, httpx.TransportError):
        pass  # everything we needed has arrived; closing the response is enough


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


def _transport_error(exc: httpx.TransportError, *, mid_stream: bool = False) -> UpstreamError:
    detail = str(exc) or type(exc).__name__
    if isinstance(exc, httpx.TimeoutException):
        return UpstreamError("timeout", f"upstream timed out: {detail}")
    if isinstance(exc, httpx.ConnectError):
        return UpstreamError("connect", f"cannot connect to upstream: {detail}")
    where = "mid-stream" if mid_stream else "during the exchange"
    return UpstreamError("protocol", f"upstream connection failed {where}: {detail}")


def _clip(content: bytes) -> str:
    return content[:_MAX_ERROR_BODY].decode("utf-8", "replace")
