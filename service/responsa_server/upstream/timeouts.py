"""How long one upstream call may take, step by step, and the error each limit raises."""

from __future__ import annotations

import time
from dataclasses import dataclass

from responsa_server.upstream.errors import UpstreamError

__all__ = ["CallClock", "UpstreamTimeouts"]


@dataclass(frozen=True, slots=True)
class UpstreamTimeouts:
    """Seconds; each is a setting (RESPONSA_UPSTREAM_*_TIMEOUT, see config.py).

    connect: opening a connection. first_byte: from sending the request to the response head
    (a non-streamed answer's head comes when the whole answer is ready). between_chunks: the
    longest silence inside a response body. total: the whole call, waiting for a pooled
    connection included.
    """

    connect: float = 10.0
    first_byte: float = 300.0
    between_chunks: float = 120.0
    total: float = 1200.0


class CallClock:
    """One call's deadline: each step waits for its own limit or what is left of the total,
    whichever is shorter, and names the limit that ran out."""

    __slots__ = ("_deadline", "timeouts")

    def __init__(self, timeouts: UpstreamTimeouts) -> None:
        self.timeouts = timeouts
        self._deadline = time.monotonic() + timeouts.total

    def left(self) -> float:
        return max(0.0, self._deadline - time.monotonic())

    def step(self, limit: float) -> float:
        """Seconds the next step may wait."""
        return min(limit, self.left())

    def expired(self, limit: float, what: str, setting: str) -> UpstreamError:
        """The error for a step that waited `limit` seconds (or the rest of the total)."""
        if self.left() <= 0.01:  # the total ran out first
            return UpstreamError(
                "timeout",
                f"the upstream call exceeded its total limit of {self.timeouts.total:g} s "
                "(RESPONSA_UPSTREAM_TOTAL_TIMEOUT)",
            )
        return UpstreamError("timeout", f"{what} within {limit:g} s ({setting})")
