"""The built-in `image_generation` tool on a Chat Completions model, run by an images upstream
(a fake OpenAI-compatible `POST /v1/images/generations` over real HTTP answering real PNGs):
items and events, the image replayed to the model in a chain, a `store: false` resend, a
conversation and over WebSocket, failures that never show the key, and refused settings."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from websockets.sync.client import connect

from tests.e2e.conftest import running_stack
from tests.e2e.test_websocket import turn
from tests.fake_images import PNG_SIGNATURE, FakeImages, png_b64
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
from tests.stack import Stack

pytestmark = pytest.mark.e2e

IMAGES_KEY = "sk-images-secret-7f3a"
FOX = 'CALL image_generation {"prompt": "a red fox"}'


@pytest.fixture(scope="module")
def images() -> Iterator[FakeImages]:
    with FakeImages() as fake:
        yield fake


@pytest.fixture(scope="module")
def image_stack(
    fake_upstream: FakeUpstream, images: FakeImages, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = {
        "RESPONSA_IMAGES_BASE_URL": images.base_url,
        "RESPONSA_IMAGES_API_KEY": IMAGES_KEY,
        "RESPONSA_IMAGES_MODEL": "sd-test",
    }
    with running_stack("sqlite", fake_upstream, tmp_path_factory.mktemp("images"), env) as stack:
        yield stack


@pytest.fixture(scope="module")
def client(image_stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=image_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=30,
        _strict_response_validation=True,
    )


def _messages_with(fake_upstream: FakeUpstream, text: str) -> list[dict[str, Any]]:
    """The messages of the newest chat request whose messages mention `text`."""
    for body in reversed(fake_upstream.requests()):
        if text in json.dumps(body["messages"]):
            messages: list[dict[str, Any]] = body["messages"]
            return messages
    raise AssertionError(f"no upstream request mentions {text!r}")


def _shown_image(messages: list[dict[str, Any]]) -> str:
    """The image URL of the user message right after the image call's tool message."""
    roles = [m["role"] for m in messages]
    tool = roles.index("tool")
    assert messages[tool - 1]["tool_calls"][0]["function"]["name"] == "image_generation"
    shown = messages[tool + 1]
    assert shown["role"] == "user"
    (part,) = shown["content"]
    assert part["type"] == "image_url"
    url: str = part["image_url"]["url"]
    return url


def test_the_images_upstream_is_not_called_before_a_request_needs_it(
    image_stack: Stack, images: FakeImages
) -> None:
    """No probe at start-up (the first test of the module: the stack has just started)."""
    assert httpx.get(f"{image_stack.rest_url}/models", timeout=10).status_code == 200
    assert images.paths == []


def test_streamed_call_partial_images_item_and_replay(
    client: openai.OpenAI, images: FakeImages, fake_upstream: FakeUpstream
) -> None:
    tool = {
        "type": "image_generation",
        "size": "1024x1024",
        "quality": "low",
        "output_format": "png",
        "background": "opaque",
        "partial_images": 2,
    }
    events = list(
        client.responses.create(model="fake-script", input=FOX, tools=[tool], stream=True)  # type: ignore[list-item]
    )
    raw = [event.model_dump(mode="json", exclude_unset=True) for event in events]
    image_events = [
        e["type"]
        for e in raw
        if "image_generation_call" in e["type"]
        or (e["type"].startswith("response.output_item") and e["item"]["type"] != "message")
    ]
    assert image_events == [
        "response.output_item.added",
        "response.image_generation_call.in_progress",
        "response.image_generation_call.generating",
        "response.image_generation_call.partial_image",
        "response.image_generation_call.partial_image",
        "response.image_generation_call.completed",
        "response.output_item.done",
    ]
    partials = [e for e in raw if e["type"].endswith(".partial_image")]
    for index, event in enumerate(partials):
        assert_openai("ResponseImageGenCallPartialImageEvent", event)
        assert event["partial_image_index"] == index
        assert event["partial_image_b64"] == png_b64("a red fox", step=index + 1)
        assert event["size"] == "1024x1024" and event["quality"] == "low"
    for name in ("InProgress", "Generating", "Completed"):
        kind = f"response.image_generation_call.{name.lower().replace('inprogress', 'in_progress')}"
        (event,) = [e for e in raw if e["type"] == kind]
        assert_openai(f"ResponseImageGenCall{name}Event", event)
    response = raw[-1]["response"]
    assert raw[-1]["type"] == "response.completed"
    call, message = response["output"]
    assert_openai("ImageGenToolCall", call)
    assert call["status"] == "completed" and call["id"].startswith("ig_")
    assert base64.b64decode(call["result"]).startswith(PNG_SIGNATURE)
    assert call["result"] == png_b64("a red fox")
    assert message["type"] == "message"
    # The images upstream got the prompt and the tool's settings, streamed, with the key.
    sent = images.requests[-1]
    assert sent == {
        "prompt": "a red fox",
        "n": 1,
        "model": "sd-test",
        "size": "1024x1024",
        "quality": "low",
        "output_format": "png",
        "background": "opaque",
        "partial_images": 2,
        "stream": True,
    }
    assert images.authorizations[-1] == f"Bearer {IMAGES_KEY}"
    # The model's next turn read the call, a tool message, and the image after it.
    messages = _messages_with(fake_upstream, "a red fox")
    assert _shown_image(messages) == f"data:image/png;base64,{png_b64('a red fox')}"


def test_revised_prompt_and_the_image_in_a_later_response(
    client: openai.OpenAI, images: FakeImages, fake_upstream: FakeUpstream
) -> None:
    tool: Any = {"type": "image_generation", "model": "sd-other"}
    first = client.responses.create(
        model="fake-script", input='CALL image_generation {"prompt": "a blue whale"}', tools=[tool]
    )
    call = first.output[0].model_dump(mode="json", exclude_unset=True)
    assert_openai("ImageGenToolCall", call)
    assert call["revised_prompt"] == "A picture of a blue whale"
    assert images.requests[-1]["model"] == "sd-other"  # the tool's model wins
    assert "stream" not in images.requests[-1]
    second = client.responses.create(
        model="fake-script",
        previous_response_id=first.id,
        input="What colour is the whale?",
        tools=[tool],
    )
    assert second.status == "completed"
    messages = _messages_with(fake_upstream, "What colour is the whale?")
    assert _shown_image(messages) == f"data:image/png;base64,{png_b64('a blue whale')}"
    assert messages[-1] == {"role": "user", "content": "What colour is the whale?"}


def test_an_image_given_as_a_url_is_fetched(client: openai.OpenAI) -> None:
    response = client.responses.create(
        model="fake-script",
        input='CALL image_generation {"prompt": "URL of a cat"}',
        tools=[{"type": "image_generation"}],
    )
    call = response.output[0].model_dump(mode="json")
    assert call["status"] == "completed"
    assert call["result"] == png_b64("URL of a cat")


def test_a_failing_upstream_fails_the_call_and_never_shows_the_key(
    client: openai.OpenAI, image_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    response = client.responses.create(
        model="fake-script",
        input='CALL image_generation {"prompt": "FAIL please"}',
        tools=[{"type": "image_generation"}],
    )
    call = response.output[0].model_dump(mode="json")
    assert call["type"] == "image_generation_call"
    assert call["status"] == "failed" and call["result"] is None
    # The model read why (the upstream's own words, scrubbed of the key).
    messages = _messages_with(fake_upstream, "FAIL please")
    tool_message = next(m for m in messages if m["role"] == "tool")
    assert "HTTP 500" in tool_message["content"] and "Bearer ***" in tool_message["content"]
    stored = httpx.get(f"{image_stack.rest_url}/responses/{response.id}", timeout=10).text
    log = Path(image_stack.service.log_path).read_text(errors="replace")
    for text in (response.model_dump_json(), json.dumps(messages), stored, log):
        assert IMAGES_KEY not in text


def test_edit_settings_are_refused_before_anything_runs(
    image_stack: Stack, images: FakeImages, fake_upstream: FakeUpstream
) -> None:
    before = (len(images.requests), len(fake_upstream.requests()))
    tool = {"type": "image_generation", "input_image_mask": {"file_id": "file_1"}}
    answer = httpx.post(
        f"{image_stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "input": FOX,
            "tools": [{"type": "function", "name": "f"}, tool],
        },
        timeout=10,
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == "tools[1].input_image_mask"
    bad = httpx.post(
        f"{image_stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "input": FOX,
            "tools": [{"type": "image_generation", "size": "big"}],
        },
        timeout=10,
    )
    assert bad.status_code == 400 and bad.json()["error"]["param"] == "tools[0].size"
    assert (len(images.requests), len(fake_upstream.requests())) == before


def test_the_image_reaches_the_model_from_a_resend_and_a_conversation(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(
        model="fake-script",
        input='CALL image_generation {"prompt": "a green frog"}',
        tools=[{"type": "image_generation"}],
        store=False,
    )
    shown = f"data:image/png;base64,{png_b64('a green frog')}"
    # store: false: the client sends the items back itself.
    history: list[Any] = [
        {"role": "user", "content": 'CALL image_generation {"prompt": "a green frog"}'},
        *(item.model_dump(mode="json", exclude_unset=True) for item in first.output),
        {"role": "user", "content": "Is the frog green?"},
    ]
    resent = client.responses.create(model="fake-script", input=history, store=False)
    assert resent.status == "completed"
    assert _shown_image(_messages_with(fake_upstream, "Is the frog green?")) == shown
    # A conversation keeps the call; its next response shows the image again.
    conversation = client.conversations.create()
    client.responses.create(
        model="fake-script",
        conversation=conversation.id,
        input='CALL image_generation {"prompt": "a green frog"}',
        tools=[{"type": "image_generation"}],
    )
    client.responses.create(
        model="fake-script", conversation=conversation.id, input="And the frog's eyes?"
    )
    assert _shown_image(_messages_with(fake_upstream, "And the frog's eyes?")) == shown


def test_over_websocket_store_false_continuation(
    image_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    with connect(image_stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        first = turn(
            socket,
            model="fake-script",
            input='CALL image_generation {"prompt": "a yellow duck"}',
            tools=[{"type": "image_generation", "partial_images": 1}],
            store=False,
        )
        types = [e["type"] for e in first if "image_generation_call" in e["type"]]
        assert types == [
            "response.image_generation_call.in_progress",
            "response.image_generation_call.generating",
            "response.image_generation_call.partial_image",
            "response.image_generation_call.completed",
        ]
        response = first[-1]["response"]
        assert response["output"][0]["result"] == png_b64("a yellow duck")
        # The socket's own cache continues the store: false response.
        second = turn(
            socket,
            model="fake-script",
            previous_response_id=response["id"],
            input="Is the duck yellow?",
            store=False,
        )
        assert second[-1]["type"] == "response.completed"
    shown = _shown_image(_messages_with(fake_upstream, "Is the duck yellow?"))
    assert shown == f"data:image/png;base64,{png_b64('a yellow duck')}"


def test_a_server_that_does_not_stream_still_gives_the_image(
    client: openai.OpenAI, images: FakeImages
) -> None:
    events = list(
        client.responses.create(
            model="fake-script",
            input='CALL image_generation {"prompt": "NOSTREAM owl"}',
            tools=[{"type": "image_generation", "partial_images": 2}],
            stream=True,
        )
    )
    assert images.requests[-1]["stream"] is True
    types = [e.type for e in events if "image_generation_call." in e.type]
    assert types == [
        "response.image_generation_call.in_progress",
        "response.image_generation_call.generating",
        "response.image_generation_call.completed",
    ]
    final = events[-1].model_dump(mode="json")["response"]
    assert final["output"][0]["result"] == png_b64("NOSTREAM owl")
