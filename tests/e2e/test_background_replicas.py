"""Background mode across replicas sharing one Postgres: resume and cancel from another replica,
a SIGKILLed replica's job taken over, and a burst of jobs each run exactly once."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from responsa_server.auth.key_store import ApiKeyStore

from tests.e2e.background_stacks import (
    TERMINAL,
    postgres_database,
    sdk,
    stack_env,
    status_of,
    wait_for,
)
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack
from tests.stores import open_store

pytestmark = pytest.mark.e2e


async def create_keys(url: str, *projects: str) -> list[str]:
    """One API key per project, made through the key store (as the keys CLI does)."""
    store = await open_store(url)
    try:
        keys = ApiKeyStore(store.database)
        return [(await keys.create(project)).secret for project in projects]
    finally:
        await store.database.close()


def start_pair(
    fake: FakeUpstream, url: str, exits: ExitStack, lease_seconds: float | None = None
) -> tuple[Stack, Stack]:
    """Two replicas (each with its own Envoy, so a test can pick one) on one database."""
    env = stack_env(fake, url)
    if lease_seconds is not None:
        env["RESPONSA_JOB_LEASE_SECONDS"] = str(lease_seconds)
    first = exits.enter_context(Stack.start(env))
    second = exits.enter_context(Stack.start(env))
    return first, second


@pytest.fixture(scope="module")
def pair(fake_upstream: FakeUpstream) -> Iterator[tuple[Stack, Stack]]:
    # No takeovers wanted here: a lease that outlives a busy machine's event-loop stalls.
    with postgres_database("bgpair") as url, ExitStack() as exits:
        yield start_pair(fake_upstream, url, exits, lease_seconds=15)


@pytest.fixture(scope="module")
def survivor(fake_upstream: FakeUpstream) -> Iterator[tuple[str, Stack]]:
    """A database and the replica that outlives the ones each takeover test stops."""
    with postgres_database("bgtakeover") as url, Stack.start(stack_env(fake_upstream, url)) as b:
        yield url, b


def test_created_on_a_resumed_and_cancelled_on_b(
    pair: tuple[Stack, Stack], fake_upstream: FakeUpstream
) -> None:
    a, b = pair
    on_a, on_b = sdk(a), sdk(b)
    fake_upstream.reset()
    first = []
    with on_a.responses.create(
        model="fake-slow", input="cross", background=True, stream=True, max_output_tokens=60
    ) as stream:
        for event in stream:
            first.append(event)
            if event.sequence_number == 5:
                break
    response_id = first[0].response.id
    resumed = on_b.responses.retrieve(response_id, stream=True, starting_after=5)
    following = [next(iter(resumed)) for _ in range(3)]
    assert [e.sequence_number for e in following] == [6, 7, 8]
    cancelled = on_b.responses.cancel(response_id)
    assert cancelled.status == "cancelled"
    # Whichever replica ran it dropped its upstream request within a second.
    wait_for(lambda: fake_upstream.stats()["disconnects"] == 1, "the upstream disconnect", 1.0)
    assert on_a.responses.retrieve(response_id).status == "cancelled"
    rest = list(resumed)  # ends once the job stopped
    numbers = [e.sequence_number for e in [*following, *rest]]
    assert numbers == list(range(6, 6 + len(numbers)))
    assert on_a.responses.cancel(response_id).model_dump() == cancelled.model_dump()


def test_a_burst_of_jobs_on_two_replicas_each_runs_once(
    pair: tuple[Stack, Stack], fake_upstream: FakeUpstream
) -> None:
    a, b = pair
    fake_upstream.reset()
    count = 200

    async def create_all() -> list[str]:
        limit = asyncio.Semaphore(16)
        async with httpx.AsyncClient(timeout=30) as client:

            async def create(index: int) -> str:
                stack = a if index % 2 else b
                body = {"model": "fake-text", "input": f"job {index}", "background": True}
                async with limit:
                    answer = await client.post(f"{stack.rest_url}/responses", json=body)
                assert answer.status_code == 200, answer.text
                return str(answer.json()["id"])

            return list(await asyncio.gather(*(create(index) for index in range(count))))

    ids = asyncio.run(create_all())
    assert len(set(ids)) == count

    def stored() -> dict[str, dict[str, Any]]:
        found: dict[str, dict[str, Any]] = {}
        query = "limit=100"
        while True:
            page = httpx.get(f"{a.rest_url}/responses?{query}", timeout=10).json()
            found.update((response["id"], response) for response in page["data"])
            if not page["has_more"]:
                return found
            query = f"limit=100&after={page['last_id']}"

    def finished() -> dict[str, dict[str, Any]] | None:
        responses = stored()
        mine = [responses[rid] for rid in ids if rid in responses]
        done = len(mine) == count and all(r["status"] in TERMINAL for r in mine)
        return responses if done else None

    responses = wait_for(finished, "every job to finish", timeout=90)
    failures = [responses[rid]["error"] for rid in ids if responses[rid]["status"] != "completed"]
    assert failures == []
    inputs = [request["messages"][-1]["content"] for request in fake_upstream.requests()]
    assert sorted(inputs) == sorted(f"job {index}" for index in range(count))


def test_sigkilled_replica_job_ends_on_the_other_and_resume_is_consistent(
    fake_upstream: FakeUpstream, survivor: tuple[str, Stack]
) -> None:
    url, b = survivor
    fake_upstream.reset()
    with Stack.start(stack_env(fake_upstream, url)) as a:
        on_a, on_b = sdk(a), sdk(b)
        # B is paused while A takes the job, so A runs it.
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            seen = []
            with on_a.responses.create(
                model="fake-slow", input="doomed", background=True, stream=True
            ) as stream:
                for event in stream:
                    seen.append(event)
                    if event.sequence_number == 6:
                        break
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        response_id = seen[0].response.id
        a.service.process.kill()
        a.service.process.wait()
        # B takes the job over once A's lease lapses; the SDK's 30 s timeout only guards a hang,
        # the takeover itself is asserted from the events and the stored error below.
        rest = list(on_b.responses.retrieve(response_id, stream=True, starting_after=6))
        numbers = [e.sequence_number for e in rest]
        assert numbers == list(range(7, 7 + len(numbers)))
        assert rest[-1].type == "response.failed"
        final = on_b.responses.retrieve(response_id)
        assert final.status == "failed"
        # Not resumed: the model was writing when A died (jobs/takeover.py). The answer keeps
        # what was streamed, ended incomplete; nothing else was written after it.
        assert final.error is not None and "while the model was writing" in final.error.message
        assert rest[-1].response.model_dump() == final.model_dump()
        (message,) = final.output
        assert message.status == "incomplete"
        replay = list(on_b.responses.retrieve(response_id, stream=True))
        deltas = "".join(e.delta for e in replay if e.type == "response.output_text.delta")
        assert deltas and message.content[0].text == deltas  # type: ignore[union-attr]
        assert len(fake_upstream.requests()) == 1


def test_a_paused_replica_writes_nothing_after_the_takeover(
    fake_upstream: FakeUpstream, survivor: tuple[str, Stack]
) -> None:
    # Real processes: A runs the job, is SIGSTOPped past its lease (1.5 s) while B takes the
    # job over and ends it; then A runs on, its stream still open. Whatever it writes next is
    # refused by the database (fencing), so the job's end and its log stay B's.
    url, b = survivor
    with Stack.start(stack_env(fake_upstream, url)) as a:
        on_a, on_b = sdk(a), sdk(b)
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            seen = []
            with on_a.responses.create(
                model="fake-slow", input="paused", background=True, stream=True
            ) as stream:
                for event in stream:
                    seen.append(event)
                    if event.sequence_number == 6:
                        break
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        response_id = seen[0].response.id
        os.kill(a.service.process.pid, signal.SIGSTOP)
        try:
            rest = list(on_b.responses.retrieve(response_id, stream=True, starting_after=6))
            assert rest[-1].type == "response.failed"
        finally:
            os.kill(a.service.process.pid, signal.SIGCONT)
        time.sleep(3)  # A's loop runs on: upstream deltas buffered meanwhile, its heartbeat
        final = on_b.responses.retrieve(response_id)
        assert final.status == "failed"
        assert final.error is not None and "stopped before it finished" in final.error.message
        replay = list(on_b.responses.retrieve(response_id, stream=True))
        assert [e.sequence_number for e in replay] == list(range(len(replay)))
        assert replay[-1].type == "response.failed" and len(replay) == 7 + len(rest)
        assert replay[-1].response.model_dump() == final.model_dump()


def test_sigterm_drains_running_jobs_and_exits_in_bounded_time(
    fake_upstream: FakeUpstream, survivor: tuple[str, Stack]
) -> None:
    url, b = survivor
    with Stack.start(stack_env(fake_upstream, url)) as a:
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            on_a = sdk(a)
            short = on_a.responses.create(
                model="fake-slow", input="finish me", background=True, max_output_tokens=16
            )
            long = on_a.responses.create(model="fake-slow", input="hand me back", background=True)
            for job in (short, long):
                wait_for(lambda job=job: status_of(a, job.id) == "in_progress", "jobs on A")
            cut_before = fake_upstream.stats()["disconnects"]
            a.service.process.send_signal(signal.SIGTERM)
            # RESPONSA_DRAIN_SECONDS=2: bounded, whatever the jobs do. The 15 s wait only guards
            # a hang; that the deadline (not the long job's end) ended the drain shows in the
            # upstream answer A left unfinished and in the long job ending failed, below.
            assert a.service.process.wait(15) == 0
            assert fake_upstream.disconnects_beyond(cut_before) > cut_before
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        # The short job (under a second) finished during the drain.
        assert status_of(b, short.id) == "completed"
        # The long one (~10 s) was handed back; B takes it at once and, as its stream had
        # begun, ends it failed rather than contradicting the events already sent.
        ended = wait_for(
            lambda: status_of(b, long.id) in TERMINAL and status_of(b, long.id), "the long job", 8
        )
        assert ended == "failed"
        replay = list(sdk(b).responses.retrieve(long.id, stream=True))
        assert [e.sequence_number for e in replay] == list(range(len(replay)))
        assert replay[-1].type == "response.failed"


def test_another_projects_background_response_is_not_found(fake_upstream: FakeUpstream) -> None:
    with postgres_database("bgkeys") as url:
        key_a, key_b = asyncio.run(create_keys(url, "acme", "globex"))
        env = {**stack_env(fake_upstream, url), "RESPONSA_AUTH": "keys"}
        with Stack.start(env) as stack:
            made = httpx.post(
                f"{stack.rest_url}/responses",
                json={"model": "fake-slow", "input": "mine", "background": True},
                headers={"Authorization": f"Bearer {key_a}"},
                timeout=10,
            ).json()
            as_b = {"Authorization": f"Bearer {key_b}"}
            base = f"{stack.rest_url}/responses/{made['id']}"
            for answer in (
                httpx.get(f"{base}?stream=true&starting_after=0", headers=as_b, timeout=10),
                httpx.post(f"{base}/cancel", headers=as_b, timeout=10),
                httpx.get(base, headers=as_b, timeout=10),
            ):
                assert answer.status_code == 404, answer.text
                assert answer.json()["error"]["param"] == "response_id"
            mine = httpx.post(
                f"{base}/cancel", headers={"Authorization": f"Bearer {key_a}"}, timeout=10
            )
            assert mine.status_code == 200 and mine.json()["status"] == "cancelled"
