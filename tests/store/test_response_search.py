"""The responses list's word search on SQLite (FTS5, kept by triggers) and Postgres (a GIN
index): re-saving, deleting and retention leave no stale words behind, and the search's
expression is the one the migration indexed, and the plans read the index."""

from __future__ import annotations

import base64
import os
import re
from typing import Any

from responsa_server.model.response_filters import ResponseFilters
from responsa_server.store import ResponseStore
from responsa_server.store.migrations.versions import r0015_response_search
from responsa_server.store.response_search import POSTGRES_WORDS, search_conditions
from responsa_server.store.tables import responses_table
from sqlalchemy import select, text

from tests.store.conftest import make_response, user_message

A = "acme"


async def searched(store: ResponseStore, *words: str, project: str = A) -> list[str]:
    found = await store.list_responses(
        after=None,
        before=None,
        limit=100,
        order="asc",
        model=None,
        project=project,
        filters=ResponseFilters(words=words),
    )
    return [r["id"] for r in found.data]


def asked(response_id: str, text: str, **made: Any) -> tuple[dict[str, Any], list[Any]]:
    return make_response(response_id, **made), [user_message(f"msg_{response_id}", text)]


async def test_resaved_and_deleted_items_leave_no_words_behind(store: ResponseStore) -> None:
    first, first_items = asked("resp_1", "walrus tusks")
    await store.save(first, first_items, project=A)
    await store.save(*asked("resp_2", "walrus whiskers", created_at=1_700_000_001), project=A)
    assert await searched(store, "walrus") == ["resp_1", "resp_2"]
    # Output words are found too (make_response's "reply <id>").
    done = make_response("resp_1", output_ids=("msg_out",))
    await store.save(done, first_items, project=A)
    assert await searched(store, "reply", "msg", "out") == ["resp_1"]
    # A re-save replaces the items: the old words go with them.
    await store.save(make_response("resp_1"), [user_message("msg_x", "penguin")], project=A)
    assert await searched(store, "tusks") == []
    assert await searched(store, "penguin") == ["resp_1"]
    assert await searched(store, "walrus") == ["resp_2"]
    assert await store.delete("resp_2", project=A)
    assert await searched(store, "walrus") == []
    # Another project's words are indexed with everyone's and never listed for A.
    await store.save(*asked("resp_3", "penguin colony"), project="globex")
    assert await searched(store, "penguin") == ["resp_1"]
    assert await searched(store, "penguin", project="globex") == ["resp_3"]


async def test_text_with_nul_characters_is_stored_and_found(store: ResponseStore) -> None:
    """Postgres's jsonb refuses U+0000, which the JSON text holds as an escape: the index drops
    it (an escaped backslash before "u0000" is text, and stays)."""
    await store.save(*asked("resp_1", "nul\x00byte here\x00\x00too"), project=A)
    await store.save(
        *asked("resp_2", "a literal \\u0000 stays", created_at=1_700_000_001), project=A
    )
    assert await searched(store, "byte", "here") == ["resp_1"]
    assert await searched(store, "too") == ["resp_1"]
    assert await searched(store, "u0000") == ["resp_2"]


async def test_a_large_item_is_stored_and_its_first_words_found(store: ResponseStore) -> None:
    """A base64 image of megabytes is far more words than a Postgres tsvector holds (1 MB):
    such an item is indexed by its first 200 000 characters, and saving it still works."""
    image = base64.b64encode(os.urandom(3_000_000)).decode()
    item = {
        "id": "msg_big",
        "type": "message",
        "role": "user",
        "content": [
            {"type": "input_text", "text": "describe this platypus"},
            {"type": "input_image", "image_url": f"data:image/png;base64,{image}"},
        ],
    }
    await store.save(make_response("resp_big"), [item], project=A)
    assert await searched(store, "platypus") == ["resp_big"]


def test_the_search_uses_the_expression_the_migration_indexed() -> None:
    assert POSTGRES_WORDS == r0015_response_search.POSTGRES_WORDS


async def test_the_word_search_reads_the_full_text_index(store: ResponseStore) -> None:
    """`q` is answered from the full-text index, not by reading every item: Postgres plans
    the migration's GIN index (sequential scans priced out, so any usable index is taken),
    SQLite the FTS5 table's own index."""
    await store.save(*asked("resp_1", "walrus tusks"), project=A)
    engine = store.database.engine
    dialect = engine.dialect.name
    conditions = search_conditions(ResponseFilters(words=("walrus", "tusks")), dialect)
    statement = select(responses_table.c.id).where(*conditions)
    sql = str(statement.compile(dialect=engine.dialect, compile_kwargs={"literal_binds": True}))
    async with engine.begin() as connection:
        if dialect == "postgresql":
            await connection.execute(text("SET LOCAL enable_seqscan = off"))
            rows = await connection.execute(text(f"EXPLAIN {sql}"))
            plan = "\n".join(row[0] for row in rows)
            assert "ix_response_items_search" in plan, plan
        else:
            rows = await connection.execute(text(f"EXPLAIN QUERY PLAN {sql}"))
            plan = "\n".join(str(row[-1]) for row in rows)
            assert re.search(r"response_items_search VIRTUAL TABLE INDEX \d+:M", plan), plan
        assert [row[0] for row in await connection.execute(statement)] == ["resp_1"]
