"""ResponseStore behaviour on SQLite and Postgres."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import orjson
import pytest
from alembic.config import Config
from alembic.script import ScriptDirectory
from responsa_server.model.errors import ApiError
from responsa_server.store import ResponseStore, async_database_url
from responsa_server.store.database import CompiledSql, checked_out
from responsa_server.store.hot_path import _load_context
from responsa_server.store.tables import response_items_table, responses_table
from sqlalchemy import func, select, text

from tests.store.conftest import (
    StatementCounter,
    create_database,
    database_url,
    drop_database,
    make_response,
    user_message,
)
from tests.stores import open_store

# The project every test here stores into (isolation between projects: test_projects.py).
P = "proj_a"


async def item_rows(store: ResponseStore, response_id: str | None = None) -> int:
    query = select(func.count()).select_from(response_items_table)
    if response_id is not None:
        query = query.where(response_items_table.c.response_id == response_id)
    async with store.database.engine.connect() as conn:
        return int((await conn.execute(query)).scalar_one())


async def test_save_get_round_trip_is_exact(store: ResponseStore) -> None:
    response = make_response("resp_a", output_ids=("msg_a1", "msg_a2"))
    await store.save(response, [user_message("in_a", "héllo ☃")], project=P)
    loaded = await store.get("resp_a", project=P)
    assert loaded == response
    # Key order survives too, so the JSON edge renders byte-identical bodies.
    assert orjson.dumps(loaded) == orjson.dumps(response)
    assert await store.get("resp_missing", project=P) is None


async def test_the_route_is_recorded_beside_the_body(store: ResponseStore) -> None:
    response = make_response("resp_r", output_ids=("msg_r1",))
    route = '{"upstream":"native","model":"native-reasoning"}'
    await store.save(response, [], project=P, route=route)
    assert await store.route_of("resp_r", project=P) == route
    assert await store.route_of("resp_r", project="proj_other") is None
    assert await store.get("resp_r", project=P) == response  # the body does not carry it
    await store.save(dict(response, status="cancelled"), [], project=P)  # no route: kept
    assert await store.route_of("resp_r", project=P) == route
    moved = '{"upstream":"chat","model":"fake-text"}'
    await store.save(response, [], project=P, route=moved)
    assert await store.route_of("resp_r", project=P) == moved
    await store.save(make_response("resp_s"), [], project=P)
    assert await store.route_of("resp_s", project=P) is None


async def test_output_items_are_stored_once_and_body_has_no_items(store: ResponseStore) -> None:
    await store.save(
        make_response("resp_a", output_ids=("msg_1",)), [user_message("in_1")], project=P
    )
    async with store.database.engine.connect() as conn:
        body = (await conn.execute(select(responses_table.c.body))).scalar_one()
    assert orjson.loads(body)["output"] == []
    assert await item_rows(store, "resp_a") == 2


async def test_response_without_output_key_round_trips(store: ResponseStore) -> None:
    response = make_response("resp_a")
    del response["output"]
    await store.save(response, [], project=P)
    assert await store.get("resp_a", project=P) == response
    assert await store.load_context("resp_a", project=P) == []


async def test_save_again_replaces_row_and_items(store: ResponseStore) -> None:
    first = make_response("resp_a", output_ids=("msg_1", "msg_2"), status="in_progress")
    await store.save(
        first, [user_message("in_1"), user_message("in_2"), user_message("in_3")], project=P
    )
    second = make_response("resp_a", output_ids=("msg_9",), status="cancelled", model="other")
    await store.save(second, [user_message("in_7")], project=P)
    assert await store.get("resp_a", project=P) == second
    assert await item_rows(store, "resp_a") == 2
    assert [item["id"] for item in await store.load_context("resp_a", project=P) or []] == [
        "in_7",
        "msg_9",
    ]
    page = await store.list_input_items(
        "resp_a", after=None, before=None, limit=10, order="asc", project=P
    )
    assert page is not None and [item["id"] for item in page.data] == ["in_7"]
    listed = await store.list_responses(
        after=None, before=None, limit=10, order="asc", model="other", project=P
    )
    assert [r["id"] for r in listed.data] == ["resp_a"]


async def test_save_again_with_more_items_than_before(store: ResponseStore) -> None:
    await store.save(make_response("resp_a", output_ids=("msg_1",)), [], project=P)
    grown = make_response("resp_a", output_ids=("msg_1", "msg_2", "msg_3"))
    await store.save(grown, [user_message("in_1"), user_message("in_2")], project=P)
    assert await store.get("resp_a", project=P) == grown
    assert await item_rows(store, "resp_a") == 5


@pytest.mark.parametrize("inputs", [1, 15, 16, 17, 40])
async def test_saves_of_any_item_count_round_trip_and_replace(
    store: ResponseStore, inputs: int
) -> None:
    # Postgres sends up to MAX_LISTED_ITEMS items as named values and more as arrays
    # (store/hot_path.py): both forms, and a re-save switching between them, are exact.
    response = make_response("resp_n", output_ids=("msg_n",))
    given = [user_message(f"in_{i}", f"text {i}") for i in range(inputs)]
    await store.save(response, given, project=P)
    assert await store.get("resp_n", project=P) == response
    context = await store.load_context("resp_n", project=P) or []
    assert [item["id"] for item in context] == [*(f"in_{i}" for i in range(inputs)), "msg_n"]
    smaller = make_response("resp_n", output_ids=("msg_m",), status="cancelled")
    await store.save(smaller, given[:1], project=P)
    assert await store.get("resp_n", project=P) == smaller
    assert await item_rows(store, "resp_n") == 2


async def test_load_context_walks_the_chain_oldest_first(store: ResponseStore) -> None:
    await store.save(
        make_response("resp_1", output_ids=("msg_1",)), [user_message("in_1")], project=P
    )
    await store.save(
        make_response("resp_2", previous_response_id="resp_1", output_ids=("msg_2a", "msg_2b")),
        [user_message("in_2a"), user_message("in_2b")],
        project=P,
    )
    await store.save(
        make_response("resp_3", previous_response_id="resp_2", output_ids=("msg_3",)),
        [user_message("in_3", "third")],
        project=P,
    )
    context = await store.load_context("resp_3", project=P)
    assert context is not None
    assert [item["id"] for item in context] == [
        "in_1",
        "msg_1",
        "in_2a",
        "in_2b",
        "msg_2a",
        "msg_2b",
        "in_3",
        "msg_3",
    ]
    assert context[6] == user_message("in_3", "third")
    mid = await store.load_context("resp_2", project=P)
    assert mid is not None and [item["id"] for item in mid][-1] == "msg_2b"
    assert await store.load_context("resp_unknown", project=P) is None


async def test_long_chain_is_linear_in_rows_and_constant_in_queries(
    store: ResponseStore, statement_counter: StatementCounter
) -> None:
    turns = 200
    added = 0
    previous: str | None = None
    for turn in range(turns):
        response_id = f"resp_{turn:03d}"
        # Like a real client: resend the previous assistant message (same id) plus a new one.
        inputs = [user_message(f"in_{turn}")]
        if previous is not None and turn % 10 == 0:
            inputs.insert(
                0,
                {
                    "id": f"msg_{turn - 1}",
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": "again"}],
                },
            )
        await store.save(
            make_response(response_id, previous_response_id=previous, output_ids=(f"msg_{turn}",)),
            inputs,
            project=P,
        )
        added += len(inputs) + 1
        previous = response_id
    assert await item_rows(store) == added

    await statement_counter.take()
    short = await store.load_context("resp_001", project=P)
    short_statements = await statement_counter.take()
    full = await store.load_context("resp_199", project=P)
    full_statements = await statement_counter.take()
    assert short is not None and full is not None
    assert len(short) == 4 and len(full) == added
    assert full[-2]["id"] == "in_199" and full[-1]["id"] == "msg_199"
    assert full[0]["id"] == "in_0" and full[1]["id"] == "msg_0"
    assert len(short_statements) == len(full_statements) == 1


async def test_delete_removes_rows_and_stops_chains(store: ResponseStore) -> None:
    await store.save(
        make_response("resp_1", output_ids=("msg_1",)), [user_message("in_1")], project=P
    )
    await store.save(
        make_response("resp_2", previous_response_id="resp_1", output_ids=("msg_2",)),
        [user_message("in_2")],
        project=P,
    )
    await store.save(
        make_response("resp_3", previous_response_id="resp_2", output_ids=("msg_3",)),
        [user_message("in_3")],
        project=P,
    )
    assert await store.delete("resp_2", project=P) is True
    assert await store.delete("resp_2", project=P) is False
    assert await store.get("resp_2", project=P) is None
    assert await store.load_context("resp_2", project=P) is None
    assert (
        await store.list_input_items(
            "resp_2", after=None, before=None, limit=20, order="desc", project=P
        )
        is None
    )
    assert await item_rows(store, "resp_2") == 0
    # The chain through the deleted response stops there.
    context = await store.load_context("resp_3", project=P)
    assert context is not None and [item["id"] for item in context] == ["in_3", "msg_3"]
    assert await store.get("resp_1", project=P) is not None


def ids(data: list[dict[str, Any]]) -> list[str]:
    return [entry["id"] for entry in data]


async def test_list_input_items_pages_both_ways(store: ResponseStore) -> None:
    inputs = [user_message(f"in_{n}") for n in range(5)]
    await store.save(make_response("resp_a", output_ids=("msg_a",)), inputs, project=P)
    # Another response reuses an id as input (a resent output item): cursors stay per response.
    await store.save(
        make_response("resp_b", previous_response_id="resp_a", output_ids=("msg_b",)),
        [user_message("in_2"), user_message("msg_a")],
        project=P,
    )

    page = await store.list_input_items(
        "resp_a", after=None, before=None, limit=2, order="desc", project=P
    )
    assert page is not None
    assert ids(page.data) == ["in_4", "in_3"]
    assert (page.first_id, page.last_id, page.has_more) == ("in_4", "in_3", True)

    page = await store.list_input_items(
        "resp_a", after="in_3", before=None, limit=2, order="desc", project=P
    )
    assert page is not None and ids(page.data) == ["in_2", "in_1"] and page.has_more
    page = await store.list_input_items(
        "resp_a", after="in_1", before=None, limit=2, order="desc", project=P
    )
    assert page is not None and ids(page.data) == ["in_0"] and not page.has_more

    page = await store.list_input_items(
        "resp_a", after=None, before=None, limit=10, order="asc", project=P
    )
    assert page is not None and ids(page.data) == [f"in_{n}" for n in range(5)]
    assert not page.has_more and page.first_id == "in_0" and page.last_id == "in_4"
    page = await store.list_input_items(
        "resp_a", after="in_1", before=None, limit=2, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["in_2", "in_3"] and page.has_more

    # `before` returns the items just before the cursor, still in listing order.
    page = await store.list_input_items(
        "resp_a", after=None, before="in_4", limit=2, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["in_2", "in_3"] and page.has_more
    page = await store.list_input_items(
        "resp_a", after=None, before="in_1", limit=2, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["in_0"] and not page.has_more
    page = await store.list_input_items(
        "resp_a", after=None, before="in_1", limit=2, order="desc", project=P
    )
    assert page is not None and ids(page.data) == ["in_3", "in_2"] and page.has_more
    page = await store.list_input_items(
        "resp_a", after="in_0", before="in_3", limit=10, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["in_1", "in_2"] and not page.has_more

    page = await store.list_input_items(
        "resp_b", after=None, before=None, limit=10, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["in_2", "msg_a"]
    page = await store.list_input_items(
        "resp_b", after="in_2", before=None, limit=10, order="asc", project=P
    )
    assert page is not None and ids(page.data) == ["msg_a"]

    with pytest.raises(ApiError) as raised:
        await store.list_input_items(
            "resp_a", after="msg_a", before=None, limit=2, order="asc", project=P
        )
    assert raised.value.status == 400 and raised.value.param == "after"
    with pytest.raises(ApiError):
        await store.list_input_items(
            "resp_a", after=None, before=None, limit=2, order="sideways", project=P
        )

    await store.save(make_response("resp_empty"), [], project=P)
    empty = await store.list_input_items(
        "resp_empty", after=None, before=None, limit=5, order="desc", project=P
    )
    assert empty is not None and empty.data == [] and empty.first_id is None and not empty.has_more


async def test_list_responses_orders_filters_and_pages(store: ResponseStore) -> None:
    # resp_c and resp_d share created_at: the id breaks the tie.
    for response_id, created_at, model in [
        ("resp_a", 100, "m1"),
        ("resp_b", 200, "m2"),
        ("resp_d", 300, "m1"),
        ("resp_c", 300, "m1"),
        ("resp_e", 400, "m2"),
    ]:
        await store.save(
            make_response(
                response_id, created_at=created_at, model=model, output_ids=(f"msg_{response_id}",)
            ),
            [user_message(f"in_{response_id}")],
            project=P,
        )
    everything = await store.list_responses(
        after=None, before=None, limit=10, order="asc", model=None, project=P
    )
    assert ids(everything.data) == ["resp_a", "resp_b", "resp_c", "resp_d", "resp_e"]
    assert everything.data[0]["output"][0]["id"] == "msg_resp_a"
    assert not everything.has_more

    newest = await store.list_responses(
        after=None, before=None, limit=2, order="desc", model=None, project=P
    )
    assert ids(newest.data) == ["resp_e", "resp_d"] and newest.has_more
    assert (newest.first_id, newest.last_id) == ("resp_e", "resp_d")
    older = await store.list_responses(
        after="resp_d", before=None, limit=2, order="desc", model=None, project=P
    )
    assert ids(older.data) == ["resp_c", "resp_b"] and older.has_more
    back = await store.list_responses(
        after=None, before="resp_c", limit=2, order="desc", model=None, project=P
    )
    assert ids(back.data) == ["resp_e", "resp_d"] and not back.has_more

    m1 = await store.list_responses(
        after=None, before=None, limit=2, order="asc", model="m1", project=P
    )
    assert ids(m1.data) == ["resp_a", "resp_c"] and m1.has_more
    m1_rest = await store.list_responses(
        after="resp_c", before=None, limit=2, order="asc", model="m1", project=P
    )
    assert ids(m1_rest.data) == ["resp_d"] and not m1_rest.has_more
    none = await store.list_responses(
        after=None, before=None, limit=5, order="asc", model="nope", project=P
    )
    assert none.data == [] and none.first_id is None and not none.has_more


async def test_concurrent_saves_and_reads(store: ResponseStore) -> None:
    async def turn(n: int) -> dict[str, Any] | None:
        await store.save(
            make_response(f"resp_{n}", output_ids=(f"msg_{n}",)),
            [user_message(f"in_{n}")],
            project=P,
        )
        return await store.get(f"resp_{n}", project=P)

    results = await asyncio.gather(*(turn(n) for n in range(32)))
    assert [r["id"] if r else None for r in results] == [f"resp_{n}" for n in range(32)]
    assert await item_rows(store) == 64


MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "service/responsa_server/store/migrations"


def _migration_heads() -> list[str]:
    """The newest revision in the migrations folder (one head: the chain is linear)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return list(ScriptDirectory.from_config(config).get_heads())


async def test_migrations_are_idempotent(store: ResponseStore) -> None:
    url = store.database.engine.url.render_as_string(hide_password=False)
    await store.save(make_response("resp_keep", output_ids=("msg_1",)), [], project=P)
    again = await open_store(url)
    try:
        assert (await again.get("resp_keep", project=P)) is not None
        async with again.database.engine.connect() as conn:
            versions = (await conn.execute(text("SELECT version_num FROM alembic_version"))).all()
        assert [v for (v,) in versions] == _migration_heads()
    finally:
        await again.database.close()


async def test_concurrent_opens_of_a_fresh_sqlite_file(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path}/race.db"
    stores = await asyncio.gather(*(open_store(url) for _ in range(3)))
    try:
        await stores[0].save(make_response("resp_x"), [], project=P)
        assert await stores[2].get("resp_x", project=P) is not None
    finally:
        for opened in stores:
            await opened.database.close()


@pytest.mark.postgres
async def test_concurrent_opens_of_a_fresh_postgres_database(postgres_database: str) -> None:
    name = postgres_database.rsplit("/", 1)[1] + "_race"
    await create_database(name)
    try:
        stores = await asyncio.gather(*(open_store(database_url(name)) for _ in range(3)))
        try:
            await stores[0].save(make_response("resp_x"), [], project=P)
            assert await stores[1].get("resp_x", project=P) is not None
        finally:
            for opened in stores:
                await opened.database.close()
    finally:
        await drop_database(name)


async def test_in_memory_sqlite_works() -> None:
    opened = await open_store("sqlite+aiosqlite:///:memory:")
    try:
        response = make_response("resp_m", output_ids=("msg_m",))
        await asyncio.gather(
            opened.save(response, [user_message("in_m")], project=P),
            opened.save(make_response("resp_n"), [], project=P),
        )
        assert await opened.get("resp_m", project=P) == response
        assert await opened.delete("resp_n", project=P) is True
    finally:
        await opened.database.close()


def test_database_urls_normalize_to_async_drivers() -> None:
    def driver(url: str) -> str:
        return async_database_url(url).drivername

    assert driver("sqlite:///var/x.db") == "sqlite+aiosqlite"
    assert driver("sqlite+aiosqlite:///:memory:") == "sqlite+aiosqlite"
    assert driver("postgres://u@h/db") == "postgresql+asyncpg"
    assert driver("postgresql://u:p@h:5432/db") == "postgresql+asyncpg"
    assert driver("postgresql+asyncpg://u@h/db") == "postgresql+asyncpg"
    assert async_database_url("postgres://u:p@h:5432/db").database == "db"
    with pytest.raises(ValueError):
        async_database_url("mysql://u@h/db")
    with pytest.raises(ValueError):
        async_database_url("postgresql+psycopg2://u@h/db")


async def test_a_chain_of_saves_stores_every_item(store: ResponseStore) -> None:
    """200 chained saves of a realistic response (1 input + 1 output item) each store both.
    (How long a save takes is bench/durability.py's to measure, on both stores.)"""
    saves = 200
    for n in range(saves):
        await store.save(
            make_response(
                f"resp_{n}",
                previous_response_id=f"resp_{n - 1}" if n else None,
                output_ids=(f"msg_{n}",),
            ),
            [user_message(f"in_{n}", "What is the capital of France? " * 4)],
            project=P,
        )
    assert await item_rows(store) == 2 * saves


async def test_commit_durability_setting(store: ResponseStore) -> None:
    url = store.database.engine.url.render_as_string(hide_password=False)
    fast = await open_store(url, durable_commits=False)
    try:
        # Durable is the default (the fixture's store); fast commits are an explicit opt-in.
        for opened, expected in ((store, True), (fast, False)):
            async with opened.database.engine.connect() as conn:
                if opened.database.engine.dialect.name == "postgresql":
                    value = (await conn.execute(text("SHOW synchronous_commit"))).scalar_one()
                    assert (value == "on") is expected
                else:
                    value = (await conn.execute(text("PRAGMA synchronous"))).scalar_one()
                    assert value == (2 if expected else 1)  # FULL / NORMAL
                    mode = (await conn.execute(text("PRAGMA journal_mode"))).scalar_one()
                    assert mode == "wal"
    finally:
        await fast.database.close()


async def test_an_approval_is_claimed_once(store: ResponseStore) -> None:
    assert await store.claim_approvals([("mcpr_a", True)], "resp_1", 1, project=P) is None
    # A second answer, from any branch of the conversation, is refused and records nothing.
    assert await store.claim_approvals(
        [("mcpr_b", True), ("mcpr_a", False)], "resp_2", 2, project=P
    ) == ("mcpr_a")
    assert await store.claim_approvals([("mcpr_b", False)], "resp_3", 3, project=P) is None
    assert await store.claim_approvals([], "resp_4", 4, project=P) is None


async def test_concurrent_claims_of_one_approval_let_exactly_one_through(
    store: ResponseStore,
) -> None:
    results = await asyncio.gather(
        *(store.claim_approvals([("mcpr_race", True)], f"resp_{i}", i, project=P) for i in range(8))
    )
    assert sum(result is None for result in results) == 1
    assert [r for r in results if r is not None] == ["mcpr_race"] * 7


@pytest.mark.postgres
async def test_a_chain_walk_looks_each_hop_up_by_primary_key_before_any_analyse(
    postgres_database: str,
) -> None:
    # In a fresh database (no statistics yet) the recursive step once scanned the project's
    # (project, model, ...) index per hop: 185 ms for a 500-response chain instead of 3 ms.
    name = postgres_database.rsplit("/", 1)[1] + "_plan"
    await create_database(name)
    try:
        opened = await open_store(database_url(name))
        try:
            previous: str | None = None
            for turn in range(60):
                rid = f"resp_{turn}"
                await opened.save(
                    make_response(rid, previous_response_id=previous, output_ids=(f"msg_{turn}",)),
                    [user_message(f"in_{turn}")],
                    project=P,
                )
                previous = rid
            statement = CompiledSql(_load_context(), opened.database.engine.dialect)
            args = statement.args({"rid": previous, "project": P})
            async with checked_out(opened.database.engine) as db:
                plan = "\n".join(
                    row[0] for row in await db.fetch(f"EXPLAIN {statement.text}", *args)
                )
            step = plan[plan.index("Recursive Union") :]
            assert "Index Scan using responses_pkey on responses earlier" in step, plan
            assert "Index Cond: ((id)::text = (chain_1.previous_response_id)::text)" in step, plan
            context = await opened.load_context(previous, project=P)
            assert context is not None and len(context) == 120
        finally:
            await opened.database.close()
    finally:
        await drop_database(name)
