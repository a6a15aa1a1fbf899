"""`InputResolver` over a real store, blob directory and HTTP server: the cases the end-to-end
tests leave out (redirects checked hop by hop, bodies capped while they arrive, stored parts
that no longer resolve, inline files without a name)."""

from __future__ import annotations

import asyncio
import base64
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from responsa_server.blobs import LocalBlobStore
from responsa_server.egress import EgressPolicy, parse_allow_list
from responsa_server.files.api import FilesApi
from responsa_server.files.store import FileStore
from responsa_server.inputs import InputLimits, InputResolver, UpstreamInputs, UrlFetcher
from responsa_server.inputs.fetch import FetchError
from responsa_server.model.errors import ApiError
from responsa_server.store.database import Database

PNG = b"\x89PNG\r\n\x1a\n" + bytes(64)
INLINING = UpstreamInputs(fetches_urls=False)


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path == "/redirect-out":
            self.send_response(302)
            self.send_header("location", "http://127.0.0.2:9/secret")
            self.end_headers()
            return
        if self.path.startswith("/hop/"):
            left = int(self.path.rsplit("/", 1)[1])
            self.send_response(302)
            self.send_header("location", f"/hop/{left - 1}" if left > 1 else "/page")
            self.send_header("content-length", "0")
            self.end_headers()
            return
        if self.path == "/endless":
            # No content-length: the cap must hold while the body arrives.
            self.send_response(200)
            self.send_header("content-type", "image/png")
            self.end_headers()
            self.wfile.write(PNG)
            for _ in range(64):
                self.wfile.write(bytes(1024))
            return
        if self.path == "/page":
            body = b"<html><body><p>Herons nest in March.</p></body></html>"
            self.send_response(200)
            self.send_header("content-type", "text/html; charset=utf-8")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        self.send_error(404)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def http_base() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


class Rig:
    def __init__(self, files: FilesApi, resolver: InputResolver) -> None:
        self.files = files
        self.resolver = resolver


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    database = await Database.open(f"sqlite:///{tmp_path}/inputs.db")
    fetcher = UrlFetcher(EgressPolicy(parse_allow_list("127.0.0.1")), timeout_seconds=5)
    try:
        file_store = FileStore(database)
        blobs = LocalBlobStore(tmp_path / "blobs")
        limits = InputLimits(image_bytes=8 * 1024, file_bytes=8 * 1024)
        yield Rig(
            FilesApi(file_store, blobs), InputResolver(file_store, blobs, fetcher, limits=limits)
        )
    finally:
        await fetcher.aclose()
        await database.close()


def message(*parts: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"type": "message", "role": "user", "content": list(parts)}]


async def refusal(rig: Rig, part: dict[str, Any], upstream: UpstreamInputs = INLINING) -> ApiError:
    with pytest.raises(ApiError) as refused:
        await rig.resolver.resolve(message(part), upstream, project="p", param="input")
    return refused.value


async def test_a_redirect_to_a_refused_destination_is_refused(rig: Rig, http_base: str) -> None:
    error = await refusal(rig, {"type": "input_file", "file_url": f"{http_base}/redirect-out"})
    assert (error.status, error.param) == (400, "input[0].content[0].file_url")
    assert "could not connect" in error.message


async def test_a_body_without_length_is_capped_as_it_arrives(rig: Rig, http_base: str) -> None:
    error = await refusal(rig, {"type": "input_image", "image_url": f"{http_base}/endless"})
    assert (error.code, error.param) == ("image_too_large", "input[0].content[0].image_url")


async def test_an_upstream_that_fetches_gets_the_url_unchanged(rig: Rig, http_base: str) -> None:
    part = {"type": "input_image", "image_url": f"{http_base}/endless", "detail": "auto"}
    resolved = await rig.resolver.resolve(
        message(part), UpstreamInputs(), project="p", param="input"
    )
    assert resolved[0]["content"][0] == part


async def test_a_file_url_without_extension_is_read_by_its_media_type(
    rig: Rig, http_base: str
) -> None:
    part = {"type": "input_file", "file_url": f"{http_base}/page"}
    resolved = await rig.resolver.resolve(message(part), INLINING, project="p", param="input")
    assert resolved[0]["content"][0] == {
        "type": "input_text",
        "text": '<file name="page.html">\nHerons nest in March.\n</file>',
    }


async def test_inline_file_data(rig: Rig) -> None:
    encoded = base64.b64encode(b'{"nest": {"month": "March"}}').decode()
    named = {"type": "input_file", "file_data": encoded, "filename": "nest.json"}
    resolved = await rig.resolver.resolve(message(named), INLINING, project="p", param="input")
    assert (
        resolved[0]["content"][0]["text"] == '<file name="nest.json">\nnest.month: March\n</file>'
    )
    error = await refusal(rig, {"type": "input_file", "file_data": encoded})
    assert (error.code, error.param) == (
        "missing_required_parameter",
        "input[0].content[0].filename",
    )


async def test_a_stored_part_that_no_longer_resolves_becomes_a_note(rig: Rig) -> None:
    uploaded = await rig.files.create(PNG, "heron.png", "user_data", None, project="p")
    part = {"type": "input_image", "file_id": uploaded["id"]}
    resolved = await rig.resolver.resolve(message(part), INLINING, project="p", param=None)
    assert resolved[0]["content"][0]["image_url"].startswith("data:image/png;base64,")
    await rig.files.delete(uploaded["id"], project="p")
    noted = await rig.resolver.resolve(message(part), INLINING, project="p", param=None)
    assert noted[0]["content"][0] == {
        "type": "input_text",
        "text": f"[An earlier image is no longer available: No such File object: {uploaded['id']}]",
    }
    # The same part in a request's input is the 404.
    error = await refusal(rig, part)
    assert (error.status, error.param) == (404, "input[0].content[0].file_id")


async def test_items_without_images_or_files_are_returned_as_they_are(rig: Rig) -> None:
    items = message({"type": "input_text", "text": "hi"})
    assert await rig.resolver.resolve(items, INLINING, project="p", param="input") is items


async def test_concurrent_fetches_each_get_their_own_redirect_budget(http_base: str) -> None:
    """One fetcher serves concurrent requests: each may follow MAX_REDIRECTS (3) redirects, and
    another request's redirects do not count against it (they did with a client-wide count)."""
    fetcher = UrlFetcher(EgressPolicy(parse_allow_list("127.0.0.1")), timeout_seconds=5)
    try:
        pages = await asyncio.gather(
            *(fetcher.fetch(f"{http_base}/hop/3", max_bytes=4096) for _ in range(6))
        )
        assert [page.name for page in pages] == ["page"] * 6
        assert all(b"Herons" in page.data for page in pages)
        with pytest.raises(FetchError, match="too many redirects"):
            await fetcher.fetch(f"{http_base}/hop/4", max_bytes=4096)
    finally:
        await fetcher.aclose()
