"""Listing stored responses and a response's input items, a page at a time (cursor paging by
position or by `(created_at, id)`, either order)."""

from __future__ import annotations

from typing import Any

import orjson
from sqlalchemy import and_, cast, false, func, not_, or_, select, true
from sqlalchemy.dialects import postgresql
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.model.errors import invalid_param
from responsa_server.model.response_filters import NO_FILTERS, ResponseFilters
from responsa_server.store.database import Database
from responsa_server.store.response_rows import Page, RowExtras, assemble
from responsa_server.store.response_search import search_conditions
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t


def _is_descending(order: str) -> bool:
    """Whether a listing runs newest first; an unknown order is a 400."""
    if order not in ("asc", "desc"):
        raise invalid_param("order", f"order must be 'asc' or 'desc', got {order!r}")
    return order == "desc"


async def list_input_items(
    database: Database,
    response_id: str,
    *,
    after: str | None,
    before: str | None,
    limit: int,
    order: str,
    project: str,
) -> Page | None:
    """A page of the input items `response_id` added; None if the response is unknown.

    "desc" lists the last item of the request first. `after`/`before` are item ids within
    this response (if one id occurs twice in a request, its first occurrence counts).
    An id that is not among the response's input items is a 400 naming the parameter.
    """
    descending = _is_descending(order)
    async with database.reading() as conn:
        exists = await conn.scalar(
            select(responses_t.c.id).where(
                responses_t.c.id == response_id, responses_t.c.project == project
            )
        )
        if exists is None:
            return None
        own_inputs = and_(items_t.c.response_id == response_id, items_t.c.is_output == false())
        bounds: dict[str, int] = {}
        for name, cursor in (("after", after), ("before", before)):
            if cursor is None:
                continue
            position = await conn.scalar(
                select(items_t.c.position)
                .where(own_inputs, items_t.c.item_id == cursor)
                .order_by(items_t.c.position)
                .limit(1)
            )
            if position is None:
                message = f"No input item with id '{cursor}' in response '{response_id}'"
                raise invalid_param(name, message)
            bounds[name] = position
        position_col = items_t.c.position
        conditions: list[ColumnElement[bool]] = [own_inputs]
        for name, bound in bounds.items():
            goes_down = descending == (name == "after")
            conditions.append(position_col < bound if goes_down else position_col > bound)
        backwards = "before" in bounds and "after" not in bounds
        fetch_descending = descending != backwards
        rows = (
            await conn.execute(
                select(items_t.c.body)
                .where(*conditions)
                .order_by(position_col.desc() if fetch_descending else position_col)
                .limit(limit + 1)
            )
        ).all()
    has_more = len(rows) > limit
    bodies = [body for (body,) in rows[:limit]]
    if backwards:
        bodies.reverse()
    data = [orjson.loads(body) for body in bodies]
    return Page(
        data=data,
        first_id=data[0].get("id") if data else None,
        last_id=data[-1].get("id") if data else None,
        has_more=has_more,
    )


def _filtered(filters: ResponseFilters, dialect: str) -> list[ColumnElement[bool]]:
    """The conditions of `filters`. The time range is on the `(project, created_at, id)`
    index; status, background and tools are read from the stored body (JSON text), so saving
    a response writes nothing more for them: the listing pays instead, per row it reads.
    """
    conditions: list[ColumnElement[bool]] = []
    created = responses_t.c.created_at
    if filters.created_after is not None:
        conditions.append(created >= filters.created_after)
    if filters.created_before is not None:
        conditions.append(created < filters.created_before)
    conditions.extend(search_conditions(filters, dialect))
    if filters.status is None and filters.background is None and filters.has_tools is None:
        return conditions
    body = responses_t.c.body
    status: ColumnElement[Any]
    background: ColumnElement[bool]
    tools: ColumnElement[bool]
    if dialect == "postgresql":
        # `json`, not `jsonb`: the cast only checks the text, and ->> reads up to the field.
        document = cast(body, postgresql.JSON)
        status = document["status"].astext
        background = func.coalesce(document["background"].astext, "false") == "true"
        tools = func.coalesce(document["tools"].astext, "[]").not_in(["[]", "null"])
    else:
        status = func.json_extract(body, "$.status")
        background = func.coalesce(func.json_type(body, "$.background"), "null") == "true"
        tools = func.coalesce(func.json_array_length(body, "$.tools"), 0) > 0
    if filters.status is not None:
        conditions.append(status == filters.status)
    if filters.background is not None:
        conditions.append(background if filters.background else not_(background))
    if filters.has_tools is not None:
        conditions.append(tools if filters.has_tools else not_(tools))
    return conditions


async def list_responses(
    database: Database,
    *,
    after: str | None,
    before: str | None,
    limit: int,
    order: str,
    model: str | None,
    project: str,
    previous_response_id: str | None = None,
    filters: ResponseFilters = NO_FILTERS,
    rows: bool = False,
) -> Page:
    """A page of stored responses ordered by `created_at` (ties broken by id).

    `after`/`before` are response ids; `model` keeps only responses of that model;
    `previous_response_id` only those continuing that response (its "next" ones, found through
    the `previous_response_id` index); `filters` by status, background, tools, time range
    (`_filtered`), words, metadata, model prefix and error code (`response_search`). Filters
    only remove rows: the cursors and `has_more` page the filtered list as they page the whole
    one.
    Each entry is the full Response object, output included; with `rows`, the page's `rows`
    also hold each one's last input item, timeline record and key, read on the same
    connection (one more statement for the items; the rest comes with the page's rows).
    """
    descending = _is_descending(order)
    created, rid = responses_t.c.created_at, responses_t.c.id
    async with database.reading() as conn:
        conditions: list[ColumnElement[bool]] = [responses_t.c.project == project]
        if model is not None:
            conditions.append(responses_t.c.model == model)
        if previous_response_id is not None:
            conditions.append(responses_t.c.previous_response_id == previous_response_id)
        if filters.any():
            conditions.extend(_filtered(filters, conn.dialect.name))
        bounded: set[str] = set()
        for name, cursor in (("after", after), ("before", before)):
            if cursor is None:
                continue
            cursor_created = await conn.scalar(
                select(created).where(rid == cursor, responses_t.c.project == project)
            )
            if cursor_created is None:
                raise invalid_param(name, f"No response with id '{cursor}'")
            bounded.add(name)
            if descending == (name == "after"):
                conditions.append(
                    or_(created < cursor_created, and_(created == cursor_created, rid < cursor))
                )
            else:
                conditions.append(
                    or_(created > cursor_created, and_(created == cursor_created, rid > cursor))
                )
        backwards = "before" in bounded and "after" not in bounded
        fetch_descending = descending != backwards
        keys = (created.desc(), rid.desc()) if fetch_descending else (created, rid)
        extra = (responses_t.c.timeline, responses_t.c.key_id) if rows else ()
        page_query = (
            select(rid, responses_t.c.body, *extra)
            .where(*conditions)
            .order_by(*keys)
            .limit(limit + 1)
        )
        fetched = (await conn.execute(page_query)).all()
        has_more = len(fetched) > limit
        page_rows = list(fetched[:limit])
        if backwards:
            page_rows.reverse()
        outputs: dict[str, list[str]] = {row[0]: [] for row in page_rows}
        last_inputs = await _last_inputs(conn, list(outputs)) if rows and outputs else {}
        if outputs:
            item_rows = await conn.execute(
                select(items_t.c.response_id, items_t.c.body)
                .where(items_t.c.response_id.in_(list(outputs)), items_t.c.is_output == true())
                .order_by(items_t.c.response_id, items_t.c.position)
            )
            for owner, item_body in item_rows:
                outputs[owner].append(item_body)
    data = [assemble(row[1], outputs[row[0]]) for row in page_rows]
    return Page(
        data=data,
        first_id=page_rows[0][0] if page_rows else None,
        last_id=page_rows[-1][0] if page_rows else None,
        has_more=has_more,
        rows={
            row[0]: RowExtras(
                last_input=last_inputs.get(row[0]),
                timeline=_timeline_record(row[2]),
                key_id=row[3],
            )
            for row in page_rows
        }
        if rows
        else None,
    )


async def _last_inputs(conn: Any, response_ids: list[str]) -> dict[str, dict[str, Any]]:
    """Each response's last input item (what was asked last), by response id."""
    inputs = items_t.alias("inputs")
    last = (
        select(func.max(inputs.c.position))
        .where(inputs.c.response_id == items_t.c.response_id, inputs.c.is_output == false())
        .scalar_subquery()
    )
    found = await conn.execute(
        select(items_t.c.response_id, items_t.c.body).where(
            items_t.c.response_id.in_(response_ids),
            items_t.c.is_output == false(),
            items_t.c.position == last,
        )
    )
    return {owner: orjson.loads(body) for owner, body in found}


def _timeline_record(stored: str | None) -> dict[str, Any] | None:
    """A stored timeline's totals (`total_ms`, `first_token_ms`, `cost_usd`), without steps; a
    timeline stored as a bare list of steps (before totals were kept) has none."""
    if not stored:
        return None
    record = orjson.loads(stored)
    if not isinstance(record, dict):
        return None
    return {k: record[k] for k in ("total_ms", "first_token_ms", "cost_usd") if k in record}


__all__ = ["list_input_items", "list_responses"]
