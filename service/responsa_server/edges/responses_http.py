"""ResponsesHttpService: OpenAI's REST surface of the Responses API as HttpBody.

The two methods that may stream SSE are written here; the unary ones are a table bound to
ResponsesApi. The create's reply (`create_replies`) is shared with the REST listener's endpoint
(`rest_create`). http_json.py renders the bytes.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

import orjson
from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import http_service_pb2, http_service_pb2_grpc, requests_pb2

from responsa_server.auth.caller import caller_project
from responsa_server.edges.binding import Rpc, Service, bind, json_reply, service
from responsa_server.edges.grpc_errors import Context
from responsa_server.edges.http_json import (
    EVENT_STREAM,
    JSON,
    PIECE_BYTES,
    parse_json_body,
    pieces,
    render_json,
    render_sse_batch,
)
from responsa_server.edges.large_bodies import parse_body, release_memory
from responsa_server.edges.list_queries import (
    input_items_query,
    responses_query,
    starting_after_query,
    stream_query,
)
from responsa_server.engine.events import EventSink
from responsa_server.responses.api import ResponsesApi

if TYPE_CHECKING:
    from responsa_server.edges.rest_listener import RestExchange


async def create_replies(
    api: ResponsesApi, data: bytes, sink: EventSink | None = None
) -> AsyncIterator[tuple[str, bytes]]:
    """POST /v1/responses: the reply as (content type, bytes): one JSON document, or SSE when
    the body says `"stream": true`, one piece per batch of events. ApiError before the first
    piece (later failures are events). Both front doors send these: the REST listener as they
    are, the HttpBody gRPC service in HttpBody messages. `sink`: where a streamed answer's
    text events go instead, as they are made (`ResponsesApi.stream`); it must write to the
    same place as the pieces, at once."""
    try:
        create = await parse_body(data, lambda body: api.parse(parse_json_body(body)))
        if not create.stream:
            yield JSON, orjson.dumps(await api.create(create, project=caller_project()))
            return
        async for batch in api.stream(create, project=caller_project(), sink=sink):
            yield EVENT_STREAM, render_sse_batch(batch)
    finally:
        release_memory(len(data))


def rest_create(
    api: ResponsesApi, read_interval: float = 0.0
) -> Callable[[RestExchange], Awaitable[None]]:
    """The REST listener's endpoint for POST /v1/responses (edges/rest_listener.py). A
    streamed answer's text is written by the sink, from the upstream's read callback: per
    read of the upstream, no generator between it and the socket resumes (docs/performance.md,
    "Streaming cost"). `read_interval`: seconds the upstream is not read after each write
    (RESPONSA_STREAM_READ_INTERVAL_SECONDS), so what it sends meanwhile leaves together."""

    async def create(exchange: RestExchange) -> None:
        def sink(batch: list[dict[str, Any]]) -> asyncio.Future[None] | None:
            full = exchange.send(EVENT_STREAM, render_sse_batch(batch))
            if full is not None or not read_interval:
                return full
            return _after(read_interval)

        async for content_type, data in create_replies(api, exchange.body, sink):
            await exchange.write(content_type, data)

    return create


def _after(seconds: float) -> asyncio.Future[None]:
    """A future done `seconds` from now."""
    loop = asyncio.get_running_loop()
    due: asyncio.Future[None] = loop.create_future()
    loop.call_later(seconds, _done, due)
    return due


def _done(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class ResponsesHttpStreams(http_service_pb2_grpc.ResponsesHttpServiceServicer):
    """The methods that may stream, over the shared ResponsesApi (`bind` adds the rest)."""

    api: ResponsesApi

    async def CreateResponse(self, request: HttpBody, context: Context) -> AsyncIterator[HttpBody]:
        """POST /v1/responses: JSON, or SSE when the body says `"stream": true`."""
        async for content_type, data in create_replies(self.api, request.data):
            # One message per batch: each message costs a gRPC frame and an Envoy transcode.
            if len(data) <= PIECE_BYTES:
                yield HttpBody(content_type=content_type, data=data)
            else:
                for piece in pieces(data, content_type):
                    yield piece

    async def GetResponse(
        self, request: requests_pb2.GetResponseHttpRequest, context: Context
    ) -> AsyncIterator[HttpBody]:
        """GET /v1/responses/{response_id}: JSON, or with `?stream=true` a background response's
        events after `?starting_after=N` (SSE)."""
        if not stream_query(request.stream):
            yield render_json(await self.api.get(request.response_id, project=caller_project()))
            return
        batches = await self.api.resume(
            request.response_id,
            starting_after_query(request.starting_after),
            project=caller_project(),
        )
        async for batch in batches:
            data = render_sse_batch(batch)
            for piece in pieces(data, EVENT_STREAM):
                yield piece


HTTP: dict[str, Rpc] = {
    # DELETE /v1/responses/{response_id}
    "DeleteResponse": Rpc(
        lambda api, r, project: api.delete(r.response_id, project=project), json_reply
    ),
    # POST /v1/responses/{response_id}/cancel
    "CancelResponse": Rpc(
        lambda api, r, project: api.cancel(r.response_id, project=project), json_reply
    ),
    # GET /v1/responses/{response_id}/input_items
    "ListInputItems": Rpc(
        lambda api, r, project: api.list_input_items(
            r.response_id, **input_items_query(r), project=project
        ),
        json_reply,
    ),
    # GET /v1/responses/{response_id}/timeline (an extension)
    "GetResponseTimeline": Rpc(
        lambda api, r, project: api.timeline(r.response_id, project=project), json_reply
    ),
    # GET /v1/responses/{response_id}/job (an extension)
    "GetResponseJob": Rpc(
        lambda api, r, project: api.job(r.response_id, project=project), json_reply
    ),
    # GET /v1/responses
    "ListResponses": Rpc(
        lambda api, r, project: api.list_responses(**responses_query(r), project=project),
        json_reply,
    ),
}


def responses_http_service(api: ResponsesApi) -> Service:
    """ResponsesHttpService over `api`."""
    return service(
        http_service_pb2.DESCRIPTOR,
        "ResponsesHttpService",
        http_service_pb2_grpc.add_ResponsesHttpServiceServicer_to_server,
        bind(ResponsesHttpStreams, api, HTTP),
    )
