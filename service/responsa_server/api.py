"""ResponsesApi: the one implementation of every Responses operation, behind both edges.

Edges hand it OpenAI-shaped dicts and get OpenAI-shaped dicts back; the typed gRPC edge converts
proto on either side, the HTTP edge renders bytes. Errors are ApiError, raised before any output.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from responsa_server.context.limits import ContextLimits
from responsa_server.conversations.store import ConversationStore
from responsa_server.engine.tool_loop import DEFAULT_MAX_TURNS, ToolLoop
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.request import CreateRequest, parse_create_request
from responsa_server.store.response_store import Page, ResponseStore
from responsa_server.tools.mcp_client import McpConnections
from responsa_server.tools.web_search import SearchProvider
from responsa_server.upstream.client import UpstreamClient


class ResponsesApi:
    """Create, stream, retrieve, delete, cancel and list responses."""

    def __init__(
        self,
        upstream: UpstreamClient,
        store: ResponseStore,
        mcp: McpConnections,
        *,
        max_tool_iterations: int = DEFAULT_MAX_TURNS,
        conversations: ConversationStore | None = None,
        limits: ContextLimits | None = None,
        search: SearchProvider | None = None,
    ) -> None:
        self._store = store
        self._loop = ToolLoop(
            upstream,
            store,
            mcp,
            max_turns=max_tool_iterations,
            conversations=conversations,
            limits=limits,
            search=search,
        )

    @staticmethod
    def parse(body: object) -> CreateRequest:
        """Validate a create body (raises ApiError naming the parameter)."""
        return parse_create_request(body)

    async def create(self, request: CreateRequest) -> dict[str, Any]:
        """A finished Response object."""
        return await self._loop.create(request)

    def stream(self, request: CreateRequest) -> AsyncIterator[list[dict[str, Any]]]:
        """OpenAI's stream events for the request in batches, `response.created` first."""
        return self._loop.stream(request)

    async def get(self, response_id: str) -> dict[str, Any]:
        """A stored Response object."""
        response = await self._store.get(response_id)
        if response is None:
            raise _response_not_found(response_id)
        return response

    async def delete(self, response_id: str) -> dict[str, Any]:
        """Delete a stored response and its items."""
        if not await self._store.delete(response_id):
            raise _response_not_found(response_id)
        return {"id": response_id, "object": "response", "deleted": True}

    async def cancel(self, response_id: str) -> dict[str, Any]:
        """Cancel a background response; no response here is a background one yet."""
        await self.get(response_id)
        # OpenAI's answer for a foreground response; background mode is not built yet.
        raise ApiError(400, "Cannot cancel a synchronous response.")

    async def list_input_items(
        self, response_id: str, *, after: str | None, before: str | None, limit: int, order: str
    ) -> dict[str, Any]:
        """One page of a response's input items (OpenAI's list object)."""
        limit, order = _page_bounds(limit, order)
        page = await self._store.list_input_items(
            response_id, after=after, before=before, limit=limit, order=order
        )
        if page is None:
            raise _response_not_found(response_id)
        return _list_object(page)

    async def list_responses(
        self, *, after: str | None, before: str | None, limit: int, order: str, model: str | None
    ) -> dict[str, Any]:
        """One page of stored responses (OpenAI's list object)."""
        limit, order = _page_bounds(limit, order)
        page = await self._store.list_responses(
            after=after, before=before, limit=limit, order=order, model=model
        )
        return _list_object(page)


def _response_not_found(response_id: str) -> ApiError:
    return not_found(f"No response found with id '{response_id}'.", param="response_id")


def _page_bounds(limit: int, order: str) -> tuple[int, str]:
    """OpenAI's paging rules: limit 1..100 (0 = default 20), order asc|desc (default desc)."""
    if limit == 0:
        limit = 20
    if not 1 <= limit <= 100:
        raise invalid_param(
            "limit",
            f"Invalid 'limit': integer out of range. Expected a value between 1 and 100, "
            f"but got {limit} instead.",
        )
    order = order or "desc"
    if order not in ("asc", "desc"):
        raise invalid_param(
            "order", f"Invalid value for 'order': expected 'asc' or 'desc', got '{order}'."
        )
    return limit, order


def _list_object(page: Page) -> dict[str, Any]:
    """OpenAI's list object for a store page."""
    return {
        "object": "list",
        "data": page.data,
        "first_id": page.first_id,
        "last_id": page.last_id,
        "has_more": page.has_more,
    }
