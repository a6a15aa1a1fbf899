"""Webhooks in the fault workload: one endpoint for the workload's project, a receiver on the
client host that verifies every delivery with the openai SDK (tests/webhook_receiver.py), and
the invariant over what it received once the faults are healed.

The receiver refuses (503) the first attempt of one delivery in three, so retries happen in
every scenario, not only when a fault strikes a delivery: a retry must carry the same
`webhook-id`, and a delivery marked done whatever its answer loses those events.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from typing import Any

import httpx

from tests.webhook_receiver import Received, WebhookReceiver

# Every ended job's event is verified and answered 2xx within this long after the check
# starts waiting (a delivery leased by a paused or killed replica waits out its lease first).
SETTLE_SECONDS = 25.0
EVENT_OF_STATUS = {
    "completed": "response.completed",
    "failed": "response.failed",
    "cancelled": "response.cancelled",
    "incomplete": "response.incomplete",
}
ALL_DELIVERED = "every ended job's webhook event delivered, verified, of its status"
ONE_ID = "webhook duplicates carry one webhook-id; every request verifies"


def refuse_some_first_attempts(headers: dict[str, str], earlier: list[Received]) -> int:
    """503 to the first attempt of one delivery in three (by its webhook-id), else 200."""
    webhook_id = headers.get("webhook-id", "")
    refused = int(hashlib.sha256(webhook_id.encode()).hexdigest(), 16) % 3 == 0
    first = not any(r.headers.get("webhook-id") == webhook_id for r in earlier)
    return 503 if refused and first else 200


def receiver(host: str) -> WebhookReceiver:
    """The workload's receiver (enter it to start listening on `host`)."""
    return WebhookReceiver(host=host, answer=refuse_some_first_attempts)


async def register(client: httpx.AsyncClient, front: str, listening: WebhookReceiver) -> str:
    """An endpoint of the workload's project sending every event to `listening`; its id. The
    receiver verifies with the secret the create answered."""
    answer = await client.post(f"{front}/webhook_endpoints", json={"url": listening.url})
    answer.raise_for_status()
    created: dict[str, Any] = answer.json()
    listening.secret = created["secret"]
    return str(created["id"])


async def check(
    listening: WebhookReceiver, ended: dict[str, str]
) -> dict[str, tuple[int, list[str]]]:
    """{invariant: (checked, violations)} over what `listening` received about the jobs that
    `ended` ({response id: terminal status}), once every one is delivered or the bound passed."""
    deadline = time.monotonic() + SETTLE_SECONDS
    while True:
        missing = _undelivered(listening.verified(), ended)
        if not missing or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.5)
    received = list(listening.received)
    ids_of: dict[str, set[str]] = {}
    events_of: dict[str, set[str]] = {}
    unverified = []
    for request in received:
        if request.event is None:
            unverified.append(f"{request.headers.get('webhook-id')}: refused: {request.error}")
            continue
        rid = request.event.data.id
        ids_of.setdefault(rid, set()).add(request.headers.get("webhook-id", ""))
        events_of.setdefault(rid, set()).add(request.event.id)
    duplicated = [
        f"{rid}: {len(ids_of[rid])} webhook-ids, {len(events_of[rid])} event ids"
        for rid in ids_of
        if len(ids_of[rid]) != 1 or len(events_of[rid]) != 1
    ]
    return {
        ALL_DELIVERED: (len(ended), missing),
        ONE_ID: (len(received), unverified + duplicated),
    }


def figures(listening: WebhookReceiver) -> dict[str, int]:
    """What the receiver saw: requests, distinct webhook-ids, first attempts it refused."""
    received = list(listening.received)
    return {
        "requests": len(received),
        "webhook_ids": len({r.headers.get("webhook-id") for r in received}),
        "refused": sum(1 for r in received if r.status >= 300),
    }


def _undelivered(verified: list[Received], ended: dict[str, str]) -> list[str]:
    """The ended jobs without a verified delivery answered 2xx of the event of their status."""
    delivered: dict[str, set[str]] = {}
    for request in verified:
        if request.event is not None and 200 <= request.status < 300:
            delivered.setdefault(request.event.data.id, set()).add(request.event.type)
    missing = []
    for rid, status in ended.items():
        types = delivered.get(rid, set())
        if EVENT_OF_STATUS[status] not in types:
            missing.append(f"{rid} ended {status}: delivered {sorted(types) or 'nothing'}")
    return missing
