"""SearXNG's JSON API (`GET /search?q=...&format=json`), the self-hosted metasearch engine.

The instance must allow the JSON format (`search.formats` in its settings.yml includes `json`);
otherwise it answers 403, which the call reports as a failure.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx

from responsa_server.tools.web_search.provider import SearchFailure, SearchResult

MAX_RESULTS = 5
# A search answer larger than this is not SearXNG's (a few results are a few KB).
MAX_ANSWER_BYTES = 8 * 1024 * 1024


def _allowed(url: str, domains: Sequence[str]) -> bool:
    """Whether `url` is on one of `domains` or a subdomain of one."""
    host = (urlsplit(url).hostname or "").lower()
    return any(host == d.lower() or host.endswith("." + d.lower()) for d in domains)


class SearxngProvider:
    """Searches one SearXNG instance; results keep SearXNG's order."""

    def __init__(
        self, base_url: str, *, timeout: float = 10.0, max_results: int = MAX_RESULTS
    ) -> None:
        self._search_url = base_url.rstrip("/") + "/search"
        self._max_results = max_results
        self._timeout = timeout
        self._http = httpx.AsyncClient(timeout=timeout)

    @property
    def serves_cached_only(self) -> bool:
        """SearXNG asks its engines live on every query: it has no cache-only mode."""
        return False

    async def _get(self, query: str) -> tuple[int, bytes | None]:
        """The answer's status and body (None: over MAX_ANSWER_BYTES, read no further)."""
        params = {"q": query, "format": "json"}
        async with self._http.stream("GET", self._search_url, params=params) as answer:
            if answer.status_code != 200:
                return answer.status_code, b""
            chunks: list[bytes] = []
            size = 0
            async for chunk in answer.aiter_bytes():
                size += len(chunk)
                if size > MAX_ANSWER_BYTES:
                    return answer.status_code, None
                chunks.append(chunk)
            return answer.status_code, b"".join(chunks)

    async def search(
        self,
        query: str,
        *,
        allowed_domains: Sequence[str] | None = None,
        max_results: int | None = None,
    ) -> list[SearchResult]:
        """Results for `query`; with `allowed_domains`, only hits on those domains; at most
        `max_results` (the instance's `max_results` when None)."""
        limit = self._max_results if max_results is None else max_results
        try:
            # One total deadline (httpx's timeout is per read: a trickling answer outlives it).
            async with asyncio.timeout(self._timeout):
                status, raw = await self._get(query)
        except (httpx.TimeoutException, TimeoutError) as error:
            raise SearchFailure("The search provider did not answer in time.") from error
        except httpx.HTTPError as error:
            raise SearchFailure("The search provider could not be reached.") from error
        if status != 200:
            raise SearchFailure(f"The search provider answered HTTP {status}.")
        if raw is None:
            raise SearchFailure("The search provider's answer was too large.")
        try:
            body: Any = json.loads(raw)
            raw_results = body["results"]
        except (ValueError, KeyError, TypeError) as error:
            raise SearchFailure("The search provider's answer was not SearXNG JSON.") from error
        results: list[SearchResult] = []
        for raw in raw_results if isinstance(raw_results, list) else ():
            if not isinstance(raw, dict) or not isinstance(raw.get("url"), str):
                continue
            url = raw["url"]
            if allowed_domains and not _allowed(url, allowed_domains):
                continue
            results.append(
                SearchResult(
                    url=url,
                    title=str(raw.get("title") or url),
                    snippet=str(raw.get("content") or ""),
                )
            )
            if len(results) >= limit:
                break
        return results

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()
