"""An upstream's failure never reaches the caller as its own credential error, and never with a
credential the upstream quoted: chat and native upstreams, streamed and not, in the background,
over REST, typed gRPC and WebSocket, and in what is stored (GET, the list the console reads)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from responsa.v1 import responses_pb2, responses_pb2_grpc
from websockets.sync.client import connect

from tests.e2e.background_stacks import TERMINAL, wait_for
from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import LEAKED_KEY
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
TABLE = """\
upstreams:
  chat: {{base_url: "{chat}"}}
  native: {{base_url: "{native}", kind: responses}}
models:
  - {{pattern: "fake-*", upstream: chat}}
  - {{pattern: "native-*", upstream: native}}
"""
# The upstream refused this server's key: chat and native.
REFUSED = ["fake-error-401", "native-error-401"]
SECRET_FRAGMENT = LEAKED_KEY[len("sk-live-") :]


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def stack(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    with FakeUpstream() as chat, FakeUpstream() as native:
        tmp = Path(tmp_path_factory.mktemp("upstream-credentials"))
        table = tmp / "models.yaml"
        table.write_text(TABLE.format(chat=chat.base_url, native=native.base_url))
        env = {"RESPONSA_MODELS_FILE": str(table), "RESPONSA_UPSTREAM_BASE_URL": ""}
        with running_stack(request.param, chat, tmp, env) as running:
            yield running


@pytest.fixture
def rest(stack: Stack) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=stack.rest_url, timeout=TIMEOUT) as client:
        yield client


def _clean(text: str) -> None:
    assert SECRET_FRAGMENT not in text
    assert "invalid_api_key" not in text


def _streamed(rest: httpx.Client, **body: Any) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    with rest.stream("POST", "/responses", json={**body, "stream": True}) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[len("data: ") :]))
    return events


@pytest.mark.parametrize("model", REFUSED)
def test_a_refused_upstream_key_is_a_server_error_without_the_key(
    rest: httpx.Client, model: str
) -> None:
    answer = rest.post("/responses", json={"model": model, "input": "hi"})
    assert answer.status_code == 502, answer.text
    error = answer.json()["error"]
    assert error["type"] == "server_error"
    assert "credentials" in error["message"]
    _clean(answer.text)


@pytest.mark.parametrize("model", REFUSED)
def test_a_refused_upstream_key_is_stored_and_streamed_without_the_key(
    rest: httpx.Client, model: str
) -> None:
    events = _streamed(rest, model=model, input="hi")
    assert events[-1]["type"] == "response.failed"
    failed = events[-1]["response"]
    assert failed["error"]["code"] == "server_error"
    _clean(json.dumps(events))
    stored = rest.get(f"/responses/{failed['id']}")
    assert stored.json()["status"] == "failed"
    _clean(stored.text)
    listed = rest.get("/responses", params={"limit": 100})
    assert failed["id"] in listed.text
    _clean(listed.text)


@pytest.mark.parametrize("model", REFUSED)
def test_a_background_failure_is_stored_without_the_key(rest: httpx.Client, model: str) -> None:
    created = rest.post("/responses", json={"model": model, "input": "hi", "background": True})
    assert created.status_code == 200, created.text
    response_id = created.json()["id"]

    def finished() -> dict[str, Any] | None:
        body: dict[str, Any] = rest.get(f"/responses/{response_id}").json()
        return body if body["status"] in TERMINAL else None

    done = wait_for(finished, "the background job")
    assert done["status"] == "failed" and done["error"]["code"] == "server_error"
    _clean(json.dumps(done))


def test_an_upstream_400_passes_on_without_the_credential_it_quotes(rest: httpx.Client) -> None:
    answer = rest.post("/responses", json={"model": "fake-error-400-secret", "input": "hi"})
    assert answer.status_code == 400
    assert answer.json()["error"]["message"].startswith("Unknown parameter")
    _clean(answer.text)


@pytest.mark.parametrize("model", REFUSED)
def test_grpc_and_websocket_carry_no_key(stack: Stack, model: str) -> None:
    with grpc.insecure_channel(stack.grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(model=model)
        request.input.text = "hi"
        with pytest.raises(grpc.RpcError) as caught:
            stub.CreateResponse(request, timeout=TIMEOUT)
        error = caught.value
        assert isinstance(error, grpc.Call)
        assert error.code() != grpc.StatusCode.UNAUTHENTICATED
        _clean(error.details() or "")
        _clean(json.dumps(dict(error.trailing_metadata() or ())))
        events = list(stub.StreamResponse(request, timeout=TIMEOUT))
        assert events[-1].WhichOneof("event") == "response_failed"
        _clean(str(events))
    with connect(stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        socket.send(json.dumps({"type": "response.create", "model": model, "input": "hi"}))
        frames = []
        while True:
            frame = json.loads(socket.recv(timeout=TIMEOUT))
            frames.append(frame)
            if frame["type"] in ("response.failed", "error", "response.completed"):
                break
        assert frames[-1]["type"] == "response.failed"
        _clean(json.dumps(frames))
