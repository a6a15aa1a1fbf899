"""Stateless reasoning (inputs/reasoning.py) and its replay in chat messages: what a sealed item
opens to, what is refused, and where the reasoning goes in the messages."""

from __future__ import annotations

import os

import pytest
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.inputs.reasoning import PREFIX, ReasoningSeal, open_reasoning
from responsa_server.inputs.request_inputs import reasoning_in
from responsa_server.model.errors import ApiError

SEAL = ReasoningSeal(os.urandom(32))


def reasoning_item(text: str) -> dict[str, object]:
    return {
        "id": "rs_1",
        "type": "reasoning",
        "summary": [],
        "content": [{"type": "reasoning_text", "text": text}],
        "status": "completed",
    }


def sealed_item(text: str, project: str = "acme") -> dict[str, object]:
    item = reasoning_item(text)
    SEAL.seal_item(item, project=project)
    del item["content"]  # a client that stores nothing sends the sealed content only
    return item


def test_a_sealed_item_opens_to_its_text() -> None:
    item = sealed_item("think first")
    assert str(item["encrypted_content"]).startswith(PREFIX)
    opened = open_reasoning([item], SEAL, project="acme", param="input")
    assert opened[0]["content"] == [{"type": "reasoning_text", "text": "think first"}]
    assert "content" not in item  # the client's item is not changed


@pytest.mark.parametrize(
    "content",
    [
        "tampered",
        "other project",
        "other key",
        "gAAAAABforeign==",
    ],
)
def test_what_this_server_did_not_seal_for_the_project_is_refused(content: str) -> None:
    item = sealed_item("think first")
    sealed = str(item["encrypted_content"])
    if content == "tampered":
        item["encrypted_content"] = sealed[:-6] + ("A" if sealed[-6] != "A" else "B") + sealed[-5:]
    elif content == "other project":
        item = sealed_item("think first", project="globex")
    elif content == "other key":
        item["encrypted_content"] = ReasoningSeal(os.urandom(32)).seal("x", project="acme")
    else:
        item["encrypted_content"] = content
    with pytest.raises(ApiError) as refused:
        open_reasoning(
            [{"role": "user", "content": "hi"}, item], SEAL, project="acme", param="input"
        )
    error = refused.value
    assert (error.status, error.code, error.param) == (
        400,
        "invalid_encrypted_content",
        "input[1].encrypted_content",
    )


def test_foreign_content_passes_untouched_to_a_native_responses_upstream() -> None:
    item = dict(reasoning_item("x"), encrypted_content="gAAAAABforeign==")
    opened = open_reasoning([item], SEAL, project="acme", param="input", native_responses=True)
    assert opened[0] is item


def test_reasoning_rides_on_the_assistant_message_that_follows_it() -> None:
    context = [
        {"role": "user", "content": "one"},
        reasoning_item("plan A"),
        {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "ok"},
        reasoning_item("plan B"),
        reasoning_item("and C"),
        {"role": "assistant", "content": [{"type": "output_text", "text": "done"}]},
        reasoning_item("led nowhere"),
        {"role": "user", "content": "two"},
    ]
    messages = to_chat_messages(None, context, [])
    assert messages[1]["reasoning_content"] == "plan A"
    assert messages[1]["tool_calls"][0]["id"] == "c1"
    assert messages[3] == {
        "role": "assistant",
        "content": "done",
        "reasoning_content": "plan B\n\nand C",
    }
    assert messages[4] == {"role": "user", "content": "two"}


def test_each_upstream_gets_reasoning_in_its_field_or_not_at_all() -> None:
    messages = to_chat_messages(
        None,
        [
            {"role": "user", "content": "one"},
            reasoning_item("plan"),
            {"role": "assistant", "content": [{"type": "output_text", "text": "done"}]},
        ],
        [],
    )
    assert reasoning_in(messages, "reasoning_content") is messages
    assert reasoning_in(messages, "reasoning")[1] == {
        "role": "assistant",
        "content": "done",
        "reasoning": "plan",
    }
    assert reasoning_in(messages, None)[1] == {"role": "assistant", "content": "done"}
    assert messages[1]["reasoning_content"] == "plan"  # the shared messages are not changed
