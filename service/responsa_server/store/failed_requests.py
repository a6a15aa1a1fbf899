"""`FailedRequestStore`: the failed-requests log's rows (store/failed_request_tables.py),
written in batches and listed a page at a time, newest first, scoped by project."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, insert, or_, select
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.model.errors import invalid_param
from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.failed_request_tables import failed_requests_table as failed_t
from responsa_server.store.response_rows import Page

# The row's columns as the API shows them (`object: "responsa.failed_request"` is added).
FIELDS = (
    "id",
    "created_at",
    "request_id",
    "key_id",
    "model",
    "method",
    "status",
    "code",
    "param",
    "message",
    "upstream_attempts",
    "response_id",
    "duration_ms",
)


@dataclass(frozen=True, slots=True)
class FailedRequestFilters:
    """What a listing keeps (every field optional): a time range (Unix seconds, half-open),
    a model, a key, an HTTP status."""

    created_after: int | None = None
    created_before: int | None = None
    model: str | None = None
    key_id: str | None = None
    status: int | None = None


class FailedRequestStore:
    """The `failed_requests` table on the shared `Database`."""

    def __init__(self, database: Database) -> None:
        self._db = database

    @operation("add_failed_requests")
    async def add(self, rows: Sequence[dict[str, Any]]) -> None:
        """Insert `rows` (each with every column) in one transaction."""
        if rows:
            async with self._db.writing() as conn:
                await conn.execute(insert(failed_t), list(rows))

    @operation("list_failed_requests")
    async def page(
        self,
        *,
        project: str,
        filters: FailedRequestFilters,
        after: str | None,
        limit: int,
    ) -> Page:
        """A page of `project`'s failed requests, newest first; `after` is a row id of the
        project (else OpenAI's 400 naming `after`)."""
        created, rid = failed_t.c.created_at, failed_t.c.id
        conditions: list[ColumnElement[bool]] = [failed_t.c.project == project]
        if filters.created_after is not None:
            conditions.append(created >= filters.created_after)
        if filters.created_before is not None:
            conditions.append(created < filters.created_before)
        if filters.model is not None:
            conditions.append(failed_t.c.model == filters.model)
        if filters.key_id is not None:
            conditions.append(failed_t.c.key_id == filters.key_id)
        if filters.status is not None:
            conditions.append(failed_t.c.status == filters.status)
        async with self._db.reading() as conn:
            if after is not None:
                bound = await conn.scalar(
                    select(created).where(rid == after, failed_t.c.project == project)
                )
                if bound is None:
                    raise invalid_param("after", f"No failed request with id '{after}'")
                conditions.append(or_(created < bound, and_(created == bound, rid < after)))
            columns = [failed_t.c[name] for name in FIELDS]
            fetched = (
                await conn.execute(
                    select(*columns)
                    .where(*conditions)
                    .order_by(created.desc(), rid.desc())
                    .limit(limit + 1)
                )
            ).all()
        data = [
            {"object": "responsa.failed_request", **dict(zip(FIELDS, row, strict=True))}
            for row in fetched[:limit]
        ]
        return Page(
            data=data,
            first_id=data[0]["id"] if data else None,
            last_id=data[-1]["id"] if data else None,
            has_more=len(fetched) > limit,
        )
