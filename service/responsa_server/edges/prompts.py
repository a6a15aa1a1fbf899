"""Both front doors of the prompt template calls (a Responsa extension, docs/prompts.md) over
PromptsApi.

PromptsHttpService: REST at /v1/prompts (bound by Envoy's transcoder), JSON bytes in HttpBody.
PromptsService: typed messages.
"""

from __future__ import annotations

from typing import Any

from responsa.v1 import prompts_pb2 as pb
from responsa.v1 import prompts_pb2_grpc as pb_grpc

from responsa_server.edges.binding import (
    EVERY_FIELD,
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
from responsa_server.prompts.api import PromptsApi


def _shared(reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "ListPrompts": Rpc(
            lambda api, r, project: api.list_prompts(
                after=r.after or None, limit=r.limit, order=r.order, project=project
            ),
            reply(pb.PromptList),
        ),
        "GetPrompt": Rpc(
            lambda api, r, project: api.retrieve(r.prompt_id, r.version, project=project),
            reply(pb.PromptObject),
        ),
        "ListPromptVersions": Rpc(
            lambda api, r, project: api.versions(r.prompt_id, project=project),
            reply(pb.PromptList),
        ),
        "DeletePrompt": Rpc(
            lambda api, r, project: api.delete(r.prompt_id, project=project),
            reply(pb.DeletedPrompt),
        ),
    }


def _typed(request: Any) -> dict[str, Any]:
    """A typed create or update as the JSON body (unset fields left out)."""
    return typed_body(request, "prompt_id", unset=EVERY_FIELD)


HTTP: dict[str, Rpc] = {
    "CreatePrompt": Rpc(
        lambda api, r, project: api.create(json_body(r.body.data), project=project), json_reply
    ),
    "UpdatePrompt": Rpc(
        lambda api, r, project: api.update(r.prompt_id, json_body(r.body.data), project=project),
        json_reply,
    ),
    **_shared(lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreatePrompt": Rpc(
        lambda api, r, project: api.create(_typed(r), project=project),
        typed_reply(pb.PromptObject),
    ),
    "UpdatePrompt": Rpc(
        lambda api, r, project: api.update(r.prompt_id, _typed(r), project=project),
        typed_reply(pb.PromptObject),
    ),
    **_shared(typed_reply),
}


def prompts_services(api: PromptsApi) -> list[Service]:
    """PromptsHttpService and PromptsService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "PromptsHttpService",
            pb_grpc.add_PromptsHttpServiceServicer_to_server,
            bind(pb_grpc.PromptsHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "PromptsService",
            pb_grpc.add_PromptsServiceServicer_to_server,
            bind(pb_grpc.PromptsServiceServicer, api, TYPED),
        ),
    ]
