"""Read Prometheus metrics from a running stack, for tests."""

from __future__ import annotations

import httpx
from prometheus_client.parser import text_string_to_metric_families

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(url: str, headers: dict[str, str] | None = None) -> Samples:
    """Every sample at `url` (GET /metrics), keyed by name and sorted labels; `headers`: a
    key's `authorization` when the stack wants one."""
    reply = httpx.get(url, timeout=10, headers=headers)
    assert reply.status_code == 200, reply.text
    assert reply.headers["content-type"].startswith("text/plain")
    samples: Samples = {}
    for family in text_string_to_metric_families(reply.text):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    """One sample's value (0 when it is not there yet)."""
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def delta(before: Samples, after: Samples, name: str, **labels: str) -> float:
    """How much a sample moved between two scrapes."""
    return value(after, name, **labels) - value(before, name, **labels)
