"""Whether the store answers, for the process' health status: checked when health is asked.

Envoy asks every second (GET /healthz of each replica, for each of its two clusters), and a
gRPC client or a kubelet may call grpc.health.v1 Check; a question pings the database if the
last ping is older than `every` seconds, and a change is reported. The ping rides the
question's wake-up instead of a timer of its own, and a process nobody asks about pings
nobody: the status is only looked at when asked. GET /healthz answers at once with the status
as the previous ping left it (a change shows at Envoy's next check, a second later); a gRPC
Check waits for the ping it started, so its answer is never older than `every`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from responsa_server.store.database import Database

log = logging.getLogger("responsa")


class StoreReachability:
    """Pings `database` when asked (at most once per `every` s) and reports each change."""

    def __init__(
        self,
        database: Database,
        changed: Callable[[bool], Awaitable[None]],
        *,
        every: float,
        within: float,
    ) -> None:
        self._database = database
        self._changed = changed
        self._every = every
        self._within = within
        self._reachable = True
        self._pinged = float("-inf")
        self._checking: asyncio.Task[None] | None = None
        self._closed = False

    def asked(self) -> None:
        """Health was asked: check the store if due (no wait; the answer is the last status)."""
        self._due()

    async def answered(self) -> None:
        """Health was asked: return once the status is at most `every` s old."""
        checking = self._due()
        if checking is not None:
            await asyncio.shield(checking)

    async def close(self) -> None:
        """No more checks; the one in flight is cancelled."""
        self._closed = True
        checking = self._checking
        if checking is not None:
            checking.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await checking

    def _due(self) -> asyncio.Task[None] | None:
        """The check in flight, or a new one if the last is older than `every` s."""
        if self._checking is not None or self._closed:
            return self._checking
        loop = asyncio.get_running_loop()
        if loop.time() - self._pinged < self._every:
            return None
        self._pinged = loop.time()
        self._checking = loop.create_task(self._check(), name="store-check")
        return self._checking

    async def _check(self) -> None:
        try:
            now = await self._database.ping(within=self._within)
            if now != self._reachable:
                self._reachable = now
                log.warning("store %s", "reachable again" if now else "unreachable")
                await self._changed(now)
        finally:
            self._checking = None
