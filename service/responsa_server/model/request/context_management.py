"""`context_management` and the `compaction_trigger` input item of a create request.

`context_management: [{"type": "compaction", "compact_threshold": N}]` asks the server to compact
the older part of the context once the prompt would exceed N tokens (N >= 1000, the reference's
minimum; null: the server's default, docs/context-management.md). A `compaction_trigger` item,
which must be the final input item, asks for a compaction now. Both are checked here; the engine
does the compacting (engine/auto_compaction.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from responsa_server.model.request.checks import (
    array,
    fail,
    integer,
    json_object,
    missing_param,
    only_keys,
    present,
    string,
)

# The reference's `ContextManagementParam.compact_threshold` minimum.
COMPACT_THRESHOLD_MIN = 1000
CONTEXT_MANAGEMENT_TYPES = ("compaction",)
TRIGGER_TYPE = "compaction_trigger"


@dataclass(frozen=True, slots=True)
class Compaction:
    """The compaction a request asked for: automatic (with its threshold, None: the server's
    default) and/or now (a `compaction_trigger` item)."""

    automatic: bool = False
    threshold: int | None = None
    now: bool = False


def parse_context_management(value: object) -> int | None:
    """`context_management`: a non-empty array of entries, one `compaction` entry at most; the
    entry's `compact_threshold` (None when null or absent)."""
    entries = array(value, "context_management")
    if not entries:
        fail(
            "context_management",
            "Invalid 'context_management': empty array. Expected an array with minimum "
            "length 1, but got an empty array instead.",
            "empty_array",
        )
    threshold: int | None = None
    for index, raw in enumerate(entries):
        param = f"context_management[{index}]"
        entry = json_object(raw, param)
        only_keys(entry, ("type", "compact_threshold"), param)
        if not present(entry, "type"):
            missing_param(f"{param}.type")
        kind = string(entry["type"], f"{param}.type")
        if kind not in CONTEXT_MANAGEMENT_TYPES:
            fail(
                f"{param}.type",
                f"Invalid value: '{kind}'. Supported values are: 'compaction'.",
                "invalid_value",
            )
        if index > 0:
            fail(
                f"{param}.type",
                "Duplicate context management entry: 'compaction' may be given once.",
                "invalid_value",
            )
        if present(entry, "compact_threshold"):
            threshold = integer(
                entry["compact_threshold"], f"{param}.compact_threshold", COMPACT_THRESHOLD_MIN
            )
    return threshold


def take_compaction_trigger(value: object) -> tuple[object, bool]:
    """`input` without its `compaction_trigger` item, and whether it had one.

    The trigger is an instruction to the server, not content: it is checked (the final item,
    nothing but `type` and an optional `id`) and taken out, so it is never stored or sent on.
    """
    if not isinstance(value, list):
        return value, False
    last = len(value) - 1
    found = False
    for index, item in enumerate(value):
        if not (isinstance(item, dict) and item.get("type") == TRIGGER_TYPE):
            continue
        param = f"input[{index}]"
        if index != last:
            fail(
                param,
                f"Invalid '{param}': a 'compaction_trigger' item must be the final input item.",
                "invalid_value",
            )
        only_keys(item, ("type", "id"), param)
        if present(item, "id"):
            string(item["id"], f"{param}.id")
        found = True
    return (value[:-1] if found else value), found


def compaction_of(threshold: int | None, automatic: bool, now: bool) -> Compaction | None:
    """The request's `Compaction`, or None when it asked for none."""
    if not (automatic or now):
        return None
    return Compaction(automatic=automatic, threshold=threshold, now=now)


__all__ = [
    "COMPACT_THRESHOLD_MIN",
    "TRIGGER_TYPE",
    "Compaction",
    "compaction_of",
    "parse_context_management",
    "take_compaction_trigger",
]
