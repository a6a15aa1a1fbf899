"""Bad input through the real stack (Envoy + service + fake upstream), on SQLite and Postgres.

Every case is refused with an OpenAI-shaped 4xx naming the parameter, before the upstream is
called and without storing anything; inputs HTTP allows but gRPC does not get a normal answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import grpc
import pytest
from responsa.v1 import responses_pb2, responses_pb2_grpc

from tests.e2e.raw_http import newest_stored, openai_error, send, send_bytes
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

BIG = 123456789012345678901234567890


def _create(**fields: Any) -> dict[str, Any]:
    return {"model": "fake-text", "input": "hi", **fields}


def _nested(depth: int) -> bytes:
    return b'{"a":' * depth + b"1" + b"}" * depth


@dataclass
class Case:
    """One request and the answer it must get (`param` None: not checked)."""

    name: str
    method: str
    path: str
    body: bytes | dict[str, Any] | None = None
    status: int = 400
    param: str | None = None
    headers: dict[str, str | bytes] = field(default_factory=dict)


def _item(item: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return _create(input=[item], **fields)


_PROGRAM = {"type": "program", "id": {}, "call_id": "c1", "code": "x", "fingerprint": "f"}
_MCP_CALL = {"type": "mcp_call", "id": "mcp_1", "server_label": "s", "name": "n", "arguments": "{}"}
_MESSAGE = {"type": "message", "role": "user", "content": "hi"}

REFUSED = [
    # Integers wider than 64 bits, plain and streamed.
    *(
        Case(
            f"{key} above int64{' stream' if stream else ''}",
            "POST",
            "/v1/responses",
            _create(**{key: BIG}, stream=stream),
            param=key,
        )
        for key in ("max_output_tokens", "max_tool_calls", "top_logprobs")
        for stream in (False, True)
    ),
    # Item fields typed by the reference, for items this server only carries.
    Case("program id an object", "POST", "/v1/responses", _item(_PROGRAM), param="input[0].id"),
    Case(
        "mcp_call name null",
        "POST",
        "/v1/responses",
        _item({**_MCP_CALL, "name": None}, stream=True),
        param="input[0].name",
    ),
    Case(
        "mcp_call server_label null",
        "POST",
        "/v1/responses",
        _item({**_MCP_CALL, "server_label": None}),
        param="input[0].server_label",
    ),
    Case(
        "web_search_call status unknown",
        "POST",
        "/v1/responses",
        _item({"type": "web_search_call", "id": "ws", "status": "x", "action": {}}),
        param="input[0].status",
    ),
    # Nesting.
    Case(
        "function parameters 1000 deep",
        "POST",
        "/v1/responses",
        b'{"model":"fake-text","input":"hi","tools":[{"type":"function","name":"f",'
        b'"parameters":' + _nested(1000) + b"}]}",
        param="tools",
    ),
    Case(
        "json_schema 500 deep",
        "POST",
        "/v1/responses",
        b'{"model":"fake-text","input":"hi","text":{"format":{"type":"json_schema",'
        b'"name":"x","schema":' + _nested(500) + b"}}}",
        param="text",
    ),
    Case(
        "metadata value 100 deep",
        "POST",
        "/v1/responses",
        b'{"model":"fake-text","input":"hi","stream":true,"metadata":' + _nested(100) + b"}",
        param="metadata",
    ),
    # Lengths and characters, the same on both stores.
    Case("model 257 chars", "POST", "/v1/responses", _create(model="m" * 257), param="model"),
    Case(
        "model NUL stream",
        "POST",
        "/v1/responses",
        _create(model="a\x00b", stream=True),
        param="model",
    ),
    Case(
        "item id 129 chars",
        "POST",
        "/v1/responses",
        _item({**_MESSAGE, "id": "i" * 129}),
        param="input[0].id",
    ),
    Case(
        "item id NUL",
        "POST",
        "/v1/responses",
        _item({**_MESSAGE, "id": "a\x00"}),
        param="input[0].id",
    ),
    Case(
        "previous_response_id 40 KB",
        "POST",
        "/v1/responses",
        _create(previous_response_id="r" * 40_000),
        param="previous_response_id",
    ),
    Case(
        "approval_request_id 200 chars",
        "POST",
        "/v1/responses",
        _item({"type": "mcp_approval_response", "approval_request_id": "a" * 200, "approve": True}),
        param="input[0].approval_request_id",
    ),
    Case("unknown parameter 40 KB name", "POST", "/v1/responses", _create(**{"k" * 40_000: 1})),
    # Path ids and cursors.
    Case("GET 18 KB id", "GET", "/v1/responses/" + "a" * 18_000, param="response_id"),
    Case("DELETE 18 KB id", "DELETE", "/v1/responses/" + "a" * 18_000, param="response_id"),
    Case(
        "input_items 20 KB id",
        "GET",
        f"/v1/responses/{'a' * 20_000}/input_items",
        param="response_id",
    ),
    Case("cancel NUL id", "POST", "/v1/responses/a%00b/cancel", b"", param="response_id"),
    Case("list after 200 chars", "GET", "/v1/responses?after=" + "a" * 200, param="after"),
    Case("list model NUL", "GET", "/v1/responses?model=a%00", param="model"),
    # Paths that are not UTF-8 once decoded.
    Case("path %FF", "GET", "/v1/responses/%FF"),
    Case("path surrogate", "GET", "/v1/responses/%ED%A0%80"),
    Case("query %FF", "GET", "/v1/responses?model=%FF"),
    Case("input_items overlong", "GET", "/v1/responses/%C0%AF/input_items"),
    # Requests Envoy's HTTP/1 codec refuses before any filter runs.
    Case(
        "header block over 60 KiB",
        "GET",
        "/v1/responses",
        status=431,
        headers={"x-big": "a" * 70_000},
    ),
    Case("control character in a header name", "GET", "/v1/responses", headers={"x\x01y": "1"}),
    # Methods no route knows.
    *(Case(f"method {m}", m, "/v1/responses", status=404) for m in ("QUERY", "FOO", "PROPFIND")),
    Case("method QUERY with a body", "QUERY", "/v1/responses/x", _create(), status=404),
]

ILLEGAL_HEADERS: list[dict[str, str | bytes]] = [
    *({f"x{c}y": "1"} for c in "!%~*'"),
    {"x-bin": "!!!"},
    {"x-value": b"\xff\xfe"},
    {"x-tab": "a\tb"},
]


@pytest.mark.parametrize("case", REFUSED, ids=lambda case: case.name)
def test_refused_before_any_work(case: Case, stack: Stack, fake_upstream: FakeUpstream) -> None:
    """An OpenAI-shaped 4xx naming the parameter; the upstream is not called, nothing stored."""
    stored = newest_stored(stack)
    calls = fake_upstream.stats()["requests"]
    reply = send(stack, case.method, case.path, case.body, case.headers)
    assert reply.status == case.status, (reply.status, reply.body[:300])
    error = openai_error(reply)
    assert error["type"] == "invalid_request_error"
    if case.param is not None:
        assert error["param"] == case.param, error
    assert len(reply.body) < 4096, "error bodies quote at most a bounded part of the input"
    assert fake_upstream.stats()["requests"] == calls, "the upstream was called"
    assert newest_stored(stack) == stored, "a refused request stored a response"


@pytest.mark.parametrize("headers", ILLEGAL_HEADERS, ids=lambda h: repr(next(iter(h))))
@pytest.mark.parametrize("endpoint", ["create", "stream", "list", "get"])
def test_headers_grpc_refuses_get_a_normal_answer(
    headers: dict[str, str | bytes], endpoint: str, stack: Stack
) -> None:
    """HTTP-legal headers that gRPC metadata cannot carry are dropped at the gateway."""
    if endpoint in ("create", "stream"):
        reply = send(stack, "POST", "/v1/responses", _create(stream=endpoint == "stream"), headers)
        assert reply.status == 200, reply.body[:300]
        if endpoint == "stream":
            assert b"event: response.completed" in reply.body
        else:
            assert reply.json()["status"] == "completed"
        return
    if endpoint == "list":
        reply = send(stack, "GET", "/v1/responses?limit=1", None, headers)
        assert reply.status == 200, reply.body[:300]
        return
    reply = send(stack, "GET", "/v1/responses/resp_unknown", None, headers)
    assert reply.status == 404
    assert openai_error(reply)["param"] == "response_id"


def test_valid_utf8_path_is_looked_up(stack: Stack) -> None:
    """Only undecodable paths are refused: a UTF-8 id is simply not found."""
    reply = send(stack, "GET", "/v1/responses/caf%C3%A9")
    assert reply.status == 404
    assert "café" in openai_error(reply)["message"]


def test_typed_grpc_refuses_long_ids_with_bounded_metadata(stack: Stack) -> None:
    """Direct gRPC: a 40 KB previous_response_id is INVALID_ARGUMENT, with short details."""
    with grpc.insecure_channel(stack.direct_grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(
            model="fake-text", previous_response_id="r" * 40_000
        )
        request.input.text = "hi"
        with pytest.raises(grpc.RpcError) as raised:
            stub.CreateResponse(request, timeout=20)
    error: Any = raised.value
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "previous_response_id" in error.details()
    assert len(error.details()) < 2048


# Requests Envoy's connection manager refuses before any filter runs, for reasons of its own.
RAW_REFUSED = [
    (
        "QUERY without a content-type",
        b"QUERY /v1/responses HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}",
        400,
    ),
    ("HTTP/1.1 without Host", b"GET /v1/responses HTTP/1.1\r\n\r\n", 400),
    ("HTTP/2.5", b"GET /v1/responses HTTP/2.5\r\nHost: x\r\n\r\n", 426),
    ("HTTP/1.0", b"GET /v1/responses HTTP/1.0\r\n\r\n", 426),
    (
        "Transfer-Encoding not chunked",
        b"GET /v1/responses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
        400,
    ),
    ("relative path", b"GET ../v1/responses HTTP/1.1\r\nHost: x\r\n\r\n", 400),
]


@pytest.mark.parametrize(
    "request_bytes,status", [c[1:] for c in RAW_REFUSED], ids=[c[0] for c in RAW_REFUSED]
)
def test_gateway_refusals_have_openai_shape(
    request_bytes: bytes, status: int, stack: Stack
) -> None:
    """Envoy's own refusals (empty or text/plain bodies) carry OpenAI's error JSON."""
    reply = send_bytes(stack, request_bytes)
    assert reply.status == status, (reply.status, reply.body[:300])
    assert openai_error(reply)["type"] == "invalid_request_error"
