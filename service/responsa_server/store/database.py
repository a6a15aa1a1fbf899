"""`Database`: the one handle on the service's database, shared by every store.

It owns the SQLAlchemy async engine, the asyncpg pool the per-request hot path runs on
(Postgres), the SQLite writer queue, the migrations run at start-up and the health ping.
Stores (responses, conversations, jobs, API keys, files, vector stores, the compaction seal)
each take the Database and run their statements through `reading()`, `writing()`, `driver()`
or `fetch_compiled()`; none of them opens connections of its own.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
from alembic import command
from alembic.config import Config
from asyncpg import PostgresError
from sqlalchemy import Connection, event, literal_column, select
from sqlalchemy.engine import URL, Dialect, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine
from sqlalchemy.pool import PoolProxiedConnection, StaticPool
from sqlalchemy.sql import ClauseElement
from sqlalchemy.util import greenlet_spawn

from responsa_server.store.availability import operation
from responsa_server.store.driver_connection import CompiledSql, DriverConnection
from responsa_server.store.kept_connection import KeptConnection

_MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
# Any fixed 64-bit key works; every Responsa process uses the same one, so concurrent
# start-ups against one Postgres database apply migrations one at a time.
_MIGRATION_LOCK_KEY = 0x726573706F6E7361  # "responsa"
# How long a start-up waits for other start-ups' migrations of the same SQLite file.
_SQLITE_MIGRATION_WAIT_SECONDS = 60.0


def async_database_url(url: str) -> URL:
    """Map an accepted database URL onto its async driver (aiosqlite or asyncpg)."""
    parsed = make_url(url)
    backend, _, driver = parsed.drivername.partition("+")
    if backend == "sqlite" and driver in ("", "aiosqlite"):
        return parsed.set(drivername="sqlite+aiosqlite")
    if backend in ("postgresql", "postgres") and driver in ("", "asyncpg"):
        return parsed.set(drivername="postgresql+asyncpg")
    raise ValueError(
        f"unsupported database URL scheme {parsed.drivername!r}: "
        "use sqlite[+aiosqlite]:///path or postgresql[+asyncpg]://..."
    )


def _is_sqlite_memory(url: URL) -> bool:
    return url.database in (None, "", ":memory:")


# Stateless, so one serves every call.
_NO_TURN: contextlib.nullcontext[None] = contextlib.nullcontext()


@contextlib.asynccontextmanager
async def checked_out(engine: AsyncEngine) -> AsyncIterator[Any]:
    """A pooled connection's driver-level (asyncpg / aiosqlite) connection."""
    raw: PoolProxiedConnection = await engine.raw_connection()
    try:
        if raw.driver_connection is None:
            raise RuntimeError("pooled connection has no driver connection")
        yield raw.driver_connection
    except (sqlite3.Error, PostgresError):
        # The database refused a statement; the connection itself is still sound.
        raise
    except BaseException:
        # Cancelled or a broken socket: the driver connection may be mid-statement.
        # (Not for an in-memory SQLite database: its only connection *is* the data.)
        if not isinstance(engine.pool, StaticPool):
            await greenlet_spawn(raw.invalidate)
        raise
    finally:
        # Returning to the pool may close an invalidated connection, which awaits the driver.
        await greenlet_spawn(raw.close)


_SEARCH_TABLE_EXISTS = (
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'response_items_search'"
)
_READ_SEARCH_CONFIG = "SELECT rowid FROM response_items_search WHERE rowid = 0"


@dataclass(frozen=True, slots=True)
class _SqlitePragmas:
    """Per-connection SQLite settings, applied when the pool opens a connection."""

    durable_commits: bool

    def apply(self, dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        # First, so that switching a fresh file to WAL (an exclusive lock) waits for a
        # concurrent start-up's migration instead of failing at once.
        cursor.execute("PRAGMA busy_timeout=5000")
        # WAL lets readers proceed while one writer commits. With WAL, synchronous=NORMAL
        # survives process crashes and only risks the last commits on power loss, while
        # saving an fsync per commit.
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={'FULL' if self.durable_commits else 'NORMAL'}")
        cursor.execute("PRAGMA foreign_keys=ON")
        # FTS5 reads its configuration when a connection first uses the search table
        # (migration r0015): read it now, not inside the first save that writes an item.
        cursor.execute(_SEARCH_TABLE_EXISTS)
        if cursor.fetchone() is not None:
            cursor.execute(_READ_SEARCH_CONFIG)
            cursor.fetchall()
        cursor.close()


async def _keep_session(connection: asyncpg.Connection) -> None:
    """Skip asyncpg's reset round trip on release: the hot path's single statements leave no
    session state (no transaction, SET, LISTEN or advisory lock) behind."""


class Database:
    """One database (SQLite file, in-memory SQLite, or Postgres), opened and migrated once."""

    def __init__(
        self,
        engine: AsyncEngine,
        *,
        single_connection: bool,
        postgres_pool: asyncpg.Pool | None = None,
        postgres_dsn: str | None = None,
    ) -> None:
        self._engine = engine
        self._postgres_pool = postgres_pool
        # The hot path's statements run on one connection kept out of the pool.
        self._kept = KeptConnection(postgres_pool) if postgres_pool is not None else None
        self._dsn = postgres_dsn
        # An in-memory database lives on one shared connection: everything takes turns.
        self._all_lock: asyncio.Lock | None = asyncio.Lock() if single_connection else None
        # SQLite has one writer at a time; queueing writers here instead of in SQLite's busy
        # handler avoids its millisecond back-off sleeps under concurrency.
        self._write_lock: asyncio.Lock | None = None if postgres_pool else asyncio.Lock()

    @classmethod
    async def open(
        cls, url: str, *, durable_commits: bool = True, idle_transaction_seconds: float = 0
    ) -> Database:
        """Connect to `url`, apply pending migrations, and return a ready database.

        By default every commit is flushed to disk before it returns (Postgres's own default,
        SQLite WAL `synchronous=FULL`): nothing acknowledged is lost, even to a database-server
        or OS crash. `durable_commits=False` is the opt-in fast mode (Postgres
        `synchronous_commit=off`, SQLite WAL `synchronous=NORMAL`): such a crash can lose the
        last fraction of a second of saves, never consistency, and a save costs a round trip
        instead of an fsync.

        `idle_transaction_seconds` (Postgres; 0: no limit): the server ends a session whose
        transaction waits on this process longer than that (`idle_in_transaction_session_timeout`),
        releasing its row locks. A replica that was paused (SIGSTOP, a stopped VM) inside a
        transaction would otherwise keep its job rows locked, and other replicas' claims (`FOR
        UPDATE SKIP LOCKED`) would skip those jobs until it resumed, however long after its
        lease (tests/faults measured it: docs/faults.md).
        """
        async_url = async_database_url(url)
        single_connection = False
        postgres_pool: asyncpg.Pool | None = None
        dsn: str | None = None
        if async_url.get_backend_name() == "sqlite":
            single_connection = _is_sqlite_memory(async_url)
            if single_connection:
                engine = create_async_engine(async_url, poolclass=StaticPool)
            else:
                parent = Path(str(async_url.database)).parent
                await asyncio.to_thread(parent.mkdir, parents=True, exist_ok=True)
                engine = create_async_engine(async_url, pool_size=8, max_overflow=16)
            event.listen(engine.sync_engine, "connect", _SqlitePragmas(durable_commits).apply)
        else:
            # Sized for 16+ concurrent requests, each holding a connection only briefly.
            settings = {"synchronous_commit": "on" if durable_commits else "off"}
            if idle_transaction_seconds > 0:
                idle_ms = max(1, int(idle_transaction_seconds * 1000))
                settings["idle_in_transaction_session_timeout"] = str(idle_ms)
            engine = create_async_engine(
                async_url,
                pool_size=20,
                max_overflow=20,
                connect_args={"server_settings": settings},
            )
            dsn = async_url.set(drivername="postgresql").render_as_string(hide_password=False)
            postgres_pool = await asyncpg.create_pool(
                dsn, min_size=2, max_size=20, server_settings=settings, reset=_keep_session
            )
        database = cls(
            engine,
            single_connection=single_connection,
            postgres_pool=postgres_pool,
            postgres_dsn=dsn,
        )
        try:
            await database._migrate()
        except BaseException:
            await database.close()
            raise
        return database

    async def close(self) -> None:
        """Close every pooled connection."""
        if self._kept is not None:
            await self._kept.close()
        if self._postgres_pool is not None:
            await self._postgres_pool.close()
        await self._engine.dispose()

    @property
    def engine(self) -> AsyncEngine:
        """The underlying async engine (for instrumentation and tests)."""
        return self._engine

    @property
    def dialect(self) -> Dialect:
        """The SQL dialect statements are compiled for."""
        return self._engine.dialect

    @property
    def is_postgres(self) -> bool:
        """Whether this is Postgres (else SQLite)."""
        return self._engine.dialect.name == "postgresql"

    @property
    def postgres_dsn(self) -> str | None:
        """The asyncpg DSN on Postgres (for a LISTEN connection of its own), else None."""
        return self._dsn

    @property
    def postgres_pool(self) -> asyncpg.Pool | None:
        """The asyncpg pool the hot path runs on (Postgres only)."""
        return self._postgres_pool

    @property
    def kept_connection(self) -> KeptConnection | None:
        """The hot path's kept connection of that pool (Postgres only)."""
        return self._kept

    @property
    def write_lock(self) -> asyncio.Lock | None:
        """SQLite's writer queue (None on Postgres): whoever writes through the driver holds it."""
        return self._write_lock

    async def ping(self, within: float = 1.0) -> bool:
        """Whether the database answers a trivial query within `within` seconds (health)."""
        try:
            async with asyncio.timeout(within):
                if self._kept is not None:
                    # The kept connection: no pool round (acquire, shielded release) per ping.
                    await self._kept.fetch("SELECT 1")
                else:
                    async with self.reading() as conn:
                        await conn.exec_driver_sql("SELECT 1")
        except Exception:
            return False
        return True

    async def _migrate(self) -> None:
        config = Config()
        config.set_main_option("script_location", str(_MIGRATIONS_DIR))

        def upgrade(sync_connection: Connection) -> None:
            config.attributes["connection"] = sync_connection
            # Alembic reads its scripts from disk here; this runs once, before serving.
            command.upgrade(config, "head")

        if self.is_postgres:
            async with self._engine.begin() as conn:
                # Released at commit; a second process waits, then finds nothing to do.
                await conn.execute(
                    select(literal_column(f"pg_advisory_xact_lock({_MIGRATION_LOCK_KEY})"))
                )
                await conn.run_sync(upgrade)
            return
        # Concurrent start-ups on one file queue behind each other's migration; on a loaded
        # machine that can outlast one busy_timeout, so a locked file is retried for a while.
        deadline = asyncio.get_running_loop().time() + _SQLITE_MIGRATION_WAIT_SECONDS
        while True:
            try:
                await self._migrate_sqlite(upgrade)
                return
            except OperationalError as exc:
                if "locked" not in str(exc) or asyncio.get_running_loop().time() > deadline:
                    raise
            await asyncio.sleep(0.1)

    async def _migrate_sqlite(self, upgrade: Callable[[Connection], None]) -> None:
        async with self._engine.connect() as conn:
            # The sqlite3 module only opens transactions before DML, so Alembic's DDL would
            # autocommit piecemeal; an explicit IMMEDIATE transaction makes the whole upgrade
            # atomic and serialises concurrent start-ups on the same file.
            raw = await conn.execution_options(isolation_level="AUTOCOMMIT")
            await raw.exec_driver_sql("BEGIN IMMEDIATE")
            try:
                await raw.run_sync(upgrade)
            except BaseException:
                await raw.exec_driver_sql("ROLLBACK")
                raise
            await raw.exec_driver_sql("COMMIT")
            # This connection is pooled next: as at connect, FTS5 reads its configuration now.
            await raw.exec_driver_sql(_READ_SEARCH_CONFIG)

    def turn(self) -> contextlib.AbstractAsyncContextManager[Any]:
        """Exclusive use of the single connection, when there is only one (the lock itself);
        otherwise a context that does nothing (every store call enters one: no generator)."""
        if self._all_lock is None:
            return _NO_TURN
        return self._all_lock

    @contextlib.asynccontextmanager
    async def reading(self) -> AsyncIterator[AsyncConnection]:
        """A pooled connection for reads."""
        async with self.turn(), self._engine.connect() as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def writing(self) -> AsyncIterator[AsyncConnection]:
        """A connection in a transaction that commits on exit, writers queued on SQLite."""
        async with self.turn(), contextlib.AsyncExitStack() as stack:
            if self._write_lock is not None:
                await stack.enter_async_context(self._write_lock)
            yield await stack.enter_async_context(self._engine.begin())

    @contextlib.asynccontextmanager
    async def driver(self, *, write: bool) -> AsyncIterator[Any]:
        """A driver-level connection for statements compiled once with `compile` (the way
        the hot path runs): an asyncpg connection from the hot-path pool, or an aiosqlite
        connection (with `write`, SQLite's writer queue is held). Transactions are the caller's.
        """
        if self._postgres_pool is not None:
            async with self._postgres_pool.acquire() as connection:
                yield connection
            return
        async with self.turn(), contextlib.AsyncExitStack() as stack:
            if write and self._write_lock is not None:
                await stack.enter_async_context(self._write_lock)
            yield await stack.enter_async_context(checked_out(self._engine))

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[DriverConnection]:
        """A driver connection in a transaction that commits on exit and rolls back on any
        error or cancellation, for statements compiled with `compile` (SQLite: the writer
        queue is held throughout)."""
        async with self.driver(write=True) as raw:
            if self._postgres_pool is not None:
                async with raw.transaction():
                    yield DriverConnection(raw, postgres=True)
                return
            try:
                # sqlite3 opens the transaction itself before the first write.
                yield DriverConnection(raw, postgres=False)
                await raw.commit()
            except BaseException:
                await raw.rollback()
                raise

    @contextlib.asynccontextmanager
    async def connected(self) -> AsyncIterator[DriverConnection]:
        """A driver connection for reads of compiled statements (each its own snapshot)."""
        async with self.driver(write=False) as raw:
            yield DriverConnection(raw, postgres=self._postgres_pool is not None)

    def compile(self, statement: ClauseElement) -> CompiledSql:
        """`statement` compiled once for this database's dialect, for `fetch_compiled`."""
        return CompiledSql(statement, self._engine.dialect)

    @operation("fetch_compiled")
    async def fetch_compiled(
        self, statement: CompiledSql, params: Mapping[str, Any]
    ) -> Sequence[Any]:
        """Run a compiled per-request read on the driver connections (one round trip, no
        SQLAlchemy layers); stores use it for their hot reads (e.g. the API key lookup)."""
        async with self.connected() as conn:
            return await conn.fetch(statement, params)


__all__ = ["CompiledSql", "Database", "DriverConnection", "async_database_url", "checked_out"]
