"""Automatic compaction (`context_management`) and `compaction_trigger` driven through the
ToolLoop over the scripted upstream: when a checkpoint is made, what it holds, and what the
upstream is sent before and after it, in a chain."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.context.compaction import COMPACTION_PROMPT, SUMMARY_PREFIX
from responsa_server.model.errors import ApiError

from tests.engine.conftest import PROJECT, Engine, mcp_tool, request
from tests.engine.fake_upstream import Answer, Call
from tests.mcp_server import McpTestServer

THRESHOLD = 1000
MANAGED = [{"type": "compaction", "compact_threshold": THRESHOLD}]


def long_text(tag: str) -> str:
    """About 400 approximate tokens (1600 characters), starting with `tag`."""
    return (tag + " " + "lorem ipsum " * 140)[:1600]


def texts(body: dict[str, Any]) -> list[str]:
    """The text of every message of a chat request."""
    return [str(message.get("content")) for message in body["messages"]]


def is_summary_call(body: dict[str, Any]) -> bool:
    """Whether an upstream request is a compaction pass."""
    return texts(body)[-1] == COMPACTION_PROMPT


async def chain_turn(
    engine: Engine, previous: str | None, tag: str, *, stream: bool = False
) -> dict[str, Any]:
    """One turn of the chain: a long user message; the Response."""
    body: dict[str, Any] = {"input": long_text(tag), "context_management": MANAGED}
    if previous is not None:
        body["previous_response_id"] = previous
    if not stream:
        return await engine.loop.create(request(**body), project=PROJECT)
    events: list[dict[str, Any]] = []
    async for batch in engine.loop.stream(request(**body), project=PROJECT):
        events.extend(batch)
    compaction_events = [
        event
        for event in events
        if event["type"].startswith("response.output_item.")
        and event["item"]["type"] == "compaction"
    ]
    final: dict[str, Any] = events[-1]["response"]
    if any(item["type"] == "compaction" for item in final["output"]):
        assert [event["type"] for event in compaction_events] == [
            "response.output_item.added",
            "response.output_item.done",
        ]
        assert all(event["output_index"] == 0 for event in compaction_events)
    else:
        assert compaction_events == []
    return final


@pytest.mark.parametrize("stream", [False, True])
async def test_a_growing_chain_is_compacted_once_and_goes_on_from_the_checkpoint(
    engine: Engine, stream: bool
) -> None:
    # Turns 1 and 2 fit; turn 3 is over 1000 tokens: one summary pass, then its answer.
    engine.script(
        Answer(text="answer one"),
        Answer(text="answer two"),
        Answer(text="THE SUMMARY", usage=(900, 7)),
        Answer(text="answer three"),
        Answer(text="answer four"),
    )
    previous = None
    responses = []
    for tag in ("ONE", "TWO", "THREE", "FOUR"):
        response = await chain_turn(engine, previous, tag, stream=stream)
        responses.append(response)
        previous = response["id"]
    kinds = [[item["type"] for item in response["output"]] for response in responses]
    assert kinds == [["message"], ["message"], ["compaction", "message"], ["message"]]
    checkpoint = responses[2]["output"][0]
    assert checkpoint["id"].startswith("cmp_") and checkpoint["encrypted_content"]
    assert "THE SUMMARY" not in checkpoint["encrypted_content"]  # sealed, not readable
    # The compaction pass's tokens count in the response's usage.
    assert responses[2]["usage"]["input_tokens"] == 900 + 10

    bodies = engine.upstream.bodies
    assert [is_summary_call(body) for body in bodies] == [False, False, True, False, False]
    summarized = "\n".join(texts(bodies[2]))
    assert "ONE" in summarized and "answer one" in summarized and "TWO" in summarized
    assert "THREE" not in summarized  # the newest input is kept, not summarized
    summary_message = SUMMARY_PREFIX + "THE SUMMARY"
    # Turn 3 goes on from the checkpoint: the summary, the kept items, the new input.
    turn_three = texts(bodies[3])
    assert turn_three[0] == summary_message
    assert turn_three[-1].startswith("THREE")
    assert not any(text.startswith(("ONE", "TWO")) for text in turn_three)
    # Turn 4 (previous_response_id) reads the chain from the checkpoint on.
    turn_four = texts(bodies[4])
    assert turn_four[0] == summary_message
    assert turn_four[-3:-1] == [long_text("THREE"), "answer three"]
    assert turn_four[-1].startswith("FOUR")
    assert not any(text.startswith(("ONE", "TWO")) for text in turn_four)


async def test_a_stateless_client_resending_the_checkpoint_starts_from_it(engine: Engine) -> None:
    engine.script(Answer(text="THE SUMMARY"), Answer(text="done"), Answer(text="next"))
    items: list[dict[str, Any]] = [
        {"role": "user", "content": long_text("ONE")},
        {"role": "assistant", "content": "a1"},
        {"role": "user", "content": long_text("TWO")},
        {"role": "assistant", "content": "a2"},
        {"role": "user", "content": long_text("THREE")},
    ]
    first = await engine.loop.create(
        request(input=items, store=False, context_management=MANAGED), project=PROJECT
    )
    assert [item["type"] for item in first["output"]] == ["compaction", "message"]
    # OpenAI's stateless chaining: append the output to the input, add the next message.
    resent = [*items, *first["output"], {"role": "user", "content": "short follow-up"}]
    await engine.loop.create(request(input=resent, store=False), project=PROJECT)
    last = texts(engine.upstream.bodies[-1])
    assert last[0] == SUMMARY_PREFIX + "THE SUMMARY"
    assert last[-1] == "short follow-up"
    assert not any(text.startswith(("ONE", "TWO")) for text in last)


@pytest.mark.parametrize("stream", [False, True])
async def test_a_long_tool_loop_is_compacted_between_its_turns(
    engine: Engine, mcp_server: McpTestServer, stream: bool
) -> None:
    # Each echo call reads about 400 tokens (its arguments and its result): the fourth turn's
    # prompt is over 1000, so the calls before the newest are summarized between turns.
    calls = [Call("echo", {"text": long_text(tag)[:800]}) for tag in ("AAA", "BBB", "CCC")]
    engine.script(
        *(Answer(calls=(call,)) for call in calls),
        Answer(text="THE SUMMARY"),
        Answer(text="done"),
    )
    body = request(input="go", tools=[mcp_tool(mcp_server)], context_management=MANAGED)
    if stream:
        events = [e async for batch in engine.loop.stream(body, project=PROJECT) for e in batch]
        response = events[-1]["response"]
        added = [e for e in events if e["type"] == "response.output_item.added"]
        assert [e["item"]["type"] for e in added][-2:] == ["compaction", "message"]
    else:
        response = await engine.loop.create(body, project=PROJECT)
    kinds = [item["type"] for item in response["output"]]
    assert kinds == ["mcp_list_tools", "mcp_call", "mcp_call", "mcp_call", "compaction", "message"]
    bodies = engine.upstream.bodies
    assert [is_summary_call(b) for b in bodies] == [False, False, False, True, False]
    summarized = "\n".join(texts(bodies[3]))
    assert "AAA" in summarized and "BBB" in summarized and "CCC" not in summarized
    last = bodies[4]["messages"]
    assert last[0]["content"] == SUMMARY_PREFIX + "THE SUMMARY"
    # The newest call is kept as the model made it: its call and its result.
    assert [m["role"] for m in last[1:]] == ["assistant", "tool"]
    assert last[2]["content"].startswith("CCC")
    assert not any("AAA" in str(m.get("content")) for m in last)
    # The next response in the chain starts from the checkpoint too.
    engine.script(Answer(text="after"))
    await engine.loop.create(
        request(input="more", previous_response_id=response["id"]), project=PROJECT
    )
    following = texts(engine.upstream.bodies[-1])
    assert following[0] == SUMMARY_PREFIX + "THE SUMMARY"
    assert following[-2:] == ["done", "more"]


async def test_under_the_threshold_nothing_is_compacted(engine: Engine) -> None:
    engine.script(Answer(text="fine"))
    response = await engine.loop.create(
        request(input="short", context_management=MANAGED), project=PROJECT
    )
    assert [item["type"] for item in response["output"]] == ["message"]
    assert len(engine.upstream.bodies) == 1


async def test_a_compaction_trigger_compacts_everything_and_ends_the_response(
    engine: Engine,
) -> None:
    engine.script(Answer(text="first"), Answer(text="ALL OF IT"), Answer(text="after"))
    first = await engine.loop.create(request(input="hello there"), project=PROJECT)
    compacted = await engine.loop.create(
        request(
            input=[{"role": "user", "content": "wrap up"}, {"type": "compaction_trigger"}],
            previous_response_id=first["id"],
        ),
        project=PROJECT,
    )
    assert compacted["status"] == "completed"
    assert [item["type"] for item in compacted["output"]] == ["compaction"]
    assert is_summary_call(engine.upstream.bodies[1])
    assert texts(engine.upstream.bodies[1])[:3] == ["hello there", "first", "wrap up"]
    await engine.loop.create(
        request(input="go on", previous_response_id=compacted["id"]), project=PROJECT
    )
    assert texts(engine.upstream.bodies[2]) == [SUMMARY_PREFIX + "ALL OF IT", "go on"]


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"context_management": []}, "context_management"),
        ({"context_management": {"type": "compaction"}}, "context_management"),
        ({"context_management": [{"type": "other"}]}, "context_management[0].type"),
        (
            {"context_management": [{"type": "compaction", "compact_threshold": 999}]},
            "context_management[0].compact_threshold",
        ),
        (
            {"context_management": [{"type": "compaction", "x": 1}]},
            "context_management[0].x",
        ),
        ({"input": [{"type": "compaction_trigger"}, {"role": "user", "content": "x"}]}, "input[0]"),
        ({"input": [{"type": "compaction_trigger", "extra": True}]}, "input[0].extra"),
    ],
)
def test_bad_compaction_parameters_are_400s_naming_them(body: dict[str, Any], param: str) -> None:
    with pytest.raises(ApiError) as raised:
        request(**body)
    assert (raised.value.status, raised.value.param) == (400, param)
