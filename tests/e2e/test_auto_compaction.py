"""Automatic compaction (`context_management` with `compact_threshold`) and the
`compaction_trigger` input item through the real stack: the official SDK in strict mode (plain,
streamed, background), WebSocket mode, and what the fake upstream was sent before and after.

The fake counts a prompt as its words plus 3 per message and echoes the last user message, so
each turn of 150 words adds about 310 tokens: the fourth turn of a chain is the first over the
threshold of 1000."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import openai
import pytest
from websockets.sync.client import connect

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

MODEL = "fake-text"
MANAGED: Any = [{"type": "compaction", "compact_threshold": 1000}]
SUMMARY_PREFIX = "Summary of the earlier conversation:\n"


def words(tag: str) -> str:
    """A user message of 150 words, starting with `tag`."""
    return " ".join([tag, *(["word"] * 149)])


def chats(fake_upstream: FakeUpstream) -> list[list[tuple[str, str]]]:
    """(role, first word of the content) of each chat request the fake received."""
    return [
        [(m["role"], str(m["content"]).split(" ")[0]) for m in body["messages"]]
        for body in fake_upstream.requests()
    ]


def is_summary(chat: list[tuple[str, str]]) -> bool:
    """Whether a chat request was a compaction pass (its last message is the prompt)."""
    return chat[-1] == ("user", "Summarize")


def chain_of_three(client: openai.OpenAI) -> str:
    """Three turns under the threshold; the last response's id."""
    previous: str | None = None
    for tag in ("ONE", "TWO", "THREE"):
        response = client.responses.create(
            model=MODEL,
            input=words(tag),
            previous_response_id=previous,
            context_management=MANAGED,
        )
        assert [item.type for item in response.output] == ["message"]
        previous = response.id
    assert previous is not None
    return previous


def assert_compacted_then_continued(fake_upstream: FakeUpstream) -> None:
    """The fourth turn's requests: a summary of turns one and two, then the turn from the
    checkpoint (summary, turn three kept as it was, the new input)."""
    summary, turn = chats(fake_upstream)[-2:]
    assert is_summary(summary)
    assert summary[:4] == [
        ("user", "ONE"),
        ("assistant", "Echo:"),
        ("user", "TWO"),
        ("assistant", "Echo:"),
    ]
    assert turn == [
        ("user", SUMMARY_PREFIX.split(" ")[0]),
        ("user", "THREE"),
        ("assistant", "Echo:"),
        ("user", "FOUR"),
    ]
    assert fake_upstream.requests()[-1]["messages"][0]["content"].startswith(SUMMARY_PREFIX)


def test_a_chain_compacts_once_and_later_turns_start_from_the_checkpoint(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = chain_of_three(client)
    fake_upstream.reset()
    fourth = client.responses.create(
        model=MODEL, input=words("FOUR"), previous_response_id=previous, context_management=MANAGED
    )
    assert [item.type for item in fourth.output] == ["compaction", "message"]
    checkpoint = fourth.output[0]
    assert checkpoint.type == "compaction" and checkpoint.id.startswith("cmp_")
    assert "word" not in checkpoint.encrypted_content  # sealed
    assert fourth.output_text.startswith("Echo: FOUR")
    assert_compacted_then_continued(fake_upstream)

    fake_upstream.reset()
    fifth = client.responses.create(
        model=MODEL, input=words("FIVE"), previous_response_id=fourth.id, context_management=MANAGED
    )
    assert [item.type for item in fifth.output] == ["message"]  # under the threshold again
    [turn] = chats(fake_upstream)
    assert turn[0][1] == "Summary" and turn[-3:] == [
        ("user", "FOUR"),
        ("assistant", "Echo:"),
        ("user", "FIVE"),
    ]
    assert ("user", "ONE") not in turn and ("user", "TWO") not in turn


def test_a_streamed_turn_emits_the_checkpoint_first(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = chain_of_three(client)
    fake_upstream.reset()
    with client.responses.stream(
        model=MODEL, input=words("FOUR"), previous_response_id=previous, context_management=MANAGED
    ) as stream:
        events = list(stream)
        final = stream.get_final_response()
    added = [e for e in events if e.type == "response.output_item.added"]
    done = [e for e in events if e.type == "response.output_item.done"]
    assert (added[0].output_index, added[0].item.type) == (0, "compaction")
    assert (done[0].output_index, done[0].item.type) == (0, "compaction")
    assert [item.type for item in final.output] == ["compaction", "message"]
    assert final.output[0].id == done[0].item.id
    assert_compacted_then_continued(fake_upstream)


def test_a_compaction_trigger_compacts_now(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(model=MODEL, input="remember the colour blue")
    fake_upstream.reset()
    compacted = client.responses.create(
        model=MODEL, input=[{"type": "compaction_trigger"}], previous_response_id=first.id
    )
    assert compacted.status == "completed"
    assert [item.type for item in compacted.output] == ["compaction"]
    [summary] = chats(fake_upstream)
    assert is_summary(summary) and summary[0] == ("user", "remember")
    fake_upstream.reset()
    client.responses.create(model=MODEL, input="and now?", previous_response_id=compacted.id)
    [turn] = chats(fake_upstream)
    assert turn == [("user", "Summary"), ("user", "and")]


def test_background_mode_compacts_in_the_job(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = chain_of_three(client)
    fake_upstream.reset()
    queued = client.responses.create(
        model=MODEL,
        input=words("FOUR"),
        previous_response_id=previous,
        context_management=MANAGED,
        background=True,
    )
    assert queued.status == "queued" and queued.output == []
    deadline = time.monotonic() + 20
    done = client.responses.retrieve(queued.id)
    while done.status in ("queued", "in_progress") and time.monotonic() < deadline:
        time.sleep(0.05)
        done = client.responses.retrieve(queued.id)
    assert done.status == "completed"
    assert [item.type for item in done.output] == ["compaction", "message"]
    assert_compacted_then_continued(fake_upstream)


def test_websocket_mode_compacts_in_the_session(
    stack: Stack, client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = chain_of_three(client)
    fake_upstream.reset()
    with connect(stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        body = {
            "type": "response.create",
            "model": MODEL,
            "input": words("FOUR"),
            "previous_response_id": previous,
            "context_management": MANAGED,
        }
        socket.send(json.dumps(body))
        events: list[dict[str, Any]] = []
        while not events or events[-1]["type"] not in ("response.completed", "error"):
            events.append(json.loads(socket.recv(timeout=20)))
    final = events[-1]["response"]
    assert [item["type"] for item in final["output"]] == ["compaction", "message"]
    added = [e for e in events if e["type"] == "response.output_item.added"]
    assert added[0]["item"]["type"] == "compaction"
    assert_compacted_then_continued(fake_upstream)


@pytest.mark.parametrize(
    ("body", "param"),
    [
        (
            {"context_management": [{"type": "compaction", "compact_threshold": 10}]},
            "context_management[0].compact_threshold",
        ),
        ({"context_management": [{"type": "summarize"}]}, "context_management[0].type"),
        ({"input": [{"type": "compaction_trigger"}, "x"]}, "input[0]"),
    ],
)
def test_bad_compaction_parameters_are_400s(
    stack: Stack, fake_upstream: FakeUpstream, body: dict[str, Any], param: str
) -> None:
    fake_upstream.reset()
    reply = httpx.post(
        f"{stack.rest_url}/responses", json={"model": MODEL, "input": "x", **body}, timeout=20
    )
    assert reply.status_code == 400, reply.text
    assert reply.json()["error"]["param"] == param
    assert fake_upstream.requests() == []


def test_a_conversation_compacts_and_goes_on_from_the_checkpoint(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    conversation = client.conversations.create()
    for tag in ("ONE", "TWO", "THREE"):
        client.responses.create(
            model=MODEL, input=words(tag), conversation=conversation.id, context_management=MANAGED
        )
    fake_upstream.reset()
    fourth = client.responses.create(
        model=MODEL, input=words("FOUR"), conversation=conversation.id, context_management=MANAGED
    )
    assert [item.type for item in fourth.output] == ["compaction", "message"]
    assert_compacted_then_continued(fake_upstream)
    # The checkpoint is a conversation item like any other output item.
    listed = client.conversations.items.list(conversation.id, order="asc")
    assert "compaction" in [item.type for item in listed.data]
    fake_upstream.reset()
    client.responses.create(model=MODEL, input="short", conversation=conversation.id)
    [turn] = chats(fake_upstream)
    assert turn[0] == ("user", "Summary") and turn[-1] == ("user", "short")
    assert ("user", "ONE") not in turn
