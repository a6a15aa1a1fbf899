"""Field types of the input items this server carries without running them.

Items of tools this server does not run (computer, shell, code interpreter, ...) pass through to
the store and back to the client unchanged, so their fields are checked by the reference's
types only: each type's fields below, transcribed from the Item union of
`openai-responses-openapi-subset.json` (its `...ItemParam` shape where there is one). A wrong
type is a 400 naming the field, before any work starts, never a failure at the save or in the
encoder. Unknown extra fields are carried along, as they were before.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from responsa_server.model.request.checks import (
    CALL_ID_MAX_CHARS,
    array,
    boolean,
    choice,
    decimal,
    integer,
    json_object,
    max_length,
    missing_param,
    non_empty,
    object_id,
    present,
    string,
    wrong_type,
)

# A field's kind: a JSON type name, "id" (a stored id: <= 128 chars, no NUL), "call_id"
# (1..64 chars), "strings" (an array of strings), "search_results" (file search hits),
# "text|array" (a string or an array), or a
# tuple of allowed string values. A trailing "?" means null is allowed (same as absent).
Kind = str | tuple[str, ...]

_IN_PROGRESS_DONE = ("in_progress", "completed", "incomplete")
_CALLER = "object?"

# Each type's required fields (present, though some may be null), then its fields' kinds.
CARRIED_ITEM_REQUIRED: dict[str, tuple[str, ...]] = {
    "file_search_call": ("id", "status", "queries"),
    # The reference requires `pending_safety_checks`; @openai/agents (JS) leaves an empty list
    # out when it sends a call back (OpenAI refuses an empty one there): taken without it.
    "computer_call": ("id", "call_id", "status"),
    "computer_call_output": ("call_id", "output"),
    "web_search_call": ("id", "status", "action"),
    "tool_search_call": ("arguments",),
    "tool_search_output": ("tools",),
    "additional_tools": ("role", "tools"),
    "compaction": ("encrypted_content",),
    "image_generation_call": ("id", "status", "result"),
    "code_interpreter_call": ("id", "status", "container_id", "code", "outputs"),
    "local_shell_call": ("id", "call_id", "action", "status"),
    # The reference requires `id` (the call's id); openai-agents sends `call_id` instead:
    # either is taken (action_tools.LocalShellSpec checks one is there).
    "local_shell_call_output": ("output",),
    "shell_call": ("call_id", "action"),
    "shell_call_output": ("call_id", "output"),
    "apply_patch_call": ("call_id", "status", "operation"),
    "apply_patch_call_output": ("call_id", "status"),
    "mcp_list_tools": ("id", "server_label", "tools"),
    "mcp_approval_request": ("id", "server_label", "name", "arguments"),
    "mcp_call": ("id", "server_label", "name", "arguments"),
    "custom_tool_call": ("call_id", "name", "input"),
    "custom_tool_call_output": ("call_id", "output"),
    "program": ("id", "call_id", "code", "fingerprint"),
    "program_output": ("id", "call_id", "result", "status"),
}

CARRIED_ITEM_FIELDS: dict[str, dict[str, Kind]] = {
    "file_search_call": {
        "id": "id",
        "status": ("in_progress", "searching", "completed", "incomplete", "failed"),
        "queries": "strings",
        "results": "search_results?",
    },
    "computer_call": {
        "id": "id",
        "call_id": "string",
        "action": "object?",
        "actions": "array?",
        "pending_safety_checks": "array",
        "status": _IN_PROGRESS_DONE,
    },
    "computer_call_output": {
        "id": "id?",
        "call_id": "call_id",
        "output": "object",
        "acknowledged_safety_checks": "array?",
        "status": (*_IN_PROGRESS_DONE, "?"),
    },
    "web_search_call": {
        "id": "id",
        "status": ("in_progress", "searching", "completed", "failed"),
        "action": "object",
    },
    "tool_search_call": {
        "id": "id?",
        "call_id": "string?",
        "execution": ("server", "client", "?"),
        "arguments": "object",
        "status": (*_IN_PROGRESS_DONE, "?"),
    },
    "tool_search_output": {
        "id": "id?",
        "call_id": "string?",
        "execution": ("server", "client", "?"),
        "tools": "array",
        "status": (*_IN_PROGRESS_DONE, "?"),
    },
    "additional_tools": {"id": "id?", "role": ("developer",), "tools": "array"},
    "compaction": {"id": "id?", "encrypted_content": "string"},
    "image_generation_call": {
        "id": "id",
        "status": ("in_progress", "completed", "generating", "failed"),
        "result": "string?",
    },
    "code_interpreter_call": {
        "id": "id",
        "status": ("in_progress", "completed", "incomplete", "interpreting", "failed"),
        "container_id": "string",
        "code": "string?",
        "outputs": "array?",
    },
    "local_shell_call": {
        "id": "id",
        "call_id": "string",
        "action": "object",
        "status": _IN_PROGRESS_DONE,
    },
    "local_shell_call_output": {
        "id": "id?",
        "call_id": "call_id?",
        "output": "string",
        "status": (*_IN_PROGRESS_DONE, "?"),
    },
    "shell_call": {
        "id": "id?",
        "call_id": "call_id",
        "caller": _CALLER,
        "action": "object",
        "status": (*_IN_PROGRESS_DONE, "?"),
        "environment": "object?",
    },
    "shell_call_output": {
        "id": "id?",
        "call_id": "call_id",
        "caller": _CALLER,
        "output": "array",
        "status": (*_IN_PROGRESS_DONE, "?"),
        "max_output_length": "integer?",
    },
    "apply_patch_call": {
        "id": "id?",
        "call_id": "call_id",
        "caller": _CALLER,
        "status": ("in_progress", "completed"),
        "operation": "object",
    },
    "apply_patch_call_output": {
        "id": "id?",
        "call_id": "call_id",
        "caller": _CALLER,
        "status": ("completed", "failed"),
        "output": "string?",
    },
    "mcp_list_tools": {
        "id": "id",
        "server_label": "string",
        "tools": "array",
        "error": "string?",
    },
    "mcp_approval_request": {
        "id": "id",
        "server_label": "string",
        "name": "string",
        "arguments": "string",
    },
    "mcp_call": {
        "id": "id",
        "server_label": "string",
        "name": "string",
        "arguments": "string",
        "output": "string?",
        "error": "object?",
        "status": ("in_progress", "completed", "incomplete", "calling", "failed", "?"),
        "approval_request_id": "id?",
    },
    "custom_tool_call": {
        "id": "id?",
        "call_id": "string",
        "caller": _CALLER,
        "namespace": "string?",
        "name": "string",
        "input": "string",
    },
    "custom_tool_call_output": {
        "id": "id?",
        "call_id": "string",
        "caller": _CALLER,
        "output": "text|array",
    },
    "program": {
        "id": "id",
        "call_id": "call_id",
        "code": "string",
        "fingerprint": "string",
        "agent": "object?",
    },
    "program_output": {
        "id": "id",
        "call_id": "call_id",
        "result": "string",
        "status": "string",
        "agent": "object?",
    },
}

CARRIED_ITEM_TYPES = tuple(CARRIED_ITEM_FIELDS)


def _check_kind(value: object, param: str, kind: Kind) -> None:
    if isinstance(kind, tuple):
        choice(value, param, tuple(v for v in kind if v != "?"))
    elif kind == "id":
        object_id(value, param)
    elif kind == "call_id":
        max_length(non_empty(string(value, param), param), param, CALL_ID_MAX_CHARS)
    elif kind == "string":
        string(value, param)
    elif kind == "integer":
        integer(value, param, 0)
    elif kind == "boolean":
        boolean(value, param)
    elif kind == "object":
        json_object(value, param)
    elif kind == "array":
        array(value, param)
    elif kind == "strings":
        for i, entry in enumerate(array(value, param)):
            string(entry, f"{param}[{i}]")
    elif kind == "search_results":
        # Replayed to the model as passages: each entry's fields must have the reference's types.
        for i, entry in enumerate(array(value, param)):
            hit = json_object(entry, f"{param}[{i}]")
            for key in ("file_id", "text", "filename"):
                if present(hit, key):
                    string(hit[key], f"{param}[{i}].{key}")
            if present(hit, "score"):
                decimal(hit["score"], f"{param}[{i}].score", -math.inf, math.inf)
            if present(hit, "attributes"):
                json_object(hit["attributes"], f"{param}[{i}].attributes")
    elif kind == "text|array":
        if not isinstance(value, str | list):
            wrong_type(param, "a string or an array", value)
    else:  # a typo in the table above must not pass silently
        raise AssertionError(f"unknown field kind {kind!r}")


def check_carried_item(item: Mapping[str, Any], item_type: str, param: str) -> None:
    """Check one carried item's required fields and the types of the fields it has."""
    for key in CARRIED_ITEM_REQUIRED[item_type]:
        if key not in item:
            missing_param(f"{param}.{key}")
    required = CARRIED_ITEM_REQUIRED[item_type]
    for key, kind in CARRIED_ITEM_FIELDS[item_type].items():
        nullable = (isinstance(kind, tuple) and "?" in kind) or (
            isinstance(kind, str) and kind.endswith("?")
        )
        if not present(item, key):
            # null stands for absent, except where a required field must carry a value.
            if key in required and not nullable:
                missing_param(f"{param}.{key}")
            continue
        bare = kind.rstrip("?") if isinstance(kind, str) else kind
        _check_kind(item[key], f"{param}.{key}", bare)
