"""`JobStore`: the queue of background responses and their stream events, in the shared store.

A job is `queued`, `running` (owned by one replica until its lease expires) or `done`.
Claiming takes the oldest queued job, or a running one whose lease expired (its replica
died), with `FOR UPDATE SKIP LOCKED` on Postgres so concurrent claimers never wait on or take
the same row. On SQLite (one process) the store's single writer serialises claims instead.
Every write that others wait on sends its notification inside the same transaction.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from responsa_server.jobs.notify import Note, Notifier
from responsa_server.store.response_store import ResponseStore
from responsa_server.store.tables import background_jobs_table as jobs_t
from responsa_server.store.tables import response_events_table as events_t

QUEUED, RUNNING, DONE = "queued", "running", "done"


@dataclass(frozen=True, slots=True)
class Job:
    """A claimed job: what a replica needs to run it."""

    project: str
    response_id: str
    request_body: dict[str, Any]
    attempts: int
    cancel_requested: bool
    created_at: float


@dataclass(frozen=True, slots=True)
class CancelOutcome:
    """What a cancel request found: `state` before it, and the job if the caller now owns it."""

    state: str
    claimed: Job | None


def _job(row: Any) -> Job:
    return Job(
        project=row.project,
        response_id=row.response_id,
        request_body=orjson.loads(row.request_body or "{}"),
        attempts=row.attempts,
        cancel_requested=row.cancel_requested,
        created_at=row.created_at,
    )


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
        self, store: ResponseStore, notifier: Notifier, *, max_connections: int = 8
    ) -> None:
        self._store = store
        self._notifier = notifier
        # Background work shares the store's pool with foreground requests (and Postgres's
        # connection limit with the other replicas): it queues here rather than taking more.
        self._slots = asyncio.Semaphore(max_connections)

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[AsyncConnection]:
        async with self._slots, self._store.transaction() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _connection(self) -> AsyncIterator[AsyncConnection]:
        async with self._slots, self._store.connection() as conn:
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
                    request_body=orjson.dumps(request_body).decode(),
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
                    started_at=func.coalesce(jobs_t.c.started_at, now),
                )
            )
        return [dataclasses.replace(_job(row), attempts=row.attempts + 1) for row in rows]

    async def heartbeat(
        self, *, owner: str, response_ids: list[str], lease_seconds: float, now: float
    ) -> dict[str, bool]:
        """Renew `owner`'s leases on these jobs; {response_id: cancel_requested} of those it
        still owns (a job missing from the answer was taken over: its runner must stop)."""
        if not response_ids:
            return {}
        async with self._transaction() as conn:
            rows = await conn.execute(
                update(jobs_t)
                .where(
                    jobs_t.c.owner == owner,
                    jobs_t.c.state == RUNNING,
                    jobs_t.c.response_id.in_(response_ids),
                )
                .values(lease_expires_at=now + lease_seconds)
                .returning(jobs_t.c.response_id, jobs_t.c.cancel_requested)
            )
            return {rid: bool(flag) for rid, flag in rows}

    async def append_events(
        self, *, project: str, response_id: str, owner: str, events: list[dict[str, Any]]
    ) -> bool:
        """Persist a batch of events; False (nothing written) if `owner` lost the job."""
        if not events:
            return True
        return await self._owned_write(project, response_id, owner, events, finish=False)

    async def finish(
        self,
        *,
        project: str,
        response_id: str,
        owner: str,
        events: list[dict[str, Any]] | None = None,
    ) -> bool:
        """Mark the job done (with its last events); False if `owner` lost it meanwhile."""
        return await self._owned_write(project, response_id, owner, events or [], finish=True)

    async def _owned_write(
        self,
        project: str,
        response_id: str,
        owner: str,
        events: list[dict[str, Any]],
        *,
        finish: bool,
    ) -> bool:
        owned = [False]

        async def statements(conn: Any) -> None:
            mine = and_(
                jobs_t.c.project == project,
                jobs_t.c.response_id == response_id,
                jobs_t.c.owner == owner,
                jobs_t.c.state == RUNNING,
            )
            # The row lock orders this write against a takeover of the same job.
            found = await conn.scalar(select(jobs_t.c.response_id).where(mine).with_for_update())
            if found is None:
                return
            owned[0] = True
            if events:
                await conn.execute(insert(events_t), _event_rows(project, response_id, events))
            if finish:
                await conn.execute(
                    update(jobs_t)
                    .where(mine)
                    .values(state=DONE, owner=None, request_body=None, lease_expires_at=0.0)
                )

        notes = [Note("event", project, response_id)]
        if finish:
            notes.append(Note("done", project, response_id))
        await self._write(statements, notes)
        return owned[0]

    async def release(self, *, owner: str, response_ids: list[str]) -> None:
        """Hand jobs back (draining): their leases end now, so any replica may claim them."""
        if not response_ids:
            return
        async with self._transaction() as conn:
            rows = await conn.execute(
                update(jobs_t)
                .where(
                    jobs_t.c.owner == owner,
                    jobs_t.c.state == RUNNING,
                    jobs_t.c.response_id.in_(response_ids),
                )
                .values(owner=None, lease_expires_at=0.0)
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
                )
            await conn.execute(
                update(jobs_t).where(jobs_t.c.response_id == response_id).values(**values)
            )
            notes = [] if unowned else [Note("cancel", project, response_id)]
            await self._notifier.within(conn, notes)
        self._notifier.committed(notes)
        return CancelOutcome(row.state, _job(row) if unowned else None)

    async def forget(self, *, project: str, response_id: str) -> None:
        """Delete a response's job and events (the response was deleted). A replica still
        running it finds the job gone at its next write or heartbeat and stops."""
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
