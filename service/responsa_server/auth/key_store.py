"""`ApiKeyStore`: create, revoke, list and look up API keys in the shared database."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlalchemy import and_, bindparam, insert, or_, select, update

from responsa_server.auth.key_table import api_keys_table as keys_t
from responsa_server.auth.keys import key_hash, new_key, new_key_id, redacted
from responsa_server.model.key_requests import key_name
from responsa_server.store.database import Database

# The columns of an `ApiKeyInfo`, in its fields' order.
_INFO = (
    keys_t.c.id,
    keys_t.c.project,
    keys_t.c.redacted_key,
    keys_t.c.created_at,
    keys_t.c.revoked_at,
    keys_t.c.admin,
    keys_t.c.name,
)

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
    admin: bool = False
    name: str | None = None


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
        # key hash -> (project, key id, monotonic expiry); bounded by the valid keys in use.
        self._cache: dict[str, tuple[str, str, float]] = {}
        self._lookup = database.compile(
            select(keys_t.c.project, keys_t.c.id).where(
                keys_t.c.key_hash == bindparam("key_hash"), keys_t.c.revoked_at.is_(None)
            )
        )

    async def project_of(self, key: str) -> str | None:
        """The project of a valid, unrevoked key; None for any other string."""
        found = await self.caller_of(key)
        return None if found is None else found[0]

    async def caller_of(self, key: str) -> tuple[str, str | None] | None:
        """The project and id of a valid, unrevoked key (one lookup, cached like the project);
        None for any other string."""
        hashed = key_hash(key)
        if self._cache_seconds > 0:
            cached = self._cache.get(hashed)
            if cached is not None and cached[2] > self._clock():
                return cached[0], cached[1]
        rows = await self._db.fetch_compiled(self._lookup, {"key_hash": hashed})
        if not rows:
            self._cache.pop(hashed, None)
            return None
        project, key_id = str(rows[0][0]), str(rows[0][1])
        if self._cache_seconds > 0:
            self._cache[hashed] = (project, key_id, self._clock() + self._cache_seconds)
        return project, key_id

    async def create(
        self, project: str, *, admin: bool = False, name: str | None = None
    ) -> CreatedKey:
        """A new key for `project` (an admin key if `admin`); its secret is returned here and
        nowhere else. ValueError for a bad project name, ApiError (400) for a bad key name."""
        secret = new_key()
        info = ApiKeyInfo(
            id=new_key_id(),
            project=check_project_name(project),
            redacted_key=redacted(secret),
            created_at=int(time.time()),
            revoked_at=None,
            admin=admin,
            name=None if name is None else key_name(name, "name"),
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
                    admin=admin,
                    name=info.name,
                )
            )
        return CreatedKey(info, secret)

    async def revoke(self, key_id: str, *, project: str | None = None) -> bool:
        """Revoke a key (kept for the record); False if no unrevoked key has this id (in
        `project`, when given). This process forgets any cached lookup of it at once."""
        conditions = [keys_t.c.id == key_id, keys_t.c.revoked_at.is_(None)]
        if project is not None:
            conditions.append(keys_t.c.project == project)
        async with self._db.writing() as conn:
            revoked = (
                await conn.execute(
                    update(keys_t)
                    .where(*conditions)
                    .values(revoked_at=int(time.time()))
                    .returning(keys_t.c.key_hash)
                )
            ).all()
        for (hashed,) in revoked:
            self._cache.pop(hashed, None)
        return bool(revoked)

    async def list(self, project: str | None = None) -> list[ApiKeyInfo]:
        """Every key (of `project`, if given), oldest first, revoked ones included."""
        query = select(*_INFO).order_by(keys_t.c.created_at, keys_t.c.id)
        if project is not None:
            query = query.where(keys_t.c.project == project)
        async with self._db.reading() as conn:
            rows = (await conn.execute(query)).all()
        return [ApiKeyInfo(*row) for row in rows]

    async def caller(self, key: str) -> ApiKeyInfo | None:
        """What is known about a valid, unrevoked key (read now, never from the cache: the
        key endpoints decide on it); None for any other string."""
        async with self._db.reading() as conn:
            row = (
                await conn.execute(
                    select(*_INFO).where(
                        keys_t.c.key_hash == key_hash(key), keys_t.c.revoked_at.is_(None)
                    )
                )
            ).first()
        return None if row is None else ApiKeyInfo(*row)

    async def active(self, project: str, key_id: str) -> ApiKeyInfo | None:
        """`project`'s unrevoked key `key_id`; None for any other id (another project's
        included)."""
        async with self._db.reading() as conn:
            row = (
                await conn.execute(
                    select(*_INFO).where(
                        keys_t.c.id == key_id,
                        keys_t.c.project == project,
                        keys_t.c.revoked_at.is_(None),
                    )
                )
            ).first()
        return None if row is None else ApiKeyInfo(*row)

    async def page(
        self, project: str, *, after: str | None, limit: int, descending: bool
    ) -> tuple[Sequence[ApiKeyInfo], bool] | None:
        """Up to `limit` of `project`'s unrevoked keys ordered by creation (then id), after
        the key `after`, and whether more follow; None if `after` is not such a key."""
        created, key_id = keys_t.c.created_at, keys_t.c.id
        conditions = [keys_t.c.project == project, keys_t.c.revoked_at.is_(None)]
        async with self._db.reading() as conn:
            if after is not None:
                cursor = await conn.scalar(select(created).where(*conditions, key_id == after))
                if cursor is None:
                    return None
                if descending:
                    later = or_(created < cursor, and_(created == cursor, key_id < after))
                else:
                    later = or_(created > cursor, and_(created == cursor, key_id > after))
                conditions.append(later)
            keys = (created.desc(), key_id.desc()) if descending else (created, key_id)
            rows = (
                await conn.execute(
                    select(*_INFO).where(*conditions).order_by(*keys).limit(limit + 1)
                )
            ).all()
        return [ApiKeyInfo(*row) for row in rows[:limit]], len(rows) > limit
