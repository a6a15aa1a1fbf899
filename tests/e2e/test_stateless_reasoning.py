"""Stateless reasoning (issue 23) through the official SDK in strict mode (and WebSocket mode): with
`include: ["reasoning.encrypted_content"]` a client that stores nothing sends reasoning items
back and the model gets what a stored chain gives it; tampered, foreign and other projects'
items are refused before the upstream."""

from __future__ import annotations

from typing import Any

import openai
import pytest
from websockets.sync.client import connect

from tests.e2e.test_auth import KeyedStack, keyed, rest
from tests.e2e.test_websocket import turn
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

__all__ = ["keyed"]  # the keyed stack fixture, shared with test_auth


def _replayable(output: list[Any]) -> list[dict[str, Any]]:
    """Output items as a client that stores nothing sends them back: reasoning with only its
    summary and encrypted_content (its text is not needed)."""
    items = [item.model_dump(exclude_none=True) for item in output]
    for item in items:
        if item["type"] == "reasoning":
            item.pop("content", None)
    return items


def test_store_false_turns_replay_reasoning_from_encrypted_content(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    include = ["reasoning.encrypted_content"]
    first = client.responses.create(
        model="fake-reasoning",
        input="first",
        store=False,
        include=include,  # type: ignore[list-item]
    )
    reasoning = first.output[0]
    assert reasoning.type == "reasoning"
    assert reasoning.encrypted_content and reasoning.encrypted_content.startswith("responsa.rs1.")
    history = [{"role": "user", "content": "first"}, *_replayable(first.output)]
    client.responses.create(
        model="fake-reasoning",
        input=[*history, {"role": "user", "content": "second"}],  # type: ignore[list-item]
        store=False,
        include=include,  # type: ignore[list-item]
    )
    stateless = fake_upstream.requests()[-1]["messages"]
    assert stateless == [
        {"role": "user", "content": "first"},
        {
            "role": "assistant",
            "content": "Echo: first",
            "reasoning_content": "The user said 'first', so I will echo it back.",
        },
        {"role": "user", "content": "second"},
    ]
    # Exactly what a stored chain gives the model.
    stored = client.responses.create(model="fake-reasoning", input="first")
    client.responses.create(model="fake-reasoning", input="second", previous_response_id=stored.id)
    assert fake_upstream.requests()[-1]["messages"] == stateless


def test_streamed_reasoning_item_is_sealed_when_it_is_done(client: openai.OpenAI) -> None:
    events = list(
        client.responses.create(
            model="fake-reasoning",
            input="hi",
            store=False,
            stream=True,
            include=["reasoning.encrypted_content"],  # type: ignore[list-item]
        )
    )
    done = [e for e in events if e.type == "response.output_item.done"]
    assert done[0].item.type == "reasoning"
    assert done[0].item.encrypted_content.startswith("responsa.rs1.")  # type: ignore[union-attr]
    plain = client.responses.create(model="fake-reasoning", input="hi", store=False)
    assert plain.output[0].encrypted_content is None  # type: ignore[union-attr]


@pytest.mark.parametrize("change", ["tampered", "foreign"])
def test_tampered_or_foreign_reasoning_is_refused_before_the_upstream(
    client: openai.OpenAI, fake_upstream: FakeUpstream, change: str
) -> None:
    first = client.responses.create(
        model="fake-reasoning",
        input="first",
        store=False,
        include=["reasoning.encrypted_content"],  # type: ignore[list-item]
    )
    items = _replayable(first.output)
    sealed = items[0]["encrypted_content"]
    if change == "tampered":
        flipped = "A" if sealed[40] != "A" else "B"
        items[0]["encrypted_content"] = sealed[:40] + flipped + sealed[41:]
    else:
        items[0]["encrypted_content"] = "gAAAAABpForeignContentFromAnotherServer=="
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(
            model="fake-reasoning",
            input=[{"role": "user", "content": "first"}, *items],  # type: ignore[list-item]
            store=False,
        )
    error = refused.value.body
    assert isinstance(error, dict)
    assert (error["code"], error["param"]) == (
        "invalid_encrypted_content",
        "input[1].encrypted_content",
    )
    assert error["message"].endswith("could not be verified.")
    assert fake_upstream.stats()["requests"] == 0


def test_reasoning_sealed_for_one_project_does_not_open_in_another(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    with rest(keyed, keyed.key_a) as mine, rest(keyed, keyed.key_b) as other:
        body = {
            "model": "fake-reasoning",
            "input": "first",
            "store": False,
            "include": ["reasoning.encrypted_content"],
        }
        first = mine.post("/responses", json=body).json()
        again = {
            "model": "fake-reasoning",
            "input": [{"role": "user", "content": "first"}, *first["output"]],
            "store": False,
        }
        assert mine.post("/responses", json=again).status_code == 200
        fake_upstream.reset()
        refused = other.post("/responses", json=again)
        assert refused.status_code == 400
        assert refused.json()["error"]["code"] == "invalid_encrypted_content"
        assert fake_upstream.stats()["requests"] == 0


def test_websocket_turns_replay_reasoning_from_encrypted_content_or_the_socket_cache(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    include = ["reasoning.encrypted_content"]
    with connect(stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        first = turn(socket, model="fake-reasoning", input="first", store=False, include=include)
        done = first[-1]["response"]
        assert done["output"][0]["encrypted_content"].startswith("responsa.rs1.")
        # The socket's cache of its newest response (a store:false continuation).
        cached = turn(
            socket,
            model="fake-reasoning",
            input="second",
            store=False,
            previous_response_id=done["id"],
        )
        assert cached[-1]["type"] == "response.completed"
        from_cache = fake_upstream.requests()[-1]["messages"]
        # The items sent back, the reasoning carried only in encrypted_content.
        history: list[dict[str, Any]] = [{"role": "user", "content": "first"}]
        for item in done["output"]:
            if item["type"] == "reasoning":
                item = {k: v for k, v in item.items() if k != "content"}
            history.append(item)
        history.append({"role": "user", "content": "second"})
        resent = turn(socket, model="fake-reasoning", input=history, store=False)
        assert resent[-1]["type"] == "response.completed"
    assert from_cache[1]["reasoning_content"] == "The user said 'first', so I will echo it back."
    assert fake_upstream.requests()[-1]["messages"] == from_cache
