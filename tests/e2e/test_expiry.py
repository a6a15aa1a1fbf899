"""`expires_after` of files and vector stores through the real stack and the official SDK, on
SQLite and Postgres: an expired file is gone (404, its bytes, its chunks and attachments); an
expired vector store answers `status: "expired"`, refuses use, and loses its chunks, while use
moves `last_active_at` on. The test plays the clock by moving the stored times into the past
(OpenAI's shortest expiries are an hour and a day); the retention sweeper runs every 0.3 s."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from responsa_server.store.database import async_database_url
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.e2e.background_stacks import wait_for
from tests.e2e.conftest import STACK_DATABASE_URLS, running_stack
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

CAT = b"The lighthouse keeper feeds the ginger cat every morning at dawn."
TRAIN = b"The first coastal train leaves the harbour station at 5:40."
SEARCH = 'CALL file_search {"query": "Who feeds the cat?"}'


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def sweeping(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Stack, Path]]:
    """A stack whose retention sweeper runs every 0.3 s, and its blob directory."""
    tmp = Path(tmp_path_factory.mktemp("expiry"))
    env = {"RESPONSA_RETENTION_SWEEP_SECONDS": "0.3"}
    with running_stack(request.param, fake_upstream, tmp, env) as running:
        yield running, tmp / "blobs"


@pytest.fixture
def sdk(sweeping: tuple[Stack, Path]) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=sweeping[0].rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=20,
        _strict_response_validation=True,
    )


def sql(stack: Stack, statement: str, **params: Any) -> list[Any]:
    """Run one statement on the stack's database (the test's clock and its eyes)."""

    async def run() -> list[Any]:
        engine = create_async_engine(async_database_url(STACK_DATABASE_URLS[id(stack)]))
        try:
            async with engine.begin() as conn:
                result = await conn.execute(text(statement), params)
                return list(result.all()) if result.returns_rows else []
        finally:
            await engine.dispose()

    return asyncio.run(run())


def chunks(stack: Stack, column: str, value: str) -> int:
    query = f"SELECT count(*) FROM vector_store_chunks WHERE {column} = :v"
    return int(sql(stack, query, v=value)[0][0])


def ingested(sdk: openai.OpenAI, store_id: str, files: list[tuple[str, bytes]]) -> list[str]:
    ids = []
    for name, data in files:
        done = sdk.vector_stores.files.upload_and_poll(
            vector_store_id=store_id, file=(name, data), poll_interval_ms=200
        )
        assert done.status == "completed"
        ids.append(done.id)
    return ids


def test_an_expired_file_is_deleted_with_its_bytes_and_chunks(
    sweeping: tuple[Stack, Path], sdk: openai.OpenAI
) -> None:
    stack, blobs = sweeping
    short = sdk.files.create(
        file=("keeper.txt", CAT),
        purpose="assistants",
        expires_after={"anchor": "created_at", "seconds": 3600},
    )
    assert short.expires_at == short.created_at + 3600
    kept = sdk.files.create(file=("trains.txt", TRAIN), purpose="assistants")
    assert kept.expires_at is None
    store = sdk.vector_stores.create(name="expiring files", file_ids=[short.id, kept.id])
    wait_for(
        lambda: sdk.vector_stores.retrieve(store.id).file_counts.completed == 2,
        "ingestion",
        timeout=120,
    )
    assert chunks(stack, "file_id", short.id) > 0
    blob_files = {p.name for p in blobs.rglob("*") if p.is_file()}
    assert short.id in blob_files and kept.id in blob_files

    # An hour passes for the short one (and for an unrelated file of the same age: kept).
    sql(stack, "UPDATE files SET expires_at = :t WHERE id = :f", t=int(time.time()) - 1,
        f=short.id)  # fmt: skip
    with pytest.raises(openai.NotFoundError):
        sdk.files.retrieve(short.id)  # gone at once for readers, swept or not
    assert short.id not in [f.id for f in sdk.files.list()]

    def swept() -> bool:
        return not sql(stack, "SELECT id FROM files WHERE id = :f", f=short.id)

    wait_for(swept, "the sweeper to delete the expired file", timeout=15)
    assert chunks(stack, "file_id", short.id) == 0
    assert short.id not in {p.name for p in blobs.rglob("*") if p.is_file()}
    with pytest.raises(openai.NotFoundError):
        sdk.vector_stores.files.retrieve(vector_store_id=store.id, file_id=short.id)
    after = sdk.vector_stores.retrieve(store.id)
    assert after.file_counts.total == 1 and after.file_counts.completed == 1
    found = sdk.vector_stores.search(store.id, query="Who feeds the cat?")
    assert [hit.file_id for hit in found.data] == [kept.id]
    assert sdk.files.retrieve(kept.id).id == kept.id
    assert sdk.files.content(kept.id).read() == TRAIN
    assert chunks(stack, "file_id", kept.id) > 0
    # Attaching the expired file is the 404 of an unknown one.
    with pytest.raises(openai.NotFoundError):
        sdk.vector_stores.files.create(vector_store_id=store.id, file_id=short.id)


def test_file_expiry_bounds_are_openais(sweeping: tuple[Stack, Path], sdk: openai.OpenAI) -> None:
    for seconds in (3599, 2592001):
        with pytest.raises(openai.BadRequestError) as raised:
            sdk.files.create(
                file=("x.txt", b"x"),
                purpose="assistants",
                expires_after={"anchor": "created_at", "seconds": seconds},
            )
        assert raised.value.param == "expires_after[seconds]"


def test_a_vector_store_expires_after_its_last_activity(
    sweeping: tuple[Stack, Path], sdk: openai.OpenAI
) -> None:
    stack, _ = sweeping
    store = sdk.vector_stores.create(
        name="expiring", expires_after={"anchor": "last_active_at", "days": 1}
    )
    assert store.expires_after is not None and store.expires_after.days == 1
    assert store.expires_at == store.last_active_at + 86400
    cat_id, _ = ingested(sdk, store.id, [("keeper.txt", CAT), ("trains.txt", TRAIN)])
    other = sdk.vector_stores.create(name="no policy")
    ingested(sdk, other.id, [("keeper.txt", CAT)])

    # Idle for an hour: a search is a use, so last_active_at (and expires_at) move on.
    hour_ago = int(time.time()) - 3600
    sql(stack, "UPDATE vector_stores SET last_active_at = :t WHERE id = :s", t=hour_ago, s=store.id)
    assert sdk.vector_stores.retrieve(store.id).last_active_at == hour_ago
    # Stamped by the use: no earlier than a clock read taken before it (same machine's clock).
    before_use = int(time.time())
    assert sdk.vector_stores.search(store.id, query="Who feeds the cat?").data[0].file_id == cat_id
    used = sdk.vector_stores.retrieve(store.id)
    assert used.last_active_at is not None and used.last_active_at >= before_use
    assert used.expires_at == used.last_active_at + 86400 and used.status == "completed"
    # So is the file_search tool of a response.
    sql(stack, "UPDATE vector_stores SET last_active_at = :t WHERE id = :s", t=hour_ago, s=store.id)
    tool = {"type": "file_search", "vector_store_ids": [store.id]}
    before_use = int(time.time())
    sdk.responses.create(model="fake-script", input=SEARCH, tools=[tool])
    assert (sdk.vector_stores.retrieve(store.id).last_active_at or 0) >= before_use

    # Idle for a day and a bit: expired.
    day_ago = int(time.time()) - 86400 - 10
    sql(stack, "UPDATE vector_stores SET last_active_at = :t WHERE id = :s", t=day_ago, s=store.id)
    expired = sdk.vector_stores.retrieve(store.id)
    assert expired.status == "expired" and expired.expires_at == day_ago + 86400
    assert expired.id in [s.id for s in sdk.vector_stores.list(limit=100).data]
    refusals = [
        lambda: sdk.vector_stores.search(store.id, query="cat"),
        lambda: sdk.vector_stores.update(store.id, name="revived?"),
        lambda: sdk.vector_stores.files.create(vector_store_id=store.id, file_id=cat_id),
        lambda: sdk.vector_stores.file_batches.create(vector_store_id=store.id, file_ids=[cat_id]),
    ]
    for refused in refusals:
        with pytest.raises(openai.BadRequestError) as raised:
            refused()
        assert raised.value.param == "vector_store_id"
        assert raised.value.code == "vector_store_expired"
    with pytest.raises(openai.BadRequestError) as raised:
        sdk.responses.create(model="fake-script", input=SEARCH, tools=[tool])
    assert raised.value.param == "tools[0].vector_store_ids[0]"
    # Refusals are not uses: still expired, nothing moved.
    assert sdk.vector_stores.retrieve(store.id).last_active_at == day_ago

    wait_for(lambda: chunks(stack, "vector_store_id", store.id) == 0, "the sweeper", timeout=15)
    still = sdk.vector_stores.retrieve(store.id)
    assert still.status == "expired" and still.file_counts.total == 2
    assert chunks(stack, "vector_store_id", other.id) > 0  # no policy: untouched
    assert sdk.files.retrieve(cat_id).id == cat_id  # the files themselves stay, as OpenAI's do
    assert sdk.vector_stores.delete(store.id).deleted
    raw = httpx.get(f"{stack.rest_url}/vector_stores/{store.id}", timeout=10)
    assert raw.status_code == 404
