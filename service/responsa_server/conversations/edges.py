"""Both front doors of the Conversations API over the one ConversationsApi.

`ConversationsHttpServicer`: OpenAI's REST paths (bound by Envoy's transcoder), JSON bytes in
HttpBody. `ConversationsServicer`: typed messages, converted with the generic proto_dict.
"""

from __future__ import annotations

from typing import Any

import grpc
from google.api.httpbody_pb2 import HttpBody
from google.protobuf.message import Message
from responsa.v1 import conversations_pb2 as pb
from responsa.v1 import conversations_pb2_grpc as pb_grpc
from responsa.v1 import items_pb2

from responsa_server.auth.caller import caller_project
from responsa_server.conversations.api import ConversationsApi
from responsa_server.edges.grpc_errors import Context, reports_api_errors
from responsa_server.edges.http_json import parse_json_body, render_json
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict


def _body_of(request: pb.ConversationHttpBody) -> object:
    """The JSON body; a POST without one means `{}`."""
    return parse_json_body(request.body.data) if request.body.data else {}


class ConversationsHttpServicer(pb_grpc.ConversationsHttpServiceServicer):
    """REST methods over the shared ConversationsApi."""

    def __init__(self, api: ConversationsApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateConversation(self, request: HttpBody, context: Context) -> HttpBody:
        """POST /v1/conversations."""
        body = parse_json_body(request.data) if request.data else {}
        return render_json(await self._api.create(body, project=caller_project()))

    @reports_api_errors
    async def GetConversation(
        self, request: pb.GetConversationRequest, context: Context
    ) -> HttpBody:
        """GET /v1/conversations/{conversation_id}."""
        found = await self._api.get(request.conversation_id, project=caller_project())
        return render_json(found)

    @reports_api_errors
    async def UpdateConversation(
        self, request: pb.ConversationHttpBody, context: Context
    ) -> HttpBody:
        """POST /v1/conversations/{conversation_id}."""
        updated = await self._api.update(
            request.conversation_id, _body_of(request), project=caller_project()
        )
        return render_json(updated)

    @reports_api_errors
    async def DeleteConversation(
        self, request: pb.DeleteConversationRequest, context: Context
    ) -> HttpBody:
        """DELETE /v1/conversations/{conversation_id}."""
        return render_json(
            await self._api.delete(request.conversation_id, project=caller_project())
        )

    @reports_api_errors
    async def CreateConversationItems(
        self, request: pb.ConversationHttpBody, context: Context
    ) -> HttpBody:
        """POST /v1/conversations/{conversation_id}/items."""
        created = await self._api.create_items(
            request.conversation_id,
            _body_of(request),
            include=list(request.include),
            project=caller_project(),
        )
        return render_json(created)

    @reports_api_errors
    async def ListConversationItems(
        self, request: pb.ListConversationItemsRequest, context: Context
    ) -> HttpBody:
        """GET /v1/conversations/{conversation_id}/items."""
        return render_json(await self._api.list_items(**_list_query(request)))

    @reports_api_errors
    async def GetConversationItem(
        self, request: pb.GetConversationItemRequest, context: Context
    ) -> HttpBody:
        """GET /v1/conversations/{conversation_id}/items/{item_id}."""
        item = await self._api.get_item(
            request.conversation_id,
            request.item_id,
            include=list(request.include),
            project=caller_project(),
        )
        return render_json(item)

    @reports_api_errors
    async def DeleteConversationItem(
        self, request: pb.DeleteConversationItemRequest, context: Context
    ) -> HttpBody:
        """DELETE /v1/conversations/{conversation_id}/items/{item_id}."""
        conversation = await self._api.delete_item(
            request.conversation_id, request.item_id, project=caller_project()
        )
        return render_json(conversation)


def _list_query(request: pb.ListConversationItemsRequest) -> dict[str, Any]:
    """ListConversationItems arguments; proto3's empty strings mean "not given"."""
    return {
        "conversation_id": request.conversation_id,
        "after": request.after or None,
        "limit": request.limit,
        "order": request.order,
        "include": list(request.include),
        "project": caller_project(),
    }


def _typed_body(message: Message, *drop: str) -> dict[str, Any]:
    body = message_to_dict(message)
    for key in drop:
        body.pop(key, None)
    return body


class ConversationsServicer(pb_grpc.ConversationsServiceServicer):
    """Typed methods over the shared ConversationsApi."""

    def __init__(self, api: ConversationsApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateConversation(
        self, request: pb.CreateConversationRequest, context: Context
    ) -> pb.Conversation:
        """Create a conversation."""
        created = await self._api.create(_typed_body(request), project=caller_project())
        return dict_to_message(created, pb.Conversation)

    @reports_api_errors
    async def GetConversation(
        self, request: pb.GetConversationRequest, context: Context
    ) -> pb.Conversation:
        """A conversation."""
        found = await self._api.get(request.conversation_id, project=caller_project())
        return dict_to_message(found, pb.Conversation)

    @reports_api_errors
    async def UpdateConversation(
        self, request: pb.UpdateConversationRequest, context: Context
    ) -> pb.Conversation:
        """Replace a conversation's metadata."""
        body = {"metadata": dict(request.metadata)}
        updated = await self._api.update(request.conversation_id, body, project=caller_project())
        return dict_to_message(updated, pb.Conversation)

    @reports_api_errors
    async def DeleteConversation(
        self, request: pb.DeleteConversationRequest, context: Context
    ) -> pb.DeleteConversationResponse:
        """Delete a conversation."""
        deleted = await self._api.delete(request.conversation_id, project=caller_project())
        return dict_to_message(deleted, pb.DeleteConversationResponse)

    @reports_api_errors
    async def CreateConversationItems(
        self, request: pb.CreateConversationItemsRequest, context: Context
    ) -> pb.ConversationItemList:
        """Append items to a conversation."""
        body = {"items": _typed_body(request).get("items", [])}
        created = await self._api.create_items(
            request.conversation_id,
            body,
            include=list(request.include),
            project=caller_project(),
        )
        return dict_to_message(created, pb.ConversationItemList)

    @reports_api_errors
    async def ListConversationItems(
        self, request: pb.ListConversationItemsRequest, context: Context
    ) -> pb.ConversationItemList:
        """One page of a conversation's items."""
        page = await self._api.list_items(**_list_query(request))
        return dict_to_message(page, pb.ConversationItemList)

    @reports_api_errors
    async def GetConversationItem(
        self, request: pb.GetConversationItemRequest, context: Context
    ) -> items_pb2.InputItem:
        """One item of a conversation."""
        item = await self._api.get_item(
            request.conversation_id,
            request.item_id,
            include=list(request.include),
            project=caller_project(),
        )
        return dict_to_message(item, items_pb2.InputItem)

    @reports_api_errors
    async def DeleteConversationItem(
        self, request: pb.DeleteConversationItemRequest, context: Context
    ) -> pb.Conversation:
        """Remove an item from a conversation."""
        conversation = await self._api.delete_item(
            request.conversation_id, request.item_id, project=caller_project()
        )
        return dict_to_message(conversation, pb.Conversation)


def add_conversation_services(api: ConversationsApi, server: grpc.aio.Server) -> None:
    """Register both Conversations services on `server`."""
    pb_grpc.add_ConversationsHttpServiceServicer_to_server(ConversationsHttpServicer(api), server)
    pb_grpc.add_ConversationsServiceServicer_to_server(ConversationsServicer(api), server)


SERVICE_NAMES = (
    pb.DESCRIPTOR.services_by_name["ConversationsHttpService"].full_name,
    pb.DESCRIPTOR.services_by_name["ConversationsService"].full_name,
)
