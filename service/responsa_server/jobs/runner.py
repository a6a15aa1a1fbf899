"""`JobRunner`: this replica's share of the background queue.

One claim loop (woken by notifications, plus a slow safety poll) starts a task per claimed
job, up to a concurrency limit; one heartbeat loop renews the leases of the jobs this replica
runs and learns about cancels and takeovers the notifications may have missed. A job's task
runs the tool loop and persists every batch of events before anyone can see it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import socket
import time
import uuid
from collections.abc import AsyncGenerator
from dataclasses import dataclass, replace
from typing import Any, cast

from responsa_server.auth.caller import set_caller_key_id
from responsa_server.engine.resume import Resumed
from responsa_server.engine.timeline import Timeline
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.jobs.event_writer import EventWriter, StoredCheckpoints
from responsa_server.jobs.notify import Note, Notifier
from responsa_server.jobs.outcomes import Outcomes
from responsa_server.jobs.store import Job, JobStore
from responsa_server.jobs.takeover import OPENING_EVENTS, Takeover, take_over
from responsa_server.model.request import CreateRequest, parse_create_request

log = logging.getLogger(__name__)

TERMINAL_EVENTS = frozenset({"response.completed", "response.failed", "response.incomplete"})
# Jobs one claim may take: enough to drain a burst quickly, few enough to leave work for others.
_CLAIM_BATCH = 8


@dataclass(frozen=True, slots=True)
class JobSettings:
    """Timing of the queue (short in tests)."""

    lease_seconds: float = 30.0
    heartbeat_seconds: float = 10.0
    poll_seconds: float = 5.0
    concurrency: int = 64
    drain_seconds: float = 8.0


def replica_name() -> str:
    """A name unique to this process, recorded as the owner of the jobs it runs."""
    return f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"


class JobRunner:
    """Claims and runs background jobs until stopped."""

    def __init__(
        self,
        jobs: JobStore,
        outcomes: Outcomes,
        loop: ToolLoop,
        notifier: Notifier,
        settings: JobSettings,
        *,
        owner: str,
    ) -> None:
        self._jobs = jobs
        self._outcomes = outcomes
        self._loop = loop
        self._notifier = notifier
        self._settings = settings
        self.owner = owner
        self._wake = asyncio.Event()
        self._running: dict[str, asyncio.Task[None]] = {}
        # The lease epoch each running job was claimed under (renewed by the heartbeat).
        self._epochs: dict[str, int] = {}
        # Why a job's task was cancelled: "cancel" (the user), "drain", "lost" (taken over).
        self._stop_reason: dict[str, str] = {}
        self._loops: list[asyncio.Task[None]] = []
        self._unlisten: Any = None
        self._draining = False

    def start(self) -> None:
        """Begin claiming (the notifier must be started)."""
        self._unlisten = self._notifier.listen(self._noted)
        self._loops = [
            asyncio.create_task(self._claim_loop(), name="jobs-claim"),
            asyncio.create_task(self._heartbeat_loop(), name="jobs-heartbeat"),
        ]

    def _noted(self, note: Note) -> None:
        if note.kind == "job":
            self._wake.set()
        elif note.kind == "cancel":
            self._stop(note.response_id, "cancel")

    def _stop(self, response_id: str, reason: str) -> None:
        task = self._running.get(response_id)
        if task is not None and response_id not in self._stop_reason:
            self._stop_reason[response_id] = reason
            task.cancel()

    async def _claim_loop(self) -> None:
        settings = self._settings
        while not self._draining:
            jobs: list[Job] = []
            free = settings.concurrency - len(self._running)
            if free > 0:
                try:
                    jobs = await self._jobs.claim(
                        owner=self.owner,
                        lease_seconds=settings.lease_seconds,
                        now=time.time(),
                        limit=min(free, _CLAIM_BATCH),
                    )
                except Exception:
                    log.exception("claiming background jobs failed")
            for job in jobs:
                task = asyncio.create_task(self._run(job), name=f"job-{job.response_id}")
                self._running[job.response_id] = task
                self._epochs[job.response_id] = job.epoch
                task.add_done_callback(functools.partial(self._ended, job.response_id))
            if jobs:
                continue  # maybe more are waiting
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), settings.poll_seconds)
            self._wake.clear()

    def _ended(self, response_id: str, _task: asyncio.Task[None]) -> None:
        self._running.pop(response_id, None)
        self._epochs.pop(response_id, None)
        self._stop_reason.pop(response_id, None)
        self._wake.set()  # a slot is free

    async def _heartbeat_loop(self) -> None:
        settings = self._settings
        while True:
            await asyncio.sleep(settings.heartbeat_seconds)
            leases = dict(self._epochs)
            ids = list(leases)
            try:
                owned = await self._jobs.heartbeat(
                    leases=leases, lease_seconds=settings.lease_seconds, now=time.time()
                )
            except Exception:
                log.exception("renewing background job leases failed")
                continue
            for rid in ids:
                if rid not in owned:
                    self._stop(rid, "lost")
                elif owned[rid]:
                    self._stop(rid, "cancel")

    async def _run(self, job: Job) -> None:
        rid, project = job.response_id, job.project
        outcomes = self._outcomes
        writer: EventWriter | None = None
        # The run's timeline, once the tool loop has started it (stored with its end).
        timed: list[Timeline] = []
        try:
            if job.cancel_requested:
                await outcomes.cancelled(job)
                return
            last = await self._jobs.last_sequence(project=project, response_id=rid)
            next_sequence = (last if last is not None else -1) + 1
            takeover = Takeover()
            if job.attempts > 1 and (next_sequence > OPENING_EVENTS or job.resume_point):
                # Its replica died or stalled after it began. If it got as far as storing
                # the end, the stream gets that end; otherwise it goes on from the last turn
                # boundary, or fails and says why (jobs/takeover.py).
                if await outcomes.finished_earlier(job, next_sequence):
                    return
                cut_status = self._loop.kinds.cut_status
                takeover = await take_over(self._jobs, job, next_sequence, cut_status)
                if takeover.failure is not None:
                    await outcomes.failed(
                        job,
                        next_sequence,
                        takeover.failure,
                        output=takeover.output,
                        usage=takeover.usage,
                    )
                    return
            if job.request_body is None:
                await outcomes.failed(
                    job,
                    next_sequence,
                    "The server cannot read this background response's stored request (its "
                    "replicas do not share one RESPONSA_COMPACTION_KEY); it was not run.",
                )
                return
            request = parse_create_request(job.request_body, self._loop.kinds)
            queued = await outcomes.stored_response(job)
            route, key_id = await outcomes.stored_admission(job)
            # The run counts its cost and tokens under the key that queued it (this task's
            # own context: each job runs in a task of its own).
            set_caller_key_id(key_id)
            resumed = takeover.resumed
            output = resumed.output if resumed is not None else None
            progress = outcomes.progress(queued, output)
            writer = EventWriter(self._jobs, job, progress)
            if resumed is not None:
                log.info("background response %s resumes at turn %d", rid, resumed.point.turn)
            await self._execute(job, request, queued, next_sequence, writer, resumed, route, timed)
        except asyncio.CancelledError:
            reason = self._stop_reason.get(rid)
            if writer is not None:
                await writer.flush()
            if reason == "cancel":
                await outcomes.cancelled(job, timed[0].record() if timed else None)
            elif reason == "drain":
                await self._jobs.release([job])
            # "lost": another replica owns it now; nothing of ours may be written.
        except Exception:
            log.exception("background response %s failed", rid)
            with contextlib.suppress(Exception):
                await self._jobs.release([job])

    async def _execute(
        self,
        job: Job,
        request: CreateRequest,
        queued: dict[str, Any],
        next_sequence: int,
        writer: EventWriter,
        resumed: Resumed | None,
        route: str | None,
        timed: list[Timeline],
    ) -> None:
        # The tool loop must not store the response itself: a progress write still in flight
        # could land after it. The final save comes here, after every earlier event, with the
        # route that served it (a fallback's, if one did).
        served: list[str] = []
        stream = self._loop.stream(
            replace(request, store=False),
            project=job.project,
            queued=queued,
            first_sequence=next_sequence,
            checkpoints=StoredCheckpoints(
                writer, functools.partial(self._stop, job.response_id, "lost")
            ),
            resumed=resumed,
            # The route recorded when it was admitted (on whichever replica): the same here.
            route=route,
            served=served.append,
            timed=timed.append,
        )
        # An async generator: closing it at once ends the upstream call and the tool calls.
        async with contextlib.aclosing(cast(AsyncGenerator[list[dict[str, Any]], None], stream)):
            async for batch in stream:
                if any(event["type"] in TERMINAL_EVENTS for event in batch):
                    await writer.flush()
                    if not writer.lost:
                        await self._outcomes.ended(
                            job,
                            batch[-1]["response"],
                            batch,
                            served[-1] if served else None,
                            timed[0].record() if timed else None,
                        )
                    return
                writer.add(batch)
                if writer.lost:
                    return

    async def stop(self) -> None:
        """Drain: claim nothing more, give running jobs `drain_seconds`, hand back the rest."""
        self._draining = True
        self._wake.set()
        running = list(self._running.values())
        if running:
            await asyncio.wait(running, timeout=self._settings.drain_seconds)
        for rid in list(self._running):
            self._stop(rid, "drain")
        still = list(self._running.values())
        if still:
            await asyncio.wait(still, timeout=5)
        for task in self._loops:
            task.cancel()
        await asyncio.gather(*self._loops, return_exceptions=True)
        if self._unlisten is not None:
            self._unlisten()
