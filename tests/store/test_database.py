"""The one Database handle: every store that takes it shares its connections and its rules.

Before the handle, the file and vector-store records ran on the raw engine: on an in-memory
SQLite database (one shared connection) their transactions interleaved with the responses' and
a concurrent save failed with `FOREIGN KEY constraint failed` (13 of 100 calls here).
"""

from __future__ import annotations

import asyncio

from responsa_server.files.store import FileStore, StoredFile
from responsa_server.store import Database, ResponseStore


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
