"""Limits that keep one request from holding up the others, through the real stack.

- `input` carries at most 10,000 items: more is an OpenAI-shaped 400 naming `input`, before the
  upstream is called (a million items used to take a minute of the process's event loop), and
  the memory such a request took is given back after it;
- the first requests after start-up do not wait on the upstream's `/v1/models` (the context
  window listing is fetched in the background; a request waits at most a second for it).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from tests.e2e.raw_http import newest_stored, openai_error, send
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

MAX_INPUT_ITEMS = 10_000


def _items(count: int) -> list[dict[str, Any]]:
    return [{"role": "user", "content": "hi"}] * count


def test_more_input_items_than_the_cap_is_a_400_naming_input(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    calls = fake_upstream.stats()["requests"]
    stored = newest_stored(stack)
    for stream in (False, True):
        body = {"model": "fake-text", "input": _items(MAX_INPUT_ITEMS + 1), "stream": stream}
        reply = send(stack, "POST", "/v1/responses", body)
        assert reply.status == 400, reply.body[:300]
        error = openai_error(reply)
        assert error["param"] == "input" and error["code"] == "array_above_max_length", error
        assert str(MAX_INPUT_ITEMS) in error["message"]
    assert fake_upstream.stats()["requests"] == calls
    assert newest_stored(stack) == stored


def test_a_large_refused_create_leaves_no_memory_behind(stack: Stack) -> None:
    """A refused 300,000-item create (10 MB) is parsed into ~120 MB of objects; the process
    gives them back soon after (grpc kept the aborted call's state, and with it the parsed
    body, until a full garbage collection: 380 MB stayed after a million items)."""
    service = psutil.Process(stack.service.process.pid)
    send(stack, "POST", "/v1/responses", {"model": "fake-text", "input": "warm", "store": False})
    before = service.memory_info().rss
    body = {"model": "fake-text", "input": _items(300_000)}
    reply = send(stack, "POST", "/v1/responses", body, timeout=120)
    assert reply.status == 400 and openai_error(reply)["param"] == "input", reply.body[:300]
    deadline = time.monotonic() + 10
    kept = service.memory_info().rss - before
    while kept > 40_000_000 and time.monotonic() < deadline:
        time.sleep(0.25)
        kept = service.memory_info().rss - before
    assert kept <= 40_000_000, f"the service kept {kept / 1e6:.0f} MB after the request"


def test_the_cap_itself_is_accepted(stack: Stack) -> None:
    body = {"model": "fake-text", "input": _items(MAX_INPUT_ITEMS), "store": False}
    reply = send(stack, "POST", "/v1/responses", body, timeout=120)
    assert reply.status == 200, reply.body[:300]
    assert reply.json()["status"] == "completed"


@pytest.fixture(scope="module")
def stalled_listing_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    """A stack whose upstream never answers `GET /v1/models` (chat completions work), with a
    first-byte timeout short enough that waiting for the listing would show."""
    tmp = Path(tmp_path_factory.mktemp("stalled-models"))
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url.replace("/v1", "/stall-models/v1"),
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp / 'responsa.db'}",
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
        "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT": "8",
    }
    with Stack.start(env) as running:
        yield running


def test_requests_do_not_wait_on_the_upstreams_model_listing(
    stalled_listing_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    """The first creates after start-up answer while `/v1/models` still hangs: the fake holds
    the listing unanswered, and no create lasted until the service gave up on it (its fetch
    timeout, 10 s, closes the connection), so none waited for the listing to end."""
    for stream in (False, True, False):
        given_up_before = fake_upstream.stalled_listings()["closed"]
        body = {"model": "fake-text", "input": "hi", "stream": stream}
        reply = send(stalled_listing_stack, "POST", "/v1/responses", body)
        assert reply.status == 200, reply.body[:300]
        listings = fake_upstream.stalled_listings()
        assert listings["held"] >= 1, listings  # the listing was asked for and is still hanging
        assert listings["closed"] == given_up_before, listings  # none ended while this one ran
