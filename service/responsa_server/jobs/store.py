"""`JobStore`: the queue of background responses and their stream events, in the shared database.

A job is `queued`, `running` (owned by one replica until its lease expires) or `done`.
Claiming takes the oldest queued jobs, or running ones whose lease expired (their replica
died), in one statement, with `FOR UPDATE SKIP LOCKED` on Postgres so concurrent claimers
never wait on or take the same row. On SQLite (one process) the store's single writer
serialises claims instead. Every write that others wait on sends its notification inside the
same transaction.

Fencing: every claim, takeover, cancel-claim and release bumps the job's `epoch`, and every
write a runner makes (events, the stored Response, the end) carries the epoch it claimed and
runs in a transaction that first locks the job row `WHERE epoch = :mine AND state = running`.
A replica that was paused or partitioned past its lease therefore writes nothing once another
took over, and nothing at all once the response was deleted (its job row is gone).

The statements are compiled once (jobs/statements.py) and run on the driver connection
(store/driver_connection.py): built per call through SQLAlchemy's Connection they cost a job
more CPU than the database spent on them (docs/performance.md, "Background jobs (fifth round)").
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from responsa_server.jobs.notify import Note, Notifier
from responsa_server.jobs.sealed_body import RequestBodySeal, SealedBodyError
from responsa_server.jobs.statements import DONE, QUEUED, JobStatements
from responsa_server.store.database import Database, DriverConnection
from responsa_server.store.response_rows import ResponseRewrite
from responsa_server.webhooks.outbox import EVENT_OF_STATUS, Outbox

log = logging.getLogger(__name__)

# `response_events.sequence_number` is an INTEGER column (32-bit on Postgres).
MAX_SEQUENCE_NUMBER = 2**31 - 1


@dataclass(frozen=True, slots=True)
class Job:
    """A claimed job: what a replica needs to run it."""

    project: str
    response_id: str
    # None: the stored body does not open with this replica's key (sealed_body.py).
    request_body: dict[str, Any] | None
    attempts: int
    cancel_requested: bool
    created_at: float
    # The lease epoch this claim holds: the job's writes are refused once it moved on.
    epoch: int = 0
    # Where its last runner got to (JSON as jobs/takeover.py reads it), None before the first.
    resume_point: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class CancelOutcome:
    """What a cancel request found: `state` before it, and the job if the caller now owns it."""

    state: str
    claimed: Job | None


def _job(row: Sequence[Any], seal: RequestBodySeal) -> Job:
    """A Job from a row of `JOB_COLUMNS` (jobs/statements.py)."""
    project, response_id, sealed, attempts, cancel_requested, created_at, epoch, point = row[:8]
    try:
        body: dict[str, Any] | None = seal.open(sealed, project=project, response_id=response_id)
    except SealedBodyError as error:
        log.error("background response %s: its stored request: %s", response_id, error)
        body = None
    return Job(
        project=project,
        response_id=response_id,
        request_body=body,
        attempts=int(attempts),
        cancel_requested=bool(cancel_requested),
        created_at=float(created_at),
        epoch=int(epoch),
        resume_point=orjson.loads(point) if point else None,
    )


@dataclass(frozen=True, slots=True)
class Saving:
    """A Response to store with a fenced write: its row and output items (its input items stay
    as its create stored them, with their ids)."""

    response: dict[str, Any]
    route: str | None = None  # the route that served it (None keeps the one recorded)
    # When its tool loop's steps ran (engine/timeline.py; None keeps the one recorded).
    timeline: str | None = None


def _event_rows(project: str, response_id: str, events: list[dict[str, Any]]) -> list[Any]:
    return [
        {
            "project": project,
            "response_id": response_id,
            "sequence_number": event["sequence_number"],
            "body": orjson.dumps(event).decode(),
        }
        for event in events
    ]


def _ended_status(saving: Saving | None, events: list[dict[str, Any]]) -> str | None:
    """The status a job ends with: its final Response's, else its terminal event's."""
    if saving is not None:
        return str(saving.response.get("status"))
    for event in reversed(events):
        response = event.get("response")
        if isinstance(response, dict):
            return str(response.get("status"))
    return None


class JobStore:
    """Queue operations and the event log; every method is scoped by `project`."""

    def __init__(
        self,
        database: Database,
        notifier: Notifier,
        seal: RequestBodySeal,
        *,
        max_connections: int = 8,
        outbox: Outbox | None = None,
    ) -> None:
        self._db = database
        # The job's end owes its webhook events (webhooks/outbox.py), in the same transaction.
        self._outbox = outbox
        self._sql = JobStatements(database)
        self._rewrite = ResponseRewrite(database)
        self._notifier = notifier
        # Request bodies (with MCP secrets) are stored sealed, never in plaintext.
        self._seal = seal
        # Background work shares the database's pool with foreground requests (and Postgres's
        # connection limit with the other replicas): it queues here rather than taking more.
        self._slots = asyncio.Semaphore(max_connections)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[DriverConnection]:
        async with self._slots, self._db.transaction() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[DriverConnection]:
        async with self._slots, self._db.connected() as conn:
            yield conn

    async def _write(
        self, statements: Callable[[DriverConnection], Awaitable[None]], notes: list[Note]
    ) -> None:
        """Run `statements(conn)` and send `notes` in one transaction."""
        async with self._transaction() as conn:
            await statements(conn)
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)

    async def enqueue(
        self,
        *,
        project: str,
        response_id: str,
        request_body: dict[str, Any],
        opening_events: list[dict[str, Any]],
        now: float,
        response: dict[str, Any] | None = None,
        input_items: Sequence[dict[str, Any]] = (),
        route: str | None = None,
        key_id: str | None = None,
    ) -> None:
        """Queue a job with its first events; wakes a replica to claim it. Its new `response`
        (with the `input_items` its create added, its `route` and the API key that made it) is
        stored in the same
        transaction: whoever claims the job finds it, and a create that dies half-way leaves
        neither, never a queued Response without a job."""
        sql = self._sql
        job = {
            "response_id": response_id,
            "project": project,
            "state": QUEUED,
            "request_body": self._seal.seal(request_body, project=project, response_id=response_id),
            "created_at": now,
        }

        async def statements(conn: DriverConnection) -> None:
            if response is not None:
                await self._rewrite.insert(
                    conn, response, list(input_items), project=project, route=route, key_id=key_id
                )
            await conn.execute(sql.enqueue, job)
            await conn.executemany(
                sql.insert_event, _event_rows(project, response_id, opening_events)
            )

        await self._write(
            statements, [Note("job", project, response_id), Note("event", project, response_id)]
        )

    async def claim(
        self, *, owner: str, lease_seconds: float, now: float, limit: int = 1
    ) -> list[Job]:
        """Take up to `limit` of the oldest claimable jobs for `owner` (queued ones, or ones
        whose lease expired), oldest first; the jobs as claimed (attempts and epoch counted)."""
        params = {"owner": owner, "until": now + lease_seconds, "now": now, "limit": limit}
        async with self._transaction() as conn:
            rows = await conn.fetch(self._sql.claim, params)
        # RETURNING follows no order; a claim hands jobs out oldest first.
        return sorted((_job(row, self._seal) for row in rows), key=lambda job: job.created_at)

    async def heartbeat(
        self, *, leases: dict[str, int], lease_seconds: float, now: float
    ) -> dict[str, bool]:
        """Renew the leases `{response_id: epoch}` still held; {response_id: cancel_requested}
        of those (a job missing from the answer was taken over or deleted: its runner must
        stop)."""
        if not leases:
            return {}
        held: dict[str, bool] = {}
        until = now + lease_seconds
        async with self._transaction() as conn:
            for rid, epoch in leases.items():
                lease = {"rid": rid, "epoch": epoch, "until": until}
                row = await conn.first(self._sql.renew, lease)
                if row is not None:
                    held[rid] = bool(row[0])
        return held

    async def append_events(
        self,
        job: Job,
        events: list[dict[str, Any]],
        *,
        saving: Saving | None = None,
        resume_point: dict[str, Any] | None = None,
    ) -> bool:
        """Persist a batch of events (and the job's Response, if `saving`; where a takeover
        would go on, if `resume_point`) under `job`'s lease; False (nothing written) if its
        epoch moved on."""
        if not events and saving is None and resume_point is None:
            return True
        return await self._fenced_write(job, events, saving, finish=False, point=resume_point)

    async def finish(
        self,
        job: Job,
        *,
        events: list[dict[str, Any]] | None = None,
        saving: Saving | None = None,
    ) -> bool:
        """Store the final Response (`saving`) and last events and mark the job done, at once;
        False (nothing written) if `job`'s epoch moved on meanwhile."""
        return await self._fenced_write(job, events or [], saving, finish=True)

    async def _fenced_write(
        self,
        job: Job,
        events: list[dict[str, Any]],
        saving: Saving | None,
        *,
        finish: bool,
        point: dict[str, Any] | None = None,
    ) -> bool:
        owned = [False]
        project, response_id = job.project, job.response_id
        sql = self._sql
        mine = {"project": project, "rid": response_id, "epoch": job.epoch}

        async def statements(conn: DriverConnection) -> None:
            # The row lock orders this write against a takeover, a cancel-claim or a delete
            # of the same job: whichever commits first, the other sees its outcome.
            if await conn.first(sql.lock_held, mine) is None:
                log.warning("fenced: refused a write to %s (epoch %d)", response_id, job.epoch)
                return
            if saving is not None and not await self._rewrite.replace(
                conn,
                saving.response,
                project=project,
                route=saving.route,
                timeline=saving.timeline,
            ):
                return  # the response was deleted (its job row goes with it)
            owned[0] = True
            if events:
                await conn.executemany(sql.insert_event, _event_rows(project, response_id, events))
            if point is not None and not finish:
                stored = orjson.dumps(point).decode()
                await conn.execute(sql.set_resume_point, {**mine, "point": stored})
            if finish:
                now = time.time()
                await conn.execute(sql.finish, {**mine, "now": now})
                status = _ended_status(saving, events)
                if self._outbox is not None and status in EVENT_OF_STATUS:
                    await self._outbox.add(
                        conn,
                        project=project,
                        event_type=EVENT_OF_STATUS[status],
                        object_id=response_id,
                        now=now,
                    )

        notes = [Note("event", project, response_id)] if events else []
        if finish:
            notes.append(Note("done", project, response_id))
        await self._write(statements, notes)
        return owned[0]

    async def release(self, jobs: list[Job]) -> None:
        """Hand jobs back (draining): their leases end now and their epochs move on, so any
        replica may claim them and nothing more of this claim is written."""
        if not jobs:
            return
        notes: list[Note] = []
        async with self._transaction() as conn:
            for job in jobs:
                held = {"rid": job.response_id, "epoch": job.epoch}
                row = await conn.first(self._sql.release, held)
                if row is not None:
                    notes.append(Note("job", str(row[0]), job.response_id))
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)

    async def request_cancel(
        self, *, project: str, response_id: str, owner: str, lease_seconds: float, now: float
    ) -> CancelOutcome | None:
        """Flag the job cancelled; None if there is no such job.

        A job nobody runs (queued, or its lease expired) is claimed for `owner`, who then
        finishes it as cancelled; a running one's replica is told to stop.
        """
        sql = self._sql
        this = {"project": project, "rid": response_id}
        async with self._transaction() as conn:
            row = await conn.first(sql.lock_job, this)
            if row is None:
                return None
            state, lease_expires_at = row[8], row[9]
            if state == DONE:
                return CancelOutcome(DONE, None)
            unowned = state == QUEUED or lease_expires_at < now
            if unowned:
                claim = {**this, "owner": owner, "until": now + lease_seconds}
                await conn.execute(sql.claim_cancelled, claim)
            else:
                await conn.execute(sql.flag_cancel, this)
            notes = [] if unowned else [Note("cancel", project, response_id)]
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)
        claimed = None
        if unowned:
            job = _job(row, self._seal)
            claimed = dataclasses.replace(
                job, attempts=job.attempts + 1, epoch=job.epoch + 1, cancel_requested=True
            )
        return CancelOutcome(state, claimed)

    async def forget(self, *, project: str, response_id: str) -> None:
        """Delete a response's job and events (before the response itself is deleted). A
        replica still running it finds the job gone at its next write or heartbeat and stops;
        none of its writes lands after this one (they are fenced on the job row)."""
        this = {"project": project, "rid": response_id}
        async with self._transaction() as conn:
            await conn.execute(self._sql.forget_events, this)
            await conn.execute(self._sql.forget_job, this)

    async def state(self, *, project: str, response_id: str) -> str | None:
        """The job's state, None if there is no job for this response."""
        async with self._connection() as conn:
            row = await conn.first(self._sql.state, {"project": project, "rid": response_id})
        return None if row is None else str(row[0])

    async def record(self, *, project: str, response_id: str) -> dict[str, Any] | None:
        """The job's row as the console shows it (never its request body); None if none."""
        async with self._connection() as conn:
            row = await conn.first(self._sql.record, {"project": project, "rid": response_id})
        if row is None:
            return None
        state, owner, last, attempts, cancel_requested, created_at, started_at, ended_at = row
        return {
            "state": state,
            "replica": owner,
            "last_replica": last,
            "attempts": int(attempts),
            "cancel_requested": bool(cancel_requested),
            "created_at": created_at,
            "started_at": started_at,
            "ended_at": ended_at,
        }

    async def events_after(
        self, *, project: str, response_id: str, after: int
    ) -> tuple[list[dict[str, Any]], str | None]:
        """The events numbered above `after`, oldest first, and the job's state.

        The state is read first: if it says done, the events read after it are all there are.
        """
        this = {"project": project, "rid": response_id, "after": after}
        async with self._connection() as conn:
            found = await conn.first(self._sql.state, this)
            rows = await conn.fetch(self._sql.events_after, this)
        events = [orjson.loads(body) for (body,) in rows]
        return events, None if found is None else str(found[0])

    async def last_sequence(self, *, project: str, response_id: str) -> int | None:
        """The highest event number stored for the response, None if it has none."""
        async with self._connection() as conn:
            row = await conn.first(
                self._sql.last_sequence, {"project": project, "rid": response_id}
            )
        return None if row is None or row[0] is None else int(row[0])
