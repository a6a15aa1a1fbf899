"""Finding responses through `GET /v1/responses` (Responsa extensions, docs/console.md): words of
the input and output items (Postgres full-text search, SQLite FTS5), a metadata key and value, a
model name prefix, an error code and the API key that made them, on both stores, over REST and
typed gRPC; another project's matching responses are never found."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from responsa.v1 import requests_pb2, responses_pb2_grpc
from websockets.sync.client import connect

from tests.e2e.test_auth import run_keys_cli
from tests.fake_upstream import FakeUpstream
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0


@dataclass
class Projects:
    """A stack with keys on, and REST clients of two projects (acme's with either of its keys),
    with the ids of acme's keys."""

    stack: Stack
    acme: httpx.Client
    globex: httpx.Client
    key_acme: str
    acme_second: httpx.Client
    acme_key_ids: tuple[str, str]
    second_key: str


def create_key(database: str, project: str) -> tuple[str, str]:
    """A new key of `project` made by the CLI: its secret and its id (printed on stderr)."""
    done = run_keys_cli(database, "create", "--project", project)
    assert done.returncode == 0, done.stderr
    key_id = done.stderr.split("key id ", 1)[1].split(",", 1)[0]
    assert key_id.startswith("key_"), done.stderr
    return done.stdout.strip(), key_id


@pytest.fixture(
    scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def projects(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Projects]:
    """A stack with RESPONSA_AUTH=keys on each store, and clients of acme and globex."""
    database: str | None = None
    if request.param == "sqlite":
        url = f"sqlite:///{Path(tmp_path_factory.mktemp('search')) / 'responsa.db'}"
    else:
        database = fresh_database_name("search")
        try:
            asyncio.run(create_database(database))
        except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
            postgres_unavailable(str(error))
        url = database_url(database)
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
    }
    try:
        key_acme, first_id = create_key(url, "acme")
        second_key, second_id = create_key(url, "acme")
        key_globex, _ = create_key(url, "globex")
        with Stack.start(env) as stack:

            def client(key: str) -> httpx.Client:
                headers = {"Authorization": f"Bearer {key}"}
                return httpx.Client(base_url=stack.rest_url, headers=headers, timeout=TIMEOUT)

            with (
                client(key_acme) as acme,
                client(key_globex) as globex,
                client(second_key) as second,
            ):
                yield Projects(
                    stack, acme, globex, key_acme, second, (first_id, second_id), second_key
                )
    finally:
        if database is not None:
            asyncio.run(drop_database(database))


def create(client: httpx.Client, **body: Any) -> dict[str, Any]:
    made = client.post("/responses", json={"model": "fake-text", **body})
    assert made.status_code == 200, made.text
    response: dict[str, Any] = made.json()
    return response


def found(client: httpx.Client, **params: Any) -> set[str]:
    """The ids `GET /v1/responses` lists with `params` (one page of up to 100)."""
    listed = client.get("/responses", params={"limit": 100, **params})
    assert listed.status_code == 200, listed.text
    return {r["id"] for r in listed.json()["data"]}


def test_words_of_the_input_and_the_output_find_their_responses(projects: Projects) -> None:
    acme, globex = projects.acme, projects.globex
    zebra = create(acme, input="Where do the Zebras of Kenya sleep?")
    giraffe = create(
        acme,
        input=[
            {"role": "user", "content": "first question about okapis"},
            {"role": "user", "content": [{"type": "input_text", "text": "then giraffes"}]},
        ],
    )
    refused = create(acme, model="fake-refusal", input="something unrelated")
    theirs = create(globex, input="zebras of kenya, globex's own")
    # Any case; every word, in any order, in one item.
    assert found(acme, q="kenya ZEBRAS") == {zebra["id"]}
    assert found(acme, q="giraffes") == {giraffe["id"]}
    assert found(acme, q="okapis") == {giraffe["id"]}
    # Words of two different items are not one match.
    assert found(acme, q="okapis giraffes") == set()
    # Output text: the fake's echo ("Echo: ...") and its refusal exist only in output items.
    assert found(acme, q="echo zebras") == {zebra["id"]}
    assert found(acme, q="sorry help") == {refused["id"]}
    # Whole words only, and no query syntax: FTS5's operators are plain words here.
    assert found(acme, q="zebra") == set()
    assert found(acme, q='NOT "kenya') == set()
    assert found(acme, q="kenya OR giraffes") == set()
    # Another project's matching text is never found, in either direction.
    assert theirs["id"] not in found(acme, q="zebras")
    assert found(globex, q="zebras") == {theirs["id"]}
    assert found(globex, q="giraffes") == set()
    # The filter pages like the whole list.
    page = acme.get("/responses", params={"q": "echo", "limit": 1, "order": "asc"}).json()
    assert page["has_more"] is True and page["data"][0]["id"] == zebra["id"]
    rest = found(acme, q="echo", after=zebra["id"], order="asc")
    assert giraffe["id"] in rest and zebra["id"] not in rest
    with grpc.insecure_channel(projects.stack.grpc_target) as channel:
        typed = responses_pb2_grpc.ResponsesServiceStub(channel).ListResponses(
            requests_pb2.ListResponsesRequest(limit=100, q="Zebras"),
            metadata=(("authorization", f"Bearer {projects.key_acme}"),),
            timeout=TIMEOUT,
        )
    assert [r.id for r in typed.data] == [zebra["id"]]


def test_metadata_model_prefix_and_error_code_find_their_responses(projects: Projects) -> None:
    acme, globex = projects.acme, projects.globex
    tagged = create(acme, input="a", metadata={"ticket": "T-1", "team.name": 'the "a" team'})
    other = create(acme, input="b", metadata={"ticket": "T-2"})
    refusal = create(acme, model="fake-refusal", input="c")
    theirs = create(globex, input="d", metadata={"ticket": "T-1"})
    assert found(acme, metadata_key="ticket") >= {tagged["id"], other["id"]}
    assert refusal["id"] not in found(acme, metadata_key="ticket")
    assert found(acme, metadata_key="ticket", metadata_value="T-1") == {tagged["id"]}
    assert found(acme, metadata_key="team.name", metadata_value='the "a" team') == {tagged["id"]}
    assert found(acme, metadata_key="team", metadata_value="the") == set()
    assert found(globex, metadata_key="ticket", metadata_value="T-1") == {theirs["id"]}
    # A prefix of the model name, case and all.
    assert refusal["id"] in found(acme, model_prefix="fake-r")
    assert tagged["id"] not in found(acme, model_prefix="fake-r")
    assert found(acme, model_prefix="FAKE") == set()
    assert found(acme, model_prefix="fake-") >= {tagged["id"], refusal["id"]}
    # A background response whose upstream failed is stored with its error code.
    failed = create(acme, model="fake-error-500", input="e", background=True)
    status = wait_until_done(acme, failed["id"])
    assert status["status"] == "failed"
    code = status["error"]["code"]
    assert found(acme, error_code=code) == {failed["id"]}
    assert found(acme, error_code="no_such_code") == set()
    assert found(globex, error_code=code) == set()


def wait_until_done(client: httpx.Client, response_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + TIMEOUT
    while (polled := client.get(f"/responses/{response_id}").json())["status"] in (
        "queued",
        "in_progress",
    ):
        assert time.monotonic() < deadline, polled
        time.sleep(0.05)
    return polled


def test_the_key_that_made_a_response_finds_it(projects: Projects) -> None:
    first_id, second_id = projects.acme_key_ids
    by_first = create(projects.acme, input="first key")
    by_second = create(projects.acme_second, input="second key")
    streamed = projects.acme_second.post(
        "/responses", json={"model": "fake-text", "input": "streamed", "stream": True}
    )
    assert streamed.status_code == 200
    queued = create(projects.acme_second, input="in the background", background=True)
    assert wait_until_done(projects.acme, queued["id"])["status"] == "completed"
    # WebSocket mode: the connection's key, from its upgrade request.
    with connect(
        projects.stack.gateway.websocket_url,
        additional_headers={"Authorization": f"Bearer {projects.second_key}"},
        open_timeout=10,
    ) as socket:
        socket.send(json.dumps({"type": "response.create", "model": "fake-text", "input": "ws"}))
        while (event := json.loads(socket.recv(timeout=TIMEOUT)))["type"] != "response.completed":
            assert event["type"] not in ("error", "response.failed"), event
    by_socket = event["response"]["id"]
    mine = found(projects.acme, key_id=first_id)
    assert by_first["id"] in mine and not mine & {by_second["id"], queued["id"]}
    theirs = found(projects.acme, key_id=second_id)
    assert {by_second["id"], queued["id"], by_socket} <= theirs and by_first["id"] not in theirs
    assert len(theirs) == 4  # the streamed one too
    # Any key of the project lists by any key id; another project's key id finds nothing, as
    # a made-up one does.
    assert found(projects.acme_second, key_id=first_id) == mine
    assert found(projects.globex, key_id=first_id) == set()
    assert found(projects.acme, key_id="key_unknown") == set()


def test_bad_search_values_are_400s_naming_the_parameter(projects: Projects) -> None:
    for params, name in (
        ({"q": "!!! ..."}, "q"),
        ({"q": "x" * 257}, "q"),
        ({"q": " ".join(f"w{i}" for i in range(17))}, "q"),
        ({"metadata_value": "T-1"}, "metadata_value"),
        ({"metadata_key": "k" * 65}, "metadata_key"),
        ({"model_prefix": "m" * 257}, "model_prefix"),
        ({"key_id": "k" * 65}, "key_id"),
    ):
        refused = projects.acme.get("/responses", params=params)
        assert refused.status_code == 400, (params, refused.text)
        assert refused.json()["error"]["param"] == name
