"""Persistence: the shared `Database` handle and the stores of Responses (SQLAlchemy async,
Alembic migrations)."""

from responsa_server.store.database import Database, async_database_url
from responsa_server.store.response_rows import Page
from responsa_server.store.response_store import ResponseStore

__all__ = ["Database", "Page", "ResponseStore", "async_database_url"]
