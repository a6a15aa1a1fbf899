"""Both front doors of the Conversations API over the one ConversationsApi.

ConversationsHttpService: OpenAI's REST paths (bound by Envoy's transcoder), JSON bytes in
HttpBody. ConversationsService: typed messages, converted with the generic proto_dict. Each is
one table bound to the API.
"""

from __future__ import annotations

from typing import Any

from responsa.v1 import conversations_pb2 as pb
from responsa.v1 import conversations_pb2_grpc as pb_grpc
from responsa.v1 import items_pb2

from responsa_server.conversations.api import ConversationsApi
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


def _list_query(request: pb.ListConversationItemsRequest, project: str) -> dict[str, Any]:
    """ListConversationItems arguments; proto3's empty strings mean "not given"."""
    return {
        "conversation_id": request.conversation_id,
        "after": request.after or None,
        "limit": request.limit,
        "order": request.order,
        "include": list(request.include),
        "project": project,
    }


def _shared(reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "GetConversation": Rpc(
            lambda api, r, project: api.get(r.conversation_id, project=project),
            reply(pb.Conversation),
        ),
        # An extension: OpenAI lists no conversations (docs/console.md).
        "ListConversations": Rpc(
            lambda api, r, project: api.list_conversations(
                after=r.after or None, limit=r.limit, order=r.order, project=project
            ),
            reply(pb.ConversationList),
        ),
        "DeleteConversation": Rpc(
            lambda api, r, project: api.delete(r.conversation_id, project=project),
            reply(pb.DeleteConversationResponse),
        ),
        "ListConversationItems": Rpc(
            lambda api, r, project: api.list_items(**_list_query(r, project)),
            reply(pb.ConversationItemList),
        ),
        "GetConversationItem": Rpc(
            lambda api, r, project: api.get_item(
                r.conversation_id, r.item_id, include=list(r.include), project=project
            ),
            reply(items_pb2.InputItem),
        ),
        "DeleteConversationItem": Rpc(
            lambda api, r, project: api.delete_item(r.conversation_id, r.item_id, project=project),
            reply(pb.Conversation),
        ),
    }


HTTP: dict[str, Rpc] = {
    # POST /v1/conversations: the request is the HttpBody itself; no body means `{}`.
    "CreateConversation": Rpc(
        lambda api, r, project: api.create(json_body(r.data), project=project), json_reply
    ),
    "UpdateConversation": Rpc(
        lambda api, r, project: api.update(
            r.conversation_id, json_body(r.body.data), project=project
        ),
        json_reply,
    ),
    "CreateConversationItems": Rpc(
        lambda api, r, project: api.create_items(
            r.conversation_id, json_body(r.body.data), include=list(r.include), project=project
        ),
        json_reply,
    ),
    **_shared(lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreateConversation": Rpc(
        lambda api, r, project: api.create(typed_body(r), project=project),
        typed_reply(pb.Conversation),
    ),
    # Replace a conversation's metadata.
    "UpdateConversation": Rpc(
        lambda api, r, project: api.update(
            r.conversation_id, {"metadata": dict(r.metadata)}, project=project
        ),
        typed_reply(pb.Conversation),
    ),
    "CreateConversationItems": Rpc(
        lambda api, r, project: api.create_items(
            r.conversation_id,
            {"items": typed_body(r).get("items", [])},
            include=list(r.include),
            project=project,
        ),
        typed_reply(pb.ConversationItemList),
    ),
    **_shared(typed_reply),
}


def conversations_services(api: ConversationsApi) -> list[Service]:
    """ConversationsHttpService and ConversationsService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "ConversationsHttpService",
            pb_grpc.add_ConversationsHttpServiceServicer_to_server,
            bind(pb_grpc.ConversationsHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "ConversationsService",
            pb_grpc.add_ConversationsServiceServicer_to_server,
            bind(pb_grpc.ConversationsServiceServicer, api, TYPED),
        ),
    ]
