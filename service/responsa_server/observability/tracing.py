"""OpenTelemetry traces: one trace per call (so per response), configured by OTEL_* variables.

The SDK reads the standard variables itself (`OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`,
`OTEL_TRACES_SAMPLER[_ARG]`, `OTEL_EXPORTER_OTLP_*`, `OTEL_SDK_DISABLED`). The exporter is
`OTEL_TRACES_EXPORTER` (`otlp` = OTLP over HTTP, `console`, `none`); unset, it is `otlp` when an
OTLP endpoint is configured and `none` otherwise, so an unconfigured service sends nothing.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Mapping

from opentelemetry import context, propagate, trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    ConsoleSpanExporter,
    SimpleSpanProcessor,
    SpanExporter,
)
from opentelemetry.trace import Span, SpanKind, Status, StatusCode

tracer = trace.get_tracer("responsa")
# Whether configure() installed an exporter. Off, the helpers below skip OpenTelemetry entirely:
# even its no-op spans cost 15-20 us each, several per request.
enabled = False


def _exporters(env: Mapping[str, str]) -> list[str]:
    names = env.get("OTEL_TRACES_EXPORTER")
    if names is None:
        endpoint = env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or env.get(
            "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"
        )
        names = "otlp" if endpoint else "none"
    return [name.strip() for name in names.split(",") if name.strip() not in ("", "none")]


def configure(exporter: SpanExporter | None = None, env: Mapping[str, str] | None = None) -> bool:
    """Install the tracer provider; `exporter` (tests: in-memory) replaces the OTEL_* choice.

    Returns whether spans are recorded. Without an exporter nothing is installed and spans
    cost next to nothing (the API's no-op tracer).
    """
    env = os.environ if env is None else env
    if (env.get("OTEL_SDK_DISABLED") or "").lower() == "true":
        return False
    processors: list[SpanProcessor] = []
    if exporter is not None:
        processors.append(SimpleSpanProcessor(exporter))
    for name in _exporters(env):
        if name == "otlp":
            # Imported only when asked for: it pulls in requests and protobuf encoders.
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            processors.append(BatchSpanProcessor(OTLPSpanExporter()))
        elif name == "console":
            processors.append(BatchSpanProcessor(ConsoleSpanExporter()))
        else:
            raise ValueError(f"OTEL_TRACES_EXPORTER: unsupported exporter {name!r}")
    if not processors:
        return False
    provider = TracerProvider(resource=Resource.create({"service.name": "responsa"}))
    for processor in processors:
        provider.add_span_processor(processor)
    trace.set_tracer_provider(provider)
    global enabled
    enabled = True
    return True


def shutdown() -> None:
    """Flush and stop the exporters (at process exit)."""
    provider = trace.get_tracer_provider()
    if isinstance(provider, TracerProvider):
        provider.shutdown()


def server_span(name: str, carrier: Mapping[str, str]) -> contextlib.AbstractContextManager[Span]:
    """The call's span, continuing a W3C `traceparent` from the carrier (gRPC metadata, which
    holds the HTTP headers of REST calls through Envoy). Tracing off: a no-op context."""
    if not enabled:
        return _NO_SPAN
    return _server_span(name, carrier)


@contextlib.contextmanager
def _server_span(name: str, carrier: Mapping[str, str]) -> Iterator[Span]:
    parent = propagate.extract(carrier)
    token = context.attach(parent)
    try:
        # Errors are marked by the call scope: a 4xx is the client's, not the server's.
        with tracer.start_as_current_span(
            name, kind=SpanKind.SERVER, record_exception=False, set_status_on_exception=False
        ) as span:
            yield span
    finally:
        context.detach(token)


def span(
    name: str, attributes: Mapping[str, str | int] | None = None
) -> contextlib.AbstractContextManager[Span]:
    """A child span of the current one; an exception marks it as an error. With tracing off,
    one shared context that does nothing (it runs for every store call)."""
    if not enabled:
        return _NO_SPAN
    return _child_span(name, attributes)


@contextlib.contextmanager
def _child_span(name: str, attributes: Mapping[str, str | int] | None) -> Iterator[Span]:
    with tracer.start_as_current_span(name, attributes=attributes) as current:
        yield current


_NO_SPAN: contextlib.nullcontext[Span] = contextlib.nullcontext(trace.INVALID_SPAN)


def mark_error(current: Span, description: str) -> None:
    """Set the span's status to error."""
    current.set_status(Status(StatusCode.ERROR, description))


def current_span() -> Span:
    """The active span (a no-op span when tracing is off)."""
    return trace.get_current_span()
