"""`VectorStoreRecords`: vector stores, their files, file batches and chunks in the database.

Every method takes `project` and filters by it. Chunks are written by `complete_file` in one
transaction that first checks the attachment is still there and in progress, so a file detached
or deleted while it was being ingested leaves no chunks behind.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import orjson
from numpy.typing import NDArray
from sqlalchemy import and_, delete, func, insert, or_, select, text, update
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from responsa_server.store.retrieval_tables import chunks_changed
from responsa_server.store.retrieval_tables import chunks_table as chunks_t
from responsa_server.store.retrieval_tables import file_batches_table as batches_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t
from responsa_server.store.retrieval_tables import vector_stores_table as stores_t

STATUSES = ("in_progress", "completed", "failed", "cancelled")
# With pgvector the embedding is written twice: bytes (what exact search and the bench read)
# and the `vector` column the HNSW index covers (added at start-up by ChunkIndex.prepare).
_INSERT_WITH_VECTOR = text(
    "INSERT INTO vector_store_chunks "
    "(project, vector_store_id, file_id, position, text, embedding, embedding_vec) "
    "VALUES (:project, :vector_store_id, :file_id, :position, :text, :embedding, "
    "CAST(:vec AS vector))"
)


def _dumps(value: Any) -> str:
    return orjson.dumps(value).decode()


@dataclass(frozen=True, slots=True)
class NewChunk:
    """A chunk to store: its place in the file, its text and its embedding."""

    position: int
    text: str
    embedding: NDArray[np.float32]


def _counts(rows: list[RowMapping]) -> dict[str, int]:
    counts = dict.fromkeys(STATUSES, 0)
    for row in rows:
        counts[row["status"]] += int(row["n"])
    counts["total"] = sum(counts[s] for s in STATUSES)
    return counts


def _store_file(row: RowMapping) -> dict[str, Any]:
    return {
        "id": row["file_id"],
        "object": "vector_store.file",
        "usage_bytes": row["usage_bytes"],
        "created_at": row["created_at"],
        "vector_store_id": row["vector_store_id"],
        "status": row["status"],
        "last_error": orjson.loads(row["last_error_json"]) if row["last_error_json"] else None,
        "chunking_strategy": orjson.loads(row["chunking_json"]),
        "attributes": orjson.loads(row["attributes_json"]),
    }


def _after(
    table: Any, column: str, at: int, cursor_id: str, id_column: str, descending: bool
) -> Any:
    time_col, id_col = table.c[column], table.c[id_column]
    if descending:
        return or_(time_col < at, and_(time_col == at, id_col < cursor_id))
    return or_(time_col > at, and_(time_col == at, id_col > cursor_id))


class VectorStoreRecords:
    """Rows of the Vector Stores API."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    @property
    def engine(self) -> AsyncEngine:
        """The shared engine (the search index runs its queries on it)."""
        return self._engine

    # --- vector stores -----------------------------------------------------------------------

    async def create_store(self, values: dict[str, Any], *, project: str) -> None:
        """Insert a vector store row."""
        async with self._engine.begin() as conn:
            await conn.execute(insert(stores_t).values(**values, project=project))

    async def get_store(self, store_id: str, *, project: str) -> dict[str, Any] | None:
        """OpenAI's vector store object, or None."""
        async with self._engine.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(stores_t).where(
                            stores_t.c.id == store_id, stores_t.c.project == project
                        )
                    )
                )
                .mappings()
                .first()
            )
            if row is None:
                return None
            return await self._store_object(conn, row)

    async def _store_object(self, conn: AsyncConnection, row: RowMapping) -> dict[str, Any]:
        grouped = (
            (
                await conn.execute(
                    select(
                        vs_files_t.c.status,
                        func.count().label("n"),
                        func.coalesce(func.sum(vs_files_t.c.usage_bytes), 0).label("bytes"),
                    )
                    .where(vs_files_t.c.vector_store_id == row["id"])
                    .group_by(vs_files_t.c.status)
                )
            )
            .mappings()
            .all()
        )
        counts = _counts(list(grouped))
        expires_after = (
            orjson.loads(row["expires_after_json"]) if row["expires_after_json"] else None
        )
        expires_at = (
            None
            if expires_after is None
            else row["last_active_at"] + 86400 * int(expires_after["days"])
        )
        status = "in_progress" if counts["in_progress"] else "completed"
        if expires_at is not None and expires_at <= time.time():
            status = "expired"
        store: dict[str, Any] = {
            "id": row["id"],
            "object": "vector_store",
            "created_at": row["created_at"],
            "name": row["name"],
            "usage_bytes": int(sum(int(g["bytes"]) for g in grouped)),
            "file_counts": counts,
            "status": status,
            "expires_after": expires_after,
            "expires_at": expires_at,
            "last_active_at": row["last_active_at"],
            "metadata": orjson.loads(row["metadata_json"]),
        }
        if row["description"] is not None:
            store["description"] = row["description"]
        return store

    async def list_stores(
        self, *, project: str, limit: int, descending: bool, after: str | None, before: str | None
    ) -> tuple[list[dict[str, Any]], bool]:
        """One page of vector store objects and whether more follow."""
        query = select(stores_t).where(stores_t.c.project == project)
        async with self._engine.connect() as conn:
            for cursor_id, direction in ((after, descending), (before, not descending)):
                if cursor_id:
                    at = (
                        await conn.execute(
                            select(stores_t.c.created_at).where(
                                stores_t.c.id == cursor_id, stores_t.c.project == project
                            )
                        )
                    ).scalar()
                    if at is not None:
                        query = query.where(
                            _after(stores_t, "created_at", at, cursor_id, "id", direction)
                        )
            order = (stores_t.c.created_at, stores_t.c.id)
            query = query.order_by(*(c.desc() for c in order) if descending else order)
            rows = (await conn.execute(query.limit(limit + 1))).mappings().all()
            data = [await self._store_object(conn, row) for row in rows[:limit]]
        return data, len(rows) > limit

    async def update_store(self, store_id: str, changes: dict[str, Any], *, project: str) -> bool:
        """Apply column changes (name, metadata_json, expires_after_json); False when unknown."""
        changes = {**changes, "last_active_at": int(time.time())}
        async with self._engine.begin() as conn:
            result = await conn.execute(
                update(stores_t)
                .where(stores_t.c.id == store_id, stores_t.c.project == project)
                .values(**changes)
            )
        return bool(result.rowcount)

    async def touch_store(self, store_id: str, *, project: str) -> None:
        """Mark the store active now (its expiry counts from here)."""
        await self.update_store(store_id, {}, project=project)

    async def delete_store(self, store_id: str, *, project: str) -> bool:
        """Remove the store with its chunks, attachments and batches (not the files)."""
        async with self._engine.begin() as conn:
            result = await conn.execute(
                delete(stores_t).where(stores_t.c.id == store_id, stores_t.c.project == project)
            )
            if not result.rowcount:
                chunks_changed()
                return False
            await conn.execute(delete(chunks_t).where(chunks_t.c.vector_store_id == store_id))
            await conn.execute(delete(vs_files_t).where(vs_files_t.c.vector_store_id == store_id))
            await conn.execute(delete(batches_t).where(batches_t.c.vector_store_id == store_id))
        chunks_changed()
        return True

    # --- files of a store ---------------------------------------------------------------------

    async def attach_files(
        self,
        store_id: str,
        files: list[tuple[str, dict[str, Any], dict[str, Any]]],
        *,
        batch_id: str | None,
        project: str,
    ) -> None:
        """(file id, attributes, strategy) rows in progress; re-attaching restarts ingestion."""
        now = int(time.time())
        async with self._engine.begin() as conn:
            for file_id, attributes, strategy in files:
                await conn.execute(
                    delete(chunks_t).where(
                        chunks_t.c.vector_store_id == store_id, chunks_t.c.file_id == file_id
                    )
                )
                await conn.execute(
                    delete(vs_files_t).where(
                        vs_files_t.c.vector_store_id == store_id, vs_files_t.c.file_id == file_id
                    )
                )
                await conn.execute(
                    insert(vs_files_t).values(
                        vector_store_id=store_id,
                        file_id=file_id,
                        project=project,
                        created_at=now,
                        status="in_progress",
                        last_error_json=None,
                        attributes_json=_dumps(attributes),
                        chunking_json=_dumps(strategy),
                        usage_bytes=0,
                        batch_id=batch_id,
                    )
                )
        chunks_changed()

    async def get_file(self, store_id: str, file_id: str, *, project: str) -> dict[str, Any] | None:
        """OpenAI's vector store file object, or None."""
        async with self._engine.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(vs_files_t).where(
                            vs_files_t.c.vector_store_id == store_id,
                            vs_files_t.c.file_id == file_id,
                            vs_files_t.c.project == project,
                        )
                    )
                )
                .mappings()
                .first()
            )
        return None if row is None else _store_file(row)

    async def list_files(
        self,
        store_id: str,
        *,
        project: str,
        status: str | None,
        batch_id: str | None,
        limit: int,
        descending: bool,
        after: str | None,
        before: str | None,
    ) -> tuple[list[dict[str, Any]], bool]:
        """One page of a store's (or a batch's) files and whether more follow."""
        query = select(vs_files_t).where(
            vs_files_t.c.vector_store_id == store_id, vs_files_t.c.project == project
        )
        if status:
            query = query.where(vs_files_t.c.status == status)
        if batch_id:
            query = query.where(vs_files_t.c.batch_id == batch_id)
        async with self._engine.connect() as conn:
            for cursor_id, direction in ((after, descending), (before, not descending)):
                if cursor_id:
                    at = (
                        await conn.execute(
                            select(vs_files_t.c.created_at).where(
                                vs_files_t.c.vector_store_id == store_id,
                                vs_files_t.c.file_id == cursor_id,
                            )
                        )
                    ).scalar()
                    if at is not None:
                        query = query.where(
                            _after(vs_files_t, "created_at", at, cursor_id, "file_id", direction)
                        )
            order = (vs_files_t.c.created_at, vs_files_t.c.file_id)
            query = query.order_by(*(c.desc() for c in order) if descending else order)
            rows = (await conn.execute(query.limit(limit + 1))).mappings().all()
        return [_store_file(row) for row in rows[:limit]], len(rows) > limit

    async def file_attributes(
        self, store_ids: list[str], *, project: str
    ) -> list[tuple[str, str, dict[str, Any]]]:
        """(store id, file id, attributes) of every completed file of the stores."""
        async with self._engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(
                        vs_files_t.c.vector_store_id,
                        vs_files_t.c.file_id,
                        vs_files_t.c.attributes_json,
                    ).where(
                        vs_files_t.c.vector_store_id.in_(store_ids),
                        vs_files_t.c.project == project,
                        vs_files_t.c.status == "completed",
                    )
                )
            ).all()
        return [(s, f, orjson.loads(a)) for s, f, a in rows]

    async def update_attributes(
        self, store_id: str, file_id: str, attributes: dict[str, Any], *, project: str
    ) -> bool:
        """Replace a file's attributes; False when not attached."""
        async with self._engine.begin() as conn:
            result = await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                )
                .values(attributes_json=_dumps(attributes))
            )
        return bool(result.rowcount)

    async def detach_file(self, store_id: str, file_id: str, *, project: str) -> bool:
        """Remove the file from the store with its chunks (the file itself stays)."""
        async with self._engine.begin() as conn:
            result = await conn.execute(
                delete(vs_files_t).where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                )
            )
            await conn.execute(
                delete(chunks_t).where(
                    chunks_t.c.vector_store_id == store_id, chunks_t.c.file_id == file_id
                )
            )
        chunks_changed()
        return bool(result.rowcount)

    async def in_progress(self) -> list[tuple[str, str, str]]:
        """(project, store id, file id) of every file still being ingested (to resume them)."""
        async with self._engine.connect() as conn:
            rows = (
                await conn.execute(
                    select(
                        vs_files_t.c.project, vs_files_t.c.vector_store_id, vs_files_t.c.file_id
                    ).where(vs_files_t.c.status == "in_progress")
                )
            ).all()
        return [(p, s, f) for p, s, f in rows]

    async def claim_ingestion(
        self, owner: str, lease_seconds: float
    ) -> tuple[str, str, str] | None:
        """(project, store id, file id) of a file in progress that nobody holds a live lease
        on, now leased to `owner`; None when there is none. Postgres: SKIP LOCKED, so claiming
        replicas never wait on or take the same row; SQLite: one writer at a time."""
        now = time.time()
        free = or_(vs_files_t.c.lease_expires_at.is_(None), vs_files_t.c.lease_expires_at < now)
        pick = (
            select(vs_files_t.c.project, vs_files_t.c.vector_store_id, vs_files_t.c.file_id)
            .where(vs_files_t.c.status == "in_progress", free)
            .order_by(vs_files_t.c.created_at)
            .limit(1)
        )
        if self._engine.dialect.name == "postgresql":
            pick = pick.with_for_update(skip_locked=True)
        async with self._engine.begin() as conn:
            row = (await conn.execute(pick)).first()
            if row is None:
                return None
            taken = await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == row[1],
                    vs_files_t.c.file_id == row[2],
                    vs_files_t.c.status == "in_progress",
                    free,
                )
                .values(lease_owner=owner, lease_expires_at=now + lease_seconds)
            )
        return (row[0], row[1], row[2]) if taken.rowcount else None

    async def renew_lease(
        self, store_id: str, file_id: str, owner: str, lease_seconds: float
    ) -> None:
        """Extend `owner`'s lease on a file it is ingesting."""
        async with self._engine.begin() as conn:
            await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.lease_owner == owner,
                )
                .values(lease_expires_at=time.time() + lease_seconds)
            )

    async def complete_file(
        self,
        store_id: str,
        file_id: str,
        chunks: list[NewChunk],
        usage_bytes: int,
        *,
        project: str,
        pgvector: bool = False,
    ) -> bool:
        """Store the chunks and mark the file completed, at once; False (and nothing written)
        when the attachment is gone or no longer in progress."""
        async with self._engine.begin() as conn:
            claimed = await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                    vs_files_t.c.status == "in_progress",
                )
                .values(status="completed", usage_bytes=usage_bytes, last_error_json=None)
            )
            if not claimed.rowcount:
                chunks_changed()
                return False
            await conn.execute(
                delete(chunks_t).where(
                    chunks_t.c.vector_store_id == store_id, chunks_t.c.file_id == file_id
                )
            )
            rows = [
                {
                    "project": project,
                    "vector_store_id": store_id,
                    "file_id": file_id,
                    "position": c.position,
                    "text": c.text,
                    "embedding": np.asarray(c.embedding, dtype="<f4").tobytes(),
                    "vec": "[" + ",".join(f"{x:.7g}" for x in c.embedding.tolist()) + "]",
                }
                for c in chunks
            ]
            if rows and pgvector:
                await conn.execute(_INSERT_WITH_VECTOR, rows)
            elif rows:
                await conn.execute(
                    insert(chunks_t), [{k: v for k, v in r.items() if k != "vec"} for r in rows]
                )
        chunks_changed()
        return True

    async def fail_file(
        self, store_id: str, file_id: str, code: str, message: str, *, project: str
    ) -> None:
        """Mark an in-progress file failed with OpenAI's last_error; it keeps no chunks."""
        async with self._engine.begin() as conn:
            await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                    vs_files_t.c.status == "in_progress",
                )
                .values(status="failed", last_error_json=_dumps({"code": code, "message": message}))
            )
            await conn.execute(
                delete(chunks_t).where(
                    chunks_t.c.vector_store_id == store_id, chunks_t.c.file_id == file_id
                )
            )
        chunks_changed()

    # --- file batches ---------------------------------------------------------------------------

    async def create_batch(self, batch_id: str, store_id: str, *, project: str) -> None:
        """Insert a batch row."""
        async with self._engine.begin() as conn:
            await conn.execute(
                insert(batches_t).values(
                    id=batch_id,
                    project=project,
                    vector_store_id=store_id,
                    created_at=int(time.time()),
                    cancelled=0,
                )
            )

    async def get_batch(
        self, store_id: str, batch_id: str, *, project: str
    ) -> dict[str, Any] | None:
        """OpenAI's file batch object, or None."""
        async with self._engine.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(batches_t).where(
                            batches_t.c.id == batch_id,
                            batches_t.c.vector_store_id == store_id,
                            batches_t.c.project == project,
                        )
                    )
                )
                .mappings()
                .first()
            )
            if row is None:
                return None
            grouped = (
                (
                    await conn.execute(
                        select(vs_files_t.c.status, func.count().label("n"))
                        .where(vs_files_t.c.batch_id == batch_id)
                        .group_by(vs_files_t.c.status)
                    )
                )
                .mappings()
                .all()
            )
        counts = _counts(list(grouped))
        if row["cancelled"]:
            status = "cancelled" if not counts["in_progress"] else "in_progress"
        elif counts["in_progress"]:
            status = "in_progress"
        elif counts["failed"] and not counts["completed"]:
            status = "failed"
        else:
            status = "completed"
        return {
            "id": batch_id,
            "object": "vector_store.files_batch",
            "created_at": row["created_at"],
            "vector_store_id": store_id,
            "status": status,
            "file_counts": counts,
        }

    async def cancel_batch(self, store_id: str, batch_id: str, *, project: str) -> bool:
        """Cancel the batch's files still in progress (they keep no chunks)."""
        async with self._engine.begin() as conn:
            result = await conn.execute(
                update(batches_t)
                .where(
                    batches_t.c.id == batch_id,
                    batches_t.c.vector_store_id == store_id,
                    batches_t.c.project == project,
                )
                .values(cancelled=1)
            )
            if not result.rowcount:
                return False
            await conn.execute(
                update(vs_files_t)
                .where(vs_files_t.c.batch_id == batch_id, vs_files_t.c.status == "in_progress")
                .values(status="cancelled")
            )
        return True
