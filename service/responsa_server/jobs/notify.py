"""Notifications between replicas: a job was queued, a stream got events, a cancel, a job ended.

A notification only says *look now*: the store holds the truth, and every waiter also
re-reads it on a slow safety poll, so a lost notification costs latency, never correctness.

- Postgres: `NOTIFY` inside the writing transaction (delivered at commit, so a receiver always
  finds the rows it is told about), `LISTEN` on one dedicated asyncpg connection per process,
  reconnected in the background if it drops.
- SQLite (one process): the same calls, delivered in process after the commit.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass

import asyncpg
from sqlalchemy import bindparam, func, select
from sqlalchemy.dialects.postgresql.asyncpg import PGDialect_asyncpg

from responsa_server.store.database import CompiledSql, DriverConnection

log = logging.getLogger(__name__)

CHANNEL = "responsa_jobs"
# Sent on the asyncpg connection of the writing transaction (SQLAlchemy's dialect is untyped).
_NOTIFY = CompiledSql(
    select(func.pg_notify(CHANNEL, bindparam("payload"))),
    PGDialect_asyncpg(),  # type: ignore[no-untyped-call]
)
# How long to wait before reconnecting a dropped LISTEN connection.
_RECONNECT_SECONDS = 1.0


@dataclass(frozen=True, slots=True)
class Note:
    """One notification: `kind` is job | event | cancel | done."""

    kind: str
    project: str
    response_id: str

    def payload(self) -> str:
        """The NOTIFY payload (ids never contain tabs)."""
        return f"{self.kind}\t{self.project}\t{self.response_id}"

    @classmethod
    def parse(cls, payload: str) -> Note | None:
        """The note in a payload, None for one this version does not know."""
        parts = payload.split("\t")
        if len(parts) != 3:
            return None
        return cls(*parts)


Listener = Callable[[Note], None]


class Notifier:
    """In-process delivery (SQLite); the base of the Postgres one."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []

    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` for every note from now on; returns the function that stops it."""
        self._listeners.append(listener)

        def stop() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(listener)

        return stop

    def deliver(self, note: Note) -> None:
        """Hand `note` to every listener of this process."""
        for listener in list(self._listeners):
            try:
                listener(note)
            except Exception:
                log.exception("notification listener failed")

    async def within(self, conn: DriverConnection, notes: list[Note]) -> None:
        """Send `notes` as part of the open transaction on `conn` (Postgres)."""

    def committed(self, notes: list[Note]) -> None:
        """The transaction that sent `notes` committed (in-process delivery)."""
        for note in notes:
            self.deliver(note)

    async def start(self) -> None:
        """Begin receiving."""

    async def close(self) -> None:
        """Stop receiving."""


class PostgresNotifier(Notifier):
    """LISTEN/NOTIFY on channel `responsa_jobs`."""

    def __init__(self, dsn: str) -> None:
        super().__init__()
        self._dsn = dsn
        self._connection: asyncpg.Connection | None = None
        self._reconnecting: asyncio.Task[None] | None = None
        self._closed = False

    async def within(self, conn: DriverConnection, notes: list[Note]) -> None:
        for payload in dict.fromkeys(note.payload() for note in notes):
            await conn.execute(_NOTIFY, {"payload": payload})

    def committed(self, notes: list[Note]) -> None:
        """Postgres delivers to every process, this one included."""

    async def start(self) -> None:
        await self._connect()

    async def _connect(self) -> None:
        connection = await asyncpg.connect(self._dsn)
        await connection.add_listener(CHANNEL, self._received)
        connection.add_termination_listener(self._lost)
        self._connection = connection

    def _received(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        note = Note.parse(str(payload))
        if note is not None:
            self.deliver(note)

    def _lost(self, _conn: object) -> None:
        self._connection = None
        if not self._closed and self._reconnecting is None:
            self._reconnecting = asyncio.get_running_loop().create_task(self._reconnect())

    async def _reconnect(self) -> None:
        # Meanwhile every waiter still wakes on its safety poll.
        try:
            while not self._closed and self._connection is None:
                await asyncio.sleep(_RECONNECT_SECONDS)
                try:
                    await self._connect()
                    log.info("LISTEN connection to Postgres restored")
                except (OSError, asyncpg.PostgresError) as error:
                    log.warning("LISTEN reconnect failed: %s", error)
        finally:
            self._reconnecting = None

    async def close(self) -> None:
        self._closed = True
        if self._reconnecting is not None:
            self._reconnecting.cancel()
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(Exception):
                await connection.close(timeout=2)
