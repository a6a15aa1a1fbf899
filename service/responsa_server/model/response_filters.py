"""The Responsa extension filters of `GET /v1/responses` (docs/console.md): status, background,
tools and a creation time range, each checked here with OpenAI's 400 naming the parameter.

They arrive as the query's text (REST and typed alike: ListResponsesRequest carries strings so
that a malformed value reaches this check instead of the transcoder's own error).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from responsa_server.model.request.checks import INT64_MAX, bad_value, fail

STATUSES = ("queued", "in_progress", "completed", "incomplete", "failed", "cancelled")
_TRUE = ("true", "True", "1")
_FALSE = ("false", "False", "0")
# Digits only (Python's int() would also take "+5", " 5" and "5_000").
_INTEGER = re.compile(r"-?[0-9]{1,30}\Z")


@dataclass(frozen=True, slots=True)
class ResponseFilters:
    """What a listing keeps besides its model and chain filters; None: no filter.

    `created_after` and `created_before` make a half-open range of Unix seconds:
    `created_after <= created_at < created_before`, so adjacent ranges never overlap.
    """

    status: str | None = None
    background: bool | None = None
    has_tools: bool | None = None
    created_after: int | None = None
    created_before: int | None = None

    def any(self) -> bool:
        """Whether any filter is set."""
        return self != NO_FILTERS


NO_FILTERS = ResponseFilters()


def _flag(text: str, param: str) -> bool | None:
    if text == "":
        return None
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    fail(
        param,
        f"Invalid value for '{param}': expected a boolean, but got '{text}' instead.",
        "invalid_type",
    )


def _seconds(text: str, param: str) -> int | None:
    if text == "":
        return None
    if not _INTEGER.match(text):
        fail(
            param,
            f"Invalid type for '{param}': expected an integer, but got '{text}' instead.",
            "invalid_type",
        )
    value = int(text)
    if not 0 <= value <= INT64_MAX:
        fail(
            param,
            f"Invalid '{param}': integer out of range. Expected Unix seconds between 0 and "
            f"{INT64_MAX}, but got {value} instead.",
            "invalid_value",
        )
    return value


def response_filters(
    *, status: str, background: str, has_tools: str, created_after: str, created_before: str
) -> ResponseFilters:
    """The filters from the query's text ("" = not given), or a 400 naming the parameter."""
    if status and status not in STATUSES:
        bad_value("status", status, STATUSES)
    return ResponseFilters(
        status=status or None,
        background=_flag(background, "background"),
        has_tools=_flag(has_tools, "has_tools"),
        created_after=_seconds(created_after, "created_after"),
        created_before=_seconds(created_before, "created_before"),
    )
