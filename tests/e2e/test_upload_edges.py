"""Uploads at their edges, on SQLite and Postgres: a NUL in the file name (Postgres text cannot
hold it) is a 400 naming the parameter over REST and typed gRPC; a body cut short or with two
`file` parts is refused; uploaded HTML comes back as a sandboxed download; a large upload's
memory goes back to the system."""

from __future__ import annotations

import time
from typing import Any

import grpc
import httpx
import psutil
import pytest
from responsa.v1 import files_pb2, files_pb2_grpc

from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
BOUNDARY = "responsa-test-boundary"


def multipart(*parts: tuple[bytes, bytes], close: bool = True) -> bytes:
    """A multipart/form-data body of (Content-Disposition value, body) parts, written by hand
    (a client library would escape what these tests send raw)."""
    out = b""
    for disposition, body in parts:
        out += b"--%s\r\nContent-Disposition: %s\r\n\r\n%s\r\n" % (
            BOUNDARY.encode(),
            disposition,
            body,
        )
    return out + (b"--%s--\r\n" % BOUNDARY.encode() if close else b"")


def post_form(stack: Stack, body: bytes) -> httpx.Response:
    return httpx.post(
        f"{stack.rest_url}/files",
        content=body,
        headers={"content-type": f"multipart/form-data; boundary={BOUNDARY}"},
        timeout=TIMEOUT,
    )


PURPOSE = (b'form-data; name="purpose"', b"assistants")


def assert_refused(reply: httpx.Response, param: str) -> dict[str, Any]:
    assert reply.status_code == 400, reply.text
    error: dict[str, Any] = reply.json()["error"]
    assert (error["type"], error["param"]) == ("invalid_request_error", param)
    return error


def test_a_nul_in_the_file_name_is_a_400_over_rest(stack: Stack) -> None:
    body = multipart(PURPOSE, (b'form-data; name="file"; filename="a\x00b.txt"', b"hello"))
    error = assert_refused(post_form(stack, body), "file")
    assert "NUL" in error["message"]
    listed = httpx.get(f"{stack.rest_url}/files", timeout=TIMEOUT).json()["data"]
    assert all("\x00" not in f["filename"] for f in listed)


def test_a_nul_in_the_file_name_is_a_400_over_typed_grpc(stack: Stack) -> None:
    with grpc.insecure_channel(stack.grpc_target) as channel:
        files = files_pb2_grpc.FilesServiceStub(channel)
        request = files_pb2.CreateFileRequest(
            file=b"hello", filename="a\x00b.txt", purpose="assistants"
        )
        with pytest.raises(grpc.RpcError) as caught:
            files.CreateFile(request, timeout=TIMEOUT)
        error = caught.value
        assert isinstance(error, grpc.Call)
        assert error.code() == grpc.StatusCode.INVALID_ARGUMENT
        assert dict(error.trailing_metadata() or ())["responsa-http-status"] == "400"
        assert "filename" in (error.details() or "")


def test_a_body_cut_before_its_closing_boundary_is_refused(stack: Stack) -> None:
    body = multipart(PURPOSE, (b'form-data; name="file"; filename="cut.txt"', b"hello"))
    cut = body[: -len(f"--{BOUNDARY}--\r\n")]
    reply = post_form(stack, cut)
    assert reply.status_code == 400, reply.text
    assert "closing boundary" in reply.json()["error"]["message"]


def test_two_file_parts_are_refused_naming_file(stack: Stack) -> None:
    body = multipart(
        PURPOSE,
        (b'form-data; name="file"; filename="one.txt"', b"one"),
        (b'form-data; name="file"; filename="two.txt"', b"two"),
    )
    error = assert_refused(post_form(stack, body), "file")
    assert "more than one" in error["message"]


def test_a_well_formed_upload_still_works(stack: Stack) -> None:
    body = multipart(PURPOSE, (b'form-data; name="file"; filename="fine.txt"', b"fine"))
    reply = post_form(stack, body)
    assert reply.status_code == 200, reply.text
    assert reply.json()["filename"] == "fine.txt"


def test_uploaded_html_is_served_as_a_sandboxed_download(stack: Stack) -> None:
    page = b"<html><script>alert(document.cookie)</script></html>"
    body = multipart(PURPOSE, (b'form-data; name="file"; filename="page.html"', page))
    uploaded = post_form(stack, body).json()
    content = httpx.get(f"{stack.rest_url}/files/{uploaded['id']}/content", timeout=TIMEOUT)
    assert content.status_code == 200 and content.content == page
    assert content.headers["x-content-type-options"] == "nosniff"
    assert content.headers["content-disposition"].startswith("attachment")
    assert "sandbox" in content.headers["content-security-policy"]


BIG_UPLOAD_BYTES = 60 * 1024 * 1024


def test_a_large_uploads_memory_is_given_back(stack: Stack) -> None:
    """The service kept ~2x a 60 MB upload (its body and parts' copies) until it was trimmed."""
    service = psutil.Process(stack.service.process.pid)
    before = service.memory_info().rss
    body = multipart(
        PURPOSE, (b'form-data; name="file"; filename="big.txt"', b"y" * BIG_UPLOAD_BYTES)
    )
    reply = post_form(stack, body)
    assert reply.status_code == 200, reply.text
    deadline = time.monotonic() + 15
    kept = service.memory_info().rss - before
    while kept > BIG_UPLOAD_BYTES // 2 and time.monotonic() < deadline:
        time.sleep(0.25)
        kept = service.memory_info().rss - before
    assert kept <= BIG_UPLOAD_BYTES // 2, f"{kept // 2**20} MB kept after a 60 MB upload"
