"""`UrlFetcher`: the bytes behind an `image_url` or `file_url` a request names, through the
egress policy (egress/), size-capped while they arrive and within one total deadline (a server
that sends a byte a second cannot hold a request longer than that).

Every connection, redirects included, is checked by the policy (the client's network backend
does it), so a URL can reach only what an MCP `server_url` could. A refused destination and a
closed port fail with the same words: the caller must not learn which it was.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx2

from responsa_server.egress import EgressPolicy, egress_client

log = logging.getLogger(__name__)


class FetchError(Exception):
    """Why a URL gave no bytes; `too_large` when it went over the cap."""

    def __init__(self, message: str, *, too_large: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.too_large = too_large


@dataclass(frozen=True, slots=True)
class Fetched:
    """What a URL served: the bytes, the media type it stated (may be empty), its last path
    segment (a file name, may be empty)."""

    data: bytes
    media_type: str
    name: str


class UrlFetcher:
    """GETs http(s) URLs for request inputs; one pooled client per process."""

    def __init__(self, policy: EgressPolicy, *, timeout_seconds: float = 30.0) -> None:
        self._deadline = timeout_seconds
        # At most egress.MAX_REDIRECTS redirects per fetch, each hop checked; concurrent fetches
        # share the client, so the budget is httpx2's per request, not the session-wide hook's.
        self._client = egress_client(
            policy, timeout=httpx2.Timeout(timeout_seconds), shared_redirect_budget=False
        )

    async def fetch(self, url: str, *, max_bytes: int) -> Fetched:
        """The body of a 200 answer to GET `url`, at most `max_bytes` long, all of it within
        the fetcher's total deadline.

        Raises FetchError: not http(s), unreachable or refused, another status, too large, too
        slow.
        """
        parts = urlsplit(url)
        if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
            raise FetchError("only http:// and https:// URLs can be fetched")
        try:
            async with asyncio.timeout(self._deadline):
                return await self._get(url, max_bytes)
        except TimeoutError:
            raise FetchError(f"the server did not send it within {self._deadline:g} s") from None

    async def _get(self, url: str, max_bytes: int) -> Fetched:
        try:
            async with self._client.stream("GET", url, follow_redirects=True) as response:
                if response.status_code != 200:
                    raise FetchError(f"the server answered HTTP {response.status_code}")
                declared = response.headers.get("content-length", "")
                if declared.isdigit() and int(declared) > max_bytes:
                    raise FetchError("the file is too large", too_large=True)
                chunks: list[bytes] = []
                size = 0
                async for chunk in response.aiter_bytes():
                    size += len(chunk)
                    if size > max_bytes:
                        raise FetchError("the file is too large", too_large=True)
                    chunks.append(chunk)
                media_type = response.headers.get("content-type", "").split(";")[0]
                final_path = response.url.path
        except (httpx2.TooManyRedirects, httpx2.HTTPStatusError):
            # The egress client's redirect budget ran out (its hook raises a status error).
            raise FetchError("too many redirects") from None
        except httpx2.HTTPError as error:
            log.debug("input URL fetch failed: %s", error)
            raise FetchError("could not connect") from None
        return Fetched(b"".join(chunks), media_type.strip().lower(), final_path.rsplit("/")[-1])

    async def aclose(self) -> None:
        """Close the pooled connections."""
        await self._client.aclose()
