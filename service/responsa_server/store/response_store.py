"""`ResponseStore`: stored Responses, their items, and `previous_response_id` chains.

It runs on the shared `Database` (store/database.py); the row layout is `response_rows.py`,
the per-request statements `hot_path.py`, the listings `response_pages.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from sqlalchemy import bindparam, delete, insert, select
from sqlalchemy.exc import IntegrityError

from responsa_server.model.response_filters import NO_FILTERS, ResponseFilters
from responsa_server.store import response_pages
from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.hot_path import HotPath, PostgresHotPath, SqliteHotPath
from responsa_server.store.response_rows import Page, assemble, response_rows
from responsa_server.store.tables import mcp_approvals_table as approvals_t
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t
from responsa_server.store.usage_sums import UsageQuery, usage_sums

_delete_items_of = delete(items_t).where(
    items_t.c.response_id == bindparam("rid"), items_t.c.project == bindparam("project")
)
_delete_response = delete(responses_t).where(
    responses_t.c.id == bindparam("rid"), responses_t.c.project == bindparam("project")
)


class ResponseStore:
    """Persists Responses and rehydrates `previous_response_id` chains.

    A response row holds the Response JSON without its output items; the items table holds
    every item a response *added* (its own input items, then its output items), each once.
    Deleting a response removes its row and items; a chain that passes through a deleted
    response stops there (older responses are no longer reachable from newer ones).
    """

    def __init__(self, database: Database) -> None:
        self._db = database
        self._hot: HotPath
        kept = database.kept_connection
        if kept is not None:
            self._hot = PostgresHotPath(kept, database.dialect)
        else:
            assert database.write_lock is not None  # SQLite always queues its writers
            self._hot = SqliteHotPath(database.engine, database.write_lock)
        # Read by every background job as it starts.
        self._route_of = database.compile(
            select(responses_t.c.route, responses_t.c.key_id).where(
                responses_t.c.id == bindparam("rid"), responses_t.c.project == bindparam("project")
            )
        )

    @property
    def database(self) -> Database:
        """The database the responses live in (the transcripts beside them use it too)."""
        return self._db

    @operation("save")
    async def save(
        self,
        response: dict[str, Any],
        input_items: list[dict[str, Any]],
        *,
        project: str,
        timeline: str | None = None,
        route: str | None = None,
        key_id: str | None = None,
    ) -> None:
        """Store `response` (owned by `project`, made with API key `key_id` if known) and the
        input items this request added, replacing any earlier save.

        Atomic: re-saving an id (stream finished, later cancelled) replaces the row and all its
        items. One statement on Postgres; on SQLite one transaction of two statements (three
        when replacing).
        """
        row, item_rows = response_rows(
            response, input_items, project=project, timeline=timeline, route=route, key_id=key_id
        )
        async with self._db.turn():
            await self._hot.save(row, item_rows)

    @operation("timeline")
    async def timeline(self, response_id: str, *, project: str) -> tuple[bool, str | None]:
        """Whether `project` stored `response_id`, and its tool loop's timeline (JSON) if kept."""
        async with self._db.reading() as conn:
            row = (
                await conn.execute(
                    select(responses_t.c.timeline).where(
                        responses_t.c.id == response_id, responses_t.c.project == project
                    )
                )
            ).first()
        return (False, None) if row is None else (True, row[0])

    async def route_of(self, response_id: str, *, project: str) -> str | None:
        """The route recorded for a stored response (JSON `{"upstream", "model"}`), or None
        (unknown response, or none recorded)."""
        return (await self.admission_of(response_id, project=project))[0]

    @operation("route_of")
    async def admission_of(
        self, response_id: str, *, project: str
    ) -> tuple[str | None, str | None]:
        """What a stored response was admitted with: its route (as `route_of`) and the id of
        the API key that made it (None: no key, or an unknown response). One read, as a
        background job starts."""
        rows = await self._db.fetch_compiled(
            self._route_of, {"rid": response_id, "project": project}
        )
        if not rows:
            return None, None
        route, key_id = rows[0][0], rows[0][1]
        return (
            str(route) if route is not None else None,
            str(key_id) if key_id is not None else None,
        )

    @operation("get")
    async def get(self, response_id: str, *, project: str) -> dict[str, Any] | None:
        """The full Response object, output included, exactly as saved; None if unknown (or
        another project's)."""
        async with self._db.turn():
            rows = await self._hot.fetch_with_output(response_id, project)
        if not rows:
            return None
        return assemble(rows[0][0], [item for _, item in rows if item is not None])

    @operation("load_context")
    async def load_context(self, response_id: str, *, project: str) -> list[dict[str, Any]] | None:
        """Every item of the chain ending at `response_id`, oldest response first.

        For each response: its input items, then its output items. One query whatever the
        chain length. None if `response_id` is unknown or another project's; the chain stops at
        a deleted response.
        """
        async with self._db.turn():
            rows = await self._hot.fetch_context(response_id, project)
        if not rows:
            return None
        return [orjson.loads(body) for _, body in rows if body is not None]

    @operation("find_items")
    async def find_items(
        self, item_ids: Sequence[str], *, project: str
    ) -> dict[str, dict[str, Any]]:
        """Stored items by id, from any response of `project` (ids not found are left out).

        One indexed query (`response_items.item_id`). An id stored more than once (clients
        resend earlier output as input) answers with the item as its response produced it.
        """
        if not item_ids:
            return {}
        query = (
            select(items_t.c.item_id, items_t.c.body)
            .where(items_t.c.item_id.in_(sorted(set(item_ids))), items_t.c.project == project)
            .order_by(items_t.c.is_output.desc())
        )
        found: dict[str, dict[str, Any]] = {}
        async with self._db.reading() as conn:
            for item_id, body in await conn.execute(query):
                if item_id not in found:
                    found[item_id] = orjson.loads(body)
        return found

    @operation("claim_approvals")
    async def claim_approvals(
        self,
        answers: Sequence[tuple[str, bool]],
        response_id: str,
        created_at: int,
        *,
        project: str,
    ) -> str | None:
        """Record answers to MCP approval requests (`(approval_request_id, approve)` pairs) for
        `response_id`, all or none.

        Returns None when every request was still unanswered (now they are), else the id of one
        that was answered before (and nothing is recorded). Concurrent claims of one id from
        any number of processes: exactly one succeeds.
        """
        if not answers:
            return None
        ids = [approval_id for approval_id, _ in answers]
        rows = [
            {
                "approval_request_id": approval_id,
                "response_id": response_id,
                "project": project,
                "approve": approve,
                "created_at": created_at,
            }
            for approval_id, approve in answers
        ]
        try:
            async with self._db.writing() as conn:
                await conn.execute(insert(approvals_t), rows)
        except IntegrityError:
            async with self._db.reading() as conn:
                found = await conn.execute(
                    select(approvals_t.c.approval_request_id).where(
                        approvals_t.c.approval_request_id.in_(ids)
                    )
                )
                taken = {row[0] for row in found}
            return next((approval_id for approval_id in ids if approval_id in taken), ids[0])
        return None

    @operation("delete")
    async def delete(self, response_id: str, *, project: str) -> bool:
        """Delete a response and its items; False if it was not stored (or is another
        project's: then nothing is deleted)."""
        params = {"rid": response_id, "project": project}
        async with self._db.writing() as conn:
            # Items first, explicitly: correct even where foreign keys are not enforced.
            await conn.execute(_delete_items_of, params)
            gone = await conn.execute(_delete_response, params)
        return gone.rowcount > 0

    @operation("list_input_items")
    async def list_input_items(
        self,
        response_id: str,
        *,
        after: str | None,
        before: str | None,
        limit: int,
        order: str,
        project: str,
    ) -> Page | None:
        """A page of the input items `response_id` added; None if the response is unknown
        (see `response_pages.list_input_items`)."""
        return await response_pages.list_input_items(
            self._db,
            response_id,
            after=after,
            before=before,
            limit=limit,
            order=order,
            project=project,
        )

    @operation("list_responses")
    async def list_responses(
        self,
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
        """A page of stored responses ordered by `created_at` (ties broken by id); see
        `response_pages.list_responses`."""
        return await response_pages.list_responses(
            self._db,
            after=after,
            before=before,
            limit=limit,
            order=order,
            model=model,
            project=project,
            previous_response_id=previous_response_id,
            filters=filters,
            rows=rows,
        )

    @operation("usage")
    async def usage(self, query: UsageQuery) -> list[dict[str, Any]]:
        """Usage summed by the query's groups (`usage_sums.usage_sums`)."""
        return await usage_sums(self._db, query)


__all__ = ["Page", "ResponseStore"]
