"""The conversation store's SQL: its per-request statements (compiled once per dialect), the
row layout of a conversation's items, and the small queries its methods share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from sqlalchemy import and_, bindparam, func, insert, select, update
from sqlalchemy.engine import Dialect
from sqlalchemy.ext.asyncio import AsyncConnection
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.store.database import CompiledSql
from responsa_server.store.tables import conversation_items_table as citems_t
from responsa_server.store.tables import conversations_table as conversations_t
from responsa_server.store.tables import response_items_table as items_t
from responsa_server.store.tables import responses_table as responses_t


def dumps(value: object) -> str:
    """JSON text as stored (orjson)."""
    return orjson.dumps(value).decode()


# The body of a conversation item: its own, else the response item it points at.
joined_items = citems_t.outerjoin(
    items_t,
    and_(
        items_t.c.response_id == citems_t.c.response_id,
        items_t.c.position == citems_t.c.response_position,
    ),
)
item_body = func.coalesce(citems_t.c.body, items_t.c.body)

# All of a conversation's items in one statement; the outer join from the conversation row
# tells an empty conversation (one row of NULLs) from an unknown one (no row).
load_items_sql = (
    select(citems_t.c.position, item_body)
    .select_from(
        conversations_t.outerjoin(joined_items, citems_t.c.conversation_id == conversations_t.c.id)
    )
    .where(
        conversations_t.c.id == bindparam("cid"), conversations_t.c.project == bindparam("project")
    )
    .order_by(citems_t.c.position)
)

# Takes the conversation row's lock until commit and reserves `n` positions.
reserve_positions = (
    update(conversations_t)
    .where(
        conversations_t.c.id == bindparam("cid"), conversations_t.c.project == bindparam("owner")
    )
    .values(next_position=conversations_t.c.next_position + bindparam("n"))
    .returning(conversations_t.c.next_position)
)


class CompiledStatements:
    """The per-request statements, compiled once for the store's dialect."""

    def __init__(self, dialect: Dialect) -> None:
        self.load = CompiledSql(load_items_sql, dialect)
        self.reserve = CompiledSql(reserve_positions, dialect)
        self.insert_response = CompiledSql(
            insert(responses_t).values({name: bindparam(name) for name in RESPONSE_COLUMNS}),
            dialect,
        )
        self.insert_item = CompiledSql(
            insert(items_t).values({name: bindparam(name) for name in ITEM_COLUMNS}), dialect
        )
        self.insert_link = CompiledSql(
            insert(citems_t).values({name: bindparam(name) for name in LINK_COLUMNS}), dialect
        )


RESPONSE_COLUMNS = (
    "id",
    "project",
    "created_at",
    "model",
    "previous_response_id",
    "body",
    "timeline",
)
ITEM_COLUMNS = ("response_id", "project", "position", "item_id", "is_output", "body")
LINK_COLUMNS = (
    "conversation_id",
    "position",
    "project",
    "item_id",
    "response_id",
    "response_position",
    "body",
)


def link_rows(
    conversation_id: str,
    end: int,
    item_rows: list[dict[str, Any]],
    store_response: bool,
    project: str,
) -> list[dict[str, Any]]:
    """Conversation rows for a response's items, at the positions reserved before `end`."""
    first = end - len(item_rows)
    return [
        {
            "conversation_id": conversation_id,
            "position": first + index,
            "project": project,
            "item_id": item["item_id"],
            # Stored once: a link to the response's row, or (store false) the body itself.
            "response_id": item["response_id"] if store_response else None,
            "response_position": item["position"] if store_response else None,
            "body": None if store_response else item["body"],
        }
        for index, item in enumerate(item_rows)
    ]


def owned(conversation_id: str, project: str) -> Sequence[ColumnElement[bool]]:
    """The conditions that select `conversation_id` within `project`."""
    return (conversations_t.c.id == conversation_id, conversations_t.c.project == project)


async def conversation_exists(conn: AsyncConnection, conversation_id: str, project: str) -> bool:
    """Whether `project` has this conversation."""
    found = await conn.scalar(select(conversations_t.c.id).where(*owned(conversation_id, project)))
    return found is not None


async def position_of(
    conn: AsyncConnection, conversation_id: str, item_id: str, project: str
) -> int | None:
    """The position of the first item with `item_id` in the conversation; None if absent."""
    position = await conn.scalar(
        select(citems_t.c.position)
        .where(
            citems_t.c.conversation_id == conversation_id,
            citems_t.c.project == project,
            citems_t.c.item_id == item_id,
        )
        .order_by(citems_t.c.position)
        .limit(1)
    )
    return None if position is None else int(position)


async def reserve_at_end(
    conn: AsyncConnection, conversation_id: str, n: int, project: str
) -> int | None:
    """The first of `n` positions reserved at the conversation's end; None if unknown."""
    end = await conn.scalar(reserve_positions, {"cid": conversation_id, "owner": project, "n": n})
    return None if end is None else int(end) - n


async def insert_own_items(
    conn: AsyncConnection,
    conversation_id: str,
    first: int,
    items: list[dict[str, Any]],
    project: str,
) -> None:
    """Insert items of the client's own at positions `first`...; nothing for no items."""
    if not items:
        return
    await conn.execute(
        insert(citems_t),
        [
            {
                "conversation_id": conversation_id,
                "position": first + index,
                "project": project,
                "item_id": item.get("id"),
                "response_id": None,
                "response_position": None,
                "body": dumps(item),
            }
            for index, item in enumerate(items)
        ],
    )
