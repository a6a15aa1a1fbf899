"""ResponsesApi: the one implementation of every Responses operation, behind both edges.

Edges hand it OpenAI-shaped dicts and get OpenAI-shaped dicts back; the typed gRPC edge converts
proto on either side, the HTTP edge renders bytes. Errors are ApiError, raised before any output.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import orjson

from responsa_server.auth.rate_limits import StreamSlots
from responsa_server.engine.events import EventSink
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.files.image_urls import StoredImages
from responsa_server.jobs.api import BackgroundApi
from responsa_server.model.errors import ApiError, not_found
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.previews import item_preview
from responsa_server.model.request import CreateRequest, parse_create_request
from responsa_server.model.request.checks import model_name, object_id
from responsa_server.model.request.options import parse_include
from responsa_server.model.response import with_open_responses_fields
from responsa_server.model.response_filters import NO_FILTERS, ResponseFilters
from responsa_server.observability import call_record
from responsa_server.prompts.api import PromptsApi
from responsa_server.store.response_rows import RowExtras
from responsa_server.store.response_store import Page, ResponseStore

Batch = list[dict[str, Any]]


class ResponsesApi:
    """Create, stream, retrieve, delete, cancel and list responses."""

    def __init__(
        self,
        loop: ToolLoop,
        store: ResponseStore,
        background: BackgroundApi,
        stream_slots: StreamSlots,
        images: StoredImages,
        prompts: PromptsApi,
    ) -> None:
        # `loop` is the one ToolLoop of the process: background jobs run on it too.
        self._store = store
        self._streams = stream_slots
        self._loop = loop
        # Data URLs of file-id images, for include message.input_image.image_url.
        self._images = images
        self._background = background
        # Renders a create's `prompt` template into it before it runs (prompts/api.py).
        self._prompts = prompts

    def parse(self, body: object) -> CreateRequest:
        """Validate a create body (raises ApiError naming the parameter), its tools by the
        server's tool kinds."""
        if isinstance(body, dict):
            # Before the checks: a refused create's log row names the model it asked for.
            call_record.note_model(body.get("model"))
        return parse_create_request(body, self._loop.kinds)

    async def create(self, request: CreateRequest, *, project: str) -> dict[str, Any]:
        """A finished Response object, stored in `project` (a `queued` one in background mode)."""
        await self._prompts.apply(request, project=project)
        if request.background:
            return await self._background.create(request, project=project)
        return await self._loop.create(request, project=project)

    def stream(
        self,
        request: CreateRequest,
        *,
        project: str,
        context: list[dict[str, Any]] | None = None,
        sink: EventSink | None = None,
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """OpenAI's stream events for the request in batches, `response.created` first.

        `context`: the previous response's chain when the caller holds it (WebSocket mode).
        `sink`: where a foreground answer's text events go as they are made, instead of in the
        batches (`ToolLoop.stream`); the caller sends both, in the order they come.
        """
        if request.prompt is not None and request.prompt_version is None:
            # Rendered (or refused) before the first event, as a create's other 4xx are.
            return self._limited(self._prompted(request, project, context, sink), project)
        return self._limited(self._events(request, project, context, sink), project)

    def _events(
        self,
        request: CreateRequest,
        project: str,
        context: list[dict[str, Any]] | None,
        sink: EventSink | None,
    ) -> AsyncIterator[Batch]:
        if request.background:
            # A follower of the job's stored events; the job itself runs on some replica.
            return self._background.stream(request, project=project)
        return self._loop.stream(request, project=project, context=context, sink=sink)

    async def _prompted(
        self,
        request: CreateRequest,
        project: str,
        context: list[dict[str, Any]] | None,
        sink: EventSink | None,
    ) -> AsyncIterator[Batch]:
        """The stream of a request naming a prompt template, rendered first."""
        await self._prompts.apply(request, project=project)
        events = self._events(request, project, context, sink)
        try:
            async for batch in events:
                yield batch
        finally:
            close = getattr(events, "aclose", None)
            if close is not None:
                await close()

    async def context(
        self,
        request: CreateRequest,
        *,
        project: str,
        chain: list[dict[str, Any]] | None = None,
    ) -> list[dict[str, Any]]:
        """The items `request` continues from, loaded and checked as a create loads them (the
        `previous_response_id` or `conversation` 404s, item references), for a turn that runs
        no model (WebSocket mode's warm-up); `chain`: the previous chain the caller holds."""
        await self._prompts.apply(request, project=project)
        return await self._loop.preparation.load(request, project, chain)

    async def chain(self, response_id: str, *, project: str) -> list[dict[str, Any]]:
        """The stored items of `project` a continuation of `response_id` builds on (404 when
        unknown)."""
        return await self._loop.chain(response_id, project=project)

    def _limited(
        self, events: AsyncIterator[Batch], project: str
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """`events` holding one of the project's stream slots while it is read (429 before the
        first event when none is free); `events` itself when streams are not limited."""
        if self._streams.limit <= 0:
            return events
        return self._holding_slot(events, project)

    async def _holding_slot(
        self, events: AsyncIterator[Batch], project: str
    ) -> AsyncIterator[list[dict[str, Any]]]:
        with self._streams.hold(project):
            try:
                async for batch in events:
                    yield batch
            finally:
                # Close the inner generator now (client gone), not whenever it is collected.
                close = getattr(events, "aclose", None)
                if close is not None:
                    await close()

    async def get(self, response_id: str, *, project: str) -> dict[str, Any]:
        """A stored Response object of `project` (another project's id is not found)."""
        response_id = object_id(response_id, "response_id")
        response = await self._store.get(response_id, project=project)
        if response is None:
            raise _response_not_found(response_id)
        if response.get("background"):
            response = await self._background.settled(response, project=project)
        return with_open_responses_fields(response)

    async def timeline(self, response_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/responses/{id}/timeline (a Responsa extension): when each step of the stored
        response's tool loop ran (no steps for a response stored without them), and what its
        run took: `total_ms`, `first_token_ms` (streamed) and `cost_usd` (priced models), when
        recorded (engine/timeline.py)."""
        response_id = object_id(response_id, "response_id")
        found, stored = await self._store.timeline(response_id, project=project)
        if not found:
            raise _response_not_found(response_id)
        recorded = orjson.loads(stored) if stored else []
        # Before measures were kept, the stored timeline was the steps alone.
        measures = recorded if isinstance(recorded, dict) else {"steps": recorded}
        return {"object": "response.timeline", "response_id": response_id, **measures}

    async def job(self, response_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/responses/{id}/job (a Responsa extension): the background job behind a
        response; the same 404 for a foreground, unknown or another project's response."""
        return await self._background.job(object_id(response_id, "response_id"), project=project)

    async def resume(
        self, response_id: str, starting_after: int | None, *, project: str
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """A background response's stream events after `starting_after`, then live ones."""
        response_id = object_id(response_id, "response_id")
        events = await self._background.resume(
            response_id, starting_after=starting_after, project=project
        )
        return self._limited(events, project)

    async def delete(self, response_id: str, *, project: str) -> dict[str, Any]:
        """Delete a stored response of `project` and its items."""
        response_id = object_id(response_id, "response_id")
        # The job first: once it is gone, a replica still running it can write nothing more
        # (its writes are fenced on the job row), so nothing brings the response back.
        await self._background.forget(response_id, project=project)
        if not await self._store.delete(response_id, project=project):
            raise _response_not_found(response_id)
        return {"id": response_id, "object": "response", "deleted": True}

    async def cancel(self, response_id: str, *, project: str) -> dict[str, Any]:
        """Cancel a background response (OpenAI's 400 for a foreground one)."""
        response_id = object_id(response_id, "response_id")
        return await self._background.cancel(response_id, project=project)

    async def list_input_items(
        self,
        response_id: str,
        *,
        after: str | None,
        before: str | None,
        limit: int,
        order: str,
        project: str,
        include: list[str] | None = None,
    ) -> dict[str, Any]:
        """One page of a response's input items (OpenAI's list object); `include` may ask
        for file-id images' URLs (message.input_image.image_url)."""
        response_id = object_id(response_id, "response_id")
        if include:
            parse_include(include)
        limit, order = page_bounds(limit, order)
        after, before = _cursors(after, before)
        page = await self._store.list_input_items(
            response_id, after=after, before=before, limit=limit, order=order, project=project
        )
        if page is None:
            raise _response_not_found(response_id)
        if include:
            page.data = await self._images.with_urls(page.data, include, project=project)
        return _list_object(page)

    async def list_responses(
        self,
        *,
        after: str | None,
        before: str | None,
        limit: int,
        order: str,
        model: str | None,
        project: str,
        previous_response_id: str | None = None,
        filters: ResponseFilters = NO_FILTERS,
        rows: bool = False,
    ) -> dict[str, Any]:
        """One page of `project`'s stored responses (OpenAI's list object). Responsa extension
        filters: `previous_response_id` keeps the responses that continue it, `filters` those
        of a status, background or not, with tools or not, created in a time range. `rows`
        (the console's list, a Responsa extension): each Response also carries `responsa_row`,
        what a row shows beyond it (`row_summary`)."""
        limit, order = page_bounds(limit, order)
        after, before = _cursors(after, before)
        if model is not None:
            model = model_name(model, "model")
        if previous_response_id is not None:
            previous_response_id = object_id(previous_response_id, "previous_response_id")
        page = await self._store.list_responses(
            after=after,
            before=before,
            limit=limit,
            order=order,
            model=model,
            project=project,
            previous_response_id=previous_response_id,
            filters=filters,
            rows=rows,
        )
        for response in page.data:
            with_open_responses_fields(response)
            if page.rows is not None:
                response["responsa_row"] = row_summary(page.rows[response["id"]])
        return _list_object(page)


def row_summary(extras: RowExtras) -> dict[str, Any]:
    """A listing row's extension: the question (its last input item's text, cut), time to
    the end and to the first token, cost (absent when not recorded), and the key."""
    summary: dict[str, Any] = {"question": item_preview(extras.last_input)}
    summary.update(extras.timeline or {})
    summary["key_id"] = extras.key_id
    return summary


def _response_not_found(response_id: str) -> ApiError:
    return not_found(f"No response found with id '{response_id}'.", param="response_id")


def _cursors(after: str | None, before: str | None) -> tuple[str | None, str | None]:
    """Paging cursors are ids: bounded like every id before the store sees them."""
    return (
        None if after is None else object_id(after, "after"),
        None if before is None else object_id(before, "before"),
    )


def _list_object(page: Page) -> dict[str, Any]:
    """OpenAI's list object for a store page."""
    return list_object(page.data, page.has_more, (page.first_id, page.last_id))
