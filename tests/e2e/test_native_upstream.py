"""A native Responses upstream (`kind: responses`) behind one stack with a Chat Completions one:
routing to it, the stateless request it gets, items it makes that Responsa does not (encrypted
reasoning, custom_tool_call, an item type no SDK knows) stored and sent back byte for byte
through a chain and a `store: false` resend, the official SDK's types accepting every streamed
event, calls of the client's functions, and continuations that switch between the two kinds."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from google.protobuf import json_format
from openai.types.responses import ResponseStreamEvent
from pydantic import TypeAdapter
from responsa.v1 import requests_pb2, responses_pb2, responses_pb2_grpc

from tests.e2e.conftest import STACK_DATABASE_URLS, running_stack
from tests.fake_searxng import FakeSearxng
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.native import encrypted_for
from tests.stack import Stack
from tests.stores import open_store

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
TABLE = """\
upstreams:
  chat: {{base_url: "{chat}"}}
  native: {{base_url: "{native}", kind: responses}}
  native-b: {{base_url: "{native}", kind: responses}}
models:
  - {{name: small, upstream: chat, upstream_model: fake-text}}
  - {{name: deep, aliases: [thinker], upstream: native, upstream_model: native-reasoning}}
  - {{pattern: "native-*", upstream: native}}
  - name: flaky
    upstream: native
    upstream_model: native-error-503
    fallbacks: [{{upstream: native-b, model: native-reasoning}}]
"""
CUSTOM_TOOL = {"type": "custom", "name": "run_python", "description": "Runs Python code."}
EVENT = TypeAdapter[Any](ResponseStreamEvent)


@pytest.fixture(scope="module")
def fakes() -> Iterator[tuple[FakeUpstream, FakeUpstream]]:
    with FakeUpstream() as chat, FakeUpstream() as native:
        yield chat, native


@pytest.fixture(scope="module")
def searxng() -> Iterator[FakeSearxng]:
    with FakeSearxng() as fake:
        yield fake


@pytest.fixture(scope="module")
def stack(
    fakes: tuple[FakeUpstream, FakeUpstream],
    searxng: FakeSearxng,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Stack]:
    chat, native = fakes
    tmp = Path(tmp_path_factory.mktemp("native"))
    table = tmp / "models.yaml"
    table.write_text(TABLE.format(chat=chat.base_url, native=native.base_url))
    env = {
        "RESPONSA_MODELS_FILE": str(table),
        "RESPONSA_UPSTREAM_BASE_URL": "",
        "RESPONSA_WEB_SEARCH_URL": searxng.url,
    }
    with running_stack("sqlite", chat, tmp, env) as running:
        yield running


@pytest.fixture
def rest(stack: Stack, fakes: tuple[FakeUpstream, FakeUpstream]) -> Iterator[httpx.Client]:
    for fake in fakes:
        fake.reset()
    with httpx.Client(base_url=stack.rest_url, timeout=TIMEOUT) as client:
        yield client


@pytest.fixture
def sdk(stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def _create(rest: httpx.Client, **body: Any) -> dict[str, Any]:
    answer = rest.post("/responses", json=body)
    assert answer.status_code == 200, answer.text
    created: dict[str, Any] = answer.json()
    return created


def _streamed(rest: httpx.Client, **body: Any) -> list[dict[str, Any]]:
    """The raw SSE events of a streamed create, in order."""
    events: list[dict[str, Any]] = []
    with rest.stream("POST", "/responses", json={**body, "stream": True}) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[len("data: ") :]))
    return events


def _route_of(stack: Stack, response_id: str) -> str | None:
    async def read() -> str | None:
        store = await open_store(STACK_DATABASE_URLS[id(stack)])
        try:
            return await store.route_of(response_id, project="default")
        finally:
            await store.database.close()

    return asyncio.run(read())


def _exact(item: dict[str, Any]) -> str:
    """An item's JSON as written (key order included): what "byte for byte" compares."""
    return json.dumps(item, separators=(",", ":"))


def test_routes_a_stateless_request_to_the_native_upstream(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream], stack: Stack
) -> None:
    chat, native = fakes
    response = _create(rest, model="thinker", input="hello there", instructions="Be brief.")
    assert response["id"].startswith("resp_") and "upstream" not in response["id"]
    assert response["model"] == "thinker" and response["status"] == "completed"
    reasoning, message = response["output"]
    assert reasoning == {
        "id": "rs_up_1_0",
        "type": "reasoning",
        "summary": [{"type": "summary_text", "text": "Thinking about it."}],
        "encrypted_content": encrypted_for("1:0"),
    }
    assert message["type"] == "message"
    assert message["content"][0]["text"] == "native: hello there"
    assert response["usage"]["input_tokens"] == 11
    assert response["usage"]["output_tokens_details"]["reasoning_tokens"] == 3
    assert chat.requests() == []
    (sent,) = native.requests()
    assert sent["model"] == "native-reasoning"
    assert sent["stream"] is True and sent["store"] is False
    assert sent["include"] == ["reasoning.encrypted_content"]
    assert sent["instructions"] == "Be brief."
    assert _route_of(stack, response["id"]) == '{"upstream":"native","model":"native-reasoning"}'
    assert sent["input"] == [
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "hello there"}],
        }
    ]


def test_encrypted_reasoning_and_custom_call_survive_a_chain_byte_for_byte(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    _, native = fakes
    first = _create(rest, model="native-custom", input="write code", tools=[CUSTOM_TOOL])
    reasoning, call = first["output"]
    assert reasoning["encrypted_content"] == encrypted_for("1:0")
    assert call["type"] == "custom_tool_call" and call["name"] == "run_python"
    assert call["input"] == "print('hello from upstream')"
    stored = rest.get(f"/responses/{first['id']}").json()
    assert [_exact(i) for i in stored["output"]] == [_exact(i) for i in first["output"]]
    answer = {"type": "custom_tool_call_output", "call_id": call["call_id"], "output": "hello"}
    second = _create(
        rest,
        model="deep",
        previous_response_id=first["id"],
        input=[answer],
        tools=[CUSTOM_TOOL],
    )
    assert second["output"][-1]["content"][0]["text"].startswith("native")
    sent = native.requests()[-1]["input"]
    assert [_exact(i) for i in sent[1:3]] == [_exact(reasoning), _exact(call)]
    assert {k: sent[3][k] for k in answer} == answer
    assert native.requests()[0]["tools"] == [{**CUSTOM_TOOL, "format": {"type": "text"}}]


def test_store_false_resend_passes_the_items_back_unchanged(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    _, native = fakes
    include = ["reasoning.encrypted_content"]
    first = _create(
        rest,
        model="native-custom",
        input="write code",
        tools=[CUSTOM_TOOL],
        store=False,
        include=include,
    )
    assert rest.get(f"/responses/{first['id']}").status_code == 404
    call = first["output"][1]
    answer = {"type": "custom_tool_call_output", "call_id": call["call_id"], "output": "ok"}
    resend = [{"role": "user", "content": "write code"}, *first["output"], answer]
    second = _create(
        rest, model="deep", input=resend, tools=[CUSTOM_TOOL], store=False, include=include
    )
    assert second["status"] == "completed"
    sent = native.requests()[-1]["input"]
    assert [_exact(i) for i in sent[1:3]] == [_exact(i) for i in first["output"]]


@pytest.mark.parametrize("model", ["native-reasoning", "native-custom"])
def test_every_streamed_event_parses_into_the_sdk_types(rest: httpx.Client, model: str) -> None:
    events = _streamed(rest, model=model, input="stream it", tools=[CUSTOM_TOOL])
    assert [e["sequence_number"] for e in events] == list(range(len(events)))
    assert events[0]["type"] == "response.created" and events[-1]["type"] == "response.completed"
    for event in events:
        EVENT.validate_python(event, strict=True)
    passed = {e["type"] for e in events}
    assert "response.reasoning_summary_text.delta" in passed
    if model == "native-custom":
        assert "response.custom_tool_call_input.delta" in passed
    final = events[-1]["response"]
    done = [e["item"] for e in events if e["type"] == "response.output_item.done"]
    assert done == final["output"]
    assert [e["output_index"] for e in events if e["type"] == "response.output_item.added"] == [
        0,
        1,
    ]


def test_the_sdk_streams_a_native_answer(sdk: openai.OpenAI) -> None:
    with sdk.responses.stream(model="deep", input="hi there") as stream:
        events = list(stream)
        final = stream.get_final_response()
    assert events[-1].type == "response.completed"
    assert final.output_text == "native: hi there"
    assert final.output[0].type == "reasoning"


def test_an_unknown_item_type_passes_through_and_back(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    _, native = fakes
    events = _streamed(rest, model="native-future", input="surprise me")
    widget_events = [e for e in events if e["type"] == "response.future_widget.delta"]
    assert widget_events == [
        {
            "type": "response.future_widget.delta",
            "sequence_number": widget_events[0]["sequence_number"],
            "item_id": "fw_up_1_1",
            "output_index": 1,
            "knob": 7,
        }
    ]
    response = events[-1]["response"]
    widget = response["output"][1]
    assert widget == {
        "id": "fw_up_1_1",
        "type": "future_widget",
        "status": "completed",
        "knobs": [7],
    }
    _create(rest, model="deep", previous_response_id=response["id"], input="and now?")
    assert widget in native.requests()[-1]["input"]


def test_client_function_calls_round_trip(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    _, native = fakes
    lookup = {"type": "function", "name": "lookup", "parameters": {"type": "object"}}
    first = _create(rest, model="native-call", input="look it up", tools=[lookup])
    (call,) = first["output"]
    assert call["type"] == "function_call" and call["name"] == "lookup"
    assert call["arguments"] == '{"query": "responsa"}'
    assert native.requests()[0]["tools"] == [lookup]
    output = {"type": "function_call_output", "call_id": call["call_id"], "output": "42"}
    second = _create(
        rest, model="native-call", previous_response_id=first["id"], input=[output], tools=[lookup]
    )
    assert second["output"][-1]["content"][0]["text"] == "native saw: 42"
    sent = native.requests()[-1]["input"]
    assert sent[1]["type"] == "function_call" and sent[1]["call_id"] == call["call_id"]
    assert sent[2] == output


def test_continuations_switch_between_chat_and_native(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    chat, native = fakes
    first = _create(rest, model="small", input="My name is Ada.")
    second = _create(rest, model="deep", previous_response_id=first["id"], input="Who am I?")
    sent = native.requests()[-1]["input"]
    assert [i.get("role") for i in sent] == ["user", "assistant", "user"]
    third = _create(rest, model="small", previous_response_id=second["id"], input="Again?")
    assert third["status"] == "completed"
    messages = chat.requests()[-1]["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant", "user"]
    assert messages[3]["content"] == "native: Who am I?"


def test_responsa_runs_web_search_for_the_native_upstream(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream], searxng: FakeSearxng
) -> None:
    _, native = fakes
    searxng.queries.clear()
    events = _streamed(rest, model="native-call", input="search", tools=[{"type": "web_search"}])
    assert [e["sequence_number"] for e in events] == list(range(len(events)))
    response = events[-1]["response"]
    assert [i["type"] for i in response["output"]] == ["web_search_call", "reasoning", "message"]
    assert response["output"][0]["status"] == "completed"
    assert searxng.queries == ["responsa"]
    first, second = native.requests()
    assert first["tools"][0]["type"] == "function" and first["tools"][0]["name"] == "web_search"
    call, result = second["input"][1:3]
    assert call["type"] == "function_call" and call["name"] == "web_search"
    assert result["type"] == "function_call_output" and result["call_id"] == call["call_id"]
    assert "docs.example.org/responsa" in result["output"]
    assert response["output"][2]["content"][0]["text"].startswith("native saw: ")
    for event in events:
        EVENT.validate_python(event, strict=True)


def test_a_503_falls_back_and_the_route_that_served_is_recorded(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream], stack: Stack
) -> None:
    _, native = fakes
    response = _create(rest, model="flaky", input="anyone there?")
    assert response["output"][-1]["content"][0]["text"] == "native: anyone there?"
    assert [body["model"] for body in native.requests()] == ["native-error-503", "native-reasoning"]
    assert _route_of(stack, response["id"]) == '{"upstream":"native-b","model":"native-reasoning"}'


def test_logprobs_asked_for_are_passed_on(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    _, native = fakes
    include = ["message.output_text.logprobs"]
    response = _create(rest, model="deep", input="two words", include=include)
    assert native.requests()[0]["include"] == ["reasoning.encrypted_content", *include]
    part = response["output"][-1]["content"][0]
    assert [lp["token"] for lp in part["logprobs"]] == ["native:", " two", " words"]
    assert {lp["logprob"] for lp in part["logprobs"]} == {-0.25}


def test_typed_grpc_carries_items_and_events_it_has_no_type_for(
    stack: Stack, rest: httpx.Client
) -> None:
    with grpc.insecure_channel(stack.grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(model="native-future")
        request.input.text = "surprise me"
        events = list(stub.StreamResponse(request, timeout=TIMEOUT))
        kinds = [e.WhichOneof("event") for e in events]
        assert "other_event" in kinds and kinds[-1] == "response_completed"
        other = events[kinds.index("other_event")].other_event
        assert json_format.MessageToDict(other)["type"] == "response.future_widget.delta"
        final = events[-1].response_completed.response
        assert [item.WhichOneof("item") for item in final.output] == [
            "reasoning",
            "other",
            "message",
        ]
        fetched = stub.GetResponse(
            requests_pb2.GetResponseRequest(response_id=final.id), timeout=TIMEOUT
        )
    assert json_format.MessageToDict(fetched.output[1].other) == {
        "id": "fw_up_1_1",
        "type": "future_widget",
        "status": "completed",
        "knobs": [7],
    }


def test_an_upstream_failure_mid_answer_fails_the_response(rest: httpx.Client) -> None:
    events = _streamed(rest, model="native-fail", input="try")
    assert [e["sequence_number"] for e in events] == list(range(len(events)))
    assert events[-1]["type"] == "response.failed"
    failed = events[-1]["response"]
    assert failed["error"]["code"] == "server_error"
    assert "The model crashed." in failed["error"]["message"]
    # What had arrived stays, as with a Chat Completions stream that breaks.
    assert [item["type"] for item in failed["output"]] == ["reasoning"]
    stored = rest.get(f"/responses/{failed['id']}").json()
    assert stored["status"] == "failed"


def test_hosted_tools_go_to_the_upstream_that_runs_them(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    chat, native = fakes
    tool = {"type": "code_interpreter", "container": {"type": "auto"}}
    events = _streamed(rest, model="native-hosted", input="compute", tools=[tool])
    for event in events:
        EVENT.validate_python(event, strict=True)
    assert "response.code_interpreter_call_code.delta" in {e["type"] for e in events}
    response = events[-1]["response"]
    assert [i["type"] for i in response["output"]] == [
        "reasoning",
        "code_interpreter_call",
        "message",
    ]
    assert response["output"][1]["outputs"] == [{"type": "logs", "logs": "42\n"}]
    assert native.requests()[0]["tools"] == [tool]
    # A model on a Chat Completions upstream cannot run a hosted tool this server does not
    # (code_interpreter it now runs: tests/e2e/test_code_interpreter.py): OpenAI's 400,
    # nothing called.
    hosted = {"type": "programmatic_tool_calling"}
    refused = rest.post("/responses", json={"model": "small", "input": "x", "tools": [hosted]})
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert error["param"] == "tools[0].type" and error["code"] == "unsupported_value"
    assert chat.requests() == []


def test_action_tools_and_their_items_go_to_the_native_upstream_unchanged(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    # Issue 35: on a Chat Completions upstream these are functions; a Responses upstream gets
    # the tools as sent and the items as they are (never rewritten into function calls).
    chat, native = fakes
    tools = [
        {"type": "local_shell"},
        {"type": "shell", "environment": {"type": "local"}},
        {"type": "apply_patch"},
        {"type": "computer"},
    ]
    items = [
        {"role": "user", "content": "fix it"},
        {
            "type": "shell_call",
            "id": "sh_1",
            "call_id": "call_1",
            "action": {"commands": ["ls"], "timeout_ms": None, "max_output_length": None},
            "status": "completed",
            "environment": {"type": "local"},
        },
        {
            "type": "shell_call_output",
            "call_id": "call_1",
            "output": [
                {"stdout": "a\n", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}}
            ],
        },
        {
            "type": "apply_patch_call",
            "id": "apc_1",
            "call_id": "call_2",
            "status": "completed",
            "operation": {"type": "delete_file", "path": "a"},
        },
        {"type": "apply_patch_call_output", "call_id": "call_2", "status": "completed"},
    ]
    second = _create(
        rest,
        model="native-reasoning",
        input=items,
        tools=tools,
        tool_choice={"type": "shell"},
        store=False,
    )
    assert second["status"] == "completed"
    sent = native.requests()[-1]
    assert sent["tools"] == tools
    assert sent["tool_choice"] == {"type": "shell"}
    assert [i["type"] for i in sent["input"][1:]] == [i["type"] for i in items[1:]]
    assert sent["input"][1] == items[1]
    assert sent["input"][3]["operation"] == {"type": "delete_file", "path": "a"}
    preview = {
        "type": "computer_use_preview",
        "environment": "mac",
        "display_width": 800,
        "display_height": 600,
    }
    _create(
        rest,
        model="native-reasoning",
        input="look",
        tools=[preview],
        tool_choice={"type": "computer_use_preview"},
    )
    assert native.requests()[-1]["tools"] == [preview]
    assert native.requests()[-1]["tool_choice"] == {"type": "computer_use_preview"}
    assert chat.requests() == []
    # A container shell is passed through to the Responses upstream as it is; for a chat model
    # it is the hosted shell, run in this server's sandbox (tests/e2e/test_hosted_shell.py),
    # offered as the function `shell` (without root the sandbox cannot run: a 400 naming it).
    container = {"type": "shell", "environment": {"type": "container_auto"}}
    _create(rest, model="native-reasoning", input="x", tools=[container])
    assert native.requests()[-1]["tools"] == [container]
    hosted = rest.post("/responses", json={"model": "small", "input": "x", "tools": [container]})
    if os.geteuid() == 0:
        assert hosted.status_code == 200, hosted.text
        assert [t["function"]["name"] for t in chat.requests()[-1]["tools"]] == ["shell"]
    else:
        assert hosted.status_code == 400
        assert hosted.json()["error"]["param"] == "tools[0].environment.type"


def test_a_native_upstream_compacts_itself(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream]
) -> None:
    """`context_management` and `compaction_trigger` are passed on; the upstream's compaction
    item is stored as it came, and later turns start from it (docs/context-management.md)."""
    chat, native = fakes
    managed = [{"type": "compaction", "compact_threshold": 5000}]
    first = _create(rest, model="thinker", input="one", context_management=managed)
    assert [item["type"] for item in first["output"]] == ["reasoning", "message"]
    assert native.requests()[-1]["context_management"] == managed
    second = _create(
        rest,
        model="thinker",
        input="two",
        previous_response_id=first["id"],
        context_management=managed,
    )
    # The fake compacts past 3 input items: its item opens the output, passed through.
    checkpoint = second["output"][0]
    assert [item["type"] for item in second["output"]] == ["compaction", "reasoning", "message"]
    assert checkpoint["encrypted_content"].startswith("gAAAAB")
    third = _create(rest, model="thinker", input="three", previous_response_id=second["id"])
    sent = native.requests()[-1]
    assert "context_management" not in sent
    # The context starts at the upstream's own compaction item, sent back as it came.
    assert _exact(sent["input"][0]) == _exact(checkpoint)
    assert [item.get("type", "message") for item in sent["input"]] == [
        "compaction",
        "reasoning",
        "message",
        "message",
    ]
    assert sent["input"][-1]["content"] == [{"type": "input_text", "text": "three"}]
    triggered = _create(
        rest,
        model="thinker",
        input=[{"type": "compaction_trigger"}],
        previous_response_id=third["id"],
    )
    assert [item["type"] for item in triggered["output"]] == ["compaction"]
    assert native.requests()[-1]["input"][-1] == {"type": "compaction_trigger"}
    assert chat.requests() == []


def test_web_search_preview_and_image_generation_go_to_it_unchanged(
    rest: httpx.Client, fakes: tuple[FakeUpstream, FakeUpstream], searxng: FakeSearxng
) -> None:
    """Run here for a Chat Completions model, given as sent to a Responses upstream (which
    runs them itself): no images upstream is needed, nothing is searched here."""
    _, native = fakes
    searched = len(searxng.queries)
    tools = [
        {"type": "web_search_preview", "search_context_size": "low"},
        {"type": "image_generation", "size": "1024x1024", "partial_images": 1},
    ]
    response = _create(rest, model="native-reasoning", input="draw and search", tools=tools)
    assert response["status"] == "completed"
    assert response["tools"] == tools
    assert native.requests()[0]["tools"] == tools
    assert len(searxng.queries) == searched
