"""One pooled Postgres connection the hot path keeps checked out between statements.

asyncpg's `Pool.execute` acquires and releases a connection around every statement: a queue
round, a shielded release task and its timeout, a few hundred Python steps per statement, as
much as the statement's own client work. The hot path's statements are single, autocommitted
and leave no session state (see `database._keep_session`), so one connection can serve them one
after another without going back to the pool. While it is in use, a concurrent statement takes
a pool connection as before, so concurrency is never limited by it.

A connection that failed (or whose statement was cancelled) goes back to the pool, which resets
or replaces it; one found closed (the server went away) is replaced before use, as the pool's
own acquire would. `close` hands it back so the pool can close.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import asyncpg


class KeptConnection:
    """Runs statements on one kept pool connection, or on the pool while that one is busy."""

    __slots__ = ("_busy", "_closed", "_connection", "_pool")

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool
        self._connection: Any = None  # a pool connection proxy, once taken
        self._busy = False
        self._closed = False

    async def execute(self, query: str, *args: Any) -> None:
        """Run one statement (its status is not needed)."""
        if self._busy or self._closed:
            await self._pool.execute(query, *args)
            return
        self._busy = True
        try:
            connection = await self._ready()
            await connection.execute(query, *args)
        except BaseException:
            await self._give_back()
            raise
        finally:
            self._busy = False
            if self._closed:
                await self._give_back()

    async def fetch(self, query: str, *args: Any) -> Sequence[Sequence[Any]]:
        """Run one query; its rows."""
        if self._busy or self._closed:
            pooled: Sequence[Sequence[Any]] = await self._pool.fetch(query, *args)
            return pooled
        self._busy = True
        try:
            connection = await self._ready()
            rows: Sequence[Sequence[Any]] = await connection.fetch(query, *args)
            return rows
        except BaseException:
            await self._give_back()
            raise
        finally:
            self._busy = False
            if self._closed:
                await self._give_back()

    async def close(self) -> None:
        """Give the connection back (now, or when the statement in flight ends)."""
        self._closed = True
        if not self._busy:
            await self._give_back()

    async def _ready(self) -> Any:
        connection = self._connection
        if connection is not None and _gone(connection):
            await self._give_back()
            connection = None
        if connection is None:
            connection = self._connection = await self._pool.acquire()
        return connection

    async def _give_back(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            await self._pool.release(connection)


def _gone(connection: Any) -> bool:
    """Whether a kept connection can no longer run statements: closed, or already taken back
    by the pool (asyncpg releases a connection whose server went away)."""
    try:
        return bool(connection.is_closed())
    except asyncpg.InterfaceError:
        return True
