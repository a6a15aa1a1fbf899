"""Prometheus metrics of the service, aggregated over every worker process.

With `PROMETHEUS_MULTIPROC_DIR` set (the launcher sets it to a fresh directory shared by all
service processes), prometheus_client keeps each process's values in memory-mapped files there
and `render()` sums them, so a scrape through Envoy that reaches any one worker reports all of
them. Without it the values are this process's own.
"""

from __future__ import annotations

import os
from bisect import bisect_left

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
RESPONSE_SECONDS = Histogram(
    "responsa_response_duration_seconds",
    "A finished response's run, from its start to its end (every turn and tool call), by model",
    ["model"],
    buckets=_SECONDS,
)
RESPONSE_FIRST_TOKEN_SECONDS = Histogram(
    "responsa_response_time_to_first_token_seconds",
    "From a streamed response's start to its first upstream chunk, by model",
    ["model"],
    buckets=_SECONDS,
)
COST = Counter(
    "responsa_cost_usd_total",
    "US dollars of finished responses, by model (the routing table's prices; unpriced: none)",
    ["model"],
)
KEY_COST = Counter(
    "responsa_key_cost_usd_total",
    "US dollars of finished responses, by the API key that made them (none: no key; other: "
    "past the first 1000 keys a process saw)",
    ["key"],
)
KEY_TOKENS = Counter(
    "responsa_key_tokens_total",
    "Tokens of finished responses, by API key (as responsa_key_cost_usd_total) and direction",
    ["key", "direction"],
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
FAILED_REQUESTS_DROPPED = Counter(
    "responsa_failed_requests_dropped_total",
    "Failed-request log rows dropped unwritten (the store refused them for too long)",
)

WEBHOOK_DELIVERIES = Counter(
    "responsa_webhook_deliveries_total",
    "Webhook delivery attempts, by event type and outcome (delivered, retry, failed: given up)",
    ["event_type", "outcome"],
)
WEBHOOK_QUEUE_AGE_SECONDS = Histogram(
    "responsa_webhook_queue_age_seconds",
    "From an event's writing to the outbox to each attempt at it, by event type",
    ["event_type"],
    buckets=(*_SECONDS, 600, 3600, 21600, 86400, 259200),
)


class Count:
    """A labelled counter's child, incremented without prometheus_client's per-call checks
    (observability mode, argument validation): its value object directly, the same one the
    child and the multiprocess files hold. A few of these run on every request."""

    __slots__ = ("_value",)

    def __init__(self, child: Counter) -> None:
        self._value = child._value

    def inc(self, amount: float = 1) -> None:
        """Add `amount` (never negative: counters only go up)."""
        if amount < 0:
            raise ValueError("Counters can only be incremented by non-negative amounts.")
        self._value.inc(amount)


class Timing:
    """A labelled histogram's child, observed without prometheus_client's per-call checks and
    with its bucket found by bisection instead of a Python loop over the bounds."""

    __slots__ = ("_bounds", "_buckets", "_sum")

    def __init__(self, child: Histogram) -> None:
        self._sum = child._sum
        self._buckets = child._buckets
        self._bounds = child._upper_bounds  # ascending, +Inf last

    def observe(self, amount: float) -> None:
        """Record one observation (the first bucket whose bound is >= `amount`, as
        prometheus_client's own `observe` chooses it)."""
        self._sum.inc(amount)
        self._buckets[bisect_left(self._bounds, amount)].inc(1)


class Counts:
    """`Count`s of a labelled counter, memoised by label values."""

    __slots__ = ("_children", "_metric")

    def __init__(self, metric: Counter) -> None:
        self._metric = metric
        self._children: dict[tuple[str, ...], Count] = {}

    def __call__(self, *values: str) -> Count:
        child = self._children.get(values)
        if child is None:
            child = self._children[values] = Count(self._metric.labels(*values))
        return child


class Timings:
    """`Timing`s of a labelled histogram, memoised by label values."""

    __slots__ = ("_children", "_metric")

    def __init__(self, metric: Histogram) -> None:
        self._metric = metric
        self._children: dict[tuple[str, ...], Timing] = {}

    def __call__(self, *values: str) -> Timing:
        child = self._children.get(values)
        if child is None:
            child = self._children[values] = Timing(self._metric.labels(*values))
        return child


requests = Counts(REQUESTS)
request_seconds = Timings(REQUEST_SECONDS)
upstream_seconds = Timings(UPSTREAM_SECONDS)
upstream_first_token_seconds = Timings(UPSTREAM_FIRST_TOKEN_SECONDS)
upstream_errors = Counts(UPSTREAM_ERRORS)
upstream_attempts = Counts(UPSTREAM_ATTEMPTS)
tokens = Counts(TOKENS)
tool_calls = Counts(TOOL_CALLS)
response_seconds = Timings(RESPONSE_SECONDS)
response_first_token_seconds = Timings(RESPONSE_FIRST_TOKEN_SECONDS)
cost = Counts(COST)
key_cost = Counts(KEY_COST)
key_tokens = Counts(KEY_TOKENS)
store_seconds = Timings(STORE_SECONDS)
store_errors = Counts(STORE_ERRORS)
webhook_deliveries = Counts(WEBHOOK_DELIVERIES)
failed_requests_dropped = Count(FAILED_REQUESTS_DROPPED)
webhook_queue_age_seconds = Timings(WEBHOOK_QUEUE_AGE_SECONDS)

# `model` is client-chosen: labels keep a bounded prefix of it.
_MAX_LABEL = 64


def label(value: object) -> str:
    """A label value from client-chosen text, bounded in length."""
    return str(value or "")[:_MAX_LABEL]


# Key ids are the operator's (made with an admin key or the CLI), but a process labels at most
# this many distinct ones: each is a series per metric for as long as the process lives.
MAX_KEY_LABELS = 1000
_key_labels: set[str] = set()


def key_label(key_id: str | None) -> str:
    """A key's label: its id, `none` without a key, `other` past MAX_KEY_LABELS keys."""
    if not key_id:
        return "none"
    if key_id in _key_labels:
        return key_id
    if len(_key_labels) >= MAX_KEY_LABELS:
        return "other"
    _key_labels.add(key_id)
    return key_id[:_MAX_LABEL]


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
