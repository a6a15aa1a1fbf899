"""The building blocks of request validation: OpenAI-worded 400s and the primitive checks.

Each check returns the typed value or raises `ApiError` (400) naming the parameter.
Absent and ``null`` parameters mean the same thing: the default.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NoReturn, TypeVar

from responsa_server.model.errors import ApiError

_T = TypeVar("_T")

_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]+$")
_NAME_MAX_CHARS = 64

# Limits both stores enforce alike (Postgres' column widths; SQLite would take anything), so a
# request is refused before any work starts instead of failing at the save, after the upstream.
MODEL_MAX_CHARS = 256
CALL_ID_MAX_CHARS = 64
ID_MAX_CHARS = 128
# Integers travel as int64 (proto, SQL BIGINT): anything wider is refused at validation.
INT64_MAX = 2**63 - 1
# Items one request may carry in `input`: each costs validation, conversion and a stored row, so
# one request with a million of them stalled every other request of its process for a minute.
# OpenAI states no such limit; conversations and chains have no cap (their items are stored).
MAX_INPUT_ITEMS = 10_000
# Nesting of any JSON value in a request (a tool's `parameters`, a `json_schema`, metadata,
# items): deeper values overflow recursive encoders (protobuf Struct, JSON) downstream.
MAX_JSON_DEPTH = 64

# ---------------------------------------------------------------------------------------------
# OpenAI-style error construction
# ---------------------------------------------------------------------------------------------


def kind_of(value: object) -> str:
    """How OpenAI names a JSON value's type in its messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a decimal"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return "an unsupported value"


def fail(param: str | None, message: str, code: str) -> NoReturn:
    raise ApiError(400, message, param=param, code=code)


def missing_param(param: str) -> NoReturn:
    fail(param, f"Missing required parameter: '{param}'.", "missing_required_parameter")


def wrong_type(param: str, expected: str, value: object) -> NoReturn:
    fail(
        param,
        f"Invalid type for '{param}': expected {expected}, but got {kind_of(value)} instead.",
        "invalid_type",
    )


def quote_list(values: Iterable[str]) -> str:
    quoted = [f"'{v}'" for v in values]
    if len(quoted) <= 2:
        return " and ".join(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def bad_value(param: str, value: object, allowed: Iterable[str]) -> NoReturn:
    fail(
        param,
        f"Invalid value: '{value}'. Supported values are: {quote_list(allowed)}.",
        "invalid_value",
    )


def unknown_parameter(param: str) -> NoReturn:
    fail(param, f"Unknown parameter: '{param}'.", "unknown_parameter")


def not_supported(param: str, what: str) -> NoReturn:
    fail(param, f"{what} is not supported yet by this server.", "unsupported_parameter")


# ---------------------------------------------------------------------------------------------
# Primitive checks: each returns the typed value or raises
# ---------------------------------------------------------------------------------------------


def string(value: object, param: str) -> str:
    if not isinstance(value, str):
        wrong_type(param, "a string", value)
    return value


def max_length(value: str, param: str, limit: int) -> str:
    if len(value) > limit:
        fail(
            param,
            f"Invalid '{param}': string too long. Expected a string with maximum length "
            f"{limit}, but got a string with length {len(value)} instead.",
            "string_above_max_length",
        )
    return value


def boolean(value: object, param: str) -> bool:
    if not isinstance(value, bool):
        wrong_type(param, "a boolean", value)
    return value


def json_object(value: object, param: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        wrong_type(param, "an object", value)
    return value


def array(value: object, param: str) -> list[Any]:
    if not isinstance(value, list):
        wrong_type(param, "an array", value)
    return value


def choice(value: object, param: str, allowed: tuple[str, ...]) -> str:
    text = string(value, param)
    if text not in allowed:
        bad_value(param, text, allowed)
    return text


def number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def decimal(value: object, param: str, minimum: float, maximum: float) -> float:
    # bool is an int subclass in Python but never a number in JSON.
    if isinstance(value, bool) or not isinstance(value, int | float):
        wrong_type(param, "a decimal", value)
    if value < minimum:
        fail(
            param,
            f"Invalid '{param}': decimal below minimum value. Expected a value >= "
            f"{number_text(minimum)}, but got {number_text(value)} instead.",
            "decimal_below_min_value",
        )
    if value > maximum:
        fail(
            param,
            f"Invalid '{param}': decimal above maximum value. Expected a value <= "
            f"{number_text(maximum)}, but got {number_text(value)} instead.",
            "decimal_above_max_value",
        )
    return float(value)


def integer(value: object, param: str, minimum: int, maximum: int = INT64_MAX) -> int:
    # Integral floats (e.g. 16.0 from a protobuf Struct) are integers in JSON terms.
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        wrong_type(param, "an integer", value)
    if value < minimum:
        fail(
            param,
            f"Invalid '{param}': integer below minimum value. Expected a value >= {minimum}, "
            f"but got {value} instead.",
            "integer_below_min_value",
        )
    if value > maximum:
        fail(
            param,
            f"Invalid '{param}': integer above maximum value. Expected a value <= {maximum}, "
            f"but got {value} instead.",
            "integer_above_max_value",
        )
    return value


def no_nul(text: str, param: str) -> str:
    """Refuse NUL characters: Postgres text cannot hold them, so neither store takes them."""
    if "\x00" in text:
        fail(
            param,
            f"Invalid '{param}': string contains a NUL character (\\u0000), which is not allowed.",
            "invalid_value",
        )
    return text


def non_empty(text: str, param: str) -> str:
    if not text:
        fail(
            param,
            f"Invalid '{param}': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )
    return text


def object_id(value: object, param: str) -> str:
    """An id the store keys or indexes by (response, item, approval request): a string of at
    most `ID_MAX_CHARS` characters without NUL."""
    return no_nul(max_length(string(value, param), param, ID_MAX_CHARS), param)


def model_name(value: object, param: str) -> str:
    """A `model`: 1 to `MODEL_MAX_CHARS` characters without NUL."""
    text = non_empty(string(value, param), param)
    return no_nul(max_length(text, param, MODEL_MAX_CHARS), param)


def json_depth(value: object, param: str, limit: int = MAX_JSON_DEPTH) -> None:
    """Refuse JSON nested deeper than `limit` levels (an object or array is one level).

    Iterative, so a hostile depth cannot exhaust the interpreter's stack while checking.
    """
    pending: list[tuple[object, int]] = [(value, 1)]
    while pending:
        node, depth = pending.pop()
        if isinstance(node, dict):
            children: Iterable[object] = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            fail(
                param,
                f"Invalid '{param}': JSON nested too deeply. Expected at most {limit} levels "
                "of nested objects and arrays.",
                "invalid_value",
            )
        pending.extend((child, depth + 1) for child in children)


def identifier(value: object, param: str) -> str:
    text = string(value, param)
    if not text:
        fail(
            param,
            f"Invalid '{param}': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )
    max_length(text, param, _NAME_MAX_CHARS)
    if not _NAME_PATTERN.match(text):
        fail(
            param,
            f"Invalid '{param}': string does not match pattern. Expected a string that "
            f"matches the pattern '{_NAME_PATTERN.pattern}'.",
            "invalid_value",
        )
    return text


def only_keys(obj: Mapping[str, Any], allowed: Iterable[str], param: str) -> None:
    allowed_set = set(allowed)
    for key in obj:
        if key not in allowed_set:
            unknown_parameter(f"{param}.{key}")


def body_object(body: object, allowed: Iterable[str]) -> dict[str, Any]:
    """A request body: a JSON object whose keys are all `allowed` (OpenAI's 400 otherwise:
    the not-an-object wording, or the first unknown parameter by name)."""
    if not isinstance(body, dict):
        fail(
            None,
            f"Invalid request body: expected a JSON object, but got {kind_of(body)} instead.",
            "invalid_type",
        )
    allowed_set = set(allowed)
    for key in body:
        if key not in allowed_set:
            unknown_parameter(str(key))
    return body


def present(obj: Mapping[str, Any], key: str) -> bool:
    """Whether `key` carries a value (null counts as absent, as in OpenAI's API)."""
    return obj.get(key) is not None


def optional(
    obj: Mapping[str, Any], key: str, param: str, check: Callable[[object, str], _T]
) -> _T | None:
    return check(obj[key], param) if present(obj, key) else None
