"""Webhooks in the store, on SQLite and Postgres: endpoints scoped by project with sealed
secrets; the outbox written by the transaction that ends a job (and only by one that ends
it); claims under leases that two claimers never share; fenced renewals and settles; the
per-endpoint limit."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from typing import Any

import orjson
import pytest
from responsa_server.jobs.notify import Notifier
from responsa_server.jobs.sealed_body import RequestBodySeal
from responsa_server.jobs.store import JobStore
from responsa_server.model.webhook_requests import EVENT_TYPES, EndpointFields
from responsa_server.store import ResponseStore
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from responsa_server.store.tables import background_jobs_table, response_events_table
from responsa_server.store.webhook_tables import webhook_deliveries_table, webhook_endpoints_table
from responsa_server.webhooks.deliveries import DeliveryStore
from responsa_server.webhooks.endpoints import EndpointStore
from responsa_server.webhooks.outbox import DELIVERED, PENDING, Outbox
from sqlalchemy import delete, select

PROJECT = "proj_hooks"
KEY = bytes(range(32))
SECRET = "whsec_" + "A" * 44


@pytest.fixture
async def endpoints(store: ResponseStore) -> EndpointStore:
    async with store.database.writing() as conn:
        for table in (
            webhook_deliveries_table,
            webhook_endpoints_table,
            response_events_table,
            background_jobs_table,
        ):
            await conn.execute(delete(table))
    return EndpointStore(store.database, KEY)


@pytest.fixture
def outbox(store: ResponseStore) -> Outbox:
    return Outbox(store.database)


@pytest.fixture
def deliveries(store: ResponseStore, outbox: Outbox) -> DeliveryStore:
    return DeliveryStore(store.database, outbox)


async def add_endpoint(
    endpoints: EndpointStore,
    endpoint_id: str,
    *,
    events: tuple[str, ...] = EVENT_TYPES,
    enabled: bool = True,
    project: str = PROJECT,
) -> None:
    fields = EndpointFields(
        url=f"https://hooks.example/{endpoint_id}", events=events, enabled=enabled
    )
    await endpoints.create(endpoint_id, fields, SECRET, project=project, now=1_700_000_000)


async def end_job(store: ResponseStore, outbox: Outbox, response_id: str, status: str) -> bool:
    """Queue, claim and finish one background job ending `status` (its terminal event)."""
    jobs = JobStore(store.database, Notifier(), RequestBodySeal(KEY), outbox=outbox)
    opening = [{"type": "response.created", "sequence_number": 0, "response": {"id": response_id}}]
    await jobs.enqueue(
        project=PROJECT,
        response_id=response_id,
        request_body={"model": "m"},
        opening_events=opening,
        now=100.0,
    )
    (job,) = await jobs.claim(owner="r1", lease_seconds=30, now=200.0)
    terminal = {
        "type": f"response.{status}",
        "sequence_number": 1,
        "response": {"id": response_id, "status": status},
    }
    return await jobs.finish(job, events=[terminal])


async def outbox_rows(store: ResponseStore) -> list[dict[str, Any]]:
    async with store.database.reading() as conn:
        rows = (await conn.execute(select(webhook_deliveries_table))).mappings().all()
    return [dict(row) for row in rows]


async def test_a_job_end_owes_its_event_to_each_enabled_endpoint_taking_it(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox
) -> None:
    await add_endpoint(endpoints, "whep_all")
    await add_endpoint(endpoints, "whep_done_only", events=("response.completed",))
    await add_endpoint(endpoints, "whep_off", enabled=False)
    await add_endpoint(endpoints, "whep_other", project="proj_other")
    assert await end_job(store, outbox, "resp_ok", "completed")
    assert await end_job(store, outbox, "resp_bad", "failed")
    rows = await outbox_rows(store)
    by_response = {
        (row["endpoint_id"], orjson.loads(row["body"])["data"]["id"]): row for row in rows
    }
    assert set(by_response) == {
        ("whep_all", "resp_ok"),
        ("whep_done_only", "resp_ok"),
        ("whep_all", "resp_bad"),
    }
    ok_all = by_response["whep_all", "resp_ok"]
    ok_done = by_response["whep_done_only", "resp_ok"]
    body = orjson.loads(ok_all["body"])
    assert body["type"] == "response.completed" and body["object"] == "event"
    assert body["id"].startswith("evt_") and isinstance(body["created_at"], int)
    # One event, one id, whatever the endpoint; one webhook-id per endpoint.
    assert ok_all["body"] == ok_done["body"]
    assert ok_all["id"] != ok_done["id"] and ok_all["id"].startswith("wh_")
    assert orjson.loads(by_response["whep_all", "resp_bad"]["body"])["type"] == "response.failed"
    assert all(row["state"] == PENDING and row["project"] == PROJECT for row in rows)


@pytest.mark.parametrize("status", ["completed", "failed", "cancelled", "incomplete"])
async def test_each_ending_is_its_own_event_type(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox, status: str
) -> None:
    await add_endpoint(endpoints, "whep_all")
    assert await end_job(store, outbox, f"resp_{status}", status)
    (row,) = await outbox_rows(store)
    assert row["event_type"] == f"response.{status}"
    assert orjson.loads(row["body"])["type"] == f"response.{status}"


async def test_a_fenced_out_end_owes_nothing(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox
) -> None:
    await add_endpoint(endpoints, "whep_all")
    jobs = JobStore(store.database, Notifier(), RequestBodySeal(KEY), outbox=outbox)
    await jobs.enqueue(
        project=PROJECT, response_id="resp_x", request_body={}, opening_events=[], now=1.0
    )
    (stale,) = await jobs.claim(owner="r1", lease_seconds=1, now=2.0)
    (fresh,) = await jobs.claim(owner="r2", lease_seconds=30, now=10.0)  # took it over
    terminal = {
        "type": "response.completed",
        "sequence_number": 1,
        "response": {"status": "completed"},
    }
    assert not await jobs.finish(stale, events=[terminal])
    assert await outbox_rows(store) == []
    assert await jobs.finish(fresh, events=[terminal])
    assert len(await outbox_rows(store)) == 1


async def test_endpoints_are_scoped_by_project_and_secrets_are_sealed(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox
) -> None:
    await add_endpoint(endpoints, "whep_mine")
    assert await endpoints.get("whep_mine", project="proj_other") is None
    assert await endpoints.delete("whep_mine", project="proj_other") is False
    unchanged = EndpointFields(url=None, events=None, enabled=False)
    assert await endpoints.update("whep_mine", unchanged, project="proj_other", now=1) is None
    mine = await endpoints.get("whep_mine", project=PROJECT)
    assert mine is not None and endpoints.secret(mine) == SECRET
    async with store.database.reading() as conn:
        stored = (await conn.execute(select(webhook_endpoints_table.c.secret))).scalar_one()
    assert SECRET not in stored and stored.startswith("v2.")
    rotated = await endpoints.rotate("whep_mine", "whsec_" + "B" * 44, project=PROJECT, now=2)
    assert rotated is not None and endpoints.secret(rotated) == "whsec_" + "B" * 44
    changed = await endpoints.update("whep_mine", unchanged, project=PROJECT, now=3)
    assert changed is not None and changed.enabled is False and changed.url == mine.url


async def test_deleting_an_endpoint_drops_what_it_was_owed(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox
) -> None:
    await add_endpoint(endpoints, "whep_gone")
    await add_endpoint(endpoints, "whep_kept")
    assert await end_job(store, outbox, "resp_1", "completed")
    assert await endpoints.delete("whep_gone", project=PROJECT)
    assert [row["endpoint_id"] for row in await outbox_rows(store)] == ["whep_kept"]


async def test_concurrent_claims_never_share_a_delivery_and_a_lost_lease_sends_nothing(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox, deliveries: DeliveryStore
) -> None:
    for index in range(6):
        await add_endpoint(endpoints, f"whep_{index}")
    for index in range(5):
        assert await end_job(store, outbox, f"resp_{index}", "completed")
    now = 1e10  # every row is due

    async def claimer(owner: str) -> list[str]:
        taken: list[str] = []
        while batch := await deliveries.claim(
            owner=owner, lease_seconds=60, now=now, limit=3, per_endpoint=100
        ):
            taken += [d.id for d in batch]
            await asyncio.sleep(0)
        return taken

    results = await asyncio.gather(*(claimer(f"r{n}") for n in range(4)))
    everything = [rid for taken in results for rid in taken]
    assert len(everything) == 30 and len(set(everything)) == 30

    # A lease that ran out is claimed again; the first claimer's renewal then fails.
    rows = await outbox_rows(store)
    assert {row["epoch"] for row in rows} == {1}
    later = now + 120
    retaken = await deliveries.claim(
        owner="r9", lease_seconds=60, now=later, limit=1, per_endpoint=100
    )
    assert len(retaken) == 1 and retaken[0].epoch == 2
    stale = dataclasses.replace(retaken[0], epoch=1)
    assert not await deliveries.renew(stale, lease_seconds=60, now=later)
    assert not await deliveries.settle(
        stale, state=DELIVERED, due=later, code=200, error=None, now=later
    )
    assert await deliveries.renew(retaken[0], lease_seconds=60, now=later)
    assert await deliveries.settle(
        retaken[0], state=DELIVERED, due=later, code=200, error=None, now=later
    )
    # Settled: nobody claims it again.
    again = await deliveries.claim(
        owner="r9", lease_seconds=60, now=later + 1000, limit=100, per_endpoint=100
    )
    assert retaken[0].id not in {d.id for d in again}


async def test_an_endpoint_gets_at_most_its_limit_in_flight(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox, deliveries: DeliveryStore
) -> None:
    await add_endpoint(endpoints, "whep_slow")
    await add_endpoint(endpoints, "whep_fast", events=("response.failed",))
    for index in range(5):
        assert await end_job(store, outbox, f"resp_{index}", "completed")
    assert await end_job(store, outbox, "resp_f", "failed")
    now = 1e10
    first = await deliveries.claim(owner="r1", lease_seconds=60, now=now, limit=1, per_endpoint=2)
    second = await deliveries.claim(owner="r2", lease_seconds=60, now=now, limit=1, per_endpoint=2)
    third = await deliveries.claim(owner="r3", lease_seconds=60, now=now, limit=10, per_endpoint=2)
    slow = [d for d in first + second + third if d.endpoint_id == "whep_slow"]
    fast = [d for d in first + second + third if d.endpoint_id == "whep_fast"]
    # Two of the slow endpoint's rows in flight at most; the other endpoint is not held up.
    assert len(slow) == 2 and len(fast) == 1


async def test_retention_drops_finished_deliveries_and_keeps_pending_ones(
    store: ResponseStore, endpoints: EndpointStore, outbox: Outbox, deliveries: DeliveryStore
) -> None:
    await add_endpoint(endpoints, "whep_a")
    await add_endpoint(endpoints, "whep_b")
    assert await end_job(store, outbox, "resp_1", "completed")
    now = time.time()
    first, second = await deliveries.claim(
        owner="r1", lease_seconds=60, now=now + 1, limit=2, per_endpoint=10
    )
    assert await deliveries.settle(first, state=DELIVERED, due=now, code=200, error=None, now=now)
    assert await deliveries.settle(second, state=PENDING, due=now + 9, code=503, error="x", now=now)
    sweeper = RetentionSweeper(store.database, RetentionSettings(event_hours=1.0))
    swept = await sweeper.sweep(now + 3601)
    assert swept["webhook_deliveries"] == 1
    assert [row["id"] for row in await outbox_rows(store)] == [second.id]
