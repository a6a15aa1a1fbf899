"""Attribute filters (OpenAI's ComparisonFilter and CompoundFilter) applied to a file's
`attributes` (validated by model.retrieval)."""

from __future__ import annotations

from typing import Any

__all__ = ["matches"]


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
