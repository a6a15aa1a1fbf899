"""Retrieval options shared by the vector-store search API and the `file_search` tool: attribute
filters (OpenAI's ComparisonFilter and CompoundFilter), file attributes, and `ranking_options`,
validated into OpenAI-shaped values (a 400 naming the wrong part)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from responsa_server.model.errors import ApiError, invalid_param

COMPARISONS = ("eq", "ne", "gt", "gte", "lt", "lte", "in", "nin")
COMPOUNDS = ("and", "or")
DEFAULT_EMBEDDING_WEIGHT = 1.0
DEFAULT_TEXT_WEIGHT = 1.0


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


@dataclass(frozen=True, slots=True)
class Ranking:
    """What `ranking_options` asked for."""

    embedding_weight: float = DEFAULT_EMBEDDING_WEIGHT
    text_weight: float = DEFAULT_TEXT_WEIGHT
    score_threshold: float = 0.0


def parse_ranking(value: Any, param: str) -> Ranking:
    """`ranking_options` -> Ranking (a 400 naming the wrong field)."""
    if value is None:
        return Ranking()
    if not isinstance(value, dict):
        raise invalid_param(
            param, f"Invalid type for '{param}': expected an object.", "invalid_type"
        )
    unknown = set(value) - {"ranker", "score_threshold", "hybrid_search"}
    if unknown:
        name = sorted(unknown)[0]
        raise invalid_param(
            f"{param}.{name}", f"Unknown parameter: '{param}.{name}'.", "unknown_parameter"
        )
    ranker = value.get("ranker")
    if ranker is not None and ranker not in ("none", "auto", "default-2024-11-15"):
        raise invalid_param(
            f"{param}.ranker",
            f"Invalid value for '{param}.ranker': expected 'none', 'auto' or 'default-2024-11-15'.",
        )
    threshold = value.get("score_threshold", 0.0)
    if not _number(threshold) or not 0 <= threshold <= 1:
        raise invalid_param(
            f"{param}.score_threshold",
            f"Invalid '{param}.score_threshold': expected a number between 0 and 1.",
        )
    weights = value.get("hybrid_search")
    embedding_weight, text_weight = DEFAULT_EMBEDDING_WEIGHT, DEFAULT_TEXT_WEIGHT
    if weights is not None:
        if not isinstance(weights, dict):
            raise invalid_param(
                f"{param}.hybrid_search",
                f"Invalid type for '{param}.hybrid_search': expected an object.",
                "invalid_type",
            )
        embedding_weight = weights.get("embedding_weight")  # type: ignore[assignment]
        text_weight = weights.get("text_weight")  # type: ignore[assignment]
        for name, weight in (("embedding_weight", embedding_weight), ("text_weight", text_weight)):
            if not _number(weight) or weight < 0:
                raise invalid_param(
                    f"{param}.hybrid_search.{name}",
                    f"Invalid '{param}.hybrid_search.{name}': expected a non-negative number.",
                )
        if embedding_weight + text_weight <= 0:
            raise invalid_param(
                f"{param}.hybrid_search",
                f"Invalid '{param}.hybrid_search': the weights cannot both be 0.",
            )
    return Ranking(float(embedding_weight), float(text_weight), float(threshold))


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
