"""The Containers API through the real stack (Envoy, the service, SQLite, keys on): the
official SDK in strict mode creates, lists, retrieves and deletes containers and their files
(a multipart upload, a Files-API file by id), another project's container and files answer
like unknown ones, bad names and bodies are 400s naming the parameter, a Files-API CSV given
in `file_ids` is read by a code_interpreter cell and what a cell writes is a `source:
"assistant"` file; and, on a stack whose containers idle out in about a second, expiry."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from tests.e2e.background_stacks import wait_for
from tests.e2e.test_auth import KeyedStack, create_key
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
from tests.stack import Stack

pytestmark = pytest.mark.e2e
needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")

TIMEOUT = 30.0
CSV = b"city,people\nLyon,522\nNice,342\n"


def keyed_stack(
    fake: FakeUpstream, tmp: Path, extra: dict[str, str] | None = None
) -> Iterator[KeyedStack]:
    url = f"sqlite:///{tmp / 'responsa.db'}"
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
        "RESPONSA_SANDBOX_DIR": str(tmp / "sandbox"),
        "RESPONSA_SANDBOX_WALL_SECONDS": "10",
        **(extra or {}),
    }
    key_a, key_b = create_key(url, "acme"), create_key(url, "globex")
    with Stack.start(env) as stack:
        yield KeyedStack(stack, url, key_a, key_b)


@pytest.fixture(scope="module")
def keyed(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[KeyedStack]:
    yield from keyed_stack(fake_upstream, tmp_path_factory.mktemp("containers"))


def sdk(keyed: KeyedStack, key: str | None = None) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=keyed.stack.rest_url,
        api_key=key or keyed.key_a,
        max_retries=0,
        timeout=TIMEOUT,
        _strict_response_validation=True,
    )


def rest(keyed: KeyedStack, key: str | None = None) -> httpx.Client:
    return httpx.Client(
        base_url=keyed.stack.rest_url,
        headers={"Authorization": f"Bearer {key or keyed.key_a}"},
        timeout=TIMEOUT,
    )


def error_of(answer: httpx.Response, status: int) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    error: dict[str, Any] = answer.json()["error"]
    return error


def test_containers_and_their_files_through_the_sdk(keyed: KeyedStack) -> None:
    client = sdk(keyed)
    made = client.containers.create(
        name="analysis",
        memory_limit="4g",
        expires_after={"anchor": "last_active_at", "minutes": 30},
    )
    body = made.model_dump(mode="json", exclude_unset=True)
    assert body["object"] == "container" and body["id"].startswith("cntr_")
    assert body["status"] == "running" and body["memory_limit"] == "4g"
    assert body["expires_after"] == {"anchor": "last_active_at", "minutes": 30}
    assert client.containers.retrieve(made.id).name == "analysis"
    default = client.containers.create(name="defaults")
    assert default.expires_after is not None and default.expires_after.minutes == 20
    assert default.memory_limit == "1g"
    listed = client.containers.list(order="asc")
    ids = [c.id for c in listed]
    assert ids.index(made.id) < ids.index(default.id)
    assert [c.id for c in client.containers.list(limit=1).data] == [default.id]
    # A multipart upload, then a Files-API file by id.
    uploaded = client.containers.files.create(made.id, file=("notes.txt", b"first draft"))
    assert uploaded.object == "container.file" and uploaded.id.startswith("cfile_")
    assert (uploaded.path, uploaded.source, uploaded.bytes) == ("/mnt/data/notes.txt", "user", 11)
    assert uploaded.container_id == made.id
    stored = client.files.create(file=("cities.csv", CSV), purpose="user_data")
    copied = client.containers.files.create(made.id, file_id=stored.id)
    assert copied.path == "/mnt/data/cities.csv" and copied.bytes == len(CSV)
    files = client.containers.files.list(made.id, order="asc")
    assert [f.id for f in files] == [uploaded.id, copied.id]
    assert client.containers.files.retrieve(copied.id, container_id=made.id).path == copied.path
    content = client.containers.files.content.retrieve(copied.id, container_id=made.id)
    assert content.read() == CSV
    # The same name again replaces the file.
    again = client.containers.files.create(made.id, file=("notes.txt", b"second"))
    paths = {f.path: f for f in client.containers.files.list(made.id)}
    assert paths["/mnt/data/notes.txt"].id == again.id and paths["/mnt/data/notes.txt"].bytes == 6
    deleted_file = client.containers.files.delete(again.id, container_id=made.id)
    assert deleted_file is None  # the SDK reads no body; the raw answer is checked below
    with rest(keyed) as raw:
        answer = raw.delete(f"/containers/{made.id}/files/{copied.id}")
        assert answer.json() == {
            "id": copied.id,
            "object": "container.file.deleted",
            "deleted": True,
        }
        assert raw.get(f"/containers/{made.id}/files/{copied.id}").status_code == 404
        gone = raw.delete(f"/containers/{made.id}")
        assert gone.json() == {"id": made.id, "object": "container.deleted", "deleted": True}
    with pytest.raises(openai.NotFoundError):
        client.containers.retrieve(made.id)
    client.containers.delete(default.id)


def test_another_projects_containers_are_unknown(keyed: KeyedStack) -> None:
    mine = sdk(keyed).containers.create(name="private")
    upload = sdk(keyed).containers.files.create(mine.id, file=("secret.txt", b"acme only"))
    with rest(keyed, keyed.key_b) as theirs, rest(keyed) as own:
        unknown = "cntr_" + "0" * 48
        for path in (
            f"/containers/{mine.id}",
            f"/containers/{mine.id}/files",
            f"/containers/{mine.id}/files/{upload.id}",
            f"/containers/{mine.id}/files/{upload.id}/content",
        ):
            foreign = error_of(theirs.get(path), 404)
            made_up = error_of(own.get(path.replace(mine.id, unknown)), 404)
            assert foreign == {**made_up, "message": made_up["message"].replace(unknown, mine.id)}
        error_of(theirs.delete(f"/containers/{mine.id}"), 404)
        error_of(theirs.delete(f"/containers/{mine.id}/files/{upload.id}"), 404)
        error_of(theirs.post(f"/containers/{mine.id}/files", json={"file_id": "file-x"}), 404)
        assert mine.id not in [c["id"] for c in theirs.get("/containers").json()["data"]]
        # Their Files-API file is not ours to copy either (a 400 naming the parameter).
        their_file = sdk(keyed, keyed.key_b).files.create(
            file=("theirs.csv", CSV), purpose="user_data"
        )
        refused = error_of(
            own.post(f"/containers/{mine.id}/files", json={"file_id": their_file.id}), 400
        )
        assert refused["param"] == "file_id"
        refused = error_of(
            own.post("/containers", json={"name": "x", "file_ids": [their_file.id]}), 400
        )
        assert refused["param"] == "file_ids"
        assert own.get(f"/containers/{mine.id}/files/{upload.id}/content").content == b"acme only"


@pytest.mark.parametrize("name", ["../escape.txt", "a/b.txt", "..", "a\\b.txt"])
def test_path_traversal_in_an_uploaded_name_is_refused(keyed: KeyedStack, name: str) -> None:
    made = sdk(keyed).containers.create(name="names")
    with rest(keyed) as raw:
        answer = raw.post(
            f"/containers/{made.id}/files", files={"file": (name, b"x", "text/plain")}
        )
        assert error_of(answer, 400)["param"] == "file"
        assert raw.get(f"/containers/{made.id}/files").json()["data"] == []


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({}, "name"),
        ({"name": "x", "memory_limit": "2g"}, "memory_limit"),
        (
            {"name": "x", "expires_after": {"anchor": "created_at", "minutes": 5}},
            "expires_after.anchor",
        ),
        (
            {"name": "x", "expires_after": {"anchor": "last_active_at", "minutes": 0}},
            "expires_after.minutes",
        ),
        ({"name": "x", "file_ids": "file-1"}, "file_ids"),
        ({"name": "x", "file_ids": ["file-unknown"]}, "file_ids"),
        (
            {"name": "x", "network_policy": {"type": "allowlist", "allowed_domains": ["a.b"]}},
            "network_policy",
        ),
        ({"name": "x", "colour": "red"}, "colour"),
    ],
)
def test_bad_create_bodies_are_400s_naming_the_parameter(
    keyed: KeyedStack, body: dict[str, Any], param: str
) -> None:
    with rest(keyed) as raw:
        before = raw.get("/containers", params={"limit": 100}).json()["data"]
        assert error_of(raw.post("/containers", json=body), 400)["param"] == param
        assert raw.get("/containers", params={"limit": 100}).json()["data"] == before


def cell(client: openai.OpenAI, code: str, container: Any) -> dict[str, Any]:
    """A response whose model runs one cell (the fake's script syntax: no `}` in the code)."""
    script = "CALL code_interpreter " + json.dumps({"code": code})
    tool: Any = {"type": "code_interpreter", "container": container}
    response = client.responses.create(
        model="fake-script", input=script, tools=[tool], include=["code_interpreter_call.outputs"]
    )
    call = response.output[0].model_dump(mode="json", exclude_unset=True)
    assert_openai("CodeInterpreterToolCall", call)
    return call


@needs_root
def test_a_files_api_csv_in_file_ids_is_read_by_a_cell(keyed: KeyedStack) -> None:
    client = sdk(keyed)
    stored = client.files.create(file=("cities.csv", CSV), purpose="user_data")
    code = (
        "import csv\n"
        "rows = list(csv.DictReader(open('/mnt/data/cities.csv')))\n"
        "print(sum(int(r['people']) for r in rows))\n"
        "open('/mnt/data/total.txt', 'w').write(str(len(rows)))"
    )
    call = cell(client, code, {"type": "auto", "file_ids": [stored.id]})
    assert call["status"] == "completed"
    assert call["outputs"] == [{"type": "logs", "logs": "864\n"}]
    files = {f.path: f for f in client.containers.files.list(call["container_id"])}
    assert files["/mnt/data/cities.csv"].source == "user"
    assert files["/mnt/data/total.txt"].source == "assistant"
    total = client.containers.files.content.retrieve(
        files["/mnt/data/total.txt"].id, container_id=call["container_id"]
    )
    assert total.read() == b"2"
    # The same files through containers.create(file_ids=...), then a cell in it by id.
    made = client.containers.create(name="with files", file_ids=[stored.id])
    (listed,) = client.containers.files.list(made.id)
    assert (listed.path, listed.source, listed.bytes) == ("/mnt/data/cities.csv", "user", len(CSV))
    again = cell(client, "print(open('/mnt/data/cities.csv').read().count(chr(10)))", made.id)
    assert again["outputs"] == [{"type": "logs", "logs": "3\n"}]


@needs_root
def test_file_ids_of_another_project_are_a_400_before_the_upstream(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    theirs = sdk(keyed, keyed.key_b).files.create(file=("t.csv", CSV), purpose="user_data")
    before = len(fake_upstream.requests())
    with pytest.raises(openai.BadRequestError) as raised:
        cell(sdk(keyed), "print(1)", {"type": "auto", "file_ids": [theirs.id]})
    assert raised.value.body["param"] == "tools[0].container.file_ids"  # type: ignore[index]
    assert len(fake_upstream.requests()) == before


@pytest.fixture(scope="module")
def idling(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[KeyedStack, Path]]:
    """Containers idle out after 1.2 s by default; the sweep runs every 0.3 s. With the
    stack's directory (its blob store is `blobs/` in it)."""
    extra = {"RESPONSA_CONTAINER_IDLE_MINUTES": "0.02", "RESPONSA_RETENTION_SWEEP_SECONDS": "0.3"}
    tmp = tmp_path_factory.mktemp("idling")
    for stack in keyed_stack(fake_upstream, tmp, extra):
        yield stack, tmp


def test_an_idle_container_expires_and_its_files_go(idling: tuple[KeyedStack, Path]) -> None:
    stack, tmp = idling
    client = sdk(stack)
    made = client.containers.create(name="short-lived")
    assert made.expires_after is not None and made.expires_after.minutes == 0  # 1.2 s
    client.containers.files.create(made.id, file=("a.txt", b"gone soon"))
    held = tmp / "blobs" / "acme" / "containers" / made.id
    assert len(list(held.iterdir())) == 1
    expired = wait_for(
        lambda: client.containers.retrieve(made.id).status == "expired", "the container to expire"
    )
    assert expired
    wait_for(lambda: not list(client.containers.files.list(made.id)), "its files to be swept")
    with rest(stack) as raw:
        refused = error_of(
            raw.post(f"/containers/{made.id}/files", files={"file": ("b.txt", b"x")}), 400
        )
        assert refused["code"] == "container_expired" and refused["param"] == "container_id"
    assert not list(held.iterdir())
    # An expired container can still be deleted.
    client.containers.delete(made.id)
    with pytest.raises(openai.NotFoundError):
        client.containers.retrieve(made.id)
