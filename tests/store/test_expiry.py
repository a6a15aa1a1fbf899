"""Files' and vector stores' `expires_after` in the retention sweeper, on SQLite and Postgres:
every project's expired files go (rows, attachments, chunks; their bytes handed over once),
nothing unexpired does, readers stop seeing a file at its `expires_at`, and three sweepers at
once delete each file exactly once, in small batches."""

from __future__ import annotations

import asyncio
import time

import orjson
from responsa_server.files.store import FileStore, StoredFile
from responsa_server.store import ResponseStore
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from responsa_server.store.retrieval_tables import (
    chunks_table,
    files_table,
    vector_store_files_table,
    vector_stores_table,
)
from sqlalchemy import Table, delete, func, insert, select

PROJECTS = ("proj_expiry_a", "proj_expiry_b")


async def empty(store: ResponseStore) -> None:
    async with store.database.writing() as conn:
        for table in (chunks_table, vector_store_files_table, vector_stores_table, files_table):
            await conn.execute(delete(table))


async def a_store(
    store: ResponseStore, store_id: str, project: str, days: int | None, last_active_at: int
) -> None:
    policy = None if days is None else orjson.dumps({"anchor": "last_active_at", "days": days})
    async with store.database.writing() as conn:
        await conn.execute(
            insert(vector_stores_table).values(
                id=store_id,
                project=project,
                created_at=0,
                last_active_at=last_active_at,
                name=store_id,
                description=None,
                metadata_json="{}",
                expires_after_json=None if policy is None else policy.decode(),
            )
        )


async def a_file(
    store: ResponseStore, file_id: str, project: str, expires_at: int | None, store_id: str
) -> None:
    await FileStore(store.database).insert(
        StoredFile(
            id=file_id,
            project=project,
            created_at=0,
            expires_at=expires_at,
            filename="f.txt",
            purpose="assistants",
            bytes=1,
            blob_key=f"{project}/{file_id}",
        )
    )
    async with store.database.writing() as conn:
        await conn.execute(
            insert(vector_store_files_table).values(
                vector_store_id=store_id,
                file_id=file_id,
                project=project,
                created_at=0,
                status="completed",
                attributes_json="{}",
                chunking_json="{}",
                usage_bytes=1,
            )
        )
        await conn.execute(
            insert(chunks_table),
            [
                {
                    "project": project,
                    "vector_store_id": store_id,
                    "file_id": file_id,
                    "position": n,
                    "text": "t",
                    "embedding": b"\0\0\0\0",
                }
                for n in range(3)
            ],
        )


async def count(store: ResponseStore, table: Table, **where: str) -> int:
    query = select(func.count()).select_from(table)
    for column, value in where.items():
        query = query.where(table.c[column] == value)
    async with store.database.reading() as conn:
        return int(await conn.scalar(query) or 0)


async def test_expired_files_of_every_project_go_exactly_once(store: ResponseStore) -> None:
    await empty(store)
    now = int(time.time())
    for project in PROJECTS:
        await a_store(store, f"vs_{project}", project, None, now)
        for n in range(5):
            await a_file(store, f"file-old-{project}-{n}", project, now - 1, f"vs_{project}")
        await a_file(store, f"file-later-{project}", project, now + 3600, f"vs_{project}")
        await a_file(store, f"file-kept-{project}", project, None, f"vs_{project}")
    files = FileStore(store.database)
    a = PROJECTS[0]
    assert await files.get(f"file-old-{a}-0", project=a) is None  # readers: gone already
    assert await files.get(f"file-later-{a}", project=a) is not None
    listed, _ = await files.list(project=a, purpose=None, limit=100, descending=False, after=None)
    assert sorted(f.id for f in listed) == [f"file-kept-{a}", f"file-later-{a}"]

    dropped: list[str] = []

    async def drop(keys: list[str]) -> None:
        dropped.extend(keys)

    settings = RetentionSettings(batch=2)
    sweepers = [RetentionSweeper(store.database, settings, drop_blobs=drop) for _ in range(3)]
    rounds = await asyncio.gather(*(s.sweep(time.time()) for s in sweepers))
    for _ in range(3):  # a replica that skipped a turn sweeps next time
        rounds.append(await sweepers[0].sweep(time.time()))
    assert sum(r.get("files", 0) for r in rounds) == 10
    expected = sorted(f"{p}/file-old-{p}-{n}" for p in PROJECTS for n in range(5))
    assert sorted(dropped) == expected  # each once, after its row went
    for project in PROJECTS:
        assert await count(store, files_table, project=project) == 2
        assert await count(store, vector_store_files_table, project=project) == 2
        assert await count(store, chunks_table, project=project) == 6
        assert await files.get(f"file-later-{project}", project=project) is not None


async def test_expired_vector_stores_lose_their_chunks_only(store: ResponseStore) -> None:
    await empty(store)
    now = int(time.time())
    project = PROJECTS[1]
    await a_store(store, "vs_expired", project, 1, now - 86400 - 1)
    await a_store(store, "vs_fresh", project, 1, now - 3600)
    await a_store(store, "vs_forever", project, None, 0)
    for store_id in ("vs_expired", "vs_fresh", "vs_forever"):
        await a_file(store, f"file-in-{store_id}", project, None, store_id)
    swept = await RetentionSweeper(store.database, RetentionSettings(batch=2)).sweep(time.time())
    assert swept["store_chunks"] == 3
    assert await count(store, chunks_table, vector_store_id="vs_expired") == 0
    assert await count(store, chunks_table, vector_store_id="vs_fresh") == 3
    assert await count(store, chunks_table, vector_store_id="vs_forever") == 3
    # The store and its file rows stay: it answers status "expired" until deleted.
    assert await count(store, vector_stores_table, id="vs_expired") == 1
    assert await count(store, vector_store_files_table, vector_store_id="vs_expired") == 1
    assert await count(store, files_table, id="file-in-vs_expired") == 1


async def test_file_tables_stay_flat_under_steady_uploads(store: ResponseStore) -> None:
    # A virtual clock, one second a round: every round uploads 5 files attached to a store
    # (3 chunks each) that expire 2 rounds later, then sweeps.
    await empty(store)
    start = int(time.time())
    await a_store(store, "vs_steady", PROJECTS[0], None, start)
    sweeper = RetentionSweeper(store.database, RetentionSettings(batch=4), drop_blobs=_ignore)
    seen = []
    for round_number in range(12):
        now = start + round_number
        for n in range(5):
            file_id = f"file-steady-{round_number}-{n}"
            await a_file(store, file_id, PROJECTS[0], now + 2, "vs_steady")
        await sweeper.sweep(now + 0.5)
        seen.append(
            (await count(store, files_table), await count(store, chunks_table),
             await count(store, vector_store_files_table))
        )  # fmt: skip
    # Files of the last 3 rounds at most (expired ones gone), with their chunks and attachments.
    assert all(files <= 15 and chunks == 3 * files and attached == files
               for files, chunks, attached in seen), seen  # fmt: skip
    assert seen[-1] == seen[5], seen  # flat: the same every round once it filled up


async def _ignore(keys: list[str]) -> None:
    del keys
