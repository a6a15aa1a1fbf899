"""Context management against the bundled local model (llama.cpp), as `make up` runs it with no
upstream configured: its context window and tokenizer, input_tokens equal to real usage."""

from __future__ import annotations

from typing import Any

import httpx
import openai
import pytest

from tests.e2e.test_local_model import local_stack, sdk, upstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

__all__ = ["local_stack", "sdk", "upstream"]  # fixtures shared with test_local_model


def test_the_local_model_states_its_window_and_tokenizes(upstream: httpx.Client) -> None:
    models = upstream.get("/models").json()["data"]
    assert models[0]["max_model_len"] > 0
    # vLLM's path: at the server's root, not under /v1.
    root = str(upstream.base_url).removesuffix("/").removesuffix("/v1")
    counted = upstream.post(
        f"{root}/tokenize", json={"messages": [{"role": "user", "content": "hello there"}]}
    ).json()
    assert counted["count"] > 2 and counted["max_model_len"] == models[0]["max_model_len"]


@pytest.mark.parametrize(
    "request_body",
    [
        {"input": "What is 2+2?", "instructions": "Be brief."},
        {
            "input": [
                {"role": "user", "content": "Name a colour."},
                {"role": "assistant", "content": "Blue."},
                {"role": "user", "content": "Another one?"},
            ]
        },
    ],
)
def test_input_tokens_equal_the_real_calls_usage(
    sdk: openai.OpenAI, request_body: dict[str, Any]
) -> None:
    raw = sdk.responses.input_tokens.with_raw_response.count(model="smollm2", **request_body)
    assert raw.headers["responsa-token-count-method"] == "tokenizer"
    counted = raw.parse()
    assert counted.object == "response.input_tokens"
    real = sdk.responses.create(
        model="smollm2", max_output_tokens=16, temperature=0, **request_body
    )
    assert real.usage is not None
    assert counted.input_tokens == real.usage.input_tokens


def test_input_tokens_of_a_chain(sdk: openai.OpenAI) -> None:
    first = sdk.responses.create(
        model="smollm2", input="Say one word.", max_output_tokens=16, temperature=0
    )
    counted = sdk.responses.input_tokens.count(
        model="smollm2", input="And another?", previous_response_id=first.id
    )
    second = sdk.responses.create(
        model="smollm2",
        input="And another?",
        previous_response_id=first.id,
        max_output_tokens=16,
        temperature=0,
    )
    assert second.usage is not None and counted.input_tokens == second.usage.input_tokens


def test_compact_and_continue(sdk: openai.OpenAI, local_stack: Stack) -> None:
    # A summary is up to 512 tokens: minutes on a loaded 2-core machine.
    sdk = sdk.with_options(timeout=600)
    first = sdk.responses.create(
        model="smollm2", input="My name is Ada.", max_output_tokens=16, temperature=0
    )
    compacted = sdk.responses.compact(model="smollm2", previous_response_id=first.id)
    assert compacted.object == "response.compaction"
    item = compacted.output[-1]
    assert item.type == "compaction"
    follow = sdk.responses.create(
        model="smollm2",
        input=[item.model_dump(exclude_none=True), {"role": "user", "content": "My name?"}],
        max_output_tokens=16,
        temperature=0,
    )
    assert follow.status in ("completed", "incomplete") and follow.output_text
