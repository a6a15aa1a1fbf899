"""`WebhookSender`: one signed POST to an endpoint, through the egress policy.

Every connection is checked by the policy (egress/): loopback, this host's addresses and the
stack's own ports are refused unless RESPONSA_TOOL_URL_ALLOW allows them, at delivery as at
creation (a name may resolve elsewhere by then). Redirects are not followed (a 3xx is a
failed attempt), the whole attempt has one timeout, and at most `_BODY_CAP` bytes of the
answer are read: a receiver cannot hold a delivery slot with a slow or endless body.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import httpx2

from responsa_server.egress import EgressPolicy, egress_client

log = logging.getLogger(__name__)

_BODY_CAP = 4096


@dataclass(frozen=True, slots=True)
class Attempt:
    """What one POST came to: the status (None: no answer) and, unless 2xx, why it failed."""

    status: int | None
    error: str | None

    @property
    def delivered(self) -> bool:
        """A 2xx answer: the receiver has the event."""
        return self.status is not None and 200 <= self.status < 300


class WebhookSender:
    """POSTs signed events; one pooled client per process."""

    def __init__(self, policy: EgressPolicy, *, timeout_seconds: float) -> None:
        self._timeout = timeout_seconds
        self._client = egress_client(
            policy, timeout=httpx2.Timeout(timeout_seconds), shared_redirect_budget=False
        )

    async def post(self, url: str, headers: dict[str, str], body: bytes) -> Attempt:
        """Send `body` with `headers` to `url`; never raises for what the receiver does."""
        try:
            async with asyncio.timeout(self._timeout):
                return await self._post(url, headers, body)
        except TimeoutError:
            return Attempt(None, f"no answer within {self._timeout:g} s")

    async def _post(self, url: str, headers: dict[str, str], body: bytes) -> Attempt:
        try:
            async with self._client.stream(
                "POST", url, content=body, headers=headers, follow_redirects=False
            ) as response:
                read = 0
                async for chunk in response.aiter_raw():
                    read += len(chunk)
                    if read >= _BODY_CAP:
                        break
                status = response.status_code
        except httpx2.TimeoutException:
            return Attempt(None, f"no answer within {self._timeout:g} s")
        except httpx2.HTTPError as error:
            # A refused destination and a closed port read alike (egress/client.py).
            log.debug("webhook delivery failed: %s", error)
            return Attempt(None, "could not connect")
        if 200 <= status < 300:
            return Attempt(status, None)
        if 300 <= status < 400:
            return Attempt(status, f"HTTP {status} (redirects are not followed)")
        return Attempt(status, f"HTTP {status}")

    async def aclose(self) -> None:
        """Close the pooled connections."""
        await self._client.aclose()
