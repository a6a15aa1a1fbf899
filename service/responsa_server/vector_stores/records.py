"""`VectorStoreRecords`: vector stores, their files and file batches in the database.

Every method takes `project` and filters by it. File batches are `batch_records.py` and what
ingestion does to these rows (leases, the chunks written on completion) `ingestion_records.py`,
both inherited here.
"""

from __future__ import annotations

import time
from typing import Any

import orjson
from sqlalchemy import and_, delete, func, insert, or_, select, update
from sqlalchemy.engine import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

from responsa_server.store.expiry import store_expires_at
from responsa_server.store.retrieval_tables import chunks_changed
from responsa_server.store.retrieval_tables import chunks_table as chunks_t
from responsa_server.store.retrieval_tables import file_batches_table as batches_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t
from responsa_server.store.retrieval_tables import vector_stores_table as stores_t
from responsa_server.vector_stores.batch_records import BatchRecords
from responsa_server.vector_stores.ingestion_records import (
    STATUSES,
    NewChunk,
    file_counts,
)

# `last_active_at` is moved on by use at most this often (touch_stores).
ACTIVE_RESOLUTION_SECONDS = 60


def _dumps(value: Any) -> str:
    return orjson.dumps(value).decode()


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


class VectorStoreRecords(BatchRecords):
    """Rows of the Vector Stores API: stores and their files here; file batches
    (`BatchRecords`) and the ingestion side (`IngestionRecords`) inherited."""

    # --- vector stores -----------------------------------------------------------------------

    async def create_store(self, values: dict[str, Any], *, project: str) -> None:
        """Insert a vector store row."""
        async with self._db.writing() as conn:
            await conn.execute(insert(stores_t).values(**values, project=project))

    async def get_store(self, store_id: str, *, project: str) -> dict[str, Any] | None:
        """OpenAI's vector store object, or None."""
        async with self._db.reading() as conn:
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
        counts = file_counts(list(grouped))
        expires_after = (
            orjson.loads(row["expires_after_json"]) if row["expires_after_json"] else None
        )
        expires_at = store_expires_at(row["last_active_at"], row["expires_after_json"])
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
        async with self._db.reading() as conn:
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
        async with self._db.writing() as conn:
            result = await conn.execute(
                update(stores_t)
                .where(stores_t.c.id == store_id, stores_t.c.project == project)
                .values(**changes)
            )
        return bool(result.rowcount)

    async def touch_stores(self, store_ids: list[str], *, project: str) -> None:
        """Mark the stores active now (their expiry counts from here). To the minute: a store
        searched many times a minute is written once, and expiry policies count in days."""
        now = int(time.time())
        async with self._db.writing() as conn:
            await conn.execute(
                update(stores_t)
                .where(
                    stores_t.c.id.in_(store_ids),
                    stores_t.c.project == project,
                    stores_t.c.last_active_at < now - ACTIVE_RESOLUTION_SECONDS,
                )
                .values(last_active_at=now)
            )

    async def delete_store(self, store_id: str, *, project: str) -> bool:
        """Remove the store with its chunks, attachments and batches (not the files)."""
        async with self._db.writing() as conn:
            result = await conn.execute(
                delete(stores_t).where(stores_t.c.id == store_id, stores_t.c.project == project)
            )
            if not result.rowcount:
                chunks_changed()
                return False
            # Attachments before chunks (as store/expiry.py says why).
            await conn.execute(delete(vs_files_t).where(vs_files_t.c.vector_store_id == store_id))
            await conn.execute(delete(chunks_t).where(chunks_t.c.vector_store_id == store_id))
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
        async with self._db.writing() as conn:
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
        async with self._db.reading() as conn:
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
        async with self._db.reading() as conn:
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
        async with self._db.reading() as conn:
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
        async with self._db.writing() as conn:
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
        async with self._db.writing() as conn:
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


__all__ = ["STATUSES", "NewChunk", "VectorStoreRecords"]
