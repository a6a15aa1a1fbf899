"""The built-in `web_search` tool: whether the model is offered it (as one chat function), running
a search the model asked for, its `web_search_call` item and events, what the model reads back
(this response's searches only: earlier answers carry what they found), and the `url_citation`s
of the answer. `web_search_preview` runs on the same parts (web_search_preview.py).

The tool's `search_context_size` is how many results the model reads (low 3, medium 5, high
10), and its `user_location` is told to the model in the function's description.

With no provider configured (RESPONSA_WEB_SEARCH_URL unset), or a request asking for
`external_web_access: false` from a provider that can only search live, the tool is not offered
to the model: the response is made without searching, and the operator's log says why (once per
process and reason). The client's echo still lists the tool it sent.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
    query_of,
    searching,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.search_tools import WebSearchSpec
from responsa_server.observability import hooks
from responsa_server.tools.web_search import SearchFailure, SearchProvider, SearchResult

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset

log = logging.getLogger(__name__)

SOURCES_INCLUDE = "web_search_call.action.sources"
WEB_SEARCH = Builtin(
    "web_search",
    "responsa_web_search",
    "Search the web. Returns the top results (title, URL, snippet); cite the URLs you use.",
    {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "The search query."}},
        "required": ["query"],
    },
)
# How many results the model reads per search, by the tool's `search_context_size`.
RESULTS_BY_CONTEXT_SIZE = {"low": 3, "medium": 5, "high": 10}
_warned: set[str] = set()


def _warn_once(reason: str, message: str) -> None:
    if reason not in _warned:
        _warned.add(reason)
        log.warning(message)


def searched_as(tool: dict[str, Any]) -> Builtin:
    """The search function as offered for `tool`: its `user_location` (any of city, region,
    country, time zone) told in the description, so the model can search for local results."""
    location = tool.get("user_location") or {}
    place = ", ".join(
        str(location[key])
        for key in ("city", "region", "country")
        if isinstance(location.get(key), str) and location[key]
    )
    zone = location.get("timezone")
    if not place and not (isinstance(zone, str) and zone):
        return WEB_SEARCH
    where = f"The user is in {place}" if place else "The user is"
    if isinstance(zone, str) and zone:
        where += f" (time zone {zone})" if place else f" in the time zone {zone}"
    description = f"{WEB_SEARCH.description} {where}; prefer results relevant there."
    return replace(WEB_SEARCH, description=description)


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


async def run_search(
    provider: SearchProvider, tool: dict[str, Any], arguments: str
) -> SearchOutcome:
    """Run the model's search; a failure is an outcome, never an exception."""
    query = query_of(arguments)
    if not query.strip():
        return SearchOutcome(query, error="The model gave no query; nothing was searched.")
    filters = tool.get("filters") or {}
    # Unset: "medium", the reference's default.
    limit = RESULTS_BY_CONTEXT_SIZE.get(str(tool.get("search_context_size") or "medium"))
    try:
        async with hooks.tool_call("web_search_call", str(tool.get("type", "web_search"))):
            results = await provider.search(
                query, allowed_domains=filters.get("allowed_domains"), max_results=limit
            )
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


class SearchTarget(WholeItemTarget):
    """A web search's `web_search_call` item (no argument events: the query is in the action)."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `web_search_call` item with the model's query."""
        return {
            "id": new_id("ws"),
            "type": "web_search_call",
            "status": "in_progress",
            "action": {"type": "search", "query": query_of(call.arguments_text)},
        }


_TARGET = SearchTarget()


class WebSearch(NoSetup):
    """The web search of one response, and the page titles its searches returned."""

    def __init__(self, provider: SearchProvider, tool: dict[str, Any], shared: RunShared) -> None:
        self.builtin: Builtin | None = searched_as(tool)
        self._provider = provider
        self._tool = tool
        self._shared = shared
        self._titles: dict[str, str] = {}  # URL -> title, for citations

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Search, unless it is the last turn (the response ends incomplete) or the budget is
        used up (the call is ignored)."""
        if not chat_name or chat_name != toolset.builtin_name(WEB_SEARCH):
            return None
        if budget.last_turn:
            budget.incomplete = True  # the search would need one more turn
        if budget.last_turn or not budget.left():
            return Plan(CallKind.IGNORED, _TARGET)
        budget.take()
        return Plan(CallKind.RUN, _TARGET, self)

    async def run(self, call: ToolCall) -> SearchOutcome:
        """Run the model's search."""
        return await run_search(self._provider, self._tool, call.arguments_text)

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """`response.web_search_call.searching`."""
        searching(output, call)

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Close the item; keep what the model reads and the titles for citations."""
        assert isinstance(outcome, SearchOutcome) and call.item is not None
        self._shared.read[call.item["id"]] = (call.name, outcome.for_model())
        for hit in outcome.results:
            self._titles.setdefault(hit.url, hit.title)
        item = call.item
        if SOURCES_INCLUDE in self._shared.request.include:
            item["action"]["sources"] = outcome.sources()
        failed = outcome.error is not None
        item["status"] = "failed" if failed else "completed"
        if not failed:
            output.emit(
                "response.web_search_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        output.close_item(call)

    def annotate(self, text: str) -> list[dict[str, Any]]:
        """A url_citation for each URL of this response's searches the answer quotes."""
        return url_citations(text, self._titles)


def _replay(replay: Replay, item: dict[str, Any]) -> None:
    """This response's search reads as the call and its results; earlier ones not at all."""
    if item.get("id") not in replay.read:
        return
    name, found = replay.read[item["id"]]
    arguments = orjson.dumps({"query": item["action"].get("query") or ""}).decode()
    replay.call(item["id"], name, arguments)
    replay.result(item["id"], found)


class WebSearchKind(ToolKind):
    """The `web_search` tool, run here by the configured search provider."""

    spec = WebSearchSpec()
    replayers: Mapping[str, Replayer] = {"web_search_call": _replay}
    # An unfinished search of a failed response ends `failed` (its statuses have no
    # "incomplete").
    cut_status: Mapping[str, str] = {"web_search_call": "failed"}

    async def open_tool(self, shared: RunShared, services: ToolServices) -> WebSearch | None:
        """The request's web search, when the model may search (see `search_offered`)."""
        tool = shared.request.tool_state.get(self.spec.name)
        if tool is None:
            # Before the provider's lookup: an isinstance check against a runtime protocol
            # walks the protocol's attributes for every service (~2,600 bytecodes per create).
            return None
        # A protocol: whichever configured provider (searxng) implements it.
        provider = services.find(SearchProvider)  # type: ignore[type-abstract]
        if not search_offered(tool, provider):
            return None
        assert tool is not None and provider is not None
        return WebSearch(provider, tool, shared)
