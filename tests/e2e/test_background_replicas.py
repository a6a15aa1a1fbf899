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

from gateway.launch import Stack
from tests.e2e.background_stacks import (
    TERMINAL,
    postgres_database,
    sdk,
    stack_env,
    status_of,
    wait_for,
)
from tests.fake_upstream import FakeUpstream

pytestmark = pytest.mark.e2e


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


def test_created_on_a_resumed_and_cancelled_on_b(pair: tuple[Stack, Stack]) -> None:
    a, b = pair
    on_a, on_b = sdk(a), sdk(b)
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
    fake_upstream: FakeUpstream,
) -> None:
    with postgres_database("bgkill") as url, ExitStack() as exits:
        a, b = start_pair(fake_upstream, url, exits)
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
        killed_at = time.monotonic()
        rest = list(on_b.responses.retrieve(response_id, stream=True, starting_after=6))
        assert time.monotonic() - killed_at < 15
        numbers = [e.sequence_number for e in rest]
        assert numbers == list(range(7, 7 + len(numbers)))
        assert rest[-1].type == "response.failed"
        final = on_b.responses.retrieve(response_id)
        assert final.status == "failed"
        assert final.error is not None and "stopped before it finished" in final.error.message
        assert rest[-1].response.model_dump() == final.model_dump()


def test_sigterm_drains_running_jobs_and_exits_in_bounded_time(
    fake_upstream: FakeUpstream,
) -> None:
    with postgres_database("bgdrain") as url, ExitStack() as exits:
        a, b = start_pair(fake_upstream, url, exits)
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            created = sdk(a).responses.create(
                model="fake-slow", input="finish me", background=True, max_output_tokens=16
            )
            wait_for(lambda: status_of(a, created.id) == "in_progress", "the job on A")
            stopping = time.monotonic()
            a.service.process.send_signal(signal.SIGTERM)
            assert a.service.process.wait(15) == 0
            # RESPONSA_DRAIN_SECONDS=2: the job (under a second) finished before the exit.
            assert time.monotonic() - stopping < 10
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        assert status_of(b, created.id) == "completed"
