"""The scope of one call: request id, log context, metrics and the refused-call log.

`CallScope` is what the call pipeline's first layer (`edges/call_pipeline.py`) opens around every
observed call of every transport. It binds the request id (Envoy's `x-request-id`, or a new one
for direct callers), and the response id (when the request names one) to the log context, and
when the call ends counts it and times it by method and HTTP status. A refused call (4xx/5xx) is
logged at INFO with method, path, status, error code and param; never its body or headers.

A create (any transport) that ends refused is also a row of the failed-requests log
(`store/failed_request_log.py`): it never became a stored response, so nothing else keeps it.
A create that fails after its stream began is not: it ends as a stored failed response.
"""

from __future__ import annotations

import logging
import os
import time

from responsa_server.auth.caller import caller_key_id
from responsa_server.edges.exchange import Exchange
from responsa_server.model.ids import new_id
from responsa_server.observability import call_record, logs, metrics
from responsa_server.store.failed_request_log import FailedRequestLog

log = logging.getLogger("responsa.calls")

# Envoy (gateway/envoy.yaml) copies the REST method and path, before transcoding, into these.
HTTP_METHOD_KEY = "x-responsa-http-method"
HTTP_PATH_KEY = "x-responsa-http-path"
# Calls that are plumbing, not API traffic: not counted, traced or logged.
UNOBSERVED = ("/grpc.health.v1.", "/grpc.reflection.", "/responsa.v1.MetricsService/")
# Client-chosen text that reaches the logs is cut to these lengths.
_MAX_PATH = 512
_MAX_REQUEST_ID = 128
_MAX_MESSAGE = 1024
# The methods that create a response, whatever carried them (their refusals are logged as
# failed requests).
CREATE_METHODS = frozenset(
    (
        "ResponsesHttpService/CreateResponse",
        "ResponsesService/CreateResponse",
        "ResponsesService/StreamResponse",
        "ResponsesWebSocket/CreateResponse",
    )
)


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

    def __init__(self, exchange: Exchange, failures: FailedRequestLog | None = None) -> None:
        self.exchange = exchange
        # A create's notes from the layers below (model, attempts), when failures are logged.
        self.record = (
            call_record.open_record()
            if failures is not None and exchange.call.method in CREATE_METHODS
            else None
        )
        self.failures = failures
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
        seconds = time.perf_counter() - self.started
        metrics.requests(call.method, status).inc()
        metrics.request_seconds(call.method, status).observe(seconds)
        if call.status >= 400 and self.record is not None:
            self._record_failure(seconds)
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

    def _record_failure(self, seconds: float) -> None:
        """Queue the refused create for the failed-requests log (never awaited: on gRPC the
        status leaves only after this returns). A client that left (499) did not fail, and a
        call refused before its project was known belongs to no project's log."""
        call, record, project = self.call, self.record, self.exchange.project
        if call.status == 499 or record is None or project is None or self.failures is None:
            return
        self.failures.record(
            {
                "id": new_id("freq"),
                "project": project,
                "created_at": int(time.time()),
                "request_id": self.request_id,
                "key_id": caller_key_id(),
                "model": record.model,
                "method": call.method[:128],
                "status": call.status,
                "code": (call.code or None) and call.code[:128],
                "param": (call.param or None) and call.param[:256],
                "message": (call.message or "")[:_MAX_MESSAGE],
                "upstream_attempts": record.upstream_attempts,
                "response_id": record.response_id,
                "duration_ms": round(seconds * 1000, 1),
            }
        )
