"""Prometheus metrics of the service, aggregated over every worker process.

With `PROMETHEUS_MULTIPROC_DIR` set (the launcher sets it to a fresh directory shared by all
service processes), prometheus_client keeps each process's values in memory-mapped files there
and `render()` sums them, so a scrape through Envoy that reaches any one worker reports all of
them. Without it the values are this process's own.
"""

from __future__ import annotations

import os
from typing import Generic, TypeVar

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

MULTIPROCESS_ENV = "PROMETHEUS_MULTIPROC_DIR"
M = TypeVar("M", Counter, Histogram)

# Request latencies span sub-millisecond reads to minutes-long streams.
_SECONDS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_STORE_SECONDS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5)

REQUESTS = Counter(
    "responsa_requests_total",
    "Calls answered, by RPC method and HTTP status",
    ["method", "status"],
)
REQUEST_SECONDS = Histogram(
    "responsa_request_duration_seconds",
    "Call duration (a stream: until its last event), by RPC method and HTTP status",
    ["method", "status"],
    buckets=_SECONDS,
)
UPSTREAM_SECONDS = Histogram(
    "responsa_upstream_duration_seconds",
    "One upstream Chat Completions call, to its last byte, by model and outcome",
    ["model", "outcome"],
    buckets=_SECONDS,
)
UPSTREAM_FIRST_TOKEN_SECONDS = Histogram(
    "responsa_upstream_time_to_first_token_seconds",
    "From sending a streamed upstream call to its first chunk with output, by model",
    ["model"],
    buckets=_SECONDS,
)
UPSTREAM_ERRORS = Counter(
    "responsa_upstream_errors_total",
    "Failed upstream calls, by model and kind (http, timeout, connect, protocol)",
    ["model", "kind"],
)
UPSTREAM_ATTEMPTS = Counter(
    "responsa_upstream_attempts_total",
    "Requests sent to an upstream, up to its response head, by upstream, model sent and outcome "
    "(ok, refused, http_5xx, http_4xx, timeout, error); a fallback is one more attempt",
    ["upstream", "model", "outcome"],
)
TOKENS = Counter(
    "responsa_tokens_total",
    "Tokens of finished responses, by model and direction (in = input, out = output)",
    ["model", "direction"],
)
TOOL_CALLS = Counter(
    "responsa_tool_calls_total",
    "Tool calls in finished responses, by item type and status",
    ["type", "outcome"],
)
ACTIVE_STREAMS = Gauge(
    "responsa_active_streams",
    "Streams open right now",
    multiprocess_mode="livesum",
)
STORE_SECONDS = Histogram(
    "responsa_store_duration_seconds",
    "Store operations, by operation",
    ["operation"],
    buckets=_STORE_SECONDS,
)
STORE_ERRORS = Counter(
    "responsa_store_errors_total",
    "Store operations that failed, by operation",
    ["operation"],
)


class Children(Generic[M]):
    """`metric.labels(...)` memoised: prometheus_client's own lookup costs several us (a lock
    and validation) per call, several calls per request. (prometheus_client keeps every child
    anyway, so this keeps nothing it would not.)"""

    __slots__ = ("_children", "_metric")

    def __init__(self, metric: M) -> None:
        self._metric: M = metric
        self._children: dict[tuple[str, ...], M] = {}

    def __call__(self, *values: str) -> M:
        child = self._children.get(values)
        if child is None:
            child = self._children[values] = self._metric.labels(*values)
        return child


requests = Children(REQUESTS)
request_seconds = Children(REQUEST_SECONDS)
upstream_seconds = Children(UPSTREAM_SECONDS)
upstream_first_token_seconds = Children(UPSTREAM_FIRST_TOKEN_SECONDS)
upstream_errors = Children(UPSTREAM_ERRORS)
upstream_attempts = Children(UPSTREAM_ATTEMPTS)
tokens = Children(TOKENS)
tool_calls = Children(TOOL_CALLS)

# `model` is client-chosen: labels keep a bounded prefix of it.
_MAX_LABEL = 64


def label(value: object) -> str:
    """A label value from client-chosen text, bounded in length."""
    return str(value or "")[:_MAX_LABEL]


def render() -> tuple[bytes, str]:
    """The exposition text and its content type: every worker's values when multiprocess."""
    if os.environ.get(MULTIPROCESS_ENV):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


def process_exited(pid: int) -> None:
    """Drop a finished worker's live gauges (its counters stay summed)."""
    if os.environ.get(MULTIPROCESS_ENV):
        multiprocess.mark_process_dead(pid)  # type: ignore[no-untyped-call]
