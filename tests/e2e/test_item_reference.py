"""`item_reference` to any stored item, without `previous_response_id` (the Vercel AI SDK's
history resend with `store: true`); unknown ids keep answering `item_not_found`."""

from __future__ import annotations

import httpx
import pytest

from gateway.launch import Stack
from tests.fake_upstream import FakeUpstream

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
