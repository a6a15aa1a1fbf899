"""Opening a ResponseStore on its own Database, the way the server composes them."""

from __future__ import annotations

from responsa_server.store import Database, ResponseStore


async def open_store(url: str, *, durable_commits: bool = True) -> ResponseStore:
    """A ResponseStore on a freshly opened (and migrated) Database; close it with
    `store.database.close()`."""
    return ResponseStore(await Database.open(url, durable_commits=durable_commits))
