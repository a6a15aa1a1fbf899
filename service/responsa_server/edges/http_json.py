"""ResponsesHttpService: OpenAI's REST surface as HttpBody, rendered byte for byte here.

Envoy's grpc_json_transcoder maps OpenAI's paths onto these methods and passes the bytes through,
so this module owns the exact JSON and SSE a REST client sees.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

import orjson
from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import http_service_pb2_grpc, requests_pb2

from responsa_server.api import ResponsesApi
from responsa_server.auth.caller import caller_project
from responsa_server.edges.grpc_errors import Context, abort_with, reports_api_errors
from responsa_server.edges.list_queries import (
    input_items_query,
    responses_query,
    starting_after_query,
    stream_query,
)
from responsa_server.model.errors import ApiError

JSON = "application/json"
EVENT_STREAM = "text/event-stream"
# The most bytes one HttpBody message carries. The HTTP body is a byte stream, so a batch (the
# final one repeats the whole output several times: done events plus response.completed) or a
# large JSON answer goes out in pieces; one message above gRPC's message limit would end the
# call with no terminal event.
PIECE_BYTES = 4 * 1024 * 1024


def pieces(data: bytes, content_type: str) -> Iterator[HttpBody]:
    """`data` as HttpBody messages of at most PIECE_BYTES each (one message when it fits)."""
    if len(data) <= PIECE_BYTES:
        yield HttpBody(content_type=content_type, data=data)
        return
    view = memoryview(data)
    for start in range(0, len(data), PIECE_BYTES):
        yield HttpBody(content_type=content_type, data=bytes(view[start : start + PIECE_BYTES]))


def render_json(obj: dict[str, Any]) -> HttpBody:
    """One JSON body."""
    return HttpBody(content_type=JSON, data=orjson.dumps(obj))


def render_sse(event: dict[str, Any]) -> bytes:
    """One server-sent event in OpenAI's framing: `event:` line, `data:` line, blank line."""
    frame: bytes = b"event: " + event["type"].encode() + b"\ndata: " + orjson.dumps(event) + b"\n\n"
    return frame


def parse_json_body(data: bytes) -> object:
    """The request body as JSON, or OpenAI's error for a body that is not JSON."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        raise ApiError(
            400,
            "We could not parse the JSON body of your request. (HINT: This likely means you "
            "aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, "
            "but what was sent was not valid JSON.)",
        ) from None


class ResponsesHttpServicer(http_service_pb2_grpc.ResponsesHttpServiceServicer):
    """REST methods over the shared ResponsesApi."""

    def __init__(self, api: ResponsesApi) -> None:
        self._api = api

    async def CreateResponse(self, request: HttpBody, context: Context) -> AsyncIterator[HttpBody]:
        """POST /v1/responses: JSON, or SSE when the body says `"stream": true`."""
        try:
            create = self._api.parse(parse_json_body(request.data))
            if not create.stream:
                response = await self._api.create(create, project=caller_project())
                for piece in pieces(orjson.dumps(response), JSON):
                    yield piece
                return
            # The engine raises ApiError only before the first event; later failures are events.
            async for batch in self._api.stream(create, project=caller_project()):
                # One message per batch: each message costs a gRPC frame and an Envoy transcode.
                data = b"".join([render_sse(event) for event in batch])
                for piece in pieces(data, EVENT_STREAM):
                    yield piece
        except ApiError as error:
            await abort_with(context, error)

    async def GetResponse(
        self, request: requests_pb2.GetResponseHttpRequest, context: Context
    ) -> AsyncIterator[HttpBody]:
        """GET /v1/responses/{response_id}: JSON, or with `?stream=true` a background response's
        events after `?starting_after=N` (SSE)."""
        try:
            if not stream_query(request.stream):
                yield render_json(
                    await self._api.get(request.response_id, project=caller_project())
                )
                return
            batches = await self._api.resume(
                request.response_id,
                starting_after_query(request.starting_after),
                project=caller_project(),
            )
            async for batch in batches:
                data = b"".join([render_sse(event) for event in batch])
                for piece in pieces(data, EVENT_STREAM):
                    yield piece
        except ApiError as error:
            await abort_with(context, error)

    @reports_api_errors
    async def DeleteResponse(
        self, request: requests_pb2.DeleteResponseRequest, context: Context
    ) -> HttpBody:
        """DELETE /v1/responses/{response_id}."""
        return render_json(await self._api.delete(request.response_id, project=caller_project()))

    @reports_api_errors
    async def CancelResponse(
        self, request: requests_pb2.CancelResponseRequest, context: Context
    ) -> HttpBody:
        """POST /v1/responses/{response_id}/cancel."""
        return render_json(await self._api.cancel(request.response_id, project=caller_project()))

    @reports_api_errors
    async def ListInputItems(
        self, request: requests_pb2.ListInputItemsRequest, context: Context
    ) -> HttpBody:
        """GET /v1/responses/{response_id}/input_items."""
        page = await self._api.list_input_items(
            request.response_id, **input_items_query(request), project=caller_project()
        )
        return render_json(page)

    @reports_api_errors
    async def ListResponses(
        self, request: requests_pb2.ListResponsesRequest, context: Context
    ) -> HttpBody:
        """GET /v1/responses."""
        page = await self._api.list_responses(**responses_query(request), project=caller_project())
        return render_json(page)
