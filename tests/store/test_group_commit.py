"""SQLite group commit: saves that arrive together share one transaction (one fsync with durable
commits), and one failing save does not fail the others."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from responsa_server.auth.project import DEFAULT_PROJECT as P

from tests.store.conftest import StatementCounter, make_response, user_message
from tests.stores import open_store


async def test_concurrent_saves_share_commits_and_fail_alone(tmp_path: Path) -> None:
    store = await open_store(f"sqlite:///{tmp_path}/group.db")  # durable by default
    counter = StatementCounter()
    counter.hook(store)
    try:
        await store.get("resp_warm", project=P)  # open the pooled connection (and hook it)
        await counter.take()
        good = [
            store.save(
                make_response(f"resp_{n}", output_ids=(f"msg_{n}",)),
                [user_message(f"in_{n}")],
                project=P,
            )
            for n in range(16)
        ]
        assert await asyncio.gather(*good) == [None] * 16
        commits = sum(1 for s in await counter.take() if s.strip().upper() == "COMMIT")
        # Saves queued while the writer is busy (or before it starts) share transactions;
        # one commit per save was the behaviour before group commit.
        assert 1 <= commits <= 4
        # A value SQLite cannot bind fails in the driver, inside a shared batch: alone.
        bad = make_response("resp_bad", previous_response_id=["not", "an", "id"])  # type: ignore[arg-type]
        more = [store.save(make_response(f"resp_{n}"), [], project=P) for n in range(16, 20)]
        results = await asyncio.gather(
            *more, store.save(bad, [], project=P), return_exceptions=True
        )
        assert results[:4] == [None] * 4
        assert isinstance(results[4], sqlite3.Error)
        for n in range(16, 20):
            assert await store.get(f"resp_{n}", project=P) is not None
        for n in range(16):
            stored = await store.get(f"resp_{n}", project=P)
            assert stored is not None and stored["output"][0]["id"] == f"msg_{n}"
        assert await store.get("resp_bad", project=P) is None
    finally:
        await store.database.close()


@pytest.mark.parametrize("durable", [True, False])
async def test_sequential_saves_each_commit(tmp_path: Path, durable: bool) -> None:
    store = await open_store(f"sqlite:///{tmp_path}/seq.db", durable_commits=durable)
    counter = StatementCounter()
    counter.hook(store)
    try:
        await store.get("resp_warm", project=P)
        await counter.take()
        for n in range(3):
            await store.save(make_response(f"resp_{n}"), [user_message(f"in_{n}")], project=P)
        commits = [s for s in await counter.take() if s.strip().upper() == "COMMIT"]
        assert len(commits) == 3
    finally:
        await store.database.close()
