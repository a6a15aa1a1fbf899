"""ConversationsApi: the one implementation of OpenAI's Conversations API, behind both edges.

Edges hand it OpenAI-shaped dicts (bodies) and ids, and get OpenAI-shaped dicts back. Every
method takes the caller's `project`; another project's conversation is not found.
"""

from __future__ import annotations

import time
from typing import Any

from responsa_server.conversations.store import ConversationStore
from responsa_server.files.image_urls import StoredImages
from responsa_server.model.errors import ApiError, not_found
from responsa_server.model.ids import new_id
from responsa_server.model.items import normalize_input
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import (
    fail,
    json_object,
    missing_param,
    object_id,
    present,
    unknown_parameter,
)
from responsa_server.model.request.input_items import parse_items
from responsa_server.model.request.options import parse_include, parse_metadata
from responsa_server.model.request.tool_spec import ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS

MAX_ITEMS_PER_CALL = 20


def conversation_not_found(conversation_id: str) -> ApiError:
    """OpenAI's 404 for an unknown (or deleted, or another project's) conversation."""
    return not_found(f"Conversation with id '{conversation_id}' not found.")


def _item_not_found(item_id: str) -> ApiError:
    return not_found(f"Item with id '{item_id}' not found.")


def _body(body: object, allowed: frozenset[str]) -> dict[str, Any]:
    if not isinstance(body, dict):
        fail(None, "Invalid request body: expected a JSON object.", "invalid_type")
    checked = json_object(body, "body")
    for key in checked:
        if key not in allowed:
            unknown_parameter(str(key))
    return checked


def _items(value: object, specs: ToolSpecs) -> list[dict[str, Any]]:
    """Up to 20 input items in their stored form (ids assigned), OpenAI's errors otherwise;
    tools in them checked by the kinds of `specs`."""
    raw = parse_items(value, "items", specs)
    if len(raw) > MAX_ITEMS_PER_CALL:
        fail(
            "items",
            f"Invalid 'items': array too long. Expected an array with maximum length "
            f"{MAX_ITEMS_PER_CALL}, but got an array with length {len(raw)} instead.",
            "array_above_max_length",
        )
    for index, item in enumerate(raw):
        if item.get("type") == "item_reference" or ("role" not in item and "type" not in item):
            fail(
                f"items[{index}]",
                "Item references cannot be added to a conversation; send the item itself.",
                "invalid_value",
            )
    return normalize_input(raw)


class ConversationsApi:
    """Create, retrieve, update and delete conversations; add, list, retrieve, delete items."""

    def __init__(
        self, store: ConversationStore, images: StoredImages, specs: ToolSpecs = BUILT_IN_SPECS
    ) -> None:
        self._store = store
        self._specs = specs  # the server's tool kinds
        # Data URLs of file-id images, for include message.input_image.image_url.
        self._images = images

    async def create(self, body: object, *, project: str) -> dict[str, Any]:
        """POST /v1/conversations: metadata and up to 20 initial items."""
        fields = _body(body, frozenset({"metadata", "items"}))
        metadata = parse_metadata(fields["metadata"]) if present(fields, "metadata") else {}
        items = _items(fields["items"], self._specs) if present(fields, "items") else []
        stored = await self._store.create(
            new_id("conv"),
            created_at=int(time.time()),
            metadata=metadata,
            items=items,
            project=project,
        )
        return stored.to_object()

    async def get(self, conversation_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/conversations/{id}."""
        conversation_id = object_id(conversation_id, "conversation_id")
        stored = await self._store.get(conversation_id, project=project)
        if stored is None:
            raise conversation_not_found(conversation_id)
        return stored.to_object()

    async def update(self, conversation_id: str, body: object, *, project: str) -> dict[str, Any]:
        """POST /v1/conversations/{id}: replace the metadata."""
        conversation_id = object_id(conversation_id, "conversation_id")
        fields = _body(body, frozenset({"metadata"}))
        if not present(fields, "metadata"):
            missing_param("metadata")
        metadata = parse_metadata(fields["metadata"])
        stored = await self._store.update_metadata(conversation_id, metadata, project=project)
        if stored is None:
            raise conversation_not_found(conversation_id)
        return stored.to_object()

    async def delete(self, conversation_id: str, *, project: str) -> dict[str, Any]:
        """DELETE /v1/conversations/{id}."""
        conversation_id = object_id(conversation_id, "conversation_id")
        if not await self._store.delete(conversation_id, project=project):
            raise conversation_not_found(conversation_id)
        return {"id": conversation_id, "object": "conversation.deleted", "deleted": True}

    async def create_items(
        self, conversation_id: str, body: object, *, include: list[str], project: str
    ) -> dict[str, Any]:
        """POST /v1/conversations/{id}/items: append up to 20 items; the list of them."""
        conversation_id = object_id(conversation_id, "conversation_id")
        fields = _body(body, frozenset({"items"}))
        if not present(fields, "items"):
            missing_param("items")
        items = _items(fields["items"], self._specs)
        parse_include(include)
        if not await self._store.add_items(conversation_id, items, project=project):
            raise conversation_not_found(conversation_id)
        return list_object(await self._with_image_urls(items, include, project), False)

    async def list_conversations(
        self, *, after: str | None, limit: int, order: str, project: str
    ) -> dict[str, Any]:
        """GET /v1/conversations (a Responsa extension): one page of the project's
        conversations, newest first by default."""
        after = None if after is None else object_id(after, "after")
        limit, order = page_bounds(limit, order)
        page = await self._store.list_conversations(
            after=after, limit=limit, order=order, project=project
        )
        return list_object(page.data, page.has_more, (page.first_id, page.last_id))

    async def list_items(
        self,
        conversation_id: str,
        *,
        after: str | None,
        limit: int,
        order: str,
        include: list[str],
        project: str,
        sources: bool = False,
    ) -> dict[str, Any]:
        """GET /v1/conversations/{id}/items: one page, newest first by default; `sources`
        (the console's extension): each item with `responsa_response_id`."""
        conversation_id = object_id(conversation_id, "conversation_id")
        after = None if after is None else object_id(after, "after")
        limit, order = page_bounds(limit, order)
        parse_include(include)
        page = await self._store.list_items(
            conversation_id, after=after, limit=limit, order=order, project=project, sources=sources
        )
        if page is None:
            raise conversation_not_found(conversation_id)
        data = await self._with_image_urls(page.data, include, project)
        return list_object(data, page.has_more, (page.first_id, page.last_id))

    async def get_item(
        self, conversation_id: str, item_id: str, *, include: list[str], project: str
    ) -> dict[str, Any]:
        """GET /v1/conversations/{id}/items/{item_id}."""
        conversation_id = object_id(conversation_id, "conversation_id")
        item_id = object_id(item_id, "item_id")
        parse_include(include)
        exists, item = await self._store.get_item(conversation_id, item_id, project=project)
        if not exists:
            raise conversation_not_found(conversation_id)
        if item is None:
            raise _item_not_found(item_id)
        return (await self._with_image_urls([item], include, project))[0]

    async def _with_image_urls(
        self, items: list[dict[str, Any]], include: list[str], project: str
    ) -> list[dict[str, Any]]:
        return await self._images.with_urls(items, include, project=project)

    async def delete_item(
        self, conversation_id: str, item_id: str, *, project: str
    ) -> dict[str, Any]:
        """DELETE /v1/conversations/{id}/items/{item_id}: the conversation, as OpenAI answers."""
        conversation_id = object_id(conversation_id, "conversation_id")
        item_id = object_id(item_id, "item_id")
        stored, removed = await self._store.delete_item(conversation_id, item_id, project=project)
        if stored is None:
            raise conversation_not_found(conversation_id)
        if not removed:
            raise _item_not_found(item_id)
        return stored.to_object()
