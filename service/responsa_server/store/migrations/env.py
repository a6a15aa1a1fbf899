"""Alembic environment for the response store.

`Database.open` runs the migrations itself and hands over its connection in
``config.attributes["connection"]`` (a sync facade obtained via ``AsyncConnection.run_sync``).
Run from the command line instead, this builds its own async engine from ``sqlalchemy.url``.
"""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from responsa_server.store import (  # noqa: F401  (registers their tables)
    container_tables,
    failed_request_tables,
    prompt_tables,
    retrieval_tables,
    webhook_tables,
)
from responsa_server.store.tables import TableBase

config = context.config


def run_on(connection: Connection) -> None:
    """Apply the pending migrations on an open (sync-facade) connection."""
    context.configure(
        connection=connection,
        target_metadata=TableBase.metadata,
        # SQLite cannot ALTER most things in place; batch mode rebuilds tables instead.
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        context.run_migrations()


async def run_with_own_engine(url: str) -> None:
    """Command-line path: open an async engine just for the migration."""
    engine = create_async_engine(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(run_on)
    finally:
        await engine.dispose()


if context.is_offline_mode():
    context.configure(url=config.get_main_option("sqlalchemy.url"), literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    handed_over = config.attributes.get("connection")
    if isinstance(handed_over, Connection):
        run_on(handed_over)
    else:
        asyncio.run(run_with_own_engine(config.get_main_option("sqlalchemy.url") or ""))
