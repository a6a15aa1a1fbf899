"""`EventWriter`: persists a running job's events behind the tool loop, batching under load.

The tool loop never waits for the store: batches queue here while one write is in flight and
leave together in the next, so an idle job writes each batch at once and a busy replica writes
fewer, larger transactions. Progress (the stored Response) is written in the same fenced
transaction as the events, so GET never shows output the stream has not stored yet, and a
replica that lost the job (or whose response was deleted) writes neither. A resume point
(engine/resume.py) is written with the events queued before it, never with later ones, so a
takeover that finds nothing stored past the point knows the run was exactly there.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from responsa_server.engine.resume import ResumePoint
from responsa_server.jobs.outcomes import Progress
from responsa_server.jobs.store import Job, JobStore
from responsa_server.jobs.takeover import CALLS_STARTED

log = logging.getLogger(__name__)


class EventWriter:
    """Write-behind of one job's events, in order; `lost` once the job is no longer ours."""

    def __init__(self, jobs: JobStore, job: Job, progress: Progress | None) -> None:
        self._jobs = jobs
        self._job = job
        self._progress = progress
        self._pending: list[dict[str, Any]] = []
        # Resume points waiting: (how many of `_pending` come before it, the point).
        self._marks: list[tuple[int, dict[str, Any]]] = []
        self._writing: asyncio.Task[None] | None = None
        self.lost = False

    def add(self, batch: list[dict[str, Any]]) -> None:
        """Queue a batch; a write starts unless one is running (it will take this one too)."""
        self._pending.extend(batch)
        self._start()

    def mark(self, point: dict[str, Any]) -> None:
        """Queue a resume point after every event queued so far."""
        self._marks.append((len(self._pending), point))
        self._start()

    def _start(self) -> None:
        if self._writing is None and not self.lost:
            self._writing = asyncio.create_task(self._write())

    def _next(self) -> tuple[list[dict[str, Any]], dict[str, Any] | None]:
        """The events of the next write and the resume point that goes with them."""
        if not self._marks:
            events, self._pending = self._pending, []
            return events, None
        before, point = self._marks.pop(0)
        events, self._pending = self._pending[:before], self._pending[before:]
        self._marks = [(position - before, later) for position, later in self._marks]
        return events, point

    async def _write(self) -> None:
        try:
            while (self._pending or self._marks) and not self.lost:
                events, point = self._next()
                progress = self._progress
                saving = progress.saving(events) if progress is not None else None
                written = await self._jobs.append_events(
                    self._job, events, saving=saving, resume_point=point
                )
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


class StoredCheckpoints:
    """A job's turn boundaries (engine/resume.py), written in order with its events."""

    def __init__(self, writer: EventWriter, lost: Callable[[], None]) -> None:
        self._writer = writer
        self._point: dict[str, Any] = {}  # the last boundary, kept with the calls marker
        # Stops the job's task: called when the job turned out to be no longer ours.
        self._lost = lost

    def turn_starts(self, point: ResumePoint) -> None:
        """Queue the boundary after the events queued so far."""
        self._point = point.to_json()
        self._writer.mark(self._point)

    async def calls_start(self, usage: dict[str, int]) -> None:
        """Store that server calls start (with the usage so far), and wait until it is
        stored; if the job is no longer ours, stop its task before any call runs."""
        writer = self._writer
        writer.mark({**self._point, "usage": usage, CALLS_STARTED: True})
        await writer.flush()
        if writer.lost:
            self._lost()
            await asyncio.sleep(0)  # the cancellation lands here
            raise asyncio.CancelledError
