"""`CallPipeline`: the ordered layers every call runs, whatever transport carried it.

One list, defined once (`CallPipeline.LAYERS`), outermost first:

1. `scope`: the call's request id and log context, its metrics and the refused-call log
   (`call_observer.CallScope`), and a refused create's row of the failed-requests log;
2. `trace`: the call's server span, continuing an incoming `traceparent`;
3. `errors`: the one place an error becomes a reply: an `ApiError` (or an escaped exception,
   as OpenAI's 500, or 503 when the store is unreachable) is recorded on the call and rendered
   once by the transport (`Exchange.refuse`: a gRPC status with its metadata, the REST JSON
   body, a WebSocket `error` event); a client that left ends the call as 499;
4. `admission`: the caller's project (credentials) and request rate (`admission.Admission`).

Each transport builds its handlers once (`build`: per gRPC method in `interceptor.py`, the REST
listener's create, the WebSocket frame) around an endpoint that does the work, and runs one per
call with its own `Exchange`. Plumbing calls skip layers: health, reflection and MetricsService
are not observed (no scope, no trace), health and the console's files are not admitted. With
tracing off (`observability.tracing.configure` found no exporter) no handler has the trace layer.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeAlias, TypeVar

from responsa_server.edges.admission import Admission
from responsa_server.edges.call_observer import CallScope
from responsa_server.edges.exchange import Call, ClientGone, Exchange
from responsa_server.model.errors import ApiError
from responsa_server.observability import logs, tracing
from responsa_server.store.availability import is_unavailable, store_unavailable
from responsa_server.store.failed_request_log import FailedRequestLog

log = logging.getLogger("responsa.calls")

INTERNAL_ERROR = "The server had an error while processing your request."

E = TypeVar("E", bound=Exchange)
Handler: TypeAlias = Callable[[E], Awaitable[None]]
# A layer wraps the handler inside it (the next layer, or the endpoint) and returns the wrapper.
Layer: TypeAlias = Callable[[Handler[Any]], Handler[Any]]


def scope_layer(failures: FailedRequestLog | None) -> Layer:
    """The `scope` layer: open the call's scope; when it ends, count it, log it if it was
    refused, and queue a refused create for the failed-requests log (`failures`, when kept)."""

    def scope(inner: Handler[E]) -> Handler[E]:
        async def scoped(exchange: E) -> None:
            opened = CallScope(exchange, failures)
            try:
                await inner(exchange)
            finally:
                opened.close()

        return scoped

    return scope


def trace(inner: Handler[E]) -> Handler[E]:
    """Run the call in its server span (tracing on), annotated with how the call ended."""

    async def traced(exchange: E) -> None:
        if not tracing.enabled:
            await inner(exchange)
            return
        # The propagator reads any key: text values only (never `-bin` metadata's bytes).
        carrier = {key: value for key, value in exchange.metadata() or () if type(value) is str}
        with tracing.server_span(exchange.call.method, carrier) as span:
            try:
                await inner(exchange)
            finally:
                _annotate(span, exchange.call)

    return traced


def _annotate(span: Any, call: Call) -> None:
    span.set_attribute("http.response.status_code", call.status)
    span.set_attribute("responsa.request_id", logs.request_id.get())
    response = logs.response_id.get()
    if response:
        span.set_attribute("responsa.response_id", response)
    if call.status >= 500:
        # A 4xx is the client's error, not the server's.
        tracing.mark_error(span, call.code or str(call.status))


def errors(inner: Handler[E]) -> Handler[E]:
    """Turn what the call raised into the transport's one error reply."""

    async def answered(exchange: E) -> None:
        try:
            await inner(exchange)
        except ApiError as error:
            exchange.call.ended_with(error)
            await exchange.refuse(error)
        except ClientGone:
            exchange.call.cancelled()
            raise
        except Exception as error:
            if exchange.gone():  # answering failed because the client left: the call just ends
                exchange.call.cancelled()
                raise asyncio.CancelledError from error
            if is_unavailable(error):
                # A store outage on a path whose store methods are not wrapped one by one.
                log.warning("%s: store unreachable: %s", exchange.call.method, error)
                internal = store_unavailable()
            else:
                log.error("%s failed", exchange.call.method, exc_info=error)
                internal = ApiError(500, INTERNAL_ERROR)
            exchange.call.ended_with(internal)
            await exchange.refuse(internal)
        except BaseException:
            exchange.call.cancelled()
            raise

    return answered


class CallPipeline:
    """The layers, in order, and the one way a transport builds its handlers from them."""

    def __init__(self, admission: Admission, failures: FailedRequestLog | None = None) -> None:
        """`failures`: where refused creates are logged (none: not logged)."""
        self.admission = admission
        # (name, layer), outermost first: the order every transport runs them in.
        self.layers: tuple[tuple[str, Layer], ...] = (
            ("scope", scope_layer(failures)),
            ("trace", trace),
            ("errors", errors),
            ("admission", admission.layer),
        )

    def build(
        self, endpoint: Handler[E], *, observed: bool = True, admitted: bool = True
    ) -> Handler[E]:
        """`endpoint` inside the layers (without scope and trace when not `observed`, without
        admission when not `admitted`); built once per method, run once per call."""
        skipped = {
            *(() if observed else ("scope", "trace")),
            *(() if admitted else ("admission",)),
        }
        if not tracing.enabled:
            # Tracing is configured once, at start, before any handler is built (__main__):
            # off, the layer would only pass the call on, one more coroutine frame resumed at
            # every await of the call (each streamed message's write).
            skipped.add("trace")
        handler: Handler[Any] = endpoint
        for name, layer in reversed(self.layers):
            if name not in skipped:
                handler = layer(handler)
        return handler
