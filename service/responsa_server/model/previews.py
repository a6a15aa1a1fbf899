"""A short text of an item for a listing's row (docs/console.md): what a console shows of a
response's question without reading its items."""

from __future__ import annotations

from typing import Any

MAX_PREVIEW = 200
# Where an item's words are, by its type (besides a message's content).
_TEXT_FIELDS = ("output", "arguments", "input", "text")


def item_preview(item: dict[str, Any] | None) -> str | None:
    """The item's text (a message's text parts; a call's arguments or output; else its
    type), cut to MAX_PREVIEW characters; None without an item."""
    if item is None:
        return None
    content = item.get("content")
    text: str | None = None
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        parts = [
            str(part.get("text") or part.get("refusal") or "")
            for part in content
            if isinstance(part, dict)
        ]
        text = " ".join(part for part in parts if part) or None
    else:
        for field in _TEXT_FIELDS:
            value = item.get(field)
            if isinstance(value, str) and value:
                text = f"{item.get('type')}: {value}"
                break
    if text is None:
        text = str(item.get("type") or "message")
    return text if len(text) <= MAX_PREVIEW else text[: MAX_PREVIEW - 1] + "…"
