"""Webhooks through the real stack (Envoy, the service, SQLite): the endpoint API and its 4xx,
events for every way a background response ends, verified by the official openai SDK's
`webhooks.unwrap` with the endpoint's secret; retries with one webhook-id while the receiver
is down; a rotated secret; the egress guard at creation and at delivery."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import webhook_endpoints_pb2 as pb
from responsa.v1 import webhook_endpoints_pb2_grpc as pb_grpc

from tests.e2e.background_stacks import FAST_JOBS, sdk, status_of, wait_for
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack
from tests.webhook_receiver import WebhookReceiver

pytestmark = pytest.mark.e2e

# Retries within the test: the first after ~0.2 s, doubling.
FAST_WEBHOOKS = {
    "RESPONSA_WEBHOOK_RETRY_BASE_SECONDS": "0.2",
    "RESPONSA_WEBHOOK_POLL_SECONDS": "0.5",
    "RESPONSA_WEBHOOK_TIMEOUT_SECONDS": "5",
}


def env_for(fake: FakeUpstream, database: Path, **extra: str) -> dict[str, str]:
    return {
        "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{database}",
        **FAST_JOBS,
        **FAST_WEBHOOKS,
        **extra,
    }


@pytest.fixture(scope="module")
def stack(fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    database = tmp_path_factory.mktemp("webhooks") / "responsa.db"
    # The receivers listen on loopback, which the default egress policy refuses.
    env = env_for(fake_upstream, database, RESPONSA_TOOL_URL_ALLOW="127.0.0.1")
    with Stack.start(env) as running:
        yield running


def api(stack: Stack, method: str, path: str, **kwargs: Any) -> httpx.Response:
    return httpx.request(method, f"{stack.rest_url}/webhook_endpoints{path}", timeout=10, **kwargs)


def create(stack: Stack, body: dict[str, Any]) -> dict[str, Any]:
    answer = api(stack, "POST", "", json=body)
    assert answer.status_code == 200, answer.text
    created: dict[str, Any] = answer.json()
    return created


def error_of(answer: httpx.Response, status: int) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    error: dict[str, Any] = answer.json()["error"]
    return error


def test_endpoints_are_created_read_changed_rotated_and_deleted(stack: Stack) -> None:
    created = create(stack, {"url": "http://127.0.0.1:9/a", "events": ["response.failed"]})
    endpoint_id = created["id"]
    assert endpoint_id.startswith("whep_") and created["object"] == "webhook_endpoint"
    assert created["secret"].startswith("whsec_")
    assert created["events"] == ["response.failed"] and created["enabled"] is True
    shown = api(stack, "GET", f"/{endpoint_id}").json()
    assert "secret" not in shown and shown["url"] == "http://127.0.0.1:9/a"
    listed = api(stack, "GET", "").json()
    assert listed["object"] == "list" and endpoint_id in [e["id"] for e in listed["data"]]
    changed = api(stack, "POST", f"/{endpoint_id}", json={"enabled": False}).json()
    assert changed["enabled"] is False and changed["events"] == ["response.failed"]
    rotated = api(stack, "POST", f"/{endpoint_id}/rotate_secret").json()
    assert rotated["secret"].startswith("whsec_") and rotated["secret"] != created["secret"]
    deliveries = api(stack, "GET", f"/{endpoint_id}/deliveries").json()
    assert deliveries["object"] == "list" and deliveries["data"] == []
    deleted = api(stack, "DELETE", f"/{endpoint_id}").json()
    assert deleted == {"object": "webhook_endpoint.deleted", "id": endpoint_id, "deleted": True}
    gone = error_of(api(stack, "GET", f"/{endpoint_id}"), 404)
    unknown = error_of(api(stack, "GET", "/whep_made_up"), 404)
    assert gone["param"] == unknown["param"] == "endpoint_id"


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({}, "url"),
        ({"url": "ftp://example.com/x"}, "url"),
        ({"url": "http://user:pw@example.com/x"}, "url"),
        ({"url": "http://127.0.0.1:9/x", "events": ["response.created"]}, "events[0]"),
        ({"url": "http://127.0.0.1:9/x", "events": []}, "events"),
        ({"url": "http://127.0.0.1:9/x", "enabled": "yes"}, "enabled"),
        ({"url": "http://127.0.0.1:9/x", "secret": "mine"}, "secret"),
    ],
)
def test_bad_endpoint_bodies_are_400s_naming_the_parameter(
    stack: Stack, body: dict[str, Any], param: str
) -> None:
    assert error_of(api(stack, "POST", "", json=body), 400)["param"] == param


def run_to_end(stack: Stack, model: str, *, cancel: bool = False) -> str:
    client = sdk(stack)
    response = client.responses.create(model=model, input="hook me", background=True)
    if cancel:
        wait_for(lambda: status_of(stack, response.id) == "in_progress", "the job to run")
        client.responses.cancel(response.id)
    return response.id


def test_every_ending_is_delivered_signed_as_openai_sends_it(stack: Stack) -> None:
    with WebhookReceiver() as receiver:
        created = create(stack, {"url": receiver.url})
        receiver.secret = created["secret"]
        try:
            ended = {
                "response.completed": run_to_end(stack, "fake-text"),
                "response.failed": run_to_end(stack, "fake-error-500"),
                "response.incomplete": run_to_end(stack, "fake-length"),
                "response.cancelled": run_to_end(stack, "fake-slow", cancel=True),
            }
            arrived = receiver.wait_for(4)
        finally:
            api(stack, "DELETE", f"/{created['id']}")
    assert [r.error for r in arrived] == [None] * 4
    events = {r.event.type: r.event for r in arrived}
    assert {kind: event.data.id for kind, event in events.items()} == ended
    for received in arrived:
        body = received.event.to_dict()
        assert set(body) == {"id", "object", "type", "created_at", "data"}
        assert body["object"] == "event" and body["id"].startswith("evt_")
        assert received.headers["webhook-id"].startswith("wh_")
        # The SDK's own models accept the payload as the event type it names.
        assert (
            type(received.event).__name__
            == "Response" + body["type"].split(".")[1].title() + "WebhookEvent"
        )


def test_a_receiver_down_for_a_while_gets_the_event_later_with_the_same_id(stack: Stack) -> None:
    with WebhookReceiver(status=503) as receiver:
        created = create(stack, {"url": receiver.url, "events": ["response.completed"]})
        receiver.secret = created["secret"]
        try:
            response_id = run_to_end(stack, "fake-text")
            receiver.wait_for(3)  # refused twice at least: retried
            receiver.status = 200
            deliveries_of = f"/{created['id']}/deliveries"

            def delivered() -> dict[str, Any] | None:
                (row,) = api(stack, "GET", deliveries_of).json()["data"]
                return row if row["status"] == "delivered" else None

            row = wait_for(delivered, "the delivery")
        finally:
            api(stack, "DELETE", f"/{created['id']}")
    ids = {r.headers["webhook-id"] for r in receiver.received}
    assert ids == {row["id"]}
    assert {r.event.data.id for r in receiver.received} == {response_id}
    assert row["attempts"] == len(receiver.received) >= 4
    assert row["last_status_code"] == 200 and row["next_attempt_at"] is None
    # Every attempt was signed anew and verified, the refused ones too.
    assert all(r.error is None for r in receiver.received)


def test_a_rotated_secret_signs_what_follows(stack: Stack) -> None:
    with WebhookReceiver() as receiver:
        created = create(stack, {"url": receiver.url})
        try:
            rotated = api(stack, "POST", f"/{created['id']}/rotate_secret").json()
            receiver.secret = rotated["secret"]
            queued = api(stack, "POST", f"/{created['id']}/test").json()
            assert queued["status"] == "pending" and queued["event_type"] == "webhook_endpoint.test"
            (received,) = receiver.wait_for(1)
        finally:
            api(stack, "DELETE", f"/{created['id']}")
    assert received.error is None and received.headers["webhook-id"] == queued["id"]
    old = openai.OpenAI(api_key="unused", base_url="http://127.0.0.1:9/v1")
    with pytest.raises(openai.InvalidWebhookSignatureError):
        old.webhooks.unwrap(received.body, received.headers, secret=created["secret"])


def test_the_egress_guard_refuses_loopback_at_creation_and_at_delivery(
    fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    database = tmp_path / "responsa.db"
    with WebhookReceiver() as receiver:
        # Created where loopback was allowed, then served by a process with the guard on.
        with Stack.start(
            env_for(fake_upstream, database, RESPONSA_TOOL_URL_ALLOW="127.0.0.1")
        ) as open_:
            created = create(open_, {"url": receiver.url})
        with Stack.start(env_for(fake_upstream, database)) as guarded:
            refused = error_of(api(guarded, "POST", "", json={"url": receiver.url}), 400)
            assert refused["param"] == "url" and "not allowed" in refused["message"]
            host = error_of(api(guarded, "POST", "", json={"url": "http://localhost:8080/h"}), 400)
            assert host["param"] == "url"
            run_to_end(guarded, "fake-text")
            deliveries_of = f"/{created['id']}/deliveries"

            def attempted() -> dict[str, Any] | None:
                rows = api(guarded, "GET", deliveries_of).json()["data"]
                return rows[0] if rows and rows[0]["attempts"] >= 2 else None

            row = wait_for(attempted, "two refused attempts")
        assert row["status"] == "pending" and row["last_error"] == "could not connect"
        assert row["last_status_code"] is None
    assert receiver.received == []


def cli(stack: Stack, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("RESPONSA_")}
    return subprocess.run(
        [sys.executable, "-m", "responsa_cli", "webhooks", "--base-url", stack.rest_url, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_webhooks_command_manages_endpoints(stack: Stack) -> None:
    made = cli(stack, "create", "http://127.0.0.1:9/cli", "--event", "response.completed")
    assert made.returncode == 0, made.stderr
    created = json.loads(made.stdout)
    assert created["secret"].startswith("whsec_") and created["events"] == ["response.completed"]
    endpoint_id = created["id"]
    listed = json.loads(cli(stack, "list").stdout)
    assert endpoint_id in [e["id"] for e in listed["data"]]
    disabled = json.loads(cli(stack, "update", endpoint_id, "--disable").stdout)
    assert disabled["enabled"] is False
    rotated = json.loads(cli(stack, "rotate", endpoint_id).stdout)
    assert rotated["secret"] != created["secret"]
    assert json.loads(cli(stack, "test", endpoint_id).stdout)["status"] == "pending"
    assert len(json.loads(cli(stack, "deliveries", endpoint_id).stdout)["data"]) == 1
    assert cli(stack, "delete", endpoint_id).returncode == 0
    missing = cli(stack, "get", endpoint_id)
    assert missing.returncode == 1 and json.loads(missing.stderr)["error"]["param"] == "endpoint_id"


def test_the_typed_service_manages_endpoints_too(stack: Stack) -> None:
    with grpc.insecure_channel(stack.grpc_target) as channel:
        typed = pb_grpc.WebhookEndpointsServiceStub(channel)
        created = typed.CreateWebhookEndpoint(
            pb.CreateWebhookEndpointRequest(
                url="http://127.0.0.1:9/typed",
                events=pb.WebhookEventTypeList(event_types=["response.incomplete"]),
            )
        )
        assert created.secret.startswith("whsec_") and created.enabled
        assert list(created.events.event_types) == ["response.incomplete"]
        changed = typed.UpdateWebhookEndpoint(
            pb.UpdateWebhookEndpointRequest(endpoint_id=created.id, enabled=False)
        )
        assert not changed.enabled and list(changed.events.event_types) == ["response.incomplete"]
        sent = typed.SendWebhookTestEvent(pb.SendWebhookTestEventRequest(endpoint_id=created.id))
        assert sent.status == "pending" and sent.attempts == 0
        typed.DeleteWebhookEndpoint(pb.DeleteWebhookEndpointRequest(endpoint_id=created.id))
        with pytest.raises(grpc.RpcError) as missing:
            typed.GetWebhookEndpoint(pb.GetWebhookEndpointRequest(endpoint_id=created.id))
        assert missing.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.RpcError) as bad:
            typed.CreateWebhookEndpoint(pb.CreateWebhookEndpointRequest(url="ftp://x"))
        assert bad.value.code() == grpc.StatusCode.INVALID_ARGUMENT
