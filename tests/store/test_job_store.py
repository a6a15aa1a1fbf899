"""JobStore on SQLite and Postgres: claims, leases and takeovers, ownership of writes, cancels,
the event log, and notifications sent with the writes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from responsa_server.jobs.notify import Note, Notifier, PostgresNotifier
from responsa_server.jobs.store import DONE, QUEUED, RUNNING, JobStore
from responsa_server.store import ResponseStore
from responsa_server.store.tables import background_jobs_table, response_events_table
from sqlalchemy import delete

PROJECT = "proj_test"


def opening(response_id: str) -> list[dict[str, Any]]:
    return [
        {"type": "response.created", "sequence_number": 0, "response": {"id": response_id}},
        {"type": "response.queued", "sequence_number": 1, "response": {"id": response_id}},
    ]


def event(number: int) -> dict[str, Any]:
    return {"type": "response.output_text.delta", "sequence_number": number, "delta": "x"}


@pytest.fixture
async def notifier(store: ResponseStore) -> Any:
    dsn = store.postgres_dsn
    chosen = PostgresNotifier(dsn) if dsn is not None else Notifier()
    await chosen.start()
    yield chosen
    await chosen.close()


@pytest.fixture
async def jobs(store: ResponseStore, notifier: Notifier) -> JobStore:
    async with store.transaction() as conn:
        await conn.execute(delete(response_events_table))
        await conn.execute(delete(background_jobs_table))
    return JobStore(store, notifier)


async def enqueue(jobs: JobStore, response_id: str, now: float = 100.0) -> None:
    await jobs.enqueue(
        project=PROJECT,
        response_id=response_id,
        request_body={"model": "m", "input": response_id},
        opening_events=opening(response_id),
        now=now,
    )


async def test_claims_take_the_oldest_jobs_once(jobs: JobStore) -> None:
    for index, rid in enumerate(["resp_a", "resp_b", "resp_c"]):
        await enqueue(jobs, rid, now=100.0 + index)
    first = await jobs.claim(owner="one", lease_seconds=10, now=200, limit=2)
    assert [job.response_id for job in first] == ["resp_a", "resp_b"]
    assert first[0].request_body == {"model": "m", "input": "resp_a"}
    assert first[0].attempts == 1 and first[0].project == PROJECT
    second = await jobs.claim(owner="two", lease_seconds=10, now=200, limit=8)
    assert [job.response_id for job in second] == ["resp_c"]
    assert await jobs.claim(owner="two", lease_seconds=10, now=200) == []
    assert await jobs.state(project=PROJECT, response_id="resp_a") == RUNNING


async def test_concurrent_claims_never_share_a_job(jobs: JobStore) -> None:
    ids = [f"resp_{index:03d}" for index in range(30)]
    for index, rid in enumerate(ids):
        await enqueue(jobs, rid, now=100.0 + index)

    async def claimer(owner: str) -> list[str]:
        taken: list[str] = []
        while claimed := await jobs.claim(owner=owner, lease_seconds=10, now=200, limit=3):
            taken += [job.response_id for job in claimed]
        return taken

    results = await asyncio.gather(*(claimer(f"owner{index}") for index in range(4)))
    everything = [rid for taken in results for rid in taken]
    assert sorted(everything) == ids  # each exactly once


async def test_an_expired_lease_is_taken_over_and_the_old_owner_writes_nothing(
    jobs: JobStore,
) -> None:
    await enqueue(jobs, "resp_x")
    (claimed,) = await jobs.claim(owner="dead", lease_seconds=5, now=200)
    assert claimed.attempts == 1
    assert await jobs.append_events(
        project=PROJECT, response_id="resp_x", owner="dead", events=[event(2)]
    )
    # Before expiry nobody else may take it; heartbeats extend the lease.
    assert await jobs.claim(owner="alive", lease_seconds=5, now=204) == []
    assert await jobs.heartbeat(
        owner="dead", response_ids=["resp_x"], lease_seconds=5, now=204
    ) == {"resp_x": False}
    assert await jobs.claim(owner="alive", lease_seconds=5, now=208) == []
    (taken,) = await jobs.claim(owner="alive", lease_seconds=5, now=210)
    assert taken.attempts == 2
    # The stalled owner finds out: no writes, and its heartbeat no longer lists the job.
    assert not await jobs.append_events(
        project=PROJECT, response_id="resp_x", owner="dead", events=[event(3)]
    )
    assert not await jobs.finish(project=PROJECT, response_id="resp_x", owner="dead")
    assert (
        await jobs.heartbeat(owner="dead", response_ids=["resp_x"], lease_seconds=5, now=211) == {}
    )
    assert await jobs.last_sequence(project=PROJECT, response_id="resp_x") == 2
    assert await jobs.finish(
        project=PROJECT, response_id="resp_x", owner="alive", events=[event(3)]
    )
    events, state = await jobs.events_after(project=PROJECT, response_id="resp_x", after=1)
    assert [e["sequence_number"] for e in events] == [2, 3] and state == DONE


async def test_released_jobs_are_claimable_at_once(jobs: JobStore) -> None:
    await enqueue(jobs, "resp_r")
    await jobs.claim(owner="draining", lease_seconds=60, now=200)
    await jobs.release(owner="draining", response_ids=["resp_r"])
    (job,) = await jobs.claim(owner="other", lease_seconds=60, now=201)
    assert job.response_id == "resp_r"


async def test_cancel_outcomes(jobs: JobStore) -> None:
    assert (
        await jobs.request_cancel(
            project=PROJECT, response_id="resp_none", owner="c", lease_seconds=5, now=1
        )
        is None
    )
    await enqueue(jobs, "resp_q")
    queued = await jobs.request_cancel(
        project=PROJECT, response_id="resp_q", owner="c", lease_seconds=5, now=200
    )
    assert queued is not None and queued.state == QUEUED
    assert queued.claimed is not None  # nobody ran it: the canceller owns it now
    await enqueue(jobs, "resp_run")
    await jobs.claim(owner="runner", lease_seconds=5, now=200)
    running = await jobs.request_cancel(
        project=PROJECT, response_id="resp_run", owner="c", lease_seconds=5, now=201
    )
    assert running is not None and running.state == RUNNING and running.claimed is None
    # The runner learns it from its heartbeat too.
    assert await jobs.heartbeat(
        owner="runner", response_ids=["resp_run"], lease_seconds=5, now=202
    ) == {"resp_run": True}
    await jobs.finish(project=PROJECT, response_id="resp_run", owner="runner")
    done = await jobs.request_cancel(
        project=PROJECT, response_id="resp_run", owner="c", lease_seconds=5, now=203
    )
    assert done is not None and done.state == DONE


async def test_another_projects_job_is_invisible(jobs: JobStore) -> None:
    await enqueue(jobs, "resp_p")
    assert await jobs.state(project="other", response_id="resp_p") is None
    events, state = await jobs.events_after(project="other", response_id="resp_p", after=-1)
    assert events == [] and state is None
    assert (
        await jobs.request_cancel(
            project="other", response_id="resp_p", owner="c", lease_seconds=5, now=1
        )
        is None
    )


async def test_writes_notify_every_listener(jobs: JobStore, notifier: Notifier) -> None:
    seen: list[Note] = []
    arrived = asyncio.Event()

    def listener(note: Note) -> None:
        seen.append(note)
        if note.kind == "done":
            arrived.set()

    stop = notifier.listen(listener)
    try:
        await enqueue(jobs, "resp_n")
        await jobs.claim(owner="o", lease_seconds=5, now=200)
        await jobs.finish(project=PROJECT, response_id="resp_n", owner="o", events=[event(2)])
        await asyncio.wait_for(arrived.wait(), 5)
    finally:
        stop()
    kinds = [(note.kind, note.response_id) for note in seen]
    assert ("job", "resp_n") in kinds and ("done", "resp_n") in kinds
    assert ("event", "resp_n") in kinds


async def test_forget_removes_job_and_events(jobs: JobStore) -> None:
    await enqueue(jobs, "resp_f")
    await jobs.forget(project=PROJECT, response_id="resp_f")
    assert await jobs.state(project=PROJECT, response_id="resp_f") is None
    assert await jobs.last_sequence(project=PROJECT, response_id="resp_f") is None
