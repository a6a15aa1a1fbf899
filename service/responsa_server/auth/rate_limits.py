"""Per-project limits: requests per minute and concurrent streams, in this process.

In-service rather than Envoy's rate-limit filters: Envoy's local_ratelimit can only key on
values it sees (a header, not the project a key maps to in our database), and its global
rate limit needs a separate rate-limit service plus Redis. Here the project is known after
authentication, and a check costs about a microsecond (bench/auth_overhead.py).

Semantics: the counters live in each service process. With N replicas behind a load balancer
a project gets up to N times each limit; divide the setting by N for a global bound. A shared
counter in Postgres would cost a write round trip on every request, more than the whole
authenticated request's overhead.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from responsa_server.model.errors import ApiError


def rate_limited(message: str, retry_after: int) -> ApiError:
    """OpenAI's 429 (`rate_limit_exceeded`), with the seconds to wait as `retry-after`."""
    return ApiError(
        429, message, type="requests", code="rate_limit_exceeded", retry_after=retry_after
    )


@dataclass(slots=True)
class _Bucket:
    tokens: float
    updated: float


class RequestRate:
    """A token bucket per project: `per_minute` requests, refilled continuously, bursts of
    up to `per_minute`. 0 turns it off."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self._rate = per_minute / 60.0
        self._clock = clock
        self._buckets: dict[str, _Bucket] = {}

    def take(self, project: str) -> None:
        """Count one request of `project`; ApiError 429 when its bucket is empty."""
        if self.per_minute <= 0:
            return
        now = self._clock()
        bucket = self._buckets.get(project)
        if bucket is None:
            bucket = self._buckets[project] = _Bucket(float(self.per_minute), now)
        else:
            bucket.tokens = min(
                float(self.per_minute), bucket.tokens + (now - bucket.updated) * self._rate
            )
            bucket.updated = now
        if bucket.tokens >= 1.0:
            bucket.tokens -= 1.0
            return
        wait = max(1, math.ceil((1.0 - bucket.tokens) / self._rate))
        raise rate_limited(
            f"Rate limit reached for requests per min (RPM) in project {project}: "
            f"Limit {self.per_minute}. Please try again in {wait}s.",
            wait,
        )


class StreamSlots:
    """At most `limit` streams open at once per project. 0 turns it off."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._open: dict[str, int] = {}

    @contextlib.contextmanager
    def hold(self, project: str) -> Iterator[None]:
        """One slot while the block runs; ApiError 429 before it when none is free."""
        if self.limit <= 0:
            yield
            return
        count = self._open.get(project, 0)
        if count >= self.limit:
            raise rate_limited(
                f"Too many concurrent streams in project {project}: Limit {self.limit}. "
                "Please try again when one has finished.",
                1,
            )
        self._open[project] = count + 1
        try:
            yield
        finally:
            left = self._open[project] - 1
            if left:
                self._open[project] = left
            else:
                del self._open[project]
