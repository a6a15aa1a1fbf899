"""`ToolLoop` driven directly over the scripted upstream (no server, no network but the MCP test
server): answers, client calls, turn limits, `max_tool_calls`, parallel calls, MCP approvals and
upstream errors mid-stream."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import pytest
from responsa_server.model.errors import ApiError
from responsa_server.upstream.client import UpstreamError

from tests.engine.conftest import PROJECT, Engine, mcp_tool, open_engine, request
from tests.engine.fake_upstream import Answer, Call
from tests.mcp_server import McpTestServer

FUNCTION = {"type": "function", "name": "lookup", "parameters": {"type": "object"}}


async def events_of(engine: Engine, **body: Any) -> list[dict[str, Any]]:
    """Every event of one streamed response, in order."""
    events: list[dict[str, Any]] = []
    async for batch in engine.loop.stream(request(**body), project=PROJECT):
        events.extend(batch)
    return events


def offered(body: dict[str, Any]) -> list[str]:
    """The chat function names an upstream request offered."""
    return [tool["function"]["name"] for tool in body.get("tools", ())]


async def test_an_answer_is_returned_stored_and_usage_added(engine: Engine) -> None:
    engine.script(Answer(text="hello there", usage=(12, 3)))
    response = await engine.loop.create(request(instructions="be brief"), project=PROJECT)
    assert response["status"] == "completed"
    assert [part["text"] for part in response["output"][0]["content"]] == ["hello there"]
    assert response["usage"]["input_tokens"] == 12 and response["usage"]["output_tokens"] == 3
    [body] = engine.upstream.bodies
    assert body["messages"] == [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": "hi"},
    ]
    assert "stream" not in body
    stored = await engine.store.get(response["id"], project=PROJECT)
    assert stored is not None and stored["output"] == response["output"]


async def test_a_streamed_answer_is_numbered_events_one_batch_per_read(engine: Engine) -> None:
    engine.script(Answer(text="one two three"))
    events = await events_of(engine)
    types = [event["type"] for event in events]
    assert types[:2] == ["response.created", "response.in_progress"]
    assert types.count("response.output_text.delta") == 3
    assert types[-1] == "response.completed"
    assert [event["sequence_number"] for event in events] == list(range(len(events)))
    assert events[-1]["response"]["output"][0]["content"][0]["text"] == "one two three"
    assert engine.upstream.bodies[0]["stream"] is True


async def test_a_client_function_call_ends_the_response_after_one_turn(engine: Engine) -> None:
    engine.script(Answer(calls=(Call("lookup", {"q": "x"}),)))
    response = await engine.loop.create(request(tools=[FUNCTION]), project=PROJECT)
    [call] = response["output"]
    assert (call["type"], call["name"], call["status"]) == ("function_call", "lookup", "completed")
    assert orjson.loads(call["arguments"]) == {"q": "x"}
    assert len(engine.upstream.bodies) == 1 and not engine.upstream.answers
    assert offered(engine.upstream.bodies[0]) == ["lookup"]


async def test_an_upstream_error_mid_stream_fails_the_response_and_stores_it(
    engine: Engine,
) -> None:
    broken = UpstreamError("protocol", "connection reset")
    engine.script(Answer(text="a b c d", error=broken, fail_after=2))
    events = await events_of(engine)
    types = [event["type"] for event in events]
    assert types.count("response.output_text.delta") == 1  # the read before the failure
    assert types[-1] == "response.failed"
    failed = events[-1]["response"]
    assert failed["status"] == "failed"
    assert "connection reset" in failed["error"]["message"]
    # What the model had written is kept, cut: its item ends incomplete.
    assert failed["output"][0]["status"] == "incomplete"
    stored = await engine.store.get(failed["id"], project=PROJECT)
    assert stored is not None and stored["status"] == "failed"


async def test_an_upstream_error_of_a_create_is_the_clients_error(engine: Engine) -> None:
    engine.script(Answer(error=UpstreamError("timeout", "no first byte")))
    with pytest.raises(ApiError) as raised:
        await engine.loop.create(request(), project=PROJECT)
    assert raised.value.status == 504
    engine.script(Answer(error=UpstreamError("http", "bad", status_code=429)))
    with pytest.raises(ApiError) as raised:
        await engine.loop.create(request(), project=PROJECT)
    assert (raised.value.status, raised.value.code) == (429, "rate_limit_exceeded")


async def test_the_turn_limit_leaves_the_last_turns_call_unrun_and_incomplete(
    tmp_path: Path, mcp_server: McpTestServer
) -> None:
    engine, close = await open_engine(tmp_path, max_turns=2)
    try:
        mcp_server.reset()
        add = Call("add", {"a": 1, "b": 2})
        engine.script(Answer(calls=(add,)), Answer(calls=(add,)))
        response = await engine.loop.create(request(tools=[mcp_tool(mcp_server)]), project=PROJECT)
    finally:
        await close()
    assert len(engine.upstream.bodies) == 2
    calls = [item for item in response["output"] if item["type"] == "mcp_call"]
    assert [call["status"] for call in calls] == ["completed", "incomplete"]
    assert calls[0]["output"] == "3"
    assert response["status"] == "incomplete"
    assert len(mcp_server.calls()["calls"]) == 1  # the last turn's call did not run


async def test_max_tool_calls_ignores_calls_past_it_and_stops_offering_server_tools(
    engine: Engine, mcp_server: McpTestServer
) -> None:
    mcp_server.reset()
    engine.script(
        Answer(calls=(Call("add", {"a": 1, "b": 1}), Call("add", {"a": 2, "b": 2}))),
        Answer(text="done"),
    )
    response = await engine.loop.create(
        request(tools=[mcp_tool(mcp_server), FUNCTION], max_tool_calls=1), project=PROJECT
    )
    calls = [item for item in response["output"] if item["type"] == "mcp_call"]
    assert [orjson.loads(call["arguments"]) for call in calls] == [
        {"a": 1, "b": 1}
    ]  # the 2nd: not shown
    assert [c["arguments"] for c in mcp_server.calls()["calls"]] == [{"a": 1, "b": 1}]
    first, second = engine.upstream.bodies
    assert "add" in offered(first)
    assert offered(second) == ["lookup"]  # server tools no longer offered
    assert response["output"][-1]["content"][0]["text"] == "done"


@pytest.mark.parametrize("parallel", [True, False])
async def test_server_calls_of_a_turn_run_concurrently_unless_told_not_to(
    engine: Engine, mcp_server: McpTestServer, parallel: bool
) -> None:
    mcp_server.reset()
    engine.script(
        Answer(calls=(Call("slow", {"seconds": 0.3}), Call("echo", {"text": "x"}))),
        Answer(text="ok"),
    )
    response = await engine.loop.create(
        request(tools=[mcp_tool(mcp_server)], parallel_tool_calls=parallel), project=PROJECT
    )
    calls = [item for item in response["output"] if item["type"] == "mcp_call"]
    # Items close in the model's order whatever order the calls ended in.
    assert [(c["name"], c["output"]) for c in calls] == [("slow", "slept"), ("echo", "x")]
    # Both results were in the next turn's messages, in the model's order.
    tool_messages = [m for m in engine.upstream.bodies[1]["messages"] if m["role"] == "tool"]
    assert [m["content"] for m in tool_messages] == ["slept", "x"]
    found, stored = await engine.store.timeline(response["id"], project=PROJECT)
    assert found and stored is not None
    # Stored with the run's measures: {"steps": [...], "total_ms": ...} (engine/timeline.py).
    recorded = orjson.loads(stored)
    steps = {step.get("item_id"): step for step in recorded["steps"]}
    slow, echo = steps[calls[0]["id"]], steps[calls[1]["id"]]
    slow_ended = slow["start_ms"] + slow["duration_ms"]
    # Concurrent: echo started while slow ran; one at a time: only after slow ended (the 1 ms
    # margin absorbs the stored values' rounding to 0.1 ms; slow runs for 300).
    assert (echo["start_ms"] < slow_ended - 1.0) is parallel


async def test_an_approval_request_then_its_answer_runs_the_call_once(
    engine: Engine, mcp_server: McpTestServer
) -> None:
    mcp_server.reset()
    tools = [mcp_tool(mcp_server, approval="always")]
    engine.script(Answer(calls=(Call("record", {"note": "n1"}),)))
    asked = await engine.loop.create(request(tools=tools), project=PROJECT)
    approval = asked["output"][-1]
    assert approval["type"] == "mcp_approval_request" and approval["name"] == "record"
    assert mcp_server.calls()["calls"] == []  # nothing ran without the approval

    answer = {
        "type": "mcp_approval_response",
        "approval_request_id": approval["id"],
        "approve": True,
    }
    engine.script(Answer(text="recorded"))
    approved = await engine.loop.create(
        request(tools=tools, previous_response_id=asked["id"], input=[answer]), project=PROJECT
    )
    [call] = [item for item in approved["output"] if item["type"] == "mcp_call"]
    assert (call["approval_request_id"], call["output"]) == (approval["id"], "recorded n1")
    assert approved["output"][-1]["content"][0]["text"] == "recorded"
    assert [c["arguments"] for c in mcp_server.calls()["calls"]] == [{"note": "n1"}]
    # The model saw the call and its result before it answered.
    last = engine.upstream.bodies[-1]["messages"]
    assert last[-1] == {"role": "tool", "tool_call_id": call["id"], "content": "recorded n1"}

    # An approval is used once: a second answer is refused before the upstream is called.
    calls_before = len(engine.upstream.bodies)
    with pytest.raises(ApiError) as raised:
        await engine.loop.create(
            request(tools=tools, previous_response_id=asked["id"], input=[answer]),
            project=PROJECT,
        )
    assert (raised.value.status, raised.value.param) == (400, "input[0].approval_request_id")
    assert len(engine.upstream.bodies) == calls_before
    assert len(mcp_server.calls()["calls"]) == 1
