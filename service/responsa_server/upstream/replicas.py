"""Which replica of a model takes a request (docs/models.md, "Replicas").

A request with a session key goes to the replica that ranks first for that key by rendezvous
(highest-random-weight) hashing: every process on every host ranks the same way with no shared
state, and adding or removing a replica moves only the sessions that rank it first. Replicas
that failed lately (a refused connection or a 5xx, as for fallbacks) move to the end of the
order for a while, so a session goes to the next in its order and comes back when the mark
lapses. A request without a key goes to the healthy replica with the fewest requests in flight
in this process; ties take turns.
"""

from __future__ import annotations

import hashlib
import itertools
import time
from collections.abc import Callable, Sequence

from responsa_server.upstream.table import Target

__all__ = ["DOWN_SECONDS", "ReplicaLoad", "rendezvous_order"]

# How long a replica that failed stays at the end of every order (then it is tried again).
DOWN_SECONDS = 10.0


def _weight(key: str, replica: str) -> int:
    digest = hashlib.blake2b(f"{key}\0{replica}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def rendezvous_order(key: str, replicas: Sequence[str]) -> list[str]:
    """The replicas ranked for `key`, highest weight first (ties by name, for a total order)."""
    return sorted(replicas, key=lambda name: (-_weight(key, name), name))


class ReplicaLoad:
    """A process's view of its replicas: requests in flight to each, and lately failed ones."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._in_flight: dict[str, int] = {}
        self._down_until: dict[str, float] = {}
        self._turns = itertools.count()

    def started(self, upstream: str) -> None:
        """A request to `upstream` began."""
        self._in_flight[upstream] = self._in_flight.get(upstream, 0) + 1

    def ended(self, upstream: str) -> None:
        """A request to `upstream` ended (answered, failed or given up)."""
        self._in_flight[upstream] = max(0, self._in_flight.get(upstream, 0) - 1)

    def failed(self, upstream: str) -> None:
        """`upstream` refused the connection or answered 5xx: last in every order for a while."""
        self._down_until[upstream] = self._clock() + DOWN_SECONDS

    def answered(self, upstream: str) -> None:
        """`upstream` answered: healthy again."""
        self._down_until.pop(upstream, None)

    def healthy(self, upstream: str) -> bool:
        """Whether `upstream` has not failed within the last DOWN_SECONDS."""
        until = self._down_until.get(upstream)
        return until is None or until <= self._clock()

    def in_flight(self, upstream: str) -> int:
        """Requests to `upstream` in flight in this process."""
        return self._in_flight.get(upstream, 0)

    def order(self, replicas: Sequence[Target], key: str | None) -> tuple[Target, ...]:
        """`replicas` in the order to try them: the session's rendezvous order for `key`, else
        the fewest in flight first; healthy replicas before lately failed ones either way."""
        by_name = {target.upstream: target for target in replicas}
        if key is not None:
            ranked = [by_name[name] for name in rendezvous_order(key, list(by_name))]
        else:
            # Rotating the start breaks ties in turn, so idle replicas share sequential requests.
            start = next(self._turns) % len(replicas)
            rotated = [*replicas[start:], *replicas[:start]]
            ranked = sorted(rotated, key=lambda target: self.in_flight(target.upstream))
        healthy = [target for target in ranked if self.healthy(target.upstream)]
        return (*healthy, *(target for target in ranked if not self.healthy(target.upstream)))
