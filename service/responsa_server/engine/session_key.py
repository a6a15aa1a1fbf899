"""The session a request belongs to, for replica affinity (docs/models.md, "Replicas").

`prompt_cache_key` when the client gives one, else the conversation, else the root of the
`previous_response_id` chain. The chain's root is named by its first item's id: every item is
stored with an id, the chain is loaded from its root on, so every turn reads the same one with
no extra query, on any process. A stored request that starts a chain is its own root (its first
input item); a request nothing continues from and nothing keeps has no session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest

__all__ = ["session_key"]


def session_key(request: CreateRequest, context: list[dict[str, Any]]) -> str | None:
    """The key the request's replica is chosen by; None: balanced by load instead."""
    if request.prompt_cache_key:
        return f"key:{request.prompt_cache_key}"
    if request.conversation is not None:
        return f"conversation:{request.conversation}"
    if request.previous_response_id:
        root = context[0].get("id") if context else None
        return f"chain:{root}" if isinstance(root, str) else f"chain:{request.previous_response_id}"
    if request.store and request.input_items:
        first = request.input_items[0].get("id")
        return f"chain:{first}" if isinstance(first, str) else None
    return None
