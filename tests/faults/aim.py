"""Faults aimed at the moment they matter, by watching the test's database.

A fault at a random instant may miss what it is there to test: a host paused between two
transactions holds no row lock, one paused with no job at a turn boundary resumes nothing, a
database crashed while every commit is on disk loses nothing even when commits are
asynchronous. The orchestrator therefore waits (a bounded time) for the state that makes the
fault bite, seen from the database as the postgres superuser over the server's Unix socket,
then strikes at once; what it found is recorded in the report (`aim`), so a run that could not
aim says so.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import asyncpg

# A job of the host's between turns (its resume point says a later turn comes next, no server
# call started): a takeover now must go on from that turn.
_AT_BOUNDARY = """
    SELECT count(*) FROM background_jobs j JOIN fault_owners o ON o.owner = j.owner
    WHERE o.role = $1 AND j.state = 'running' AND j.resume_point IS NOT NULL
      AND (j.resume_point::json ->> 'turn')::int >= 1
      AND (j.resume_point::json ->> 'calls_started') IS NULL
"""
# The host's sessions inside a transaction that has written or locked rows: waiting for the
# client's next command (`idle in transaction`) with rows of background_jobs locked, or still
# `active` because the client stopped in the middle of a pipelined batch (asyncpg's
# executemany sends its rows before one Sync).
_IN_TRANSACTION = """
    SELECT count(*) FILTER (
             WHERE a.state = 'idle in transaction' AND EXISTS (
               SELECT 1 FROM pg_locks l WHERE l.pid = a.pid
                 AND l.relation = 'background_jobs'::regclass
                 AND l.mode IN ('RowShareLock', 'RowExclusiveLock'))),
           count(*) FILTER (WHERE a.state = 'active')
    FROM pg_stat_activity a WHERE a.usename = $1 AND a.backend_xid IS NOT NULL
"""
# How much WAL must wait in the server's buffers when it crashes: with asynchronous commits,
# enough to hold several commits (events followers have read, most likely); with synchronous
# ones it is only ever open transactions, and the wait may time out (the crash comes anyway).
UNWRITTEN_WAL_BYTES = 4096
# WAL inserted but not yet written out of the server's buffers (lost by a crash).
_UNWRITTEN_WAL = "SELECT pg_current_wal_insert_lsn() - pg_current_wal_lsn()"


async def _connect(socket_dir: Path, port: int) -> asyncpg.Connection:
    return await asyncpg.connect(
        host=str(socket_dir), port=port, user="postgres", database="postgres", timeout=5
    )


def pause_in_transaction(
    socket_dir: Path, port: int, role: str, signal_host: Callable[[signal.Signals], None]
) -> dict[str, Any]:
    """SIGSTOP `role`'s host once it has a job between turns, at a moment one of its sessions
    holds a transaction open between two commands with job rows locked (tried again, resuming
    it at once, until one does). Moments when a session is stopped in the middle of a
    pipelined batch are skipped and counted: Postgres 15 has no timeout that ends such a
    session (docs/faults.md)."""

    async def aim() -> dict[str, Any]:
        conn = await _connect(socket_dir, port)
        try:
            found: dict[str, Any] = {
                "jobs_at_a_boundary": 0,
                "in_transaction": False,
                "mid_batch_skipped": 0,
            }
            deadline = time.monotonic() + 4.0
            while time.monotonic() < deadline:
                found["jobs_at_a_boundary"] = int(await conn.fetchval(_AT_BOUNDARY, role))
                if found["jobs_at_a_boundary"]:
                    break
                await asyncio.sleep(0.05)
            for attempt in range(1, 200):
                signal_host(signal.SIGSTOP)
                await asyncio.sleep(0.03)
                idle, active = await conn.fetchrow(_IN_TRANSACTION, role)
                if idle and not active:
                    found.update(in_transaction=True, attempts=attempt)
                    # Seen again once the idle-transaction timeout (the lease) has passed: a
                    # session that waited on the paused one's lock may hold rows now.
                    found["sessions_at_stop"] = await _sessions(conn, role)
                    await asyncio.sleep(2.5)
                    found["sessions_after_2_5_s"] = await _sessions(conn, role)
                    return found
                found["mid_batch_skipped"] += 1 if active else 0
                signal_host(signal.SIGCONT)
                await asyncio.sleep(random.uniform(0.005, 0.03))
            signal_host(signal.SIGSTOP)  # paused anyway: the fault happens, unaimed
            found["attempts"] = 200
            return found
        finally:
            await conn.close()

    return asyncio.run(aim())


async def _sessions(conn: asyncpg.Connection, role: str) -> list[str]:
    """The host's sessions in a transaction or a statement: state, transaction, for how long,
    what they wait on, their statement."""
    rows = await conn.fetch(
        "SELECT state, backend_xid::text AS xid, wait_event, left(query, 70) AS query, "
        "extract(epoch from clock_timestamp() - state_change) AS idle FROM pg_stat_activity "
        "WHERE usename = $1 AND (backend_xid IS NOT NULL OR state NOT IN ('idle'))",
        role,
    )
    return [
        f"{r['state']} xid {r['xid']} {r['idle']:.2f}s {r['wait_event']}: {r['query']}"
        for r in rows
    ]


def crash_with_unwritten_wal(socket_dir: Path, port: int, data: Path) -> dict[str, Any]:
    """Crash Postgres (SIGQUIT to the postmaster: `-m immediate`) at a moment UNWRITTEN_WAL_BYTES
    of WAL are in its buffers, not yet written out (or after 3 s): with synchronous commits only
    open transactions are, with asynchronous ones acknowledged commits are too."""

    async def aim() -> dict[str, Any]:
        conn = await _connect(socket_dir, port)
        unwritten = 0
        deadline = time.monotonic() + 3.0
        try:
            while time.monotonic() < deadline:
                unwritten = int(await conn.fetchval(_UNWRITTEN_WAL))
                if unwritten >= UNWRITTEN_WAL_BYTES:
                    break
                await asyncio.sleep(0.002)
            postmaster = int((data / "postmaster.pid").read_text().split()[0])
            os.kill(postmaster, signal.SIGQUIT)
        finally:
            conn.terminate()
        return {"unwritten_wal_bytes": unwritten}

    found = asyncio.run(aim())
    deadline = time.monotonic() + 60
    while (data / "postmaster.pid").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    return found
