"""`ConversationStore`: conversations and their items, sharing the responses' database.

Its SQL (statements, row layout, shared queries) is `statements.py`.

A conversation's items are rows of `conversation_items` ordered by `position`. An item a
response added points at that response's row in `response_items` (stored once, shared with the
`previous_response_id` chain); an item added through the Conversations API keeps its own body.
Every statement is scoped by `project`: another project's conversation is not found.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import and_, delete, insert, or_, select, update
from sqlalchemy.sql.elements import ColumnElement

from responsa_server.conversations.statements import (
    CompiledStatements,
    conversation_exists,
    dumps,
    insert_own_items,
    item_body,
    joined_items,
    link_rows,
    owned,
    position_of,
    reserve_at_end,
)
from responsa_server.model.errors import invalid_param
from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.response_rows import Page, response_rows
from responsa_server.store.tables import conversation_items_table as citems_t
from responsa_server.store.tables import conversations_table as conversations_t


@dataclass(frozen=True, slots=True)
class StoredConversation:
    """A conversation's own fields (its items are listed separately)."""

    id: str
    created_at: int
    metadata: dict[str, str]

    def to_object(self) -> dict[str, Any]:
        """OpenAI's Conversation object."""
        return {
            "id": self.id,
            "object": "conversation",
            "created_at": self.created_at,
            "metadata": self.metadata,
        }


class ConversationStore:
    """Conversations in the shared database (the responses' tables, the same transactions)."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._sql = CompiledStatements(database.dialect)

    @operation("conversation_create")
    async def create(
        self,
        conversation_id: str,
        *,
        created_at: int,
        metadata: dict[str, str],
        items: list[dict[str, Any]],
        project: str,
    ) -> StoredConversation:
        """Store a new conversation with its initial items (one transaction)."""
        async with self._db.writing() as conn:
            await conn.execute(
                insert(conversations_t),
                {
                    "id": conversation_id,
                    "project": project,
                    "created_at": created_at,
                    "metadata": dumps(metadata),
                    "next_position": len(items),
                },
            )
            await insert_own_items(conn, conversation_id, 0, items, project)
        return StoredConversation(conversation_id, created_at, metadata)

    @operation("conversation_get")
    async def get(self, conversation_id: str, *, project: str) -> StoredConversation | None:
        """The conversation, or None if unknown (or another project's)."""
        async with self._db.reading() as conn:
            row = (
                await conn.execute(
                    select(conversations_t.c.created_at, conversations_t.c.metadata).where(
                        *owned(conversation_id, project)
                    )
                )
            ).first()
        if row is None:
            return None
        return StoredConversation(conversation_id, int(row[0]), orjson.loads(row[1]))

    @operation("conversation_update_metadata")
    async def update_metadata(
        self, conversation_id: str, metadata: dict[str, str], *, project: str
    ) -> StoredConversation | None:
        """Replace the metadata; None if the conversation is unknown."""
        async with self._db.writing() as conn:
            row = (
                await conn.execute(
                    update(conversations_t)
                    .where(*owned(conversation_id, project))
                    .values(metadata=dumps(metadata))
                    .returning(conversations_t.c.created_at)
                )
            ).first()
        if row is None:
            return None
        return StoredConversation(conversation_id, int(row[0]), metadata)

    @operation("conversation_delete")
    async def delete(self, conversation_id: str, *, project: str) -> bool:
        """Delete the conversation and its item links; items a response added stay with it."""
        async with self._db.writing() as conn:
            await conn.execute(
                delete(citems_t).where(
                    citems_t.c.conversation_id == conversation_id, citems_t.c.project == project
                )
            )
            gone = await conn.execute(
                delete(conversations_t).where(*owned(conversation_id, project))
            )
        return gone.rowcount > 0

    @operation("conversation_load_items")
    async def load_items(
        self, conversation_id: str, *, project: str
    ) -> list[dict[str, Any]] | None:
        """Every item of the conversation, oldest first (one query); None if unknown.

        An item whose response was deleted since has no body left and is skipped. Runs on the
        driver connection like the responses' hot path: it is on every request's way.
        """
        async with self._db.connected() as db:
            rows = await db.fetch(self._sql.load, {"cid": conversation_id, "project": project})
        if not rows:
            return None
        return [orjson.loads(body) for _, body in rows if body is not None]

    @operation("conversation_add_items")
    async def add_items(
        self, conversation_id: str, items: list[dict[str, Any]], *, project: str
    ) -> bool:
        """Append items of the client's own; False if the conversation is unknown."""
        async with self._db.writing() as conn:
            first = await reserve_at_end(conn, conversation_id, len(items), project)
            if first is None:
                return False
            await insert_own_items(conn, conversation_id, first, items, project)
        return True

    @operation("conversation_save_response")
    async def save_response(
        self,
        response: dict[str, Any],
        input_items: list[dict[str, Any]],
        *,
        conversation_id: str,
        append: bool,
        store_response: bool,
        project: str,
        timeline: str | None = None,
        route: str | None = None,
        key_id: str | None = None,
    ) -> None:
        """Store a response (with its tool loop's `timeline`, engine/timeline.py, and the API
        key that made it) and, when
        `append`, add its input then output items to the end of the conversation, all in one
        transaction.

        The conversation row's lock (taken by the position reservation) serialises concurrent
        appenders, so each response's items form one contiguous block. A conversation deleted
        meanwhile gets nothing appended; the response is still stored.
        """
        row, item_rows = response_rows(
            response, input_items, project=project, timeline=timeline, route=route, key_id=key_id
        )
        sql = self._sql
        reserve = {"cid": conversation_id, "owner": project, "n": len(item_rows)}
        append = append and bool(item_rows)
        async with self._db.transaction() as db:
            if store_response:
                await db.execute(sql.insert_response, row)
                await db.executemany(sql.insert_item, item_rows)
            found = await db.first(sql.reserve, reserve) if append else None
            if found is not None and found[0] is not None:
                end = int(found[0])
                links = link_rows(conversation_id, end, item_rows, store_response, project)
                await db.executemany(sql.insert_link, links)

    @operation("conversation_list")
    async def list_conversations(
        self, *, after: str | None, limit: int, order: str, project: str
    ) -> Page:
        """One page of the project's conversations by creation time (ties by id).

        `after` is a conversation id of this project; an unknown one is a 400 naming it. Few
        calls list conversations (the console), so the project's rows are read through the
        (project, id) index and ordered here by the database without an index of their own.
        """
        descending = order == "desc"
        created, cid = conversations_t.c.created_at, conversations_t.c.id
        async with self._db.reading() as conn:
            conditions: list[ColumnElement[bool]] = [conversations_t.c.project == project]
            if after is not None:
                bound = await conn.scalar(select(created).where(*owned(after, project)))
                if bound is None:
                    raise invalid_param("after", f"No conversation with id '{after}'.")
                if descending:
                    conditions.append(or_(created < bound, and_(created == bound, cid < after)))
                else:
                    conditions.append(or_(created > bound, and_(created == bound, cid > after)))
            keys = (created.desc(), cid.desc()) if descending else (created, cid)
            rows = (
                await conn.execute(
                    select(cid, created, conversations_t.c.metadata)
                    .where(*conditions)
                    .order_by(*keys)
                    .limit(limit + 1)
                )
            ).all()
        data = [
            StoredConversation(str(row[0]), int(row[1]), orjson.loads(row[2])).to_object()
            for row in rows[:limit]
        ]
        return Page(
            data=data,
            first_id=data[0]["id"] if data else None,
            last_id=data[-1]["id"] if data else None,
            has_more=len(rows) > limit,
        )

    @operation("conversation_list_items")
    async def list_items(
        self,
        conversation_id: str,
        *,
        after: str | None,
        limit: int,
        order: str,
        project: str,
        sources: bool = False,
    ) -> Page | None:
        """One page of the conversation's items; None if the conversation is unknown.

        `after` is an item id of this conversation; an unknown one is a 400 naming it.
        `sources` (the console's, a Responsa extension): each item also carries
        `responsa_response_id`, the response that added it (None: added through the
        Conversations API, or by a `store: false` response), read in the same statement.
        """
        descending = order == "desc"
        async with self._db.reading() as conn:
            if await conversation_exists(conn, conversation_id, project) is False:
                return None
            conditions: list[ColumnElement[bool]] = [
                citems_t.c.conversation_id == conversation_id,
                citems_t.c.project == project,
            ]
            if after is not None:
                bound = await position_of(conn, conversation_id, after, project)
                if bound is None:
                    raise invalid_param(
                        "after", f"No item with id '{after}' in conversation '{conversation_id}'."
                    )
                conditions.append(
                    citems_t.c.position < bound if descending else citems_t.c.position > bound
                )
            position = citems_t.c.position
            added_by = (citems_t.c.response_id,) if sources else ()
            rows = (
                await conn.execute(
                    select(item_body, *added_by)
                    .select_from(joined_items)
                    .where(*conditions, item_body.is_not(None))
                    .order_by(position.desc() if descending else position)
                    .limit(limit + 1)
                )
            ).all()
        data = [orjson.loads(row[0]) for row in rows[:limit]]
        if sources:
            for item, row in zip(data, rows, strict=False):
                # A body of its own means no response holds it (see the module docstring).
                item["responsa_response_id"] = row[1]
        return Page(
            data=data,
            first_id=data[0].get("id") if data else None,
            last_id=data[-1].get("id") if data else None,
            has_more=len(rows) > limit,
        )

    @operation("conversation_get_item")
    async def get_item(
        self, conversation_id: str, item_id: str, *, project: str
    ) -> tuple[bool, dict[str, Any] | None]:
        """(whether the conversation exists, the item or None)."""
        async with self._db.reading() as conn:
            if not await conversation_exists(conn, conversation_id, project):
                return False, None
            body = await conn.scalar(
                select(item_body)
                .select_from(joined_items)
                .where(
                    citems_t.c.conversation_id == conversation_id,
                    citems_t.c.project == project,
                    citems_t.c.item_id == item_id,
                    item_body.is_not(None),
                )
                .order_by(citems_t.c.position.desc())
                .limit(1)
            )
        return True, (orjson.loads(body) if body is not None else None)

    @operation("conversation_delete_item")
    async def delete_item(
        self, conversation_id: str, item_id: str, *, project: str
    ) -> tuple[StoredConversation | None, bool]:
        """Remove an item from the conversation: (the conversation or None, whether removed).

        Only the link goes: an item a response added stays in that response's items.
        """
        async with self._db.writing() as conn:
            row = (
                await conn.execute(
                    select(conversations_t.c.created_at, conversations_t.c.metadata).where(
                        *owned(conversation_id, project)
                    )
                )
            ).first()
            if row is None:
                return None, False
            gone = await conn.execute(
                delete(citems_t).where(
                    citems_t.c.conversation_id == conversation_id,
                    citems_t.c.project == project,
                    citems_t.c.item_id == item_id,
                )
            )
        stored = StoredConversation(conversation_id, int(row[0]), orjson.loads(row[1]))
        return stored, gone.rowcount > 0
