"""`DeliveryLoop`: this replica's share of the outbox.

One claim loop (woken when a job ends, here or on another replica, through the jobs'
notifier; plus a safety poll) claims due rows and starts one task per row, up to
`concurrency` in this process and `per_endpoint` per endpoint (a slow receiver holds only its
own endpoint's slots; jobs never wait on deliveries, which run after their transaction
committed). An attempt that fails is due again after an exponential back-off with jitter,
until `retry_hours` after the event was written; then the row is marked failed. A disabled or
deleted endpoint's rows stop: deleted ones are gone with it, disabled ones are marked failed
when next claimed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from responsa_server.observability.hooks import webhook_attempt
from responsa_server.webhooks.deliveries import Claimed, DeliveryStore
from responsa_server.webhooks.endpoints import EndpointStore
from responsa_server.webhooks.outbox import DELIVERED, FAILED, PENDING
from responsa_server.webhooks.sender import WebhookSender
from responsa_server.webhooks.signing import signed_headers

log = logging.getLogger(__name__)

_CLAIM_BATCH = 16
# Seconds an attempt keeps clear of its lease's end (clocks of replicas differ a little).
_LEASE_MARGIN = 2.0


@dataclass(frozen=True, slots=True)
class DeliverySettings:
    """Timing of deliveries (short in tests)."""

    timeout_seconds: float = 10.0
    retry_hours: float = 72.0
    retry_base_seconds: float = 5.0
    retry_max_seconds: float = 3600.0
    poll_seconds: float = 2.0
    concurrency: int = 64
    per_endpoint: int = 4

    @property
    def lease_seconds(self) -> float:
        """How long a claim holds a row: an attempt's timeout with room to spare."""
        return self.timeout_seconds * 2 + 5.0

    def retry_delay(self, failures: int) -> float:
        """The wait after the `failures`-th failed attempt: doubling from the base, capped,
        then drawn from its upper half (jitter keeps retries of one outage apart)."""
        doubled: float = self.retry_base_seconds * 2.0 ** min(failures - 1, 40)
        return min(doubled, self.retry_max_seconds) * (0.5 + random.random() / 2)


class DeliveryLoop:
    """Claims and sends due deliveries until stopped."""

    def __init__(
        self,
        deliveries: DeliveryStore,
        endpoints: EndpointStore,
        sender: WebhookSender,
        settings: DeliverySettings,
        *,
        owner: str,
    ) -> None:
        self._deliveries = deliveries
        self._endpoints = endpoints
        self._sender = sender
        self._settings = settings
        self._owner = owner
        self._wake = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()
        self._per_endpoint: dict[str, int] = {}
        self._loop: asyncio.Task[None] | None = None

    def wake(self) -> None:
        """Look for due rows now (an event was written)."""
        self._wake.set()

    def start(self) -> None:
        """Begin claiming."""
        self._loop = asyncio.create_task(self._claim_loop(), name="webhooks-claim")

    async def _claim_loop(self) -> None:
        settings = self._settings
        while True:
            claimed: list[Claimed] = []
            free = settings.concurrency - len(self._tasks)
            if free > 0:
                try:
                    claimed = await self._deliveries.claim(
                        owner=self._owner,
                        lease_seconds=settings.lease_seconds,
                        now=time.time(),
                        limit=min(free, _CLAIM_BATCH),
                        per_endpoint=settings.per_endpoint,
                    )
                except Exception:
                    log.exception("claiming webhook deliveries failed")
            for delivery in claimed:
                self._per_endpoint[delivery.endpoint_id] = (
                    self._per_endpoint.get(delivery.endpoint_id, 0) + 1
                )
                task = asyncio.create_task(self._deliver(delivery), name=f"webhook-{delivery.id}")
                self._tasks.add(task)
                task.add_done_callback(self._ended(delivery.endpoint_id))
            if claimed:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), settings.poll_seconds)
            self._wake.clear()

    def _ended(self, endpoint_id: str) -> Callable[[asyncio.Task[None]], None]:
        def ended(task: asyncio.Task[None]) -> None:
            self._tasks.discard(task)
            left = self._per_endpoint.get(endpoint_id, 1) - 1
            if left:
                self._per_endpoint[endpoint_id] = left
            else:
                self._per_endpoint.pop(endpoint_id, None)
            self._wake.set()  # a slot is free

        return ended

    async def _deliver(self, delivery: Claimed) -> None:
        try:
            await self._attempt(delivery)
        except Exception:
            # The lease expires and another claim retries it; nothing was recorded.
            log.exception("webhook delivery %s failed", delivery.id)

    async def _attempt(self, delivery: Claimed) -> None:
        settings = self._settings
        store = self._deliveries
        endpoint = await self._endpoints.get(delivery.endpoint_id, project=delivery.project)
        now = time.time()
        if endpoint is None or not endpoint.enabled:
            why = "the endpoint was deleted" if endpoint is None else "the endpoint is disabled"
            await store.settle(delivery, state=FAILED, due=now, code=None, error=why, now=now)
            return
        secret = self._endpoints.secret(endpoint)
        if secret is None:
            error = "the endpoint's secret does not open with this replica's key"
            log.error("webhook endpoint %s: %s", endpoint.id, error)
            await self._retry(delivery, None, error)
            return
        # An attempt must end within the lease (its timeout is shorter): one that might not is
        # renewed by epoch first, and a claimer that lost its lease meanwhile sends nothing.
        if (
            now + settings.timeout_seconds + _LEASE_MARGIN > delivery.until
            and not await store.renew(delivery, lease_seconds=settings.lease_seconds, now=now)
        ):
            return
        body = delivery.body.encode()
        headers = signed_headers(secret, delivery.id, int(time.time()), body)
        attempt = await self._sender.post(endpoint.url, headers, body)
        queued = time.time() - delivery.created_at
        if attempt.delivered:
            done = time.time()
            await store.settle(
                delivery, state=DELIVERED, due=done, code=attempt.status, error=None, now=done
            )
            webhook_attempt(delivery.event_type, "delivered", queued)
            return
        outcome = await self._retry(delivery, attempt.status, attempt.error)
        webhook_attempt(delivery.event_type, outcome, queued)

    async def _retry(self, delivery: Claimed, code: int | None, error: str | None) -> str:
        """Schedule the next attempt, or give up once the retry window is over."""
        settings = self._settings
        now = time.time()
        due = now + settings.retry_delay(delivery.attempts + 1)
        if due > delivery.created_at + settings.retry_hours * 3600:
            await self._deliveries.settle(
                delivery, state=FAILED, due=now, code=code, error=error, now=now
            )
            return "failed"
        await self._deliveries.settle(
            delivery, state=PENDING, due=due, code=code, error=error, now=now
        )
        return "retry"

    async def stop(self) -> None:
        """Stop claiming and end the attempts in flight (their rows are retried by the next
        claim once their leases expire: at least once)."""
        if self._loop is not None:
            self._loop.cancel()
        tasks = [*self._tasks, *([self._loop] if self._loop else [])]
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
