"""What the Files and Vector Stores APIs' `expires_after` removes, one batch at a time (the
retention sweeper, store/retention.py, runs these inside its turn).

- A file whose `expires_at` has passed is deleted as `DELETE /v1/files/{id}` would: its row,
  its attachments to vector stores and their chunks here; its bytes by the caller, once the
  transaction committed (the blob store is not in the database's transaction).
- A vector store whose `expires_at` (`last_active_at` plus `expires_after.days`) has passed
  keeps its row and its file rows, so it answers `status: "expired"` until deleted; it can no
  longer be searched, changed or given files (vector_stores/api.py), so its chunks are dead
  weight and are deleted.
- A sandbox container idle past its `expires_after` (`last_active_at` plus `idle_seconds`)
  and not leased by a call in flight keeps its row with `status: "expired"`; its file rows
  go, their bytes by the caller after commit (docs/sandbox.md).
"""

from __future__ import annotations

from collections.abc import Sequence

import orjson
from sqlalchemy import delete, or_, select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from responsa_server.store.container_tables import container_files_table as cfiles_t
from responsa_server.store.container_tables import containers_table as containers_t
from responsa_server.store.retrieval_tables import chunks_table as chunks_t
from responsa_server.store.retrieval_tables import files_table as files_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t
from responsa_server.store.retrieval_tables import vector_stores_table as stores_t


def store_expires_at(last_active_at: int, expires_after_json: str | None) -> int | None:
    """When a vector store expires: `last_active_at` plus its policy's days; None without one."""
    if not expires_after_json:
        return None
    days = int(orjson.loads(expires_after_json)["days"])
    return int(last_active_at) + 86400 * days


async def delete_expired_files(conn: AsyncConnection, now: float, limit: int) -> list[str]:
    """Delete up to `limit` files whose `expires_at` has passed, with their attachments and
    chunks in every vector store; returns their blob keys (the caller deletes those and calls
    `chunks_changed` after commit)."""
    rows = (
        await conn.execute(
            select(files_t.c.id, files_t.c.blob_key)
            .where(files_t.c.expires_at.is_not(None), files_t.c.expires_at <= now)
            .order_by(files_t.c.expires_at)
            .limit(limit)
        )
    ).all()
    if not rows:
        return []
    ids = [file_id for file_id, _ in rows]
    await delete_file_rows(conn, ids)
    return [key for _, key in rows]


async def delete_file_rows(conn: AsyncConnection, file_ids: Sequence[str]) -> None:
    """Delete these files' rows, attachments and chunks.

    The attachments go first: an ingestion completing at the same moment locks its attachment
    row, so on Postgres this delete waits for it and the chunk delete after it sees the chunks
    it wrote; deleting the chunks first would leave those behind, attached to nothing."""
    await conn.execute(delete(vs_files_t).where(vs_files_t.c.file_id.in_(file_ids)))
    await conn.execute(delete(chunks_t).where(chunks_t.c.file_id.in_(file_ids)))
    await conn.execute(delete(files_t).where(files_t.c.id.in_(file_ids)))


async def delete_expired_store_chunks(conn: AsyncConnection, now: float, limit: int) -> int:
    """Delete up to `limit` chunks of expired vector stores; returns how many (the caller
    calls `chunks_changed` after commit)."""
    with_policy = (
        await conn.execute(
            select(stores_t.c.id, stores_t.c.last_active_at, stores_t.c.expires_after_json).where(
                stores_t.c.expires_after_json.is_not(None)
            )
        )
    ).all()
    expired = [
        store_id
        for store_id, active, policy in with_policy
        if (at := store_expires_at(active, policy)) is not None and at <= now
    ]
    if not expired:
        return 0
    due = (
        (
            await conn.execute(
                select(chunks_t.c.id).where(chunks_t.c.vector_store_id.in_(expired)).limit(limit)
            )
        )
        .scalars()
        .all()
    )
    if due:
        await conn.execute(delete(chunks_t).where(chunks_t.c.id.in_(due)))
    return len(due)


async def expire_idle_containers(
    conn: AsyncConnection, now: float, limit: int
) -> tuple[list[str], list[str]]:
    """Mark up to `limit` idle, unleased running containers `expired` and delete their file
    rows; returns their ids and the blob keys of their files (the caller deletes those after
    commit)."""
    due = (
        (
            await conn.execute(
                select(containers_t.c.id)
                .where(
                    containers_t.c.status == "running",
                    containers_t.c.last_active_at + containers_t.c.idle_seconds <= now,
                    or_(
                        containers_t.c.lease_owner.is_(None),
                        containers_t.c.lease_expires_at < now,
                    ),
                )
                .order_by(containers_t.c.last_active_at)
                .limit(limit)
            )
        )
        .scalars()
        .all()
    )
    if not due:
        return [], []
    ids = list(due)
    await conn.execute(
        update(containers_t)
        .where(containers_t.c.id.in_(ids), containers_t.c.status == "running")
        .values(status="expired", lease_owner=None, lease_expires_at=None)
    )
    keys = (
        await conn.execute(select(cfiles_t.c.blob_key).where(cfiles_t.c.container_id.in_(ids)))
    ).scalars()
    found = list(keys)
    await conn.execute(delete(cfiles_t).where(cfiles_t.c.container_id.in_(ids)))
    return ids, found
