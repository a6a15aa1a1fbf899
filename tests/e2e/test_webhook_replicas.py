"""Webhooks across replicas sharing one Postgres: the replica that ran a job is SIGKILLed
while it delivers the job's event, and the other delivers it (same webhook-id); a burst of
events on two replicas is delivered once each."""

from __future__ import annotations

import os
import signal
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack

import httpx
import pytest

from tests.e2e.background_stacks import TERMINAL, postgres_database, sdk, stack_env, status_of
from tests.e2e.background_stacks import wait_for as wait_until
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack
from tests.webhook_receiver import WebhookReceiver

pytestmark = pytest.mark.e2e

# An attempt's lease is twice the timeout plus 5 s: 7 s here.
WEBHOOKS = {
    "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
    "RESPONSA_WEBHOOK_TIMEOUT_SECONDS": "1",
    "RESPONSA_WEBHOOK_RETRY_BASE_SECONDS": "0.2",
    "RESPONSA_WEBHOOK_POLL_SECONDS": "0.5",
}


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    with postgres_database("webhooks") as url:
        yield url


def replica(fake: FakeUpstream, url: str, exits: ExitStack) -> Stack:
    return exits.enter_context(Stack.start({**stack_env(fake, url), **WEBHOOKS}))


def create_endpoint(stack: Stack, receiver: WebhookReceiver) -> str:
    answer = httpx.post(
        f"{stack.rest_url}/webhook_endpoints", json={"url": receiver.url}, timeout=10
    )
    assert answer.status_code == 200, answer.text
    receiver.secret = answer.json()["secret"]
    return str(answer.json()["id"])


def test_the_event_arrives_when_the_replica_that_ran_the_job_dies_delivering_it(
    fake_upstream: FakeUpstream, database: str
) -> None:
    with ExitStack() as exits, WebhookReceiver(holding=True) as receiver:
        survivor = replica(fake_upstream, database, exits)
        doomed_exits = exits.enter_context(ExitStack())
        doomed = replica(fake_upstream, database, doomed_exits)
        endpoint_id = create_endpoint(doomed, receiver)
        # The survivor is paused while the doomed replica runs the job and delivers its event.
        os.kill(survivor.service.process.pid, signal.SIGSTOP)
        try:
            response = sdk(doomed).responses.create(model="fake-text", input="x", background=True)
            (held,) = receiver.wait_for(1)  # the doomed replica's attempt, held unanswered
            doomed.service.process.kill()
            doomed.service.process.wait()
        finally:
            os.kill(survivor.service.process.pid, signal.SIGCONT)
        receiver.release()
        arrived = receiver.wait_for(2, timeout=60)
        assert status_of(survivor, response.id) == "completed"
        deliveries = f"{survivor.rest_url}/webhook_endpoints/{endpoint_id}/deliveries"

        def delivered() -> dict[str, object] | None:
            (row,) = httpx.get(deliveries, timeout=10).json()["data"]
            return row if row["status"] == "delivered" else None

        row = wait_until(delivered, "the survivor's delivery")
    assert held.error is None and held.event.data.id == response.id
    assert {r.headers["webhook-id"] for r in arrived} == {row["id"]}
    assert all(r.error is None for r in arrived)
    # The dead replica's attempt was never recorded: the survivor's is the one counted.
    assert row["attempts"] == 1 and row["last_status_code"] == 200


def test_two_replicas_deliver_each_event_once(fake_upstream: FakeUpstream, database: str) -> None:
    with ExitStack() as exits, WebhookReceiver() as receiver:
        a = replica(fake_upstream, database, exits)
        b = replica(fake_upstream, database, exits)
        endpoint_id = create_endpoint(a, receiver)
        ids = [
            sdk(a if index % 2 else b)
            .responses.create(model="fake-text", input=f"job {index}", background=True)
            .id
            for index in range(20)
        ]
        wait_until(
            lambda: all(status_of(a, rid) in TERMINAL for rid in ids), "every job", timeout=60
        )
        arrived = receiver.wait_for(len(ids))
        rows = httpx.get(
            f"{a.rest_url}/webhook_endpoints/{endpoint_id}/deliveries?limit=100", timeout=10
        ).json()["data"]
    assert sorted(r.event.data.id for r in arrived) == sorted(ids)
    assert max(Counter(r.headers["webhook-id"] for r in arrived).values()) == 1
    assert {row["status"] for row in rows} == {"delivered"} and len(rows) == len(ids)
