"""Both front doors of the key endpoints (a Responsa extension, docs/auth.md) over ApiKeysApi.

ApiKeysHttpService: OpenAI's Admin API paths for project API keys (bound by Envoy's
transcoder), JSON bytes in HttpBody. ApiKeysService: typed messages. Every RPC reads the call's
metadata: the API decides on the key itself whether the caller is an admin.
"""

from __future__ import annotations

from typing import Any

from responsa.v1 import api_keys_pb2 as pb
from responsa.v1 import api_keys_pb2_grpc as pb_grpc

from responsa_server.auth.key_api import ApiKeysApi
from responsa_server.edges.binding import (
    Reply,
    Rpc,
    Service,
    bind,
    json_body,
    json_reply,
    service,
    typed_body,
    typed_reply,
)


def _shared(reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "GetCallerApiKey": Rpc(
            lambda api, r, project, metadata: api.current(metadata=metadata, project=project),
            reply(pb.ApiKey),
            metadata=True,
        ),
        "ListApiKeys": Rpc(
            lambda api, r, project, metadata: api.list_keys(
                r.project_id,
                after=r.after or None,
                limit=r.limit,
                order=r.order,
                metadata=metadata,
                project=project,
            ),
            reply(pb.ApiKeyList),
            metadata=True,
        ),
        "GetApiKey": Rpc(
            lambda api, r, project, metadata: api.retrieve_key(
                r.project_id, r.api_key_id, metadata=metadata, project=project
            ),
            reply(pb.ApiKey),
            metadata=True,
        ),
        "DeleteApiKey": Rpc(
            lambda api, r, project, metadata: api.delete_key(
                r.project_id, r.api_key_id, metadata=metadata, project=project
            ),
            reply(pb.DeleteApiKeyResponse),
            metadata=True,
        ),
    }


def _typed_create(request: pb.CreateApiKeyRequest) -> dict[str, Any]:
    """A typed create as the JSON body (unset optional fields left out)."""
    return typed_body(request, "project_id")


HTTP: dict[str, Rpc] = {
    "CreateApiKey": Rpc(
        lambda api, r, project, metadata: api.create_key(
            r.project_id, json_body(r.body.data), metadata=metadata, project=project
        ),
        json_reply,
        metadata=True,
    ),
    **_shared(lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreateApiKey": Rpc(
        lambda api, r, project, metadata: api.create_key(
            r.project_id, _typed_create(r), metadata=metadata, project=project
        ),
        typed_reply(pb.CreatedApiKey),
        metadata=True,
    ),
    **_shared(typed_reply),
}


def api_keys_services(api: ApiKeysApi) -> list[Service]:
    """ApiKeysHttpService and ApiKeysService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ApiKeysHttpService",
            pb_grpc.add_ApiKeysHttpServiceServicer_to_server,
            bind(pb_grpc.ApiKeysHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "ApiKeysService",
            pb_grpc.add_ApiKeysServiceServicer_to_server,
            bind(pb_grpc.ApiKeysServiceServicer, api, TYPED),
        ),
    ]
