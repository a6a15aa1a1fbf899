"""Persistence of Responses and their items (SQLAlchemy async, Alembic migrations)."""

from responsa_server.store.response_store import (
    Page,
    ResponseStore,
    async_database_url,
)

__all__ = ["Page", "ResponseStore", "async_database_url"]
