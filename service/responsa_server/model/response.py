"""The Response object: its in-progress skeleton and its terminal transitions.

Keys follow the order OpenAI sends them on the wire (the reference's examples); every field of
the reference's Response schema that OpenAI puts on the wire is present, with OpenAI's defaults.
"""

from __future__ import annotations

from typing import Any, Literal

from responsa_server.model.request import CreateRequest

TerminalStatus = Literal["completed", "incomplete", "failed", "cancelled"]
INCOMPLETE_REASONS = frozenset({"max_output_tokens", "content_filter"})

# Error codes the reference allows in a failed Response's `error.code`.
RESPONSE_ERROR_CODES = frozenset(
    {
        "server_error",
        "rate_limit_exceeded",
        "invalid_prompt",
        "data_residency_mismatch",
        "bio_policy",
        "vector_store_timeout",
        "invalid_image",
        "invalid_image_format",
        "invalid_base64_image",
        "invalid_image_url",
        "image_too_large",
        "image_too_small",
        "image_parse_error",
        "image_content_policy_violation",
        "invalid_image_mode",
        "image_file_too_large",
        "unsupported_image_media_type",
        "empty_image_file",
        "failed_to_download_image",
        "image_file_not_found",
    }
)

# The tier a finished response reports having been served on, per requested tier: OpenAI
# resolves "auto" to the project's tier ("default" here) and reports "fast" as "priority".
_SERVED_TIER = {"auto": "default", "fast": "priority"}

DEFAULT_TEMPERATURE = 1.0
DEFAULT_TOP_P = 1.0
DEFAULT_TOP_LOGPROBS = 0
# Chat Completions' default penalties: what the model used when the request set none.
DEFAULT_PENALTY = 0.0


def json_copy(value: Any) -> Any:
    """A deep copy of a JSON value (dicts, lists and scalars, as parsed from a body):
    `copy.deepcopy`'s result at a fraction of its cost (no memo, no dispatch by type)."""
    if isinstance(value, dict):
        return {key: json_copy(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [json_copy(inner) for inner in value]
    return value


def new_response(request: CreateRequest, *, response_id: str, created_at: int) -> dict[str, Any]:
    """An ``in_progress`` Response echoing `request`, with OpenAI's defaults filled in."""
    reasoning = (
        dict(request.reasoning)
        if request.reasoning is not None
        else {"effort": None, "summary": None}
    )
    response: dict[str, Any] = {
        "id": response_id,
        "object": "response",
        "created_at": created_at,
        "status": "in_progress",
        "background": request.background,
        "completed_at": None,
        "conversation": None,
        "error": None,
        "incomplete_details": None,
        "instructions": request.instructions,
        "max_output_tokens": request.max_output_tokens,
        "max_tool_calls": request.max_tool_calls,
        "model": request.model,
        "moderation": None,
        "output": [],
        "parallel_tool_calls": request.parallel_tool_calls,
        "previous_response_id": request.previous_response_id,
        "prompt": None if request.prompt is None else request.prompt.echo(request.prompt_version),
        "prompt_cache_key": request.prompt_cache_key,
        "prompt_cache_retention": request.prompt_cache_retention,
        "reasoning": reasoning,
        "safety_identifier": request.safety_identifier,
        "service_tier": request.service_tier,
        "store": request.store,
        "temperature": (
            DEFAULT_TEMPERATURE if request.temperature is None else request.temperature
        ),
        "text": json_copy(request.text),
        "tool_choice": json_copy(request.tool_choice),
        "tools": [_echoed_tool(tool) for tool in request.tools],
        "top_logprobs": (
            DEFAULT_TOP_LOGPROBS if request.top_logprobs is None else request.top_logprobs
        ),
        "top_p": DEFAULT_TOP_P if request.top_p is None else request.top_p,
        "truncation": request.truncation,
        "usage": None,
        "user": request.user,
        "metadata": dict(request.metadata),
        # Open Responses requires both (numbers); OpenAI does not define them, so they come after
        # OpenAI's fields and leave OpenAI's bytes in place.
        "presence_penalty": (
            DEFAULT_PENALTY if request.presence_penalty is None else request.presence_penalty
        ),
        "frequency_penalty": (
            DEFAULT_PENALTY if request.frequency_penalty is None else request.frequency_penalty
        ),
    }
    if request.prompt_cache_options is not None:
        # The echoed object carries both settings; unset ones take OpenAI's defaults.
        response["prompt_cache_options"] = {
            "ttl": request.prompt_cache_options.get("ttl", "30m"),
            "mode": request.prompt_cache_options.get("mode", "implicit"),
        }
    return response


def with_open_responses_fields(response: dict[str, Any]) -> dict[str, Any]:
    """`response` with the Open Responses fields a response stored before they existed lacks
    (its penalties were the defaults then: none was accepted)."""
    response.setdefault("presence_penalty", DEFAULT_PENALTY)
    response.setdefault("frequency_penalty", DEFAULT_PENALTY)
    return response


def _echoed_tool(tool: dict[str, Any]) -> dict[str, Any]:
    echoed: dict[str, Any] = json_copy(tool)
    if echoed.get("type") == "function" and echoed.get("strict") is None:
        # The Responses API makes function tools strict unless the client says otherwise.
        echoed["strict"] = True
    if echoed.get("type") == "namespace":
        echoed["tools"] = [_echoed_tool(member) for member in echoed["tools"]]
    return echoed


def usage_object(
    *,
    input_tokens: int,
    output_tokens: int,
    cached_tokens: int = 0,
    reasoning_tokens: int = 0,
    cache_write_tokens: int = 0,
) -> dict[str, Any]:
    """A Response `usage` object from token counts."""
    return {
        "input_tokens": input_tokens,
        "input_tokens_details": {
            "cached_tokens": cached_tokens,
            "cache_write_tokens": cache_write_tokens,
        },
        "output_tokens": output_tokens,
        "output_tokens_details": {"reasoning_tokens": reasoning_tokens},
        "total_tokens": input_tokens + output_tokens,
    }


def finish_response(
    response: dict[str, Any],
    *,
    output: list[dict[str, Any]],
    usage: dict[str, Any] | None,
    completed_at: int | None,
    error: dict[str, Any] | None = None,
    incomplete_reason: str | None = None,
    status: TerminalStatus | None = None,
) -> dict[str, Any]:
    """A copy of `response` moved to its terminal status.

    The status follows from the arguments unless given: `error` (``{"code", "message"}``, a
    code from `RESPONSE_ERROR_CODES`) makes it ``failed``, `incomplete_reason`
    (``max_output_tokens`` | ``content_filter``) ``incomplete``, neither ``completed``.
    `completed_at` is kept only for ``completed``, as the reference specifies.
    """
    if status is None:
        if error is not None:
            status = "failed"
        elif incomplete_reason is not None:
            status = "incomplete"
        else:
            status = "completed"
    if status == "failed":
        if error is None or error.get("code") not in RESPONSE_ERROR_CODES:
            raise ValueError("a failed response needs an error with a code the API defines")
    elif error is not None:
        raise ValueError(f"a {status} response carries no error")
    if status == "incomplete":
        # Without a reason only when asked for explicitly: the tool loop's turn limit has no
        # reason among the API's values, so the details say none rather than a wrong one.
        if incomplete_reason is not None and incomplete_reason not in INCOMPLETE_REASONS:
            raise ValueError(f"incomplete_reason must be one of {sorted(INCOMPLETE_REASONS)}")
    elif incomplete_reason is not None:
        raise ValueError("incomplete_reason goes with status 'incomplete' only")
    if status == "completed" and completed_at is None:
        raise ValueError("a completed response needs completed_at")

    finished = dict(response)
    finished["status"] = status
    finished["completed_at"] = completed_at if status == "completed" else None
    finished["error"] = (
        {"code": error["code"], "message": error["message"]} if error is not None else None
    )
    if status != "incomplete":
        finished["incomplete_details"] = None
    elif incomplete_reason is not None:
        finished["incomplete_details"] = {"reason": incomplete_reason}
    else:
        finished["incomplete_details"] = {}
    finished["output"] = list(output)
    finished["usage"] = usage
    tier = str(response.get("service_tier") or "auto")
    finished["service_tier"] = _SERVED_TIER.get(tier, tier)
    return finished
