"""Persistence of Responses and their items (SQLAlchemy async, Alembic migrations)."""

from responsa_server.store.response_store import (
    ItemPage,
    ResponsePage,
    ResponseStore,
    async_database_url,
)

__all__ = ["ItemPage", "ResponsePage", "ResponseStore", "async_database_url"]
