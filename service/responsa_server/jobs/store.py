"""`JobStore`: the queue of background responses and their stream events, in the shared database.

A job is `queued`, `running` (owned by one replica until its lease expires) or `done`.
Claiming takes the oldest queued job, or a running one whose lease expired (its replica
died), with `FOR UPDATE SKIP LOCKED` on Postgres so concurrent claimers never wait on or take
the same row. On SQLite (one process) the store's single writer serialises claims instead.
Every write that others wait on sends its notification inside the same transaction.

Fencing: every claim, takeover, cancel-claim and release bumps the job's `epoch`, and every
write a runner makes (events, the stored Response, the end) carries the epoch it claimed and
runs in a transaction that first locks the job row `WHERE epoch = :mine AND state = running`.
A replica that was paused or partitioned past its lease therefore writes nothing once another
took over, and nothing at all once the response was deleted (its job row is gone).

Over 400 lines: claims, leases, fenced writes and cancels all follow one locking rule on the
job row; kept together so that rule is read in one place.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from responsa_server.jobs.notify import Note, Notifier
from responsa_server.jobs.sealed_body import RequestBodySeal, SealedBodyError
from responsa_server.store.database import Database
from responsa_server.store.response_rows import replace_response
from responsa_server.store.tables import background_jobs_table as jobs_t
from responsa_server.store.tables import response_events_table as events_t

log = logging.getLogger(__name__)

QUEUED, RUNNING, DONE = "queued", "running", "done"
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


def _job(row: Any, seal: RequestBodySeal) -> Job:
    try:
        body: dict[str, Any] | None = seal.open(
            row.request_body, project=row.project, response_id=row.response_id
        )
    except SealedBodyError as error:
        log.error("background response %s: its stored request: %s", row.response_id, error)
        body = None
    return Job(
        project=row.project,
        response_id=row.response_id,
        request_body=body,
        attempts=row.attempts,
        cancel_requested=row.cancel_requested,
        created_at=row.created_at,
        epoch=row.epoch,
        resume_point=orjson.loads(row.resume_point) if row.resume_point else None,
    )


@dataclass(frozen=True, slots=True)
class Saving:
    """A Response (and the input items its create added) to store with a fenced write."""

    response: dict[str, Any]
    input_items: list[dict[str, Any]]
    route: str | None = None  # the route that served it (None keeps the one recorded)


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


class JobStore:
    """Queue operations and the event log; every method is scoped by `project`."""

    def __init__(
        self,
        database: Database,
        notifier: Notifier,
        seal: RequestBodySeal,
        *,
        max_connections: int = 8,
    ) -> None:
        self._db = database
        self._notifier = notifier
        # Request bodies (with MCP secrets) are stored sealed, never in plaintext.
        self._seal = seal
        # Background work shares the database's pool with foreground requests (and Postgres's
        # connection limit with the other replicas): it queues here rather than taking more.
        self._slots = asyncio.Semaphore(max_connections)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[AsyncConnection]:
        async with self._slots, self._db.writing() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[AsyncConnection]:
        async with self._slots, self._db.reading() as conn:
            yield conn

    async def _write(self, statements: Any, notes: list[Note]) -> None:
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
    ) -> None:
        """Queue a job with its first events; wakes a replica to claim it."""

        async def statements(conn: Any) -> None:
            await conn.execute(
                insert(jobs_t).values(
                    response_id=response_id,
                    project=project,
                    state=QUEUED,
                    request_body=self._seal.seal(
                        request_body, project=project, response_id=response_id
                    ),
                    owner=None,
                    lease_expires_at=0.0,
                    attempts=0,
                    cancel_requested=False,
                    created_at=now,
                )
            )
            await conn.execute(insert(events_t), _event_rows(project, response_id, opening_events))

        await self._write(
            statements, [Note("job", project, response_id), Note("event", project, response_id)]
        )

    async def claim(
        self, *, owner: str, lease_seconds: float, now: float, limit: int = 1
    ) -> list[Job]:
        """Take up to `limit` of the oldest claimable jobs for `owner` (queued ones, or ones
        whose lease expired), in one transaction."""
        claimable = or_(
            jobs_t.c.state == QUEUED,
            and_(jobs_t.c.state == RUNNING, jobs_t.c.lease_expires_at < now),
        )
        async with self._transaction() as conn:
            rows = (
                await conn.execute(
                    select(jobs_t)
                    .where(claimable)
                    .order_by(jobs_t.c.created_at)
                    .limit(limit)
                    .with_for_update(skip_locked=True)
                )
            ).all()
            if not rows:
                return []
            await conn.execute(
                update(jobs_t)
                .where(jobs_t.c.response_id.in_([row.response_id for row in rows]))
                .values(
                    state=RUNNING,
                    owner=owner,
                    lease_expires_at=now + lease_seconds,
                    attempts=jobs_t.c.attempts + 1,
                    epoch=jobs_t.c.epoch + 1,
                    started_at=func.coalesce(jobs_t.c.started_at, now),
                )
            )
        return [
            dataclasses.replace(
                _job(row, self._seal), attempts=row.attempts + 1, epoch=row.epoch + 1
            )
            for row in rows
        ]

    async def heartbeat(
        self, *, leases: dict[str, int], lease_seconds: float, now: float
    ) -> dict[str, bool]:
        """Renew the leases `{response_id: epoch}` still held; {response_id: cancel_requested}
        of those (a job missing from the answer was taken over or deleted: its runner must
        stop)."""
        if not leases:
            return {}
        held = or_(
            *(
                and_(jobs_t.c.response_id == rid, jobs_t.c.epoch == epoch)
                for rid, epoch in leases.items()
            )
        )
        async with self._transaction() as conn:
            rows = await conn.execute(
                update(jobs_t)
                .where(held, jobs_t.c.state == RUNNING)
                .values(lease_expires_at=now + lease_seconds)
                .returning(jobs_t.c.response_id, jobs_t.c.cancel_requested)
            )
            return {rid: bool(flag) for rid, flag in rows}

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

        async def statements(conn: Any) -> None:
            mine = and_(
                jobs_t.c.project == project,
                jobs_t.c.response_id == response_id,
                jobs_t.c.epoch == job.epoch,
                jobs_t.c.state == RUNNING,
            )
            # The row lock orders this write against a takeover, a cancel-claim or a delete
            # of the same job: whichever commits first, the other sees its outcome.
            found = await conn.scalar(select(jobs_t.c.response_id).where(mine).with_for_update())
            if found is None:
                log.warning("fenced: refused a write to %s (epoch %d)", response_id, job.epoch)
                return
            if saving is not None and not await replace_response(
                conn, saving.response, saving.input_items, project=project, route=saving.route
            ):
                return  # the response was deleted (its job row goes with it)
            owned[0] = True
            if events:
                await conn.execute(insert(events_t), _event_rows(project, response_id, events))
            if point is not None and not finish:
                stored = orjson.dumps(point).decode()
                await conn.execute(update(jobs_t).where(mine).values(resume_point=stored))
            if finish:
                await conn.execute(
                    update(jobs_t)
                    .where(mine)
                    .values(
                        state=DONE,
                        # The lease logic needs the owner cleared; who ran it last is kept
                        # beside it (SET reads the row as it was: the finishing owner).
                        last_replica=jobs_t.c.owner,
                        owner=None,
                        request_body=None,
                        resume_point=None,
                        lease_expires_at=0.0,
                        ended_at=func.coalesce(jobs_t.c.ended_at, time.time()),
                    )
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
        held = or_(
            *(
                and_(jobs_t.c.response_id == job.response_id, jobs_t.c.epoch == job.epoch)
                for job in jobs
            )
        )
        async with self._transaction() as conn:
            rows = await conn.execute(
                update(jobs_t)
                .where(held, jobs_t.c.state == RUNNING)
                .values(owner=None, lease_expires_at=0.0, epoch=jobs_t.c.epoch + 1)
                .returning(jobs_t.c.project, jobs_t.c.response_id)
            )
            notes = [Note("job", project, rid) for project, rid in rows]
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)

    async def request_cancel(
        self, *, project: str, response_id: str, owner: str, lease_seconds: float, now: float
    ) -> CancelOutcome | None:
        """Flag the job cancelled; None if there is no such job.

        A job nobody runs (queued, or its lease expired) is claimed for `owner`, who then
        finishes it as cancelled; a running one's replica is told to stop.
        """
        async with self._transaction() as conn:
            row = (
                await conn.execute(
                    select(jobs_t)
                    .where(jobs_t.c.project == project, jobs_t.c.response_id == response_id)
                    .with_for_update()
                )
            ).first()
            if row is None:
                return None
            if row.state == DONE:
                return CancelOutcome(DONE, None)
            unowned = row.state == QUEUED or row.lease_expires_at < now
            values: dict[str, Any] = {"cancel_requested": True}
            if unowned:
                values.update(
                    state=RUNNING,
                    owner=owner,
                    lease_expires_at=now + lease_seconds,
                    attempts=row.attempts + 1,
                    epoch=row.epoch + 1,
                )
            await conn.execute(
                update(jobs_t).where(jobs_t.c.response_id == response_id).values(**values)
            )
            notes = [] if unowned else [Note("cancel", project, response_id)]
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)
        claimed = None
        if unowned:
            claimed = dataclasses.replace(_job(row, self._seal), epoch=row.epoch + 1)
        return CancelOutcome(row.state, claimed)

    async def forget(self, *, project: str, response_id: str) -> None:
        """Delete a response's job and events (before the response itself is deleted). A
        replica still running it finds the job gone at its next write or heartbeat and stops;
        none of its writes lands after this one (they are fenced on the job row)."""
        async with self._transaction() as conn:
            await conn.execute(
                delete(events_t).where(
                    events_t.c.project == project, events_t.c.response_id == response_id
                )
            )
            await conn.execute(
                delete(jobs_t).where(
                    jobs_t.c.project == project, jobs_t.c.response_id == response_id
                )
            )

    async def state(self, *, project: str, response_id: str) -> str | None:
        """The job's state, None if there is no job for this response."""
        async with self._connection() as conn:
            found: str | None = await conn.scalar(
                select(jobs_t.c.state).where(
                    jobs_t.c.project == project, jobs_t.c.response_id == response_id
                )
            )
        return found

    async def record(self, *, project: str, response_id: str) -> dict[str, Any] | None:
        """The job's row as the console shows it (never its request body); None if none."""
        columns = (
            jobs_t.c.state,
            jobs_t.c.owner,
            jobs_t.c.last_replica,
            jobs_t.c.attempts,
            jobs_t.c.cancel_requested,
            jobs_t.c.created_at,
            jobs_t.c.started_at,
            jobs_t.c.ended_at,
        )
        async with self._connection() as conn:
            row = (
                await conn.execute(
                    select(*columns).where(
                        jobs_t.c.project == project, jobs_t.c.response_id == response_id
                    )
                )
            ).first()
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
        async with self._connection() as conn:
            state: str | None = await conn.scalar(
                select(jobs_t.c.state).where(
                    jobs_t.c.project == project, jobs_t.c.response_id == response_id
                )
            )
            rows = await conn.execute(
                select(events_t.c.body)
                .where(
                    events_t.c.project == project,
                    events_t.c.response_id == response_id,
                    events_t.c.sequence_number > after,
                )
                .order_by(events_t.c.sequence_number)
            )
            events = [orjson.loads(body) for (body,) in rows]
        return events, state

    async def last_sequence(self, *, project: str, response_id: str) -> int | None:
        """The highest event number stored for the response, None if it has none."""
        async with self._connection() as conn:
            last: int | None = await conn.scalar(
                select(func.max(events_t.c.sequence_number)).where(
                    events_t.c.project == project, events_t.c.response_id == response_id
                )
            )
        return last
