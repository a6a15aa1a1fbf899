"""A replica that stalls inside a transaction (SIGSTOP, a stopped VM: here, a task that waits)
must not keep its rows locked past `idle_transaction_seconds`: other replicas' claims skip
locked rows (`FOR UPDATE SKIP LOCKED`) and would not take its jobs over until it resumed."""

from __future__ import annotations

import asyncio

import pytest
from responsa_server.store import Database, ResponseStore
from sqlalchemy import text

pytestmark = pytest.mark.postgres

LOCK = text("SELECT id FROM responses WHERE id = :id FOR UPDATE SKIP LOCKED")


async def test_a_stalled_transaction_releases_its_locks(postgres_database: str) -> None:
    stalled = await Database.open(postgres_database, idle_transaction_seconds=0.5)
    other = await Database.open(postgres_database)
    try:
        response = {"id": "resp_idle_lock", "object": "response", "created_at": 1, "model": "m",
                    "output": []}  # fmt: skip
        await ResponseStore(other).save(response, [], project="p")
        ended: Exception | None = None
        freed = None
        try:
            async with stalled.writing() as conn:
                held = await conn.execute(LOCK, {"id": "resp_idle_lock"})
                assert held.scalar() == "resp_idle_lock"
                async with other.writing() as peer:  # while it holds the row: skipped
                    assert (await peer.execute(LOCK, {"id": "resp_idle_lock"})).scalar() is None
                await asyncio.sleep(1.5)  # stalled past the limit
                async with other.writing() as peer:
                    freed = (await peer.execute(LOCK, {"id": "resp_idle_lock"})).scalar()
                await conn.execute(text("SELECT 1"))
        except AssertionError:
            raise
        except Exception as error:  # the driver's own "connection closed"
            ended = error
        assert freed == "resp_idle_lock"  # the server ended it: the row is free
        assert ended is not None  # and the stalled one finds its session gone
    finally:
        await stalled.close()
        await other.close()
