"""Both front doors of ContextApi (input token counts, compaction): REST (HttpBody, bound by
Envoy) and typed gRPC, each one table bound to the API."""

from __future__ import annotations

from responsa.v1 import response_context_pb2 as pb
from responsa.v1 import response_context_pb2_grpc as pb_grpc

from responsa_server.edges.binding import (
    EVERY_FIELD,
    Metadata,
    Rpc,
    Service,
    bind,
    json_body,
    json_reply,
    service,
    typed_body,
    typed_reply,
)
from responsa_server.edges.proto_dict import dict_to_message
from responsa_server.responses.context_api import ContextApi, InputTokens

# Response header (initial metadata) saying how input tokens were counted.
COUNT_METHOD_HEADER = "responsa-token-count-method"


def _count_method(counted: InputTokens) -> Metadata:
    return ((COUNT_METHOD_HEADER, counted.method),)


HTTP: dict[str, Rpc] = {
    # POST /v1/responses/input_tokens
    "CountInputTokens": Rpc(
        lambda api, r, project: api.count_input_tokens(json_body(r.data), project=project),
        lambda counted: json_reply(counted.body),
        headers=_count_method,
    ),
    # POST /v1/responses/compact
    "CompactResponse": Rpc(
        lambda api, r, project: api.compact(json_body(r.data), project=project), json_reply
    ),
}

# proto3's empty values (`model`, lists, maps) mean "not sent".
TYPED: dict[str, Rpc] = {
    "CountInputTokens": Rpc(
        lambda api, r, project: api.count_input_tokens(
            typed_body(r, unset=EVERY_FIELD), project=project
        ),
        lambda counted: dict_to_message(counted.body, pb.InputTokenCount),
        headers=_count_method,
    ),
    "CompactResponse": Rpc(
        lambda api, r, project: api.compact(typed_body(r, unset=EVERY_FIELD), project=project),
        typed_reply(pb.CompactedResponse),
    ),
}


def context_services(api: ContextApi) -> list[Service]:
    """ResponseContextHttpService and ResponseContextService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ResponseContextHttpService",
            pb_grpc.add_ResponseContextHttpServiceServicer_to_server,
            bind(pb_grpc.ResponseContextHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "ResponseContextService",
            pb_grpc.add_ResponseContextServiceServicer_to_server,
            bind(pb_grpc.ResponseContextServiceServicer, api, TYPED),
        ),
    ]
