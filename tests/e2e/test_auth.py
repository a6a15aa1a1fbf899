"""API keys and projects end to end: a stack with RESPONSA_AUTH=keys on SQLite and Postgres,
keys made with the real CLI, REST (httpx and the official SDK) and typed gRPC (the service's own
port and through Envoy).

The isolation matrix: project B calls every endpoint and RPC with project A's ids and must get
exactly what an unknown id gets (404, same body), and A's data must be unchanged afterwards.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from responsa.v1 import requests_pb2, responses_pb2, responses_pb2_grpc
from responsa_server.edges.proto_dict import message_to_dict
from responsa_server.store.database import async_database_url
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import ROOT, Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
ERROR_METADATA = "responsa-error-json"
UNKNOWN_ID = "resp_00000000000000000000000000000000"


def run_keys_cli(database: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m responsa_server keys ...` against the stack's store, as an operator runs it."""
    env = {
        **os.environ,
        "RESPONSA_DATABASE_URL": database,
        "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "service"), str(ROOT / "generated" / "python"), str(ROOT)]
        ),
    }
    return subprocess.run(
        [sys.executable, "-m", "responsa_server", "keys", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def create_key(database: str, project: str) -> str:
    """A new key for `project`, made by the CLI (stdout is the key, nothing else)."""
    done = run_keys_cli(database, "create", "--project", project)
    assert done.returncode == 0, done.stderr
    key = done.stdout.strip()
    assert key.startswith("sk-") and "\n" not in key
    return key


@dataclass
class KeyedStack:
    """A running stack with auth on, its store URL, and keys of projects A and B."""

    stack: Stack
    database: str
    key_a: str
    key_b: str


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    """An MCP server for approval requests."""
    with McpTestServer().start() as server:
        yield server


def _store_url(kind: str, tmp: Path) -> tuple[str, str | None]:
    if kind == "sqlite":
        return f"sqlite:///{tmp / 'responsa.db'}", None
    name = fresh_database_name("auth")
    try:
        asyncio.run(create_database(name))
    except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
        postgres_unavailable(str(error))
    return database_url(name), name


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def keyed(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[KeyedStack]:
    """A stack with RESPONSA_AUTH=keys on each store, and one key for each of two projects."""
    url, database = _store_url(request.param, Path(tmp_path_factory.mktemp("auth")))
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        # The MCP test server listens on loopback (the egress policy's allow list).
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
    }
    try:
        key_a = create_key(url, "acme")
        key_b = create_key(url, "globex")
        with Stack.start(env) as stack:
            yield KeyedStack(stack, url, key_a, key_b)
    finally:
        if database is not None:
            asyncio.run(drop_database(database))


def rest(keyed: KeyedStack, key: str | None) -> httpx.Client:
    """An HTTP client for the REST API, sending `key` as a Bearer token (if any)."""
    headers = {"Authorization": f"Bearer {key}"} if key is not None else {}
    return httpx.Client(base_url=keyed.stack.rest_url, headers=headers, timeout=TIMEOUT)


def sdk(keyed: KeyedStack, key: str) -> openai.OpenAI:
    """The official SDK, unchanged, with `key` as its api_key."""
    return openai.OpenAI(
        base_url=keyed.stack.rest_url,
        api_key=key,
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


@pytest.fixture(params=["direct", "envoy"])
def channel(request: pytest.FixtureRequest, keyed: KeyedStack) -> Iterator[grpc.Channel]:
    """A gRPC channel to the service's own port or to Envoy's listener."""
    stack = keyed.stack
    target = stack.direct_grpc_target if request.param == "direct" else stack.grpc_target
    with grpc.insecure_channel(target) as opened:
        grpc.channel_ready_future(opened).result(timeout=TIMEOUT)
        yield opened


def bearer(key: str) -> tuple[tuple[str, str], ...]:
    """gRPC call metadata carrying `key`."""
    return (("authorization", f"Bearer {key}"),)


def error_json(error: grpc.RpcError) -> dict[str, Any]:
    """The OpenAI error body the service attached to a failed gRPC call."""
    metadata = dict(error.trailing_metadata() or ())  # type: ignore[attr-defined]
    body: dict[str, Any] = json.loads(metadata[ERROR_METADATA])
    return body


# -- keys ----------------------------------------------------------------------------------


def test_missing_and_wrong_keys_get_openais_401_over_rest(keyed: KeyedStack) -> None:
    with rest(keyed, None) as client:
        missing = client.get("/responses")
    assert missing.status_code == 401
    assert missing.headers["content-type"] == "application/json"
    body = missing.json()["error"]
    assert body["type"] == "invalid_request_error"
    assert body["code"] is None and body["param"] is None
    assert body["message"].startswith("You didn't provide an API key.")
    wrong = "sk-rsp-" + "x" * 40 + "TAIL"
    for headers in ({"Authorization": f"Bearer {wrong}"}, {"Authorization": f"Basic {wrong}"}):
        with httpx.Client(base_url=keyed.stack.rest_url, timeout=TIMEOUT) as client:
            refused = client.post(
                "/responses", json={"model": "fake-text", "input": "hi"}, headers=headers
            )
        assert refused.status_code == 401
        error = refused.json()["error"]
        assert wrong not in refused.text
        assert error["type"] == "invalid_request_error"
    assert error["code"] is None  # Basic is no Bearer token: treated as missing
    with rest(keyed, wrong) as client:
        refused = client.post("/responses", json={"model": "fake-text", "input": "hi"})
    error = refused.json()["error"]
    assert (refused.status_code, error["code"]) == (401, "invalid_api_key")
    assert error["message"].startswith("Incorrect API key provided: sk-rsp*")
    assert error["message"].count("TAIL") == 1 and wrong not in error["message"]


def test_healthz_needs_no_key(keyed: KeyedStack, channel: grpc.Channel) -> None:
    assert httpx.get(keyed.stack.gateway.url("/healthz"), timeout=TIMEOUT).status_code == 200
    reply = health_pb2_grpc.HealthStub(channel).Check(
        health_pb2.HealthCheckRequest(), timeout=TIMEOUT
    )
    assert reply.status == health_pb2.HealthCheckResponse.SERVING


def test_grpc_needs_a_key_on_both_ports(keyed: KeyedStack, channel: grpc.Channel) -> None:
    stub = responses_pb2_grpc.ResponsesServiceStub(channel)
    request = requests_pb2.ListResponsesRequest()
    for metadata in ((), bearer("sk-rsp-not-a-real-key-0000000000")):
        with pytest.raises(grpc.RpcError) as refused:
            stub.ListResponses(request, metadata=metadata, timeout=TIMEOUT)
        assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
        assert error_json(refused.value)["error"]["type"] == "invalid_request_error"
    assert error_json(refused.value)["error"]["code"] == "invalid_api_key"
    listed = stub.ListResponses(request, metadata=bearer(keyed.key_a), timeout=TIMEOUT)
    assert listed.object == "list"


def test_sdk_works_with_a_real_key_and_raises_authentication_error_with_a_wrong_one(
    keyed: KeyedStack,
) -> None:
    response = sdk(keyed, keyed.key_a).responses.create(model="fake-text", input="Say hi")
    assert response.status == "completed" and response.output_text
    with pytest.raises(openai.AuthenticationError) as refused:
        sdk(keyed, "sk-wrong-key-for-responsa-000000").responses.create(
            model="fake-text", input="Say hi"
        )
    assert refused.value.status_code == 401
    assert refused.value.code == "invalid_api_key"


def test_revoked_key_gets_401_on_the_next_call(keyed: KeyedStack, channel: grpc.Channel) -> None:
    key = create_key(keyed.database, "acme")
    listed = run_keys_cli(keyed.database, "list", "--project", "acme")
    assert listed.returncode == 0
    assert key not in listed.stdout  # the secret is never shown again
    key_id = next(
        line.split("\t")[0]
        for line in listed.stdout.splitlines()
        if line.split("\t")[2][:6] == key[:6] and line.split("\t")[2][-4:] == key[-4:]
    )
    stub = responses_pb2_grpc.ResponsesServiceStub(channel)
    with rest(keyed, key) as client:
        assert client.get("/responses").status_code == 200
        stub.ListResponses(requests_pb2.ListResponsesRequest(), metadata=bearer(key))
        revoked = run_keys_cli(keyed.database, "revoke", key_id)
        assert revoked.returncode == 0, revoked.stderr
        after = client.get("/responses")
    assert (after.status_code, after.json()["error"]["code"]) == (401, "invalid_api_key")
    with pytest.raises(grpc.RpcError) as refused:
        stub.ListResponses(requests_pb2.ListResponsesRequest(), metadata=bearer(key))
    assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
    again = run_keys_cli(keyed.database, "revoke", key_id)
    assert again.returncode == 1  # nothing left to revoke
    state = run_keys_cli(keyed.database, "list", "--project", "acme").stdout
    assert f"{key_id}\tacme\t" in state and "revoked" in state


def test_only_a_hash_of_each_key_is_stored(keyed: KeyedStack) -> None:
    async def rows() -> list[tuple[Any, ...]]:
        engine = create_async_engine(async_database_url(keyed.database))
        try:
            async with engine.connect() as conn:
                found = await conn.execute(text("SELECT * FROM api_keys"))
                return [tuple(row) for row in found]
        finally:
            await engine.dispose()

    stored = asyncio.run(rows())
    dump = repr(stored)
    assert keyed.key_a not in dump and keyed.key_b not in dump
    hashes = {row[2] for row in stored}
    assert hashlib.sha256(keyed.key_a.encode()).hexdigest() in hashes


# -- isolation matrix ------------------------------------------------------------------------


@dataclass
class Owned:
    """What project A stored, as A sees it."""

    plain: dict[str, Any]
    streamed_id: str
    asking: dict[str, Any]  # a response whose MCP call waits for approval
    background_id: str
    listing: list[str]  # A's response ids, newest first
    inputs: dict[str, Any]


@pytest.fixture
def owned(keyed: KeyedStack, mcp_server: McpTestServer) -> Owned:
    """Responses of project A: plain, streamed, and one asking for an MCP approval."""
    mcp_server.reset()
    with rest(keyed, keyed.key_a) as client:
        plain = client.post("/responses", json={"model": "fake-text", "input": "A's secret"})
        assert plain.status_code == 200, plain.text
        with client.stream(
            "POST", "/responses", json={"model": "fake-text", "input": "streamed", "stream": True}
        ) as streamed:
            assert streamed.status_code == 200
            lines = list(streamed.iter_lines())
        assert lines[0] == "event: response.created"
        data = json.loads(lines[1].removeprefix("data: "))
        assert lines[-3] == "event: response.completed"
        tool = {
            "type": "mcp",
            "server_label": "tests",
            "server_url": mcp_server.url,
            "require_approval": "always",
        }
        asking = client.post(
            "/responses",
            json={"model": "fake-script", "input": 'CALL record {"note": "a"}', "tools": [tool]},
        )
        assert asking.status_code == 200, asking.text
        assert [i["type"] for i in asking.json()["output"]] == [
            "mcp_list_tools",
            "mcp_approval_request",
        ]
        queued = client.post(
            "/responses", json={"model": "fake-text", "input": "later", "background": True}
        )
        assert queued.status_code == 200, queued.text
        listing = client.get("/responses", params={"limit": 100}).json()
        inputs = client.get(f"/responses/{plain.json()['id']}/input_items").json()
    return Owned(
        plain=plain.json(),
        streamed_id=data["response"]["id"],
        asking=asking.json(),
        listing=[r["id"] for r in listing["data"]],
        inputs=inputs,
        background_id=queued.json()["id"],
    )


def record_calls(server: McpTestServer) -> int:
    """How many times the MCP server ran `record` since the last reset."""
    return sum(1 for call in server.calls()["calls"] if call["tool"] == "record")


def same_as_unknown(found: httpx.Response, unknown: httpx.Response, rid: str) -> None:
    """`found` (another project's id) answers exactly as `unknown` (an id never stored)."""
    assert found.status_code == unknown.status_code == 404
    assert found.text.replace(rid, UNKNOWN_ID) == unknown.text


def test_rest_cross_project_access_is_404_and_changes_nothing(
    keyed: KeyedStack, owned: Owned, mcp_server: McpTestServer
) -> None:
    rid = owned.plain["id"]
    with rest(keyed, keyed.key_b) as other:
        for target in (rid, owned.streamed_id, owned.asking["id"], owned.background_id):
            for method, path in (
                ("GET", "/responses/{}"),
                ("GET", "/responses/{}?stream=true"),
                ("DELETE", "/responses/{}"),
                ("POST", "/responses/{}/cancel"),
                ("GET", "/responses/{}/input_items"),
            ):
                found = other.request(method, path.format(target))
                unknown = other.request(method, path.format(UNKNOWN_ID))
                same_as_unknown(found, unknown, target)
        listing = other.get("/responses", params={"limit": 100}).json()
        assert not {r["id"] for r in listing["data"]} & set(owned.listing)
        # A cursor from another project is as unknown as any other id.
        cursor = other.get("/responses", params={"after": rid})
        unknown_cursor = other.get("/responses", params={"after": UNKNOWN_ID})
        assert cursor.status_code == unknown_cursor.status_code == 400
        assert cursor.text.replace(rid, UNKNOWN_ID) == unknown_cursor.text
        for stream in (False, True):
            body = {"model": "fake-text", "input": "go on", "stream": stream}
            found = other.post("/responses", json={**body, "previous_response_id": rid})
            unknown = other.post("/responses", json={**body, "previous_response_id": UNKNOWN_ID})
            same_as_unknown(found, unknown, rid)
            assert found.json()["error"]["code"] == "previous_response_not_found"
        # An item_reference to A's item resolves no more than an unknown item id does.
        item_id = owned.plain["output"][0]["id"]
        unknown_item = "msg_00000000000000000000000000000000"
        found, unknown = (
            other.post(
                "/responses",
                json={"model": "fake-text", "input": [{"type": "item_reference", "id": ref}]},
            )
            for ref in (item_id, unknown_item)
        )
        assert found.status_code == unknown.status_code
        assert found.status_code >= 400
        assert found.text.replace(item_id, unknown_item) == unknown.text
        # Answering A's approval request from B: the request is not in any chain B can see.
        request_id = owned.asking["output"][1]["id"]
        tool = {
            "type": "mcp",
            "server_label": "tests",
            "server_url": mcp_server.url,
            "require_approval": "always",
        }
        answer = {
            "model": "fake-script",
            "tools": [tool],
            "input": [
                {
                    "type": "mcp_approval_response",
                    "approval_request_id": request_id,
                    "approve": True,
                }
            ],
        }
        found = other.post(
            "/responses", json={**answer, "previous_response_id": owned.asking["id"]}
        )
        assert found.status_code == 404
        assert found.json()["error"]["code"] == "previous_response_not_found"
        assert mcp_server.calls()["calls"] == [] or all(
            c["tool"] != "record" for c in mcp_server.calls()["calls"]
        )
    # Nothing changed for A: same bodies, same listing, and the approval is still A's to give.
    with rest(keyed, keyed.key_a) as owner:
        assert owner.get(f"/responses/{rid}").json() == owned.plain
        assert owner.get(f"/responses/{rid}/input_items").json() == owned.inputs
        assert owner.get(f"/responses/{owned.streamed_id}").status_code == 200
        background = owner.get(f"/responses/{owned.background_id}").json()
        assert background["status"] in ("queued", "in_progress", "completed")
        listing = owner.get("/responses", params={"limit": 100}).json()
        assert [r["id"] for r in listing["data"]][: len(owned.listing)] == owned.listing
        approved = owner.post(
            "/responses", json={**answer, "previous_response_id": owned.asking["id"]}
        )
        assert approved.status_code == 200, approved.text
        assert approved.json()["output"][0]["type"] == "mcp_call"
        assert record_calls(mcp_server) == 1
        # A chain continues within its own project.
        follow = owner.post(
            "/responses",
            json={"model": "fake-text", "input": "more", "previous_response_id": rid},
        )
        assert follow.status_code == 200


def test_grpc_cross_project_access_is_not_found_and_changes_nothing(
    keyed: KeyedStack, owned: Owned, channel: grpc.Channel
) -> None:
    stub = responses_pb2_grpc.ResponsesServiceStub(channel)
    as_b = bearer(keyed.key_b)
    rid = owned.plain["id"]
    calls = (
        (stub.GetResponse, requests_pb2.GetResponseRequest),
        (stub.DeleteResponse, requests_pb2.DeleteResponseRequest),
        (stub.CancelResponse, requests_pb2.CancelResponseRequest),
        (stub.ListInputItems, requests_pb2.ListInputItemsRequest),
        (
            lambda request, **kw: list(stub.RetrieveResponseStream(request, **kw)),
            requests_pb2.RetrieveResponseStreamRequest,
        ),
    )
    for target in (rid, owned.streamed_id, owned.asking["id"], owned.background_id):
        for method, message in calls:
            outcomes = []
            for asked in (target, UNKNOWN_ID):
                with pytest.raises(grpc.RpcError) as refused:
                    method(message(response_id=asked), metadata=as_b, timeout=TIMEOUT)
                outcomes.append(
                    (
                        refused.value.code(),
                        json.dumps(error_json(refused.value)).replace(asked, "X"),
                    )
                )
            assert outcomes[0] == outcomes[1]
            assert outcomes[0][0] == grpc.StatusCode.NOT_FOUND
    listed = stub.ListResponses(
        requests_pb2.ListResponsesRequest(limit=100), metadata=as_b, timeout=TIMEOUT
    )
    assert not {r.id for r in listed.data} & set(owned.listing)
    for previous in (rid, UNKNOWN_ID):
        request = responses_pb2.CreateResponseRequest(
            model="fake-text", previous_response_id=previous
        )
        request.input.text = "go on"
        with pytest.raises(grpc.RpcError) as refused:
            stub.CreateResponse(request, metadata=as_b, timeout=TIMEOUT)
        assert refused.value.code() == grpc.StatusCode.NOT_FOUND
        with pytest.raises(grpc.RpcError) as refused:
            list(stub.StreamResponse(request, metadata=as_b, timeout=TIMEOUT))
        assert refused.value.code() == grpc.StatusCode.NOT_FOUND
        assert error_json(refused.value)["error"]["code"] == "previous_response_not_found"
    as_a = bearer(keyed.key_a)
    mine = stub.GetResponse(requests_pb2.GetResponseRequest(response_id=rid), metadata=as_a)
    assert mine.id == rid
    items = stub.ListInputItems(requests_pb2.ListInputItemsRequest(response_id=rid), metadata=as_a)
    assert message_to_dict(items)["data"] == owned.inputs["data"]


def test_each_project_sees_its_own_responses(keyed: KeyedStack, channel: grpc.Channel) -> None:
    stub = responses_pb2_grpc.ResponsesServiceStub(channel)
    request = responses_pb2.CreateResponseRequest(model="fake-text")
    request.input.text = "B's own"
    made = stub.CreateResponse(request, metadata=bearer(keyed.key_b), timeout=TIMEOUT)
    got = stub.GetResponse(
        requests_pb2.GetResponseRequest(response_id=made.id), metadata=bearer(keyed.key_b)
    )
    assert got.id == made.id
    with rest(keyed, keyed.key_a) as client:
        assert client.get(f"/responses/{made.id}").status_code == 404
    with rest(keyed, keyed.key_b) as client:
        deleted = client.delete(f"/responses/{made.id}")
        assert deleted.json() == {"id": made.id, "object": "response", "deleted": True}


def test_an_open_service_refuses_a_network_address(fake_upstream: FakeUpstream) -> None:
    env = {
        **os.environ,
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": "sqlite+aiosqlite:///:memory:",
        "RESPONSA_GRPC_HOST": "0.0.0.0",
        "RESPONSA_GRPC_PORT": "0",
        "PYTHONPATH": os.pathsep.join(
            [str(ROOT / "service"), str(ROOT / "generated" / "python"), str(ROOT)]
        ),
    }
    env.pop("RESPONSA_AUTH", None)
    env.pop("RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK", None)
    refused = subprocess.run(
        [sys.executable, "-m", "responsa_server"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert refused.returncode != 0
    assert "Refusing to listen on 0.0.0.0 without authentication" in refused.stderr
    assert "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK=1" in refused.stderr
