"""Files built to hurt the server: a PDF whose one small stream inflates past pypdf's limit (a
decompression bomb) is a 400 naming the part as an input, and a `failed` file with its
last_error in a vector store (never a 500, never in progress forever), on both stores."""

from __future__ import annotations

import time
import zlib

import openai
import pytest

from tests.e2e.test_inputs import user
from tests.fake_upstream import FakeUpstream

pytestmark = pytest.mark.e2e

# pypdf stops inflating one stream at 75 MB (LimitReachedError); this one inflates to 96 MiB.
INFLATED_BYTES = 96 * 1024 * 1024


def bomb_pdf() -> bytes:
    """A one-page PDF (about 100 KB) whose font's ToUnicode map inflates to INFLATED_BYTES
    (pypdf reads it while extracting the page's text)."""
    packer = zlib.compressobj(9)
    block = b" " * (1024 * 1024)
    bomb = b"".join(packer.compress(block) for _ in range(INFLATED_BYTES // len(block)))
    bomb += packer.flush()
    text = b"BT /F1 12 Tf 72 720 Td (hello) Tj ET"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(bomb) + bomb + b"\nendstream",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def test_the_bomb_is_small() -> None:
    assert len(bomb_pdf()) < 256 * 1024


def test_a_pdf_bomb_as_input_is_a_400_naming_the_part(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    uploaded = client.files.create(file=("bomb.pdf", bomb_pdf()), purpose="user_data")
    fake_upstream.reset()
    part = {"type": "input_file", "file_id": uploaded.id}
    with pytest.raises(openai.BadRequestError) as refused:
        client.responses.create(model="fake-text", input=user(part))  # type: ignore[arg-type]
    error = refused.value.body
    assert isinstance(error, dict)
    assert (error["param"], error["code"]) == ("input[0].content[1].file_id", "invalid_file")
    assert "PDF could not be read" in error["message"]
    assert fake_upstream.stats()["requests"] == 0


def test_a_pdf_bomb_in_a_vector_store_fails_with_its_last_error(client: openai.OpenAI) -> None:
    uploaded = client.files.create(file=("bomb.pdf", bomb_pdf()), purpose="assistants")
    store = client.vector_stores.create(name="bombed", file_ids=[uploaded.id])
    deadline = time.monotonic() + 60
    while client.vector_stores.retrieve(store.id).file_counts.in_progress:
        assert time.monotonic() < deadline, "the file stayed in progress"
        time.sleep(0.2)
    attached = client.vector_stores.files.retrieve(uploaded.id, vector_store_id=store.id)
    assert attached.status == "failed"
    assert attached.last_error is not None
    assert attached.last_error.code == "invalid_file"
    assert "PDF could not be read" in attached.last_error.message
