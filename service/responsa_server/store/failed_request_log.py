"""`FailedRequestLog`: failed creates written to the failed-requests log without making the
failed call wait for the database.

The call pipeline hands a row over (`record`, no await) when a create ends refused; one writer
task per process inserts whatever has queued, in one transaction per batch. So the error reply
never waits on a write (on gRPC the status leaves only once the pipeline's layers return),
and a burst of refusals (a project over its rate) becomes a few batched INSERTs, not one
transaction each.

Not lost: a batch the store refuses (an outage) stays queued and is retried every
`RETRY_SECONDS`; `close` (the server's shutdown) writes what is queued before the database
closes. What can be lost: the rows of the last moments before a crash (the queue is in
memory), and the oldest rows past `MAX_QUEUED` while the store stays down (counted in
`responsa_failed_requests_dropped_total`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from typing import Any

from responsa_server.model.errors import ApiError
from responsa_server.observability import metrics
from responsa_server.store.failed_requests import FailedRequestStore

log = logging.getLogger(__name__)

MAX_QUEUED = 10_000
BATCH = 500
RETRY_SECONDS = 1.0


class FailedRequestLog:
    """The queue of rows not yet written, and the task writing them."""

    def __init__(self, store: FailedRequestStore) -> None:
        self._store = store
        self._queued: deque[dict[str, Any]] = deque()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closing = False

    def start(self) -> None:
        """Start the writer (on the running loop)."""
        if self._task is None:
            self._task = asyncio.create_task(self._write_forever(), name="failed-requests")

    def record(self, row: dict[str, Any]) -> None:
        """Queue `row` for writing (every column of the table); never waits."""
        if len(self._queued) >= MAX_QUEUED:
            self._queued.popleft()
            metrics.failed_requests_dropped.inc()
        self._queued.append(row)
        self._wake.set()

    async def close(self) -> None:
        """Write what is queued (one last try), then stop the writer."""
        self._closing = True
        if self._task is not None:
            self._wake.set()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _write_forever(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            written = await self._write_queued()
            if self._closing:
                return
            if not written:
                await asyncio.sleep(RETRY_SECONDS)  # the store refused: retry later
                self._wake.set()

    async def _write_queued(self) -> bool:
        """Insert every queued row, a batch at a time; False when the store refused one."""
        while self._queued:
            batch = [self._queued[i] for i in range(min(BATCH, len(self._queued)))]
            try:
                await self._store.add(batch)
            except ApiError as error:  # the store is unreachable (availability.operation)
                log.warning("could not write %d failed request(s): %s", len(batch), error.code)
                return False
            except Exception:
                # Not an outage: retrying would fail again and hold up every row behind it.
                log.exception("dropped %d failed request(s) the store refused", len(batch))
                metrics.failed_requests_dropped.inc(len(batch))
            for _ in batch:
                self._queued.popleft()
        return True
