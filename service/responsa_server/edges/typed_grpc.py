"""ResponsesService: the typed gRPC surface, converted generically to and from internal dicts.

The two streaming RPCs are written here; the unary ones are a table bound to ResponsesApi."""

from __future__ import annotations

from collections.abc import AsyncIterator

from responsa.v1 import events_pb2, requests_pb2, response_pb2, responses_pb2, responses_pb2_grpc

from responsa_server.auth.caller import caller_project
from responsa_server.edges.binding import Rpc, Service, bind, service, typed_body, typed_reply
from responsa_server.edges.grpc_errors import Context
from responsa_server.edges.list_queries import input_items_query, responses_query
from responsa_server.edges.proto_dict import dict_to_message
from responsa_server.responses.api import ResponsesApi

StreamEvent = events_pb2.ResponseStreamEvent


class ResponsesStreams(responses_pb2_grpc.ResponsesServiceServicer):
    """The streaming methods over the shared ResponsesApi (`bind` adds the unary ones)."""

    api: ResponsesApi

    async def StreamResponse(
        self, request: responses_pb2.CreateResponseRequest, context: Context
    ) -> AsyncIterator[events_pb2.ResponseStreamEvent]:
        """Create a response, streaming OpenAI's events; failures after the first are events."""
        # proto3's empty `model` means the client sent none.
        create = self.api.parse(typed_body(request, unset=("model",)))
        async for batch in self.api.stream(create, project=caller_project()):
            for event in batch:
                yield dict_to_message(event, StreamEvent)

    async def RetrieveResponseStream(
        self, request: requests_pb2.RetrieveResponseStreamRequest, context: Context
    ) -> AsyncIterator[events_pb2.ResponseStreamEvent]:
        """A background response's events after `starting_after`, then the live ones."""
        starting_after = request.starting_after if request.HasField("starting_after") else None
        batches = await self.api.resume(
            request.response_id, starting_after, project=caller_project()
        )
        async for batch in batches:
            for event in batch:
                yield dict_to_message(event, StreamEvent)


Response = typed_reply(response_pb2.Response)

TYPED: dict[str, Rpc] = {
    # Create a response and wait for it.
    "CreateResponse": Rpc(
        lambda api, r, project: api.create(
            api.parse(typed_body(r, unset=("model",))), project=project
        ),
        Response,
    ),
    "GetResponse": Rpc(lambda api, r, project: api.get(r.response_id, project=project), Response),
    "DeleteResponse": Rpc(
        lambda api, r, project: api.delete(r.response_id, project=project),
        typed_reply(responses_pb2.DeleteResponseResponse),
    ),
    "CancelResponse": Rpc(
        lambda api, r, project: api.cancel(r.response_id, project=project), Response
    ),
    "ListInputItems": Rpc(
        lambda api, r, project: api.list_input_items(
            r.response_id, **input_items_query(r), project=project
        ),
        typed_reply(responses_pb2.ListInputItemsResponse),
    ),
    "ListResponses": Rpc(
        lambda api, r, project: api.list_responses(**responses_query(r), project=project),
        typed_reply(responses_pb2.ListResponsesResponse),
    ),
    "GetResponseTimeline": Rpc(
        lambda api, r, project: api.timeline(r.response_id, project=project),
        typed_reply(responses_pb2.ResponseTimeline),
    ),
    "GetResponseJob": Rpc(
        lambda api, r, project: api.job(r.response_id, project=project),
        typed_reply(responses_pb2.ResponseJob),
    ),
}


def responses_service(api: ResponsesApi) -> Service:
    """ResponsesService over `api`."""
    return service(
        responses_pb2.DESCRIPTOR,
        "ResponsesService",
        responses_pb2_grpc.add_ResponsesServiceServicer_to_server,
        bind(ResponsesStreams, api, TYPED),
    )
