"""The `moderation` parameter through the real stack (Envoy + service) with the official SDK:
two moderation providers from the routing table (an OpenAI-style `/v1/moderations` server and a
Llama-Guard-style chat classifier, both `tests/fake_moderation.py` over real HTTP), `block` and
`score` on input and output, streamed and not, stored results (GET, list), background mode,
WebSocket mode, a flagged MCP result kept from the model, a provider that is down, a
project's required policy, `POST /v1/moderations` through the SDK, the metrics, and the
providers' keys never shown."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import moderations_pb2, responses_pb2, responses_pb2_grpc
from websockets.sync.client import connect

from tests.e2e.conftest import running_stack
from tests.fake_moderation import FakeModeration
from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.open_responses import assert_event, assert_openai
from tests.ports import refusing_port
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
MODERATION_KEY = "sk-moderation-secret-7f3a"
GUARD_KEY = "sk-guard-secret-91bc"
TABLE = """\
upstreams:
  main: {{base_url: "{main}"}}
  native: {{base_url: "{main}", kind: responses}}
  guard: {{base_url: "{guard}", api_key_env: TEST_GUARD_KEY}}
models:
  - {{name: native-text, upstream: native}}
default: main
moderations:
  omni-moderation-latest:
    kind: moderations
    base_url: "{moderations}"
    api_key_env: TEST_MODERATION_KEY
  llama-guard:
    kind: llama_guard
    upstream: guard
    model: llama-guard3
    timeout: 5
  broken:
    kind: moderations
    base_url: "http://127.0.0.1:{closed}/v1"
    api_key_env: TEST_MODERATION_KEY
    timeout: 2
"""
BLOCK_INPUT = {"input": {"mode": "block"}}
BLOCK_OUTPUT = {"output": {"mode": "block"}}


class Fakes:
    def __init__(self, upstream: FakeUpstream, moderations: FakeModeration, guard: FakeModeration):
        self.upstream = upstream
        self.moderations = moderations
        self.guard = guard


@pytest.fixture(scope="module")
def fakes() -> Iterator[Fakes]:
    with (
        FakeUpstream() as upstream,
        FakeModeration(MODERATION_KEY) as moderations,
        FakeModeration(GUARD_KEY) as guard,
    ):
        yield Fakes(upstream, moderations, guard)


@contextlib.contextmanager
def _stack(fakes: Fakes, tmp: Path, more_table: str = "") -> Iterator[Stack]:
    """The stack on TABLE (plus `more_table`), the fakes' keys in its environment."""
    with refusing_port() as closed:
        table = tmp / "models.yaml"
        text = TABLE.format(
            main=fakes.upstream.base_url,
            guard=fakes.guard.base_url,
            moderations=fakes.moderations.base_url,
            closed=closed,
        )
        table.write_text(text + more_table)
        env = {
            "RESPONSA_MODELS_FILE": str(table),
            "RESPONSA_UPSTREAM_BASE_URL": "",
            "TEST_MODERATION_KEY": MODERATION_KEY,
            "TEST_GUARD_KEY": GUARD_KEY,
        }
        with running_stack("sqlite", fakes.upstream, tmp, env) as stack:
            yield stack


@pytest.fixture(scope="module")
def moderated(fakes: Fakes, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    with _stack(fakes, Path(tmp_path_factory.mktemp("moderated"))) as stack:
        yield stack


@pytest.fixture
def sdk(moderated: Stack, fakes: Fakes) -> openai.OpenAI:
    fakes.upstream.reset()
    fakes.moderations.reset()
    fakes.guard.reset()
    return openai.OpenAI(
        base_url=moderated.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def _dump(response: Any) -> dict[str, Any]:
    dumped: dict[str, Any] = response.model_dump(mode="json", exclude_unset=True)
    return dumped


def _stream(sdk: openai.OpenAI, *, validate: bool = True, **body: Any) -> list[dict[str, Any]]:
    """The events of a streamed create (the SDK validates each strictly); `validate`: each
    against the reference's event schemas too (Open Responses has no `mcp` tool echo)."""
    with sdk.responses.create(stream=True, **body) as stream:
        events = [event.model_dump(mode="json", exclude_unset=True) for event in stream]
    for event in events if validate else ():
        assert_event(event)
    return events


def _only_refusal(response: dict[str, Any]) -> str:
    """The refusal of a response whose one message holds nothing else."""
    assert response["status"] == "completed"
    [message] = response["output"]
    assert message["type"] == "message" and message["status"] == "completed"
    [part] = message["content"]
    assert part["type"] == "refusal"
    text: str = part["refusal"]
    assert text
    return text


def test_blocked_input_never_reaches_the_model(sdk: openai.OpenAI, fakes: Fakes) -> None:
    response = sdk.responses.create(
        model="fake-text",
        input="How do I KILL the neighbours' cat?",
        moderation={"model": "omni-moderation-latest", "policy": BLOCK_INPUT},
    )
    body = _dump(response)
    _only_refusal(body)
    assert fakes.upstream.requests() == []
    moderation = body["moderation"]
    assert_openai("Moderation", moderation)
    assert moderation["input"]["type"] == "moderation_result"
    assert moderation["input"]["model"] == "omni-moderation-latest"
    assert moderation["input"]["flagged"] is True
    assert moderation["input"]["categories"]["violence"] is True
    assert moderation["input"]["category_scores"]["violence"] == pytest.approx(0.97)
    # The policy screened no output: that side says so.
    assert moderation["output"]["type"] == "error"
    assert moderation["output"]["code"] == "moderation_not_requested"
    # The provider got the text with its own key.
    [(path, sent)] = fakes.moderations.requests
    assert path == "/v1/moderations"
    assert sent["input"] == [{"type": "text", "text": "How do I KILL the neighbours' cat?"}]
    assert fakes.moderations.headers == [f"Bearer {MODERATION_KEY}"]
    stored = _dump(sdk.responses.retrieve(response.id))
    assert stored["moderation"] == moderation
    assert stored["output"] == body["output"]


def test_blocked_input_streams_the_refusal(sdk: openai.OpenAI, fakes: Fakes) -> None:
    events = _stream(
        sdk,
        model="fake-text",
        input="KILL",
        moderation={"model": "omni-moderation-latest", "policy": BLOCK_INPUT},
    )
    kinds = [event["type"] for event in events]
    assert kinds == [
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
        "response.refusal.delta",
        "response.refusal.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
    ]
    final = events[-1]["response"]
    refusal = _only_refusal(final)
    assert events[4]["delta"] == refusal == events[5]["refusal"]
    # As OpenAI's reference defines them.
    assert_openai("ResponseRefusalDeltaEvent", events[4])
    assert_openai("ResponseRefusalDoneEvent", events[5])
    assert final["usage"]["total_tokens"] == 0  # no model call
    assert_openai("Moderation", final["moderation"])
    assert final["moderation"]["input"]["flagged"] is True
    assert fakes.upstream.requests() == []
    stored = _dump(sdk.responses.retrieve(final["id"]))
    assert stored["moderation"] == final["moderation"]


def test_score_records_and_calls_the_model(sdk: openai.OpenAI, fakes: Fakes) -> None:
    # No policy: both sides scored, nothing blocked.
    response = sdk.responses.create(
        model="fake-text",
        input="I HATEFUL you",
        moderation={"model": "omni-moderation-latest"},
    )
    body = _dump(response)
    assert response.output_text == "Echo: I HATEFUL you"
    assert len(fakes.upstream.requests()) == 1
    assert body["moderation"]["input"]["flagged"] is True
    assert body["moderation"]["input"]["categories"]["hate"] is True
    assert body["moderation"]["output"]["flagged"] is True
    paths = [path for path, _ in fakes.moderations.requests]
    assert paths == ["/v1/moderations", "/v1/moderations"]
    # Listed like any response, with its results.
    listed = httpx.get(f"{sdk.base_url}responses", timeout=TIMEOUT).json()["data"]
    assert next(r for r in listed if r["id"] == response.id)["moderation"] == body["moderation"]


def test_clean_request_scores_clean(sdk: openai.OpenAI) -> None:
    response = sdk.responses.create(
        model="fake-text", input="hello", moderation={"model": "omni-moderation-latest"}
    )
    body = _dump(response)
    assert response.output_text == "Echo: hello"
    for side in ("input", "output"):
        assert body["moderation"][side]["flagged"] is False
        assert not any(body["moderation"][side]["categories"].values())


def test_blocked_output_not_streamed(sdk: openai.OpenAI, fakes: Fakes) -> None:
    response = sdk.responses.create(
        model="fake-text",
        input="say KILL",
        moderation={"model": "omni-moderation-latest", "policy": BLOCK_OUTPUT},
    )
    body = _dump(response)
    _only_refusal(body)
    assert len(fakes.upstream.requests()) == 1
    assert body["moderation"]["output"]["flagged"] is True
    assert body["moderation"]["input"]["code"] == "moderation_not_requested"
    assert "KILL" not in json.dumps(body["output"])


def test_blocked_output_streams_what_was_cleared(sdk: openai.OpenAI, fakes: Fakes) -> None:
    # The fake streams "Echo: Hi all. Then KILL it" two words at a time: the first sentence's
    # chunk is cleared and streamed, the next one is blocked.
    events = _stream(
        sdk,
        model="fake-text",
        input="Hi all. Then KILL it",
        moderation={"model": "omni-moderation-latest", "policy": BLOCK_OUTPUT},
    )
    streamed = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
    assert streamed == "Echo: Hi all. Then "
    refusals = [e for e in events if e["type"].startswith("response.refusal.")]
    assert [e["type"] for e in refusals] == ["response.refusal.delta", "response.refusal.done"]
    assert_openai("ResponseRefusalDeltaEvent", refusals[0])
    assert_openai("ResponseRefusalDoneEvent", refusals[1])
    assert_openai("Moderation", events[-1]["response"]["moderation"])
    final = events[-1]["response"]
    assert events[-1]["type"] == "response.completed"
    [message] = final["output"]
    assert [part["type"] for part in message["content"]] == ["output_text", "refusal"]
    assert message["content"][0]["text"] == streamed
    assert message["content"][1]["refusal"] == refusals[-1]["refusal"]
    assert final["moderation"]["output"]["flagged"] is True
    # One provider call per chunk.
    texts = [sent["input"][0]["text"] for _, sent in fakes.moderations.requests]
    assert texts == ["Echo: Hi all. Then ", "KILL it"]
    stored = _dump(sdk.responses.retrieve(final["id"]))
    assert stored["output"] == final["output"]
    assert stored["moderation"] == final["moderation"]


def test_llama_guard_classifier(sdk: openai.OpenAI, fakes: Fakes) -> None:
    response = sdk.responses.create(
        model="fake-text",
        input="KILL them all, HATEFUL words",
        moderation={"model": "llama-guard", "policy": BLOCK_INPUT},
    )
    body = _dump(response)
    _only_refusal(body)
    assert fakes.upstream.requests() == []
    found = body["moderation"]["input"]
    assert found["model"] == "llama-guard" and found["flagged"] is True
    assert found["categories"]["violence"] is True and found["categories"]["hate"] is True
    assert found["category_scores"]["violence"] == 1.0
    assert found["categories"]["sexual"] is False
    [(path, sent)] = fakes.guard.requests
    assert path == "/v1/chat/completions"
    assert sent["model"] == "llama-guard3"
    assert sent["messages"] == [{"role": "user", "content": "KILL them all, HATEFUL words"}]
    assert fakes.guard.headers == [f"Bearer {GUARD_KEY}"]


def test_llama_guard_scores_the_answer_in_its_conversation(
    sdk: openai.OpenAI, fakes: Fakes
) -> None:
    response = sdk.responses.create(
        model="fake-text", input="hello", moderation={"model": "llama-guard"}
    )
    body = _dump(response)
    assert response.output_text == "Echo: hello"
    assert body["moderation"]["output"]["flagged"] is False
    conversations = [sent["messages"] for _, sent in fakes.guard.requests]
    assert conversations[-1] == [
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "Echo: hello"},
    ]


def test_provider_down_blocks_closed(sdk: openai.OpenAI, fakes: Fakes) -> None:
    response = sdk.responses.create(
        model="fake-text",
        input="hello",
        moderation={"model": "broken", "policy": BLOCK_INPUT},
    )
    body = _dump(response)
    _only_refusal(body)
    assert fakes.upstream.requests() == []
    failed = body["moderation"]["input"]
    assert failed["type"] == "error"
    assert failed["code"] == "moderation_provider_error"
    assert "127.0.0.1" not in failed["message"]


def test_provider_down_in_score_mode_answers(sdk: openai.OpenAI) -> None:
    response = sdk.responses.create(
        model="fake-text", input="hello", moderation={"model": "broken"}
    )
    body = _dump(response)
    assert response.output_text == "Echo: hello"
    assert body["moderation"]["input"]["type"] == "error"
    assert body["moderation"]["output"]["type"] == "error"
    assert_openai("Moderation", body["moderation"])


@pytest.mark.parametrize(
    ("moderation", "param", "status", "code"),
    [
        ({"model": "no-such-guard"}, "moderation.model", 404, "model_not_found"),
        ({"policy": BLOCK_INPUT}, "moderation.model", 400, "missing_required_parameter"),
        ("omni", "moderation", 400, "invalid_type"),
        (
            {"model": "omni-moderation-latest", "policy": {"input": {"mode": "stop"}}},
            "moderation.policy.input.mode",
            400,
            "invalid_value",
        ),
        (
            {"model": "omni-moderation-latest", "policy": {"both": {}}},
            "moderation.policy.both",
            400,
            "unknown_parameter",
        ),
    ],
)
def test_bad_moderation_is_refused_before_the_model(
    sdk: openai.OpenAI,
    fakes: Fakes,
    moderation: object,
    param: str,
    status: int,
    code: str,
) -> None:
    reply = httpx.post(
        f"{sdk.base_url}responses",
        json={"model": "fake-text", "input": "hi", "moderation": moderation},
        timeout=TIMEOUT,
    )
    assert reply.status_code == status, reply.text
    error = reply.json()["error"]
    assert error["param"] == param
    assert error["code"] == code
    assert fakes.upstream.requests() == []
    assert fakes.moderations.requests == []


def test_background_response_is_moderated(sdk: openai.OpenAI, fakes: Fakes) -> None:
    queued = sdk.responses.create(
        model="fake-text",
        input="KILL",
        background=True,
        moderation={"model": "omni-moderation-latest", "policy": BLOCK_INPUT},
    )
    deadline = time.monotonic() + TIMEOUT
    response = sdk.responses.retrieve(queued.id)
    while response.status in ("queued", "in_progress") and time.monotonic() < deadline:
        time.sleep(0.1)
        response = sdk.responses.retrieve(queued.id)
    body = _dump(response)
    _only_refusal(body)
    assert body["moderation"]["input"]["flagged"] is True
    assert fakes.upstream.requests() == []


def test_websocket_mode_is_moderated(moderated: Stack, sdk: openai.OpenAI, fakes: Fakes) -> None:
    with connect(moderated.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        socket.send(
            json.dumps(
                {
                    "type": "response.create",
                    "model": "fake-text",
                    "input": "say KILL",
                    "moderation": {"model": "omni-moderation-latest", "policy": BLOCK_OUTPUT},
                }
            )
        )
        events: list[dict[str, Any]] = []
        while not events or events[-1]["type"] not in ("response.completed", "response.failed"):
            events.append(json.loads(socket.recv(timeout=TIMEOUT)))
    final = events[-1]["response"]
    _only_refusal(final)
    assert final["moderation"]["output"]["flagged"] is True
    assert not [e for e in events if e["type"] == "response.output_text.delta"]


def test_provider_keys_are_never_shown(moderated: Stack, sdk: openai.OpenAI) -> None:
    events = _stream(
        sdk,
        model="fake-text",
        input="KILL it. Or not.",
        moderation={"model": "llama-guard"},
    )
    shown = json.dumps(events)
    shown += json.dumps(_dump(sdk.responses.retrieve(events[-1]["response"]["id"])))
    shown += httpx.get(f"{sdk.base_url}models", timeout=TIMEOUT).text
    logs = moderated.service.log_tail(10**7)
    for key in (MODERATION_KEY, GUARD_KEY):
        assert key not in shown
        assert key not in logs
    assert events[-1]["response"]["moderation"]["input"]["flagged"] is True


def _sample(metrics: str, name: str, **labels: str) -> float:
    """The value of the sample of `name` with exactly `labels` (0 when absent); the
    exposition's label order is its own."""
    for line in metrics.splitlines():
        if not line.startswith(name + "{"):
            continue
        inside, value = line[len(name) + 1 :].rsplit("} ", 1)
        found = dict(pair.split("=", 1) for pair in inside.split(","))
        if {key: text.strip('"') for key, text in found.items()} == labels:
            return float(value)
    return 0.0


def test_metrics_count_checks_flags_blocks_and_provider_calls(
    moderated: Stack, sdk: openai.OpenAI
) -> None:
    def scrape() -> str:
        return httpx.get(moderated.gateway.url("/metrics"), timeout=TIMEOUT).text

    model = "omni-moderation-latest"
    samples: list[tuple[str, dict[str, str]]] = [
        ("responsa_moderation_blocks_total", {"model": model, "side": "input"}),
        (
            "responsa_moderation_checks_total",
            {"model": model, "side": "input", "outcome": "flagged"},
        ),
        ("responsa_moderation_flags_total", {"model": model, "category": "violence"}),
        (
            "responsa_moderation_provider_duration_seconds_count",
            {"model": model, "outcome": "ok"},
        ),
        (
            "responsa_moderation_provider_duration_seconds_count",
            {"model": "broken", "outcome": "error"},
        ),
        (
            "responsa_moderation_checks_total",
            {"model": "broken", "side": "input", "outcome": "error"},
        ),
    ]
    before = scrape()
    sdk.responses.create(
        model="fake-text",
        input="KILL",
        moderation={"model": model, "policy": BLOCK_INPUT},
    )
    sdk.responses.create(
        model="fake-text", input="hi", moderation={"model": "broken", "policy": BLOCK_INPUT}
    )
    after = scrape()
    for name, labels in samples:
        assert _sample(after, name, **labels) == _sample(before, name, **labels) + 1, name


PROJECT_POLICY = """\
projects:
  default:
    moderation:
      model: omni-moderation-latest
      policy: {input: {mode: block}}
"""


@pytest.fixture(scope="module")
def policed(fakes: Fakes, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """A stack whose table requires input blocking for the `default` project (every caller
    without keys)."""
    with _stack(fakes, Path(tmp_path_factory.mktemp("policed")), PROJECT_POLICY) as stack:
        yield stack


def test_project_policy_cannot_be_turned_off(policed: Stack, fakes: Fakes) -> None:
    fakes.upstream.reset()
    client = openai.OpenAI(
        base_url=policed.rest_url, api_key="sk-test", max_retries=0, timeout=TIMEOUT
    )
    # Asked for nothing: the project's policy screens (and blocks) the input all the same.
    plain = _dump(client.responses.create(model="fake-text", input="KILL"))
    _only_refusal(plain)
    assert plain["moderation"]["input"]["flagged"] is True
    # Asking for `score` only does not lower the project's `block`; the request's output
    # scoring is added to it.
    asked = _dump(
        client.responses.create(
            model="fake-text",
            input="KILL",
            moderation={
                "model": "omni-moderation-latest",
                "policy": {"input": {"mode": "score"}, "output": {"mode": "score"}},
            },
        )
    )
    _only_refusal(asked)
    assert fakes.upstream.requests() == []
    # A clean request passes, its answer scored because it asked.
    clean = _dump(
        client.responses.create(
            model="fake-text", input="hello", moderation={"model": "omni-moderation-latest"}
        )
    )
    assert clean["output"][0]["content"][0]["text"] == "Echo: hello"
    assert clean["moderation"]["input"]["flagged"] is False
    assert clean["moderation"]["output"]["type"] == "moderation_result"
    assert len(fakes.upstream.requests()) == 1


def test_moderations_api_through_the_sdk(sdk: openai.OpenAI, fakes: Fakes) -> None:
    """`POST /v1/moderations` served over the same providers, in OpenAI's shapes (the SDK
    validates the answer strictly)."""
    one = sdk.moderations.create(model="omni-moderation-latest", input="KILL")
    assert one.model == "omni-moderation-latest" and one.id.startswith("modr-")
    [result] = one.results
    assert result.flagged is True and result.categories.violence is True
    assert result.category_scores.violence == pytest.approx(0.97)
    many = sdk.moderations.create(
        model="llama-guard", input=["hello", "HATEFUL words", "KILL the HATEFUL"]
    )
    assert [r.flagged for r in many.results] == [False, True, True]
    assert many.results[1].categories.hate is True and many.results[1].categories.violence is False
    assert many.results[2].categories.violence is True
    parts = sdk.moderations.create(
        model="omni-moderation-latest",
        input=[
            {"type": "text", "text": "a picture"},
            {"type": "image_url", "image_url": {"url": "https://example.com/cat.png"}},
        ],
    )
    assert len(parts.results) == 1 and parts.results[0].flagged is False
    sent = fakes.moderations.requests[-1][1]["input"]
    assert sent[1] == {"type": "image_url", "image_url": {"url": "https://example.com/cat.png"}}
    with pytest.raises(openai.NotFoundError) as missing:
        sdk.moderations.create(model="text-moderation-nobody", input="hi")
    assert missing.value.body["code"] == "model_not_found"  # type: ignore[index]
    with pytest.raises(openai.BadRequestError) as bad:
        sdk.moderations.create(model="llama-guard", input=[{"type": "video"}])  # type: ignore[list-item]
    assert bad.value.body["param"] == "input[0].type"  # type: ignore[index]
    with pytest.raises(openai.APIStatusError) as down:
        sdk.moderations.create(model="broken", input="hi")
    assert down.value.status_code == 502
    assert "127.0.0.1" not in down.value.message


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    with McpTestServer().start() as server:
        yield server


@pytest.mark.parametrize("stream", [False, True])
def test_flagged_mcp_result_never_reaches_the_model(
    sdk: openai.OpenAI, fakes: Fakes, mcp_server: McpTestServer, stream: bool
) -> None:
    # The input asks for "KI\\u004cL" (not a flagged word); the echo tool's result is "KILL".
    body: dict[str, Any] = {
        "model": "fake-script",
        "input": 'CALL echo {"text": "KI\\u004cL"}',
        "tools": [
            {
                "type": "mcp",
                "server_label": "tests",
                "server_url": mcp_server.url,
                "require_approval": "never",
            }
        ],
        "moderation": {"model": "omni-moderation-latest", "policy": BLOCK_INPUT},
    }
    if stream:
        events = _stream(sdk, validate=False, **body)
        response = events[-1]["response"]
        refusals = [e["type"] for e in events if e["type"].startswith("response.refusal")]
        assert refusals == ["response.refusal.delta", "response.refusal.done"]
        assert events[-1]["type"] == "response.completed"
    else:
        response = _dump(sdk.responses.create(**body))
    kinds = [item["type"] for item in response["output"]]
    assert kinds == ["mcp_list_tools", "mcp_call", "message"]
    assert response["output"][1]["output"] == "KILL"
    assert [part["type"] for part in response["output"][2]["content"]] == ["refusal"]
    assert response["moderation"]["input"]["flagged"] is True
    # The model was called once (it asked for the tool) and never read the result.
    [sent] = fakes.upstream.requests()
    assert "KILL" not in json.dumps(sent)
    screened = [sent["input"] for _, sent in fakes.moderations.requests]
    assert screened[-1] == [{"type": "text", "text": "KILL"}]


def test_typed_grpc_create_carries_moderation(moderated: Stack, fakes: Fakes) -> None:
    """The typed surface: `moderation` on CreateResponseRequest, the results on the Response
    (the same JSON through the generic converter)."""
    fakes.upstream.reset()
    request = responses_pb2.CreateResponseRequest(
        model="fake-text",
        input=responses_pb2.ResponseInput(text="KILL"),
        moderation=moderations_pb2.ModerationParam(
            model="omni-moderation-latest",
            policy=moderations_pb2.ModerationPolicy(
                input=moderations_pb2.ModerationConfig(mode="block")
            ),
        ),
    )
    with grpc.insecure_channel(moderated.grpc_target) as channel:
        stub: Any = responses_pb2_grpc.ResponsesServiceStub(channel)  # type: ignore[no-untyped-call]
        response = stub.CreateResponse(request, timeout=TIMEOUT)
        events = list(stub.StreamResponse(request, timeout=TIMEOUT))
        bad = responses_pb2.CreateResponseRequest(
            model="fake-text",
            input=responses_pb2.ResponseInput(text="hi"),
            moderation=moderations_pb2.ModerationParam(model="nobody"),
        )
        with pytest.raises(grpc.RpcError) as refused:
            stub.CreateResponse(bad, timeout=TIMEOUT)
    assert refused.value.code() == grpc.StatusCode.NOT_FOUND
    [part] = response.output[0].message.content
    assert part.refusal.refusal
    result = response.moderation.input.moderation_result
    assert result.flagged and result.categories["violence"]
    assert list(result.category_applied_input_types["violence"].types) == ["text"]
    assert response.moderation.output.error.code == "moderation_not_requested"
    final = events[-1].response_completed.response
    assert final.moderation.input.moderation_result.flagged
    assert fakes.upstream.requests() == []


def test_native_upstream_input_blocked_and_output_scored(sdk: openai.OpenAI, fakes: Fakes) -> None:
    """A native Responses upstream: its input screened the same way; its answers scored after
    the turn (they stream as it sends them), and `block` on its output refused by name."""
    blocked = _dump(
        sdk.responses.create(
            model="native-text",
            input="KILL",
            moderation={"model": "omni-moderation-latest", "policy": BLOCK_INPUT},
        )
    )
    _only_refusal(blocked)
    assert fakes.upstream.requests() == []
    scored = _dump(
        sdk.responses.create(
            model="native-text", input="hi HATEFUL", moderation={"model": "omni-moderation-latest"}
        )
    )
    assert scored["output"][-1]["content"][0]["text"] == "native: hi HATEFUL"
    assert scored["moderation"]["input"]["flagged"] is True
    assert scored["moderation"]["output"]["flagged"] is True
    assert scored["moderation"]["output"]["categories"]["hate"] is True
    [sent] = fakes.upstream.requests()
    assert "moderation" not in sent  # never passed to the upstream
    screened = [sent["input"][0]["text"] for _, sent in fakes.moderations.requests]
    assert screened[-2:] == ["hi HATEFUL", "native: hi HATEFUL"]
    reply = httpx.post(
        f"{sdk.base_url}responses",
        json={
            "model": "native-text",
            "input": "hi",
            "moderation": {"model": "omni-moderation-latest", "policy": BLOCK_OUTPUT},
        },
        timeout=TIMEOUT,
    )
    assert reply.status_code == 400
    assert reply.json()["error"]["param"] == "moderation.policy.output.mode"
    assert len(fakes.upstream.requests()) == 1
