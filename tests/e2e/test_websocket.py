"""WebSocket mode of /v1/responses through Envoy, with the `websockets` client library:
sequential responses and continuations on one socket, the socket's own cache for store:false,
eviction after a failed continuation, the spec's error event, and spec-valid events."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import ClientConnection, connect

from tests.e2e.observability.scrape import delta, scrape
from tests.e2e.test_auth import create_key
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_event, assert_websocket_error
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TOOL = {
    "type": "function",
    "name": "get_weather",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}
TERMINAL = {"response.completed", "response.incomplete", "response.failed", "error"}


@pytest.fixture
def socket(stack: Stack) -> Iterator[ClientConnection]:
    with connect(stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as connection:
        yield connection


def turn(connection: ClientConnection, **body: Any) -> list[dict[str, Any]]:
    """Send one response.create; the server events up to the terminal one."""
    connection.send(json.dumps({"type": "response.create", **body}))
    events: list[dict[str, Any]] = []
    while True:
        event = json.loads(connection.recv(timeout=20))
        events.append(event)
        if event["type"] in TERMINAL:
            return events


def test_events_are_the_sse_events_and_conform(stack: Stack, socket: ClientConnection) -> None:
    events = turn(socket, model="fake-text", input="hello")
    assert [e["type"] for e in events[:2]] == ["response.created", "response.in_progress"]
    assert events[-1]["type"] == "response.completed"
    assert all(e["sequence_number"] == i for i, e in enumerate(events))
    for event in events:
        assert_event(event)
    text = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
    final = events[-1]["response"]
    assert text and final["output"][0]["content"][0]["text"] == text
    # Stored like any REST response (store defaults to true).
    stored = httpx.get(f"{stack.rest_url}/responses/{final['id']}", timeout=10).json()
    assert stored == final


def test_function_call_loop_on_one_socket_with_store_false(
    socket: ClientConnection, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    first = turn(socket, model="fake-tool-call", input="weather?", tools=[TOOL], store=False)
    response = first[-1]["response"]
    call = next(item for item in response["output"] if item["type"] == "function_call")
    # Not stored: only this socket can continue it.
    assert httpx.get(f"{stack.rest_url}/responses/{response['id']}", timeout=10).status_code == 404
    fake_upstream.reset()
    second = turn(
        socket,
        model="fake-text",
        previous_response_id=response["id"],
        tools=[TOOL],
        store=False,
        input=[{"type": "function_call_output", "call_id": call["call_id"], "output": "sunny"}],
    )
    assert second[-1]["type"] == "response.completed", second[-1]
    assert second[-1]["response"]["previous_response_id"] == response["id"]
    # The upstream saw the whole chain from the socket's cache: the call and its output.
    messages = fake_upstream.requests()[-1]["messages"]
    assert messages[0] == {"role": "user", "content": "weather?"}
    assert any(m.get("tool_calls") for m in messages)
    assert messages[-1]["role"] == "tool" and messages[-1]["content"] == "sunny"
    # A third turn continues the second, still from the cache.
    third = turn(
        socket, model="fake-text", previous_response_id=second[-1]["response"]["id"], input="ok"
    )
    assert third[-1]["type"] == "response.completed"


def test_store_false_response_is_unknown_to_another_socket(
    stack: Stack, socket: ClientConnection
) -> None:
    first = turn(socket, model="fake-text", input="hi", store=False)
    with connect(stack.gateway.websocket_url, open_timeout=10) as other:
        events = turn(
            other,
            model="fake-text",
            input="again",
            previous_response_id=first[-1]["response"]["id"],
        )
    assert len(events) == 1
    assert_websocket_error(events[0])
    assert events[0]["status"] == 404
    assert events[0]["error"]["code"] == "previous_response_not_found"
    assert events[0]["error"]["param"] == "previous_response_id"


def test_failed_continuation_evicts_the_cached_response(socket: ClientConnection) -> None:
    first = turn(socket, model="fake-text", input="hi", store=False)
    previous = first[-1]["response"]["id"]
    failed = turn(socket, model="fake-stream-error", input="go on", previous_response_id=previous)
    assert failed[-1]["type"] == "response.failed"
    for event in failed:
        assert_event(event)
    again = turn(socket, model="fake-text", input="retry", previous_response_id=previous)
    assert [e["type"] for e in again] == ["error"]
    assert again[0]["error"]["code"] == "previous_response_not_found"


def test_unanswered_output_is_refused_and_evicts_the_cached_response(
    socket: ClientConnection, fake_upstream: FakeUpstream
) -> None:
    # Open Responses' websocket-failed-continuation-evicts-cache, with OpenAI's 400.
    first = turn(socket, model="fake-tool-call", input="weather?", tools=[TOOL], store=False)
    previous = first[-1]["response"]["id"]
    fake_upstream.reset()
    orphan = {"type": "function_call_output", "call_id": "call_nowhere", "output": "sunny"}
    refused = turn(
        socket, model="fake-text", previous_response_id=previous, input=[orphan], store=False
    )
    assert [e["type"] for e in refused] == ["error"]
    assert_websocket_error(refused[0])
    assert (refused[0]["status"], refused[0]["error"]["param"]) == (400, "input")
    assert refused[0]["error"]["message"] == (
        "No tool call found for function call output with call_id call_nowhere."
    )
    assert fake_upstream.requests() == []
    again = turn(socket, model="fake-text", input="retry", previous_response_id=previous)
    assert again[0]["error"]["code"] == "previous_response_not_found"


def test_bad_frames_get_error_events_and_the_socket_stays_usable(
    socket: ClientConnection, stack: Stack
) -> None:
    refused = turn(socket, model="fake-text", input="hi", stream=False)
    assert_websocket_error(refused[0])
    assert (refused[0]["status"], refused[0]["error"]["param"]) == (400, "stream")
    assert refused[0]["error"]["code"] == "invalid_value"
    background = turn(socket, model="fake-text", input="hi", background=True)
    assert (background[0]["error"]["param"], background[0]["error"]["code"]) == (
        "background",
        "unsupported_parameter",
    )
    socket.send("not json")
    assert json.loads(socket.recv(timeout=10))["error"]["code"] == "invalid_json"
    invalid = turn(socket, model="fake-text", input="hi", temperature=9)
    assert (invalid[0]["status"], invalid[0]["error"]["param"]) == (400, "temperature")
    assert turn(socket, model="fake-text", input="hi")[-1]["type"] == "response.completed"
    # Every refused frame is logged as a refused REST call is (never the frame itself).
    deadline = time.monotonic() + 5
    wanted = [
        "refused WEBSOCKET /v1/responses: 400 code=invalid_value param=stream",
        "refused WEBSOCKET /v1/responses: 400 code=unsupported_parameter param=background",
        "refused WEBSOCKET /v1/responses: 400 code=invalid_json param=None",
    ]
    while time.monotonic() < deadline:
        log = stack.service.log_tail(1_000_000)
        if all(line in log for line in wanted):
            break
        time.sleep(0.1)
    for line in wanted:
        assert line in log
    assert "param=temperature" in log


def test_warmup_without_generation_is_continued_on_the_socket(
    socket: ClientConnection, fake_upstream: FakeUpstream
) -> None:
    # Codex with supports_websockets sends `generate: false` first, then continues from it.
    fake_upstream.reset()
    warm = turn(socket, model="fake-text", instructions="Be brief.", input="first", generate=False)
    assert [e["type"] for e in warm] == [
        "response.created",
        "response.in_progress",
        "response.completed",
    ]
    for event in warm:
        assert_event(event)
    assert warm[-1]["response"]["output"] == [] and fake_upstream.requests() == []
    going = turn(
        socket,
        model="fake-text",
        previous_response_id=warm[-1]["response"]["id"],
        input="second",
    )
    assert going[-1]["type"] == "response.completed"
    contents = [m["content"] for m in fake_upstream.requests()[-1]["messages"]]
    assert contents == ["first", "second"]
    refused = turn(socket, model="fake-text", input="x", generate="no")
    assert (refused[0]["error"]["param"], refused[0]["error"]["code"]) == (
        "generate",
        "invalid_type",
    )


def test_stream_true_is_the_implied_value(socket: ClientConnection) -> None:
    # Codex and OpenAI's Agents SDKs (JS and Python) send it on every WebSocket turn.
    events = turn(socket, model="fake-text", input="hi", stream=True)
    assert events[-1]["type"] == "response.completed"


def test_stored_continuation_from_rest(stack: Stack, socket: ClientConnection) -> None:
    created = httpx.post(
        f"{stack.rest_url}/responses", json={"model": "fake-text", "input": "hi"}, timeout=10
    ).json()
    events = turn(socket, model="fake-text", input="more", previous_response_id=created["id"])
    assert events[-1]["type"] == "response.completed"
    assert events[-1]["response"]["previous_response_id"] == created["id"]


def test_client_gone_mid_response_cancels_the_upstream_call(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    before = fake_upstream.stats()["disconnects"]
    with connect(stack.gateway.websocket_url, open_timeout=10) as connection:
        connection.send(json.dumps({"type": "response.create", "model": "fake-slow", "input": "x"}))
        while json.loads(connection.recv(timeout=10))["type"] != "response.output_text.delta":
            pass
    deadline = time.monotonic() + 5
    while fake_upstream.stats()["disconnects"] == before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert fake_upstream.stats()["disconnects"] == before + 1
    # The service is fine: a new socket gets a whole response.
    with connect(stack.gateway.websocket_url, open_timeout=10) as connection:
        assert turn(connection, model="fake-text", input="hi")[-1]["type"] == "response.completed"


def test_other_paths_are_not_upgraded(stack: Stack) -> None:
    with pytest.raises(InvalidStatus) as refused:
        with connect(
            stack.gateway.websocket_url.replace("/v1/responses", "/v1/other"), open_timeout=10
        ):
            pass
    assert refused.value.response.status_code != 101


@pytest.fixture(scope="module")
def keyed_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Stack, str, str]]:
    """A stack with RESPONSA_AUTH=keys (SQLite) and keys of two projects."""
    url = f"sqlite:///{tmp_path_factory.mktemp('ws-auth') / 'responsa.db'}"
    key_a, key_b = create_key(url, "acme"), create_key(url, "globex")
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
    }
    with Stack.start(env) as stack:
        yield stack, key_a, key_b


def test_upgrade_needs_a_key_and_the_socket_is_its_project(
    keyed_stack: tuple[Stack, str, str],
) -> None:
    stack, key_a, key_b = keyed_stack
    url = stack.gateway.websocket_url
    with pytest.raises(InvalidStatus) as refused:
        with connect(url, open_timeout=10):
            pass
    assert refused.value.response.status_code == 401
    assert "API key" in json.loads(refused.value.response.body)["error"]["message"]
    with connect(url, additional_headers={"Authorization": f"Bearer {key_a}"}) as socket_a:
        created = turn(socket_a, model="fake-text", input="hi")[-1]["response"]
    # Stored in project A: A sees it over REST, B's socket gets the spec's not-found event.
    headers_a = {"Authorization": f"Bearer {key_a}"}
    fetched = httpx.get(f"{stack.rest_url}/responses/{created['id']}", headers=headers_a)
    assert fetched.status_code == 200
    with connect(url, additional_headers={"Authorization": f"Bearer {key_b}"}) as socket_b:
        events = turn(socket_b, model="fake-text", input="x", previous_response_id=created["id"])
    assert (events[0]["type"], events[0]["status"]) == ("error", 404)


def test_replicas_each_serve_websocket_mode(fake_upstream: FakeUpstream) -> None:
    """Two service processes on one Postgres store: Envoy spreads sockets over both replicas'
    listeners, and a stored response continues on any socket."""
    database = fresh_database_name("ws")
    try:
        asyncio.run(create_database(database))
    except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
        postgres_unavailable(str(error))
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": database_url(database),
    }
    try:
        with Stack.start(env, workers=2) as stack, ExitStack() as sockets:
            assert len(stack.services) == 2
            opened = [
                sockets.enter_context(connect(stack.gateway.websocket_url, open_timeout=10))
                for _ in range(4)
            ]
            ids = [
                turn(socket, model="fake-text", input=f"n{index}")[-1]["response"]["id"]
                for index, socket in enumerate(opened)
            ]
            for socket, previous in zip(opened, reversed(ids), strict=True):
                events = turn(
                    socket, model="fake-text", input="again", previous_response_id=previous
                )
                assert events[-1]["type"] == "response.completed", events[-1]
            # Least-request balancing over both replicas' listeners: each took sockets (the
            # websockets server logs every accepted connection).
            served = [
                child.log_tail(1_000_000).count("connection open") for child in stack.services
            ]
            assert sum(served) == 4 and all(served), served
    finally:
        asyncio.run(drop_database(database))


def test_compaction_flow_on_one_socket(
    socket: ClientConnection, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    """Compact over REST, then continue on a socket from the sealed item: the model gets the
    summary, not the turns; a tampered item gets the spec's error event, not a response."""
    first = turn(socket, model="fake-text", input="the colour is blue", store=False)
    assert first[-1]["type"] == "response.completed"
    compacted = httpx.post(
        f"{stack.rest_url}/responses/compact",
        json={"model": "fake-text", "input": "the colour is blue"},
        timeout=20,
    )
    assert compacted.status_code == 200, compacted.text
    [item] = compacted.json()["output"]
    assert item["type"] == "compaction"

    fake_upstream.reset()
    events = turn(socket, model="fake-text", input=[item, {"role": "user", "content": "next"}])
    assert events[-1]["type"] == "response.completed"
    for event in events:
        assert_event(event)
    sent = fake_upstream.requests()[-1]["messages"]
    assert [m["role"] for m in sent] == ["user", "user"]
    assert sent[0]["content"].startswith("Summary of the earlier conversation:")
    assert sent[1]["content"] == "next"

    fake_upstream.reset()
    content = item["encrypted_content"]
    middle = len(content) // 2
    tampered = {
        **item,
        "encrypted_content": content[:middle]
        + ("A" if content[middle] != "A" else "B")
        + content[middle + 1 :],
    }
    refused = turn(socket, model="fake-text", input=[tampered])
    assert [e["type"] for e in refused] == ["error"]
    assert_websocket_error(refused[0])
    assert fake_upstream.requests() == []


UNKNOWN_CONVERSATION = "conv_" + "0" * 48


def test_conversation_is_checked_as_rest_checks_it(
    keyed_stack: tuple[Stack, str, str], fake_upstream: FakeUpstream
) -> None:
    """An unknown or another project's `conversation` in a frame (warm-up included) is REST's
    404, as the spec's error event; nothing runs, nothing is stored; one's own is loaded."""
    stack, key_a, key_b = keyed_stack
    auth_a, auth_b = {"Authorization": f"Bearer {key_a}"}, {"Authorization": f"Bearer {key_b}"}
    created = httpx.post(
        f"{stack.rest_url}/conversations",
        json={"items": [{"role": "user", "content": "A's secret"}]},
        headers=auth_a,
    )
    assert created.status_code == 200, created.text
    cid = created.json()["id"]
    listed_before = {
        key: httpx.get(f"{stack.rest_url}/responses", headers=headers).json()["data"]
        for key, headers in (("a", auth_a), ("b", auth_b))
    }
    fake_upstream.reset()
    cases = [(auth_a, UNKNOWN_CONVERSATION), (auth_b, UNKNOWN_CONVERSATION), (auth_b, cid)]
    for headers, conversation in cases:
        body = {"model": "fake-text", "input": "x", "conversation": conversation}
        answered = httpx.post(f"{stack.rest_url}/responses", json=body, headers=headers)
        assert answered.status_code == 404, answered.text
        expected = answered.json()["error"]
        with connect(stack.gateway.websocket_url, additional_headers=headers) as socket:
            for extra in ({}, {"generate": False}):
                events = turn(socket, **body, **extra)
                assert len(events) == 1, events
                assert_websocket_error(events[0])
                assert events[0]["status"] == 404
                assert events[0]["error"] == {
                    "type": expected["type"],
                    "code": expected["code"] or expected["type"],
                    "message": expected["message"],
                    "param": expected["param"],
                }
    assert fake_upstream.requests() == []
    for key, headers in (("a", auth_a), ("b", auth_b)):
        listed = httpx.get(f"{stack.rest_url}/responses", headers=headers).json()["data"]
        assert listed == listed_before[key]
    items = httpx.get(f"{stack.rest_url}/conversations/{cid}/items", headers=auth_a).json()
    assert [i["content"][0]["text"] for i in items["data"]] == ["A's secret"]
    # The owner's socket reads the conversation's items and appends to it, as REST does.
    with connect(stack.gateway.websocket_url, additional_headers=auth_a) as socket:
        events = turn(socket, model="fake-text", input="hi", conversation=cid)
    assert events[-1]["type"] == "response.completed", events[-1]
    sent = fake_upstream.requests()[-1]["messages"]
    assert [m["content"] for m in sent if m["role"] == "user"] == ["A's secret", "hi"]
    items = httpx.get(
        f"{stack.rest_url}/conversations/{cid}/items", params={"order": "asc"}, headers=auth_a
    ).json()
    assert [i["content"][0]["text"] for i in items["data"]] == ["A's secret", "hi", "Echo: hi"]


def test_frames_are_observed_as_calls(stack: Stack, socket: ClientConnection) -> None:
    """Each frame runs the call pipeline: counted by method and status like a REST or gRPC
    call, refusals included."""
    url = stack.gateway.url("/metrics")
    before = scrape(url)
    assert turn(socket, model="fake-text", input="hi")[-1]["type"] == "response.completed"
    assert turn(socket, model="fake-text", input="hi", stream=False)[0]["status"] == 400
    after = scrape(url)
    counted = "responsa_requests_total"
    method = "ResponsesWebSocket/CreateResponse"
    assert delta(before, after, counted, method=method, status="200") == 1
    assert delta(before, after, counted, method=method, status="400") == 1
