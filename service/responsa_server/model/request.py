"""Parsing and validation of a create-response request body.

`parse_create_request` turns the JSON body of ``POST /v1/responses`` into a `CreateRequest`,
or raises `ApiError` (400) naming the offending parameter in OpenAI's wording style.
Absent and ``null`` parameters mean the same thing: the default.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar
from urllib.parse import urlsplit, urlunsplit

from responsa_server.model.errors import ApiError
from responsa_server.model.items import normalize_input
from responsa_server.model.mcp_servers import ApprovalMode, McpServer, ToolFilter

_T = TypeVar("_T")

# ---------------------------------------------------------------------------------------------
# Value sets (facts from OpenAI's Responses API reference)
# ---------------------------------------------------------------------------------------------

REASONING_EFFORTS = ("none", "minimal", "low", "medium", "high", "xhigh", "max")
REASONING_SUMMARIES = ("auto", "concise", "detailed")
REASONING_CONTEXTS = ("auto", "current_turn", "all_turns")
SERVICE_TIERS = ("auto", "default", "flex", "scale", "priority", "fast", "ultrafast")
TRUNCATIONS = ("auto", "disabled")
VERBOSITIES = ("low", "medium", "high")
PROMPT_CACHE_RETENTIONS = ("in_memory", "24h")
PROMPT_CACHE_TTLS = ("30m",)
PROMPT_CACHE_MODES = ("implicit", "explicit")
INCLUDABLE = (
    "file_search_call.results",
    "web_search_call.results",
    "web_search_call.action.sources",
    "message.input_image.image_url",
    "computer_call_output.output.image_url",
    "code_interpreter_call.outputs",
    "reasoning.encrypted_content",
    "message.output_text.logprobs",
)
# Tool types the reference defines besides `function`; recognised, but this server cannot run them.
HOSTED_TOOL_TYPES = (
    "file_search",
    "computer",
    "computer_use_preview",
    "web_search",
    "web_search_2025_08_26",
    "code_interpreter",
    "programmatic_tool_calling",
    "image_generation",
    "local_shell",
    "shell",
    "custom",
    "namespace",
    "tool_search",
    "web_search_preview",
    "web_search_preview_2025_03_11",
    "apply_patch",
)
# Tool types this server runs: `function` on the client, `mcp` here.
SUPPORTED_TOOL_TYPES = ("function", "mcp")
TOOL_CHOICE_MODES = ("none", "auto", "required")
# tool_choice object types naming a tool this server cannot run.
HOSTED_TOOL_CHOICE_TYPES = (
    "file_search",
    "web_search_preview",
    "computer",
    "computer_use_preview",
    "computer_use",
    "web_search_preview_2025_03_11",
    "image_generation",
    "code_interpreter",
    "custom",
    "programmatic_tool_calling",
    "apply_patch",
    "shell",
)
MESSAGE_ROLES = ("user", "assistant", "system", "developer")
ITEM_STATUSES = ("in_progress", "completed", "incomplete")
MESSAGE_PHASES = ("commentary", "final_answer")
IMAGE_DETAILS = ("low", "high", "auto", "original")
FILE_DETAILS = ("auto", "low", "high")

# Input item types accepted structurally (carried along, checked only for their required keys).
# Facts: each type's required keys in the reference's Item union.
OPAQUE_ITEM_REQUIRED_KEYS: dict[str, tuple[str, ...]] = {
    "file_search_call": ("id", "status", "queries"),
    "computer_call": ("id", "call_id", "pending_safety_checks", "status"),
    "computer_call_output": ("call_id", "output"),
    "web_search_call": ("id", "status", "action"),
    "tool_search_call": ("arguments",),
    "tool_search_output": ("tools",),
    "additional_tools": ("role", "tools"),
    "compaction": ("encrypted_content",),
    "image_generation_call": ("id", "status", "result"),
    "code_interpreter_call": ("id", "status", "container_id", "code", "outputs"),
    "local_shell_call": ("id", "call_id", "action", "status"),
    "local_shell_call_output": ("id", "output"),
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
CHECKED_ITEM_TYPES = (
    "message",
    "function_call",
    "function_call_output",
    "reasoning",
    "item_reference",
    "mcp_approval_response",
)
INPUT_ITEM_TYPES = CHECKED_ITEM_TYPES + tuple(OPAQUE_ITEM_REQUIRED_KEYS)

MAX_OUTPUT_TOKENS_MIN = 16
METADATA_MAX_PAIRS = 16
METADATA_KEY_MAX_CHARS = 64
METADATA_VALUE_MAX_CHARS = 512
SAFETY_IDENTIFIER_MAX_CHARS = 64
CALL_ID_MAX_CHARS = 64
_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]+$")
_NAME_MAX_CHARS = 64

KNOWN_PARAMETERS = frozenset(
    {
        "model",
        "input",
        "instructions",
        "tools",
        "tool_choice",
        "text",
        "temperature",
        "top_p",
        "top_logprobs",
        "max_output_tokens",
        "max_tool_calls",
        "parallel_tool_calls",
        "previous_response_id",
        "metadata",
        "store",
        "background",
        "truncation",
        "reasoning",
        "user",
        "safety_identifier",
        "prompt_cache_key",
        "prompt_cache_retention",
        "prompt_cache_options",
        "service_tier",
        "include",
        "stream",
        "stream_options",
        "conversation",
        "prompt",
        "moderation",
        "context_management",
    }
)


@dataclass(slots=True)
class CreateRequest:
    """A validated create-response request.

    Optional sampling knobs stay ``None`` when the client did not send them, so the engine
    forwards only what was asked for; `new_response` fills OpenAI's defaults for the echo.
    """

    model: str
    input: str | list[dict[str, Any]]
    input_items: list[dict[str, Any]]
    instructions: str | None = None
    tools: list[dict[str, Any]] = field(default_factory=list)
    tool_choice: str | dict[str, Any] = "auto"
    # The `mcp` tools with their secrets; `tools` holds their public echo.
    mcp_servers: list[McpServer] = field(default_factory=list)
    text: dict[str, Any] = field(
        default_factory=lambda: {"format": {"type": "text"}, "verbosity": "medium"}
    )
    temperature: float | None = None
    top_p: float | None = None
    top_logprobs: int | None = None
    max_output_tokens: int | None = None
    max_tool_calls: int | None = None
    parallel_tool_calls: bool = True
    previous_response_id: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)
    store: bool = True
    background: bool = False
    truncation: str = "disabled"
    reasoning: dict[str, Any] | None = None
    user: str | None = None
    safety_identifier: str | None = None
    prompt_cache_key: str | None = None
    prompt_cache_retention: str | None = None
    prompt_cache_options: dict[str, Any] | None = None
    service_tier: str = "auto"
    include: list[str] = field(default_factory=list)
    stream: bool = False
    stream_options: dict[str, Any] | None = None


# ---------------------------------------------------------------------------------------------
# OpenAI-style error construction
# ---------------------------------------------------------------------------------------------


def _kind(value: object) -> str:
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


def _fail(param: str | None, message: str, code: str) -> NoReturn:
    raise ApiError(400, message, param=param, code=code)


def _missing(param: str) -> NoReturn:
    _fail(param, f"Missing required parameter: '{param}'.", "missing_required_parameter")


def _wrong_type(param: str, expected: str, value: object) -> NoReturn:
    _fail(
        param,
        f"Invalid type for '{param}': expected {expected}, but got {_kind(value)} instead.",
        "invalid_type",
    )


def _quote_list(values: Iterable[str]) -> str:
    quoted = [f"'{v}'" for v in values]
    if len(quoted) <= 2:
        return " and ".join(quoted)
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _bad_value(param: str, value: object, allowed: Iterable[str]) -> NoReturn:
    _fail(
        param,
        f"Invalid value: '{value}'. Supported values are: {_quote_list(allowed)}.",
        "invalid_value",
    )


def _unknown_parameter(param: str) -> NoReturn:
    _fail(param, f"Unknown parameter: '{param}'.", "unknown_parameter")


def _not_supported(param: str, what: str) -> NoReturn:
    _fail(param, f"{what} is not supported yet by this server.", "unsupported_parameter")


# ---------------------------------------------------------------------------------------------
# Primitive checks: each returns the typed value or raises
# ---------------------------------------------------------------------------------------------


def _string(value: object, param: str) -> str:
    if not isinstance(value, str):
        _wrong_type(param, "a string", value)
    return value


def _max_length(value: str, param: str, limit: int) -> str:
    if len(value) > limit:
        _fail(
            param,
            f"Invalid '{param}': string too long. Expected a string with maximum length "
            f"{limit}, but got a string with length {len(value)} instead.",
            "string_above_max_length",
        )
    return value


def _boolean(value: object, param: str) -> bool:
    if not isinstance(value, bool):
        _wrong_type(param, "a boolean", value)
    return value


def _object(value: object, param: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        _wrong_type(param, "an object", value)
    return value


def _array(value: object, param: str) -> list[Any]:
    if not isinstance(value, list):
        _wrong_type(param, "an array", value)
    return value


def _choice(value: object, param: str, allowed: tuple[str, ...]) -> str:
    text = _string(value, param)
    if text not in allowed:
        _bad_value(param, text, allowed)
    return text


def _number_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _decimal(value: object, param: str, minimum: float, maximum: float) -> float:
    # bool is an int subclass in Python but never a number in JSON.
    if isinstance(value, bool) or not isinstance(value, int | float):
        _wrong_type(param, "a decimal", value)
    if value < minimum:
        _fail(
            param,
            f"Invalid '{param}': decimal below minimum value. Expected a value >= "
            f"{_number_text(minimum)}, but got {_number_text(value)} instead.",
            "decimal_below_min_value",
        )
    if value > maximum:
        _fail(
            param,
            f"Invalid '{param}': decimal above maximum value. Expected a value <= "
            f"{_number_text(maximum)}, but got {_number_text(value)} instead.",
            "decimal_above_max_value",
        )
    return float(value)


def _integer(value: object, param: str, minimum: int, maximum: int | None = None) -> int:
    # Integral floats (e.g. 16.0 from a protobuf Struct) are integers in JSON terms.
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        _wrong_type(param, "an integer", value)
    if value < minimum:
        _fail(
            param,
            f"Invalid '{param}': integer below minimum value. Expected a value >= {minimum}, "
            f"but got {value} instead.",
            "integer_below_min_value",
        )
    if maximum is not None and value > maximum:
        _fail(
            param,
            f"Invalid '{param}': integer above maximum value. Expected a value <= {maximum}, "
            f"but got {value} instead.",
            "integer_above_max_value",
        )
    return value


def _name(value: object, param: str) -> str:
    text = _string(value, param)
    if not text:
        _fail(
            param,
            f"Invalid '{param}': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )
    _max_length(text, param, _NAME_MAX_CHARS)
    if not _NAME_PATTERN.match(text):
        _fail(
            param,
            f"Invalid '{param}': string does not match pattern. Expected a string that "
            f"matches the pattern '{_NAME_PATTERN.pattern}'.",
            "invalid_value",
        )
    return text


def _only_keys(obj: Mapping[str, Any], allowed: Iterable[str], param: str) -> None:
    allowed_set = set(allowed)
    for key in obj:
        if key not in allowed_set:
            _unknown_parameter(f"{param}.{key}")


def _present(obj: Mapping[str, Any], key: str) -> bool:
    """Whether `key` carries a value (null counts as absent, as in OpenAI's API)."""
    return obj.get(key) is not None


def _optional(
    obj: Mapping[str, Any], key: str, param: str, check: Callable[[object, str], _T]
) -> _T | None:
    return check(obj[key], param) if _present(obj, key) else None


# ---------------------------------------------------------------------------------------------
# Input items
# ---------------------------------------------------------------------------------------------


def _check_text_part(part: dict[str, Any], param: str) -> None:
    _only_keys(part, ("type", "text", "prompt_cache_breakpoint"), param)
    if "text" not in part:
        _missing(f"{param}.text")
    _string(part["text"], f"{param}.text")
    if _present(part, "prompt_cache_breakpoint"):
        _object(part["prompt_cache_breakpoint"], f"{param}.prompt_cache_breakpoint")


def _check_image_part(part: dict[str, Any], param: str) -> None:
    _only_keys(part, ("type", "image_url", "file_id", "detail", "prompt_cache_breakpoint"), param)
    url = _optional(part, "image_url", f"{param}.image_url", _string)
    file_id = _optional(part, "file_id", f"{param}.file_id", _string)
    if url is None and file_id is None:
        _fail(
            param,
            f"Invalid '{param}': an input_image needs either 'image_url' or 'file_id'.",
            "missing_required_parameter",
        )
    if url is not None and not url.startswith(("http://", "https://", "data:")):
        _fail(
            f"{param}.image_url",
            f"Invalid '{param}.image_url': expected an http(s) URL or a base64 data URL.",
            "invalid_value",
        )
    if _present(part, "detail"):
        _choice(part["detail"], f"{param}.detail", IMAGE_DETAILS)


def _check_file_part(part: dict[str, Any], param: str) -> None:
    _only_keys(
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
        _optional(part, key, f"{param}.{key}", _string)
        for key in ("file_id", "file_data", "file_url")
    ]
    if all(source is None for source in sources):
        _fail(
            param,
            f"Invalid '{param}': an input_file needs one of 'file_id', 'file_data' or 'file_url'.",
            "missing_required_parameter",
        )
    _optional(part, "filename", f"{param}.filename", _string)
    if _present(part, "detail"):
        _choice(part["detail"], f"{param}.detail", FILE_DETAILS)


_INPUT_PART_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "input_text": _check_text_part,
    "input_image": _check_image_part,
    "input_file": _check_file_part,
}


def _check_output_text_part(part: dict[str, Any], param: str) -> None:
    _only_keys(part, ("type", "text", "annotations", "logprobs"), param)
    if "text" not in part:
        _missing(f"{param}.text")
    _string(part["text"], f"{param}.text")
    for key in ("annotations", "logprobs"):
        if _present(part, key):
            for j, entry in enumerate(_array(part[key], f"{param}.{key}")):
                _object(entry, f"{param}.{key}[{j}]")


def _check_refusal_part(part: dict[str, Any], param: str) -> None:
    _only_keys(part, ("type", "refusal"), param)
    if "refusal" not in part:
        _missing(f"{param}.refusal")
    _string(part["refusal"], f"{param}.refusal")


_ASSISTANT_PART_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "output_text": _check_output_text_part,
    "refusal": _check_refusal_part,
}


def _check_parts(
    value: object, param: str, checks: Mapping[str, Callable[[dict[str, Any], str], None]]
) -> None:
    for j, raw in enumerate(_array(value, param)):
        part_param = f"{param}[{j}]"
        part = _object(raw, part_param)
        if "type" not in part:
            _missing(f"{part_param}.type")
        part_type = _string(part["type"], f"{part_param}.type")
        if part_type not in checks:
            _bad_value(f"{part_param}.type", part_type, checks)
        checks[part_type](part, part_param)


def _check_message(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "id", "role", "content", "status", "phase"), param)
    if "role" not in item:
        _missing(f"{param}.role")
    role = _choice(item["role"], f"{param}.role", MESSAGE_ROLES)
    if "content" not in item:
        _missing(f"{param}.content")
    content = item["content"]
    if not isinstance(content, str):
        if not isinstance(content, list):
            _wrong_type(f"{param}.content", "a string or an array", content)
        # An assistant turn is model output: its parts are output parts, as OpenAI enforces.
        checks = _ASSISTANT_PART_CHECKS if role == "assistant" else _INPUT_PART_CHECKS
        _check_parts(content, f"{param}.content", checks)
    _optional(item, "id", f"{param}.id", _string)
    if _present(item, "status"):
        _choice(item["status"], f"{param}.status", ITEM_STATUSES)
    if _present(item, "phase"):
        _choice(item["phase"], f"{param}.phase", MESSAGE_PHASES)


_CALL_EXTRA_KEYS = ("id", "status", "namespace", "caller", "created_by")


def _check_call_id(item: dict[str, Any], param: str) -> None:
    if not _present(item, "call_id"):
        _missing(f"{param}.call_id")
    call_id = _string(item["call_id"], f"{param}.call_id")
    if not call_id:
        _fail(
            f"{param}.call_id",
            f"Invalid '{param}.call_id': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )
    _max_length(call_id, f"{param}.call_id", CALL_ID_MAX_CHARS)


def _check_call_extras(item: dict[str, Any], param: str) -> None:
    for key in ("id", "namespace", "created_by"):
        _optional(item, key, f"{param}.{key}", _string)
    if _present(item, "status"):
        _choice(item["status"], f"{param}.status", ITEM_STATUSES)
    if _present(item, "caller"):
        _object(item["caller"], f"{param}.caller")


def _check_function_call(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "call_id", "name", "arguments", *_CALL_EXTRA_KEYS), param)
    _check_call_id(item, param)
    for key in ("name", "arguments"):
        if key not in item:
            _missing(f"{param}.{key}")
        _string(item[key], f"{param}.{key}")
    _check_call_extras(item, param)


def _check_function_call_output(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "call_id", "output", "name", *_CALL_EXTRA_KEYS), param)
    # The reference marks call_id optional, but OpenAI rejects an output it cannot pair.
    _check_call_id(item, param)
    if "output" not in item:
        _missing(f"{param}.output")
    output = item["output"]
    if not isinstance(output, str):
        if not isinstance(output, list):
            _wrong_type(f"{param}.output", "a string or an array", output)
        _check_parts(output, f"{param}.output", _INPUT_PART_CHECKS)
    _optional(item, "name", f"{param}.name", _string)
    _check_call_extras(item, param)


def _check_reasoning_parts(value: object, param: str, part_type: str) -> None:
    for j, raw in enumerate(_array(value, param)):
        part = _object(raw, f"{param}[{j}]")
        _only_keys(part, ("type", "text"), f"{param}[{j}]")
        if part.get("type") != part_type:
            _bad_value(f"{param}[{j}].type", part.get("type"), (part_type,))
        if "text" not in part:
            _missing(f"{param}[{j}].text")
        _string(part["text"], f"{param}[{j}].text")


def _check_reasoning(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "id", "summary", "content", "encrypted_content", "status"), param)
    if not _present(item, "id"):
        _missing(f"{param}.id")
    _string(item["id"], f"{param}.id")
    if "summary" not in item:
        _missing(f"{param}.summary")
    _check_reasoning_parts(item["summary"], f"{param}.summary", "summary_text")
    if _present(item, "content"):
        _check_reasoning_parts(item["content"], f"{param}.content", "reasoning_text")
    _optional(item, "encrypted_content", f"{param}.encrypted_content", _string)
    if _present(item, "status"):
        _choice(item["status"], f"{param}.status", ITEM_STATUSES)


def _check_item_reference(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "id"), param)
    if not _present(item, "id"):
        _missing(f"{param}.id")
    _string(item["id"], f"{param}.id")


def _check_mcp_approval_response(item: dict[str, Any], param: str) -> None:
    _only_keys(item, ("type", "id", "approval_request_id", "approve", "reason"), param)
    if not _present(item, "approval_request_id"):
        _missing(f"{param}.approval_request_id")
    _string(item["approval_request_id"], f"{param}.approval_request_id")
    if "approve" not in item:
        _missing(f"{param}.approve")
    _boolean(item["approve"], f"{param}.approve")
    _optional(item, "id", f"{param}.id", _string)
    _optional(item, "reason", f"{param}.reason", _string)


_ITEM_CHECKS: dict[str, Callable[[dict[str, Any], str], None]] = {
    "message": _check_message,
    "function_call": _check_function_call,
    "function_call_output": _check_function_call_output,
    "reasoning": _check_reasoning,
    "item_reference": _check_item_reference,
    "mcp_approval_response": _check_mcp_approval_response,
}


def _check_input_item(raw: object, param: str) -> None:
    if not isinstance(raw, dict):
        _fail(
            param,
            f"Invalid '{param}': expected an input item object, but got {_kind(raw)} instead.",
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
        _missing(f"{param}.type")
    if not isinstance(item_type, str):
        _wrong_type(f"{param}.type", "a string", item_type)
    if item_type in _ITEM_CHECKS:
        _ITEM_CHECKS[item_type](raw, param)
        return
    if item_type in OPAQUE_ITEM_REQUIRED_KEYS:
        for key in OPAQUE_ITEM_REQUIRED_KEYS[item_type]:
            if key not in raw:
                _missing(f"{param}.{key}")
        return
    _fail(
        param,
        f"Invalid '{param}': unknown input item type '{item_type}'. Supported types are: "
        f"{_quote_list(INPUT_ITEM_TYPES)}.",
        "invalid_value",
    )


def _parse_input(value: object) -> str | list[dict[str, Any]]:
    if isinstance(value, str):
        return value
    if not isinstance(value, list):
        _wrong_type("input", "a string or an array of input items", value)
    for i, raw in enumerate(value):
        _check_input_item(raw, f"input[{i}]")
    return value


# ---------------------------------------------------------------------------------------------
# Tools and tool_choice
# ---------------------------------------------------------------------------------------------

_FUNCTION_TOOL_KEYS = (
    "type",
    "name",
    "description",
    "parameters",
    "strict",
    "defer_loading",
    "allowed_callers",
    "output_schema",
)


def _parse_function_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    _only_keys(tool, _FUNCTION_TOOL_KEYS, param)
    if not _present(tool, "name"):
        _missing(f"{param}.name")
    name = _name(tool["name"], f"{param}.name")
    description = _optional(tool, "description", f"{param}.description", _string)
    parameters = _optional(tool, "parameters", f"{param}.parameters", _object)
    strict = _optional(tool, "strict", f"{param}.strict", _boolean)
    # `strict` stays None when unset so the engine forwards only what the client asked for;
    # the Response echo shows OpenAI's default (true), see `model.response`.
    echoed: dict[str, Any] = {
        "type": "function",
        "description": description,
        "name": name,
        "parameters": parameters,
        "strict": strict,
    }
    if _present(tool, "defer_loading"):
        echoed["defer_loading"] = _boolean(tool["defer_loading"], f"{param}.defer_loading")
    if _present(tool, "output_schema"):
        echoed["output_schema"] = _object(tool["output_schema"], f"{param}.output_schema")
    if _present(tool, "allowed_callers"):
        echoed["allowed_callers"] = _array(tool["allowed_callers"], f"{param}.allowed_callers")
    return echoed


_MCP_TOOL_KEYS = (
    "type",
    "server_label",
    "server_url",
    "connector_id",
    "tunnel_id",
    "authorization",
    "server_description",
    "headers",
    "allowed_tools",
    "allowed_callers",
    "require_approval",
    "defer_loading",
)


def _parse_tool_filter(value: object, param: str) -> ToolFilter:
    obj = _object(value, param)
    _only_keys(obj, ("tool_names", "read_only"), param)
    names: frozenset[str] | None = None
    if _present(obj, "tool_names"):
        raw_names = _array(obj["tool_names"], f"{param}.tool_names")
        names = frozenset(
            _string(name, f"{param}.tool_names[{i}]") for i, name in enumerate(raw_names)
        )
    return ToolFilter(names, _optional(obj, "read_only", f"{param}.read_only", _boolean))


def _filter_echo(value: dict[str, Any]) -> dict[str, Any]:
    return {k: value[k] for k in ("tool_names", "read_only") if _present(value, k)}


def _public_url(url: str) -> str:
    """The server URL as echoed and stored: no user info, query or fragment, which may carry
    credentials."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{host}:{parts.port}" if parts.port is not None else host
    return urlunsplit((parts.scheme, netloc, parts.path, "", ""))


def _parse_mcp_tool(tool: dict[str, Any], param: str) -> tuple[dict[str, Any], McpServer]:
    """An `mcp` tool: its public echo (no secrets) and the server it names (with them)."""
    _only_keys(tool, _MCP_TOOL_KEYS, param)
    if not _present(tool, "server_label"):
        _missing(f"{param}.server_label")
    label = _name(tool["server_label"], f"{param}.server_label")
    for key in ("connector_id", "tunnel_id"):
        if _present(tool, key):
            _fail(
                f"{param}.{key}",
                f"'{key}' is not supported by this server; give the MCP server's "
                "'server_url' instead.",
                "unsupported_value",
            )
    if not _present(tool, "server_url"):
        _missing(f"{param}.server_url")
    url = _string(tool["server_url"], f"{param}.server_url")
    try:
        parts = urlsplit(url)
        valid_url = parts.scheme in ("http", "https") and bool(parts.hostname)
        _ = parts.port  # raises ValueError for a malformed port
    except ValueError:
        valid_url = False
    if not valid_url:
        _fail(
            f"{param}.server_url",
            f"Invalid '{param}.server_url': expected an http:// or https:// URL.",
            "invalid_value",
        )
    headers: dict[str, str] = {}
    if _present(tool, "headers"):
        raw_headers = _object(tool["headers"], f"{param}.headers")
        for key, entry in raw_headers.items():
            headers[str(key)] = _string(entry, f"{param}.headers.{key}")
    authorization = _optional(tool, "authorization", f"{param}.authorization", _string)
    description = _optional(tool, "server_description", f"{param}.server_description", _string)

    allowed: ToolFilter | None = None
    allowed_echo: list[str] | dict[str, Any] | None = None
    if _present(tool, "allowed_tools"):
        raw_allowed = tool["allowed_tools"]
        if isinstance(raw_allowed, list):
            names = [
                _string(name, f"{param}.allowed_tools[{i}]") for i, name in enumerate(raw_allowed)
            ]
            allowed, allowed_echo = ToolFilter(frozenset(names)), names
        elif isinstance(raw_allowed, dict):
            allowed = _parse_tool_filter(raw_allowed, f"{param}.allowed_tools")
            allowed_echo = _filter_echo(raw_allowed)
        else:
            _wrong_type(
                f"{param}.allowed_tools", "an array of tool names or an object", raw_allowed
            )

    approval: ApprovalMode = "always"
    always: ToolFilter | None = None
    never: ToolFilter | None = None
    approval_echo: str | dict[str, Any] = "always"
    if _present(tool, "require_approval"):
        raw_approval = tool["require_approval"]
        if isinstance(raw_approval, str):
            mode = _choice(raw_approval, f"{param}.require_approval", ("always", "never"))
            approval = "always" if mode == "always" else "never"
            approval_echo = mode
        elif isinstance(raw_approval, dict):
            _only_keys(raw_approval, ("always", "never"), f"{param}.require_approval")
            approval, approval_echo = "filter", {}
            if _present(raw_approval, "always"):
                always = _parse_tool_filter(
                    raw_approval["always"], f"{param}.require_approval.always"
                )
                approval_echo["always"] = _filter_echo(raw_approval["always"])
            if _present(raw_approval, "never"):
                never = _parse_tool_filter(raw_approval["never"], f"{param}.require_approval.never")
                approval_echo["never"] = _filter_echo(raw_approval["never"])
        else:
            _wrong_type(f"{param}.require_approval", "'always', 'never' or an object", raw_approval)

    echo: dict[str, Any] = {
        "type": "mcp",
        "server_label": label,
        "server_url": _public_url(url),
        "allowed_tools": allowed_echo,
        # Secrets are not echoed: `headers` shows as null and `authorization` is left out.
        "headers": None,
        "require_approval": approval_echo,
        "server_description": description,
    }
    if _present(tool, "defer_loading"):
        echo["defer_loading"] = _boolean(tool["defer_loading"], f"{param}.defer_loading")
    if _present(tool, "allowed_callers"):
        echo["allowed_callers"] = _array(tool["allowed_callers"], f"{param}.allowed_callers")
    server = McpServer(
        label=label,
        url=url,
        description=description,
        allowed=allowed,
        approval=approval,
        approval_always=always,
        approval_never=never,
        headers=headers,
        authorization=authorization,
    )
    return echo, server


def _parse_tools(value: object) -> tuple[list[dict[str, Any]], list[McpServer]]:
    tools: list[dict[str, Any]] = []
    servers: list[McpServer] = []
    for i, raw in enumerate(_array(value, "tools")):
        param = f"tools[{i}]"
        tool = _object(raw, param)
        if not _present(tool, "type"):
            _missing(f"{param}.type")
        tool_type = _string(tool["type"], f"{param}.type")
        if tool_type == "function":
            tools.append(_parse_function_tool(tool, param))
        elif tool_type == "mcp":
            echo, server = _parse_mcp_tool(tool, param)
            if any(known.label == server.label for known in servers):
                _fail(
                    f"{param}.server_label",
                    f"Invalid '{param}.server_label': '{server.label}' names another mcp tool "
                    "of this request already; each MCP server needs its own label.",
                    "invalid_value",
                )
            tools.append(echo)
            servers.append(server)
        elif tool_type in HOSTED_TOOL_TYPES:
            _fail(
                f"{param}.type",
                f"Tool type '{tool_type}' is not supported yet by this server; "
                "only 'function' and 'mcp' tools are.",
                "unsupported_value",
            )
        else:
            _bad_value(f"{param}.type", tool_type, (*SUPPORTED_TOOL_TYPES, *HOSTED_TOOL_TYPES))
    return tools, servers


def _declared(value: object, param: str, known: list[str], missing: str) -> str:
    """`value` as a name among `known`; else a 400 saying `missing` (with {} for the name)."""
    text = _string(value, param)
    if text not in known:
        _fail(param, f"Invalid '{param}': {missing.format(text)}", "invalid_value")
    return text


def _declared_function(name: object, param: str, declared: list[str]) -> str:
    missing = "function '{}' is not among the function tools declared in 'tools'."
    return _declared(name, param, declared, missing)


def _declared_server(label: object, param: str, labels: list[str]) -> str:
    missing = "no mcp tool with server_label '{}' is declared in 'tools'."
    return _declared(label, param, labels, missing)


def _parse_mcp_choice(value: dict[str, Any], param: str, labels: list[str]) -> dict[str, Any]:
    _only_keys(value, ("type", "server_label", "name"), param)
    if not _present(value, "server_label"):
        _missing(f"{param}.server_label")
    label = _declared_server(value["server_label"], f"{param}.server_label", labels)
    name = _optional(value, "name", f"{param}.name", _string)
    return {"type": "mcp", "server_label": label, "name": name}


def _parse_tool_choice(
    value: object, declared: list[str], labels: list[str]
) -> str | dict[str, Any]:
    if isinstance(value, str):
        mode = _choice(value, "tool_choice", TOOL_CHOICE_MODES)
        if mode == "required" and not declared and not labels:
            _fail(
                "tool_choice",
                "Invalid 'tool_choice': 'required' needs at least one tool in 'tools'.",
                "invalid_value",
            )
        return mode
    if not isinstance(value, dict):
        _wrong_type("tool_choice", "a string or an object", value)
    if not _present(value, "type"):
        _missing("tool_choice.type")
    choice_type = _string(value["type"], "tool_choice.type")
    if choice_type == "function":
        _only_keys(value, ("type", "name"), "tool_choice")
        if not _present(value, "name"):
            _missing("tool_choice.name")
        # The param is `tool_choice` itself: the choice as a whole disagrees with `tools`.
        name = _declared_function(value["name"], "tool_choice", declared)
        return {"type": "function", "name": name}
    if choice_type == "allowed_tools":
        _only_keys(value, ("type", "mode", "tools"), "tool_choice")
        if not _present(value, "mode"):
            _missing("tool_choice.mode")
        mode = _choice(value["mode"], "tool_choice.mode", ("auto", "required"))
        if not _present(value, "tools"):
            _missing("tool_choice.tools")
        allowed: list[dict[str, Any]] = []
        for i, raw in enumerate(_array(value["tools"], "tool_choice.tools")):
            param = f"tool_choice.tools[{i}]"
            entry = _object(raw, param)
            if entry.get("type") == "mcp":
                allowed.append(_parse_mcp_choice(entry, param, labels))
                continue
            if entry.get("type") != "function":
                _fail(
                    param,
                    f"Invalid '{param}': only function and mcp tools can be allowed by this "
                    "server.",
                    "unsupported_value",
                )
            _only_keys(entry, ("type", "name"), param)
            if not _present(entry, "name"):
                _missing(f"{param}.name")
            name = _declared_function(entry["name"], param, declared)
            allowed.append({"type": "function", "name": name})
        return {"type": "allowed_tools", "mode": mode, "tools": allowed}
    if choice_type == "mcp":
        return _parse_mcp_choice(value, "tool_choice", labels)
    if choice_type in HOSTED_TOOL_CHOICE_TYPES:
        _fail(
            "tool_choice.type",
            f"Tool choice type '{choice_type}' is not supported yet by this server.",
            "unsupported_value",
        )
    _bad_value(
        "tool_choice.type",
        choice_type,
        ("function", "allowed_tools", "mcp", *HOSTED_TOOL_CHOICE_TYPES),
    )


# ---------------------------------------------------------------------------------------------
# text, reasoning, metadata and the other objects
# ---------------------------------------------------------------------------------------------


def _parse_text_format(value: object) -> dict[str, Any]:
    fmt = _object(value, "text.format")
    if not _present(fmt, "type"):
        _missing("text.format.type")
    fmt_type = _choice(fmt["type"], "text.format.type", ("text", "json_object", "json_schema"))
    if fmt_type != "json_schema":
        _only_keys(fmt, ("type",), "text.format")
        return {"type": fmt_type}
    _only_keys(fmt, ("type", "name", "schema", "description", "strict"), "text.format")
    if not _present(fmt, "name"):
        _missing("text.format.name")
    name = _name(fmt["name"], "text.format.name")
    if not _present(fmt, "schema"):
        _missing("text.format.schema")
    schema = _object(fmt["schema"], "text.format.schema")
    description = _optional(fmt, "description", "text.format.description", _string)
    strict = _optional(fmt, "strict", "text.format.strict", _boolean)
    return {
        "type": "json_schema",
        "description": description,
        "name": name,
        "schema": schema,
        "strict": bool(strict),
    }


def _parse_text(value: object) -> dict[str, Any]:
    text = _object(value, "text")
    _only_keys(text, ("format", "verbosity"), "text")
    fmt = _parse_text_format(text["format"]) if _present(text, "format") else {"type": "text"}
    verbosity = "medium"
    if _present(text, "verbosity"):
        verbosity = _choice(text["verbosity"], "text.verbosity", VERBOSITIES)
    return {"format": fmt, "verbosity": verbosity}


def _parse_reasoning(value: object) -> dict[str, Any]:
    reasoning = _object(value, "reasoning")
    _only_keys(reasoning, ("effort", "summary", "generate_summary", "mode", "context"), "reasoning")
    parsed: dict[str, Any] = {"effort": None, "summary": None}
    if _present(reasoning, "effort"):
        parsed["effort"] = _choice(reasoning["effort"], "reasoning.effort", REASONING_EFFORTS)
    # `generate_summary` is the deprecated spelling of `summary`.
    for key in ("generate_summary", "summary"):
        if _present(reasoning, key):
            parsed["summary"] = _choice(reasoning[key], f"reasoning.{key}", REASONING_SUMMARIES)
    if _present(reasoning, "mode"):
        parsed["mode"] = _string(reasoning["mode"], "reasoning.mode")
    if _present(reasoning, "context"):
        parsed["context"] = _choice(reasoning["context"], "reasoning.context", REASONING_CONTEXTS)
    return parsed


def _parse_metadata(value: object) -> dict[str, str]:
    metadata = _object(value, "metadata")
    if len(metadata) > METADATA_MAX_PAIRS:
        _fail(
            "metadata",
            f"Invalid 'metadata': too many properties. Expected an object with at most "
            f"{METADATA_MAX_PAIRS} properties, but got an object with {len(metadata)} "
            "properties instead.",
            "object_above_max_properties",
        )
    for key, entry in metadata.items():
        if len(key) > METADATA_KEY_MAX_CHARS:
            _fail(
                "metadata",
                f"Invalid 'metadata': key '{key[:METADATA_KEY_MAX_CHARS]}…' is too long. "
                f"Expected keys of at most {METADATA_KEY_MAX_CHARS} characters, but got "
                f"{len(key)}.",
                "string_above_max_length",
            )
        _max_length(_string(entry, f"metadata.{key}"), f"metadata.{key}", METADATA_VALUE_MAX_CHARS)
    return dict(metadata)


def _parse_include(value: object) -> list[str]:
    include: list[str] = []
    for i, raw in enumerate(_array(value, "include")):
        entry = _string(raw, f"include[{i}]")
        if entry not in INCLUDABLE:
            _fail(
                "include",
                f"Invalid value: '{entry}'. Supported values are: {_quote_list(INCLUDABLE)}.",
                "invalid_value",
            )
        include.append(entry)
    return include


def _parse_stream_options(value: object) -> dict[str, Any]:
    options = _object(value, "stream_options")
    _only_keys(options, ("include_obfuscation",), "stream_options")
    parsed: dict[str, Any] = {}
    if _present(options, "include_obfuscation"):
        parsed["include_obfuscation"] = _boolean(
            options["include_obfuscation"], "stream_options.include_obfuscation"
        )
    return parsed


def _parse_prompt_cache_options(value: object) -> dict[str, Any]:
    options = _object(value, "prompt_cache_options")
    _only_keys(options, ("ttl", "mode"), "prompt_cache_options")
    parsed: dict[str, Any] = {}
    if _present(options, "ttl"):
        parsed["ttl"] = _choice(options["ttl"], "prompt_cache_options.ttl", PROMPT_CACHE_TTLS)
    if _present(options, "mode"):
        parsed["mode"] = _choice(options["mode"], "prompt_cache_options.mode", PROMPT_CACHE_MODES)
    return parsed


# Parameters this server recognises but cannot honour when given a value: param -> what.
_UNSUPPORTED_WHEN_SET = {
    "conversation": "The 'conversation' parameter (Conversations API)",
    "prompt": "The 'prompt' parameter (reusable prompt templates)",
    "moderation": "The 'moderation' parameter",
    "context_management": "The 'context_management' parameter",
}


def parse_create_request(body: object) -> CreateRequest:
    """Validate a create-response body (parsed JSON) into a `CreateRequest`.

    Raises `ApiError` (400) naming the first offending parameter.
    """
    if not isinstance(body, dict):
        _fail(
            None,
            f"Invalid request body: expected a JSON object, but got {_kind(body)} instead.",
            "invalid_type",
        )
    for key in body:
        if key not in KNOWN_PARAMETERS:
            _unknown_parameter(str(key))
    for key, what in _UNSUPPORTED_WHEN_SET.items():
        if _present(body, key):
            _not_supported(key, what)
    if _present(body, "background") and _boolean(body["background"], "background"):
        _fail(
            "background",
            "Background mode ('background': true) is not supported yet by this server.",
            "unsupported_value",
        )

    if not _present(body, "model"):
        _missing("model")
    model = _string(body["model"], "model")
    if not model:
        _fail(
            "model",
            "Invalid 'model': empty string. Expected a string with minimum length 1.",
            "empty_string",
        )

    previous_response_id = _optional(body, "previous_response_id", "previous_response_id", _string)
    if _present(body, "input"):
        raw_input = _parse_input(body["input"])
    elif previous_response_id is not None:
        # Continuing a stored conversation may add no new input.
        raw_input = []
    else:
        _missing("input")

    tools, servers = _parse_tools(body["tools"]) if _present(body, "tools") else ([], [])
    declared = [str(tool["name"]) for tool in tools if tool["type"] == "function"]
    labels = [server.label for server in servers]
    tool_choice: str | dict[str, Any] = "auto"
    if _present(body, "tool_choice"):
        tool_choice = _parse_tool_choice(body["tool_choice"], declared, labels)

    request = CreateRequest(
        model=model,
        input=raw_input,
        input_items=normalize_input(raw_input),
        previous_response_id=previous_response_id,
        tools=tools,
        tool_choice=tool_choice,
        mcp_servers=servers,
    )
    request.instructions = _optional(body, "instructions", "instructions", _string)
    if _present(body, "text"):
        request.text = _parse_text(body["text"])
    if _present(body, "temperature"):
        request.temperature = _decimal(body["temperature"], "temperature", 0, 2)
    if _present(body, "top_p"):
        request.top_p = _decimal(body["top_p"], "top_p", 0, 1)
    if _present(body, "top_logprobs"):
        request.top_logprobs = _integer(body["top_logprobs"], "top_logprobs", 0, 20)
    if _present(body, "max_output_tokens"):
        request.max_output_tokens = _integer(
            body["max_output_tokens"], "max_output_tokens", MAX_OUTPUT_TOKENS_MIN
        )
    if _present(body, "max_tool_calls"):
        request.max_tool_calls = _integer(body["max_tool_calls"], "max_tool_calls", 1)
    if _present(body, "parallel_tool_calls"):
        request.parallel_tool_calls = _boolean(body["parallel_tool_calls"], "parallel_tool_calls")
    if _present(body, "metadata"):
        request.metadata = _parse_metadata(body["metadata"])
    if _present(body, "store"):
        request.store = _boolean(body["store"], "store")
    if _present(body, "truncation"):
        request.truncation = _choice(body["truncation"], "truncation", TRUNCATIONS)
    if _present(body, "reasoning"):
        request.reasoning = _parse_reasoning(body["reasoning"])
    request.user = _optional(body, "user", "user", _string)
    if _present(body, "safety_identifier"):
        request.safety_identifier = _max_length(
            _string(body["safety_identifier"], "safety_identifier"),
            "safety_identifier",
            SAFETY_IDENTIFIER_MAX_CHARS,
        )
    request.prompt_cache_key = _optional(body, "prompt_cache_key", "prompt_cache_key", _string)
    if _present(body, "prompt_cache_retention"):
        request.prompt_cache_retention = _choice(
            body["prompt_cache_retention"], "prompt_cache_retention", PROMPT_CACHE_RETENTIONS
        )
    if _present(body, "prompt_cache_options"):
        request.prompt_cache_options = _parse_prompt_cache_options(body["prompt_cache_options"])
    if _present(body, "service_tier"):
        request.service_tier = _choice(body["service_tier"], "service_tier", SERVICE_TIERS)
    if _present(body, "include"):
        request.include = _parse_include(body["include"])
    if _present(body, "stream"):
        request.stream = _boolean(body["stream"], "stream")
    if _present(body, "stream_options"):
        request.stream_options = _parse_stream_options(body["stream_options"])
    return request
