"""Every store lookup is scoped by project, on SQLite and Postgres; and the API key table."""

from __future__ import annotations

import hashlib

import pytest
from responsa_server.auth.key_store import ApiKeyStore, check_project_name
from responsa_server.model.errors import ApiError
from responsa_server.store import ResponseStore
from sqlalchemy import text

from tests.store.conftest import StatementCounter, make_response, user_message

A, B = "acme", "globex"


async def seed(store: ResponseStore) -> None:
    """A chain of two responses in A, one response in B."""
    await store.save(
        make_response("resp_a1", output_ids=("msg_a1",), created_at=10),
        [user_message("in_a1")],
        project=A,
    )
    await store.save(
        make_response("resp_a2", previous_response_id="resp_a1", output_ids=("msg_a2",)),
        [user_message("in_a2")],
        project=A,
    )
    await store.save(make_response("resp_b1", output_ids=("msg_b1",)), [], project=B)


async def test_reads_are_scoped(store: ResponseStore) -> None:
    await seed(store)
    assert await store.get("resp_a1", project=A) is not None
    assert await store.get("resp_a1", project=B) is None
    assert await store.load_context("resp_a2", project=B) is None
    context = await store.load_context("resp_a2", project=A)
    assert [item["id"] for item in context or []] == ["in_a1", "msg_a1", "in_a2", "msg_a2"]
    page = dict(after=None, before=None, limit=10, order="asc")
    assert await store.list_input_items("resp_a1", **page, project=B) is None
    found = await store.list_input_items("resp_a1", **page, project=A)
    assert found is not None and [i["id"] for i in found.data] == ["in_a1"]
    listed_b = await store.list_responses(**page, model=None, project=B)
    assert [r["id"] for r in listed_b.data] == ["resp_b1"]
    listed_a = await store.list_responses(**page, model=None, project=A)
    assert [r["id"] for r in listed_a.data] == ["resp_a1", "resp_a2"]
    with pytest.raises(ApiError) as cursor:
        await store.list_responses(**{**page, "after": "resp_a1"}, model=None, project=B)
    assert cursor.value.param == "after"


async def test_a_chain_never_crosses_projects(store: ResponseStore) -> None:
    """Even a row naming another project's response as predecessor stops the walk there."""
    await seed(store)
    await store.save(
        make_response("resp_b2", previous_response_id="resp_a2", output_ids=("msg_b2",)),
        [],
        project=B,
    )
    context = await store.load_context("resp_b2", project=B)
    assert [item["id"] for item in context or []] == ["msg_b2"]


async def test_scoped_rehydration_is_still_one_statement(
    store: ResponseStore, statement_counter: StatementCounter
) -> None:
    await seed(store)
    await statement_counter.take()
    assert await store.load_context("resp_a2", project=A) is not None
    assert len(await statement_counter.take()) == 1


async def test_deletes_are_scoped_and_change_nothing_elsewhere(store: ResponseStore) -> None:
    await seed(store)
    before = await store.get("resp_a1", project=A)
    assert await store.delete("resp_a1", project=B) is False
    assert await store.get("resp_a1", project=A) == before
    assert await store.load_context("resp_a2", project=A) is not None
    assert await store.delete("resp_a1", project=A) is True


async def test_approvals_carry_their_project(store: ResponseStore) -> None:
    assert await store.claim_approvals([("mcpr_1", True)], "resp_x", 1, project=A) is None
    assert await store.claim_approvals([("mcpr_1", True)], "resp_y", 2, project=B) == "mcpr_1"
    async with store.database.engine.connect() as conn:
        rows = (await conn.execute(text("SELECT project FROM mcp_approvals"))).all()
    assert rows == [(A,)]


async def test_every_row_records_its_project(store: ResponseStore) -> None:
    await seed(store)
    async with store.database.engine.connect() as conn:
        responses = (await conn.execute(text("SELECT id, project FROM responses"))).all()
        items = (
            await conn.execute(text("SELECT DISTINCT response_id, project FROM response_items"))
        ).all()
    assert sorted(responses) == [("resp_a1", A), ("resp_a2", A), ("resp_b1", B)]
    assert sorted(items) == [("resp_a1", A), ("resp_a2", A), ("resp_b1", B)]


async def test_api_keys_create_lookup_revoke_list(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    made = await keys.create(A)
    other = await keys.create(B)
    assert await keys.project_of(made.secret) == A
    assert await keys.project_of(other.secret) == B
    assert await keys.project_of(made.secret + "x") is None
    assert await keys.project_of("") is None
    async with store.database.engine.connect() as conn:
        stored = (await conn.execute(text("SELECT * FROM api_keys"))).all()
    assert made.secret not in repr(stored)
    assert hashlib.sha256(made.secret.encode()).hexdigest() in repr(stored)
    assert await keys.revoke(made.info.id) is True
    assert await keys.project_of(made.secret) is None
    assert await keys.revoke(made.info.id) is False
    listed = await keys.list(A)
    assert [(k.id, k.project) for k in listed if k.id == made.info.id] == [(made.info.id, A)]
    assert listed[-1].revoked_at is not None or any(k.revoked_at for k in listed)
    assert all(k.project == A for k in listed)
    assert other.info.id in {k.id for k in await keys.list()}


def test_project_names() -> None:
    assert check_project_name("acme-prod.eu_1") == "acme-prod.eu_1"
    for bad in ("", "-x", "a b", "x" * 65, "é"):
        with pytest.raises(ValueError):
            check_project_name(bad)


async def test_key_cache_bounds_how_long_a_revoked_key_works(store: ResponseStore) -> None:
    now = [1000.0]
    cached = ApiKeyStore(store.database, cache_seconds=5, clock=lambda: now[0])
    made = await cached.create(A)
    assert await cached.project_of(made.secret) == A
    assert await ApiKeyStore(store.database).revoke(made.info.id)  # another process revokes it
    now[0] += 4.9
    assert await cached.project_of(made.secret) == A  # within the documented bound
    now[0] += 0.2
    assert await cached.project_of(made.secret) is None
    assert await cached.project_of("sk-unknown") is None


async def test_admin_keys_pages_and_scoped_revocation(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    admin = await keys.create(A, admin=True, name="console")
    plain = [await keys.create(A) for _ in range(3)]
    theirs = await keys.create(B, admin=True)
    caller = await keys.caller(admin.secret)
    assert caller is not None and (caller.admin, caller.name, caller.project) == (
        True,
        "console",
        A,
    )
    assert (await keys.caller(plain[0].secret) or admin.info).admin is False
    assert await keys.caller("sk-rsp-unknown") is None
    # Another project's key is as unknown as a made-up id, to look up and to revoke.
    assert await keys.active(A, theirs.info.id) is None
    assert await keys.revoke(theirs.info.id, project=A) is False
    assert await keys.project_of(theirs.secret) == B
    everyone = [admin.info.id, *(k.info.id for k in plain)]
    whole = await keys.page(A, after=None, limit=10, descending=False)
    assert whole is not None and sorted(k.id for k in whole[0]) == sorted(everyone)
    # Paging: oldest first (ties by id), `after` a key of the project.
    ordered = [k.id for k in sorted(await keys.list(A), key=lambda k: (k.created_at, k.id))]
    first = await keys.page(A, after=None, limit=2, descending=False)
    assert first is not None and [k.id for k in first[0]] == ordered[:2] and first[1] is True
    rest = await keys.page(A, after=ordered[1], limit=2, descending=False)
    assert rest is not None and [k.id for k in rest[0]] == ordered[2:] and rest[1] is False
    assert await keys.page(A, after=theirs.info.id, limit=2, descending=False) is None
    # A revoked key leaves the pages and lookups at once.
    assert await keys.revoke(plain[0].info.id, project=A) is True
    assert await keys.active(A, plain[0].info.id) is None
    assert await keys.caller(plain[0].secret) is None
    remaining = await keys.page(A, after=None, limit=10, descending=True)
    assert remaining is not None and plain[0].info.id not in {k.id for k in remaining[0]}


async def test_a_revocation_clears_this_processs_cache(store: ResponseStore) -> None:
    cached = ApiKeyStore(store.database, cache_seconds=60)
    made = await cached.create(A)
    assert await cached.project_of(made.secret) == A
    assert await cached.revoke(made.info.id, project=A)
    assert await cached.project_of(made.secret) is None
