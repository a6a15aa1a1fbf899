"""Durable by default: a crash-style Postgres stop (pg_ctl -m immediate) during a stream of saves
loses no response whose save was acknowledged. Private Postgres, stopped and restarted here."""

from __future__ import annotations

import asyncio
import threading

import pytest
from responsa_server.auth.project import DEFAULT_PROJECT as P
from responsa_server.model.errors import ApiError

from tests.private_postgres import PrivatePostgres
from tests.store.conftest import make_response, user_message
from tests.stores import open_store

pytestmark = pytest.mark.postgres


async def test_no_acknowledged_save_is_lost_to_a_crash() -> None:
    with PrivatePostgres() as server:
        store = await open_store(server.url)  # the default: durable commits
        acknowledged: list[str] = []
        refused = 0

        async def saver(worker: int) -> None:
            nonlocal refused
            for n in range(10_000):
                response_id = f"resp_{worker}_{n}"
                try:
                    await store.save(
                        make_response(response_id), [user_message(f"in_{worker}_{n}")], project=P
                    )
                except ApiError as error:  # the store went away: 503, not acknowledged
                    assert error.status == 503
                    refused += 1
                    return
                acknowledged.append(response_id)

        crash = threading.Timer(1.0, server.stop, args=("immediate",))
        crash.start()
        # 60 s only turns a hang into a failure; that the crash ended the savers shows in the
        # refusals: every saver was stopped by a 503, none ran out of work first.
        await asyncio.wait_for(asyncio.gather(*(saver(w) for w in range(8))), 60)
        crash.join()
        await store.database.close()
        assert refused == 8 and len(acknowledged) > 50, (refused, len(acknowledged))

        server.start()
        reopened = await open_store(server.url)
        try:
            lost = [rid for rid in acknowledged if await reopened.get(rid, project=P) is None]
        finally:
            await reopened.database.close()
        assert lost == []
