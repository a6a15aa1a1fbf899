"""Every stream ends with a terminal event, through the real stack on SQLite and Postgres:
upstream limits end a response `failed` with a clear error (in band for streams), a final batch
larger than gRPC's message limit still arrives whole, and streams beyond the upstream pool
queue instead of failing."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import grpc
import orjson
import pytest
from responsa.v1 import responses_pb2, responses_pb2_grpc

from tests.e2e.conftest import running_stack
from tests.e2e.raw_http import openai_error, send
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

LIMIT_SECONDS = 1.0
POOL = 4
LIMITS = {
    "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT": str(LIMIT_SECONDS),
    "RESPONSA_UPSTREAM_CHUNK_TIMEOUT": str(LIMIT_SECONDS),
    "RESPONSA_UPSTREAM_TOTAL_TIMEOUT": "3",
    "RESPONSA_UPSTREAM_MAX_CONNECTIONS": str(POOL),
}


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def limited(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Stack]:
    """A stack whose upstream limits are a second or so, and whose pool holds four."""
    tmp = Path(tmp_path_factory.mktemp("limits"))
    with running_stack(request.param, fake_upstream, tmp, LIMITS) as running:
        yield running


def sse_events(body: bytes) -> list[dict[str, Any]]:
    """The `data:` payloads of an SSE body, in order."""
    return [
        orjson.loads(line[len(b"data: ") :])
        for line in body.split(b"\n")
        if line.startswith(b"data: ")
    ]


@pytest.mark.parametrize(
    ("model", "setting"),
    [
        ("fake-hang", "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT"),
        ("fake-stall", "RESPONSA_UPSTREAM_CHUNK_TIMEOUT"),
        ("fake-slow", "RESPONSA_UPSTREAM_TOTAL_TIMEOUT"),
    ],
)
def test_stream_ends_failed_in_band_when_a_limit_runs_out(
    limited: Stack, fake_upstream: FakeUpstream, model: str, setting: str
) -> None:
    before = fake_upstream.stats()["disconnects"]
    # send's 30 s timeout only guards a hang: the limit that ended the stream is read from its
    # error below, and from the fake, which saw the service close the call it still held open.
    reply = send(limited, "POST", "/v1/responses", {"model": model, "input": "hi", "stream": True})
    assert reply.status == 200
    assert fake_upstream.disconnects_beyond(before) > before
    events = sse_events(reply.body)
    assert [e["type"] for e in events[:2]] == ["response.created", "response.in_progress"]
    terminal = events[-1]
    assert terminal["type"] == "response.failed", [e["type"] for e in events]
    error = terminal["response"]["error"]
    assert error["code"] == "server_error"
    assert setting in error["message"] and "timed out" in error["message"]
    # The failed response is stored, as it was announced.
    stored = send(limited, "GET", f"/v1/responses/{terminal['response']['id']}")
    assert stored.status == 200 and stored.json()["status"] == "failed"


@pytest.mark.parametrize(
    ("model", "setting"),
    [
        ("fake-hang", "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT"),
        ("fake-stall", "RESPONSA_UPSTREAM_CHUNK_TIMEOUT"),
    ],
)
def test_non_stream_gets_an_openai_504_when_a_limit_runs_out(
    limited: Stack, fake_upstream: FakeUpstream, model: str, setting: str
) -> None:
    before = fake_upstream.stats()["disconnects"]
    # send's 30 s timeout only guards a hang; the 504 naming the limit is what only it produces.
    reply = send(limited, "POST", "/v1/responses", {"model": model, "input": "hi"})
    assert reply.status == 504
    error = openai_error(reply)
    assert error["type"] == "server_error"
    assert setting in error["message"], error
    assert fake_upstream.disconnects_beyond(before) > before  # the service cut the call off


def test_direct_grpc_stream_ends_failed_within_the_limit(
    limited: Stack, fake_upstream: FakeUpstream
) -> None:
    """Typed gRPC, bypassing Envoy: no hard-coded wait, a response.failed event."""
    request = responses_pb2.CreateResponseRequest(model="fake-hang")
    request.input.text = "hi"
    before = fake_upstream.stats()["disconnects"]
    # The calls' 30 s deadlines only guard a hang: the error's details name the service's own
    # first-byte limit, and the fake saw both hung calls closed by the service.
    with grpc.insecure_channel(limited.direct_grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        events = list(stub.StreamResponse(request, timeout=30))
        kinds = [event.WhichOneof("event") for event in events]
        with pytest.raises(grpc.RpcError) as raised:
            stub.CreateResponse(request, timeout=30)
    assert fake_upstream.disconnects_beyond(before + 1) >= before + 2
    assert kinds[0] == "response_created" and kinds[-1] == "response_failed"
    failed = events[-1].response_failed.response.error
    assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in failed.message, failed
    error: Any = raised.value
    assert error.code() == grpc.StatusCode.DEADLINE_EXCEEDED
    assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in error.details()


def test_streams_beyond_the_pool_queue_and_all_succeed(limited: Stack) -> None:
    """Twenty paced streams on a pool of four: none fails waiting for a connection."""

    def one(_: int) -> str:
        body = {"model": "fake-paced", "input": "hi", "stream": True}
        return str(sse_events(send(limited, "POST", "/v1/responses", body).body)[-1]["type"])

    with ThreadPoolExecutor(max_workers=20) as pool:
        terminals = list(pool.map(one, range(20)))
    assert terminals == ["response.completed"] * 20


def test_final_batch_above_the_grpc_message_limit_arrives_whole(stack: Stack) -> None:
    """17 MB of text: the final batch repeats it four times (68 MB > gRPC's 64 MB limit)."""
    size = 17 * 1024 * 1024
    body = {"model": "fake-large", "input": str(size), "stream": True}
    reply = send(stack, "POST", "/v1/responses", body, timeout=120)
    assert reply.status == 200
    events = sse_events(reply.body)
    assert events[-1]["type"] == "response.completed"
    text = events[-1]["response"]["output"][0]["content"][0]["text"]
    assert len(text) == size
    plain = send(stack, "POST", "/v1/responses", {**body, "stream": False}, timeout=120)
    assert plain.status == 200
    assert len(plain.json()["output"][0]["content"][0]["text"]) == size
