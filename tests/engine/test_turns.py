"""`Turns` over a prepared `Run`: resume points at turn boundaries, going on from one, and how
often the items become chat messages."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from responsa_server.engine import preparation as preparation_module
from responsa_server.engine import turns as turns_module
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.events import EventLog
from responsa_server.engine.resume import Resumed, ResumePoint

from tests.engine.conftest import PROJECT, Engine, mcp_tool, request
from tests.engine.fake_upstream import Answer, Call
from tests.mcp_server import McpTestServer


class RecordedCheckpoints:
    """Checkpoints kept in a list, as a background job's runner would store them."""

    def __init__(self) -> None:
        self.points: list[ResumePoint] = []
        self.calls_started: list[dict[str, int]] = []

    def turn_starts(self, point: ResumePoint) -> None:
        self.points.append(point)

    async def calls_start(self, usage: dict[str, int]) -> None:
        self.calls_started.append(usage)


async def test_every_turn_boundary_is_a_resume_point(
    engine: Engine, mcp_server: McpTestServer
) -> None:
    mcp_server.reset()
    engine.script(Answer(calls=(Call("add", {"a": 2, "b": 3}),), usage=(7, 1)), Answer(text="5"))
    checkpoints = RecordedCheckpoints()
    events: list[dict[str, Any]] = []
    async for batch in engine.loop.stream(
        request(tools=[mcp_tool(mcp_server)]), project=PROJECT, checkpoints=checkpoints
    ):
        events.extend(batch)
    output = events[-1]["response"]["output"]
    assert [item["type"] for item in output] == ["mcp_list_tools", "mcp_call", "message"]
    first, second = checkpoints.points
    assert (first.turn, first.items, first.tool_runs) == (0, 1, 0)
    assert (second.turn, second.items, second.tool_runs) == (1, 2, 1)
    assert second.usage == {"input": 7, "output": 1, "cached": 0, "reasoning": 0}
    # A point's sequence number is the next event's: everything before it was handed over.
    numbers = [event["sequence_number"] for event in events]
    assert second.next_sequence in numbers
    assert all(n < second.next_sequence for n in numbers[: numbers.index(second.next_sequence)])
    # The call's start was durable before it ran, with the usage so far.
    assert checkpoints.calls_started == [second.usage]


async def test_a_run_goes_on_from_a_resume_point_without_repeating_a_turn(
    engine: Engine, mcp_server: McpTestServer
) -> None:
    mcp_server.reset()
    tools = [mcp_tool(mcp_server)]
    engine.script(Answer(calls=(Call("add", {"a": 2, "b": 3}),)), Answer(text="5"))
    checkpoints = RecordedCheckpoints()
    finished = await engine.loop.create(request(tools=tools), project=PROJECT)
    point = ResumePoint(turn=1, next_sequence=40, items=2, usage={"input": 10, "output": 5})
    stored = finished["output"][: point.items]  # as if the process died after the call

    engine.script(Answer(text="it is 5", usage=(20, 2)))
    run = await engine.preparation.run(request(tools=tools), PROJECT)
    run.events = EventLog(point.next_sequence)
    run.stream = True
    run.checkpoints = checkpoints
    run.continue_from(Resumed(point, stored))
    batches = [batch async for batch in engine.turns().turns(run)]
    # One more upstream call (turn 1), none for turn 0; no second listing of the server's tools.
    assert len(engine.upstream.bodies) == 3
    assert mcp_server.calls()["calls"] == [{"tool": "add", "arguments": {"a": 2, "b": 3}}]
    messages = engine.upstream.bodies[-1]["messages"]
    assert messages[-1] == {"role": "tool", "tool_call_id": stored[1]["id"], "content": "5"}
    assert [item["type"] for item in run.output] == ["mcp_list_tools", "mcp_call", "message"]
    assert run.output[-1]["content"][0]["text"] == "it is 5"
    events = [event for batch in batches for event in batch]
    assert events[0]["sequence_number"] == point.next_sequence
    assert [p.turn for p in checkpoints.points] == [1]
    assert (run.usage.input, run.usage.output) == (30, 7)


@pytest.fixture
def conversions(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each input text was converted to chat messages (preparation's and the
    turns' conversions, counted through the real function)."""
    seen: Counter[str] = Counter()

    def counted(
        instructions: Any, context: Any, input_items: Any, *args: Any, **kwargs: Any
    ) -> Any:
        for item in [*context, *input_items]:
            if item.get("type", "message") == "message" and item["role"] == "user":
                content = item["content"]
                texts = [content] if isinstance(content, str) else [p["text"] for p in content]
                seen.update(texts)
        return to_chat_messages(instructions, context, input_items, *args, **kwargs)

    monkeypatch.setattr(preparation_module, "to_chat_messages", counted)
    monkeypatch.setattr(turns_module, "to_chat_messages", counted)
    return seen


async def test_the_input_becomes_chat_messages_once_over_every_turn(
    engine: Engine, mcp_server: McpTestServer, conversions: Counter[str]
) -> None:
    mcp_server.reset()
    engine.script(
        Answer(calls=(Call("add", {"a": 1, "b": 1}),)),
        Answer(calls=(Call("echo", {"text": "e"}),)),
        Answer(text="done"),
    )
    response = await engine.loop.create(
        request(tools=[mcp_tool(mcp_server)], input="question"), project=PROJECT
    )
    assert response["output"][-1]["content"][0]["text"] == "done"
    assert conversions["question"] == 1
    # Each turn's messages are the earlier ones plus that turn's new items.
    first, second, third = (body["messages"] for body in engine.upstream.bodies)
    assert first == [{"role": "user", "content": "question"}]
    assert second[: len(first)] == first and third[: len(second)] == second
    assert [m["role"] for m in third[len(second) :]] == ["assistant", "tool"]


async def test_a_chain_naming_mcp_tools_is_converted_again_with_the_listed_names(
    engine: Engine, mcp_server: McpTestServer, conversions: Counter[str]
) -> None:
    mcp_server.reset()
    tools = [mcp_tool(mcp_server)]
    engine.script(Answer(calls=(Call("add", {"a": 1, "b": 1}),)), Answer(text="2"))
    first = await engine.loop.create(request(tools=tools, input="q1"), project=PROJECT)
    engine.script(Answer(text="again"))
    await engine.loop.create(
        request(tools=tools, input="q2", previous_response_id=first["id"]), project=PROJECT
    )
    # The chain's mcp_call reads as the listed tool's own name, not `t__add`.
    messages = engine.upstream.bodies[-1]["messages"]
    names = [call["function"]["name"] for m in messages for call in m.get("tool_calls", ())]
    assert names == ["add"]
    assert conversions["q2"] == 2  # preparation's names were not the final ones
