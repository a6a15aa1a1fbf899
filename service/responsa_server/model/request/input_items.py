"""Validation of `input`: a string or a list of input items, each checked by its type."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from responsa_server.model.request.additional_tools import TOOL_ITEM_TYPES, check_tool_item
from responsa_server.model.request.checks import (
    CALL_ID_MAX_CHARS,
    MAX_INPUT_ITEMS,
    array,
    bad_value,
    boolean,
    choice,
    fail,
    json_object,
    kind_of,
    max_length,
    missing_param,
    object_id,
    only_keys,
    optional,
    present,
    quote_list,
    string,
    wrong_type,
)
from responsa_server.model.request.item_fields import CARRIED_ITEM_TYPES, check_carried_item
from responsa_server.model.request.tool_spec import ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS

MESSAGE_ROLES = ("user", "assistant", "system", "developer")
ITEM_STATUSES = ("in_progress", "completed", "incomplete")
MESSAGE_PHASES = ("commentary", "final_answer")
IMAGE_DETAILS = ("low", "high", "auto", "original")
FILE_DETAILS = ("auto", "low", "high")

CHECKED_ITEM_TYPES = (
    "message",
    "function_call",
    "function_call_output",
    "reasoning",
    "item_reference",
    "mcp_approval_response",
)
INPUT_ITEM_TYPES = CHECKED_ITEM_TYPES + CARRIED_ITEM_TYPES

# ---------------------------------------------------------------------------------------------
# Input items
# ---------------------------------------------------------------------------------------------


def _check_text_part(part: dict[str, Any], param: str) -> None:
    only_keys(part, ("type", "text", "prompt_cache_breakpoint"), param)
    if "text" not in part:
        missing_param(f"{param}.text")
    string(part["text"], f"{param}.text")
    if present(part, "prompt_cache_breakpoint"):
        json_object(part["prompt_cache_breakpoint"], f"{param}.prompt_cache_breakpoint")


def _check_image_part(part: dict[str, Any], param: str) -> None:
    only_keys(part, ("type", "image_url", "file_id", "detail", "prompt_cache_breakpoint"), param)
    url = optional(part, "image_url", f"{param}.image_url", string)
    file_id = optional(part, "file_id", f"{param}.file_id", object_id)
    if url is None and file_id is None:
        fail(
            param,
            f"Invalid '{param}': an input_image needs either 'image_url' or 'file_id'.",
            "missing_required_parameter",
        )
    if url is not None and not url.startswith(("http://", "https://", "data:")):
        fail(
            f"{param}.image_url",
            f"Invalid '{param}.image_url': expected an http(s) URL or a base64 data URL.",
            "invalid_value",
        )
    if present(part, "detail"):
        choice(part["detail"], f"{param}.detail", IMAGE_DETAILS)


def _check_file_part(part: dict[str, Any], param: str) -> None:
    only_keys(
        part,
        (
            "type",
            "file_id",
            "filename",
            "file_data",
            "file_url",
            "detail",
            "prompt_cache_breakpoint",
        ),
        param,
    )
    sources = [
        optional(part, key, f"{param}.{key}", object_id if key == "file_id" else string)
        for key in ("file_id", "file_data", "file_url")
    ]
    if all(source is None for source in sources):
        fail(
            param,
            f"Invalid '{param}': an input_file needs one of 'file_id', 'file_data' or 'file_url'.",
            "missing_required_parameter",
        )
    optional(part, "filename", f"{param}.filename", string)
    if present(part, "detail"):
        choice(part["detail"], f"{param}.detail", FILE_DETAILS)


_INPUT_PART_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "input_text": _check_text_part,
    "input_image": _check_image_part,
    "input_file": _check_file_part,
}


def _check_output_text_part(part: dict[str, Any], param: str) -> None:
    only_keys(part, ("type", "text", "annotations", "logprobs"), param)
    if "text" not in part:
        missing_param(f"{param}.text")
    string(part["text"], f"{param}.text")
    for key in ("annotations", "logprobs"):
        if present(part, key):
            for j, entry in enumerate(array(part[key], f"{param}.{key}")):
                json_object(entry, f"{param}.{key}[{j}]")


def _check_refusal_part(part: dict[str, Any], param: str) -> None:
    only_keys(part, ("type", "refusal"), param)
    if "refusal" not in part:
        missing_param(f"{param}.refusal")
    string(part["refusal"], f"{param}.refusal")


_ASSISTANT_PART_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "output_text": _check_output_text_part,
    "refusal": _check_refusal_part,
}


def _check_parts(
    value: object, param: str, checks: Mapping[str, Callable[[dict[str, Any], str], None]]
) -> None:
    for j, raw in enumerate(array(value, param)):
        part_param = f"{param}[{j}]"
        part = json_object(raw, part_param)
        if "type" not in part:
            missing_param(f"{part_param}.type")
        part_type = string(part["type"], f"{part_param}.type")
        if part_type not in checks:
            bad_value(f"{part_param}.type", part_type, checks)
        checks[part_type](part, part_param)


def _check_message(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "id", "role", "content", "status", "phase"), param)
    if "role" not in item:
        missing_param(f"{param}.role")
    role = choice(item["role"], f"{param}.role", MESSAGE_ROLES)
    if "content" not in item:
        missing_param(f"{param}.content")
    content = item["content"]
    if not isinstance(content, str):
        if not isinstance(content, list):
            wrong_type(f"{param}.content", "a string or an array", content)
        # An assistant turn is model output: its parts are output parts, as OpenAI enforces.
        checks = _ASSISTANT_PART_CHECKS if role == "assistant" else _INPUT_PART_CHECKS
        _check_parts(content, f"{param}.content", checks)
    optional(item, "id", f"{param}.id", object_id)
    if present(item, "status"):
        choice(item["status"], f"{param}.status", ITEM_STATUSES)
    if present(item, "phase"):
        choice(item["phase"], f"{param}.phase", MESSAGE_PHASES)


_CALL_EXTRA_KEYS = ("id", "status", "namespace", "caller", "created_by")


def _check_call_id(item: dict[str, Any], param: str) -> None:
    if not present(item, "call_id"):
        missing_param(f"{param}.call_id")
    call_id = string(item["call_id"], f"{param}.call_id")
    if not call_id:
        fail(
            f"{param}.call_id",
            f"Invalid '{param}.call_id': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )
    max_length(call_id, f"{param}.call_id", CALL_ID_MAX_CHARS)


def _check_call_extras(item: dict[str, Any], param: str) -> None:
    optional(item, "id", f"{param}.id", object_id)
    for key in ("namespace", "created_by"):
        optional(item, key, f"{param}.{key}", string)
    if present(item, "status"):
        choice(item["status"], f"{param}.status", ITEM_STATUSES)
    if present(item, "caller"):
        json_object(item["caller"], f"{param}.caller")


def _check_function_call(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "call_id", "name", "arguments", *_CALL_EXTRA_KEYS), param)
    _check_call_id(item, param)
    for key in ("name", "arguments"):
        if key not in item:
            missing_param(f"{param}.{key}")
        string(item[key], f"{param}.{key}")
    _check_call_extras(item, param)


def _check_function_call_output(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "call_id", "output", "name", *_CALL_EXTRA_KEYS), param)
    # The reference marks call_id optional, but OpenAI rejects an output it cannot pair.
    _check_call_id(item, param)
    if "output" not in item:
        missing_param(f"{param}.output")
    output = item["output"]
    if not isinstance(output, str):
        if not isinstance(output, list):
            wrong_type(f"{param}.output", "a string or an array", output)
        _check_parts(output, f"{param}.output", _INPUT_PART_CHECKS)
    optional(item, "name", f"{param}.name", string)
    _check_call_extras(item, param)


def _check_reasoning_parts(value: object, param: str, part_type: str) -> None:
    for j, raw in enumerate(array(value, param)):
        part = json_object(raw, f"{param}[{j}]")
        only_keys(part, ("type", "text"), f"{param}[{j}]")
        if part.get("type") != part_type:
            bad_value(f"{param}[{j}].type", part.get("type"), (part_type,))
        if "text" not in part:
            missing_param(f"{param}[{j}].text")
        string(part["text"], f"{param}[{j}].text")


def _check_reasoning(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "id", "summary", "content", "encrypted_content", "status"), param)
    if not present(item, "id"):
        missing_param(f"{param}.id")
    object_id(item["id"], f"{param}.id")
    if "summary" not in item:
        missing_param(f"{param}.summary")
    _check_reasoning_parts(item["summary"], f"{param}.summary", "summary_text")
    if present(item, "content"):
        _check_reasoning_parts(item["content"], f"{param}.content", "reasoning_text")
    optional(item, "encrypted_content", f"{param}.encrypted_content", string)
    if present(item, "status"):
        choice(item["status"], f"{param}.status", ITEM_STATUSES)


def _check_item_reference(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "id"), param)
    if not present(item, "id"):
        missing_param(f"{param}.id")
    object_id(item["id"], f"{param}.id")


def _check_mcp_approval_response(item: dict[str, Any], param: str) -> None:
    only_keys(item, ("type", "id", "approval_request_id", "approve", "reason"), param)
    if not present(item, "approval_request_id"):
        missing_param(f"{param}.approval_request_id")
    object_id(item["approval_request_id"], f"{param}.approval_request_id")
    if "approve" not in item:
        missing_param(f"{param}.approve")
    boolean(item["approve"], f"{param}.approve")
    optional(item, "id", f"{param}.id", object_id)
    optional(item, "reason", f"{param}.reason", string)


_ITEM_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "message": _check_message,
    "function_call": _check_function_call,
    "function_call_output": _check_function_call_output,
    "reasoning": _check_reasoning,
    "item_reference": _check_item_reference,
    "mcp_approval_response": _check_mcp_approval_response,
}


def _check_input_item(raw: object, param: str, specs: ToolSpecs) -> None:
    if not isinstance(raw, dict):
        fail(
            param,
            f"Invalid '{param}': expected an input item object, but got {kind_of(raw)} instead.",
            "invalid_type",
        )
    item_type = raw.get("type")
    if item_type is None:
        # Without `type`, the reference's union leaves two shapes: an easy message (has a
        # role) and an item reference (has only an id).
        if "role" in raw:
            _check_message(raw, param)
            return
        if "id" in raw:
            _check_item_reference(raw, param)
            return
        missing_param(f"{param}.type")
    if not isinstance(item_type, str):
        wrong_type(f"{param}.type", "a string", item_type)
    if item_type in _ITEM_CHECKS:
        _ITEM_CHECKS[item_type](raw, param)
        return
    if item_type in TOOL_ITEM_TYPES:
        check_tool_item(raw, param, specs)
        return
    spec = specs.of_input_item(item_type)
    if spec is not None:
        spec.check_input_item(raw, param)
        return
    if item_type in CARRIED_ITEM_TYPES:
        check_carried_item(raw, item_type, param)
        return
    fail(
        param,
        f"Invalid '{param}': unknown input item type '{item_type}'. Supported types are: "
        f"{quote_list(INPUT_ITEM_TYPES)}.",
        "invalid_value",
    )


def check_input_length(value: object) -> None:
    """Refuse an `input` array over the cap. Cheap (a length), so it runs before any check
    that walks the body: a million items used to be walked whole before this refusal."""
    if isinstance(value, list) and len(value) > MAX_INPUT_ITEMS:
        fail(
            "input",
            f"Invalid 'input': array too long. Expected an array with maximum length "
            f"{MAX_INPUT_ITEMS}, but got an array with length {len(value)} instead.",
            "array_above_max_length",
        )


def parse_input(value: object, specs: ToolSpecs = BUILT_IN_SPECS) -> str | list[dict[str, Any]]:
    """`input`: a string, or input items (tools in them checked by the kinds of `specs`)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, list):
        wrong_type("input", "a string or an array of input items", value)
    check_input_length(value)
    for i, raw in enumerate(value):
        _check_input_item(raw, f"input[{i}]", specs)
    return value


def parse_items(
    value: object, param: str, specs: ToolSpecs = BUILT_IN_SPECS
) -> list[dict[str, Any]]:
    """An array of input items under another name than `input` (e.g. a conversation's
    `items`); errors name `param[i]`."""
    if not isinstance(value, list):
        wrong_type(param, "an array", value)
    for i, raw in enumerate(value):
        _check_input_item(raw, f"{param}[{i}]", specs)
    return value
