"""Files API through Envoy with the official SDK (strict): multipart upload, list, retrieve,
content, delete, and OpenAI-shaped errors; on SQLite and Postgres."""

from __future__ import annotations

import httpx
import openai
import pytest

from tests.stack import Stack


def test_upload_list_retrieve_content_delete(client: openai.OpenAI) -> None:
    body = b"# Notes\n\nThe lighthouse keeper feeds the cat at dawn.\n" + bytes(range(256))
    created = client.files.create(file=("notes.md", body), purpose="assistants")
    assert created.id.startswith("file-")
    assert created.object == "file"
    assert created.bytes == len(body)
    assert created.filename == "notes.md"
    assert created.purpose == "assistants"

    assert client.files.retrieve(created.id) == created
    assert client.files.content(created.id).content == body

    other = client.files.create(file=("data.json", b'{"a": 1}'), purpose="user_data")
    listed = client.files.list()
    ids = [f.id for f in listed.data]
    assert created.id in ids and other.id in ids
    only_user_data = [f.id for f in client.files.list(purpose="user_data").data]
    assert other.id in only_user_data and created.id not in only_user_data

    deleted = client.files.delete(created.id)
    assert (deleted.id, deleted.object, deleted.deleted) == (created.id, "file", True)
    with pytest.raises(openai.NotFoundError) as missing:
        client.files.retrieve(created.id)
    assert missing.value.body == {
        "message": f"No such File object: {created.id}",
        "type": "invalid_request_error",
        "param": "id",
        "code": None,
    }
    with pytest.raises(openai.NotFoundError):
        client.files.content(created.id)
    with pytest.raises(openai.NotFoundError):
        client.files.delete(created.id)
    client.files.delete(other.id)


def test_list_pages_with_after(client: openai.OpenAI) -> None:
    ids = [
        client.files.create(file=(f"page{i}.txt", b"x" * (i + 1)), purpose="user_data").id
        for i in range(3)
    ]
    first = client.files.list(limit=2, order="asc", purpose="user_data")
    seen = [f.id for f in first.data]
    assert len(seen) == 2 and first.has_more is True
    rest = client.files.list(limit=100, order="asc", after=seen[-1], purpose="user_data")
    every = seen + [f.id for f in rest.data]
    # created_at has one-second resolution (OpenAI's); ties are ordered by id, so only the
    # set is fixed: each file exactly once across the pages.
    assert len(every) == len(set(every))
    assert set(ids) <= set(every)
    for file_id in ids:
        client.files.delete(file_id)


@pytest.mark.parametrize(
    ("files", "data", "param", "status"),
    [
        ({"file": ("a.txt", b"hi")}, {"purpose": "fine-tune"}, "purpose", 400),
        ({"file": ("a.txt", b"hi")}, {"purpose": "nonsense"}, "purpose", 400),
        ({"file": ("a.txt", b"hi")}, {}, "purpose", 400),
        ({"file": ("empty.txt", b"")}, {"purpose": "assistants"}, "file", 400),
        ({"other": ("a.txt", b"hi")}, {"purpose": "assistants"}, "file", 400),
    ],
)
def test_bad_uploads_are_openai_errors(
    stack: Stack, files: dict[str, tuple[str, bytes]], data: dict[str, str], param: str, status: int
) -> None:
    reply = httpx.post(f"{stack.rest_url}/files", files=files, data=data, timeout=10)
    assert reply.status_code == status
    assert reply.headers["content-type"].startswith("application/json")
    error = reply.json()["error"]
    assert error["param"] == param
    assert error["type"] == "invalid_request_error"
    assert error["message"]


def test_json_body_is_refused_clearly(stack: Stack) -> None:
    reply = httpx.post(f"{stack.rest_url}/files", json={"purpose": "assistants"}, timeout=10)
    assert reply.status_code == 400
    assert "multipart/form-data" in reply.json()["error"]["message"]
