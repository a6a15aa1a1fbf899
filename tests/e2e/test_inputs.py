"""Images and files that survive the trip (issue 23), through the official SDK in strict mode,
asserting what the fake upstream received: uploaded images and PDFs by `file_id`, `file_url`s
through the egress policy, another project's file, stored items listed with their image URLs,
and the 4xx refusals that come before any upstream call. test_inputs_inlining.py: an upstream
that fetches no URLs; test_stateless_reasoning.py: reasoning carried in `encrypted_content`."""

from __future__ import annotations

import base64
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import openai
import pytest

from tests.e2e.test_auth import KeyedStack, keyed, rest
from tests.e2e.test_vector_stores import minimal_pdf
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

__all__ = ["keyed"]  # the keyed stack fixture, shared with test_auth

# The smallest valid PNG (1x1, transparent): what matters here is its signature.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)
PNG_DATA_URL = "data:image/png;base64," + base64.b64encode(PNG).decode()
NOTES = b"# Field notes\n\nThe heron returns to the pond every evening at seven.\n"


class _Files(BaseHTTPRequestHandler):
    """Serves the server's `files` (path -> (content type, body)); 404 otherwise."""

    def do_GET(self) -> None:
        found = self.server.files.get(self.path)  # type: ignore[attr-defined]
        if found is None:
            self.send_error(404)
            return
        content_type, body = found
        self.send_response(200)
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def file_server() -> Iterator[str]:
    """A local HTTP server with a Markdown file, a PNG and a PDF; its base URL."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Files)
    server.files = {  # type: ignore[attr-defined]
        "/notes.md": ("text/markdown", NOTES),
        "/heron.png": ("image/png", PNG),
        "/report": ("application/pdf", minimal_pdf("Quarterly herons rose by nine percent.")),
    }
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def user(*parts: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"role": "user", "content": [{"type": "input_text", "text": "Look:"}, *parts]}]


def last_user_content(fake_upstream: FakeUpstream) -> Any:
    return fake_upstream.requests()[-1]["messages"][-1]["content"]


# -- images and files by file_id -----------------------------------------------------------------


def test_uploaded_png_by_file_id_reaches_the_upstream_as_a_data_url(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    uploaded = client.files.create(file=("heron.png", PNG), purpose="user_data")
    part = {"type": "input_image", "file_id": uploaded.id, "detail": "low"}
    response = client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    assert response.status == "completed"
    assert last_user_content(fake_upstream) == [
        {"type": "text", "text": "Look:"},
        {"type": "image_url", "image_url": {"url": PNG_DATA_URL, "detail": "low"}},
    ]
    # Stored as sent; include asks for the URL the model was sent.
    plain = client.responses.input_items.list(response.id)
    image = plain.data[0].content[1]  # type: ignore[union-attr]
    assert (image.type, image.file_id, image.image_url) == ("input_image", uploaded.id, None)
    included = client.responses.input_items.list(
        response.id, include=["message.input_image.image_url"]
    )
    assert included.data[0].content[1].image_url == PNG_DATA_URL  # type: ignore[union-attr]


def test_pdf_by_file_id_reaches_the_upstream_as_its_text(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    pdf = minimal_pdf("The lighthouse keeper feeds the cat at dawn.")
    uploaded = client.files.create(file=("keeper.pdf", pdf), purpose="user_data")
    part = {"type": "input_file", "file_id": uploaded.id}
    response = client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    assert response.status == "completed"
    assert last_user_content(fake_upstream) == (
        'Look:<file name="keeper.pdf">\nThe lighthouse keeper feeds the cat at dawn.\n</file>'
    )


def test_unsupported_files_are_400s_naming_the_part_before_the_upstream(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    binary = client.files.create(file=("blob.bin", bytes(range(256))), purpose="user_data")
    text = client.files.create(file=("notes.md", NOTES), purpose="user_data")
    fake_upstream.reset()
    cases = [
        ({"type": "input_file", "file_id": binary.id}, "file_id", "unsupported_file"),
        ({"type": "input_image", "file_id": text.id}, "file_id", "invalid_image_format"),
        (
            {"type": "input_image", "image_url": "data:image/png;base64,bm90IGFuIGltYWdl"},
            "image_url",
            "invalid_image_format",
        ),
        (
            {"type": "input_file", "file_data": "data:text/plain;base64,!!!", "filename": "a"},
            "file_data",
            "invalid_value",
        ),
    ]
    for part, field, code in cases:
        with pytest.raises(openai.BadRequestError) as refused:
            client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
        error = refused.value.body
        assert isinstance(error, dict)
        assert (error["param"], error["code"]) == (f"input[0].content[1].{field}", code), error
    assert fake_upstream.stats()["requests"] == 0


def test_unknown_file_id_is_a_404_naming_the_part(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    part = {"type": "input_image", "file_id": "file-" + "0" * 32}
    with pytest.raises(openai.NotFoundError) as missing:
        client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    assert missing.value.body == {
        "message": f"No such File object: file-{'0' * 32}",
        "type": "invalid_request_error",
        "param": "input[0].content[1].file_id",
        "code": None,
    }
    assert fake_upstream.stats()["requests"] == 0


def test_another_projects_file_is_the_same_404_as_an_unknown_one(
    keyed: KeyedStack, fake_upstream: FakeUpstream
) -> None:
    with rest(keyed, keyed.key_a) as mine, rest(keyed, keyed.key_b) as other:
        uploaded = mine.post(
            "/files", files={"file": ("heron.png", PNG)}, data={"purpose": "user_data"}
        ).json()
        unknown = "file-" + "0" * 32
        for kind in ("input_image", "input_file"):
            fake_upstream.reset()
            answers = [
                other.post(
                    "/responses",
                    json={"model": "fake-text", "input": user({"type": kind, "file_id": file_id})},
                )
                for file_id in (uploaded["id"], unknown)
            ]
            assert [a.status_code for a in answers] == [404, 404]
            assert answers[0].text.replace(uploaded["id"], unknown) == answers[1].text
            assert fake_upstream.stats()["requests"] == 0
        part = {"type": "input_image", "file_id": uploaded["id"]}
        mine_answer = mine.post("/responses", json={"model": "fake-text", "input": user(part)})
        assert mine_answer.status_code == 200, mine_answer.text


# -- file_url through the egress policy -----------------------------------------------------------


def test_file_url_is_fetched_through_the_egress_policy(
    client: openai.OpenAI, fake_upstream: FakeUpstream, file_server: str
) -> None:
    part = {"type": "input_file", "file_url": f"{file_server}/notes.md"}
    response = client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    assert response.status == "completed"
    assert (
        last_user_content(fake_upstream)
        == f'Look:<file name="notes.md">\n{NOTES.decode().strip()}\n</file>'
    )


def test_file_url_the_egress_policy_refuses_is_a_400_and_never_connected(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    # 127.0.0.2 is loopback but not in the stack's RESPONSA_TOOL_URL_ALLOW (127.0.0.1).
    with socket.create_server(("127.0.0.2", 0)) as listener:
        listener.settimeout(0.3)
        port = listener.getsockname()[1]
        fake_upstream.reset()
        part = {"type": "input_file", "file_url": f"http://127.0.0.2:{port}/notes.md"}
        with pytest.raises(openai.BadRequestError) as refused:
            client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
        error = refused.value.body
        assert isinstance(error, dict)
        assert error["param"] == "input[0].content[1].file_url"
        assert "could not connect" in error["message"]
        with pytest.raises(TimeoutError):
            listener.accept()
    assert fake_upstream.stats()["requests"] == 0


def test_conversation_items_include_image_urls(stack: Stack, client: openai.OpenAI) -> None:
    uploaded = client.files.create(file=("heron.png", PNG), purpose="user_data")
    part = {"type": "input_image", "file_id": uploaded.id}
    conversation = client.conversations.create(items=user(part))  # type: ignore[arg-type]
    listed = httpx.get(
        f"{stack.rest_url}/conversations/{conversation.id}/items",
        params={"include[]": "message.input_image.image_url"},
        timeout=20,
    ).json()
    assert listed["data"][0]["content"][1]["image_url"] == PNG_DATA_URL
    plain = client.conversations.items.list(conversation.id)
    assert plain.data[0].content[1].image_url is None  # type: ignore[union-attr]
