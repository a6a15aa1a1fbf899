"""The hot path's kept Postgres connection (store/kept_connection.py): one connection serves
statements one after another; a concurrent statement uses the pool; a failed statement hands
the connection back; closing hands it back so the pool can close."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest
from responsa_server.store.kept_connection import KeptConnection

pytestmark = pytest.mark.postgres


async def _backend_pid(kept: KeptConnection) -> int:
    rows = await kept.fetch("SELECT pg_backend_pid()")
    return int(rows[0][0])


async def test_statements_share_one_connection_and_overlap_on_the_pool(
    postgres_database: str,
) -> None:
    pool = await asyncpg.create_pool(postgres_database, min_size=1, max_size=4)
    kept = KeptConnection(pool)
    try:
        first = await _backend_pid(kept)
        assert await _backend_pid(kept) == first  # the same connection, kept
        # Two at once: one on the kept connection, the other on a pool connection.
        pids = await asyncio.gather(
            kept.fetch("SELECT pg_backend_pid(), pg_sleep(0.2)"),
            kept.fetch("SELECT pg_backend_pid(), pg_sleep(0.2)"),
        )
        assert len({rows[0][0] for rows in pids}) == 2
        assert first in {rows[0][0] for rows in pids}
        await kept.execute("SELECT 1")
        assert await _backend_pid(kept) == first
    finally:
        await kept.close()
        await asyncio.wait_for(pool.close(), 10)  # would wait forever for a kept connection


async def test_a_failed_statement_hands_the_connection_back(postgres_database: str) -> None:
    pool = await asyncpg.create_pool(postgres_database, min_size=1, max_size=2)
    kept = KeptConnection(pool)
    try:
        await _backend_pid(kept)
        await kept.execute("SET application_name = 'kept-test'")
        with pytest.raises(asyncpg.PostgresError):
            await kept.execute("SELECT * FROM no_such_table_here")
        # Back in the pool (which resets it): nothing of that session is kept.
        assert pool.get_idle_size() >= 1
        rows = await kept.fetch("SELECT current_setting('application_name')")
        assert rows[0][0] != "kept-test"
        second = await _backend_pid(kept)
        # The server drops the kept connection while it is idle: replaced before the next use,
        # which succeeds (as a pool acquire would).
        await pool.execute(f"SELECT pg_terminate_backend({second})")
        await asyncio.sleep(0.3)
        assert await _backend_pid(kept) != second
    finally:
        await kept.close()
        await asyncio.wait_for(pool.close(), 10)
