"""Both front doors of ContextApi: REST (HttpBody, bound by Envoy) and typed gRPC."""

from __future__ import annotations

from typing import Any

import grpc
from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import response_context_pb2 as pb
from responsa.v1 import response_context_pb2_grpc as pb_grpc
from responsa.v1 import responses_pb2

from responsa_server.auth.caller import caller_project
from responsa_server.context.api import ContextApi, InputTokens
from responsa_server.edges.grpc_errors import Context, reports_api_errors
from responsa_server.edges.http_json import parse_json_body, render_json
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict

# Response header (initial metadata) saying how input tokens were counted.
COUNT_METHOD_HEADER = "responsa-token-count-method"


async def _report_method(context: Context, counted: InputTokens) -> None:
    await context.send_initial_metadata(((COUNT_METHOD_HEADER, counted.method),))


def _typed_body(message: Any) -> dict[str, Any]:
    """The body as OpenAI JSON; proto3's empty values (`model`, lists, maps) mean "not sent"."""
    return {
        key: value for key, value in message_to_dict(message).items() if value not in ("", [], {})
    }


class ResponseContextHttpServicer(pb_grpc.ResponseContextHttpServiceServicer):
    """REST methods over the shared ContextApi."""

    def __init__(self, api: ContextApi) -> None:
        self._api = api

    @reports_api_errors
    async def CountInputTokens(self, request: HttpBody, context: Context) -> HttpBody:
        """POST /v1/responses/input_tokens."""
        counted = await self._api.count_input_tokens(
            parse_json_body(request.data or b"{}"), project=caller_project()
        )
        await _report_method(context, counted)
        return render_json(counted.body)

    @reports_api_errors
    async def CompactResponse(self, request: HttpBody, context: Context) -> HttpBody:
        """POST /v1/responses/compact."""
        compacted = await self._api.compact(
            parse_json_body(request.data or b"{}"), project=caller_project()
        )
        return render_json(compacted)


class ResponseContextServicer(pb_grpc.ResponseContextServiceServicer):
    """Typed methods over the shared ContextApi."""

    def __init__(self, api: ContextApi) -> None:
        self._api = api

    @reports_api_errors
    async def CountInputTokens(
        self, request: responses_pb2.CreateResponseRequest, context: Context
    ) -> pb.InputTokenCount:
        """Count a create request's input tokens."""
        counted = await self._api.count_input_tokens(_typed_body(request), project=caller_project())
        await _report_method(context, counted)
        return dict_to_message(counted.body, pb.InputTokenCount)

    @reports_api_errors
    async def CompactResponse(
        self, request: pb.CompactResponseRequest, context: Context
    ) -> pb.CompactedResponse:
        """Compact a context into one sealed item."""
        compacted = await self._api.compact(_typed_body(request), project=caller_project())
        return dict_to_message(compacted, pb.CompactedResponse)


def add_context_services(api: ContextApi, server: grpc.aio.Server) -> None:
    """Register both context services on `server`."""
    pb_grpc.add_ResponseContextHttpServiceServicer_to_server(
        ResponseContextHttpServicer(api), server
    )
    pb_grpc.add_ResponseContextServiceServicer_to_server(ResponseContextServicer(api), server)


SERVICE_NAMES = (
    pb.DESCRIPTOR.services_by_name["ResponseContextHttpService"].full_name,
    pb.DESCRIPTOR.services_by_name["ResponseContextService"].full_name,
)
