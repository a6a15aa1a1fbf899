"""The built-in `web_search` tool in the tool loop: whether the model is offered it, running a
search the model asked for, what the model reads back, and the `url_citation`s of the answer.

With no provider configured (RESPONSA_WEB_SEARCH_URL unset), or a request asking for
`external_web_access: false` from a provider that can only search live, the tool is not offered
to the model: the response is made without searching, and the operator's log says why (once per
process and reason). The client's echo still lists the tool it sent.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import orjson

from responsa_server.observability import hooks
from responsa_server.tools.web_search import SearchFailure, SearchProvider, SearchResult

log = logging.getLogger(__name__)

SOURCES_INCLUDE = "web_search_call.action.sources"
SEARCH_DESCRIPTION = (
    "Search the web. Returns the top results (title, URL, snippet); cite the URLs you use."
)
SEARCH_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "The search query."}},
    "required": ["query"],
}
_warned: set[str] = set()


def _warn_once(reason: str, message: str) -> None:
    if reason not in _warned:
        _warned.add(reason)
        log.warning(message)


def search_offered(tool: dict[str, Any] | None, provider: SearchProvider | None) -> bool:
    """Whether the model may search in this request (logs once why not, when it may not)."""
    if tool is None:
        return False
    if provider is None:
        _warn_once(
            "no_provider",
            "A request has a web_search tool, but RESPONSA_WEB_SEARCH_URL is not set: the "
            "model is not offered web search.",
        )
        return False
    if not tool.get("external_web_access", True) and not provider.serves_cached_only:
        _warn_once(
            "cache_only",
            "A request has a web_search tool with external_web_access: false, and the search "
            "provider can only search the live web: the model is not offered web search for it.",
        )
        return False
    return True


@dataclass(slots=True)
class SearchOutcome:
    """One search the model asked for: its query, and the results or why there are none."""

    query: str
    results: list[SearchResult] = field(default_factory=list)
    error: str | None = None

    def for_model(self) -> str:
        """What the model reads as the search's result."""
        if self.error is not None:
            return f"The web search failed: {self.error}"
        if not self.results:
            return f"No results for {self.query!r}."
        lines = [f"Results for {self.query!r}:"]
        for number, hit in enumerate(self.results, 1):
            lines.append(f"{number}. {hit.title}\nURL: {hit.url}\n{hit.snippet}".rstrip())
        return "\n\n".join(lines)

    def sources(self) -> list[dict[str, Any]]:
        """The action's `sources`: every URL the search returned."""
        return [{"type": "url", "url": hit.url} for hit in self.results]


def query_of(arguments: str) -> str:
    """The model's query from its call arguments ('' when it sent none)."""
    try:
        parsed = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return ""
    query = parsed.get("query") if isinstance(parsed, dict) else None
    return query if isinstance(query, str) else ""


async def run_search(
    provider: SearchProvider, tool: dict[str, Any], arguments: str
) -> SearchOutcome:
    """Run the model's search; a failure is an outcome, never an exception."""
    query = query_of(arguments)
    if not query.strip():
        return SearchOutcome(query, error="The model gave no query; nothing was searched.")
    filters = tool.get("filters") or {}
    try:
        async with hooks.tool_call("web_search_call", "web_search"):
            results = await provider.search(query, allowed_domains=filters.get("allowed_domains"))
    except SearchFailure as failure:
        return SearchOutcome(query, error=failure.message)
    return SearchOutcome(query, results)


def url_citations(text: str, titles: dict[str, str]) -> list[dict[str, Any]]:
    """A `url_citation` for each place the answer quotes a URL its searches returned."""
    citations: list[dict[str, Any]] = []
    # Longest first, so a URL that extends another is cited whole, not twice.
    taken: list[tuple[int, int]] = []
    for url in sorted(titles, key=len, reverse=True):
        start = text.find(url)
        while start != -1:
            end = start + len(url)
            if not any(s < end and start < e for s, e in taken):
                taken.append((start, end))
                citations.append(
                    {
                        "type": "url_citation",
                        "end_index": end,
                        "start_index": start,
                        "title": titles[url],
                        "url": url,
                    }
                )
            start = text.find(url, end)
    citations.sort(key=lambda c: int(c["start_index"]))
    return citations
