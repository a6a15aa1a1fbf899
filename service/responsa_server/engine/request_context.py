"""The stored items a request continues from: its `previous_response_id` chain or its
`conversation`, each loaded with one query; unknown ones are OpenAI's 404s."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.model.errors import ApiError

if TYPE_CHECKING:
    from responsa_server.conversations.store import ConversationStore
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore


async def load_request_context(
    request: CreateRequest,
    store: ResponseStore,
    conversations: ConversationStore,
    project: str,
    chain: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """Every earlier item the model sees before this request's input, oldest first (scoped to
    the caller's `project`).

    `chain`: the `previous_response_id` chain when the caller already holds it (a WebSocket
    connection's cache); it stands in for that one query only, so every other check (the
    `conversation` 404 included) runs the same for every transport."""
    if request.previous_response_id:
        found = chain
        if found is None:
            found = await store.load_context(request.previous_response_id, project=project)
        if found is None:
            raise ApiError(
                404,
                f"Previous response with id '{request.previous_response_id}' not found.",
                param="previous_response_id",
                code="previous_response_not_found",
            )
        return found
    if request.conversation is not None:
        items = await conversations.load_items(request.conversation, project=project)
        if items is None:
            raise ApiError(
                404,
                f"Conversation with id '{request.conversation}' not found.",
                param="conversation",
            )
        return items
    return []
