"""Several upstreams behind one stack: two real fake Chat Completions servers and a routing table
(RESPONSA_MODELS_FILE). Routing by name, alias and pattern, model rewrite, 404 before any upstream
call, fallbacks (refused connection, 503; never after the first byte), and /v1/models through the
SDK, REST and typed gRPC."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import models_pb2 as pb
from responsa.v1 import models_pb2_grpc as pb_grpc

from tests.e2e.background_stacks import FAST_JOBS, postgres_database, wait_for
from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.ports import refusing_port
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
TABLE = """\
upstreams:
  a: {{base_url: "{a}"}}
  b: {{base_url: "{b}"}}
  closed: {{base_url: "http://127.0.0.1:{closed}/v1", timeouts: {{connect: 2}}}}
models:
  - {{name: alpha, aliases: [first], upstream: a, upstream_model: fake-text, owned_by: team-a}}
  - {{name: org/gamma, upstream: b, upstream_model: fake-reasoning}}
  - {{pattern: "fake-*", upstream: b}}
  - {{name: refused, upstream: closed, upstream_model: fake-text, fallbacks: [b]}}
  - name: overloaded
    upstream: a
    upstream_model: fake-error-503
    fallbacks: [{{upstream: b, model: fake-text}}]
  - name: broken-midway
    upstream: a
    upstream_model: fake-stream-error
    fallbacks: [{{upstream: b, model: fake-text}}]
  - {{name: slowpoke, upstream: b, upstream_model: fake-slow}}
"""
NAMED = ["alpha", "first", "org/gamma", "refused", "overloaded", "broken-midway", "slowpoke"]


@pytest.fixture(scope="module")
def fakes() -> Iterator[tuple[FakeUpstream, FakeUpstream]]:
    with FakeUpstream() as a, FakeUpstream() as b:
        yield a, b


@pytest.fixture(scope="module")
def routed(
    fakes: tuple[FakeUpstream, FakeUpstream], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    a, b = fakes
    tmp = Path(tmp_path_factory.mktemp("routed"))
    with refusing_port() as closed:
        table = tmp / "models.yaml"
        table.write_text(TABLE.format(a=a.base_url, b=b.base_url, closed=closed))
        # The table replaces the single upstream the shared fixture would configure.
        env = {"RESPONSA_MODELS_FILE": str(table), "RESPONSA_UPSTREAM_BASE_URL": ""}
        with running_stack("sqlite", a, tmp, env) as stack:
            yield stack


@pytest.fixture
def sdk(routed: Stack, fakes: tuple[FakeUpstream, FakeUpstream]) -> openai.OpenAI:
    for fake in fakes:
        fake.reset()
    return openai.OpenAI(
        base_url=routed.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def _sent(fake: FakeUpstream) -> list[str]:
    return [body["model"] for body in fake.requests()]


def _streamed(sdk: openai.OpenAI, model: str) -> list[Any]:
    with sdk.responses.stream(model=model, input="hello there") as stream:
        return list(stream)


@pytest.mark.parametrize("stream", [False, True])
def test_routes_by_name_alias_and_pattern(
    sdk: openai.OpenAI, fakes: tuple[FakeUpstream, FakeUpstream], stream: bool
) -> None:
    a, b = fakes
    for model in ("alpha", "first", "org/gamma", "fake-text"):
        if stream:
            events = _streamed(sdk, model)
            response = events[-1].response
            assert events[-1].type == "response.completed"
        else:
            response = sdk.responses.create(model=model, input="hello there")
        assert response.model == model  # the client's name, whatever the upstream got
        assert response.output_text
    assert _sent(a) == ["fake-text", "fake-text"]
    assert _sent(b) == ["fake-reasoning", "fake-text"]


def test_continuation_across_upstreams(
    sdk: openai.OpenAI, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    first = sdk.responses.create(model="alpha", input="My name is Ada.")
    second = sdk.responses.create(
        model="org/gamma", input="What is my name?", previous_response_id=first.id
    )
    assert second.status == "completed"
    a, b = fakes
    assert _sent(a) == ["fake-text"]
    [sent] = b.requests()
    contents = [message.get("content") for message in sent["messages"]]
    assert "My name is Ada." in json.dumps(contents)


@pytest.mark.parametrize("mode", ["json", "stream", "background"])
def test_unknown_model_is_404_before_any_upstream_call(
    sdk: openai.OpenAI, fakes: tuple[FakeUpstream, FakeUpstream], mode: str
) -> None:
    with pytest.raises(openai.NotFoundError) as raised:
        if mode == "stream":
            _streamed(sdk, "gpt-nobody")
        else:
            sdk.responses.create(model="gpt-nobody", input="hello", background=mode != "json")
    error = raised.value.body
    assert isinstance(error, dict)
    assert error["code"] == "model_not_found"
    assert error["param"] == "model"
    assert "`gpt-nobody` does not exist" in error["message"]
    assert fakes[0].stats()["requests"] == fakes[1].stats()["requests"] == 0


def test_unknown_model_in_compact_and_input_tokens(routed: Stack) -> None:
    for path in ("responses/compact", "responses/input_tokens"):
        reply = httpx.post(
            f"{routed.rest_url}/{path}",
            json={"model": "gpt-nobody", "input": "hello"},
            timeout=TIMEOUT,
        )
        assert reply.status_code == 404, path
        assert reply.json()["error"]["code"] == "model_not_found"


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("model", ["refused", "overloaded"])
def test_fallback_before_the_first_byte(
    sdk: openai.OpenAI,
    routed: Stack,
    fakes: tuple[FakeUpstream, FakeUpstream],
    model: str,
    stream: bool,
) -> None:
    if stream:
        events = _streamed(sdk, model)
        assert events[-1].type == "response.completed"
        assert [e.sequence_number for e in events] == list(range(len(events)))
    else:
        assert sdk.responses.create(model=model, input="hello there").status == "completed"
    a, b = fakes
    assert _sent(a) == ([] if model == "refused" else ["fake-error-503"])
    assert _sent(b) == ["fake-text"]
    metrics = httpx.get(routed.gateway.url("/metrics"), timeout=TIMEOUT).text
    failed = 'upstream="closed"' if model == "refused" else 'upstream="a"'
    outcome = "refused" if model == "refused" else "http_5xx"
    log = (routed.gateway.run_dir / "service.log").read_text()
    first = "closed" if model == "refused" else "a"
    assert f"upstream {first} failed model {model} ({outcome}:" in log
    assert f"model {model} served by fallback upstream b (attempt 2)" in log
    assert any(
        line.startswith("responsa_upstream_attempts_total")
        and failed in line
        and f'outcome="{outcome}"' in line
        for line in metrics.splitlines()
    )


def test_no_fallback_after_output_started(
    sdk: openai.OpenAI, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    events = _streamed(sdk, "broken-midway")
    types = [event.type for event in events]
    assert "response.output_text.delta" in types
    assert types[-1] == "response.failed"
    assert fakes[1].stats()["requests"] == 0


def test_models_through_the_sdk(
    sdk: openai.OpenAI, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    listed = sdk.models.list()
    assert [model.id for model in listed.data] == NAMED
    alpha = next(model for model in listed.data if model.id == "alpha")
    assert (alpha.object, alpha.owned_by) == ("model", "team-a")
    assert sdk.models.retrieve("first").id == "first"
    assert sdk.models.retrieve("fake-anything").owned_by == "b"  # a pattern's match
    with pytest.raises(openai.NotFoundError) as raised:
        sdk.models.retrieve("gpt-nobody")
    assert isinstance(raised.value.body, dict)
    assert raised.value.body["code"] == "model_not_found"
    # Listing asks no upstream: there is no default route.
    assert fakes[0].stats()["requests"] == fakes[1].stats()["requests"] == 0


def test_models_over_rest(routed: Stack) -> None:
    listed = httpx.get(f"{routed.rest_url}/models", timeout=TIMEOUT)
    assert listed.status_code == 200
    assert listed.headers["content-type"].startswith("application/json")
    body = listed.json()
    assert body["object"] == "list"
    assert set(body["data"][0]) == {"id", "object", "created", "owned_by"}
    # A name with a slash, as Hugging Face names are.
    gamma = httpx.get(f"{routed.rest_url}/models/org/gamma", timeout=TIMEOUT)
    assert gamma.status_code == 200 and gamma.json()["id"] == "org/gamma"
    missing = httpx.get(f"{routed.rest_url}/models/gpt-nobody", timeout=TIMEOUT)
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "model_not_found"


@pytest.mark.parametrize("via", ["direct", "envoy"])
def test_models_over_typed_grpc(routed: Stack, via: str) -> None:
    target = routed.direct_grpc_target if via == "direct" else routed.grpc_target
    with grpc.insecure_channel(target) as channel:
        stub: Any = pb_grpc.ModelsServiceStub(channel)  # type: ignore[no-untyped-call]
        listed = stub.ListModels(pb.ListModelsRequest(), timeout=TIMEOUT)
        assert listed.object == "list"
        assert [model.id for model in listed.data] == NAMED
        gamma = stub.RetrieveModel(pb.RetrieveModelRequest(model="org/gamma"), timeout=TIMEOUT)
        assert (gamma.id, gamma.object, gamma.owned_by) == ("org/gamma", "model", "b")
        with pytest.raises(grpc.RpcError) as raised:
            stub.RetrieveModel(pb.RetrieveModelRequest(model="gpt-nobody"), timeout=TIMEOUT)
        assert raised.value.code() == grpc.StatusCode.NOT_FOUND
        metadata = dict(raised.value.trailing_metadata() or ())
        assert json.loads(metadata["responsa-error-json"])["error"]["code"] == "model_not_found"


def test_single_upstream_lists_what_it_serves(stack: Stack, client: openai.OpenAI) -> None:
    """RESPONSA_UPSTREAM_BASE_URL alone: every model goes there, and the list is its own."""
    ids = [model.id for model in client.models.list().data]
    assert "fake-text" in ids and "fake-error-503" in ids
    assert client.models.retrieve("fake-text").owned_by == "fake"
    with pytest.raises(openai.NotFoundError):
        client.models.retrieve("not-listed-upstream")


def test_background_and_resume_on_two_replicas(
    fakes: tuple[FakeUpstream, FakeUpstream], tmp_path: Path
) -> None:
    """A routed background response created on one replica, followed from the other: every
    replica reads the same table, so the job goes where the model's route says."""
    a, b = fakes
    table = tmp_path / "models.yaml"
    with refusing_port() as closed:
        table.write_text(TABLE.format(a=a.base_url, b=b.base_url, closed=closed))
        with postgres_database("routedbg") as url, ExitStack() as exits:
            env = {
                "RESPONSA_MODELS_FILE": str(table),
                "RESPONSA_UPSTREAM_BASE_URL": "",
                "RESPONSA_DATABASE_URL": url,
                **FAST_JOBS,
                "RESPONSA_JOB_LEASE_SECONDS": "15",
            }
            first, second = (exits.enter_context(Stack.start(env)) for _ in range(2))
            on_first, on_second = (
                openai.OpenAI(
                    base_url=stack.rest_url,
                    api_key="sk-test",
                    max_retries=0,
                    timeout=TIMEOUT,
                    _strict_response_validation=True,
                )
                for stack in (first, second)
            )
            a.reset()
            b.reset()
            queued = on_first.responses.create(
                model="slowpoke", input="routed", background=True, max_output_tokens=20
            )
            assert queued.status in ("queued", "in_progress")
            events = list(on_second.responses.retrieve(queued.id, stream=True, starting_after=0))
            assert events[-1].type == "response.completed"
            assert [e.sequence_number for e in events] == list(range(1, len(events) + 1))
            done = wait_for(
                lambda: (r := on_first.responses.retrieve(queued.id)).status == "completed" and r,
                "the routed job",
            )
            assert done.model == "slowpoke" and done.output_text
            assert _sent(b) == ["fake-slow"] and a.requests() == []
            # A continuation on the other replica, on another model and upstream.
            later = on_second.responses.create(
                model="alpha", input="and now?", previous_response_id=queued.id
            )
            assert later.status == "completed"
            assert _sent(a) == ["fake-text"]
