"""How a Response is laid out in rows: the `responses` row, its `response_items` rows, and a
Response rebuilt from them (shared by `ResponseStore` and the conversation store), and the
rewrite of a stored Response inside a caller's transaction (the fenced writes of jobs/)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import bindparam, delete, false, func, insert, select, true, update

from responsa_server.store.database import Database, DriverConnection
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t


@dataclass(slots=True)
class Page:
    """One page of a listing (input items or responses), in the requested order."""

    data: list[dict[str, Any]]
    first_id: str | None
    last_id: str | None
    has_more: bool
    # Per response id, what a console row shows beside the Response (`list_responses` with
    # `rows`): its last input item, time and cost (the timeline's JSON), its key.
    rows: dict[str, RowExtras] | None = None


@dataclass(frozen=True, slots=True)
class RowExtras:
    """What a listing row carries beside its Response."""

    last_input: dict[str, Any] | None
    timeline: dict[str, Any] | None
    key_id: str | None


def _dumps(value: dict[str, Any]) -> str:
    return orjson.dumps(value).decode()


def response_rows(
    response: dict[str, Any],
    input_items: list[dict[str, Any]],
    *,
    project: str,
    timeline: str | None = None,
    route: str | None = None,
    key_id: str | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The `responses` row and the `response_items` rows that store `response` for `project`:
    its input items at positions 0..n-1, then its output items (the body keeps `output`
    empty). `timeline`: when its tool loop's steps ran (JSON, engine/timeline.py), if known;
    `route`: the route that served it (None keeps a re-saved row's, as does a None timeline);
    `key_id`: the API key that created it (None keeps a re-saved row's too)."""
    response_id = response["id"]
    output: list[dict[str, Any]] = response.get("output") or []
    body = response
    if "output" in response:
        # Keep the key (and so the key order) but not the items: they live in items_t.
        body = dict(response)
        body["output"] = []
    row = {
        "id": response_id,
        "project": project,
        "created_at": int(response.get("created_at") or 0),
        "model": str(response.get("model") or ""),
        "previous_response_id": response.get("previous_response_id"),
        "body": _dumps(body),
        "timeline": timeline,
        "route": route,
        "key_id": key_id,
    }
    first_output = len(input_items)
    item_rows = [
        {
            "response_id": response_id,
            "project": project,
            "position": position,
            "item_id": item.get("id"),
            "is_output": position >= first_output,
            "body": _dumps(item),
        }
        for position, item in enumerate([*input_items, *output])
    ]
    return row, item_rows


def assemble(body: str, output_bodies: Sequence[str]) -> dict[str, Any]:
    """Rebuild a Response from its stored body and its output item bodies."""
    response: dict[str, Any] = orjson.loads(body)
    if "output" in response:
        response["output"] = [orjson.loads(item) for item in output_bodies]
    return response


class ResponseRewrite:
    """Stores a new Response with its items, or rewrites a stored one and its output items,
    inside a caller's transaction (a background create's enqueue, the fenced writes of jobs/),
    with statements compiled once for the database's dialect.

    A rewrite never touches the input items: they were stored when it was created (with the ids
    they got then), and a stored request parsed again would give them new ids."""

    def __init__(self, database: Database) -> None:
        fields = ("created_at", "model", "previous_response_id", "body")
        inputs = (
            select(func.count())
            .where(items_t.c.response_id == responses_t.c.id, items_t.c.is_output == false())
            .scalar_subquery()
        )
        self._update = database.compile(
            update(responses_t)
            .where(
                responses_t.c.id == bindparam("id"),
                responses_t.c.project == bindparam("project"),
            )
            .values(
                {name: bindparam(name) for name in fields}
                | {
                    "route": func.coalesce(bindparam("route"), responses_t.c.route),
                    "timeline": func.coalesce(bindparam("timeline"), responses_t.c.timeline),
                }
            )
            # Where its output starts: after the input items stored with it.
            .returning(responses_t.c.id, inputs)
        )
        self._delete_output = database.compile(
            delete(items_t).where(
                items_t.c.response_id == bindparam("id"), items_t.c.is_output == true()
            )
        )
        self._insert_item = database.compile(insert(items_t))
        self._insert = database.compile(insert(responses_t))

    async def insert(
        self,
        conn: DriverConnection,
        response: dict[str, Any],
        input_items: list[dict[str, Any]],
        *,
        project: str,
        route: str | None = None,
        key_id: str | None = None,
    ) -> None:
        """Store a new `response` and its items (its id must not be stored yet), made with API
        key `key_id` if known."""
        row, item_rows = response_rows(
            response, input_items, project=project, route=route, key_id=key_id
        )
        await conn.execute(self._insert, row)
        if item_rows:
            await conn.executemany(self._insert_item, item_rows)

    async def replace(
        self,
        conn: DriverConnection,
        response: dict[str, Any],
        *,
        project: str,
        route: str | None = None,
        timeline: str | None = None,
    ) -> bool:
        """Rewrite the stored `response` and its output items; False (nothing written) if it
        is not stored: a deleted response is never brought back. `route` and `timeline` None
        keep the stored ones."""
        row, _ = response_rows(response, [], project=project, timeline=timeline, route=route)
        updated = await conn.first(self._update, row)
        if updated is None:
            return False
        first_output = int(updated[1])
        output: list[dict[str, Any]] = response.get("output") or []
        await conn.execute(self._delete_output, row)
        await conn.executemany(
            self._insert_item,
            [
                {
                    "response_id": row["id"],
                    "project": project,
                    "position": first_output + offset,
                    "item_id": item.get("id"),
                    "is_output": True,
                    "body": _dumps(item),
                }
                for offset, item in enumerate(output)
            ],
        )
        return True


__all__ = ["Page", "ResponseRewrite", "assemble", "response_rows"]
