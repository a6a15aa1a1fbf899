"""ConversationStore on SQLite and Postgres: items stored once, atomic ordered appends,
one query to load a conversation whatever its length, project scoping."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from responsa_server.context.seal import shared_seal
from responsa_server.conversations.store import ConversationStore
from responsa_server.model.ids import new_id
from responsa_server.store import ResponseStore
from responsa_server.store.tables import conversation_items_table
from sqlalchemy import func, select

from tests.store.conftest import StatementCounter, make_response, user_message
from tests.stores import open_store

PROJECT = "proj_a"


def texts(items: list[dict[str, Any]]) -> list[str]:
    return [item["content"][0]["text"] for item in items]


async def new_conversation(
    conversations: ConversationStore, items: list[dict[str, Any]] | None = None
) -> str:
    conversation_id = new_id("conv")
    await conversations.create(
        conversation_id, created_at=1, metadata={}, items=items or [], project=PROJECT
    )
    return conversation_id


async def test_response_items_are_referenced_not_copied(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations, [user_message(new_id("msg"), "seed")])
    response = make_response(new_id("resp"), output_ids=(new_id("msg"),))
    asked = user_message(new_id("msg"), "question")
    await conversations.save_response(
        response, [asked], conversation_id=cid, append=True, store_response=True, project=PROJECT
    )
    loaded = await conversations.load_items(cid, project=PROJECT)
    assert loaded is not None
    assert [item["id"] for item in loaded[1:]] == [asked["id"], response["output"][0]["id"]]
    # The response's own items are the same rows: the chain loads them too.
    assert await store.load_context(response["id"], project=PROJECT) == loaded[1:]
    async with store.database.reading() as conn:
        bodies = await conn.scalar(
            select(func.count())
            .select_from(conversation_items_table)
            .where(
                conversation_items_table.c.conversation_id == cid,
                conversation_items_table.c.body.is_not(None),
            )
        )
    assert bodies == 1  # only the seed item, which belongs to no response


async def test_failed_response_is_stored_but_not_appended(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations)
    failed = make_response(new_id("resp"), status="failed")
    await conversations.save_response(
        failed,
        [user_message(new_id("msg"))],
        conversation_id=cid,
        append=False,
        store_response=True,
        project=PROJECT,
    )
    assert await conversations.load_items(cid, project=PROJECT) == []
    assert await store.get(failed["id"], project=PROJECT) is not None


async def test_store_false_keeps_the_items_in_the_conversation(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations)
    unstored = make_response(new_id("resp"), output_ids=(new_id("msg"),))
    await conversations.save_response(
        unstored,
        [user_message(new_id("msg"), "q")],
        conversation_id=cid,
        append=True,
        store_response=False,
        project=PROJECT,
    )
    assert await store.get(unstored["id"], project=PROJECT) is None
    loaded = await conversations.load_items(cid, project=PROJECT)
    assert loaded is not None and texts(loaded)[0] == "q" and len(loaded) == 2


async def test_loading_is_one_statement_for_any_length(
    store: ResponseStore, statement_counter: StatementCounter
) -> None:
    conversations = ConversationStore(store.database)
    counts = []
    for turns in (1, 300):
        cid = await new_conversation(conversations)
        for turn in range(turns):
            await conversations.save_response(
                make_response(new_id("resp"), output_ids=(new_id("msg"),)),
                [user_message(new_id("msg"), f"t{turn}")],
                conversation_id=cid,
                append=True,
                store_response=True,
                project=PROJECT,
            )
        await statement_counter.take()
        loaded = await conversations.load_items(cid, project=PROJECT)
        assert loaded is not None and len(loaded) == 2 * turns
        counts.append(len(await statement_counter.take()))
    # Counted at the driver (the load runs there, as the responses' hot path does).
    assert counts == [1, 1]


async def test_saving_is_a_fixed_number_of_statements(
    store: ResponseStore, statement_counter: StatementCounter
) -> None:
    conversations = ConversationStore(store.database)
    counts = []
    for outputs in (1, 12):
        cid = await new_conversation(conversations)
        await statement_counter.take()
        await conversations.save_response(
            make_response(new_id("resp"), output_ids=tuple(new_id("msg") for _ in range(outputs))),
            [user_message(new_id("msg"))],
            conversation_id=cid,
            append=True,
            store_response=True,
            project=PROJECT,
        )
        # Distinct statements (by verb and table): SQLite's trace shows each row of an
        # executemany as its own statement, with the values expanded.
        seen = {" ".join(sql.split()[:3]) for sql in await statement_counter.take()}
        counts.append(len(seen))
    assert counts[0] == counts[1]


async def test_concurrent_appends_form_whole_blocks(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations)

    async def respond(n: int) -> None:
        response = make_response(new_id("resp"), output_ids=(f"out_{n}_a", f"out_{n}_b"))
        await conversations.save_response(
            response,
            [user_message(f"in_{n}")],
            conversation_id=cid,
            append=True,
            store_response=True,
            project=PROJECT,
        )

    await asyncio.gather(*(respond(n) for n in range(12)))
    loaded = await conversations.load_items(cid, project=PROJECT)
    assert loaded is not None and len(loaded) == 36
    ids = [item["id"] for item in loaded]
    for start in range(0, 36, 3):
        n = ids[start].removeprefix("in_")
        assert ids[start : start + 3] == [f"in_{n}", f"out_{n}_a", f"out_{n}_b"]


async def test_another_project_sees_nothing(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations, [user_message("msg_x")])
    assert await conversations.get(cid, project="other") is None
    assert await conversations.load_items(cid, project="other") is None
    assert await conversations.add_items(cid, [user_message("msg_y")], project="other") is False
    assert await conversations.delete(cid, project="other") is False
    assert (await conversations.get_item(cid, "msg_x", project="other"))[0] is False
    assert await conversations.get(cid, project=PROJECT) is not None


async def test_deleted_response_leaves_the_conversation(store: ResponseStore) -> None:
    conversations = ConversationStore(store.database)
    cid = await new_conversation(conversations)
    response = make_response(new_id("resp"), output_ids=(new_id("msg"),))
    await conversations.save_response(
        response,
        [user_message(new_id("msg"))],
        conversation_id=cid,
        append=True,
        store_response=True,
        project=PROJECT,
    )
    await store.delete(response["id"], project=PROJECT)
    assert await conversations.load_items(cid, project=PROJECT) == []
    page = await conversations.list_items(cid, after=None, limit=20, order="asc", project=PROJECT)
    assert page is not None and page.data == []


@pytest.mark.parametrize("order", ["asc", "desc"])
async def test_pages_follow_the_cursor(store: ResponseStore, order: str) -> None:
    conversations = ConversationStore(store.database)
    items = [user_message(f"msg_{i:02d}", str(i)) for i in range(15)]
    cid = await new_conversation(conversations, items)
    seen: list[str] = []
    after = None
    while True:
        page = await conversations.list_items(
            cid, after=after, limit=4, order=order, project=PROJECT
        )
        assert page is not None
        seen += texts(page.data)
        if not page.has_more:
            break
        after = page.last_id
    expected = [str(i) for i in range(15)]
    assert seen == (expected if order == "asc" else expected[::-1])


async def test_every_replica_gets_the_same_compaction_key(store: ResponseStore) -> None:
    url = store.database.engine.url.render_as_string(hide_password=False)
    other = await open_store(url)
    try:
        seals = await asyncio.gather(
            shared_seal(store.database, None),
            shared_seal(other.database, None),
            shared_seal(store.database, None),
        )
        sealed = seals[0].seal("summary", model="m", project=PROJECT)
        assert all(seal.open(sealed, project=PROJECT) == "summary" for seal in seals)
        configured = await shared_seal(store.database, "from the setting")
        assert configured.open(sealed, project=PROJECT) is None
    finally:
        await other.database.close()
