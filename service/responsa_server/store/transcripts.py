"""What the model read for each `file_search_call`, kept beside the stored items.

The item's `results` appear in API output only when `include` asks for them, so the text the
model read is kept here instead, keyed by the call item's id, and is never rendered by the API:
a later turn of the chain or conversation replays the search to the model exactly.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING

from sqlalchemy import delete, insert, select

from responsa_server.store.tables import file_search_transcripts_table as transcripts_t

if TYPE_CHECKING:
    from responsa_server.store.response_store import ResponseStore


async def save_transcripts(
    store: ResponseStore, read: Mapping[str, tuple[str, str]], *, project: str
) -> None:
    """Keep `read` (item id -> (function name, text the model read)) for `project`; a re-save
    of the same items (a stream finished, later cancelled) replaces them."""
    if not read:
        return
    rows = [
        {"project": project, "item_id": item_id, "name": name, "text": text}
        for item_id, (name, text) in read.items()
    ]
    async with store.database.writing() as conn:
        await conn.execute(
            delete(transcripts_t).where(
                transcripts_t.c.project == project, transcripts_t.c.item_id.in_(list(read))
            )
        )
        await conn.execute(insert(transcripts_t), rows)


async def load_transcripts(
    store: ResponseStore, item_ids: Collection[str], *, project: str
) -> dict[str, tuple[str, str]]:
    """item id -> (function name, text the model read) for those of `item_ids` kept for
    `project` (one query)."""
    if not item_ids:
        return {}
    query = select(transcripts_t.c.item_id, transcripts_t.c.name, transcripts_t.c.text).where(
        transcripts_t.c.project == project, transcripts_t.c.item_id.in_(list(item_ids))
    )
    async with store.database.reading() as conn:
        rows = (await conn.execute(query)).all()
    return {row.item_id: (row.name, row.text) for row in rows}
