"""`InsightsApi`: what the console reads beyond OpenAI's API (Responsa extensions,
docs/console.md): the responses list with each row's summary, a conversation's items with the
response that added each, the failed-requests log, and usage summed by model, key and day.
Every read is scoped by the caller's project."""

from __future__ import annotations

import datetime
from typing import Any

from responsa_server.conversations.api import ConversationsApi
from responsa_server.model.insight_queries import FailedRequestQuery, UsageRange
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import object_id
from responsa_server.responses.api import ResponsesApi
from responsa_server.store.failed_requests import FailedRequestFilters, FailedRequestStore
from responsa_server.store.response_store import ResponseStore
from responsa_server.store.usage_sums import UsageQuery

_EPOCH = datetime.date(1970, 1, 1)


class InsightsApi:
    """The console's extension reads over the responses, the failed-requests log and usage."""

    def __init__(
        self,
        responses: ResponsesApi,
        conversations: ConversationsApi,
        store: ResponseStore,
        failed: FailedRequestStore,
    ) -> None:
        self._responses = responses
        self._conversations = conversations
        self._store = store
        self._failed = failed

    async def conversation_items(self, *, project: str, **query: Any) -> dict[str, Any]:
        """`GET /v1/conversations/{id}/items`'s page (same parameters), each item with
        `responsa_response_id`: the response that added it, or null."""
        return await self._conversations.list_items(project=project, sources=True, **query)

    async def response_rows(self, *, project: str, **query: Any) -> dict[str, Any]:
        """`GET /v1/responses`'s page (same parameters), each Response with its
        `responsa_row`."""
        return await self._responses.list_responses(project=project, rows=True, **query)

    async def failed_requests(
        self, query: FailedRequestQuery, *, after: str | None, limit: int, project: str
    ) -> dict[str, Any]:
        """A page of the project's failed requests, newest first (OpenAI's list object)."""
        limit, _ = page_bounds(limit, "desc")
        if after is not None:
            after = object_id(after, "after")
        page = await self._failed.page(
            project=project,
            filters=FailedRequestFilters(
                created_after=query.created_after,
                created_before=query.created_before,
                model=query.model,
                key_id=query.key_id,
                status=query.status,
            ),
            after=after,
            limit=limit,
        )
        return list_object(page.data, page.has_more, (page.first_id, page.last_id))

    async def usage(self, usage_range: UsageRange, *, project: str) -> dict[str, Any]:
        """The project's usage over the range, one entry per group (`responsa.usage`)."""
        groups = await self._store.usage(
            UsageQuery(
                project=project,
                start=usage_range.start,
                end=usage_range.end,
                group_by=usage_range.group_by,
                utc_offset_minutes=usage_range.utc_offset_minutes,
            )
        )
        for group in groups:
            if "day" in group:
                group["day"] = (_EPOCH + datetime.timedelta(days=int(group["day"]))).isoformat()
        return {
            "object": "responsa.usage",
            "created_after": usage_range.start,
            "created_before": usage_range.end,
            "group_by": list(usage_range.group_by),
            "utc_offset_minutes": usage_range.utc_offset_minutes,
            "data": groups,
        }
