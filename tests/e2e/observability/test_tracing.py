"""OpenTelemetry traces, read from an in-memory exporter: the service runs in this process
(behind the real Envoy), so the test sees its spans.

One trace per call: the call's server span continues an incoming W3C traceparent (REST through
Envoy, and gRPC metadata), with children for each upstream turn, each tool call and each store
operation.
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import grpc
import httpx
import pytest
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind
from responsa.v1 import responses_pb2, responses_pb2_grpc
from responsa_server.config import Settings
from responsa_server.observability import logs, tracing
from responsa_server.server import ResponsaServer

from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.stack import Gateway, free_port

pytestmark = pytest.mark.e2e

TRACE_ID = "0af7651916cd43dd8448eb211c80319c"
PARENT_ID = "b7ad6b7169203331"
TRACEPARENT = f"00-{TRACE_ID}-{PARENT_ID}-01"


@pytest.fixture(scope="module")
def exporter() -> InMemorySpanExporter:
    memory = InMemorySpanExporter()
    # No OTEL_* exporter: only the in-memory one records.
    assert tracing.configure(exporter=memory, env={})
    return memory


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    with McpTestServer().start() as server:
        yield server


class Rig:
    def __init__(self, server: ResponsaServer, gateway: Gateway) -> None:
        self.server = server
        self.gateway = gateway


@pytest.fixture(scope="module")
async def rig(
    exporter: InMemorySpanExporter,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> AsyncIterator[Rig]:
    settings = Settings(
        upstream_base_url=fake_upstream.base_url,
        upstream_api_key=None,
        database_url=f"sqlite:///{Path(tmp_path_factory.mktemp('traces')) / 'r.db'}",
        http_port=0,
        grpc_port=free_port(),
        tool_url_allow="127.0.0.1",  # the MCP test server is on loopback
    )
    server = ResponsaServer(settings)
    await server.start()
    gateway = await asyncio.to_thread(
        functools.partial(Gateway.start, server.port, rest_ports=[server.rest_port])
    )
    try:
        yield Rig(server, gateway)
    finally:
        await asyncio.to_thread(gateway.stop)
        await server.stop(grace=1)


def spans_of(exporter: InMemorySpanExporter, trace_id: int) -> list[ReadableSpan]:
    """Responsa's own spans of one trace (the MCP SDK adds spans of its own)."""
    return [s for s in exporter.get_finished_spans() if s.context.trace_id == trace_id and own(s)]


def own(span: ReadableSpan) -> bool:
    return span.instrumentation_scope is not None and span.instrumentation_scope.name == "responsa"


def children(spans: list[ReadableSpan], parent: ReadableSpan) -> list[ReadableSpan]:
    return [s for s in spans if s.parent is not None and s.parent.span_id == parent.context.span_id]


async def test_rest_call_continues_the_traceparent(
    rig: Rig, exporter: InMemorySpanExporter
) -> None:
    exporter.clear()
    async with httpx.AsyncClient(timeout=20) as http:
        reply = await http.post(
            rig.gateway.url("/v1/responses"),
            json={"model": "fake-text", "input": "trace me", "stream": True},
            headers={"traceparent": TRACEPARENT},
        )
    assert reply.status_code == 200 and "response.completed" in reply.text
    spans = spans_of(exporter, int(TRACE_ID, 16))
    (root,) = [s for s in spans if s.kind is SpanKind.SERVER]
    assert root.name == "ResponsesHttpService/CreateResponse"
    assert root.parent is not None and root.parent.span_id == int(PARENT_ID, 16)
    assert root.parent.is_remote
    response_id = root.attributes["responsa.response_id"]
    assert str(response_id).startswith("resp_")
    assert root.attributes["http.response.status_code"] == 200
    assert root.attributes["responsa.request_id"]  # Envoy's x-request-id
    names = sorted(s.name for s in children(spans, root))
    assert names == ["chat fake-text", "store save"]
    (turn,) = [s for s in spans if s.name == "chat fake-text"]
    assert turn.kind is SpanKind.CLIENT
    assert turn.attributes["gen_ai.request.model"] == "fake-text"
    assert turn.attributes["gen_ai.request.stream"] is True
    assert turn.attributes["responsa.turn"] == 0
    # The routed upstream (the single one from RESPONSA_UPSTREAM_BASE_URL) and its attempt.
    assert turn.attributes["responsa.upstream"] == "default"
    (attempt,) = [event for event in turn.events if event.name == "upstream attempt"]
    assert attempt.attributes == {
        "responsa.upstream": "default",
        "gen_ai.request.model": "fake-text",
        "outcome": "ok",
    }


async def test_tool_calls_and_turns_each_get_a_span(
    rig: Rig, exporter: InMemorySpanExporter, mcp_server: McpTestServer
) -> None:
    exporter.clear()
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(
            rig.gateway.url("/v1/responses"),
            json={
                "model": "fake-script",
                "input": 'CALL add {"a": 2, "b": 3} CALL echo {"text": "x"}',
                "tools": [
                    {
                        "type": "mcp",
                        "server_label": "calc",
                        "server_url": mcp_server.url,
                        "require_approval": "never",
                    }
                ],
            },
            headers={"traceparent": TRACEPARENT},
        )
    assert reply.status_code == 200, reply.text
    spans = spans_of(exporter, int(TRACE_ID, 16))
    (root,) = [s for s in spans if s.kind is SpanKind.SERVER]
    direct = sorted(s.name for s in children(spans, root))
    assert direct == [
        "chat fake-script",
        "chat fake-script",
        "execute_tool add",
        "execute_tool echo",
        "store save",
    ]
    tools = sorted(
        str(s.attributes["responsa.tool.name"]) for s in spans if s.name.startswith("execute_tool ")
    )
    assert tools == ["add", "echo"]
    assert {
        s.attributes["responsa.tool.type"] for s in spans if s.name.startswith("execute_tool ")
    } == {"mcp_call"}
    turns = sorted(int(s.attributes["responsa.turn"]) for s in spans if s.name.startswith("chat "))  # type: ignore[arg-type]
    assert turns == [0, 1]


async def test_grpc_metadata_traceparent_and_store_reads(
    rig: Rig, exporter: InMemorySpanExporter
) -> None:
    exporter.clear()
    other_trace = "4bf92f3577b34da6a3ce929d0e0e4736"
    async with grpc.aio.insecure_channel(f"127.0.0.1:{rig.server.port}") as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(model="fake-text")
        request.input.text = "typed"
        created = await stub.CreateResponse(
            request, metadata=(("traceparent", f"00-{other_trace}-00f067aa0ba902b7-01"),)
        )
    spans = spans_of(exporter, int(other_trace, 16))
    (root,) = [s for s in spans if s.kind is SpanKind.SERVER]
    assert root.name == "ResponsesService/CreateResponse"
    assert root.attributes["responsa.response_id"] == created.id
    assert sorted(s.name for s in children(spans, root)) == [
        "chat fake-text",
        "store save",
    ]
    # Without a traceparent a call starts its own trace, with its store read as a child.
    exporter.clear()
    async with httpx.AsyncClient(timeout=20) as http:
        got = await http.get(rig.gateway.url(f"/v1/responses/{created.id}"))
    assert got.status_code == 200
    finished = [s for s in exporter.get_finished_spans() if own(s)]
    (root,) = [s for s in finished if s.kind is SpanKind.SERVER]
    assert root.parent is None
    assert [s.name for s in children(finished, root)] == ["store get"]
    assert root.attributes["responsa.response_id"] == created.id


MCP_LOOP = {
    "model": "fake-script",
    "input": 'CALL add {"a": 2, "b": 3} CALL echo {"text": "x"}',
}


async def mcp_loop(rig: Rig, mcp_server: McpTestServer, **extra: object) -> dict[str, object]:
    """A response whose model calls two MCP tools, then answers (non-streamed)."""
    body = {
        **MCP_LOOP,
        "tools": [
            {
                "type": "mcp",
                "server_label": "calc",
                "server_url": mcp_server.url,
                "require_approval": "never",
            }
        ],
        **extra,
    }
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(
            rig.gateway.url("/v1/responses"), json=body, headers={"traceparent": TRACEPARENT}
        )
    assert reply.status_code == 200, reply.text
    response: dict[str, object] = reply.json()
    return response


async def test_a_tool_loop_carries_the_genai_semantic_conventions(
    rig: Rig,
    exporter: InMemorySpanExporter,
    mcp_server: McpTestServer,
    fake_upstream: FakeUpstream,
) -> None:
    """Each model call is GenAI's `chat` with its answer's id, model, finish reasons, tokens
    and the server it went to; each tool execution is `execute_tool`; no message content
    without opt-in."""
    upstream = urlsplit(fake_upstream.base_url)
    exporter.clear()
    response = await mcp_loop(rig, mcp_server)
    spans = spans_of(exporter, int(TRACE_ID, 16))
    (root,) = [s for s in spans if s.kind is SpanKind.SERVER]
    calls = sorted(
        (s for s in spans if s.attributes.get("gen_ai.operation.name") == "chat"),
        key=lambda s: int(s.attributes["responsa.turn"]),  # type: ignore[arg-type]
    )
    assert len(calls) == 2 and all(c.parent.span_id == root.context.span_id for c in calls)  # type: ignore[union-attr]
    for call in calls:
        assert call.attributes["gen_ai.provider.name"] == "default"
        assert call.attributes["gen_ai.request.model"] == "fake-script"
        assert call.attributes["gen_ai.response.model"] == "fake-script"
        assert str(call.attributes["gen_ai.response.id"]).startswith("chatcmpl")
        assert call.attributes["gen_ai.request.stream"] is False
        assert call.attributes["server.address"] == upstream.hostname
        assert call.attributes["server.port"] == upstream.port
        assert (call.name, call.kind) == ("chat fake-script", SpanKind.CLIENT)
        assert not [a for a in call.attributes if a.endswith((".messages", "instructions"))]
    assert [c.attributes["gen_ai.response.finish_reasons"] for c in calls] == [
        ("tool_calls",),
        ("stop",),
    ]
    usage = response["usage"]
    assert isinstance(usage, dict)
    for ours, theirs in (
        ("gen_ai.usage.input_tokens", "input_tokens"),
        ("gen_ai.usage.output_tokens", "output_tokens"),
    ):
        per_call = [int(c.attributes[ours]) for c in calls]  # type: ignore[arg-type]
        assert all(n > 0 for n in per_call) and sum(per_call) == usage[theirs], (ours, per_call)
    cached = usage["input_tokens_details"]["cached_tokens"]
    assert sum(int(c.attributes["gen_ai.usage.cache_read.input_tokens"]) for c in calls) == cached  # type: ignore[arg-type]
    tools = [s for s in spans if s.attributes.get("gen_ai.operation.name") == "execute_tool"]
    assert sorted(str(t.attributes["gen_ai.tool.name"]) for t in tools) == ["add", "echo"]
    assert {t.attributes["gen_ai.tool.type"] for t in tools} == {"extension"}
    assert sorted(t.name for t in tools) == ["execute_tool add", "execute_tool echo"]
    assert {t.kind for t in tools} == {SpanKind.INTERNAL}
    call_ids = {t.attributes["gen_ai.tool.call.id"] for t in tools}
    assert len(call_ids) == 2 and all(call_ids)
    assert all(t.parent.span_id == root.context.span_id for t in tools)  # type: ignore[union-attr]
    assert not [a for t in tools for a in t.attributes if a.startswith("gen_ai.tool.call.a")]
    assert not [a for t in tools for a in t.attributes if a == "gen_ai.tool.call.result"]
    assert "gen_ai.conversation.id" not in root.attributes


async def test_content_is_recorded_only_when_opted_in(
    rig: Rig,
    exporter: InMemorySpanExporter,
    mcp_server: McpTestServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """RESPONSA_LOG_CONTENT=1: each model call records the conventions' opt-in attributes
    (input messages, output messages with their finish reason, in the shapes of their JSON
    schemas); a response in a conversation names it on the response's span."""
    monkeypatch.setattr(logs, "content_enabled", True)
    async with httpx.AsyncClient(timeout=30) as http:
        made = await http.post(rig.gateway.url("/v1/conversations"), json={})
    conversation = made.json()["id"]
    exporter.clear()
    response = await mcp_loop(rig, mcp_server, conversation=conversation)
    spans = spans_of(exporter, int(TRACE_ID, 16))
    (root,) = [s for s in spans if s.kind is SpanKind.SERVER]
    assert root.attributes["gen_ai.conversation.id"] == conversation
    calls = sorted(
        (s for s in spans if s.attributes.get("gen_ai.operation.name") == "chat"),
        key=lambda s: int(s.attributes["responsa.turn"]),  # type: ignore[arg-type]
    )
    inputs = [json.loads(str(c.attributes["gen_ai.input.messages"])) for c in calls]
    outputs = [json.loads(str(c.attributes["gen_ai.output.messages"])) for c in calls]
    assert {"type": "text", "content": MCP_LOOP["input"]} in inputs[0][-1]["parts"]
    (asked,) = outputs[0]
    assert asked["role"] == "assistant" and asked["finish_reason"] == "tool_calls"
    # The arguments as an object (the model's JSON string, parsed), as the schema wants.
    assert [(p["type"], p["name"], p["arguments"]) for p in asked["parts"]] == [
        ("tool_call", "add", {"a": 2, "b": 3}),
        ("tool_call", "echo", {"text": "x"}),
    ]
    # The second call sends the calls and their results back, each answering its call's id
    # (as sent: MCP calls go back under their item ids, not the model's call ids).
    parts = [p for m in inputs[1] for p in m["parts"]]
    replayed = sorted(p["id"] for p in parts if p["type"] == "tool_call")
    answers = [p for p in parts if p["type"] == "tool_call_response"]
    assert len(replayed) == 2 and sorted(p["id"] for p in answers) == replayed
    assert all("response" in p for p in answers)
    (answered,) = outputs[1]
    assert answered["finish_reason"] == "stop"
    # The answer's text, whole (its part is still open when the call's span records it).
    final = response["output"][-1]["content"][0]["text"]
    assert final.startswith("Tool said: ")
    assert answered["parts"] == [{"type": "text", "content": final}]
    # Each MCP call's span: the model's arguments and what the tool returned (opt-in too).
    tools = {
        str(s.attributes["gen_ai.tool.name"]): s
        for s in spans
        if s.attributes.get("gen_ai.operation.name") == "execute_tool"
    }
    for name, arguments, result in (("add", {"a": 2, "b": 3}, "5"), ("echo", {"text": "x"}, "x")):
        attributes = tools[name].attributes
        assert json.loads(str(attributes["gen_ai.tool.call.arguments"])) == arguments
        assert attributes["gen_ai.tool.call.result"] == result
    assert not [e for c in calls for e in c.events if e.name.startswith("gen_ai.")]


async def test_a_failed_model_call_names_its_error_and_provider(
    rig: Rig, exporter: InMemorySpanExporter
) -> None:
    """An upstream 500: the `chat` span is an error with GenAI's `error.type` and still names
    the provider it tried (the conventions require one)."""
    exporter.clear()
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(
            rig.gateway.url("/v1/responses"),
            json={"model": "fake-error-500", "input": "fail"},
            headers={"traceparent": TRACEPARENT},
        )
    assert reply.status_code >= 400, reply.text
    spans = spans_of(exporter, int(TRACE_ID, 16))
    (call,) = [s for s in spans if s.attributes.get("gen_ai.operation.name") == "chat"]
    assert call.name == "chat fake-error-500" and call.kind is SpanKind.CLIENT
    assert not call.status.is_ok
    assert call.attributes["error.type"] == "http"
    assert call.attributes["gen_ai.provider.name"] == "default"
    assert call.attributes["server.address"] == "127.0.0.1"  # the upstream it tried
    assert "gen_ai.usage.input_tokens" not in call.attributes


async def test_a_streamed_model_call_names_the_server_it_went_to(
    rig: Rig, exporter: InMemorySpanExporter, fake_upstream: FakeUpstream
) -> None:
    """A foreground REST stream's model call (read in the upstream socket's callback) is a
    `chat` span with `gen_ai.request.stream` and the server it went to, like a buffered one."""
    upstream = urlsplit(fake_upstream.base_url)
    exporter.clear()
    body = {"model": "fake-script", "input": "hello", "stream": True}
    async with httpx.AsyncClient(timeout=30) as http:
        async with http.stream(
            "POST",
            rig.gateway.url("/v1/responses"),
            json=body,
            headers={"traceparent": TRACEPARENT},
        ) as reply:
            assert reply.status_code == 200
            frames = [line async for line in reply.aiter_lines() if line.startswith("event:")]
    assert frames[-1] == "event: response.completed"
    (call,) = [
        s
        for s in spans_of(exporter, int(TRACE_ID, 16))
        if s.attributes.get("gen_ai.operation.name") == "chat"
    ]
    assert call.attributes["gen_ai.request.stream"] is True
    assert call.attributes["server.address"] == upstream.hostname
    assert call.attributes["server.port"] == upstream.port
