"""OpenAI's paging rules for every list endpoint, in one place."""

from __future__ import annotations

from typing import Any

from responsa_server.model.errors import invalid_param


def page_bounds(
    limit: int, order: str, *, default: int = 20, maximum: int = 100
) -> tuple[int, str]:
    """`limit` 1..`maximum` (0 = `default`) and `order` asc|desc (empty = desc), or a 400."""
    limit = limit or default
    if not 1 <= limit <= maximum:
        raise invalid_param(
            "limit",
            f"Invalid 'limit': integer out of range. Expected a value between 1 and {maximum}, "
            f"but got {limit} instead.",
        )
    order = order or "desc"
    if order not in ("asc", "desc"):
        raise invalid_param(
            "order", f"Invalid value for 'order': expected 'asc' or 'desc', got '{order}'."
        )
    return limit, order


def list_object(
    data: list[dict[str, Any]],
    has_more: bool,
    ids: tuple[str | None, str | None] | None = None,
) -> dict[str, Any]:
    """OpenAI's list object; `ids` (first, last) default to those of `data`'s ends."""
    if ids is None:
        ids = (data[0]["id"], data[-1]["id"]) if data else (None, None)
    return {
        "object": "list",
        "data": data,
        "first_id": ids[0],
        "last_id": ids[1],
        "has_more": has_more,
    }
