"""The queries of the console's Responsa extensions beyond OpenAI's API (docs/console.md): the
failed-requests log's filters and the usage sums' range, grouping and day offset, checked here
with OpenAI's 400 naming the parameter. Like the responses list's filters they arrive as the
query's text ("" = not given)."""

from __future__ import annotations

import time
from dataclasses import dataclass

from responsa_server.model.request.checks import bad_value, fail
from responsa_server.model.response_filters import (
    INTEGER,
    MAX_KEY_ID_CHARS,
    MAX_NAME_CHARS,
    bounded_text,
    unix_seconds,
)

GROUPINGS = ("day", "model", "key_id")
DEFAULT_DAYS = 7
MAX_DAYS = 366
DAY = 86400
# UTC-12:00 to UTC+14:00, the offsets in use.
MIN_OFFSET, MAX_OFFSET = -720, 840


@dataclass(frozen=True, slots=True)
class FailedRequestQuery:
    """The failed-requests listing's filters (None: no filter)."""

    created_after: int | None
    created_before: int | None
    model: str | None
    key_id: str | None
    status: int | None


@dataclass(frozen=True, slots=True)
class UsageRange:
    """What the usage sums cover: `start <= created_at < end`, grouped by `group_by`."""

    start: int
    end: int
    group_by: tuple[str, ...]
    utc_offset_minutes: int


def _integer(text: str, param: str, low: int, high: int) -> int | None:
    if text == "":
        return None
    if not INTEGER.match(text):
        fail(
            param,
            f"Invalid type for '{param}': expected an integer, but got '{text}' instead.",
            "invalid_type",
        )
    value = int(text)
    if not low <= value <= high:
        fail(
            param,
            f"Invalid '{param}': integer out of range. Expected a value between {low} and "
            f"{high}, but got {value} instead.",
            "invalid_value",
        )
    return value


def failed_request_query(
    *, created_after: str, created_before: str, model: str, key_id: str, status: str
) -> FailedRequestQuery:
    """The listing's filters from the query's text, or a 400 naming the parameter."""
    return FailedRequestQuery(
        created_after=unix_seconds(created_after, "created_after"),
        created_before=unix_seconds(created_before, "created_before"),
        model=bounded_text(model, "model", MAX_NAME_CHARS),
        key_id=bounded_text(key_id, "key_id", MAX_KEY_ID_CHARS),
        status=_integer(status, "status", 400, 599),
    )


def usage_range(
    *, created_after: str, created_before: str, group_by: str, utc_offset_minutes: str
) -> UsageRange:
    """The sums' range (default: the last 7 days up to now; at most 366 days), grouping
    (comma-separated `day`, `model`, `key_id`; default `day`) and day offset in minutes."""
    end = unix_seconds(created_before, "created_before")
    end = int(time.time()) + 1 if end is None else end
    start = unix_seconds(created_after, "created_after")
    start = max(0, end - DEFAULT_DAYS * DAY) if start is None else start
    if start >= end:
        fail(
            "created_after",
            f"Invalid 'created_after': it must be before 'created_before' ({end}), but got "
            f"{start} instead.",
            "invalid_value",
        )
    if end - start > MAX_DAYS * DAY:
        fail(
            "created_after",
            f"Invalid 'created_after': the range may span at most {MAX_DAYS} days.",
            "invalid_value",
        )
    names = [name.strip() for name in (group_by or "day").split(",")]
    for name in names:
        if name not in GROUPINGS:
            bad_value("group_by", name, GROUPINGS)
    offset = _integer(utc_offset_minutes, "utc_offset_minutes", MIN_OFFSET, MAX_OFFSET)
    return UsageRange(
        start=start,
        end=end,
        # In one order whatever the query's, each once.
        group_by=tuple(name for name in GROUPINGS if name in names),
        utc_offset_minutes=offset or 0,
    )
