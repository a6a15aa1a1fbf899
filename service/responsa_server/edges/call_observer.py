"""The scope of one gRPC call: request id, trace span, metrics and the refused-request log.

`CallScope` is what the service's interceptor (`edges/interceptor.py`) opens around every
Responses call. It binds the request id (Envoy's `x-request-id`, or a new one for direct gRPC
callers), the project and the response id (when the request names one) to the log context; the
interceptor opens the call's server span (continuing an incoming W3C `traceparent`), and when
the call ends the scope counts it and times it by method and HTTP status. A refused call
(4xx/5xx) is logged at INFO with method, path, status, error code and param; never its body or
headers. An exception that escapes a handler becomes OpenAI's 500 body (a 503
`store_unavailable` when the store cannot be reached) instead of an empty reply.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import grpc

from responsa_server.edges.grpc_status import grpc_status
from responsa_server.model.errors import ApiError
from responsa_server.observability import logs, metrics, tracing
from responsa_server.store.availability import is_unavailable, store_unavailable

log = logging.getLogger("responsa.calls")

# Envoy (gateway/envoy.yaml) copies the REST method and path, before transcoding, into these.
HTTP_METHOD_KEY = "x-responsa-http-method"
HTTP_PATH_KEY = "x-responsa-http-path"
# Calls that are plumbing, not API traffic: not counted, traced or logged.
UNOBSERVED = ("/grpc.health.v1.", "/grpc.reflection.", "/responsa.v1.MetricsService/")
INTERNAL_ERROR = "The server had an error while processing your request."
# Client-chosen text that reaches the logs is cut to these lengths.
_MAX_PATH = 512
_MAX_REQUEST_ID = 128


@dataclass(slots=True)
class Call:
    """What is known about the call in flight."""

    method: str
    http_method: str
    path: str
    status: int = 200
    code: str | None = None
    param: str | None = None


_call: ContextVar[Call | None] = ContextVar("responsa_call", default=None)


def record_error(error: ApiError) -> None:
    """The call ends with `error` (called where ApiErrors become gRPC statuses)."""
    call = _call.get()
    if call is not None:
        call.status, call.code, call.param = error.status, error.code, error.param


def _new_request_id() -> str:
    """A random (version 4) UUID's 32 hex digits, as `uuid.uuid4().hex` writes them, without
    building a UUID object (direct gRPC callers get one per call)."""
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # RFC 4122 variant
    return raw.hex()


def short_method(full: str) -> str:
    """`/responsa.v1.ResponsesHttpService/GetResponse` -> `ResponsesHttpService/GetResponse`."""
    service, _, name = full.lstrip("/").rpartition("/")
    return f"{service.rpartition('.')[2]}/{name}"


class CallScope:
    """Opens and closes one call's observability."""

    def __init__(
        self, full_method: str, short: str, context: grpc.aio.ServicerContext[Any, Any]
    ) -> None:
        """`short`: the method's name as metrics and logs give it (`short_method`)."""
        metadata: dict[str, Any] = dict(context.invocation_metadata() or ())
        # The keys read here are never binary (`-bin` metadata, bytes); the trace propagator
        # reads any key, so it gets text values only.
        text: dict[str, str] = (
            {key: value for key, value in metadata.items() if type(value) is str}
            if tracing.enabled
            else metadata
        )
        self.call = Call(
            method=short,
            http_method=text.get(HTTP_METHOD_KEY) or "POST",
            # Never the query string: only the route is logged (and not an unbounded one).
            path=(text.get(HTTP_PATH_KEY) or full_method).partition("?")[0][:_MAX_PATH],
        )
        self.carrier = text
        self.request_id = (text.get("x-request-id") or _new_request_id())[:_MAX_REQUEST_ID]
        self.started = time.perf_counter()

    def open(self, request: object) -> None:
        """Bind the call, its request id and the response it names to the log context."""
        _call.set(self.call)
        logs.request_id.set(self.request_id)
        named = getattr(request, "response_id", None)
        if isinstance(named, str) and named:
            logs.bind_response(named)

    def close(self, span: Any) -> None:
        """Count and time the call; log it when it was refused."""
        call = self.call
        status = str(call.status)
        metrics.requests(call.method, status).inc()
        metrics.request_seconds(call.method, status).observe(time.perf_counter() - self.started)
        if tracing.enabled:  # otherwise `span` is the no-op one
            span.set_attribute("http.response.status_code", call.status)
            span.set_attribute("responsa.request_id", self.request_id)
            response = logs.response_id.get()
            if response:
                span.set_attribute("responsa.response_id", response)
        if call.status >= 400:
            if call.status >= 500:
                tracing.mark_error(span, call.code or status)
            log.info(
                "refused %s %s: %d code=%s param=%s",
                call.http_method,
                call.path,
                call.status,
                call.code,
                call.param,
                extra={
                    "method": call.http_method,
                    "path": call.path,
                    "status": call.status,
                    "code": call.code,
                    "param": call.param,
                },
            )

    async def fail(self, context: grpc.aio.ServicerContext[Any, Any], error: Exception) -> None:
        """An unexpected exception: log it, answer OpenAI's 500 (this raises). If the client
        has gone (answering it failed), the call just ends."""
        if context.cancelled() or context.done():
            self.cancelled()
            raise asyncio.CancelledError from error
        if is_unavailable(error):
            # A store outage on a path whose store methods are not wrapped one by one.
            log.warning("%s: store unreachable: %s", self.call.method, error)
            internal = store_unavailable()
        else:
            log.error("%s failed", self.call.method, exc_info=error)
            internal = ApiError(500, INTERNAL_ERROR)
        record_error(internal)
        await context.abort(
            grpc_status(internal), internal.message, trailing_metadata=internal.trailing_metadata()
        )

    def cancelled(self) -> None:
        """The call ends without an answer."""
        # The client went away (or the server stopped the call): nginx's "client closed".
        if self.call.status < 400:
            self.call.status = 499
