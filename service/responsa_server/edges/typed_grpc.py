"""ResponsesService: the typed gRPC surface, converted generically to and from internal dicts."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
from responsa.v1 import events_pb2, requests_pb2, response_pb2, responses_pb2, responses_pb2_grpc

from responsa_server.api import ResponsesApi
from responsa_server.auth.caller import caller_project
from responsa_server.edges.grpc_errors import Context, abort_with, reports_api_errors
from responsa_server.edges.list_queries import input_items_query, responses_query
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict
from responsa_server.model.errors import ApiError

Response = response_pb2.Response
StreamEvent = events_pb2.ResponseStreamEvent


class ResponsesServicer(responses_pb2_grpc.ResponsesServiceServicer):
    """Typed methods over the shared ResponsesApi."""

    def __init__(self, api: ResponsesApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateResponse(
        self, request: responses_pb2.CreateResponseRequest, context: Context
    ) -> response_pb2.Response:
        """Create a response and wait for it."""
        create = self._api.parse(_create_body(request))
        return dict_to_message(await self._api.create(create, project=caller_project()), Response)

    async def StreamResponse(
        self, request: responses_pb2.CreateResponseRequest, context: Context
    ) -> AsyncIterator[events_pb2.ResponseStreamEvent]:
        """Create a response, streaming OpenAI's events; failures after the first are events."""
        try:
            create = self._api.parse(_create_body(request))
            async for batch in self._api.stream(create, project=caller_project()):
                for event in batch:
                    yield dict_to_message(event, StreamEvent)
        except ApiError as error:
            await abort_with(context, error)

    @reports_api_errors
    async def GetResponse(
        self, request: requests_pb2.GetResponseRequest, context: Context
    ) -> response_pb2.Response:
        """A stored response."""
        return dict_to_message(
            await self._api.get(request.response_id, project=caller_project()), Response
        )

    @reports_api_errors
    async def DeleteResponse(
        self, request: requests_pb2.DeleteResponseRequest, context: Context
    ) -> responses_pb2.DeleteResponseResponse:
        """Delete a stored response and its items."""
        deleted = await self._api.delete(request.response_id, project=caller_project())
        return dict_to_message(deleted, responses_pb2.DeleteResponseResponse)

    @reports_api_errors
    async def CancelResponse(
        self, request: requests_pb2.CancelResponseRequest, context: Context
    ) -> response_pb2.Response:
        """Cancel a background response."""
        return dict_to_message(
            await self._api.cancel(request.response_id, project=caller_project()), Response
        )

    async def RetrieveResponseStream(
        self, request: requests_pb2.RetrieveResponseStreamRequest, context: Context
    ) -> AsyncIterator[events_pb2.ResponseStreamEvent]:
        """A background response's events after `starting_after`, then the live ones."""
        try:
            starting_after = request.starting_after if request.HasField("starting_after") else None
            batches = await self._api.resume(
                request.response_id, starting_after, project=caller_project()
            )
            async for batch in batches:
                for event in batch:
                    yield dict_to_message(event, StreamEvent)
        except ApiError as error:
            await abort_with(context, error)

    @reports_api_errors
    async def ListInputItems(
        self, request: requests_pb2.ListInputItemsRequest, context: Context
    ) -> responses_pb2.ListInputItemsResponse:
        """One page of a response's input items."""
        page = await self._api.list_input_items(
            request.response_id, **input_items_query(request), project=caller_project()
        )
        return dict_to_message(page, responses_pb2.ListInputItemsResponse)

    @reports_api_errors
    async def ListResponses(
        self, request: requests_pb2.ListResponsesRequest, context: Context
    ) -> responses_pb2.ListResponsesResponse:
        """One page of stored responses."""
        page = await self._api.list_responses(**responses_query(request), project=caller_project())
        return dict_to_message(page, responses_pb2.ListResponsesResponse)


def _create_body(request: responses_pb2.CreateResponseRequest) -> dict[str, Any]:
    """The create body as OpenAI JSON; proto3's empty `model` means the client sent none."""
    body = message_to_dict(request)
    if not body.get("model"):
        body.pop("model", None)
    return body


def add_typed_service(api: ResponsesApi, server: grpc.aio.Server) -> None:
    """Register ResponsesService on `server`."""
    responses_pb2_grpc.add_ResponsesServiceServicer_to_server(ResponsesServicer(api), server)
