"""The Conversations API and the `conversation` parameter through the official Python SDK
(strict validation), over Envoy, on SQLite and Postgres."""

from __future__ import annotations

import threading
from typing import Any

import openai
import pytest

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e


def user(text: str) -> dict[str, Any]:
    return {"type": "message", "role": "user", "content": text}


def test_every_conversation_operation(client: openai.OpenAI) -> None:
    created = client.conversations.create(
        metadata={"topic": "demo"}, items=[user("Hello!"), user("How are you?")]
    )
    assert created.id.startswith("conv_") and created.object == "conversation"
    assert created.metadata == {"topic": "demo"} and created.created_at > 0

    got = client.conversations.retrieve(created.id)
    assert got.model_dump() == created.model_dump()

    updated = client.conversations.update(created.id, metadata={"topic": "project-x"})
    assert updated.metadata == {"topic": "project-x"} and updated.id == created.id

    items = client.conversations.items.list(created.id, order="asc")
    assert [i.content[0].text for i in items.data] == ["Hello!", "How are you?"]  # type: ignore[union-attr]
    first = items.data[0]
    assert first.type == "message" and first.id is not None and first.id.startswith("msg_")
    assert first.status == "completed" and first.role == "user"

    added = client.conversations.items.create(created.id, items=[user("third")])
    assert added.object == "list" and len(added.data) == 1 and added.has_more is False
    third_id = added.data[0].id
    assert third_id is not None and added.first_id == third_id == added.last_id

    one = client.conversations.items.retrieve(third_id, conversation_id=created.id)
    assert one.type == "message" and one.id == third_id

    newest_first = client.conversations.items.list(created.id)
    assert newest_first.data[0].id == third_id and len(newest_first.data) == 3

    after_delete = client.conversations.items.delete(third_id, conversation_id=created.id)
    assert after_delete.object == "conversation" and after_delete.id == created.id
    assert len(client.conversations.items.list(created.id).data) == 2
    with pytest.raises(openai.NotFoundError) as missing_item:
        client.conversations.items.retrieve(third_id, conversation_id=created.id)
    assert missing_item.value.body["message"] == f"Item with id '{third_id}' not found."  # type: ignore[index]

    deleted = client.conversations.delete(created.id)
    assert deleted.deleted is True and deleted.id == created.id
    assert deleted.object == "conversation.deleted"


def test_create_without_body_fields_and_item_limit(client: openai.OpenAI) -> None:
    empty = client.conversations.create()
    assert empty.metadata == {}
    assert client.conversations.items.list(empty.id).data == []
    with pytest.raises(openai.BadRequestError) as too_many:
        client.conversations.create(items=[user(str(i)) for i in range(21)])
    assert too_many.value.body["param"] == "items"  # type: ignore[index]
    assert too_many.value.body["code"] == "array_above_max_length"  # type: ignore[index]
    with pytest.raises(openai.BadRequestError) as bad_item:
        client.conversations.items.create(empty.id, items=[{"type": "message"}])  # type: ignore[list-item]
    assert str(bad_item.value.body["param"]).startswith("items[0]")  # type: ignore[index]


def test_ten_turn_chat_through_conversation(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    conversation = client.conversations.create(items=[user("turn 0")])
    for turn in range(1, 11):
        fake_upstream.reset()
        response = client.responses.create(
            model="fake-text", input=f"turn {turn}", conversation=conversation.id
        )
        assert response.conversation is not None and response.conversation.id == conversation.id
        assert response.output_text == f"Echo: turn {turn}"
        sent = fake_upstream.requests()[-1]["messages"]
        # The conversation's items come first, then the new input.
        assert sent[0] == {"role": "user", "content": "turn 0"}
        assert sent[-1] == {"role": "user", "content": f"turn {turn}"}
        assert len(sent) == 1 + 2 * (turn - 1) + 1
    listed = client.conversations.items.list(conversation.id, order="asc", limit=100).data
    texts = [item.content[0].text for item in listed]  # type: ignore[union-attr]
    expected = ["turn 0"]
    for turn in range(1, 11):
        expected += [f"turn {turn}", f"Echo: turn {turn}"]
    assert texts == expected
    # The object form of the parameter, and streaming.
    events = list(
        client.responses.create(
            model="fake-text", input="last", conversation={"id": conversation.id}, stream=True
        )
    )
    assert events[-1].type == "response.completed"
    newest = client.conversations.items.list(conversation.id, limit=2).data
    assert [i.content[0].text for i in newest] == ["Echo: last", "last"]  # type: ignore[union-attr]


def test_pagination_over_120_items(client: openai.OpenAI) -> None:
    conversation = client.conversations.create()
    for start in range(0, 120, 20):
        client.conversations.items.create(
            conversation.id, items=[user(f"item {i}") for i in range(start, start + 20)]
        )
    seen = [
        item.content[0].text  # type: ignore[union-attr]
        for item in client.conversations.items.list(conversation.id, order="asc", limit=7)
    ]
    assert seen == [f"item {i}" for i in range(120)]
    page = client.conversations.items.list(conversation.id, limit=50)
    assert page.has_more is True and len(page.data) == 50
    assert page.data[0].content[0].text == "item 119"  # type: ignore[union-attr]
    last = client.conversations.items.list(conversation.id, limit=100, after=page.last_id)
    assert last.has_more is False and len(last.data) == 70
    assert last.data[-1].content[0].text == "item 0"  # type: ignore[union-attr]
    with pytest.raises(openai.BadRequestError) as bad_limit:
        client.conversations.items.list(conversation.id, limit=101)
    assert bad_limit.value.body["param"] == "limit"  # type: ignore[index]


def test_conversation_and_previous_response_id_are_exclusive(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    conversation = client.conversations.create()
    first = client.responses.create(model="fake-text", input="hi")
    fake_upstream.reset()
    with pytest.raises(openai.BadRequestError) as both:
        client.responses.create(
            model="fake-text",
            input="x",
            conversation=conversation.id,
            previous_response_id=first.id,
        )
    assert both.value.body == {  # type: ignore[comparison-overlap]
        "message": "Mutually exclusive parameters: Ensure you are only providing one of: "
        "'previous_response_id' or 'conversation'.",
        "type": "invalid_request_error",
        "param": None,
        "code": "mutually_exclusive_parameters",
    }
    assert fake_upstream.requests() == []


def test_deleted_conversation_is_404_everywhere(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    conversation = client.conversations.create(items=[user("hello")])
    item_id = client.conversations.items.list(conversation.id).data[0].id
    assert item_id is not None
    client.conversations.delete(conversation.id)
    message = f"Conversation with id '{conversation.id}' not found."
    fake_upstream.reset()
    calls = [
        lambda: client.conversations.retrieve(conversation.id),
        lambda: client.conversations.update(conversation.id, metadata={"a": "b"}),
        lambda: client.conversations.delete(conversation.id),
        lambda: client.conversations.items.list(conversation.id),
        lambda: client.conversations.items.create(conversation.id, items=[user("x")]),
        lambda: client.conversations.items.retrieve(item_id, conversation_id=conversation.id),
        lambda: client.conversations.items.delete(item_id, conversation_id=conversation.id),
        lambda: client.responses.create(model="fake-text", input="x", conversation=conversation.id),
    ]
    for call in calls:
        with pytest.raises(openai.NotFoundError) as gone:
            call()
        assert gone.value.body["message"] == message  # type: ignore[index]
    assert fake_upstream.requests() == []


def test_conversation_items_are_the_responses_items(client: openai.OpenAI, stack: Stack) -> None:
    """The items a response added are listed by the conversation and by the response alike."""
    conversation = client.conversations.create()
    response = client.responses.create(
        model="fake-text", input="shared", conversation=conversation.id
    )
    listed = client.conversations.items.list(conversation.id, order="asc").data
    inputs = client.responses.input_items.list(response.id).data
    assert [i.id for i in listed] == [inputs[0].id, response.output[0].id]
    # Deleting an item from the conversation leaves the response's own items alone.
    client.conversations.items.delete(inputs[0].id, conversation_id=conversation.id)
    assert [i.id for i in client.responses.input_items.list(response.id).data] == [inputs[0].id]


def test_concurrent_responses_append_whole_blocks(client: openai.OpenAI) -> None:
    conversation = client.conversations.create()
    errors: list[BaseException] = []

    def run(n: int) -> None:
        try:
            client.responses.create(model="fake-text", input=f"c{n}", conversation=conversation.id)
        except BaseException as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    texts = [
        item.content[0].text  # type: ignore[union-attr]
        for item in client.conversations.items.list(conversation.id, order="asc", limit=100)
    ]
    assert len(texts) == 12
    # Each response's input is directly followed by its own output: no interleaving.
    pairs = list(zip(texts[::2], texts[1::2], strict=True))
    assert all(answer == f"Echo: {question}" for question, answer in pairs)
    assert sorted(q for q, _ in pairs) == [f"c{n}" for n in range(6)]
