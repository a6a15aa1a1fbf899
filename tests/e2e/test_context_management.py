"""Context management through the official Python SDK (strict): truncation against a small
context window (stated by /v1/models, or only revealed by the upstream's overflow error)."""

from __future__ import annotations

from typing import Any

import openai
import pytest

from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import SMALL_CONTEXT_TOKENS

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
