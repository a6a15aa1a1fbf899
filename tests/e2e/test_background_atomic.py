"""A background create stores its Response and its job at once, on SQLite and Postgres: when the
job's write never happens (as when the process is killed between the two), nothing is stored, so
no Response reads `failed` on GET while listed `queued` and refused as a stream."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from responsa_server.store.database import async_database_url
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.e2e.conftest import STACK_DATABASE_URLS
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
REFUSE_SQLITE = [
    "CREATE TRIGGER refuse_jobs BEFORE INSERT ON background_jobs "
    "BEGIN SELECT RAISE(ABORT, 'job writes refused by the test'); END",
]
REFUSE_POSTGRES = [
    "CREATE FUNCTION refuse_jobs() RETURNS trigger AS $$ BEGIN "
    "RAISE EXCEPTION 'job writes refused by the test'; END $$ LANGUAGE plpgsql",
    "CREATE TRIGGER refuse_jobs BEFORE INSERT ON background_jobs "
    "FOR EACH ROW EXECUTE FUNCTION refuse_jobs()",
]
ALLOW_SQLITE = ["DROP TRIGGER refuse_jobs"]
ALLOW_POSTGRES = ["DROP TRIGGER refuse_jobs ON background_jobs", "DROP FUNCTION refuse_jobs()"]


def run_sql(stack: Stack, statements: list[str]) -> None:
    async def run() -> None:
        engine = create_async_engine(async_database_url(STACK_DATABASE_URLS[id(stack)]))
        try:
            async with engine.begin() as conn:
                for statement in statements:
                    await conn.execute(text(statement))
        finally:
            await engine.dispose()

    asyncio.run(run())


@pytest.fixture
def jobs_refused(stack: Stack) -> Iterator[None]:
    """Every write of a background job fails until the test ends."""
    sqlite = STACK_DATABASE_URLS[id(stack)].startswith("sqlite")
    run_sql(stack, REFUSE_SQLITE if sqlite else REFUSE_POSTGRES)
    try:
        yield
    finally:
        run_sql(stack, ALLOW_SQLITE if sqlite else ALLOW_POSTGRES)


def listed(rest: httpx.Client, **query: Any) -> list[dict[str, Any]]:
    answer = rest.get("/responses", params={"limit": 100, **query})
    assert answer.status_code == 200, answer.text
    data: list[dict[str, Any]] = answer.json()["data"]
    return data


def test_a_create_whose_job_is_not_written_stores_nothing(stack: Stack, jobs_refused: None) -> None:
    with httpx.Client(base_url=stack.rest_url, timeout=TIMEOUT) as rest:
        before = {r["id"] for r in listed(rest)}
        body = {"model": "fake-text", "input": "never queued", "background": True}
        answer = rest.post("/responses", json=body)
        assert answer.status_code >= 500
        assert set(answer.json()["error"]) == {"message", "type", "param", "code"}
        new = [r for r in listed(rest) if r["id"] not in before]
        # One state: a Response that exists is queued everywhere or failed everywhere; here
        # none exists at all.
        for response in new:
            got = rest.get(f"/responses/{response['id']}").json()
            streamed = rest.get(f"/responses/{response['id']}", params={"stream": "true"})
            assert (got["status"], streamed.status_code) == (response["status"], 200), got
        assert new == []
        assert [r for r in listed(rest, status="queued") if r["id"] not in before] == []
