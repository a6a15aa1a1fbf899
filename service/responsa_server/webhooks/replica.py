"""`WebhookWork`: this process's part in webhooks (endpoint store, outbox, delivery loop, API),
wired up."""

from __future__ import annotations

from responsa_server.egress import EgressPolicy
from responsa_server.store.database import Database
from responsa_server.webhooks.api import WebhooksApi
from responsa_server.webhooks.deliveries import DeliveryStore
from responsa_server.webhooks.delivery_loop import DeliveryLoop, DeliverySettings
from responsa_server.webhooks.endpoints import EndpointStore
from responsa_server.webhooks.outbox import Outbox
from responsa_server.webhooks.sender import WebhookSender


class WebhookWork:
    """Owns the delivery loop of one replica; `outbox` goes to the job store, `api` to the
    edges."""

    def __init__(
        self,
        database: Database,
        shared_key: bytes,
        policy: EgressPolicy,
        settings: DeliverySettings,
        *,
        owner: str,
    ) -> None:
        self.outbox = Outbox(database)
        endpoints = EndpointStore(database, shared_key)
        deliveries = DeliveryStore(database, self.outbox)
        self._sender = WebhookSender(policy, timeout_seconds=settings.timeout_seconds)
        self.loop = DeliveryLoop(deliveries, endpoints, self._sender, settings, owner=owner)
        self.api = WebhooksApi(endpoints, deliveries, policy, self.loop.wake)

    def noted(self, kind: str) -> None:
        """A jobs notification: a job that ended (`done`, on any replica) may owe events."""
        if kind == "done":
            self.loop.wake()

    def start(self) -> None:
        """Begin delivering."""
        self.loop.start()

    async def stop(self) -> None:
        """Stop delivering and close the client."""
        await self.loop.stop()
        await self._sender.aclose()
