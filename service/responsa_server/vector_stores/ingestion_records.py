"""`IngestionRecords`: what ingestion does to a vector store's file rows: find the files in
progress, lease one to a worker (and renew the lease), then complete it with its chunks or fail
it.

Chunks are written by `complete_file` in one transaction that first checks the attachment is
still there and in progress, so a file detached or deleted while it was being ingested leaves no
chunks behind.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import orjson
from numpy.typing import NDArray
from sqlalchemy import delete, insert, or_, select, text, update
from sqlalchemy.engine import RowMapping

from responsa_server.store.database import Database
from responsa_server.store.retrieval_tables import chunks_changed
from responsa_server.store.retrieval_tables import chunks_table as chunks_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t

STATUSES = ("in_progress", "completed", "failed", "cancelled")


def file_counts(rows: list[RowMapping]) -> dict[str, int]:
    """OpenAI's `file_counts` from rows of (status, n)."""
    counts = dict.fromkeys(STATUSES, 0)
    for row in rows:
        counts[row["status"]] += int(row["n"])
    counts["total"] = sum(counts[s] for s in STATUSES)
    return counts


# With pgvector the embedding is written twice: bytes (what exact search and the bench read)
# and the `vector` column the HNSW index covers (added at start-up by ChunkIndex.prepare).
_INSERT_WITH_VECTOR = text(
    "INSERT INTO vector_store_chunks "
    "(project, vector_store_id, file_id, position, text, embedding, embedding_vec) "
    "VALUES (:project, :vector_store_id, :file_id, :position, :text, :embedding, "
    "CAST(:vec AS vector))"
)


def _fenced(epoch: int | None) -> list[Any]:
    """The condition that the caller's claim (`epoch`) is still the file's latest one."""
    return [] if epoch is None else [vs_files_t.c.lease_epoch == epoch]


@dataclass(frozen=True, slots=True)
class NewChunk:
    """A chunk to store: its place in the file, its text and its embedding."""

    position: int
    text: str
    embedding: NDArray[np.float32]


class IngestionRecords:
    """The ingestion side of the vector-store rows (`VectorStoreRecords` inherits it)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def in_progress(self) -> list[tuple[str, str, str]]:
        """(project, store id, file id) of every file still being ingested (to resume them)."""
        async with self._db.reading() as conn:
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
    ) -> tuple[str, str, str, int] | None:
        """(project, store id, file id, lease epoch) of a file in progress that nobody holds a
        live lease on, now leased to `owner` under a new epoch; None when there is none.
        Postgres: SKIP LOCKED, so claiming replicas never wait on or take the same row; SQLite:
        one writer at a time."""
        now = time.time()
        free = or_(vs_files_t.c.lease_expires_at.is_(None), vs_files_t.c.lease_expires_at < now)
        pick = (
            select(vs_files_t.c.project, vs_files_t.c.vector_store_id, vs_files_t.c.file_id)
            .where(vs_files_t.c.status == "in_progress", free)
            .order_by(vs_files_t.c.created_at)
            .limit(1)
        )
        if self._db.is_postgres:
            pick = pick.with_for_update(skip_locked=True)
        async with self._db.writing() as conn:
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
                .values(
                    lease_owner=owner,
                    lease_expires_at=now + lease_seconds,
                    lease_epoch=vs_files_t.c.lease_epoch + 1,
                )
                .returning(vs_files_t.c.lease_epoch)
            )
            epoch = taken.scalar()
        return (row[0], row[1], row[2], int(epoch)) if epoch is not None else None

    async def renew_lease(
        self, store_id: str, file_id: str, owner: str, lease_seconds: float
    ) -> None:
        """Extend `owner`'s lease on a file it is ingesting."""
        async with self._db.writing() as conn:
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
        epoch: int | None = None,
    ) -> bool:
        """Store the chunks and mark the file completed, at once; False (and nothing written)
        when the attachment is gone or no longer in progress, or (`epoch` given) when another
        claim of it followed the caller's (fencing)."""
        async with self._db.writing() as conn:
            claimed = await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                    vs_files_t.c.status == "in_progress",
                    *_fenced(epoch),
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
        self,
        store_id: str,
        file_id: str,
        code: str,
        message: str,
        *,
        project: str,
        epoch: int | None = None,
    ) -> None:
        """Mark an in-progress file failed with OpenAI's last_error; it keeps no chunks.
        Nothing happens if (`epoch` given) another claim of it followed the caller's."""
        async with self._db.writing() as conn:
            failed = await conn.execute(
                update(vs_files_t)
                .where(
                    vs_files_t.c.vector_store_id == store_id,
                    vs_files_t.c.file_id == file_id,
                    vs_files_t.c.project == project,
                    vs_files_t.c.status == "in_progress",
                    *_fenced(epoch),
                )
                .values(
                    status="failed",
                    last_error_json=orjson.dumps({"code": code, "message": message}).decode(),
                )
            )
            if not failed.rowcount:
                return
            await conn.execute(
                delete(chunks_t).where(
                    chunks_t.c.vector_store_id == store_id, chunks_t.c.file_id == file_id
                )
            )
        chunks_changed()
