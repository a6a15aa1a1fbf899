"""Prometheus metrics of moderation (docs/guardrails.md): checks, flags by category, blocks,
and each provider call's latency and outcome. The `model` label is a provider name of the
routing table (a request naming any other is refused before a check), so it stays bounded."""

from __future__ import annotations

from prometheus_client import Counter, Histogram

from responsa_server.observability.metrics import Counts, Timings, label

_SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)

MODERATION_CHECKS = Counter(
    "responsa_moderation_checks_total",
    "Moderation checks of responses' input or output chunks, by moderation model, side "
    "(input, output) and outcome (clean, flagged, error)",
    ["model", "side", "outcome"],
)
MODERATION_FLAGS = Counter(
    "responsa_moderation_flags_total",
    "Categories flagged by moderation checks, by moderation model and category",
    ["model", "category"],
)
MODERATION_BLOCKS = Counter(
    "responsa_moderation_blocks_total",
    "Responses whose input or output moderation blocked, by moderation model and side",
    ["model", "side"],
)
MODERATION_PROVIDER_SECONDS = Histogram(
    "responsa_moderation_provider_duration_seconds",
    "One moderation provider call, by moderation model and outcome (ok, error, timeout)",
    ["model", "outcome"],
    buckets=_SECONDS,
)

checks = Counts(MODERATION_CHECKS)
flags = Counts(MODERATION_FLAGS)
blocks = Counts(MODERATION_BLOCKS)
provider_seconds = Timings(MODERATION_PROVIDER_SECONDS)


def checked(model: str, side: str, outcome: str, categories: list[str]) -> None:
    """Count one check and the categories it flagged."""
    checks(model, side, outcome).inc()
    for category in categories:
        flags(model, label(category)).inc()
