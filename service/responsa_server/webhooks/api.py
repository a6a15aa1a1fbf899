"""`WebhooksApi`: a project's webhook endpoints (a Responsa extension, docs/webhooks.md), the
one implementation behind both front doors (edges/webhook_endpoints.py).

The signing secret appears in the answers of create and rotate only. An endpoint URL goes
through the egress policy here, at creation and at every change, as it does again at each
delivery (webhooks/sender.py). Another project's endpoint id answers exactly like an unknown
one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from responsa_server.egress import EgressDenied, EgressPolicy
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.ids import new_id
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import object_id
from responsa_server.model.webhook_requests import endpoint_update, new_endpoint
from responsa_server.webhooks.deliveries import DeliveryStore
from responsa_server.webhooks.endpoints import Endpoint, EndpointStore
from responsa_server.webhooks.outbox import delivery_row, event_body
from responsa_server.webhooks.signing import new_secret

TEST_EVENT = "webhook_endpoint.test"
_RECENT_DEFAULT, _RECENT_MAX = 20, 100


def _unknown(endpoint_id: str) -> ApiError:
    return not_found(f"No webhook endpoint found with id '{endpoint_id}'.", "endpoint_id")


class WebhooksApi:
    """Create, list, read, change, delete endpoints; rotate secrets; deliveries and tests."""

    def __init__(
        self,
        endpoints: EndpointStore,
        deliveries: DeliveryStore,
        policy: EgressPolicy,
        wake: Callable[[], None],
    ) -> None:
        self._endpoints = endpoints
        self._deliveries = deliveries
        self._policy = policy
        # Tells this replica's delivery loop that a test event is due.
        self._wake = wake

    async def _reachable(self, url: str) -> None:
        """A 400 naming `url` if the egress policy refuses every way to its host."""
        parts = urlsplit(url)
        port = parts.port or (443 if parts.scheme.lower() == "https" else 80)
        try:
            await self._policy.addresses_for(parts.hostname or "", port)
        except EgressDenied:
            raise invalid_param(
                "url",
                "Invalid 'url': its host is not allowed as a webhook destination (loopback, "
                "this host, internal or reserved addresses are refused unless "
                "RESPONSA_TOOL_URL_ALLOW allows them), or it does not resolve.",
            ) from None

    async def _endpoint(self, endpoint_id: str, project: str) -> Endpoint:
        found = await self._endpoints.get(object_id(endpoint_id, "endpoint_id"), project=project)
        if found is None:
            raise _unknown(endpoint_id)
        return found

    async def create(self, body: object, *, project: str) -> dict[str, Any]:
        """A new endpoint, with its signing secret (shown this once)."""
        fields = new_endpoint(body)
        assert fields.url is not None
        await self._reachable(fields.url)
        secret = new_secret()
        created = await self._endpoints.create(
            new_id("whep"), fields, secret, project=project, now=int(time.time())
        )
        return {**created.to_dict(), "secret": secret}

    async def list_endpoints(
        self, *, after: str | None, limit: int, order: str, project: str
    ) -> dict[str, Any]:
        """A page of the project's endpoints (oldest first unless `order` says desc)."""
        limit, order = page_bounds(limit, order or "asc")
        if after is not None:
            after = object_id(after, "after")
        found, more = await self._endpoints.page(
            project=project, after=after, limit=limit, order=order
        )
        return list_object([e.to_dict() for e in found], more)

    async def retrieve(self, endpoint_id: str, *, project: str) -> dict[str, Any]:
        """One endpoint (never its secret)."""
        return (await self._endpoint(endpoint_id, project)).to_dict()

    async def update(self, endpoint_id: str, body: object, *, project: str) -> dict[str, Any]:
        """Change the URL, the events or whether it is enabled (what the body gives)."""
        object_id(endpoint_id, "endpoint_id")
        fields = endpoint_update(body)
        if fields.url is not None:
            await self._reachable(fields.url)
        changed = await self._endpoints.update(
            endpoint_id, fields, project=project, now=int(time.time())
        )
        if changed is None:
            raise _unknown(endpoint_id)
        return changed.to_dict()

    async def delete(self, endpoint_id: str, *, project: str) -> dict[str, Any]:
        """Delete it with its deliveries: nothing more is sent to it."""
        if not await self._endpoints.delete(object_id(endpoint_id, "endpoint_id"), project=project):
            raise _unknown(endpoint_id)
        return {"object": "webhook_endpoint.deleted", "id": endpoint_id, "deleted": True}

    async def rotate_secret(self, endpoint_id: str, *, project: str) -> dict[str, Any]:
        """A new signing secret (shown this once); every later attempt is signed with it."""
        object_id(endpoint_id, "endpoint_id")
        secret = new_secret()
        rotated = await self._endpoints.rotate(
            endpoint_id, secret, project=project, now=int(time.time())
        )
        if rotated is None:
            raise _unknown(endpoint_id)
        return {**rotated.to_dict(), "secret": secret}

    async def deliveries(self, endpoint_id: str, *, limit: int, project: str) -> dict[str, Any]:
        """The endpoint's newest deliveries (status, attempts, next attempt, last error)."""
        endpoint = await self._endpoint(endpoint_id, project)
        limit, _ = page_bounds(limit, "desc", default=_RECENT_DEFAULT, maximum=_RECENT_MAX)
        rows = await self._deliveries.recent(endpoint.id, project=project, limit=limit)
        return list_object(rows, False)

    async def send_test(self, endpoint_id: str, *, project: str) -> dict[str, Any]:
        """Queue a `webhook_endpoint.test` event (`data.id`: the endpoint) for this endpoint
        only; like every delivery, it is not sent while the endpoint is disabled."""
        endpoint = await self._endpoint(endpoint_id, project)
        now = time.time()
        event_id = new_id("evt")
        row = delivery_row(
            project=project,
            endpoint_id=endpoint.id,
            event_id=event_id,
            event_type=TEST_EVENT,
            body=event_body(event_id, TEST_EVENT, int(now), endpoint.id),
            now=now,
        )
        shown = await self._deliveries.add(row)
        self._wake()
        return shown
