"""Validation limits: int64, item field types for every carried item type, JSON depth, model
and id lengths and NUL, and the clipping of error text bound for gRPC metadata."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.edges.grpc_errors import MESSAGE_MAX_CHARS, PARAM_MAX_CHARS, bounded
from responsa_server.model.errors import ApiError
from responsa_server.model.request import parse_create_request
from responsa_server.model.request.checks import INT64_MAX, MAX_JSON_DEPTH
from responsa_server.model.request.item_fields import (
    CARRIED_ITEM_FIELDS,
    CARRIED_ITEM_REQUIRED,
    Kind,
)


def body(**overrides: Any) -> dict[str, Any]:
    return {"model": "test-model", "input": "hi", **overrides}


def rejection(raw: object) -> ApiError:
    with pytest.raises(ApiError) as caught:
        parse_create_request(raw)
    assert caught.value.status == 400
    return caught.value


def _valid(kind: Kind) -> Any:
    if isinstance(kind, tuple):
        return kind[0]
    return {
        "id": "item_1",
        "call_id": "call_1",
        "string": "text",
        "integer": 5,
        "boolean": True,
        "object": {},
        "array": [],
        "strings": ["q"],
        "search_results": [{"file_id": "file_1", "filename": "a.txt", "text": "t", "score": 0.5}],
        "text|array": "out",
    }[kind.rstrip("?")]


def _wrong(kind: Kind) -> Any:
    """A value of the wrong JSON type for `kind`."""
    bare = kind if isinstance(kind, tuple) else kind.rstrip("?")
    return 7 if bare in ("object", "array", "strings", "search_results", "text|array") else {"x": 1}


def _valid_item(item_type: str) -> dict[str, Any]:
    fields = CARRIED_ITEM_FIELDS[item_type]
    return {"type": item_type, **{key: _valid(kind) for key, kind in fields.items()}}


CARRIED_FIELDS = [
    (item_type, key, kind)
    for item_type, fields in CARRIED_ITEM_FIELDS.items()
    for key, kind in fields.items()
]


def test_every_carried_type_has_its_required_fields_typed() -> None:
    assert set(CARRIED_ITEM_FIELDS) == set(CARRIED_ITEM_REQUIRED)
    for item_type, required in CARRIED_ITEM_REQUIRED.items():
        assert set(required) <= set(CARRIED_ITEM_FIELDS[item_type]), item_type


@pytest.mark.parametrize("item_type", sorted(CARRIED_ITEM_FIELDS))
def test_carried_item_with_every_field_valid_is_accepted(item_type: str) -> None:
    request = parse_create_request(body(input=[_valid_item(item_type)]))
    assert request.input_items[0]["type"] == item_type


@pytest.mark.parametrize(
    ("item_type", "key", "kind"), CARRIED_FIELDS, ids=[f"{t}.{k}" for t, k, _ in CARRIED_FIELDS]
)
def test_carried_item_field_of_the_wrong_type_is_a_400_naming_it(
    item_type: str, key: str, kind: Kind
) -> None:
    item = {**_valid_item(item_type), key: _wrong(kind)}
    error = rejection(body(input=[item]))
    assert error.param == f"input[0].{key}", error.message


@pytest.mark.parametrize(
    ("item_type", "key"),
    [(t, k) for t, keys in CARRIED_ITEM_REQUIRED.items() for k in keys],
)
def test_carried_item_required_field_missing_is_a_400(item_type: str, key: str) -> None:
    item = _valid_item(item_type)
    del item[key]
    error = rejection(body(input=[item]))
    assert error.param == f"input[0].{key}"
    assert error.code == "missing_required_parameter"


@pytest.mark.parametrize(
    ("item", "param"),
    [
        # The reference's own examples of what broke: an object id, null name / server_label.
        (
            {"type": "program", "id": {}, "call_id": "c", "code": "x", "fingerprint": "f"},
            "input[0].id",
        ),
        (
            {"type": "mcp_call", "id": "m", "server_label": "s", "name": None, "arguments": ""},
            "input[0].name",
        ),
        (
            {"type": "mcp_call", "id": "m", "server_label": None, "name": "n", "arguments": ""},
            "input[0].server_label",
        ),
        # A nullable required field may be null, but must be there.
        ({"type": "image_generation_call", "id": "i", "status": "completed"}, "input[0].result"),
    ],
)
def test_reference_typed_fields(item: dict[str, Any], param: str) -> None:
    assert rejection(body(input=[item])).param == param


def test_nullable_required_field_may_be_null() -> None:
    item = {"type": "image_generation_call", "id": "i", "status": "completed", "result": None}
    parse_create_request(body(input=[item]))


@pytest.mark.parametrize("key", ["max_output_tokens", "max_tool_calls", "top_logprobs"])
def test_integers_above_int64_are_refused(key: str) -> None:
    # orjson hands such a number over as a float: both spellings are refused.
    for value in (123456789012345678901234567890, 1.2345678901234568e29, INT64_MAX + 1):
        error = rejection(body(**{key: value}))
        assert error.param == key
        assert error.code == "integer_above_max_value"


def test_int64_max_itself_is_accepted() -> None:
    assert parse_create_request(body(max_output_tokens=INT64_MAX)).max_output_tokens == INT64_MAX


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = {"a": value}
    return value


def test_json_depth_limit_names_the_top_level_parameter() -> None:
    # The body is the first level, `parameters` sits at the fourth (body, tools, tool).
    fits = _nested(MAX_JSON_DEPTH - 3)
    tool = {"type": "function", "name": "f", "parameters": fits}
    parse_create_request(body(tools=[tool]))
    error = rejection(body(tools=[{**tool, "parameters": {"x": fits}}]))
    assert error.param == "tools"
    assert "nested too deeply" in error.message
    schema = {"type": "json_schema", "name": "x", "schema": _nested(10_000)}
    assert rejection(body(text={"format": schema})).param == "text"
    assert rejection(body(metadata=_nested(200))).param == "metadata"


@pytest.mark.parametrize(
    ("overrides", "param", "code"),
    [
        ({"model": "m" * 257}, "model", "string_above_max_length"),
        ({"model": "a\x00b"}, "model", "invalid_value"),
        ({"previous_response_id": "r" * 129}, "previous_response_id", "string_above_max_length"),
        ({"previous_response_id": "r\x00"}, "previous_response_id", "invalid_value"),
        (
            {"input": [{"role": "user", "content": "x", "id": "i" * 129}]},
            "input[0].id",
            "string_above_max_length",
        ),
        (
            {"input": [{"type": "item_reference", "id": "a\x00"}]},
            "input[0].id",
            "invalid_value",
        ),
        (
            {
                "input": [
                    {
                        "type": "function_call",
                        "call_id": "c",
                        "name": "f",
                        "arguments": "",
                        "id": "x" * 129,
                    }
                ]
            },
            "input[0].id",
            "string_above_max_length",
        ),
        (
            {
                "input": [
                    {
                        "type": "mcp_approval_response",
                        "approval_request_id": "a" * 129,
                        "approve": True,
                    }
                ]
            },
            "input[0].approval_request_id",
            "string_above_max_length",
        ),
    ],
)
def test_lengths_and_nul_as_the_stores_need(
    overrides: dict[str, Any], param: str, code: str
) -> None:
    error = rejection(body(**overrides))
    assert (error.param, error.code) == (param, code)


def test_model_and_ids_at_their_limits_are_accepted() -> None:
    request = parse_create_request(
        body(
            model="m" * 256,
            previous_response_id="r" * 128,
            input=[{"role": "user", "content": "x", "id": "i" * 128}],
        )
    )
    assert len(request.model) == 256


def test_error_text_bound_for_metadata_is_clipped() -> None:
    error = rejection(body(**{"k" * 40_000: 1}))
    clipped = bounded(error)
    assert len(clipped.message) <= MESSAGE_MAX_CHARS
    assert clipped.param is not None and len(clipped.param) <= PARAM_MAX_CHARS
    assert (clipped.status, clipped.code) == (error.status, error.code)
    assert clipped.message.startswith("Unknown parameter: 'kkk")
    short = ApiError(400, "short", param="p")
    assert bounded(short) is short


@pytest.mark.parametrize(
    ("results", "param"),
    [
        ([""], "input[0].results[0]"),
        ([{"text": 3}], "input[0].results[0].text"),
        ([{"score": "high"}], "input[0].results[0].score"),
        ([{"attributes": []}], "input[0].results[0].attributes"),
    ],
)
def test_file_search_call_results_are_typed(results: list[object], param: str) -> None:
    """Found by the fuzz test: a carried file_search_call's hits are replayed to the model, so
    each hit must have the reference's shape (a string hit was a 500 after validation)."""
    item = {"type": "file_search_call", "id": "fs_1", "status": "completed", "queries": []}
    with pytest.raises(ApiError) as refused:
        parse_create_request({"model": "m", "input": [{**item, "results": results}]})
    assert refused.value.status == 400
    assert refused.value.param == param
    # A hit with only some of its optional fields is fine.
    parse_create_request({"model": "m", "input": [{**item, "results": [{"text": "t"}]}]})
