"""Canonical stored form of input items.

`normalize_input` turns validated request input (see `model.request`) into the items OpenAI
lists under ``GET /v1/responses/{id}/input_items``: every item typed, with an id and a status,
and message content always a list of parts. Pure functions, no I/O.
"""

from __future__ import annotations

from typing import Any

from responsa_server.model.ids import new_id

# Id prefixes OpenAI uses per item type; other item types get the generic `item_` prefix.
ITEM_ID_PREFIXES: dict[str, str] = {
    "message": "msg",
    "function_call": "fc",
    "function_call_output": "fco",
    "reasoning": "rs",
    "mcp_approval_response": "mcpr",
    "custom_tool_call": "ctc",
    "custom_tool_call_output": "ctco",
}
GENERIC_ID_PREFIX = "item"


def item_id_prefix(item_type: str) -> str:
    """The id prefix for a new item of `item_type` (``msg``, ``fc``, …)."""
    return ITEM_ID_PREFIXES.get(item_type, GENERIC_ID_PREFIX)


def _id_or_new(item: dict[str, Any], item_type: str) -> str:
    given = item.get("id")
    return given if isinstance(given, str) and given else new_id(item_id_prefix(item_type))


def _without_nulls(obj: dict[str, Any]) -> dict[str, Any]:
    """Null means absent in a request; the stored form leaves such keys out."""
    return {key: value for key, value in obj.items() if value is not None}


def _input_part(part: dict[str, Any]) -> dict[str, Any]:
    part_type = part["type"]
    if part_type == "input_text":
        return {"type": "input_text", "text": part["text"]}
    if part_type == "input_image":
        # OpenAI lists both sources (one null) and the effective detail.
        return {
            "type": "input_image",
            "detail": part.get("detail") or "auto",
            "file_id": part.get("file_id"),
            "image_url": part.get("image_url"),
        }
    return _without_nulls(part)


def _assistant_part(part: dict[str, Any]) -> dict[str, Any]:
    if part["type"] == "refusal":
        return {"type": "refusal", "refusal": part["refusal"]}
    text_part: dict[str, Any] = {
        "type": "output_text",
        "text": part["text"],
        "annotations": list(part.get("annotations") or []),
    }
    if part.get("logprobs") is not None:
        text_part["logprobs"] = list(part["logprobs"])
    return text_part


def _message(item: dict[str, Any]) -> dict[str, Any]:
    role = item["role"]
    content = item["content"]
    if role == "assistant":
        parts = (
            [{"type": "output_text", "text": content, "annotations": []}]
            if isinstance(content, str)
            else [_assistant_part(part) for part in content]
        )
    else:
        parts = (
            [{"type": "input_text", "text": content}]
            if isinstance(content, str)
            else [_input_part(part) for part in content]
        )
    message: dict[str, Any] = {
        "id": _id_or_new(item, "message"),
        "type": "message",
        "status": item.get("status") or "completed",
        "role": role,
        "content": parts,
    }
    if item.get("phase") is not None:
        message["phase"] = item["phase"]
    return message


def _function_call(item: dict[str, Any]) -> dict[str, Any]:
    call: dict[str, Any] = {
        "type": "function_call",
        "id": _id_or_new(item, "function_call"),
        "call_id": item["call_id"],
        "name": item["name"],
        "arguments": item["arguments"],
        "status": item.get("status") or "completed",
    }
    for key in ("namespace", "caller"):
        if item.get(key) is not None:
            call[key] = item[key]
    return call


def _function_call_output(item: dict[str, Any]) -> dict[str, Any]:
    output = item["output"]
    result: dict[str, Any] = {
        "type": "function_call_output",
        "id": _id_or_new(item, "function_call_output"),
        "call_id": item["call_id"],
        "output": output if isinstance(output, str) else [_input_part(p) for p in output],
        "status": item.get("status") or "completed",
    }
    for key in ("name", "namespace", "caller"):
        if item.get(key) is not None:
            result[key] = item[key]
    return result


def _reasoning(item: dict[str, Any]) -> dict[str, Any]:
    reasoning: dict[str, Any] = {
        "id": item["id"],
        "type": "reasoning",
        "summary": [{"type": "summary_text", "text": p["text"]} for p in item["summary"]],
    }
    if item.get("content") is not None:
        reasoning["content"] = [
            {"type": "reasoning_text", "text": p["text"]} for p in item["content"]
        ]
    if item.get("encrypted_content") is not None:
        reasoning["encrypted_content"] = item["encrypted_content"]
    if item.get("status") is not None:
        reasoning["status"] = item["status"]
    return reasoning


def _item_reference(item: dict[str, Any]) -> dict[str, Any]:
    # Kept as a reference: resolving it to the stored item needs the store.
    return {"type": "item_reference", "id": item["id"]}


def _mcp_approval_response(item: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": _id_or_new(item, "mcp_approval_response"),
        "type": "mcp_approval_response",
        "approval_request_id": item["approval_request_id"],
        "approve": item["approve"],
        "reason": item.get("reason"),
    }


# Fields the reference's resource form of an item requires that clients leave out of their
# answers to client-run action tools (openai-agents sends no `status`), with their defaults:
# listings then read as the resource, and the item is still valid input when resent.
_RESOURCE_DEFAULTS: dict[str, dict[str, Any]] = {
    "shell_call_output": {"status": "completed", "max_output_length": None},
    "computer_call_output": {"status": "completed"},
    "local_shell_call_output": {"status": "completed"},
}


def _other(item: dict[str, Any]) -> dict[str, Any]:
    # Items of other kinds are carried as given, plus an id (and a resource's defaults).
    item_type = str(item["type"])
    carried = {"id": _id_or_new(item, item_type), **_without_nulls(item), "type": item_type}
    for key, default in _RESOURCE_DEFAULTS.get(item_type, {}).items():
        carried.setdefault(key, default)
    return carried


def _item_type(item: dict[str, Any]) -> str:
    item_type = item.get("type")
    if item_type is not None:
        return str(item_type)
    # Untyped: an easy message has a role, an item reference has only an id.
    return "message" if "role" in item else "item_reference"


_NORMALIZERS = {
    "message": _message,
    "function_call": _function_call,
    "function_call_output": _function_call_output,
    "reasoning": _reasoning,
    "item_reference": _item_reference,
    "mcp_approval_response": _mcp_approval_response,
}


def normalize_item(item: dict[str, Any]) -> dict[str, Any]:
    """The canonical stored form of one validated input item (client ids are kept)."""
    normalizer = _NORMALIZERS.get(_item_type(item), _other)
    return normalizer(item)


def normalize_input(input: str | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The canonical stored form of a validated request `input` (string or item list)."""
    if isinstance(input, str):
        return [
            {
                "id": new_id("msg"),
                "type": "message",
                "status": "completed",
                "role": "user",
                "content": [{"type": "input_text", "text": input}],
            }
        ]
    return [normalize_item(item) for item in input]
