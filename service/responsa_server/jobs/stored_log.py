"""A job's output as its stored event log tells it, for a replica taking the job over.

Finished items are the `item` of their `response.output_item.done`. An item that was still
open (added, maybe with deltas, never done) is rebuilt from its `added` event and the deltas
that followed, and ends with the status a failed response gives it (`incomplete`, or its
kind's `cut_status`, engine/tool_kinds): the same item a foreground stream's failure leaves,
holding exactly the text and arguments clients received.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from responsa_server.engine.tool_kinds import BUILT_IN_KINDS

Item = dict[str, Any]


def finished_items(events: list[dict[str, Any]]) -> dict[int, Item]:
    """output_index -> item, for every item whose `response.output_item.done` is stored."""
    return {
        int(event["output_index"]): event["item"]
        for event in events
        if event.get("type") == "response.output_item.done"
    }


def log_output(
    events: list[dict[str, Any]], cut_status: Mapping[str, str] = BUILT_IN_KINDS.cut_status
) -> list[Item]:
    """Every item the log announced, in output order: finished ones as they ended, open ones
    as far as their events went, cut (with their kind's `cut_status`: the server's kinds')."""
    items = finished_items(events)
    for index, item in _open_items(events).items():
        if item.get("status") in ("in_progress", "searching"):
            item["status"] = cut_status.get(str(item.get("type")), "incomplete")
        items[index] = item
    return [items[index] for index in sorted(items)]


def _open_items(events: list[dict[str, Any]]) -> dict[int, Item]:
    """The items added but never done, with what their later events added to them."""
    opened: dict[int, Item] = {}
    for event in events:
        kind = str(event.get("type"))
        index = event.get("output_index")
        if not isinstance(index, int):
            continue
        if kind == "response.output_item.added":
            opened[index] = copy.deepcopy(event["item"])
        elif kind == "response.output_item.done":
            opened.pop(index, None)
        elif index in opened:
            _apply(opened[index], kind, event)
    return opened


def _apply(item: Item, kind: str, event: dict[str, Any]) -> None:
    """One event of an open item: a content part opened or closed, a delta, whole arguments."""
    if kind == "response.content_part.added":
        item.setdefault("content", []).append(dict(event["part"]))
    elif "content_index" in event and ("content" in item):
        parts = item["content"]
        position = int(event["content_index"])
        if position >= len(parts):
            return
        if kind == "response.content_part.done":
            parts[position] = event["part"]
        elif kind.endswith(".delta"):
            part = parts[position]
            key = "refusal" if part.get("type") == "refusal" else "text"
            part[key] = str(part.get(key) or "") + str(event.get("delta", ""))
    elif kind.endswith("arguments.delta"):
        item["arguments"] = str(item.get("arguments") or "") + str(event.get("delta", ""))
    elif kind.endswith("arguments.done"):
        item["arguments"] = event.get("arguments", item.get("arguments"))
    elif kind == "response.custom_tool_call_input.delta":
        item["input"] = str(item.get("input") or "") + str(event.get("delta", ""))
    elif kind == "response.custom_tool_call_input.done":
        item["input"] = event.get("input", item.get("input"))
    elif kind == "response.code_interpreter_call_code.delta":
        item["code"] = str(item.get("code") or "") + str(event.get("delta", ""))
    elif kind == "response.code_interpreter_call_code.done":
        item["code"] = event.get("code", item.get("code"))
