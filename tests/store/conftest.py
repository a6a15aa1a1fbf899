"""Fixtures: a fresh ResponseStore (on its own Database) on SQLite (temp file) and on the
real Postgres."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import asyncpg
import pytest
from responsa_server.store import Database, ResponseStore
from sqlalchemy import event, text
from sqlalchemy.util import await_

from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stores import open_store


class SessionDatabase:
    """A Postgres database created on first use in this test session, dropped at its end."""

    def __init__(self) -> None:
        self.name = fresh_database_name("test")
        self.created = False
        self.failure: str | None = None

    async def url(self) -> str:
        """The database's URL, creating it first if needed (skips if Postgres is down)."""
        if self.failure is None and not self.created:
            try:
                await create_database(self.name)
                self.created = True
            except (OSError, asyncpg.PostgresError, TimeoutError) as error:
                self.failure = repr(error)
        if self.failure is not None:
            postgres_unavailable(self.failure)
        return database_url(self.name)


@pytest.fixture(scope="session")
async def session_database() -> AsyncIterator[SessionDatabase]:
    """The session's lazily created Postgres database."""
    database = SessionDatabase()
    yield database
    if database.created:
        await drop_database(database.name)


@pytest.fixture
async def postgres_database(session_database: SessionDatabase) -> str:
    """The URL of the session's Postgres database (skips if Postgres is down)."""
    return await session_database.url()


@pytest.fixture(
    params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)],
)
async def store(
    request: pytest.FixtureRequest, tmp_path: Path, session_database: SessionDatabase
) -> AsyncIterator[ResponseStore]:
    """A store with empty tables, on each backend."""
    if request.param == "sqlite":
        opened = await open_store(f"sqlite:///{tmp_path}/nested/dir/store.db")
    else:
        opened = await open_store(await session_database.url())
        async with opened.database.engine.begin() as conn:
            await conn.execute(text("TRUNCATE response_items, responses, mcp_approvals, api_keys"))
    try:
        yield opened
    finally:
        await opened.database.close()


def log_postgres_queries(database: Database, callback: Callable[[str], None]) -> None:
    """Call `callback(sql)` for each statement the Postgres hot-path pool's connections run
    (every pooled connection is opened at start-up, min_size of them)."""
    pool = database.postgres_pool
    if pool is None:
        return
    for holder in pool._holders:  # asyncpg has no public iterator
        connection = holder._con
        if connection is not None:
            connection.add_query_logger(lambda logged: callback(logged.query))


class StatementCounter:
    """Counts statements that reach the database driver, whatever layer issued them.

    The store's hot path executes on the driver connection (below SQLAlchemy's cursor
    events), so this hooks asyncpg's query logger / SQLite's trace callback instead.
    """

    def __init__(self) -> None:
        self.statements: list[str] = []
        self._hooked: set[int] = set()

    def hook(self, store: ResponseStore) -> None:
        event.listen(store.database.engine.sync_engine, "checkout", self._on_checkout)
        # Postgres' hot path runs on its own asyncpg pool, below SQLAlchemy's events.
        log_postgres_queries(store.database, self._record)

    def _on_checkout(self, _dbapi: Any, record: Any, _proxy: Any) -> None:
        driver = record.driver_connection
        if id(driver) in self._hooked:
            return
        self._hooked.add(id(driver))
        if isinstance(driver, asyncpg.Connection):
            driver.add_query_logger(lambda logged: self._record(logged.query))
        else:
            # Runs inside SQLAlchemy's greenlet, so awaiting the aiosqlite call is allowed.
            await_(driver.set_trace_callback(self._record))

    def _record(self, statement: str) -> None:
        self.statements.append(statement)

    async def take(self) -> list[str]:
        """The statements seen since the last call."""
        # asyncpg hands logged queries to its loggers via loop.call_soon.
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        seen, self.statements = self.statements, []
        return seen


@pytest.fixture
def statement_counter(store: ResponseStore) -> StatementCounter:
    """A StatementCounter attached to `store`."""
    counter = StatementCounter()
    counter.hook(store)
    return counter


MakeResponse = Callable[..., dict[str, Any]]


def make_response(
    response_id: str,
    *,
    previous_response_id: str | None = None,
    output_ids: tuple[str, ...] = (),
    created_at: int = 1_700_000_000,
    model: str = "gpt-test",
    status: str = "completed",
) -> dict[str, Any]:
    """A realistic Response object with one assistant message per output id."""
    return {
        "id": response_id,
        "object": "response",
        "created_at": created_at,
        "status": status,
        "error": None,
        "incomplete_details": None,
        "instructions": "Be brief.",
        "model": model,
        "output": [
            {
                "id": output_id,
                "type": "message",
                "status": "completed",
                "role": "assistant",
                "content": [
                    {"type": "output_text", "text": f"reply {output_id} ✓", "annotations": []}
                ],
            }
            for output_id in output_ids
        ],
        "parallel_tool_calls": True,
        "previous_response_id": previous_response_id,
        "store": True,
        "temperature": 1.0,
        "tool_choice": "auto",
        "tools": [],
        "top_p": 1.0,
        "truncation": "disabled",
        "usage": {"input_tokens": 12, "output_tokens": 3, "total_tokens": 15},
        "metadata": {"k": "v"},
    }


def user_message(item_id: str, text_: str = "hello") -> dict[str, Any]:
    """A normalized input message item."""
    return {
        "id": item_id,
        "type": "message",
        "role": "user",
        "content": [{"type": "input_text", "text": text_}],
    }
