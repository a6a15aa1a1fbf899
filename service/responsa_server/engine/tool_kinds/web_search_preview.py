"""The `web_search_preview` tool (and its dated alias `web_search_preview_2025_03_11`): the
older name of web search, which vLLM's Responses server and older OpenAI clients send.

For a Chat Completions upstream it runs exactly as `web_search` (web_search.py: the same search
function, provider, `web_search_call` items and events, replay and citations), with the
preview's own settings (`search_context_size`, `user_location`; it has no `filters` or
`external_web_access`). An upstream that speaks the Responses API gets the tool as the request
has it and runs it itself; its `web_search_call` items come back from that upstream.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from responsa_server.engine.tool_kinds.base import RunShared, ToolKind, ToolServices
from responsa_server.engine.tool_kinds.web_search import WebSearch, search_offered
from responsa_server.model.request.search_tools import WebSearchPreviewSpec, WebSearchSpec
from responsa_server.tools.web_search import SearchProvider

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest


class WebSearchPreviewKind(ToolKind):
    """`web_search_preview`: run here by the search provider, or given to a Responses
    upstream. Its `web_search_call` items are replayed by the web_search kind's replayer."""

    spec = WebSearchPreviewSpec()
    cut_status: Mapping[str, str] = {"web_search_call": "failed"}

    async def open_tool(self, shared: RunShared, services: ToolServices) -> WebSearch | None:
        """The request's preview search, for a Chat Completions upstream when the model may
        search (a `web_search` tool offered from the context too takes the one function)."""
        state = shared.request.tool_state
        tool = state.get(self.spec.name)
        if tool is None or shared.speaks_responses or WebSearchSpec.name in state:
            return None
        provider = services.find(SearchProvider)  # type: ignore[type-abstract]
        if not search_offered(tool, provider):
            return None
        assert provider is not None
        return WebSearch(provider, tool, shared)

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """The preview tool as the request has it: the upstream runs it."""
        return frozenset(), [t for t in request.offered_tools if t["type"] in self.spec.types]
