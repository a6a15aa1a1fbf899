"""Vector stores through Envoy with the official SDK (strict), on SQLite and Postgres, embedding
with the bundled all-MiniLM-L6-v2 server the service starts on first use."""

from __future__ import annotations

import asyncio
import time
import zlib

import httpx
import openai
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tests.e2e.conftest import STACK_DATABASE_URLS
from tests.stack import Stack

NOTES = b"""# Lighthouse log

The lighthouse keeper feeds the ginger cat every morning at dawn, before polishing the lens.
"""
RECIPE_HTML = b"""<html><head><title>Bread</title><script>var x = 'ignored';</script></head>
<body><h1>Sourdough</h1>
<p>Bake the sourdough loaf at 250 degrees for forty minutes.</p></body></html>
"""
TRAINS_JSON = (
    b'{"timetable": {"line": "Coastal", "first_train": "The first coastal train leaves at 5:40."}}'
)


def minimal_pdf(sentence: str) -> bytes:
    """A one-page PDF whose text layer is `sentence` (Helvetica), written by hand."""
    stream = f"BT /F1 12 Tf 72 720 Td ({sentence}) Tj ET".encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
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


def wait_until_ingested(client: openai.OpenAI, store_id: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while client.vector_stores.retrieve(store_id).file_counts.in_progress:
        assert time.monotonic() < deadline, "ingestion did not finish"
        time.sleep(0.2)


def chunk_count(stack: Stack, file_id: str) -> int:
    async def count() -> int:
        url = STACK_DATABASE_URLS[id(stack)]
        url = url.replace("sqlite:", "sqlite+aiosqlite:", 1).replace(
            "postgres:", "postgresql+asyncpg:", 1
        )
        engine = create_async_engine(url)
        try:
            async with engine.connect() as conn:
                query = text("SELECT count(*) FROM vector_store_chunks WHERE file_id = :f")
                return int((await conn.execute(query, {"f": file_id})).scalar_one())
        finally:
            await engine.dispose()

    return asyncio.run(count())


def test_create_ingest_search_and_content(client: openai.OpenAI) -> None:
    notes = client.files.create(file=("lighthouse.md", NOTES), purpose="assistants")
    recipe = client.files.create(file=("bread.html", RECIPE_HTML), purpose="assistants")
    trains = client.files.create(file=("trains.json", TRAINS_JSON), purpose="assistants")
    store = client.vector_stores.create(
        name="handbook",
        file_ids=[notes.id, recipe.id, trains.id],
        metadata={"team": "docs"},
        expires_after={"anchor": "last_active_at", "days": 7},
        chunking_strategy={
            "type": "static",
            "static": {"max_chunk_size_tokens": 100, "chunk_overlap_tokens": 20},
        },
    )
    assert store.object == "vector_store" and store.name == "handbook"
    assert store.metadata == {"team": "docs"}
    assert store.file_counts.total == 3
    wait_until_ingested(client, store.id)
    done = client.vector_stores.retrieve(store.id)
    assert done.status == "completed" and done.file_counts.completed == 3
    assert done.usage_bytes > 0

    pdf = client.vector_stores.files.upload_and_poll(
        vector_store_id=store.id,
        file=("ferry.pdf", minimal_pdf("The harbour ferry to the island sails every two hours.")),
        poll_interval_ms=200,
    )
    assert pdf.status == "completed", pdf.last_error

    expectations = {
        "Who feeds the cat in the morning?": notes.id,
        "How long should the sourdough bake?": recipe.id,
        "When does the first coastal train leave?": trains.id,
        "How often does the ferry sail to the island?": pdf.id,
    }
    for question, expected in expectations.items():
        page = client.vector_stores.search(store.id, query=question, max_num_results=2)
        assert page.search_query == [question]
        assert page.data[0].file_id == expected, (question, page.data)
        assert 0 <= page.data[0].score <= 1
        assert page.data[0].content[0].type == "text"

    html_text = client.vector_stores.files.content(file_id=recipe.id, vector_store_id=store.id)
    joined = " ".join(part.text for part in html_text)
    assert "250 degrees" in joined and "ignored" not in joined

    listed = client.vector_stores.files.list(vector_store_id=store.id, filter="completed")
    assert {f.id for f in listed.data} == {notes.id, recipe.id, trains.id, pdf.id}
    chunking = client.vector_stores.files.retrieve(file_id=notes.id, vector_store_id=store.id)
    assert chunking.chunking_strategy.type == "static"

    renamed = client.vector_stores.update(store.id, name="renamed")
    assert renamed.name == "renamed"
    assert store.id in [s.id for s in client.vector_stores.list().data]
    deleted = client.vector_stores.delete(store.id)
    assert deleted.deleted is True and deleted.object == "vector_store.deleted"
    with pytest.raises(openai.NotFoundError):
        client.vector_stores.retrieve(store.id)


def test_attribute_filters(client: openai.OpenAI) -> None:
    store = client.vector_stores.create(name="filtered")
    red = client.files.create(
        file=("red.txt", b"The red team ships the release on Friday."), purpose="assistants"
    )
    blue = client.files.create(
        file=("blue.txt", b"The blue team ships the release on Monday."), purpose="assistants"
    )
    for file, team, year in ((red, "red", 2024), (blue, "blue", 2026)):
        attached = client.vector_stores.files.create_and_poll(
            file_id=file.id,
            vector_store_id=store.id,
            attributes={"team": team, "year": year},
            poll_interval_ms=200,
        )
        assert attached.status == "completed"
    question = "When does the team ship the release?"
    only_blue = client.vector_stores.search(
        store.id, query=question, filters={"type": "eq", "key": "team", "value": "blue"}
    )
    assert {r.file_id for r in only_blue.data} == {blue.id}
    assert only_blue.data[0].attributes == {"team": "blue", "year": 2026}
    compound = client.vector_stores.search(
        store.id,
        query=question,
        filters={
            "type": "or",
            "filters": [
                {"type": "lt", "key": "year", "value": 2025},
                {"type": "in", "key": "team", "value": ["green"]},
            ],
        },
    )
    assert {r.file_id for r in compound.data} == {red.id}
    updated = client.vector_stores.files.update(
        file_id=red.id, vector_store_id=store.id, attributes={"team": "blue"}
    )
    assert updated.attributes == {"team": "blue"}
    both = client.vector_stores.search(
        store.id, query=question, filters={"type": "eq", "key": "team", "value": "blue"}
    )
    assert {r.file_id for r in both.data} == {red.id, blue.id}


def test_file_batches(client: openai.OpenAI) -> None:
    store = client.vector_stores.create(name="batched")
    ids = [
        client.files.create(
            file=(f"b{i}.txt", f"Batch document number {i}.".encode()), purpose="assistants"
        ).id
        for i in range(3)
    ]
    batch = client.vector_stores.file_batches.create_and_poll(
        vector_store_id=store.id, file_ids=ids, poll_interval_ms=200
    )
    assert batch.object == "vector_store.files_batch"
    assert batch.status == "completed" and batch.file_counts.completed == 3
    files = client.vector_stores.file_batches.list_files(
        batch_id=batch.id, vector_store_id=store.id
    )
    assert {f.id for f in files.data} == set(ids)
    cancelled = client.vector_stores.file_batches.cancel(
        batch_id=batch.id, vector_store_id=store.id
    )
    assert cancelled.file_counts.completed == 3


def test_deleting_a_file_removes_its_chunks_from_every_store(
    client: openai.OpenAI, stack: Stack
) -> None:
    shared = client.files.create(
        file=("shared.txt", b"Penguins huddle together to keep warm."), purpose="assistants"
    )
    stores = [client.vector_stores.create(name=f"s{i}", file_ids=[shared.id]) for i in range(2)]
    for store in stores:
        wait_until_ingested(client, store.id)
    assert chunk_count(stack, shared.id) == 2
    client.files.delete(shared.id)
    assert chunk_count(stack, shared.id) == 0
    for store in stores:
        assert client.vector_stores.search(store.id, query="penguins").data == []
        assert client.vector_stores.retrieve(store.id).file_counts.total == 0


def test_bad_input_is_openai_shaped(client: openai.OpenAI, stack: Stack) -> None:
    with pytest.raises(openai.NotFoundError) as unknown:
        client.vector_stores.search("vs_unknown", query="anything")
    assert unknown.value.body["param"] == "vector_store_id"
    with pytest.raises(openai.NotFoundError) as unknown_file:
        client.vector_stores.create(name="x", file_ids=["file-missing"])
    assert unknown_file.value.body["param"] == "file_ids[0]"

    store = client.vector_stores.create(name="errors")
    binary = client.files.create(
        file=("image.bin", zlib.compress(b"x" * 100)), purpose="assistants"
    )
    failed = client.vector_stores.files.create_and_poll(
        file_id=binary.id, vector_store_id=store.id, poll_interval_ms=200
    )
    assert failed.status == "failed"
    assert failed.last_error is not None and failed.last_error.code == "unsupported_file"
    assert chunk_count(stack, binary.id) == 0
    with pytest.raises(openai.BadRequestError) as not_ready:
        client.vector_stores.files.content(file_id=binary.id, vector_store_id=store.id)
    assert not_ready.value.body["param"] == "file_id"

    with pytest.raises(openai.BadRequestError) as empty:
        client.files.create(file=("empty.txt", b""), purpose="assistants")
    assert empty.value.body["param"] == "file"

    for filters, param in (
        ({"type": "like", "key": "a", "value": "b"}, "filters.type"),
        ({"type": "eq", "value": "b"}, "filters.key"),
        ({"type": "and", "filters": "nope"}, "filters.filters"),
        ({"type": "in", "key": "a", "value": "not-a-list"}, "filters.value"),
    ):
        reply = httpx.post(
            f"{stack.rest_url}/vector_stores/{store.id}/search",
            json={"query": "q", "filters": filters},
            timeout=10,
        )
        assert reply.status_code == 400, reply.text
        assert reply.json()["error"]["param"] == param
    reply = httpx.post(
        f"{stack.rest_url}/vector_stores/{store.id}/search",
        json={"query": "q", "rewrite_query": True},
        timeout=10,
    )
    assert reply.status_code == 400 and reply.json()["error"]["param"] == "rewrite_query"
    with pytest.raises(openai.BadRequestError) as chunking:
        client.vector_stores.create(
            name="x",
            chunking_strategy={
                "type": "static",
                "static": {"max_chunk_size_tokens": 50, "chunk_overlap_tokens": 0},
            },
        )
    assert chunking.value.body["param"] == "chunking_strategy.static.max_chunk_size_tokens"
