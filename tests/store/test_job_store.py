"""JobStore on SQLite and Postgres: claims, leases and takeovers, ownership of writes, cancels,
the event log, and notifications sent with the writes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from responsa_server.jobs.event_writer import EventWriter
from responsa_server.jobs.notify import Note, Notifier, PostgresNotifier
from responsa_server.jobs.sealed_body import RequestBodySeal, SealedBodyError
from responsa_server.jobs.statements import DONE, QUEUED, RUNNING
from responsa_server.jobs.store import JobStore, Saving
from responsa_server.store import ResponseStore
from responsa_server.store.tables import background_jobs_table, response_events_table
from sqlalchemy import delete, select, update

PROJECT = "proj_test"
KEY = bytes(range(32))


def opening(response_id: str) -> list[dict[str, Any]]:
    return [
        {"type": "response.created", "sequence_number": 0, "response": {"id": response_id}},
        {"type": "response.queued", "sequence_number": 1, "response": {"id": response_id}},
    ]


def event(number: int) -> dict[str, Any]:
    return {"type": "response.output_text.delta", "sequence_number": number, "delta": "x"}


@pytest.fixture
async def notifier(store: ResponseStore) -> Any:
    dsn = store.database.postgres_dsn
    chosen = PostgresNotifier(dsn) if dsn is not None else Notifier()
    await chosen.start()
    yield chosen
    await chosen.close()


@pytest.fixture
async def jobs(store: ResponseStore, notifier: Notifier) -> JobStore:
    async with store.database.writing() as conn:
        await conn.execute(delete(response_events_table))
        await conn.execute(delete(background_jobs_table))
    return JobStore(store.database, notifier, RequestBodySeal(KEY))


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
    assert claimed.attempts == 1 and claimed.epoch == 1
    assert await jobs.append_events(claimed, [event(2)])
    # Before expiry nobody else may take it; heartbeats extend the lease.
    assert await jobs.claim(owner="alive", lease_seconds=5, now=204) == []
    assert await jobs.heartbeat(leases={"resp_x": 1}, lease_seconds=5, now=204) == {"resp_x": False}
    assert await jobs.claim(owner="alive", lease_seconds=5, now=208) == []
    (taken,) = await jobs.claim(owner="alive", lease_seconds=5, now=210)
    assert taken.attempts == 2 and taken.epoch == 2
    # The stalled owner finds out: no writes, and its heartbeat no longer lists the job.
    assert not await jobs.append_events(claimed, [event(3)])
    assert not await jobs.finish(claimed)
    assert await jobs.heartbeat(leases={"resp_x": 1}, lease_seconds=5, now=211) == {}
    assert await jobs.last_sequence(project=PROJECT, response_id="resp_x") == 2
    assert await jobs.finish(taken, events=[event(3)])
    events, state = await jobs.events_after(project=PROJECT, response_id="resp_x", after=1)
    assert [e["sequence_number"] for e in events] == [2, 3] and state == DONE


async def test_a_reclaim_by_the_same_replica_fences_its_earlier_claim(jobs: JobStore) -> None:
    # The owner name alone cannot tell two claims of one replica apart; the epoch does.
    await enqueue(jobs, "resp_same")
    (first,) = await jobs.claim(owner="one", lease_seconds=5, now=200)
    (second,) = await jobs.claim(owner="one", lease_seconds=5, now=210)
    assert second.epoch == first.epoch + 1
    assert not await jobs.append_events(first, [event(2)])
    assert await jobs.append_events(second, [event(2)])


async def test_released_jobs_are_claimable_at_once_and_fenced(jobs: JobStore) -> None:
    await enqueue(jobs, "resp_r")
    (held,) = await jobs.claim(owner="draining", lease_seconds=60, now=200)
    await jobs.release([held])
    (job,) = await jobs.claim(owner="other", lease_seconds=60, now=201)
    assert job.response_id == "resp_r"
    assert not await jobs.append_events(held, [event(2)])


async def test_a_lost_lease_writes_no_response_and_a_deleted_one_is_not_resurrected(
    store: ResponseStore, jobs: JobStore
) -> None:
    response = {"id": "resp_s", "object": "response", "status": "queued", "output": []}
    await store.save(response, [], project=PROJECT)
    await enqueue(jobs, "resp_s")
    (stale,) = await jobs.claim(owner="paused", lease_seconds=5, now=200)
    (fresh,) = await jobs.claim(owner="alive", lease_seconds=5, now=210)
    late = Saving(dict(response, status="completed"))
    assert not await jobs.finish(stale, saving=late)
    stored = await store.get("resp_s", project=PROJECT)
    assert stored is not None and stored["status"] == "queued"
    progress = Saving(dict(response, status="in_progress"))
    assert await jobs.append_events(fresh, [event(2)], saving=progress)
    stored = await store.get("resp_s", project=PROJECT)
    assert stored is not None and stored["status"] == "in_progress"
    # A delete (job first, then the response) leaves nothing the runner could write to.
    await jobs.forget(project=PROJECT, response_id="resp_s")
    assert await store.delete("resp_s", project=PROJECT)
    assert not await jobs.append_events(fresh, [event(3)], saving=progress)
    assert not await jobs.finish(fresh, saving=late)
    assert await store.get("resp_s", project=PROJECT) is None


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
    (run,) = await jobs.claim(owner="runner", lease_seconds=5, now=200)
    running = await jobs.request_cancel(
        project=PROJECT, response_id="resp_run", owner="c", lease_seconds=5, now=201
    )
    assert running is not None and running.state == RUNNING and running.claimed is None
    # The runner learns it from its heartbeat too.
    assert await jobs.heartbeat(leases={"resp_run": run.epoch}, lease_seconds=5, now=202) == {
        "resp_run": True
    }
    await jobs.finish(run)
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
        (job,) = await jobs.claim(owner="o", lease_seconds=5, now=200)
        await jobs.finish(job, events=[event(2)])
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


async def test_request_bodies_are_stored_sealed_and_bound_to_their_job(
    jobs: JobStore, store: ResponseStore
) -> None:
    """The row holds no plaintext of the body (MCP secrets); it opens only for its own job."""
    secret = "Bearer sk-live-Zq9xSecret"
    body = {"model": "m", "input": "x", "tools": [{"type": "mcp", "authorization": secret}]}
    for rid in ("resp_sealed", "resp_other"):
        await jobs.enqueue(
            project=PROJECT, response_id=rid, request_body=body, opening_events=opening(rid), now=1
        )
    async with store.database.writing() as conn:
        stored = dict(
            (
                await conn.execute(
                    select(
                        background_jobs_table.c.response_id, background_jobs_table.c.request_body
                    )
                )
            ).all()
        )
        assert "Zq9xSecret" not in str(stored) and "authorization" not in str(stored)
        # A sealed body copied onto another job's row does not open there.
        await conn.execute(
            update(background_jobs_table)
            .where(background_jobs_table.c.response_id == "resp_other")
            .values(request_body=stored["resp_sealed"])
        )
    claimed = await jobs.claim(owner="one", lease_seconds=10, now=2, limit=1)
    assert claimed[0].response_id == "resp_sealed" and claimed[0].request_body == body
    (moved,) = await jobs.claim(owner="one", lease_seconds=10, now=2, limit=1)
    assert moved.response_id == "resp_other" and moved.request_body is None
    with pytest.raises(SealedBodyError):
        RequestBodySeal(bytes(32)).open(
            stored["resp_sealed"], project=PROJECT, response_id="resp_sealed"
        )


async def test_resume_points_go_with_their_events_are_fenced_and_cleared_at_the_end(
    jobs: JobStore, store: ResponseStore
) -> None:
    await enqueue(jobs, "resp_p")
    (dead,) = await jobs.claim(owner="dead", lease_seconds=5, now=200)
    assert dead.resume_point is None
    writer = EventWriter(jobs, dead, None)
    writer.add([event(2), event(3)])
    writer.mark({"turn": 1, "next_sequence": 4})
    writer.add([event(4)])  # the next turn's first event: after the point, never with it
    await writer.flush()
    (taken,) = await jobs.claim(owner="alive", lease_seconds=5, now=210)
    assert taken.resume_point == {"turn": 1, "next_sequence": 4}
    assert await jobs.last_sequence(project=PROJECT, response_id="resp_p") == 4
    # The old owner's later point is refused like its events.
    assert not await jobs.append_events(dead, [], resume_point={"turn": 2})
    assert await jobs.append_events(taken, [], resume_point={"turn": 3})
    await jobs.finish(taken, events=[event(5)])
    async with store.database.reading() as conn:
        stored = await conn.scalar(
            select(background_jobs_table.c.resume_point).where(
                background_jobs_table.c.response_id == "resp_p"
            )
        )
    assert stored is None


async def test_a_point_is_written_without_the_events_queued_after_it(jobs: JobStore) -> None:
    # The write that stores a point holds only the events before it, so a takeover that finds
    # the log ending at the point knows the runner was exactly there.
    await enqueue(jobs, "resp_q")
    (job,) = await jobs.claim(owner="one", lease_seconds=5, now=200)
    written: list[tuple[list[int], dict[str, Any] | None]] = []
    real = jobs.append_events

    async def spy(job: Any, events: list[dict[str, Any]], **kwargs: Any) -> bool:
        written.append(([e["sequence_number"] for e in events], kwargs.get("resume_point")))
        return await real(job, events, **kwargs)

    jobs.append_events = spy  # type: ignore[method-assign]
    writer = EventWriter(jobs, job, None)
    writer.add([event(2)])
    writer.add([event(3)])
    writer.mark({"turn": 1})
    writer.add([event(4)])
    writer.mark({"turn": 2})
    await writer.flush()
    assert written == [([2, 3], {"turn": 1}), ([4], {"turn": 2})]


async def test_a_finished_job_keeps_the_replica_that_ran_it(jobs: JobStore) -> None:
    """The owner is cleared when a job ends (the lease logic wants it); `last_replica` keeps
    it: the replica that finished it, after a takeover the one that took over."""
    await enqueue(jobs, "resp_last")
    queued = await jobs.record(project=PROJECT, response_id="resp_last")
    assert queued is not None and (queued["replica"], queued["last_replica"]) == (None, None)
    (lost,) = await jobs.claim(owner="host-a:1:aa", lease_seconds=5, now=200)
    running = await jobs.record(project=PROJECT, response_id="resp_last")
    assert running is not None and running["replica"] == "host-a:1:aa"
    assert running["last_replica"] is None
    (taken,) = await jobs.claim(owner="host-b:2:bb", lease_seconds=5, now=210)
    assert not await jobs.finish(lost)  # fenced: writes nothing, names nobody
    assert await jobs.finish(taken, events=[event(2)])
    done = await jobs.record(project=PROJECT, response_id="resp_last")
    assert done is not None and done["state"] == DONE
    assert (done["replica"], done["last_replica"]) == (None, "host-b:2:bb")
    # Done jobs are never claimed again, whoever ran them.
    assert await jobs.claim(owner="host-c:3:cc", lease_seconds=5, now=400) == []
