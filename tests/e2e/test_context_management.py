"""Context management through the official Python SDK (strict): truncation against a small
context window (stated by /v1/models, or only revealed by the upstream's overflow error)."""

from __future__ import annotations

from typing import Any

import httpx
import openai
import pytest

from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import SMALL_CONTEXT_TOKENS
from tests.stack import Stack

pytestmark = pytest.mark.e2e

OVERFLOW = (
    "Your input exceeds the context window of this model. Please adjust your input and try again."
)


def turn_text(n: int) -> str:
    # 5 words: 8 prompt tokens for the fake (words + 3 per message); its echo makes 9.
    return f"alpha beta gamma delta t{n}"


def build_chain(client: openai.OpenAI, model: str, turns: int) -> str:
    previous: str | None = None
    for n in range(1, turns + 1):
        response = client.responses.create(
            model=model,
            input=turn_text(n),
            instructions="Be brief.",
            previous_response_id=previous,
            truncation="auto",
        )
        assert response.status == "completed"
        assert response.usage is not None and response.usage.input_tokens <= SMALL_CONTEXT_TOKENS
        previous = response.id
    assert previous is not None
    return previous


def texts(messages: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in messages]


def test_auto_drops_exactly_the_oldest_items(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = build_chain(client, "fake-small-context", 5)
    fake_upstream.reset()
    response = client.responses.create(
        model="fake-small-context",
        input=turn_text(6),
        instructions="Be brief.",
        previous_response_id=previous,
        truncation="auto",
    )
    assert response.status == "completed" and response.truncation == "auto"
    sent = fake_upstream.requests()[-1]["messages"]
    # 5 (instructions) + 5 turns x 17 + 8 = 98 tokens > 60: the five oldest items go
    # (user 1, echo 1, user 2, echo 2, user 3), the instructions stay.
    assert texts(sent) == [
        ("system", "Be brief."),
        ("assistant", f"Echo: {turn_text(3)}"),
        ("user", turn_text(4)),
        ("assistant", f"Echo: {turn_text(4)}"),
        ("user", turn_text(5)),
        ("assistant", f"Echo: {turn_text(5)}"),
        ("user", turn_text(6)),
    ]
    assert response.usage is not None and response.usage.input_tokens == 56
    # The stored input is what the client sent, not what the model saw.
    assert [i.id for i in client.responses.input_items.list(response.id).data] != []


def test_disabled_overflow_is_openais_400_before_the_upstream(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    previous = build_chain(client, "fake-small-context", 5)
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(
            model="fake-small-context",
            input=turn_text(6),
            instructions="Be brief.",
            previous_response_id=previous,
        )
    assert refused.value.body == {  # type: ignore[comparison-overlap]
        "message": OVERFLOW,
        "type": "invalid_request_error",
        "param": "input",
        "code": "context_length_exceeded",
    }
    assert fake_upstream.requests() == []


def test_unknown_window_is_learned_from_the_overflow_error(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    long_input = " ".join(f"w{i}" for i in range(40))
    first = client.responses.create(model="fake-hidden-context", input=long_input)
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(
            model="fake-hidden-context", input=long_input, previous_response_id=first.id
        )
    assert refused.value.body["code"] == "context_length_exceeded"  # type: ignore[index]
    retried = client.responses.create(
        model="fake-hidden-context",
        input=long_input,
        previous_response_id=first.id,
        truncation="auto",
        stream=True,
    )
    events = list(retried)
    assert events[-1].type == "response.completed"
    sent = fake_upstream.requests()[-1]["messages"]
    assert texts(sent) == [("user", long_input)]


def test_a_single_item_larger_than_the_window_is_a_400(client: openai.OpenAI) -> None:
    huge = " ".join(f"w{i}" for i in range(SMALL_CONTEXT_TOKENS))
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(model="fake-small-context", input=huge, truncation="auto")
    assert refused.value.body["code"] == "context_length_exceeded"  # type: ignore[index]


def chain_of(client: openai.OpenAI, turns: int) -> str:
    previous: str | None = None
    for n in range(1, turns + 1):
        previous = client.responses.create(
            model="fake-text", input=f"turn {n}", previous_response_id=previous
        ).id
    assert previous is not None
    return previous


def test_compact_a_30_turn_chain_and_continue(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    last = chain_of(client, 30)
    fake_upstream.reset()
    compacted = client.responses.compact(model="fake-text", previous_response_id=last)
    assert compacted.object == "response.compaction" and compacted.usage.input_tokens > 0
    summarized = fake_upstream.requests()[-1]["messages"]
    assert len(summarized) == 61  # the 30 turns, then the compaction prompt
    assert summarized[0] == {"role": "user", "content": "turn 1"}
    summary = f"Echo: {summarized[-1]['content']}"  # what the fake model answered
    [item] = compacted.output
    assert item.type == "compaction" and item.id.startswith("cmp_")
    assert "turn" not in item.encrypted_content  # sealed: the client cannot read it

    fake_upstream.reset()
    follow = client.responses.create(
        model="fake-text",
        input=[item.model_dump(exclude_none=True), {"role": "user", "content": "next"}],
    )
    assert follow.output_text == "Echo: next"
    sent = fake_upstream.requests()[-1]["messages"]
    # The summary stands in for the 30 turns.
    assert texts(sent) == [
        ("user", f"Summary of the earlier conversation:\n{summary}"),
        ("user", "next"),
    ]
    # The stored compaction item keeps working further down the chain.
    fake_upstream.reset()
    client.responses.create(model="fake-text", input="again", previous_response_id=follow.id)
    assert len(fake_upstream.requests()[-1]["messages"]) == 4


def test_tampered_compaction_item_is_a_400(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    compacted = client.responses.compact(model="fake-text", input="remember: blue")
    item = compacted.output[0].model_dump(exclude_none=True)
    content = item["encrypted_content"]
    middle = len(content) // 2
    flipped = "A" if content[middle] != "A" else "B"
    forged = [
        {**item, "encrypted_content": content[:middle] + flipped + content[middle + 1 :]},
        {**item, "encrypted_content": "v1.bm90IHNlYWxlZCBieSB0aGlzIHNlcnZlcg=="},
        {**item, "encrypted_content": "plain text summary"},
    ]
    fake_upstream.reset()
    for bad in forged:
        with pytest.raises(openai.BadRequestError) as refused:
            client.responses.create(
                model="fake-text", input=[{"role": "user", "content": "hi"}, bad]
            )
        assert refused.value.body["param"] == "input[1].encrypted_content"  # type: ignore[index]
        assert refused.value.body["code"] == "invalid_encrypted_content"  # type: ignore[index]
    assert fake_upstream.requests() == []


def test_compact_without_model_is_the_specs_400(stack: Stack) -> None:
    reply = httpx.post(f"{stack.rest_url}/responses/compact", json={"input": "x"}, timeout=20)
    assert reply.status_code == 400
    assert reply.json() == {
        "error": {
            "message": "Missing required parameter: 'model'.",
            "type": "invalid_request_error",
            "param": "model",
            "code": "missing_required_parameter",
        }
    }


def test_input_tokens_match_the_usage_of_the_real_call(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(model="fake-text", input="one two three")
    asked: dict[str, Any] = {
        "model": "fake-text",
        "input": "four five",
        "instructions": "Be brief.",
        "previous_response_id": first.id,
    }
    raw = client.responses.input_tokens.with_raw_response.count(**asked)
    assert raw.headers["responsa-token-count-method"] == "tokenizer"
    counted = raw.parse()
    real = client.responses.create(**asked)
    assert real.usage is not None and counted.input_tokens == real.usage.input_tokens
    conversation = client.conversations.create(items=[{"role": "user", "content": "a b c"}])
    by_conversation = client.responses.input_tokens.count(
        model="fake-text", input="d", conversation=conversation.id
    )
    # The fake counts words plus 3 per message: "a b c" (6) + "d" (4).
    assert by_conversation.input_tokens == 10
