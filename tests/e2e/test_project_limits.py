"""Per-project limits end to end (RESPONSA_PROJECT_REQUESTS_PER_MINUTE, _CONCURRENT_STREAMS):
OpenAI's 429 body with `retry-after` over REST, RESOURCE_EXHAUSTED over gRPC, one project's
traffic never using up another's. The counters are in-process, so one store is enough here."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import grpc
import httpx
import pytest
from responsa.v1 import requests_pb2, responses_pb2_grpc

from tests.e2e.test_auth import bearer, create_key, error_json
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
RPM = 3


def limited_stack(
    fake_upstream: FakeUpstream, tmp_path: Path, limits: dict[str, str]
) -> Iterator[tuple[Stack, str, str]]:
    """A keyed stack with `limits`, and keys of two projects."""
    url = f"sqlite:///{tmp_path / 'responsa.db'}"
    keys = [create_key(url, project) for project in ("limited", "other")]
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        **limits,
    }
    with Stack.start(env) as stack:
        yield stack, keys[0], keys[1]


@pytest.fixture(scope="module")
def rated(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Stack, str, str]]:
    """Three requests per minute per project."""
    yield from limited_stack(
        fake_upstream,
        tmp_path_factory.mktemp("rate"),
        {"RESPONSA_PROJECT_REQUESTS_PER_MINUTE": str(RPM)},
    )


@pytest.fixture(scope="module")
def single_stream(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Stack, str, str]]:
    """One open stream at a time per project."""
    yield from limited_stack(
        fake_upstream,
        tmp_path_factory.mktemp("streams"),
        {"RESPONSA_PROJECT_CONCURRENT_STREAMS": "1"},
    )


def test_requests_per_minute_over_rest_and_grpc(rated: tuple[Stack, str, str]) -> None:
    stack, key, other = rated
    with httpx.Client(
        base_url=stack.rest_url, headers={"Authorization": f"Bearer {key}"}, timeout=TIMEOUT
    ) as client:
        statuses = [client.get("/responses").status_code for _ in range(RPM)]
        refused = client.get("/responses")
    assert statuses == [200] * RPM
    assert refused.status_code == 429
    assert refused.headers["content-type"] == "application/json"
    # A full bucket of 3 per minute refills one request in 20 s.
    assert 1 <= int(refused.headers["retry-after"]) <= 60 // RPM
    error = refused.json()["error"]
    assert (error["code"], error["type"], error["param"]) == (
        "rate_limit_exceeded",
        "requests",
        None,
    )
    assert "requests per min" in error["message"]
    with grpc.insecure_channel(stack.direct_grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        with pytest.raises(grpc.RpcError) as limited_call:
            stub.ListResponses(requests_pb2.ListResponsesRequest(), metadata=bearer(key))
        assert limited_call.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
        assert error_json(limited_call.value)["error"]["code"] == "rate_limit_exceeded"
        metadata = dict(limited_call.value.trailing_metadata() or ())  # type: ignore[attr-defined]
        assert int(metadata["retry-after"]) >= 1
        # Another project's bucket is untouched.
        stub.ListResponses(requests_pb2.ListResponsesRequest(), metadata=bearer(other))
    # An upstream's 429 is no rate limit of ours: no retry-after invented for it.
    upstream = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-error-429", "input": "hi"},
        headers={"Authorization": f"Bearer {other}"},
        timeout=TIMEOUT,
    )
    assert upstream.status_code == 429
    assert "retry-after" not in upstream.headers


def test_one_stream_at_a_time_per_project(single_stream: tuple[Stack, str, str]) -> None:
    stack, key, other = single_stream
    slow = {"model": "fake-slow", "input": "tick", "stream": True}
    fast = {"model": "fake-text", "input": "hi", "stream": True}
    with httpx.Client(
        base_url=stack.rest_url, headers={"Authorization": f"Bearer {key}"}, timeout=TIMEOUT
    ) as client:
        with client.stream("POST", "/responses", json=slow) as first:
            assert first.status_code == 200
            lines = first.iter_lines()
            assert next(lines) == "event: response.created"
            second = client.post("/responses", json=fast)
            assert second.status_code == 429
            assert second.json()["error"]["code"] == "rate_limit_exceeded"
            assert second.headers["retry-after"] == "1"
            # Non-streamed creates and other projects' streams are not limited by it.
            assert client.post("/responses", json={**fast, "stream": False}).status_code == 200
            elsewhere = httpx.post(
                f"{stack.rest_url}/responses",
                json=fast,
                headers={"Authorization": f"Bearer {other}"},
                timeout=TIMEOUT,
            )
            assert elsewhere.status_code == 200
        # The client left: the slot is freed once the service sees the stream cancelled.
        deadline = time.monotonic() + 10
        while True:
            again = client.post("/responses", json=fast)
            if again.status_code == 200 or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        assert again.status_code == 200, json.dumps(again.json())
        assert "event: response.completed" in again.text
