"""Codex CLI's request shapes over the typed gRPC service (generated stubs only): `namespace`
tools, the built-in `web_search` tool with its item, events and url citations, and
`client_metadata`; direct and through Envoy."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from responsa.v1 import (
    events_pb2,
    items_pb2,
    requests_pb2,
    response_pb2,
    responses_pb2,
    responses_pb2_grpc,
    tools_pb2,
)

from tests.e2e.conftest import running_stack
from tests.fake_searxng import FakeSearxng
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
SEARCH = 'CALL web_search {"query": "responsa docs"}'
DOCS_URL = "https://docs.example.org/responsa-docs"
BLOG_URL = "https://blog.example.com/responsa-docs"


def connect(stack: Stack, route: str) -> Iterator[Any]:
    """A ResponsesService stub on the service's own port or on Envoy's listener."""
    target = stack.direct_grpc_target if route == "direct" else stack.grpc_target
    with grpc.insecure_channel(target) as channel:
        grpc.channel_ready_future(channel).result(timeout=TIMEOUT)
        yield responses_pb2_grpc.ResponsesServiceStub(channel)


@pytest.fixture(params=["direct", "envoy"])
def stub(request: pytest.FixtureRequest, stack: Stack) -> Iterator[Any]:
    yield from connect(stack, request.param)


@pytest.fixture(scope="module")
def searxng() -> Iterator[FakeSearxng]:
    with FakeSearxng() as fake:
        yield fake


@pytest.fixture(scope="module")
def search_stack(
    fake_upstream: FakeUpstream, searxng: FakeSearxng, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    """A stack whose web_search provider is the fake SearXNG instance."""
    tmp = Path(tmp_path_factory.mktemp("grpc-ws"))
    env = {"RESPONSA_WEB_SEARCH_URL": searxng.url}
    with running_stack("sqlite", fake_upstream, tmp, env) as running:
        yield running


@pytest.fixture(params=["direct", "envoy"])
def search_stub(request: pytest.FixtureRequest, search_stack: Stack) -> Iterator[Any]:
    yield from connect(search_stack, request.param)


def add_crm_namespace(request: responses_pb2.CreateResponseRequest) -> None:
    """Offer the namespace `crm` holding the function `lookup(city)`, as Codex groups tools."""
    namespace = request.tools.add().namespace
    namespace.name = "crm"
    namespace.description = "Customer records"
    lookup = namespace.tools.add().function
    lookup.name = "lookup"
    lookup.description = "Find a customer"
    lookup.parameters.update({"type": "object", "properties": {"city": {"type": "string"}}})


def script_request(text: str, **fields: Any) -> responses_pb2.CreateResponseRequest:
    request = responses_pb2.CreateResponseRequest(model="fake-script", **fields)
    request.input.text = text
    return request


def output_text(response: response_pb2.Response) -> str:
    return "".join(
        part.output_text.text
        for item in response.output
        if item.WhichOneof("item") == "message"
        for part in item.message.content
        if part.WhichOneof("part") == "output_text"
    )


def event_name(event: events_pb2.ResponseStreamEvent) -> str:
    name = event.WhichOneof("event")
    assert name is not None, "an empty event"
    return str(name)


def test_namespace_call_round_trips_through_previous_response_id(
    stub: Any, fake_upstream: FakeUpstream
) -> None:
    first_request = script_request('CALL crm__lookup {"city": "Paris"}')
    add_crm_namespace(first_request)
    fake_upstream.reset()
    first = stub.CreateResponse(first_request, timeout=TIMEOUT)
    assert first.status == response_pb2.RESPONSE_STATUS_COMPLETED
    offered = [t["function"]["name"] for t in fake_upstream.requests()[-1]["tools"]]
    assert offered == ["crm__lookup"]
    assert [item.WhichOneof("item") for item in first.output] == ["function_call"]
    call = first.output[0].function_call
    assert call.HasField("namespace")
    assert (call.namespace, call.name) == ("crm", "lookup")
    assert json.loads(call.arguments) == {"city": "Paris"}
    assert call.id.startswith("fc_") and call.call_id
    # The echoed namespace tool, its function made strict as OpenAI's default.
    [tool] = first.tools
    assert tool.WhichOneof("tool") == "namespace"
    assert (tool.namespace.name, tool.namespace.description) == ("crm", "Customer records")
    [member] = tool.namespace.tools
    assert member.function.name == "lookup" and member.function.strict is True

    second_request = responses_pb2.CreateResponseRequest(
        model="fake-script", previous_response_id=first.id
    )
    add_crm_namespace(second_request)
    answer = second_request.input.items.items.add().function_call_output
    answer.call_id = call.call_id
    answer.output.text = "Ada"
    second = stub.CreateResponse(second_request, timeout=TIMEOUT)
    assert second.status == response_pb2.RESPONSE_STATUS_COMPLETED
    assert second.previous_response_id == first.id
    assert output_text(second) == "Tool said: Ada | offered: crm__lookup"
    sent = fake_upstream.requests()[-1]["messages"]
    assert sent[1]["tool_calls"][0]["id"] == call.call_id
    assert sent[1]["tool_calls"][0]["function"]["name"] == "crm__lookup"

    # The stored call keeps its namespace: GET returns it as the create did.
    fetched = stub.GetResponse(requests_pb2.GetResponseRequest(response_id=first.id))
    assert fetched.output[0].function_call == call


def test_namespace_call_resent_as_typed_history_without_store(stub: Any) -> None:
    """store: false plus a full-history resend, the namespaced call sent back as an input item."""
    script = 'CALL crm__lookup {"city": "Oslo"}'
    first_request = script_request(script, store=False)
    add_crm_namespace(first_request)
    first = stub.CreateResponse(first_request, timeout=TIMEOUT)
    call = first.output[0].function_call
    assert call.namespace == "crm"

    second_request = responses_pb2.CreateResponseRequest(model="fake-script", store=False)
    add_crm_namespace(second_request)
    history = second_request.input.items.items
    message = history.add().message
    message.role = items_pb2.MESSAGE_ROLE_USER
    message.content.text = script
    history.add().function_call.CopyFrom(call)
    answer = history.add().function_call_output
    answer.call_id = call.call_id
    answer.output.text = "Bo"
    second = stub.CreateResponse(second_request, timeout=TIMEOUT)
    assert output_text(second) == "Tool said: Bo | offered: crm__lookup"


def test_client_metadata_is_accepted_and_never_sent_upstream(
    stub: Any, fake_upstream: FakeUpstream
) -> None:
    request = script_request("hello", store=False)
    request.client_metadata.update({"originator": "codex_exec", "session_id": "s-42"})
    fake_upstream.reset()
    response = stub.CreateResponse(request, timeout=TIMEOUT)
    assert response.status == response_pb2.RESPONSE_STATUS_COMPLETED
    [sent] = fake_upstream.requests()
    assert "client_metadata" not in sent
    assert "codex_exec" not in json.dumps(sent)
    # Not echoed either: the Response carries only the request's `metadata`.
    assert dict(response.metadata) == {}


def test_bad_namespace_tool_names_its_param(stub: Any) -> None:
    request = script_request("hi")
    request.tools.add().namespace.name = "crm"  # no description, no tools
    with pytest.raises(grpc.RpcError) as caught:
        stub.CreateResponse(request, timeout=TIMEOUT)
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "tools[0].tools" in str(caught.value.details())


def test_web_search_call_streams_its_item_events_and_citations(
    search_stub: Any, searxng: FakeSearxng
) -> None:
    request = script_request(SEARCH, include=["web_search_call.action.sources"])
    tool = request.tools.add().web_search
    tool.search_context_size = tools_pb2.SEARCH_CONTEXT_SIZE_LOW
    events = list(search_stub.StreamResponse(request, timeout=TIMEOUT))
    names = [event_name(e) for e in events]
    searching = [n for n in names if "web_search_call" in n or "output_item" in n]
    assert searching[:5] == [
        "response_output_item_added",
        "response_web_search_call_in_progress",
        "response_web_search_call_searching",
        "response_web_search_call_completed",
        "response_output_item_done",
    ]
    assert searxng.queries[-1] == "responsa docs"
    assert [getattr(e, event_name(e)).sequence_number for e in events] == list(range(len(events)))

    assert names[-1] == "response_completed"
    final = events[-1].response_completed.response
    call_item, message_item = final.output
    call = call_item.web_search_call
    assert call.id.startswith("ws_")
    assert call.status == items_pb2.WEB_SEARCH_CALL_STATUS_COMPLETED
    search = call.action.search
    assert search.query == "responsa docs"
    assert [(s.type, s.url) for s in search.sources.sources] == [
        ("url", DOCS_URL),
        ("url", BLOG_URL),
    ]
    added = events[names.index("response_output_item_added")].response_output_item_added
    assert added.item.web_search_call.id == call.id
    for name in ("in_progress", "searching", "completed"):
        event = events[names.index(f"response_web_search_call_{name}")]
        assert getattr(event, f"response_web_search_call_{name}").item_id == call.id

    text = message_item.message.content[0].output_text
    assert text.text.startswith("Tool said: Results for 'responsa docs':")
    citations = [a.url_citation for a in text.annotations]
    assert [a.WhichOneof("annotation") for a in text.annotations] == ["url_citation"] * 2
    assert [c.url for c in citations] == [DOCS_URL, BLOG_URL]
    for citation in citations:
        assert text.text[citation.start_index : citation.end_index] == citation.url
    assert citations[0].title == "Docs about responsa docs"
    streamed = [
        e.response_output_text_annotation_added.annotation.url_citation
        for e in events
        if event_name(e) == "response_output_text_annotation_added"
    ]
    assert streamed == citations

    # The echoed tool, with OpenAI's defaults filled in.
    echoed = final.tools[0].web_search
    assert echoed.external_web_access is True
    assert echoed.search_context_size == tools_pb2.SEARCH_CONTEXT_SIZE_LOW
    assert not echoed.HasField("filters") and not echoed.HasField("user_location")


def test_web_search_without_sources_and_with_domain_filter(search_stub: Any) -> None:
    request = script_request(SEARCH)
    tool = request.tools.add().web_search
    tool.filters.allowed_domains.values.append("example.org")
    tool.user_location.country = "FR"
    response = search_stub.CreateResponse(request, timeout=TIMEOUT)
    call = response.output[0].web_search_call
    assert call.action.search.query == "responsa docs"
    assert not call.action.search.HasField("sources")  # not included
    annotations = response.output[1].message.content[0].output_text.annotations
    assert [a.url_citation.url for a in annotations] == [DOCS_URL]
    echoed = response.tools[0].web_search
    assert list(echoed.filters.allowed_domains.values) == ["example.org"]
    assert echoed.user_location.country == "FR"


def test_codex_default_cache_only_search_is_echoed_not_offered(
    search_stub: Any, searxng: FakeSearxng, fake_upstream: FakeUpstream
) -> None:
    """Codex's default `external_web_access: false`, beside its namespace and client_metadata."""
    searched = len(searxng.queries)
    request = script_request(SEARCH, store=False)
    request.tools.add().web_search.external_web_access = False
    add_crm_namespace(request)
    request.client_metadata["originator"] = "codex_exec"
    response = search_stub.CreateResponse(request, timeout=TIMEOUT)
    assert output_text(response) == "No tool to call | offered: crm__lookup"
    assert len(searxng.queries) == searched
    echoed = response.tools[0].web_search
    assert echoed.HasField("external_web_access") and echoed.external_web_access is False
    assert [t.WhichOneof("tool") for t in response.tools] == ["web_search", "namespace"]
    assert "client_metadata" not in fake_upstream.requests()[-1]
