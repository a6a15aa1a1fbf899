"""Usage summed over a time range by model, key and day (docs/console.md, "Usage"), in SQL on
both stores: requests, tokens, cost and errors from the stored responses and the
failed-requests log, and latency percentiles (total and time to first token) of the stored
responses.

Tokens are read from the stored Response JSON (`usage`), time and cost from the `timeline`
column (engine/timeline.py); a response stored before they were recorded adds its tokens but
no time or cost. Percentiles are nearest-rank (the value at rank ceil(p * n) of the group's n
values, in order), computed with window functions (`row_number`, `count` over the group),
which SQLite (3.25+) and Postgres both have; no percentile rows leave the database. Each sum
walks the project's rows of the range on the `(project, created_at, ...)` indexes, and reads
the JSON of every row it sums: the cost is the listing's, per row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Float, case, cast, func, literal, select
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.store.database import Database
from responsa_server.store.failed_request_tables import failed_requests_table as failed_t
from responsa_server.store.tables import responses_table as responses_t

DIMENSIONS = ("day", "model", "key_id")
PERCENTILES = (50, 95, 99)


@dataclass(frozen=True, slots=True)
class UsageQuery:
    """What to sum: a project's rows with `start <= created_at < end` (Unix seconds), grouped
    by `group_by` (a subset of DIMENSIONS, in that order); days start at UTC plus
    `utc_offset_minutes`."""

    project: str
    start: int
    end: int
    group_by: tuple[str, ...]
    utc_offset_minutes: int = 0


def _json_number(column: Any, path: str, dialect: str) -> ColumnElement[Any]:
    """A number inside a JSON text column (`a.b.c`), NULL where absent (or not an object)."""
    keys = path.split(".")
    if dialect == "postgresql":
        document: Any = cast(column, postgresql.JSON)
        for key in keys[:-1]:
            document = document[key]
        return cast(document[keys[-1]].astext, Float)
    return cast(func.json_extract(column, "$." + path), Float)


def _dimensions(table: Any, query: UsageQuery) -> list[ColumnElement[Any]]:
    """The group's columns of `table`, labelled as DIMENSIONS names them."""
    columns: list[ColumnElement[Any]] = []
    for name in query.group_by:
        if name == "day":
            shifted = table.c.created_at + query.utc_offset_minutes * 60
            columns.append((shifted // 86400).label("day"))
        else:
            columns.append(table.c[name].label(name))
    return columns


def _in_range(table: Any, query: UsageQuery) -> list[ColumnElement[bool]]:
    return [
        table.c.project == query.project,
        table.c.created_at >= query.start,
        table.c.created_at < query.end,
    ]


async def usage_sums(database: Database, query: UsageQuery) -> list[dict[str, Any]]:
    """One dict per group that had a response or a failed request: its dimensions (`day` as
    the number of days since 1970-01-01 in the query's offset) and its sums."""
    groups: dict[tuple[Any, ...], dict[str, Any]] = {}

    def group(row: Sequence[Any]) -> dict[str, Any]:
        key = tuple(row[: len(query.group_by)])
        found = groups.get(key)
        if found is None:
            found = groups[key] = {
                **dict(zip(query.group_by, key, strict=True)),
                "responses": 0,
                "failed_responses": 0,
                "failed_requests": 0,
                "input_tokens": 0,
                "output_tokens": 0,
                "cached_tokens": 0,
                "cost_usd": 0.0,
                "latency_ms": {},
                "first_token_ms": {},
            }
        return found

    async with database.reading() as conn:
        dialect = conn.dialect.name
        for row in await _response_sums(conn, query, dialect):
            into = group(row)
            sums = row[len(query.group_by) :]
            into["responses"] = int(sums[0])
            into["failed_responses"] = int(sums[1] or 0)
            into["input_tokens"] = int(sums[2] or 0)
            into["output_tokens"] = int(sums[3] or 0)
            into["cached_tokens"] = int(sums[4] or 0)
            into["cost_usd"] = round(float(sums[5] or 0), 9)
        dimensions = _dimensions(failed_t, query)
        failed = select(*dimensions, func.count()).where(*_in_range(failed_t, query))
        for row in await conn.execute(failed.group_by(*dimensions)):
            group(row)["failed_requests"] = int(row[-1])
        for field, path in (("latency_ms", "total_ms"), ("first_token_ms", "first_token_ms")):
            for row in await _percentiles(conn, query, path, dialect):
                group(row)[field] = dict(
                    zip((f"p{p}" for p in PERCENTILES), row[len(query.group_by) :], strict=True)
                )
    ordered = sorted(groups.values(), key=lambda g: tuple(str(g[d]) for d in query.group_by))
    for entry in ordered:
        entry["requests"] = entry["responses"] + entry["failed_requests"]
        entry["errors"] = entry["failed_responses"] + entry["failed_requests"]
    return ordered


async def _response_sums(conn: AsyncConnection, query: UsageQuery, dialect: str) -> Sequence[Any]:
    body, timeline = responses_t.c.body, responses_t.c.timeline
    if dialect == "postgresql":
        status: ColumnElement[Any] = cast(body, postgresql.JSON)["status"].astext
    else:
        status = func.json_extract(body, "$.status")
    dimensions = _dimensions(responses_t, query)
    sums = select(
        *dimensions,
        func.count(),
        func.sum(case((status == "failed", 1), else_=0)),
        func.sum(_json_number(body, "usage.input_tokens", dialect)),
        func.sum(_json_number(body, "usage.output_tokens", dialect)),
        func.sum(_json_number(body, "usage.input_tokens_details.cached_tokens", dialect)),
        func.sum(_json_number(timeline, "cost_usd", dialect)),
    ).where(*_in_range(responses_t, query))
    return (await conn.execute(sums.group_by(*dimensions))).all()


async def _percentiles(
    conn: AsyncConnection, query: UsageQuery, path: str, dialect: str
) -> Sequence[Any]:
    """Per group, the nearest-rank percentiles of a timeline number (groups without one:
    no row)."""
    value = _json_number(responses_t.c.timeline, path, dialect)
    dimensions = _dimensions(responses_t, query)
    partition = dimensions or [literal(1)]
    ranked = (
        select(
            *dimensions,
            value.label("v"),
            func.row_number().over(partition_by=partition, order_by=value).label("rank"),
            func.count().over(partition_by=partition).label("n"),
        )
        .where(*_in_range(responses_t, query), value.is_not(None))
        .subquery()
    )
    names = [ranked.c[name] for name in query.group_by]
    # Nearest rank: ceil(p * n / 100) in integers, (p * n + 99) // 100.
    picks = [
        func.max(case((ranked.c.rank == (ranked.c.n * p + 99) // 100, ranked.c.v)))
        for p in PERCENTILES
    ]
    return (await conn.execute(select(*names, *picks).group_by(*names))).all()
