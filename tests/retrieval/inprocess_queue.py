"""`AsyncioIngestionQueue`: ingestion run in process with no lease, for tests and benchmarks
that drive it directly (`drain()` waits for the queued jobs). The service runs
`LeasedIngestionQueue`."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from responsa_server.vector_stores.ingestion import IngestionJob

log = logging.getLogger("responsa.ingestion")


class AsyncioIngestionQueue:
    """In-process workers (see the module docstring)."""

    def __init__(self, run: Callable[[IngestionJob], Awaitable[None]], *, workers: int = 2) -> None:
        self._run = run
        self._queue: asyncio.Queue[IngestionJob] = asyncio.Queue()
        self._workers: list[asyncio.Task[None]] = []
        self._count = workers

    async def submit(self, jobs: list[IngestionJob]) -> None:
        """Queue the jobs; the workers start with the first one."""
        if not self._workers:
            self._workers = [asyncio.create_task(self._work()) for _ in range(self._count)]
        for job in jobs:
            self._queue.put_nowait(job)

    async def _work(self) -> None:
        while True:
            job = await self._queue.get()
            try:
                await self._run(job)
            except Exception:
                log.exception("ingesting %s into %s failed", job.file_id, job.vector_store_id)
            finally:
                self._queue.task_done()

    async def drain(self) -> None:
        """Wait until every queued job ran (tests and benchmarks)."""
        await self._queue.join()

    async def close(self) -> None:
        """Cancel the workers."""
        for task in self._workers:
            task.cancel()
        await asyncio.gather(*self._workers, return_exceptions=True)
        self._workers = []
