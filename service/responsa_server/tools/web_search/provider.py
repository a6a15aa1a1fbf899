"""What the tool loop needs from a web search backend: results for a query, or a failure."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@dataclass(frozen=True, slots=True)
class SearchResult:
    """One hit: the page's URL and title, and the provider's snippet of it."""

    url: str
    title: str
    snippet: str


class SearchFailure(Exception):
    """The search could not be made; `message` is a sentence the model and client may read."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@runtime_checkable
class SearchProvider(Protocol):
    """A search backend. Implementations must not block the event loop."""

    # Whether the provider can answer from what it already holds, without fetching anything
    # new from the web: what `external_web_access: false` asks for.
    @property
    def serves_cached_only(self) -> bool: ...

    async def search(
        self,
        query: str,
        *,
        allowed_domains: Sequence[str] | None = None,
        max_results: int | None = None,
    ) -> list[SearchResult]:
        """Results for `query`, best first (at most `max_results`, else the provider's own
        limit); raises SearchFailure."""
        ...

    async def aclose(self) -> None:
        """Release connections."""
        ...
