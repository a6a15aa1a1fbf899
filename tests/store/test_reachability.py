"""The store's health check runs on questions (store/reachability.py): no ping while nobody
asks, a change seen at the first question after it, and a question that waits for its ping
gets the store's status as it is. Private Postgres, stopped and restarted here."""

from __future__ import annotations

import asyncio

import pytest
from responsa_server.store.database import Database
from responsa_server.store.reachability import StoreReachability

from tests.private_postgres import PrivatePostgres

pytestmark = pytest.mark.postgres


async def test_the_store_is_checked_when_health_is_asked() -> None:
    with PrivatePostgres() as server:
        database = await Database.open(server.url)
        changes: list[bool] = []

        async def changed(reachable: bool) -> None:
            changes.append(reachable)

        reachability = StoreReachability(database, changed, every=0.0, within=5.0)
        try:
            await reachability.answered()
            assert changes == []
            server.stop("immediate")
            # Nobody asked since: no ping saw the outage (given the time a timer of its own,
            # at `every=0`, would have needed to ping and see it).
            await asyncio.sleep(1.5)
            assert changes == []
            await reachability.answered()
            assert changes == [False]
            server.start()
            await reachability.answered()
            assert changes == [False, True]
        finally:
            await reachability.close()
            await database.close()


async def test_questions_closer_than_every_share_one_ping() -> None:
    with PrivatePostgres() as server:
        database = await Database.open(server.url)
        changes: list[bool] = []

        async def changed(reachable: bool) -> None:
            changes.append(reachable)

        # `every` longer than the test: only the first question pings.
        reachability = StoreReachability(database, changed, every=3600.0, within=5.0)
        try:
            await reachability.answered()
            server.stop("immediate")
            reachability.asked()
            await reachability.answered()
            assert changes == []
        finally:
            await reachability.close()
            await database.close()
