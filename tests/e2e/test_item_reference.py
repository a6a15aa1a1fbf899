"""`item_reference` to any stored item, without `previous_response_id` (the Vercel AI SDK's
history resend with `store: true`); unknown ids keep answering `item_not_found`."""

from __future__ import annotations

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e


def test_reference_to_an_item_of_another_response(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    url = f"{stack.rest_url}/responses"
    first = httpx.post(url, json={"model": "fake-text", "input": "one"}, timeout=20).json()
    answer_id = first["output"][0]["id"]
    history = [
        {"role": "user", "content": "one"},
        {"type": "item_reference", "id": answer_id},
        {"role": "user", "content": "two"},
    ]
    second = httpx.post(url, json={"model": "fake-text", "input": history}, timeout=20)
    assert second.status_code == 200, second.text
    assert fake_upstream.requests()[-1]["messages"] == [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "Echo: one"},
        {"role": "user", "content": "two"},
    ]
    # The resolved item is what the response stores as its input.
    items = httpx.get(f"{url}/{second.json()['id']}/input_items?order=asc", timeout=20).json()
    assert items["data"][1]["id"] == answer_id
    assert items["data"][1]["type"] == "message"


def test_unknown_reference_is_item_not_found(stack: Stack) -> None:
    body = {"model": "fake-text", "input": [{"type": "item_reference", "id": "msg_nope"}]}
    refused = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert (error["code"], error["param"]) == ("item_not_found", "input[0]")
    assert error["message"] == "Item with id 'msg_nope' not found."


def test_input_tokens_and_compact_resolve_references_as_a_create_does(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    """Both endpoints read the context through the engine's own preparation: a reference to an
    item of another response counts (and is summarized) like the item itself."""
    url = f"{stack.rest_url}/responses"
    first = httpx.post(url, json={"model": "fake-text", "input": "one"}, timeout=20).json()
    answer = first["output"][0]
    by_reference = [
        {"role": "user", "content": "one"},
        {"type": "item_reference", "id": answer["id"]},
    ]
    written_out = [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": answer["content"][0]["text"]},
    ]
    counts = [
        httpx.post(f"{url}/input_tokens", json={"model": "fake-text", "input": items}, timeout=20)
        for items in (by_reference, written_out)
    ]
    assert [c.status_code for c in counts] == [200, 200], counts[0].text
    assert counts[0].json()["input_tokens"] == counts[1].json()["input_tokens"] > 0
    compacted = httpx.post(
        f"{url}/compact", json={"model": "fake-text", "input": by_reference}, timeout=20
    )
    assert compacted.status_code == 200, compacted.text
    assert fake_upstream.requests()[-1]["messages"][:2] == [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "Echo: one"},
    ]
