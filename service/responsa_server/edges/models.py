"""Both front doors of the Models API over the one ModelsApi.

ModelsHttpService: OpenAI's REST paths (bound by Envoy's transcoder), JSON bytes in HttpBody.
ModelsService: typed messages, converted with the generic proto_dict. Each is one table bound to
the API.
"""

from __future__ import annotations

from responsa.v1 import models_pb2 as pb
from responsa.v1 import models_pb2_grpc as pb_grpc

from responsa_server.catalog.api import ModelsApi
from responsa_server.edges.binding import (
    Reply,
    Rpc,
    Service,
    bind,
    json_reply,
    service,
    typed_reply,
)


def _table(reply: Reply) -> dict[str, Rpc]:
    """Both services answer alike; only the reply differs."""
    return {
        "ListModels": Rpc(lambda api, r, project: api.list(), reply(pb.ModelList)),
        "RetrieveModel": Rpc(lambda api, r, project: api.retrieve(r.model), reply(pb.Model)),
    }


def models_services(api: ModelsApi) -> list[Service]:
    """ModelsHttpService and ModelsService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ModelsHttpService",
            pb_grpc.add_ModelsHttpServiceServicer_to_server,
            bind(pb_grpc.ModelsHttpServiceServicer, api, _table(lambda _type: json_reply)),
        ),
        service(
            pb.DESCRIPTOR,
            "ModelsService",
            pb_grpc.add_ModelsServiceServicer_to_server,
            bind(pb_grpc.ModelsServiceServicer, api, _table(typed_reply)),
        ),
    ]
