"""The scope of one call: request id, log context, metrics and the refused-call log.

`CallScope` is what the call pipeline's first layer (`edges/call_pipeline.py`) opens around every
observed call of every transport. It binds the request id (Envoy's `x-request-id`, or a new one
for direct callers), and the response id (when the request names one) to the log context, and
when the call ends counts it and times it by method and HTTP status. A refused call (4xx/5xx) is
logged at INFO with method, path, status, error code and param; never its body or headers.
"""

from __future__ import annotations

import logging
import os
import time

from responsa_server.edges.exchange import Exchange
from responsa_server.observability import logs, metrics

log = logging.getLogger("responsa.calls")

# Envoy (gateway/envoy.yaml) copies the REST method and path, before transcoding, into these.
HTTP_METHOD_KEY = "x-responsa-http-method"
HTTP_PATH_KEY = "x-responsa-http-path"
# Calls that are plumbing, not API traffic: not counted, traced or logged.
UNOBSERVED = ("/grpc.health.v1.", "/grpc.reflection.", "/responsa.v1.MetricsService/")
# Client-chosen text that reaches the logs is cut to these lengths.
_MAX_PATH = 512
_MAX_REQUEST_ID = 128


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

    def __init__(self, exchange: Exchange) -> None:
        # The keys read here are never binary (`-bin` metadata, bytes).
        text: dict[str, str] = dict(exchange.metadata() or ())
        call = self.call = exchange.call
        # A transcoded REST call names its REST method and path here (Envoy's); never the
        # query string: only the route is logged (and not an unbounded one).
        call.http_method = text.get(HTTP_METHOD_KEY) or call.http_method
        call.path = (text.get(HTTP_PATH_KEY) or call.path).partition("?")[0][:_MAX_PATH]
        self.request_id = (text.get("x-request-id") or _new_request_id())[:_MAX_REQUEST_ID]
        self.started = time.perf_counter()
        logs.request_id.set(self.request_id)
        named = exchange.response_id
        if named:
            logs.bind_response(named)

    def close(self) -> None:
        """Count and time the call; log it when it was refused."""
        call = self.call
        status = str(call.status)
        metrics.requests(call.method, status).inc()
        metrics.request_seconds(call.method, status).observe(time.perf_counter() - self.started)
        if call.status >= 400:
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
