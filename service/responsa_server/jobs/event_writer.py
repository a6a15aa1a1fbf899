"""`EventWriter`: persists a running job's events behind the tool loop, batching under load.

The tool loop never waits for the store: batches queue here while one write is in flight and
leave together in the next, so an idle job writes each batch at once and a busy replica writes
fewer, larger transactions. Progress (the stored Response) is written in the same fenced
transaction as the events, so GET never shows output the stream has not stored yet, and a
replica that lost the job (or whose response was deleted) writes neither.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from responsa_server.jobs.outcomes import Progress
from responsa_server.jobs.store import Job, JobStore

log = logging.getLogger(__name__)


class EventWriter:
    """Write-behind of one job's events, in order; `lost` once the job is no longer ours."""

    def __init__(self, jobs: JobStore, job: Job, progress: Progress | None) -> None:
        self._jobs = jobs
        self._job = job
        self._progress = progress
        self._pending: list[dict[str, Any]] = []
        self._writing: asyncio.Task[None] | None = None
        self.lost = False

    def add(self, batch: list[dict[str, Any]]) -> None:
        """Queue a batch; a write starts unless one is running (it will take this one too)."""
        self._pending.extend(batch)
        if self._writing is None and not self.lost:
            self._writing = asyncio.create_task(self._write())

    async def _write(self) -> None:
        try:
            while self._pending and not self.lost:
                events, self._pending = self._pending, []
                progress = self._progress
                saving = progress.saving(events) if progress is not None else None
                written = await self._jobs.append_events(self._job, events, saving=saving)
                if not written:
                    log.warning(
                        "background response %s was taken over or deleted", self._job.response_id
                    )
                    self.lost = True
                elif progress is not None and saving is not None:
                    progress.saved()
        except Exception:
            log.exception("storing events of %s failed", self._job.response_id)
            self.lost = True
        finally:
            self._writing = None

    async def flush(self) -> None:
        """Wait until everything queued is stored (or the job was lost). Not cancellable
        halfway: the write runs in its own task."""
        while self._writing is not None:
            await asyncio.shield(self._writing)
