"""`ApiKeyStore`: create, revoke, list and look up API keys in the shared database."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import bindparam, insert, select, update

from responsa_server.auth.key_table import api_keys_table as keys_t
from responsa_server.auth.keys import key_hash, new_key, new_key_id, redacted
from responsa_server.store.database import Database

# Projects appear in logs and listings; keep them to a plain, bounded alphabet.
_PROJECT_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


@dataclass(frozen=True, slots=True)
class ApiKeyInfo:
    """What is known about a key besides its secret."""

    id: str
    project: str
    redacted_key: str
    created_at: int
    revoked_at: int | None


@dataclass(frozen=True, slots=True)
class CreatedKey:
    """A new key: `secret` exists only in this object and in what the caller shows once."""

    info: ApiKeyInfo
    secret: str


def check_project_name(project: str) -> str:
    """`project`, or ValueError naming the allowed form."""
    if not _PROJECT_NAME.match(project):
        raise ValueError(
            f"invalid project name {project!r}: 1-64 characters of letters, digits, '_', '.', "
            "'-', starting with a letter or digit"
        )
    return project


class ApiKeyStore:
    """API keys, stored as hashes next to the responses (same database, same migrations).

    By default nothing is cached: every lookup reads the table, so a revocation made by the CLI
    (another process) or by another replica applies to the very next request. The lookup is one
    indexed equality match on the hot path's driver connection (see bench/auth_overhead.py).
    With `cache_seconds` > 0 a valid key's project is reused for that long in this process: a
    revoked key then keeps working for at most `cache_seconds` here. Unknown keys are never
    cached, so a new key works at once.
    """

    def __init__(
        self,
        database: Database,
        *,
        cache_seconds: float = 0.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._db = database
        self._cache_seconds = cache_seconds
        self._clock = clock
        # key hash -> (project, monotonic expiry); bounded by the number of valid keys in use.
        self._cache: dict[str, tuple[str, float]] = {}
        self._lookup = database.compile(
            select(keys_t.c.project).where(
                keys_t.c.key_hash == bindparam("key_hash"), keys_t.c.revoked_at.is_(None)
            )
        )

    async def project_of(self, key: str) -> str | None:
        """The project of a valid, unrevoked key; None for any other string."""
        hashed = key_hash(key)
        if self._cache_seconds > 0:
            cached = self._cache.get(hashed)
            if cached is not None and cached[1] > self._clock():
                return cached[0]
        rows = await self._db.fetch_compiled(self._lookup, {"key_hash": hashed})
        if not rows:
            self._cache.pop(hashed, None)
            return None
        project = str(rows[0][0])
        if self._cache_seconds > 0:
            self._cache[hashed] = (project, self._clock() + self._cache_seconds)
        return project

    async def create(self, project: str) -> CreatedKey:
        """A new key for `project`; its secret is returned here and nowhere else."""
        secret = new_key()
        info = ApiKeyInfo(
            id=new_key_id(),
            project=check_project_name(project),
            redacted_key=redacted(secret),
            created_at=int(time.time()),
            revoked_at=None,
        )
        async with self._db.writing() as conn:
            await conn.execute(
                insert(keys_t).values(
                    id=info.id,
                    project=info.project,
                    key_hash=key_hash(secret),
                    redacted_key=info.redacted_key,
                    created_at=info.created_at,
                    revoked_at=None,
                )
            )
        return CreatedKey(info, secret)

    async def revoke(self, key_id: str) -> bool:
        """Revoke a key (kept for the record); False if no unrevoked key has this id."""
        async with self._db.writing() as conn:
            done = await conn.execute(
                update(keys_t)
                .where(keys_t.c.id == key_id, keys_t.c.revoked_at.is_(None))
                .values(revoked_at=int(time.time()))
            )
        return done.rowcount > 0

    async def list(self, project: str | None = None) -> list[ApiKeyInfo]:
        """Every key (of `project`, if given), oldest first, revoked ones included."""
        query = select(
            keys_t.c.id,
            keys_t.c.project,
            keys_t.c.redacted_key,
            keys_t.c.created_at,
            keys_t.c.revoked_at,
        ).order_by(keys_t.c.created_at, keys_t.c.id)
        if project is not None:
            query = query.where(keys_t.c.project == project)
        async with self._db.reading() as conn:
            rows = (await conn.execute(query)).all()
        return [ApiKeyInfo(*row) for row in rows]
