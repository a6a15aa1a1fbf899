"""The REST front door of the Moderations API (`POST /v1/moderations`, bound by Envoy's
transcoder; JSON bytes in HttpBody) over the one ModerationsApi."""

from __future__ import annotations

from responsa.v1 import moderations_pb2 as pb
from responsa.v1 import moderations_pb2_grpc as pb_grpc

from responsa_server.edges.binding import Rpc, Service, bind, json_body, json_reply, service
from responsa_server.moderation.api import ModerationsApi

HTTP: dict[str, Rpc] = {
    # POST /v1/moderations
    "CreateModeration": Rpc(
        lambda api, r, project: api.create(json_body(r.data), project=project), json_reply
    ),
}


def moderations_services(api: ModerationsApi) -> list[Service]:
    """ModerationsHttpService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ModerationsHttpService",
            pb_grpc.add_ModerationsHttpServiceServicer_to_server,
            bind(pb_grpc.ModerationsHttpServiceServicer, api, HTTP),
        )
    ]
