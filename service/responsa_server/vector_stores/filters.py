"""Attribute filters (OpenAI's ComparisonFilter and CompoundFilter): validated, then applied to a
file's `attributes`."""

from __future__ import annotations

from typing import Any

from responsa_server.model.errors import ApiError, invalid_param

COMPARISONS = ("eq", "ne", "gt", "gte", "lt", "lte", "in", "nin")
COMPOUNDS = ("and", "or")


def check_filter(value: Any, param: str) -> dict[str, Any]:
    """The filter if it has OpenAI's shape, else a 400 naming the wrong part."""
    if not isinstance(value, dict):
        raise invalid_param(
            param, f"Invalid type for '{param}': expected an object.", "invalid_type"
        )
    kind = value.get("type")
    if kind in COMPOUNDS:
        filters = value.get("filters")
        if not isinstance(filters, list) or not filters:
            raise invalid_param(
                f"{param}.filters",
                f"Invalid '{param}.filters': expected a non-empty array of filters.",
            )
        unknown = set(value) - {"type", "filters"}
        if unknown:
            raise _unknown(param, unknown)
        for i, inner in enumerate(filters):
            check_filter(inner, f"{param}.filters[{i}]")
        return value
    if kind not in COMPARISONS:
        raise invalid_param(
            f"{param}.type",
            f"Invalid value for '{param}.type': expected one of "
            f"{', '.join(repr(k) for k in COMPARISONS + COMPOUNDS)}.",
        )
    unknown = set(value) - {"type", "key", "value"}
    if unknown:
        raise _unknown(param, unknown)
    if not isinstance(value.get("key"), str):
        raise invalid_param(
            f"{param}.key",
            f"Missing required parameter: '{param}.key'.",
            "missing_required_parameter",
        )
    target = value.get("value")
    if kind in ("in", "nin"):
        if not isinstance(target, list) or not all(_scalar(v) for v in target):
            raise invalid_param(
                f"{param}.value",
                f"Invalid '{param}.value': '{kind}' needs an array of strings or numbers.",
            )
    elif not _scalar(target):
        raise invalid_param(
            f"{param}.value", f"Invalid '{param}.value': expected a string, number or boolean."
        )
    return value


def _unknown(param: str, keys: set[str]) -> ApiError:
    name = sorted(keys)[0]
    return invalid_param(
        f"{param}.{name}", f"Unknown parameter: '{param}.{name}'.", "unknown_parameter"
    )


def _scalar(value: Any) -> bool:
    return isinstance(value, str | int | float | bool)


def matches(condition: dict[str, Any], attributes: dict[str, Any]) -> bool:
    """Whether a file with `attributes` passes the (checked) filter."""
    kind = condition["type"]
    if kind == "and":
        return all(matches(inner, attributes) for inner in condition["filters"])
    if kind == "or":
        return any(matches(inner, attributes) for inner in condition["filters"])
    key, target = condition["key"], condition["value"]
    if key not in attributes:
        return kind in ("ne", "nin")
    actual = attributes[key]
    if kind == "eq":
        return bool(actual == target)
    if kind == "ne":
        return bool(actual != target)
    if kind == "in":
        return actual in target
    if kind == "nin":
        return actual not in target
    numeric = (int, float)
    both_numbers = isinstance(actual, numeric) and isinstance(target, numeric)
    both_strings = isinstance(actual, str) and isinstance(target, str)
    if not (both_numbers or both_strings) or isinstance(actual, bool) or isinstance(target, bool):
        return False
    if kind == "gt":
        return bool(actual > target)
    if kind == "gte":
        return bool(actual >= target)
    if kind == "lt":
        return bool(actual < target)
    return bool(actual <= target)


def check_attributes(value: Any, param: str) -> dict[str, Any]:
    """OpenAI's attributes: up to 16 keys (<= 64 chars), string (<= 512 chars), number or bool."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise invalid_param(
            param, f"Invalid type for '{param}': expected an object.", "invalid_type"
        )
    if len(value) > 16:
        raise invalid_param(param, f"Invalid '{param}': at most 16 attributes are allowed.")
    for key, item in value.items():
        if len(key) > 64:
            raise invalid_param(param, f"Invalid '{param}': keys are at most 64 characters.")
        if not _scalar(item) or (isinstance(item, str) and len(item) > 512):
            raise invalid_param(
                f"{param}.{key}",
                f"Invalid '{param}.{key}': expected a string (at most 512 characters), number "
                "or boolean.",
            )
    return dict(value)
