"""`PromptStore`: the versions of a project's prompt templates in the shared database.

Every statement is scoped by `project`, so another project's prompt id is as unknown as a
made-up one. A new version is numbered under a lock on the template's first row, so two
concurrent updates get consecutive numbers rather than one conflict.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import and_, bindparam, delete, func, insert, select

from responsa_server.model.request.prompt import TemplateFields, variables_of
from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.prompt_tables import prompt_versions_table as versions_t

_COLUMNS = (
    versions_t.c.id,
    versions_t.c.version,
    versions_t.c.name,
    versions_t.c.instructions,
    versions_t.c.input,
    versions_t.c.created_at,
)


@dataclass(frozen=True, slots=True)
class PromptVersion:
    """One version of a template as stored."""

    id: str
    version: int
    name: str | None
    instructions: str | None
    input: list[dict[str, Any]]
    created_at: int

    def to_dict(self) -> dict[str, Any]:
        """The API's `prompt` object."""
        return {
            "object": "prompt",
            "id": self.id,
            "version": str(self.version),
            "name": self.name,
            "instructions": self.instructions,
            "input": self.input,
            "variables": variables_of(self.instructions, self.input),
            "created_at": self.created_at,
        }


def _version(row: Sequence[Any]) -> PromptVersion:
    id_, version, name, instructions, items, created_at = row
    return PromptVersion(
        id=id_,
        version=int(version),
        name=name,
        instructions=instructions,
        input=orjson.loads(items),
        created_at=int(created_at),
    )


def _this() -> Any:
    return and_(versions_t.c.project == bindparam("project"), versions_t.c.id == bindparam("id"))


class PromptStore:
    """Create, version, read, list and delete a project's templates."""

    def __init__(self, database: Database) -> None:
        self._db = database
        compile_ = database.compile
        fields = ("id", "version", "project", "name", "instructions", "input", "created_at")
        self._insert = compile_(
            insert(versions_t).values({name: bindparam(name) for name in fields})
        )
        self._get = compile_(
            select(*_COLUMNS).where(_this(), versions_t.c.version == bindparam("version"))
        )
        self._newest = compile_(
            select(*_COLUMNS).where(_this()).order_by(versions_t.c.version.desc()).limit(1)
        )
        # Serialises the numbering of one template's versions (Postgres; SQLite writes are
        # serialised already).
        self._lock_first = compile_(
            select(versions_t.c.id).where(_this(), versions_t.c.version == 1).with_for_update()
        )
        self._versions = compile_(select(*_COLUMNS).where(_this()).order_by(versions_t.c.version))
        newest = (
            select(versions_t.c.id, func.max(versions_t.c.version).label("newest"))
            .where(versions_t.c.project == bindparam("project"))
            .group_by(versions_t.c.id)
            .subquery()
        )
        self._page = {
            order: compile_(
                select(*_COLUMNS)
                .join(
                    newest,
                    and_(versions_t.c.id == newest.c.id, versions_t.c.version == newest.c.newest),
                )
                .where(versions_t.c.project == bindparam("project"))
                # Ids begin with their creation time: id order is creation order.
                .order_by(versions_t.c.id.desc() if order == "desc" else versions_t.c.id)
            )
            for order in ("asc", "desc")
        }
        self._delete = compile_(delete(versions_t).where(_this()).returning(versions_t.c.id))

    @operation("prompt_create")
    async def create(
        self, prompt_id: str, fields: TemplateFields, *, project: str, now: int
    ) -> PromptVersion:
        """Store version 1 of a new template."""
        row = {
            "id": prompt_id,
            "version": 1,
            "project": project,
            "name": fields.name,
            "instructions": fields.instructions,
            "input": orjson.dumps(fields.input or []).decode(),
            "created_at": now,
        }
        async with self._db.transaction() as conn:
            await conn.execute(self._insert, row)
        return _version([row[c.name] for c in _COLUMNS])

    @operation("prompt_get")
    async def get(
        self, prompt_id: str, version: int | None, *, project: str
    ) -> PromptVersion | None:
        """The version asked for (None: the newest); None when the project has no such one."""
        this = {"project": project, "id": prompt_id}
        async with self._db.connected() as conn:
            if version is None:
                row = await conn.first(self._newest, this)
            else:
                row = await conn.first(self._get, {**this, "version": version})
        return None if row is None else _version(row)

    @operation("prompt_update")
    async def update(
        self, prompt_id: str, fields: TemplateFields, *, project: str, now: int
    ) -> PromptVersion | None:
        """Write the next version: what `fields` gives, the rest from the newest; None if
        unknown."""
        this = {"project": project, "id": prompt_id}
        async with self._db.transaction() as conn:
            if await conn.first(self._lock_first, this) is None:
                return None
            found = await conn.first(self._newest, this)
            if found is None:
                return None
            newest = _version(found)
            row = {
                **this,
                "version": newest.version + 1,
                "name": fields.name if fields.name is not None else newest.name,
                "instructions": (
                    fields.instructions if fields.instructions is not None else newest.instructions
                ),
                "input": orjson.dumps(
                    fields.input if fields.input is not None else newest.input
                ).decode(),
                "created_at": now,
            }
            await conn.execute(self._insert, row)
        return _version([row[c.name] for c in _COLUMNS])

    @operation("prompt_versions")
    async def versions(self, prompt_id: str, *, project: str) -> list[PromptVersion]:
        """Every version of the template, oldest first (empty when unknown)."""
        async with self._db.connected() as conn:
            rows = await conn.fetch(self._versions, {"project": project, "id": prompt_id})
        return [_version(row) for row in rows]

    @operation("prompt_list")
    async def page(
        self, *, project: str, after: str | None, limit: int, order: str
    ) -> tuple[list[PromptVersion], bool]:
        """Up to `limit` templates (each at its newest version) after the one named `after`,
        and whether more follow. A project has few templates: the page is cut here."""
        async with self._db.connected() as conn:
            rows = await conn.fetch(self._page[order], {"project": project})
        found = [_version(row) for row in rows]
        if after is not None:
            ids = [p.id for p in found]
            found = found[ids.index(after) + 1 :] if after in ids else []
        return found[:limit], len(found) > limit

    @operation("prompt_delete")
    async def delete(self, prompt_id: str, *, project: str) -> bool:
        """Delete every version; False if unknown."""
        async with self._db.transaction() as conn:
            gone = await conn.fetch(self._delete, {"project": project, "id": prompt_id})
        return bool(gone)
