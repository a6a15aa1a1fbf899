"""The server-side tool loop with MCP, end to end: Envoy + service + store, a real MCP server
(the official `mcp` SDK, tests/mcp_server) and the fake upstream's `fake-script` model, which
calls the tools the user's message scripts (`CALL add {"a": 2, "b": 3}`).

REST goes through the official SDK in strict mode. Failed `mcp_call` items carry OpenAI's error
*object* (the reference's MCPToolCallError); SDK 2.x still types that field as a string, so those
cases read the JSON with httpx instead.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import items_pb2, response_pb2, responses_pb2, responses_pb2_grpc
from responsa_server.store.database import async_database_url
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.e2e.conftest import STACK_DATABASE_URLS
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import prompt_tokens_of
from tests.mcp_server import McpTestServer
from tests.ports import refusing_port
from tests.stack import Stack

pytestmark = pytest.mark.e2e

MODEL = "fake-script"
TOKEN = "s3cret-mcp-token"
SERVER_TOOLS = ["add", "echo", "record", "fail", "slow", "weather.lookup"]


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    """An MCP server without authentication."""
    with McpTestServer().start() as server:
        yield server


@pytest.fixture(scope="module")
def guarded_mcp_server() -> Iterator[McpTestServer]:
    """An MCP server that answers only `Authorization: Bearer TOKEN`."""
    with McpTestServer().start(token=TOKEN) as server:
        yield server


@pytest.fixture(autouse=True)
def fresh_counts(mcp_server: McpTestServer, fake_upstream: FakeUpstream) -> None:
    """Each test counts its own MCP calls and upstream requests."""
    mcp_server.reset()
    fake_upstream.reset()


def mcp_tool(server: McpTestServer, label: str = "tests", **options: Any) -> dict[str, Any]:
    """An `mcp` tool entry for `server`; calls run without approval unless options say so."""
    return {
        "type": "mcp",
        "server_label": label,
        "server_url": server.url,
        "require_approval": "never",
        **options,
    }


def tool_calls(server: McpTestServer, name: str | None = None) -> list[dict[str, Any]]:
    """The tools/call requests the MCP server received (of one tool, when named)."""
    calls: list[dict[str, Any]] = server.calls()["calls"]
    return [c for c in calls if name is None or c["tool"] == name]


def post_json(stack: Stack, body: dict[str, Any]) -> httpx.Response:
    """POST /v1/responses without an SDK (for item shapes SDK 2.x does not model)."""
    return httpx.post(f"{stack.rest_url}/responses", json=body, timeout=30)


# -- one response: list, call, answer ---------------------------------------------------------


def test_list_call_and_final_answer_in_one_response(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model=MODEL,
        input='CALL add {"a": 2, "b": 3}',
        tools=[mcp_tool(mcp_server, server_description="Arithmetic and friends")],
    )
    assert response.status == "completed"
    listing, call, message = response.output
    assert listing.type == "mcp_list_tools" and listing.server_label == "tests"
    assert [tool.name for tool in listing.tools] == SERVER_TOOLS
    assert listing.tools[0].annotations == {
        "readOnlyHint": True,
        "destructiveHint": False,
        "openWorldHint": False,
    }
    assert call.type == "mcp_call"
    assert (call.name, call.server_label, json.loads(call.arguments)) == (
        "add",
        "tests",
        {"a": 2, "b": 3},
    )
    assert (call.output, call.error, call.status, call.approval_request_id) == (
        "5",
        None,
        "completed",
        None,
    )
    assert message.type == "message"
    assert response.output_text == f"Tool said: 5 | offered: {','.join(offered_names())}"
    assert tool_calls(mcp_server) == [{"tool": "add", "arguments": {"a": 2, "b": 3}}]
    # Two upstream calls (the call, then the answer), and usage adds both up.
    bodies = fake_upstream.requests()
    assert len(bodies) == 2
    assert response.usage is not None
    assert response.usage.input_tokens == sum(prompt_tokens_of(b["messages"]) for b in bodies)
    assert response.usage.total_tokens == response.usage.input_tokens + (
        response.usage.output_tokens
    )
    # The second call carries the tool's result as a tool message for the model's call.
    assistant, result = bodies[1]["messages"][-2:]
    assert assistant["tool_calls"][0]["id"] == call.id
    assert result == {"role": "tool", "tool_call_id": call.id, "content": "5"}
    # The server description reaches the model with each tool.
    assert "Arithmetic and friends" in bodies[0]["tools"][0]["function"]["description"]
    assert client.responses.retrieve(response.id).output == response.output


def offered_names() -> list[str]:
    """Chat names of the test server's tools: its own, `.` made `_` (no clashes here)."""
    return [name.replace(".", "_") for name in SERVER_TOOLS]


def test_stream_follows_openai_event_order(
    client: openai.OpenAI, mcp_server: McpTestServer
) -> None:
    with client.responses.stream(
        model=MODEL,
        input='CALL echo {"text": "hi"}',
        tools=[mcp_tool(mcp_server)],
    ) as stream:
        events = list(stream)
        final = stream.get_final_response()
    kinds = [event.type for event in events]
    text_deltas = kinds.count("response.output_text.delta")
    argument_deltas = kinds.count("response.mcp_call_arguments.delta")
    assert text_deltas >= 1 and argument_deltas >= 1
    assert kinds == [
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.mcp_list_tools.in_progress",
        "response.mcp_list_tools.completed",
        "response.output_item.done",
        "response.output_item.added",
        "response.mcp_call.in_progress",
        *["response.mcp_call_arguments.delta"] * argument_deltas,
        "response.mcp_call_arguments.done",
        "response.mcp_call.completed",
        "response.output_item.done",
        "response.output_item.added",
        "response.content_part.added",
        *["response.output_text.delta"] * text_deltas,
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
    ]
    assert [event.sequence_number for event in events] == list(range(len(events)))
    added_listing, _, _, done_listing = events[2:6]
    assert added_listing.item.type == "mcp_list_tools" and added_listing.item.tools == []
    assert [tool.name for tool in done_listing.item.tools] == SERVER_TOOLS
    call_added = events[6]
    assert call_added.item.type == "mcp_call" and call_added.item.status == "in_progress"
    assert call_added.item.arguments == "" and call_added.item.output is None
    call_events = events[6 : 12 + argument_deltas - 1]
    deltas = [e.delta for e in call_events if e.type == "response.mcp_call_arguments.delta"]
    (arguments_done,) = [e for e in call_events if e.type == "response.mcp_call_arguments.done"]
    assert "".join(deltas) == arguments_done.arguments == '{"text": "hi"}'
    assert {e.item_id for e in call_events[1:-1]} == {call_added.item.id}
    assert call_events[-1].item.id == call_added.item.id
    assert {e.output_index for e in call_events} == {1}
    assert final.status == "completed"
    assert final.output[1].output == "hi"
    stored = client.responses.retrieve(final.id)
    assert [(i.id, i.type) for i in stored.output] == [(i.id, i.type) for i in final.output]
    assert stored.output[:2] == final.output[:2] and stored.output_text == final.output_text


def test_parallel_calls_run_concurrently_and_keep_the_models_order(
    client: openai.OpenAI, mcp_server: McpTestServer
) -> None:
    mcp_server.reset()
    response = client.responses.create(
        model=MODEL,
        input='CALL slow {"seconds": 1.5} CALL echo {"text": "second"} CALL slow {"seconds": 1.5}',
        tools=[mcp_tool(mcp_server)],
    )
    calls = [item for item in response.output if item.type == "mcp_call"]
    assert [(c.name, c.output) for c in calls] == [
        ("slow", "slept"),
        ("echo", "second"),
        ("slow", "slept"),
    ]
    # The server had the calls in hand at once (how long it took is the machine's).
    assert mcp_server.calls()["peak_in_flight"] >= 2
    assert response.output_text.startswith("Tool said: slept | second | slept")


def test_parallel_tool_calls_false_is_forwarded_and_runs_calls_one_at_a_time(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    mcp_server.reset()
    response = client.responses.create(
        model=MODEL,
        input='CALL slow {"seconds": 0.6} CALL slow {"seconds": 0.6}',
        tools=[mcp_tool(mcp_server)],
        parallel_tool_calls=False,
    )
    assert mcp_server.calls()["peak_in_flight"] == 1  # one at a time
    assert fake_upstream.requests()[0]["parallel_tool_calls"] is False
    assert [c.output for c in response.output if c.type == "mcp_call"] == ["slept", "slept"]


# -- which tools the model sees ---------------------------------------------------------------


def test_allowed_tools_list_filters_the_listing_and_the_model_tools(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model=MODEL,
        input='CALL echo {"text": "x"}',
        tools=[mcp_tool(mcp_server, allowed_tools=["add"])],
    )
    listing, message = response.output
    assert [tool.name for tool in listing.tools] == ["add"]
    assert [t["function"]["name"] for t in fake_upstream.requests()[0]["tools"]] == ["add"]
    assert message.content[0].text == "No tool to call | offered: add"
    assert tool_calls(mcp_server) == []


def test_allowed_tools_read_only_filter(client: openai.OpenAI, mcp_server: McpTestServer) -> None:
    response = client.responses.create(
        model=MODEL,
        input="hello",
        tools=[mcp_tool(mcp_server, allowed_tools={"read_only": True})],
    )
    assert "record" not in [tool.name for tool in response.output[0].tools]
    assert len(response.output[0].tools) == len(SERVER_TOOLS) - 1


def test_name_clashes_keep_function_names_and_qualify_mcp_tools(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    function = {"type": "function", "name": "add", "parameters": {"type": "object"}}
    client.responses.create(
        model=MODEL,
        input="hello",
        tools=[function, mcp_tool(mcp_server, "one"), mcp_tool(mcp_server, "two")],
    )
    names = [t["function"]["name"] for t in fake_upstream.requests()[0]["tools"]]
    assert names[0] == "add"
    # Every MCP tool clashes with the other server's: all are qualified by their label.
    assert names[1:] == [
        f"{label}__{tool.replace('.', '_')}" for label in ("one", "two") for tool in SERVER_TOOLS
    ]


def test_tool_choice_mcp_forces_that_tool_on_the_first_call_only(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model=MODEL,
        input='CALL add {"a": 1, "b": 1}',
        tools=[mcp_tool(mcp_server)],
        tool_choice={"type": "mcp", "server_label": "tests", "name": "add"},
    )
    first, second = fake_upstream.requests()
    assert first["tool_choice"] == {"type": "function", "function": {"name": "add"}}
    assert [t["function"]["name"] for t in first["tools"]] == ["add"]
    assert second["tool_choice"] == "auto"
    assert response.output_text.startswith("Tool said: 2")


# -- approvals --------------------------------------------------------------------------------


def ask_to_record(client: openai.OpenAI, server: McpTestServer, note: str) -> Any:
    """A response whose `record` call waits for approval (the default `always`)."""
    tools = [mcp_tool(server, require_approval="always")]
    response = client.responses.create(
        model=MODEL, input=f'CALL record {{"note": "{note}"}}', tools=tools
    )
    assert response.status == "completed"
    assert [item.type for item in response.output] == ["mcp_list_tools", "mcp_approval_request"]
    return response


def test_approved_call_runs_exactly_once(
    client: openai.OpenAI, mcp_server: McpTestServer, stack: Stack
) -> None:
    asked = ask_to_record(client, mcp_server, "n1")
    request = asked.output[1]
    assert (request.name, json.loads(request.arguments), request.server_label) == (
        "record",
        {"note": "n1"},
        "tests",
    )
    assert tool_calls(mcp_server) == []  # nothing runs before the client says so
    tools = [mcp_tool(mcp_server, require_approval="always")]
    answer = [{"type": "mcp_approval_response", "approval_request_id": request.id, "approve": True}]
    approved = client.responses.create(
        model=MODEL, previous_response_id=asked.id, input=answer, tools=tools
    )
    # The chain's listing is reused: no new mcp_list_tools item.
    call, message = approved.output
    assert (call.type, call.approval_request_id, call.output, call.status) == (
        "mcp_call",
        request.id,
        "recorded n1",
        "completed",
    )
    assert message.content[0].text.startswith("Tool said: recorded n1")
    assert tool_calls(mcp_server, "record") == [{"tool": "record", "arguments": {"note": "n1"}}]
    # Answering again, from the same branch or further down the chain, is refused.
    for previous in (asked.id, approved.id):
        with pytest.raises(openai.BadRequestError) as refused:
            client.responses.create(
                model=MODEL, previous_response_id=previous, input=answer, tools=tools
            )
        error = refused.value.body
        assert isinstance(error, dict)
        assert error["param"] == "input[0].approval_request_id"
        assert "answered already" in error["message"]
    assert len(tool_calls(mcp_server, "record")) == 1
    items = client.responses.input_items.list(approved.id).data
    assert [item.type for item in items] == ["mcp_approval_response"]


def test_denied_call_never_runs_and_the_model_is_told(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    asked = ask_to_record(client, mcp_server, "n2")
    denial = {
        "type": "mcp_approval_response",
        "approval_request_id": asked.output[1].id,
        "approve": False,
        "reason": "not today",
    }
    denied = client.responses.create(
        model=MODEL,
        previous_response_id=asked.id,
        input=[denial],
        tools=[mcp_tool(mcp_server, require_approval="always")],
    )
    assert [item.type for item in denied.output] == ["message"]
    assert denied.output_text.startswith(
        "Tool said: The user did not approve this tool call; it was not run. Reason: not today"
    )
    assert tool_calls(mcp_server) == []


def test_approval_filters_let_listed_tools_run_without_asking(
    client: openai.OpenAI, mcp_server: McpTestServer
) -> None:
    tools = [mcp_tool(mcp_server, require_approval={"never": {"tool_names": ["add"]}})]
    response = client.responses.create(
        model=MODEL,
        input='CALL add {"a": 1, "b": 2} CALL record {"note": "n3"}',
        tools=tools,
    )
    assert [item.type for item in response.output] == [
        "mcp_list_tools",
        "mcp_call",
        "mcp_approval_request",
    ]
    assert response.output[1].output == "3"
    assert tool_calls(mcp_server, "record") == []


def test_unknown_approval_request_is_a_400_and_nothing_is_stored(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(model=MODEL, input="hello", tools=[mcp_tool(mcp_server)])
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(
            model=MODEL,
            previous_response_id=first.id,
            input=[
                {
                    "type": "mcp_approval_response",
                    "approval_request_id": "mcpr_nope",
                    "approve": True,
                }
            ],
            tools=[mcp_tool(mcp_server)],
        )
    error = refused.value.body
    assert isinstance(error, dict) and error["param"] == "input[0].approval_request_id"
    assert fake_upstream.requests() == []


# -- chains -----------------------------------------------------------------------------------


def test_chain_reuses_the_listing_and_replays_mcp_calls(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    tools = [mcp_tool(mcp_server)]
    first = client.responses.create(model=MODEL, input='CALL add {"a": 4, "b": 4}', tools=tools)
    listed = mcp_server.calls()["list_tools"]
    fake_upstream.reset()
    second = client.responses.create(
        model=MODEL,
        previous_response_id=first.id,
        input='CALL echo {"text": "again"}',
        tools=tools,
    )
    assert [item.type for item in second.output] == ["mcp_call", "message"]
    assert mcp_server.calls()["list_tools"] == listed
    # The model sees the first response's call and result before the new question.
    messages = fake_upstream.requests()[0]["messages"]
    first_call = first.output[1]
    assert messages[1]["tool_calls"][0] == {
        "id": first_call.id,
        "type": "function",
        "function": {"name": "add", "arguments": first_call.arguments},
    }
    assert messages[2] == {"role": "tool", "tool_call_id": first_call.id, "content": "8"}
    assert second.output_text.startswith("Tool said: again")


def test_mixed_turn_runs_mcp_calls_and_returns_function_calls(
    client: openai.OpenAI, mcp_server: McpTestServer
) -> None:
    function = {
        "type": "function",
        "name": "lookup",
        "parameters": {"type": "object", "properties": {"q": {"type": "string"}}},
    }
    tools = [function, mcp_tool(mcp_server)]
    first = client.responses.create(
        model=MODEL, input='CALL lookup {"q": "x"} CALL add {"a": 1, "b": 5}', tools=tools
    )
    assert first.status == "completed"
    assert [item.type for item in first.output] == ["mcp_list_tools", "function_call", "mcp_call"]
    function_call = first.output[1]
    assert first.output[2].output == "6"
    second = client.responses.create(
        model=MODEL,
        previous_response_id=first.id,
        input=[
            {"type": "function_call_output", "call_id": function_call.call_id, "output": "found"}
        ],
        tools=tools,
    )
    assert second.output_text.startswith("Tool said: 6 | found")


# -- failures ---------------------------------------------------------------------------------


def test_unreachable_server_is_a_failed_listing_and_the_response_completes(
    client: openai.OpenAI, stack: Stack
) -> None:
    with refusing_port() as port:
        tool = {
            "type": "mcp",
            "server_label": "down",
            "server_url": f"http://127.0.0.1:{port}/mcp",
            "require_approval": "never",
        }
        with client.responses.stream(model=MODEL, input="hello", tools=[tool]) as stream:
            kinds = [event.type for event in stream]
            final = stream.get_final_response()
    assert kinds[2:6] == [
        "response.output_item.added",
        "response.mcp_list_tools.in_progress",
        "response.mcp_list_tools.failed",
        "response.output_item.done",
    ]
    listing = final.output[0]
    assert listing.tools == [] and listing.error and "Could not reach MCP server" in listing.error
    assert final.status == "completed"
    assert final.output_text == "No tool to call | offered: -"


def test_tool_error_and_timeout_become_failed_calls(
    stack: Stack, mcp_server: McpTestServer
) -> None:
    # post_json's 30 s timeout only guards a hang (the slow tool would take all of it): that the
    # MCP timeout ended the call is read from the call's error below, which only it produces.
    reply = post_json(
        stack,
        {
            "model": MODEL,
            "input": 'CALL fail {"message": "boom"} CALL slow {"seconds": 30}',
            "tools": [mcp_tool(mcp_server)],
        },
    )
    assert reply.status_code == 200, reply.text
    response = reply.json()
    assert response["status"] == "completed"
    failed, timed_out = (item for item in response["output"] if item["type"] == "mcp_call")
    assert failed["status"] == "failed" and failed["output"] is None
    assert failed["error"] == {
        "type": "mcp_tool_execution_error",
        "content": [{"type": "text", "text": "boom"}],
    }
    assert timed_out["status"] == "failed"
    assert timed_out["error"]["type"] == "http_error" and timed_out["error"]["code"] == 504
    assert "timed out" in timed_out["error"]["message"], timed_out["error"]
    answer = response["output"][-1]["content"][0]["text"]
    assert answer.startswith("Tool said: Error: boom | Error: ")


# -- secrets ----------------------------------------------------------------------------------


async def stored_text(stack: Stack) -> str:
    """Every row the store holds, as one string."""
    engine = create_async_engine(async_database_url(STACK_DATABASE_URLS[id(stack)]))
    try:
        async with engine.connect() as conn:
            rows = []
            for table in ("responses", "response_items", "mcp_approvals"):
                rows += (await conn.execute(text(f"SELECT * FROM {table}"))).all()
    finally:
        await engine.dispose()
    return "\n".join(str(row) for row in rows)


async def test_authorization_reaches_the_server_and_is_never_stored_or_echoed(
    stack: Stack, guarded_mcp_server: McpTestServer
) -> None:
    guarded_mcp_server.reset()
    tool = mcp_tool(
        guarded_mcp_server,
        "guarded",
        authorization=TOKEN,
        headers={"X-Test-Run": "header-secret-1"},
    )
    body = {"model": MODEL, "input": 'CALL echo {"text": "ok"}', "tools": [tool]}
    async with httpx.AsyncClient(timeout=30) as http:
        reply = await http.post(f"{stack.rest_url}/responses", json=body)
        streamed = await http.post(f"{stack.rest_url}/responses", json={**body, "stream": True})
        fetched = await http.get(f"{stack.rest_url}/responses/{reply.json()['id']}")
    assert reply.status_code == 200, reply.text
    response = reply.json()
    assert response["output"][1]["output"] == "ok"
    seen = guarded_mcp_server.calls()
    assert f"Bearer {TOKEN}" in seen["authorization"]
    assert seen["headers"]["x-test-run"] == "header-secret-1"
    echoed = response["tools"][0]
    assert "authorization" not in echoed and echoed["headers"] is None
    for exposed in (reply.text, streamed.text, fetched.text, await stored_text(stack)):
        assert TOKEN not in exposed
        assert "header-secret-1" not in exposed


def test_missing_authorization_is_a_failed_listing(
    client: openai.OpenAI, guarded_mcp_server: McpTestServer
) -> None:
    tool = mcp_tool(guarded_mcp_server, "guarded")
    response = client.responses.create(model=MODEL, input="hello", tools=[tool])
    listing = response.output[0]
    assert listing.error is not None and "401" in listing.error
    assert response.status == "completed"


# -- limits -----------------------------------------------------------------------------------


def test_max_tool_calls_ignores_further_calls(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model=MODEL,
        input='CALL echo {"text": "a"} CALL echo {"text": "b"}',
        tools=[mcp_tool(mcp_server)],
        max_tool_calls=1,
    )
    assert [item.type for item in response.output] == ["mcp_list_tools", "mcp_call", "message"]
    assert response.max_tool_calls == 1
    assert tool_calls(mcp_server) == [{"tool": "echo", "arguments": {"text": "a"}}]
    # With the budget spent the model is offered no MCP tool and answers.
    assert "tools" not in fake_upstream.requests()[1]
    assert response.output_text == "Tool said: a | offered: -"


def test_turn_limit_ends_the_response_incomplete(
    client: openai.OpenAI, mcp_server: McpTestServer, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model=MODEL, input='LOOP CALL echo {"text": "again"}', tools=[mcp_tool(mcp_server)]
    )
    assert response.status == "incomplete"
    assert response.incomplete_details is not None
    assert response.incomplete_details.reason is None
    calls = [item for item in response.output if item.type == "mcp_call"]
    # The default limit is 10 upstream calls; the last one's call is shown but not run.
    assert len(fake_upstream.requests()) == 10
    assert [c.status for c in calls] == ["completed"] * 9 + ["incomplete"]
    assert len(tool_calls(mcp_server)) == 9


# -- transports and the typed surface -----------------------------------------------------------


def test_sse_transport_by_url(client: openai.OpenAI, mcp_server: McpTestServer) -> None:
    tool = {**mcp_tool(mcp_server), "server_url": mcp_server.sse_url}
    response = client.responses.create(model=MODEL, input='CALL add {"a": 3, "b": 4}', tools=[tool])
    assert response.output[1].output == "7"


@pytest.fixture(params=["direct", "envoy"])
def typed_stub(request: pytest.FixtureRequest, stack: Stack) -> Iterator[Any]:
    """A typed ResponsesService stub, on the service's port or through Envoy."""
    target = stack.direct_grpc_target if request.param == "direct" else stack.grpc_target
    with grpc.insecure_channel(target) as channel:
        yield responses_pb2_grpc.ResponsesServiceStub(channel)


def typed_request(
    server: McpTestServer, text: str, approval: str = "never"
) -> responses_pb2.CreateResponseRequest:
    """A typed create request offering the test server as an mcp tool."""
    request = responses_pb2.CreateResponseRequest(model=MODEL)
    request.input.text = text
    tool = request.tools.add().mcp
    tool.server_label = "tests"
    tool.server_url = server.url
    tool.require_approval.string_value = approval
    return request


def test_typed_grpc_runs_the_tool_loop(typed_stub: Any, mcp_server: McpTestServer) -> None:
    request = typed_request(mcp_server, 'CALL add {"a": 20, "b": 22}')
    response = typed_stub.CreateResponse(request, timeout=30)
    assert response.status == response_pb2.RESPONSE_STATUS_COMPLETED
    kinds = [item.WhichOneof("item") for item in response.output]
    assert kinds == ["mcp_list_tools", "mcp_call", "message"]
    listing, call = response.output[0].mcp_list_tools, response.output[1].mcp_call
    assert [tool.name for tool in listing.tools] == SERVER_TOOLS
    assert listing.tools[0].annotations["readOnlyHint"] is True
    assert (call.name, call.output, call.status) == (
        "add",
        "42",
        items_pb2.MCP_CALL_STATUS_COMPLETED,
    )
    events = [e.WhichOneof("event") for e in typed_stub.StreamResponse(request, timeout=30)]
    # Consecutive deltas collapse to one: how the upstream splits text is its own business.
    collapsed = [e for i, e in enumerate(events) if i == 0 or e != events[i - 1]]
    assert collapsed == [
        "response_created",
        "response_in_progress",
        "response_output_item_added",
        "response_mcp_list_tools_in_progress",
        "response_mcp_list_tools_completed",
        "response_output_item_done",
        "response_output_item_added",
        "response_mcp_call_in_progress",
        "response_mcp_call_arguments_delta",
        "response_mcp_call_arguments_done",
        "response_mcp_call_completed",
        "response_output_item_done",
        "response_output_item_added",
        "response_content_part_added",
        "response_output_text_delta",
        "response_output_text_done",
        "response_content_part_done",
        "response_output_item_done",
        "response_completed",
    ]


def test_typed_grpc_approval_round_trip_and_failed_call(
    typed_stub: Any, mcp_server: McpTestServer
) -> None:
    asked = typed_stub.CreateResponse(
        typed_request(mcp_server, 'CALL record {"note": "typed"}', "always"), timeout=30
    )
    approval = asked.output[1].mcp_approval_request
    assert approval.name == "record"
    follow_up = typed_request(mcp_server, "", "always")
    follow_up.previous_response_id = asked.id
    answer = follow_up.input.items.items.add().mcp_approval_response
    answer.approval_request_id = approval.id
    answer.approve = True
    done = typed_stub.CreateResponse(follow_up, timeout=30)
    call = done.output[0].mcp_call
    assert (call.approval_request_id, call.output) == (approval.id, "recorded typed")
    assert len(tool_calls(mcp_server, "record")) == 1
    failing = typed_stub.CreateResponse(
        typed_request(mcp_server, 'CALL fail {"message": "typed boom"}'), timeout=30
    )
    failed = failing.output[1].mcp_call
    assert failed.status == items_pb2.MCP_CALL_STATUS_FAILED
    assert failed.error.WhichOneof("error") == "mcp_tool_execution_error"
    content = failed.error.mcp_tool_execution_error.content
    assert content.list_value.values[0].struct_value["text"] == "typed boom"
