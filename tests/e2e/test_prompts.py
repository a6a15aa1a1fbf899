"""Prompt templates through the real stack (Envoy, the service, SQLite and Postgres, keys on):
the Prompts API over REST and typed gRPC, immutable versions, a create naming
`prompt={"id", "version", "variables"}` through the official SDK in strict mode (plain,
streamed, background, WebSocket, continued in a chain), what the upstream received, the 404s and
400s before anything is called, another project's template as unknown as a made-up one, and the
`responsa prompts` command."""

from __future__ import annotations

import asyncio
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
from responsa.v1 import prompts_pb2 as pb
from responsa.v1 import prompts_pb2_grpc as pb_grpc
from responsa.v1 import responses_pb2, responses_pb2_grpc
from websockets.sync.client import connect

from tests.e2e.background_stacks import FAST_JOBS, wait_for
from tests.e2e.test_auth import KeyedStack, create_key
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
TEMPLATE = {
    "name": "support",
    "instructions": "You answer for {{company}}.",
    "input": [
        {"type": "message", "role": "user", "content": "My question is about {{topic}}."},
        {"type": "message", "role": "user", "content": "{{picture}}"},
    ],
}
PICTURE = {"type": "input_image", "image_url": "https://example.com/cat.png", "detail": "low"}


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def keyed(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[KeyedStack]:
    """A stack with RESPONSA_AUTH=keys on each store, and one key for each of two projects."""
    database = None
    if request.param == "sqlite":
        url = f"sqlite:///{Path(tmp_path_factory.mktemp('prompts')) / 'responsa.db'}"
    else:
        database = fresh_database_name("prompts")
        try:
            asyncio.run(create_database(database))
        except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
            postgres_unavailable(str(error))
        url = database_url(database)
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        **FAST_JOBS,
    }
    try:
        key_a, key_b = create_key(url, "acme"), create_key(url, "globex")
        with Stack.start(env) as stack:
            yield KeyedStack(stack, url, key_a, key_b)
    finally:
        if database is not None:
            asyncio.run(drop_database(database))


def rest(keyed: KeyedStack, key: str) -> httpx.Client:
    return httpx.Client(
        base_url=keyed.stack.rest_url,
        headers={"Authorization": f"Bearer {key}"},
        timeout=TIMEOUT,
    )


def sdk(keyed: KeyedStack, key: str) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=keyed.stack.rest_url,
        api_key=key,
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def created(keyed: KeyedStack, body: dict[str, Any] = TEMPLATE) -> dict[str, Any]:
    with rest(keyed, keyed.key_a) as client:
        answer = client.post("/prompts", json=body)
    assert answer.status_code == 200, answer.text
    made: dict[str, Any] = answer.json()
    return made


def error_of(answer: httpx.Response, status: int) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    error: dict[str, Any] = answer.json()["error"]
    return error


def variables() -> dict[str, Any]:
    return {"company": "Acme", "topic": "billing", "picture": PICTURE}


def user_texts(messages: list[dict[str, Any]]) -> list[Any]:
    return [m["content"] for m in messages if m["role"] == "user"]


def test_templates_are_created_versioned_listed_and_deleted(keyed: KeyedStack) -> None:
    made = created(keyed)
    prompt_id = made["id"]
    assert prompt_id.startswith("pmpt_") and made["object"] == "prompt"
    assert made["version"] == "1" and made["variables"] == ["company", "topic", "picture"]
    with rest(keyed, keyed.key_a) as client:
        second = client.post(f"/prompts/{prompt_id}", json={"instructions": "Be {{tone}}."}).json()
        assert second["version"] == "2" and second["input"] == TEMPLATE["input"]
        assert second["variables"] == ["tone", "topic", "picture"]
        # Versions never change: "1" still reads as it was made.
        first = client.get(f"/prompts/{prompt_id}", params={"version": "1"}).json()
        assert first["instructions"] == TEMPLATE["instructions"]
        assert client.get(f"/prompts/{prompt_id}").json()["version"] == "2"
        versions = client.get(f"/prompts/{prompt_id}/versions").json()
        assert [v["version"] for v in versions["data"]] == ["1", "2"]
        listed = client.get("/prompts").json()
        mine = [p for p in listed["data"] if p["id"] == prompt_id]
        assert [p["version"] for p in mine] == ["2"]
        missing = error_of(client.get(f"/prompts/{prompt_id}", params={"version": "9"}), 404)
        assert missing["param"] == "version"
        deleted = client.delete(f"/prompts/{prompt_id}").json()
        assert deleted == {"object": "prompt.deleted", "id": prompt_id, "deleted": True}
        gone = error_of(client.get(f"/prompts/{prompt_id}"), 404)
        unknown = error_of(client.get("/prompts/pmpt_made_up"), 404)
        assert gone["param"] == unknown["param"] == "prompt_id"


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({}, "instructions"),
        ({"instructions": 7}, "instructions"),
        ({"instructions": "x", "input": "text"}, "input"),
        (
            {"input": [{"type": "function_call_output", "call_id": "c", "output": "o"}]},
            "input[0].type",
        ),
        ({"instructions": "x", "model": "gpt"}, "model"),
    ],
)
def test_bad_template_bodies_are_400s_naming_the_parameter(
    keyed: KeyedStack, body: dict[str, Any], param: str
) -> None:
    with rest(keyed, keyed.key_a) as client:
        assert error_of(client.post("/prompts", json=body), 400)["param"] == param


def test_a_create_renders_the_template_and_echoes_the_prompt(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    prompt_id = created(keyed)["id"]
    fake_upstream.reset()
    response = sdk(keyed, keyed.key_a).responses.create(
        model="fake-text",
        prompt={"id": prompt_id, "variables": variables()},
        input="And one more thing.",
    )
    assert response.status == "completed"
    assert response.prompt is not None and response.prompt.id == prompt_id
    assert response.prompt.version == "1"
    assert response.instructions == "You answer for Acme."
    messages = fake_upstream.requests()[-1]["messages"]
    assert messages[0] == {"role": "system", "content": "You answer for Acme."}
    texts = user_texts(messages)
    # The template's messages first, then the request's own input.
    assert texts[0] == "My question is about billing."
    assert "https://example.com/cat.png" in json.dumps(texts[1])
    assert texts[-1] == "And one more thing."
    # The rendered request is what the response records.
    items = sdk(keyed, keyed.key_a).responses.input_items.list(response.id, order="asc").data
    first = items[0].model_dump()
    assert first["content"][0]["text"] == "My question is about billing."


def test_request_instructions_replace_the_templates_and_versions_are_pinned(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    prompt_id = created(keyed)["id"]
    with rest(keyed, keyed.key_a) as client:
        client.post(f"/prompts/{prompt_id}", json={"instructions": "Version two for {{company}}."})
    client_sdk = sdk(keyed, keyed.key_a)
    pinned = client_sdk.responses.create(
        model="fake-text", prompt={"id": prompt_id, "version": "1", "variables": variables()}
    )
    assert pinned.instructions == "You answer for Acme." and pinned.prompt is not None
    assert pinned.prompt.version == "1"
    newest = client_sdk.responses.create(
        model="fake-text", prompt={"id": prompt_id, "variables": variables()}
    )
    assert newest.instructions == "Version two for Acme."
    assert newest.prompt is not None and newest.prompt.version == "2"
    fake_upstream.reset()
    own = client_sdk.responses.create(
        model="fake-text",
        instructions="Mine.",
        prompt={"id": prompt_id, "variables": variables()},
    )
    assert own.instructions == "Mine."
    assert fake_upstream.requests()[-1]["messages"][0] == {"role": "system", "content": "Mine."}
    # A continuation in a chain: the template's messages come before this turn's input.
    fake_upstream.reset()
    chained = client_sdk.responses.create(
        model="fake-text",
        previous_response_id=own.id,
        prompt={"id": prompt_id, "variables": {**variables(), "topic": "refunds"}},
        input="Thanks.",
    )
    assert chained.status == "completed"
    texts = user_texts(fake_upstream.requests()[-1]["messages"])
    assert texts[0] == "My question is about billing."
    assert "My question is about refunds." in texts and texts[-1] == "Thanks."
    assert texts.index("My question is about refunds.") > texts.index(
        "My question is about billing."
    )


@pytest.mark.parametrize(
    ("prompt", "status", "param"),
    [
        ({"id": "pmpt_made_up"}, 404, "prompt.id"),
        ({"version": "9"}, 404, "prompt.version"),
        ({"version": "x"}, 404, "prompt.version"),
        ({"variables": {"company": "Acme", "topic": "t"}}, 400, "prompt.variables.picture"),
        ({"variables": {**variables(), "extra": "x"}}, 400, "prompt.variables.extra"),
        ({"variables": {**variables(), "topic": 7}}, 400, "prompt.variables.topic"),
        ({"variables": {**variables(), "topic": PICTURE}}, 400, "prompt.variables.topic"),
        (
            {"variables": {**variables(), "picture": {"type": "audio"}}},
            400,
            "prompt.variables.picture.type",
        ),
        ({"id": 7}, 400, "prompt.id"),
    ],
)
def test_bad_prompts_are_refused_before_the_upstream_is_called(
    keyed: KeyedStack,
    fake_upstream: FakeUpstream,
    prompt: dict[str, Any],
    status: int,
    param: str,
) -> None:
    prompt_id = created(keyed)["id"]
    fake_upstream.reset()
    body = {"model": "fake-text", "prompt": {"id": prompt_id, **prompt}}
    for stream in (False, True):
        with rest(keyed, keyed.key_a) as client:
            error = error_of(client.post("/responses", json={**body, "stream": stream}), status)
        assert error["param"] == param
    assert fake_upstream.requests() == []


def test_another_projects_template_is_unknown(keyed: KeyedStack) -> None:
    prompt_id = created(keyed)["id"]
    with rest(keyed, keyed.key_b) as other:
        theirs = error_of(other.get(f"/prompts/{prompt_id}"), 404)
        made_up = error_of(other.get("/prompts/pmpt_made_up"), 404)
        assert theirs["message"].replace(prompt_id, "X") == made_up["message"].replace(
            "pmpt_made_up", "X"
        )
        for answer in (
            other.post(f"/prompts/{prompt_id}", json={"instructions": "x"}),
            other.get(f"/prompts/{prompt_id}/versions"),
            other.delete(f"/prompts/{prompt_id}"),
        ):
            assert error_of(answer, 404)["param"] == "prompt_id"
        assert prompt_id not in [p["id"] for p in other.get("/prompts").json()["data"]]
    with pytest.raises(openai.NotFoundError) as refused:
        sdk(keyed, keyed.key_b).responses.create(
            model="fake-text", prompt={"id": prompt_id, "variables": variables()}
        )
    assert refused.value.body["param"] == "prompt.id"  # type: ignore[index]


def test_streamed_background_and_websocket_creates_render_the_template(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    prompt_id = created(keyed)["id"]
    client = sdk(keyed, keyed.key_a)
    prompt = {"id": prompt_id, "variables": variables()}
    with client.responses.stream(model="fake-text", prompt=prompt, input="Go.") as stream:  # type: ignore[arg-type]
        final = stream.get_final_response()
    assert final.instructions == "You answer for Acme." and final.prompt is not None
    queued = client.responses.create(model="fake-text", prompt=prompt, background=True)  # type: ignore[arg-type]
    wait_for(
        lambda: client.responses.retrieve(queued.id).status == "completed", "the job to finish"
    )
    done = client.responses.retrieve(queued.id)
    assert done.instructions == "You answer for Acme."
    assert done.prompt is not None and done.prompt.version == "1"
    items = client.responses.input_items.list(queued.id, order="asc").data
    assert items[0].model_dump()["content"][0]["text"] == "My question is about billing."
    headers = {"Authorization": f"Bearer {keyed.key_a}"}
    with connect(keyed.stack.gateway.websocket_url, additional_headers=headers) as socket:
        socket.send(json.dumps({"type": "response.create", "model": "fake-text", "prompt": prompt}))
        while True:
            event = json.loads(socket.recv(timeout=TIMEOUT))
            if event["type"] in ("response.completed", "response.failed", "error"):
                break
    assert event["type"] == "response.completed", event
    assert event["response"]["prompt"] == {**prompt, "version": "1"}
    assert event["response"]["instructions"] == "You answer for Acme."


def test_typed_grpc_manages_templates_and_creates_with_one(keyed: KeyedStack) -> None:
    metadata = (("authorization", f"Bearer {keyed.key_a}"),)
    with grpc.insecure_channel(keyed.stack.grpc_target) as channel:
        typed = pb_grpc.PromptsServiceStub(channel)
        made = typed.CreatePrompt(
            pb.CreatePromptRequest(instructions="Hello {{who}}."), metadata=metadata
        )
        assert made.version == "1" and list(made.variables) == ["who"]
        second = typed.UpdatePrompt(
            pb.UpdatePromptRequest(prompt_id=made.id, instructions="Hi {{who}}."),
            metadata=metadata,
        )
        assert second.version == "2"
        versions = typed.ListPromptVersions(
            pb.ListPromptVersionsRequest(prompt_id=made.id), metadata=metadata
        )
        assert [v.version for v in versions.data] == ["1", "2"]
        responses = responses_pb2_grpc.ResponsesServiceStub(channel)
        request = responses_pb2.CreateResponseRequest(model="fake-text")
        request.prompt.id = made.id
        request.prompt.variables.update({"who": "world"})
        answer = responses.CreateResponse(request, metadata=metadata)
        assert answer.instructions.text == "Hi world."
        assert answer.prompt["id"] == made.id and answer.prompt["version"] == "2"
        with pytest.raises(grpc.RpcError) as missing:
            typed.GetPrompt(pb.GetPromptRequest(prompt_id="pmpt_made_up"), metadata=metadata)
        assert missing.value.code() == grpc.StatusCode.NOT_FOUND


def prompts_cli(keyed: KeyedStack, key: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("RESPONSA_")}
    base = ["--base-url", keyed.stack.rest_url, "--api-key", key]
    return subprocess.run(
        [sys.executable, "-m", "responsa_cli", "prompts", *base, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_prompts_command_manages_templates(keyed: KeyedStack, tmp_path: Path) -> None:
    messages = tmp_path / "input.json"
    messages.write_text(json.dumps(TEMPLATE["input"]))
    made = prompts_cli(
        keyed, keyed.key_a, "create", "--name", "cli", "--instructions", "For {{company}}."
    )
    assert made.returncode == 0, made.stderr
    prompt_id = json.loads(made.stdout)["id"]
    update = ("update", prompt_id, "--input-file", str(messages))
    second = prompts_cli(keyed, keyed.key_a, *update)
    assert second.returncode == 0, second.stderr
    assert json.loads(second.stdout)["variables"] == ["company", "topic", "picture"]
    shown = json.loads(prompts_cli(keyed, keyed.key_a, "get", prompt_id, "--version", "1").stdout)
    assert shown["input"] == [] and shown["name"] == "cli"
    versions = json.loads(prompts_cli(keyed, keyed.key_a, "versions", prompt_id).stdout)
    assert [v["version"] for v in versions["data"]] == ["1", "2"]
    # Another project's key: the 404 goes to stderr, exit status 1.
    theirs = prompts_cli(keyed, keyed.key_b, "delete", prompt_id)
    assert theirs.returncode == 1 and json.loads(theirs.stderr)["error"]["param"] == "prompt_id"
    gone = prompts_cli(keyed, keyed.key_a, "delete", prompt_id)
    assert gone.returncode == 0 and json.loads(gone.stdout)["deleted"] is True
