"""`RetentionSweeper`: what the store keeps, and for how long.

- Stored responses: `RESPONSA_RETENTION_DAYS` after their `created_at` (30 by default, as
  OpenAI keeps stored responses; 0 keeps them forever), with their items and their
  background job and event log. A response a conversation refers to (its items are the
  conversation's) or whose job is still running is kept.
- Background event logs: `RESPONSA_EVENT_RETENTION_HOURS` after their job ended (24 by default),
  with the finished job's row. (A job's create body is cleared when the job ends already.)
- The failed-requests log (store/failed_requests.py): as long as stored responses.
- Webhook deliveries (the outbox, webhooks/): `RESPONSA_EVENT_RETENTION_HOURS` after they were
  delivered or given up; pending ones are kept.
- File search transcripts: with the last stored response whose items refer to them (only
  those of the responses a batch deletes are looked at: a transcript saved moments before its
  response is never taken for an orphan).
- Files and vector stores by their own `expires_after` (store/expiry.py): an expired file with
  its attachments, chunks and bytes; an expired vector store's chunks (the store answers
  `status: "expired"`).
- Sandbox containers idle past their `expires_after` (store/expiry.py): their files and bytes;
  the container answers `status: "expired"`.

Any number of replicas run a sweeper; each round takes a Postgres advisory lock with
`pg_try_advisory_xact_lock` per batch, so one sweeper deletes at a time and the others skip the
round instead of waiting. Deletes go in batches of a few hundred rows, one short transaction
each, so no request waits long behind them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, exists, literal_column, select
from sqlalchemy.ext.asyncio import AsyncConnection

from responsa_server.store.database import Database
from responsa_server.store.expiry import (
    delete_expired_files,
    delete_expired_store_chunks,
    expire_idle_containers,
)
from responsa_server.store.failed_request_tables import failed_requests_table as failed_t
from responsa_server.store.retrieval_tables import chunks_changed
from responsa_server.store.tables import background_jobs_table as jobs_t
from responsa_server.store.tables import conversation_items_table as conv_items_t
from responsa_server.store.tables import file_search_transcripts_table as transcripts_t
from responsa_server.store.tables import response_events_table as events_t
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t
from responsa_server.store.webhook_tables import webhook_deliveries_table as deliveries_t

log = logging.getLogger(__name__)

# Any fixed key, shared by every replica (distinct from the migration lock's).
_SWEEP_LOCK_KEY = 0x726574656E74696F  # "retentio"


@dataclass(frozen=True, slots=True)
class RetentionSettings:
    """How long things are kept; `0` days keeps responses forever."""

    response_days: float = 30.0
    event_hours: float = 24.0
    sweep_seconds: float = 300.0
    batch: int = 200


class RetentionSweeper:
    """Deletes what has outlived its retention, a batch at a time (module docstring)."""

    def __init__(
        self,
        database: Database,
        settings: RetentionSettings,
        drop_blobs: Callable[[list[str]], Awaitable[None]] | None = None,
    ) -> None:
        """`drop_blobs` deletes the bytes of expired files (after their rows are gone); without
        it expired files are not swept (a store with no blob store behind it, in tests)."""
        self._db = database
        self._settings = settings
        self._drop_blobs = drop_blobs
        self._task: asyncio.Task[None] | None = None
        self._blob_keys: list[str] = []  # of the files the current batch deleted

    def start(self) -> None:
        """Sweep every `sweep_seconds` until `stop`."""
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="retention")

    async def stop(self) -> None:
        """Stop sweeping (a batch in flight is rolled back)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await self.sweep(time.time())
            except Exception:
                log.exception("retention sweep failed")
            await asyncio.sleep(self._settings.sweep_seconds)

    async def sweep(self, now: float) -> dict[str, int]:
        """One round: every kind, batch after batch, until nothing is due (or another replica
        holds the sweep). Returns how many rows of each kind were deleted."""
        kinds: list[tuple[str, Callable[[AsyncConnection, float], Awaitable[int]]]] = [
            ("responses", self._responses),
            ("failed_requests", self._failed_requests),
            ("event_logs", self._event_logs),
            ("webhook_deliveries", self._webhook_deliveries),
            ("store_chunks", self._store_chunks),
        ]
        if self._drop_blobs is not None:
            kinds.insert(2, ("files", self._files))
            kinds.append(("containers", self._containers))
        deleted = dict.fromkeys((kind for kind, _ in kinds), 0)
        for kind, batch in kinds:
            while True:
                self._blob_keys = []
                async with self._turn() as conn:
                    if conn is None:
                        return deleted  # another replica is sweeping
                    count = await batch(conn, now)
                # Committed: what readers cached of the chunks is stale; the bytes can go.
                if kind in ("files", "store_chunks") and count:
                    chunks_changed()
                if self._blob_keys and self._drop_blobs is not None:
                    await self._drop_blobs(self._blob_keys)
                deleted[kind] += count
                if count < self._settings.batch:
                    break
        return deleted

    @contextlib.asynccontextmanager
    async def _turn(self) -> AsyncIterator[AsyncConnection | None]:
        """A write transaction holding the sweep lock; None if another replica holds it."""
        async with self._db.writing() as conn:
            if self._db.is_postgres:
                held = await conn.scalar(
                    select(literal_column(f"pg_try_advisory_xact_lock({_SWEEP_LOCK_KEY})"))
                )
                if not held:
                    yield None
                    return
            yield conn

    async def _responses(self, conn: AsyncConnection, now: float) -> int:
        days = self._settings.response_days
        if days <= 0:
            return 0
        running = exists().where(jobs_t.c.response_id == responses_t.c.id, jobs_t.c.state != "done")
        in_conversation = exists().where(conv_items_t.c.response_id == responses_t.c.id)
        due = (
            (
                await conn.execute(
                    select(responses_t.c.id)
                    .where(
                        responses_t.c.created_at < now - days * 86400,
                        ~running,
                        ~in_conversation,
                    )
                    .order_by(responses_t.c.created_at)
                    .limit(self._settings.batch)
                )
            )
            .scalars()
            .all()
        )
        if not due:
            return 0
        searched = (
            await conn.execute(
                select(items_t.c.project, items_t.c.item_id).where(
                    items_t.c.response_id.in_(due), items_t.c.item_id.is_not(None)
                )
            )
        ).all()
        # The job first, as a delete through the API does (its writes are fenced on it).
        await conn.execute(delete(events_t).where(events_t.c.response_id.in_(due)))
        await conn.execute(delete(jobs_t).where(jobs_t.c.response_id.in_(due)))
        await conn.execute(delete(items_t).where(items_t.c.response_id.in_(due)))
        await conn.execute(delete(responses_t).where(responses_t.c.id.in_(due)))
        await _drop_unread_transcripts(conn, searched)
        return len(due)

    async def _failed_requests(self, conn: AsyncConnection, now: float) -> int:
        days = self._settings.response_days
        if days <= 0:
            return 0
        due = (
            (
                await conn.execute(
                    select(failed_t.c.id)
                    .where(failed_t.c.created_at < now - days * 86400)
                    .order_by(failed_t.c.created_at)
                    .limit(self._settings.batch)
                )
            )
            .scalars()
            .all()
        )
        if due:
            await conn.execute(delete(failed_t).where(failed_t.c.id.in_(due)))
        return len(due)

    async def _event_logs(self, conn: AsyncConnection, now: float) -> int:
        ended = (
            (
                await conn.execute(
                    select(jobs_t.c.response_id)
                    .where(
                        jobs_t.c.state == "done",
                        jobs_t.c.ended_at < now - self._settings.event_hours * 3600,
                    )
                    .limit(self._settings.batch)
                )
            )
            .scalars()
            .all()
        )
        if not ended:
            return 0
        await conn.execute(delete(events_t).where(events_t.c.response_id.in_(ended)))
        await conn.execute(delete(jobs_t).where(jobs_t.c.response_id.in_(ended)))
        return len(ended)

    async def _webhook_deliveries(self, conn: AsyncConnection, now: float) -> int:
        ended = (
            (
                await conn.execute(
                    select(deliveries_t.c.id)
                    .where(deliveries_t.c.ended_at < now - self._settings.event_hours * 3600)
                    .limit(self._settings.batch)
                )
            )
            .scalars()
            .all()
        )
        if ended:
            await conn.execute(delete(deliveries_t).where(deliveries_t.c.id.in_(ended)))
        return len(ended)

    async def _files(self, conn: AsyncConnection, now: float) -> int:
        self._blob_keys = await delete_expired_files(conn, now, self._settings.batch)
        return len(self._blob_keys)

    async def _containers(self, conn: AsyncConnection, now: float) -> int:
        expired, self._blob_keys = await expire_idle_containers(conn, now, self._settings.batch)
        return len(expired)

    async def _store_chunks(self, conn: AsyncConnection, now: float) -> int:
        return await delete_expired_store_chunks(conn, now, self._settings.batch)


async def _drop_unread_transcripts(conn: AsyncConnection, items: Sequence[Any]) -> None:
    """Delete the transcripts of these (project, item id) that no stored item refers to."""
    wanted = {(project, item_id) for project, item_id in items}
    if not wanted:
        return
    kept = await conn.execute(
        select(transcripts_t.c.project, transcripts_t.c.item_id).where(
            transcripts_t.c.item_id.in_(sorted({item_id for _, item_id in wanted}))
        )
    )
    for project, item_id in {(p, i) for p, i in kept if (p, i) in wanted}:
        still_read = exists().where(items_t.c.project == project, items_t.c.item_id == item_id)
        await conn.execute(
            delete(transcripts_t).where(
                transcripts_t.c.project == project,
                transcripts_t.c.item_id == item_id,
                ~still_read,
            )
        )
