"""Earlier server calls replayed to the model exactly, whatever `include` was.

The text the model read for each `file_search_call` (and `code_interpreter_call`: what an item
shows depends on `include`) is stored beside the items (never in them, so no API output shows
it); loading a chain or conversation attaches it to private copies of the call items, which the
chat conversion reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from responsa_server.store.transcripts import load_transcripts, save_transcripts

if TYPE_CHECKING:
    from responsa_server.store.response_store import ResponseStore

# The key of a context item's (function name, text the model read); only on in-memory copies.
READ_KEY = "__responsa_model_read"


async def with_transcripts(
    context: list[dict[str, Any]],
    store: ResponseStore,
    *,
    project: str,
    item_type: str = "file_search_call",
) -> list[dict[str, Any]]:
    """`context` with what the model read attached to its calls of `item_type` (one query,
    only when there are such calls; items stay unchanged, the attached ones are copies)."""
    ids = [
        item["id"]
        for item in context
        if item.get("type") == item_type and "id" in item and READ_KEY not in item
    ]
    if not ids:
        return context
    read = await load_transcripts(store, ids, project=project)
    if not read:
        return context
    return [
        {**item, READ_KEY: read[item["id"]]}
        if item.get("type") == item_type and item.get("id") in read
        else item
        for item in context
    ]


async def keep_transcripts(
    store: ResponseStore,
    output: list[dict[str, Any]],
    searches: Mapping[str, tuple[str, str]],
    *,
    project: str,
    item_type: str = "file_search_call",
) -> None:
    """Store what the model read for the calls of `item_type` in `output` (`searches`: item
    id -> (function name, text), this response's server calls of every kind)."""
    read = {
        item["id"]: searches[item["id"]]
        for item in output
        if item.get("type") == item_type and item.get("id") in searches
    }
    await save_transcripts(store, read, project=project)
