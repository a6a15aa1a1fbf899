"""`BatchRecords`: file batches of a vector store (a batch is a row; its files are the store's
file rows carrying its id)."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import func, insert, select, update

from responsa_server.store.retrieval_tables import file_batches_table as batches_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t
from responsa_server.vector_stores.ingestion_records import IngestionRecords, file_counts


class BatchRecords(IngestionRecords):
    """File batch rows (`VectorStoreRecords` inherits them)."""

    async def create_batch(self, batch_id: str, store_id: str, *, project: str) -> None:
        """Insert a batch row."""
        async with self._db.writing() as conn:
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
        async with self._db.reading() as conn:
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
        counts = file_counts(list(grouped))
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
        async with self._db.writing() as conn:
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
