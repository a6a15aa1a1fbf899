"""The one Database handle: every store that takes it shares its connections and its rules.

Before the handle, the file and vector-store records ran on the raw engine: on an in-memory
SQLite database (one shared connection) their transactions interleaved with the responses' and
a concurrent save failed with `FOREIGN KEY constraint failed` (13 of 100 calls here).
"""

from __future__ import annotations

import asyncio

import pytest
from responsa_server.files.store import FileStore, StoredFile
from responsa_server.store import Database, ResponseStore
from responsa_server.store.tables import response_items_table as items_t
from sqlalchemy import bindparam, insert, literal, select


async def test_stores_on_an_in_memory_database_take_turns() -> None:
    database = await Database.open("sqlite+aiosqlite:///:memory:")
    try:
        responses = ResponseStore(database)
        files = FileStore(database)

        async def save(i: int) -> None:
            response = {
                "id": f"resp_{i}",
                "object": "response",
                "created_at": 1,
                "model": "m",
                "output": [],
            }
            item = {"type": "message", "role": "user", "content": "x", "id": f"msg_{i}"}
            await responses.save(response, [item], project="p")

        async def upload(i: int) -> None:
            stored = StoredFile(f"file_{i}", "p", 1, None, "a.txt", "assistants", 1, f"p/file_{i}")
            await files.insert(stored)

        results = await asyncio.gather(
            *(call(i) for i in range(50) for call in (save, upload)), return_exceptions=True
        )
        assert [r for r in results if isinstance(r, BaseException)] == []
        for i in range(50):
            assert await responses.get(f"resp_{i}", project="p") is not None
            assert await files.get(f"file_{i}", project="p") is not None
    finally:
        await database.close()


async def test_a_driver_transaction_commits_at_its_end_and_leaves_nothing_when_it_fails(
    store: ResponseStore,
) -> None:
    """`Database.transaction()` runs compiled statements on the driver connection, on both
    backends: all of them land at the end, or none when the block raises; values a statement
    carries itself (`is_output == True`) are sent without the caller naming them."""
    database = store.database
    save = {"id": "resp_tx", "object": "response", "created_at": 1, "model": "m", "output": []}
    await store.save(save, [], project="p")
    insert_item = database.compile(insert(items_t))
    outputs = database.compile(
        select(items_t.c.position)
        .where(items_t.c.response_id == bindparam("rid"), items_t.c.is_output == literal(True))
        .order_by(items_t.c.position)
    )
    row = {"response_id": "resp_tx", "project": "p", "item_id": None, "body": "{}"}

    class Refused(Exception):
        pass

    with pytest.raises(Refused):
        async with database.transaction() as conn:
            await conn.execute(insert_item, {**row, "position": 0, "is_output": True})
            raise Refused
    async with database.connected() as conn:
        assert await conn.fetch(outputs, {"rid": "resp_tx"}) == []
    async with database.transaction() as conn:
        await conn.executemany(
            insert_item,
            [{**row, "position": n, "is_output": n != 1} for n in range(3)],
        )
    async with database.connected() as conn:
        assert [tuple(found) for found in await conn.fetch(outputs, {"rid": "resp_tx"})] == [
            (0,),
            (2,),
        ]
