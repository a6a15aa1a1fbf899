"""The Response object skeleton and its terminal transitions, checked with OpenAI's SDK models."""

from __future__ import annotations

from typing import Any

import pytest
from openai.types.responses import Response, ResponseItem
from pydantic import TypeAdapter
from responsa_server.model.request import CreateRequest, parse_create_request
from responsa_server.model.response import (
    finish_response,
    new_response,
    usage_object,
)

# Keys OpenAI sends on the wire, in its order (its documented example order, other fields
# in place alphabetically as OpenAI sends them).
WIRE_ORDER = [
    "id",
    "object",
    "created_at",
    "status",
    "background",
    "completed_at",
    "conversation",
    "error",
    "incomplete_details",
    "instructions",
    "max_output_tokens",
    "max_tool_calls",
    "model",
    "moderation",
    "output",
    "parallel_tool_calls",
    "previous_response_id",
    "prompt",
    "prompt_cache_key",
    "prompt_cache_retention",
    "reasoning",
    "safety_identifier",
    "service_tier",
    "store",
    "temperature",
    "text",
    "tool_choice",
    "tools",
    "top_logprobs",
    "top_p",
    "truncation",
    "usage",
    "user",
    "metadata",
    # Open Responses' fields OpenAI does not define come last.
    "presence_penalty",
    "frequency_penalty",
]

ASSISTANT_MESSAGE = {
    "type": "message",
    "id": "msg_1",
    "status": "completed",
    "role": "assistant",
    "content": [{"type": "output_text", "text": "Hello!", "annotations": []}],
}


def request_for(**params: Any) -> CreateRequest:
    return parse_create_request({"model": "test-model", "input": "hi", **params})


def skeleton(**params: Any) -> dict[str, Any]:
    return new_response(request_for(**params), response_id="resp_abc", created_at=1_700_000_000)


def validate(obj: dict[str, Any]) -> Response:
    """Strict validation with the SDK's model: no coercion, every required field present."""
    return Response.model_validate(obj, strict=True)


def test_in_progress_skeleton_has_openai_defaults_in_wire_order() -> None:
    response = skeleton()
    assert list(response) == WIRE_ORDER
    assert response["id"] == "resp_abc"
    assert response["object"] == "response"
    assert response["created_at"] == 1_700_000_000
    assert response["status"] == "in_progress"
    assert response["output"] == []
    assert response["error"] is None
    assert response["incomplete_details"] is None
    assert response["completed_at"] is None
    assert response["usage"] is None
    assert response["instructions"] is None
    assert response["tools"] == []
    assert response["tool_choice"] == "auto"
    assert response["text"] == {"format": {"type": "text"}, "verbosity": "medium"}
    assert response["temperature"] == 1.0
    assert response["top_p"] == 1.0
    assert response["top_logprobs"] == 0
    assert response["parallel_tool_calls"] is True
    assert response["truncation"] == "disabled"
    assert response["reasoning"] == {"effort": None, "summary": None}
    assert response["metadata"] == {}
    assert response["store"] is True
    assert response["background"] is False
    assert response["service_tier"] == "auto"
    for key in (
        "max_output_tokens",
        "max_tool_calls",
        "user",
        "safety_identifier",
        "prompt_cache_key",
        "previous_response_id",
    ):
        assert response[key] is None, key


def test_skeleton_validates_and_carries_every_sdk_field() -> None:
    response = skeleton()
    model = validate(response)
    assert model.status == "in_progress"
    # prompt_cache_options is echoed only when asked for (its reference schema is not nullable).
    missing = set(Response.model_fields) - set(response) - {"prompt_cache_options"}
    assert missing == set()


def test_skeleton_echoes_the_request() -> None:
    response = skeleton(
        instructions="Be brief.",
        tools=[{"type": "function", "name": "get_weather", "parameters": {"type": "object"}}],
        tool_choice={"type": "function", "name": "get_weather"},
        text={"format": {"type": "json_schema", "name": "out", "schema": {"type": "object"}}},
        temperature=0.2,
        top_p=0.5,
        top_logprobs=2,
        max_output_tokens=100,
        max_tool_calls=3,
        parallel_tool_calls=False,
        previous_response_id="resp_prev",
        metadata={"team": "a"},
        store=False,
        truncation="auto",
        reasoning={"effort": "high", "summary": "auto"},
        user="u1",
        safety_identifier="sid",
        prompt_cache_key="key",
        prompt_cache_retention="in_memory",
        prompt_cache_options={"ttl": "30m"},
        service_tier="flex",
    )
    validate(response)
    assert response["instructions"] == "Be brief."
    # OpenAI echoes function tools strict unless the client said otherwise.
    assert response["tools"] == [
        {
            "type": "function",
            "description": None,
            "name": "get_weather",
            "parameters": {"type": "object"},
            "strict": True,
        }
    ]
    assert response["tool_choice"] == {"type": "function", "name": "get_weather"}
    assert response["text"]["format"]["name"] == "out"
    assert response["text"]["format"]["strict"] is False
    assert (response["temperature"], response["top_p"], response["top_logprobs"]) == (0.2, 0.5, 2)
    assert (response["max_output_tokens"], response["max_tool_calls"]) == (100, 3)
    assert response["parallel_tool_calls"] is False
    assert response["previous_response_id"] == "resp_prev"
    assert response["metadata"] == {"team": "a"}
    assert response["store"] is False
    assert response["truncation"] == "auto"
    assert response["reasoning"] == {"effort": "high", "summary": "auto"}
    assert (response["user"], response["safety_identifier"]) == ("u1", "sid")
    assert response["prompt_cache_key"] == "key"
    assert response["prompt_cache_retention"] == "in_memory"
    assert response["prompt_cache_options"] == {"ttl": "30m", "mode": "implicit"}
    assert response["service_tier"] == "flex"


def test_skeleton_does_not_share_state_with_the_request() -> None:
    request = request_for(tools=[{"type": "function", "name": "f"}], metadata={"a": "b"})
    response = new_response(request, response_id="resp_1", created_at=1)
    response["tools"][0]["name"] = "changed"
    response["metadata"]["a"] = "changed"
    assert request.tools[0]["name"] == "f"
    assert request.tools[0]["strict"] is None
    assert request.metadata == {"a": "b"}


def test_completed_response() -> None:
    usage = usage_object(input_tokens=10, output_tokens=4, cached_tokens=2, reasoning_tokens=1)
    done = finish_response(
        skeleton(), output=[ASSISTANT_MESSAGE], usage=usage, completed_at=1_700_000_005
    )
    model = validate(done)
    assert model.status == "completed"
    assert model.output_text == "Hello!"
    assert done["completed_at"] == 1_700_000_005
    assert done["usage"] == {
        "input_tokens": 10,
        "input_tokens_details": {"cached_tokens": 2, "cache_write_tokens": 0},
        "output_tokens": 4,
        "output_tokens_details": {"reasoning_tokens": 1},
        "total_tokens": 14,
    }
    # An "auto" tier resolves to the tier actually used.
    assert done["service_tier"] == "default"
    assert list(done) == WIRE_ORDER


def test_transition_returns_a_copy() -> None:
    start = skeleton()
    finish_response(start, output=[ASSISTANT_MESSAGE], usage=None, completed_at=5)
    assert start["status"] == "in_progress"
    assert start["output"] == []


def test_incomplete_response() -> None:
    cut = finish_response(
        skeleton(),
        completed_at=None,
        incomplete_reason="max_output_tokens",
        output=[{**ASSISTANT_MESSAGE, "status": "incomplete"}],
        usage=usage_object(input_tokens=5, output_tokens=16),
    )
    model = validate(cut)
    assert model.status == "incomplete"
    assert cut["incomplete_details"] == {"reason": "max_output_tokens"}
    # The reference gives completed_at only to completed responses.
    assert cut["completed_at"] is None
    assert cut["error"] is None


def test_failed_response() -> None:
    failed = finish_response(
        skeleton(),
        output=[],
        usage=None,
        completed_at=None,
        error={"code": "server_error", "message": "The upstream failed."},
    )
    model = validate(failed)
    assert model.status == "failed"
    assert failed["error"] == {"code": "server_error", "message": "The upstream failed."}
    assert failed["completed_at"] is None
    assert failed["incomplete_details"] is None
    assert failed["output"] == []


def test_finish_response_infers_status_from_its_arguments() -> None:
    start = skeleton()
    assert finish_response(start, output=[], usage=None, completed_at=9)["status"] == "completed"
    assert (
        finish_response(
            start, output=[], usage=None, completed_at=None, incomplete_reason="content_filter"
        )["status"]
        == "incomplete"
    )
    failed = finish_response(
        start,
        output=[],
        usage=None,
        completed_at=None,
        error={"code": "rate_limit_exceeded", "message": "slow down"},
    )
    assert failed["status"] == "failed"
    cancelled = finish_response(start, output=[], usage=None, completed_at=9, status="cancelled")
    assert validate(cancelled).status == "cancelled"
    assert cancelled["completed_at"] is None


@pytest.mark.parametrize(
    "kwargs",
    [
        {"error": {"code": "made_up_code", "message": "x"}},
        {"status": "failed"},
        {"incomplete_reason": "max_tokens"},
        {"status": "completed", "incomplete_reason": "max_output_tokens"},
        {"status": "completed", "error": {"code": "server_error", "message": "x"}},
    ],
)
def test_inconsistent_transitions_are_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        finish_response(skeleton(), output=[], usage=None, completed_at=1, **kwargs)


def test_completed_needs_a_completion_time() -> None:
    with pytest.raises(ValueError):
        finish_response(skeleton(), output=[], usage=None, completed_at=None)


def test_normalized_input_items_are_valid_item_resources() -> None:
    request = request_for(
        input=[
            {"role": "user", "content": "hi"},
            {"role": "developer", "content": [{"type": "input_text", "text": "rules"}]},
            {
                "role": "user",
                "content": [
                    {"type": "input_image", "image_url": "https://example.com/cat.png"},
                    {"type": "input_file", "file_id": "file_1"},
                ],
            },
            {"role": "assistant", "content": "earlier answer"},
            {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c1", "output": "42"},
            {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "t"}]},
        ]
    )
    adapter: TypeAdapter[Any] = TypeAdapter(ResponseItem)
    for item in request.input_items:
        parsed = adapter.validate_python(item, strict=True)
        assert parsed.type == item["type"]
        assert parsed.id == item["id"]


def test_response_stored_before_penalties_existed_reads_with_defaults() -> None:
    from responsa_server.model.response import with_open_responses_fields

    old = {key: value for key, value in skeleton().items() if not key.endswith("_penalty")}
    assert (with_open_responses_fields(old)["presence_penalty"], old["frequency_penalty"]) == (
        0.0,
        0.0,
    )
    kept = {**skeleton(), "presence_penalty": 1.5}
    assert with_open_responses_fields(kept)["presence_penalty"] == 1.5
