"""Ids with a NUL character in every position an id takes, `limit=0`, and stream cursors past
32 and 64 bits, through the real stack on SQLite and Postgres.

Postgres text cannot hold NUL (a query with one fails: `invalid byte sequence for encoding
"UTF8": 0x00`), so every id is checked before any lookup and refused with an OpenAI-shaped 400
naming the parameter, on both stores alike.
"""

from __future__ import annotations

import time
from typing import Any

import grpc
import pytest
from responsa.v1 import requests_pb2, responses_pb2_grpc

from tests.e2e.raw_http import openai_error, send
from tests.e2e.test_bad_input import Case
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

NUL = "\x00"


def _create(**fields: Any) -> dict[str, Any]:
    return {"model": "fake-text", "input": "hi", **fields}


# `{conv}`, `{vs}` and `{file}` are replaced by the ids of real objects (see `existing`), so a
# check of a later id is not hidden by a 404 of an earlier one.
NUL_IDS = [
    # `conversation` on every path that creates or counts.
    Case(
        "conversation",
        "POST",
        "/v1/responses",
        _create(conversation="conv_" + NUL),
        param="conversation",
    ),
    Case(
        "conversation.id",
        "POST",
        "/v1/responses",
        _create(conversation={"id": "conv_" + NUL}),
        param="conversation.id",
    ),
    Case(
        "conversation background",
        "POST",
        "/v1/responses",
        _create(conversation="conv_" + NUL, background=True),
        param="conversation",
    ),
    Case(
        "conversation stream",
        "POST",
        "/v1/responses",
        _create(conversation={"id": "conv_" + NUL}, stream=True),
        param="conversation.id",
    ),
    Case(
        "conversation input_tokens",
        "POST",
        "/v1/responses/input_tokens",
        _create(conversation="conv_" + NUL),
        param="conversation",
    ),
    Case(
        "file_search vector_store_ids",
        "POST",
        "/v1/responses",
        _create(tools=[{"type": "file_search", "vector_store_ids": ["vs_" + NUL]}]),
        param="tools[0].vector_store_ids[0]",
    ),
    Case(
        "input_file file_id",
        "POST",
        "/v1/responses",
        _create(
            input=[{"role": "user", "content": [{"type": "input_file", "file_id": "file-" + NUL}]}]
        ),
        param="input[0].content[0].file_id",
    ),
    # Conversations.
    Case("GET conversation", "GET", "/v1/conversations/conv_%00", param="conversation_id"),
    Case("DELETE conversation", "DELETE", "/v1/conversations/conv_%00", param="conversation_id"),
    Case(
        "update conversation",
        "POST",
        "/v1/conversations/conv_%00",
        {"metadata": {}},
        param="conversation_id",
    ),
    Case("list conversations after", "GET", "/v1/conversations?after=conv_%00", param="after"),
    Case(
        "list responses previous_response_id",
        "GET",
        "/v1/responses?previous_response_id=resp_%00",
        param="previous_response_id",
    ),
    Case("GET timeline", "GET", "/v1/responses/resp_%00/timeline", param="response_id"),
    Case("GET job", "GET", "/v1/responses/resp_%00/job", param="response_id"),
    Case("list items", "GET", "/v1/conversations/conv_%00/items", param="conversation_id"),
    Case("list items after", "GET", "/v1/conversations/{conv}/items?after=msg_%00", param="after"),
    Case(
        "add items",
        "POST",
        "/v1/conversations/conv_%00/items",
        {"items": [{"role": "user", "content": "x"}]},
        param="conversation_id",
    ),
    Case("GET item", "GET", "/v1/conversations/{conv}/items/msg_%00", param="item_id"),
    Case("DELETE item", "DELETE", "/v1/conversations/{conv}/items/msg_%00", param="item_id"),
    # Files.
    Case("GET file", "GET", "/v1/files/file-%00", param="file_id"),
    Case("GET file content", "GET", "/v1/files/file-%00/content", param="file_id"),
    Case("DELETE file", "DELETE", "/v1/files/file-%00", param="file_id"),
    Case("list files after", "GET", "/v1/files?after=file-%00", param="after"),
    Case("list files purpose", "GET", "/v1/files?purpose=a%00", param="purpose"),
    # Vector stores.
    Case("GET vector store", "GET", "/v1/vector_stores/vs_%00", param="vector_store_id"),
    Case("DELETE vector store", "DELETE", "/v1/vector_stores/vs_%00", param="vector_store_id"),
    Case(
        "modify vector store",
        "POST",
        "/v1/vector_stores/vs_%00",
        {"name": "x"},
        param="vector_store_id",
    ),
    Case("list vector stores after", "GET", "/v1/vector_stores?after=vs_%00", param="after"),
    Case("list vector stores before", "GET", "/v1/vector_stores?before=vs_%00", param="before"),
    Case(
        "create vector store file_ids",
        "POST",
        "/v1/vector_stores",
        {"file_ids": ["file-" + NUL]},
        param="file_ids[0]",
    ),
    Case("create vector store name", "POST", "/v1/vector_stores", {"name": NUL}, param="name"),
    Case(
        "attach file",
        "POST",
        "/v1/vector_stores/{vs}/files",
        {"file_id": "file-" + NUL},
        param="file_id",
    ),
    Case("GET store file", "GET", "/v1/vector_stores/{vs}/files/file-%00", param="file_id"),
    Case("DELETE store file", "DELETE", "/v1/vector_stores/{vs}/files/file-%00", param="file_id"),
    Case("list store files after", "GET", "/v1/vector_stores/{vs}/files?after=f%00", param="after"),
    Case(
        "file batch file_ids",
        "POST",
        "/v1/vector_stores/{vs}/file_batches",
        {"file_ids": ["{file}", "file-" + NUL]},
        param="file_ids[1]",
    ),
    Case("GET file batch", "GET", "/v1/vector_stores/{vs}/file_batches/vsfb_%00", param="batch_id"),
    Case(
        "search query",
        "POST",
        "/v1/vector_stores/{vs}/search",
        {"query": "a" + NUL},
        param="query",
    ),
]

LIMIT_ZERO = [
    "/v1/responses?limit=0",
    "/v1/responses/{resp}/input_items?limit=0",
    "/v1/conversations/{conv}/items?limit=0&order=asc",
    "/v1/conversations?limit=0",
    "/v1/files?limit=%30",
    "/v1/vector_stores?limit=00",
    "/v1/vector_stores/{vs}/files?limit=0",
]


@pytest.fixture(scope="module")
def existing(stack: Stack) -> dict[str, str]:
    """Ids of a real response, conversation, file and vector store of this stack."""
    response = send(stack, "POST", "/v1/responses", _create())
    conversation = send(stack, "POST", "/v1/conversations", {})
    store = send(stack, "POST", "/v1/vector_stores", {"name": "ids"})
    boundary = "b0undary"
    form = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nassistants\r\n'
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n'
        f"Content-Type: text/plain\r\n\r\nhello\r\n--{boundary}--\r\n"
    ).encode()
    file = send(
        stack,
        "POST",
        "/v1/files",
        form,
        {"content-type": f"multipart/form-data; boundary={boundary}"},
    )
    for reply in (response, conversation, store, file):
        assert reply.status == 200, reply.body[:300]
    return {
        "resp": response.json()["id"],
        "conv": conversation.json()["id"],
        "vs": store.json()["id"],
        "file": file.json()["id"],
    }


def _fill(value: Any, ids: dict[str, str]) -> Any:
    """`value` with the `{name}` placeholders replaced by `ids`."""
    if isinstance(value, str):
        for name, real in ids.items():
            value = value.replace("{" + name + "}", real)
        return value
    if isinstance(value, list):
        return [_fill(v, ids) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, ids) for k, v in value.items()}
    return value


@pytest.mark.parametrize("case", NUL_IDS, ids=lambda case: case.name)
def test_nul_in_an_id_is_a_400_naming_it(
    case: Case, stack: Stack, existing: dict[str, str], fake_upstream: FakeUpstream
) -> None:
    """Refused before any lookup (so alike on both stores) and before the upstream."""
    calls = fake_upstream.stats()["requests"]
    reply = send(stack, case.method, _fill(case.path, existing), _fill(case.body, existing))
    assert reply.status == 400, (reply.status, reply.body[:300])
    error = openai_error(reply)
    assert error["param"] == case.param, error
    assert "NUL" in error["message"], error
    assert fake_upstream.stats()["requests"] == calls, "the upstream was called"


@pytest.mark.parametrize("path", LIMIT_ZERO)
def test_limit_zero_is_below_the_minimum(path: str, stack: Stack, existing: dict[str, str]) -> None:
    """OpenAI's rule: `limit` is 1..N; 0 is not "the default"."""
    reply = send(stack, "GET", _fill(path, existing))
    assert reply.status == 400, (reply.status, reply.body[:300])
    error = openai_error(reply)
    assert error["param"] == "limit", error
    assert error["code"] == "integer_below_min_value", error
    assert send(stack, "GET", _fill(path.split("?")[0], existing) + "?limit=1").status == 200


def _finished_background(stack: Stack) -> str:
    created = send(stack, "POST", "/v1/responses", _create(background=True))
    assert created.status == 200, created.body[:300]
    response_id: str = created.json()["id"]
    deadline = time.monotonic() + 30
    while send(stack, "GET", f"/v1/responses/{response_id}").json()["status"] in (
        "queued",
        "in_progress",
    ):
        assert time.monotonic() < deadline, "the background response did not finish"
        time.sleep(0.2)
    return response_id


@pytest.mark.parametrize("cursor", [2**31 - 1, 2**31, 2**32 + 5, 2**63 - 1, 2**63, 2**64, 10**30])
def test_stream_cursor_past_32_and_64_bits_is_a_400(cursor: int, stack: Stack) -> None:
    """Any `starting_after` beyond the last event is a 400 naming it (32-bit sequence numbers
    on Postgres, 64-bit on SQLite and in the int64 rule); above int64 the int64 rule's 400."""
    response_id = _finished_background(stack)
    reply = send(stack, "GET", f"/v1/responses/{response_id}?stream=true&starting_after={cursor}")
    assert reply.status == 400, (reply.status, reply.body[:300])
    error = openai_error(reply)
    assert error["param"] == "starting_after", error
    expected = "integer_above_max_value" if cursor >= 2**63 else "invalid_value"
    assert error["code"] == expected, error


@pytest.mark.parametrize("cursor", [2**31, 2**63 - 1])
def test_typed_stream_cursor_past_32_bits_is_invalid_argument(cursor: int, stack: Stack) -> None:
    """Typed gRPC (int64 field): past the last event is INVALID_ARGUMENT naming the field."""
    response_id = _finished_background(stack)
    with grpc.insecure_channel(stack.direct_grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = requests_pb2.RetrieveResponseStreamRequest(
            response_id=response_id, starting_after=cursor
        )
        with pytest.raises(grpc.RpcError) as raised:
            list(stub.RetrieveResponseStream(request, timeout=20))
    error: Any = raised.value
    assert error.code() == grpc.StatusCode.INVALID_ARGUMENT, error.details()
    assert "starting_after" in error.details()
