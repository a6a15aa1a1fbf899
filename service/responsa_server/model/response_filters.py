"""The Responsa extension filters of `GET /v1/responses` (docs/console.md): status, background,
tools, a creation time range, words of the items' text, a metadata key (and value), a model
name prefix, an error code and the API key that made them, each checked here with OpenAI's 400
naming the parameter.

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
INTEGER = re.compile(r"-?[0-9]{1,30}\Z")
# What a word of `q` is: the full-text indexes of both stores split text at everything else.
WORD = re.compile(r"\w+")
MAX_QUERY_CHARS = 256
MAX_QUERY_WORDS = 16
# OpenAI's metadata limits: keys up to 64 characters, values up to 512.
MAX_METADATA_KEY_CHARS = 64
MAX_METADATA_VALUE_CHARS = 512
MAX_NAME_CHARS = 256
MAX_KEY_ID_CHARS = 64


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
    # The words of `q`, lower-cased; every one must occur in one input or output item.
    words: tuple[str, ...] | None = None
    metadata_key: str | None = None
    metadata_value: str | None = None
    model_prefix: str | None = None
    error_code: str | None = None
    key_id: str | None = None

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


def unix_seconds(text: str, param: str) -> int | None:
    if text == "":
        return None
    if not INTEGER.match(text):
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


def bounded_text(text: str, param: str, most: int) -> str | None:
    if text == "":
        return None
    if len(text) > most:
        fail(
            param,
            f"Invalid '{param}': string too long. Expected a string with maximum length {most}, "
            f"but got a string with length {len(text)} instead.",
            "string_above_max_length",
        )
    return text


def _words(text: str) -> tuple[str, ...] | None:
    """The words of `q` (a 400 naming `q` if it has none, or too many)."""
    query = bounded_text(text, "q", MAX_QUERY_CHARS)
    if query is None:
        return None
    words = tuple(dict.fromkeys(word.lower() for word in WORD.findall(query)))
    if not words:
        fail(
            "q",
            f"Invalid 'q': expected at least one word, but got '{query}' instead.",
            "invalid_value",
        )
    if len(words) > MAX_QUERY_WORDS:
        fail(
            "q",
            f"Invalid 'q': expected at most {MAX_QUERY_WORDS} words, but got {len(words)} instead.",
            "invalid_value",
        )
    return words


def response_filters(
    *,
    status: str,
    background: str,
    has_tools: str,
    created_after: str,
    created_before: str,
    q: str = "",
    metadata_key: str = "",
    metadata_value: str = "",
    model_prefix: str = "",
    error_code: str = "",
    key_id: str = "",
) -> ResponseFilters:
    """The filters from the query's text ("" = not given), or a 400 naming the parameter."""
    if status and status not in STATUSES:
        bad_value("status", status, STATUSES)
    if metadata_value and not metadata_key:
        fail(
            "metadata_value",
            "'metadata_value' needs 'metadata_key': the value of which metadata key?",
            "missing_required_parameter",
        )
    return ResponseFilters(
        status=status or None,
        background=_flag(background, "background"),
        has_tools=_flag(has_tools, "has_tools"),
        created_after=unix_seconds(created_after, "created_after"),
        created_before=unix_seconds(created_before, "created_before"),
        words=_words(q),
        metadata_key=bounded_text(metadata_key, "metadata_key", MAX_METADATA_KEY_CHARS),
        metadata_value=bounded_text(metadata_value, "metadata_value", MAX_METADATA_VALUE_CHARS),
        model_prefix=bounded_text(model_prefix, "model_prefix", MAX_NAME_CHARS),
        error_code=bounded_text(error_code, "error_code", MAX_NAME_CHARS),
        key_id=bounded_text(key_id, "key_id", MAX_KEY_ID_CHARS),
    )
