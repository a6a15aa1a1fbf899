"""SearXNG's JSON API (`GET /search?q=...&format=json`), the self-hosted metasearch engine.

The instance must allow the JSON format (`search.formats` in its settings.yml includes `json`);
otherwise it answers 403, which the call reports as a failure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from urllib.parse import urlsplit

import httpx

from responsa_server.tools.web_search.provider import SearchFailure, SearchResult

MAX_RESULTS = 5


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
        self._http = httpx.AsyncClient(timeout=timeout)

    @property
    def serves_cached_only(self) -> bool:
        """SearXNG asks its engines live on every query: it has no cache-only mode."""
        return False

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
            answer = await self._http.get(self._search_url, params={"q": query, "format": "json"})
        except httpx.TimeoutException as error:
            raise SearchFailure("The search provider did not answer in time.") from error
        except httpx.HTTPError as error:
            raise SearchFailure("The search provider could not be reached.") from error
        if answer.status_code != 200:
            raise SearchFailure(f"The search provider answered HTTP {answer.status_code}.")
        try:
            body: Any = answer.json()
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
