"""The built-in `file_search` tool through Envoy with the official SDK (strict), on SQLite and
Postgres: the model (fake-script) searches a vector store, reads the passages and cites the file."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import asyncpg
import httpx
import openai
import pytest

from tests.fake_upstream import FakeUpstream
from tests.pgvector import PgvectorServer
from tests.stack import Stack

pytestmark = pytest.mark.e2e

CAT = b"The lighthouse keeper feeds the ginger cat every morning at dawn."
TRAIN = b"The first coastal train leaves the harbour station at 5:40."
SEARCH = 'CALL file_search {"query": "Who feeds the cat?"}'


@pytest.fixture
def store_with_files(client: openai.OpenAI) -> tuple[str, str, str]:
    """A vector store with two ingested files: (store id, cat file id, train file id)."""
    store = client.vector_stores.create(name="file-search")
    cat = client.vector_stores.files.upload_and_poll(
        vector_store_id=store.id, file=("keeper.txt", CAT), poll_interval_ms=200
    )
    train = client.vector_stores.files.upload_and_poll(
        vector_store_id=store.id, file=("trains.txt", TRAIN), poll_interval_ms=200
    )
    assert cat.status == train.status == "completed"
    found = client.vector_stores.search(store.id, query="Who feeds the cat?")
    assert found.data[0].file_id == cat.id
    return store.id, cat.id, train.id


def test_file_search_call_results_and_citation(
    client: openai.OpenAI, store_with_files: tuple[str, str, str]
) -> None:
    store_id, cat_id, _ = store_with_files
    response = client.responses.create(
        model="fake-script",
        input=SEARCH,
        tools=[{"type": "file_search", "vector_store_ids": [store_id], "max_num_results": 1}],
        include=["file_search_call.results"],
    )
    call, message = response.output
    assert call.type == "file_search_call" and call.status == "completed"
    assert call.id.startswith("fs_")
    assert call.queries == ["Who feeds the cat?"]
    assert call.results is not None and [r.file_id for r in call.results] == [cat_id]
    assert call.results[0].filename == "keeper.txt" and "ginger cat" in (call.results[0].text or "")
    assert message.type == "message"
    part = message.content[0]
    assert part.type == "output_text"
    assert part.text.startswith("Tool said: Passages for 'Who feeds the cat?':")
    assert "ginger cat" in part.text
    citations = [a for a in part.annotations if a.type == "file_citation"]
    assert [(c.file_id, c.filename) for c in citations] == [(cat_id, "keeper.txt")]
    index = citations[0].index
    assert part.text[index - len("keeper.txt") : index] == "keeper.txt"
    assert response.tools[0].type == "file_search"

    without = client.responses.create(
        model="fake-script",
        input=SEARCH,
        tools=[{"type": "file_search", "vector_store_ids": [store_id]}],
    )
    assert without.output[0].type == "file_search_call"
    assert without.output[0].results is None


def test_stream_events_in_openai_order(
    stack: Stack, store_with_files: tuple[str, str, str]
) -> None:
    store_id, cat_id, _ = store_with_files
    body = {
        "model": "fake-script",
        "input": SEARCH,
        "tools": [{"type": "file_search", "vector_store_ids": [store_id]}],
        "stream": True,
    }
    with httpx.stream("POST", f"{stack.rest_url}/responses", json=body, timeout=30) as answer:
        events = [
            json.loads(line[len("data: ") :])
            for line in answer.iter_lines()
            if line.startswith("data: ")
        ]
    types = [e["type"] for e in events]
    searching = [
        t for t in types if "file_search_call" in t or t.startswith("response.output_item")
    ]
    assert searching[:5] == [
        "response.output_item.added",
        "response.file_search_call.in_progress",
        "response.file_search_call.searching",
        "response.file_search_call.completed",
        "response.output_item.done",
    ]
    added = [e for e in events if e["type"] == "response.output_text.annotation.added"]
    assert added and added[0]["annotation"]["type"] == "file_citation"
    assert added[0]["annotation"]["file_id"] == cat_id
    assert types.index("response.output_text.annotation.added") < types.index(
        "response.output_text.done"
    )
    final = events[-1]
    assert final["type"] == "response.completed"
    assert final["response"]["output"][0]["type"] == "file_search_call"


def test_unknown_vector_store_is_refused_before_the_upstream(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    calls = len(fake_upstream.requests())
    reply = httpx.post(
        f"{stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "input": SEARCH,
            "tools": [{"type": "file_search", "vector_store_ids": ["vs_missing"]}],
        },
        timeout=20,
    )
    assert reply.status_code == 404, reply.text
    assert reply.json()["error"]["param"] == "tools[0].vector_store_ids[0]"
    assert len(fake_upstream.requests()) == calls


@pytest.mark.parametrize(
    ("tool", "param"),
    [
        ({"type": "file_search"}, "tools[0].vector_store_ids"),
        ({"type": "file_search", "vector_store_ids": []}, "tools[0].vector_store_ids"),
        (
            {"type": "file_search", "vector_store_ids": ["vs_x"], "max_num_results": 99},
            "tools[0].max_num_results",
        ),
        (
            {"type": "file_search", "vector_store_ids": ["vs_x"], "filters": {"type": "zz"}},
            "tools[0].filters.type",
        ),
    ],
)
def test_bad_file_search_tools(stack: Stack, tool: dict[str, Any], param: str) -> None:
    reply = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-script", "input": "hi", "tools": [tool]},
        timeout=20,
    )
    assert reply.status_code == 400, reply.text
    assert reply.json()["error"]["param"] == param


def test_max_tool_calls_counts_file_searches(
    client: openai.OpenAI, store_with_files: tuple[str, str, str]
) -> None:
    store_id, _, _ = store_with_files
    two = SEARCH + ' CALL file_search {"query": "first train"}'
    response = client.responses.create(
        model="fake-script",
        input=two,
        tools=[{"type": "file_search", "vector_store_ids": [store_id]}],
        max_tool_calls=1,
    )
    calls = [item for item in response.output if item.type == "file_search_call"]
    assert len(calls) == 1 and calls[0].queries == ["Who feeds the cat?"]


@pytest.fixture(scope="module")
def pgvector_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Stack, str]]:
    """The stack on a private Postgres with pgvector (`make pgvector`): (stack, database URL)."""
    server = PgvectorServer()
    try:
        url = asyncio.run(server.fresh_database())
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
            "RESPONSA_DATABASE_URL": url,
            "RESPONSA_BLOB_STORE": str(tmp_path_factory.mktemp("blobs")),
        }
        with Stack.start(env) as running:
            yield running, url
    finally:
        server.stop()


async def _hnsw_indexes(url: str) -> list[str]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch(
            "SELECT indexdef FROM pg_indexes WHERE tablename = 'vector_store_chunks'"
        )
    finally:
        await connection.close()
    return [row["indexdef"] for row in rows if "hnsw" in row["indexdef"]]


def test_sdk_flow_on_pgvector(pgvector_stack: tuple[Stack, str]) -> None:
    stack, url = pgvector_stack
    client = openai.OpenAI(
        base_url=stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=30,
        _strict_response_validation=True,
    )
    uploaded = client.files.create(file=("keeper.txt", CAT), purpose="assistants")
    store = client.vector_stores.create(name="pgvector", file_ids=[uploaded.id])
    batch = client.vector_stores.file_batches.create_and_poll(
        vector_store_id=store.id, file_ids=[uploaded.id], poll_interval_ms=200
    )
    assert batch.status == "completed"
    train = client.vector_stores.files.upload_and_poll(
        vector_store_id=store.id, file=("trains.txt", TRAIN), poll_interval_ms=200
    )
    assert train.status == "completed"
    # The chunks went into pgvector's HNSW cosine index.
    indexes = asyncio.run(_hnsw_indexes(url))
    assert indexes and "vector_cosine_ops" in indexes[0]
    found = client.vector_stores.search(store.id, query="When does the first train leave?")
    assert found.data[0].file_id == train.id
    response = client.responses.create(
        model="fake-script",
        input=SEARCH,
        tools=[{"type": "file_search", "vector_store_ids": [store.id], "max_num_results": 1}],
    )
    part = response.output[1].content[0]
    assert part.type == "output_text"
    assert [(a.type, a.file_id) for a in part.annotations] == [("file_citation", uploaded.id)]


def test_chain_replays_stored_search_results(
    client: openai.OpenAI, store_with_files: tuple[str, str, str], fake_upstream: FakeUpstream
) -> None:
    store_id, _, _ = store_with_files
    tools: Any = [{"type": "file_search", "vector_store_ids": [store_id], "max_num_results": 1}]
    first = client.responses.create(
        model="fake-script", input=SEARCH, tools=tools, include=["file_search_call.results"]
    )
    read_first = fake_upstream.requests()[-1]["messages"][-1]
    assert read_first["role"] == "tool" and "ginger cat" in read_first["content"]
    client.responses.create(
        model="fake-script", input="thanks", tools=tools, previous_response_id=first.id
    )
    replayed = [m for m in fake_upstream.requests()[-1]["messages"] if m["role"] == "tool"]
    assert [m["content"] for m in replayed] == [read_first["content"]]


# -- replay without include: chains and conversations read the searches again exactly --


def _search_turn(messages: list[dict[str, Any]], call_id: str) -> list[dict[str, Any]]:
    """The assistant message calling `call_id` and the tool message answering it."""
    calls = [
        m
        for m in messages
        if m["role"] == "assistant" and any(c["id"] == call_id for c in m.get("tool_calls") or [])
    ]
    answers = [m for m in messages if m["role"] == "tool" and m["tool_call_id"] == call_id]
    assert len(calls) == 1 and len(answers) == 1, messages
    return [calls[0], answers[0]]


def _assert_nothing_shown(stack: Stack, path: str) -> None:
    """Every file_search_call in an API output has no `results`, and the kept transcript
    leaves no trace (the answer itself quotes the passages, so their text is no evidence)."""
    reply = httpx.get(
        f"{stack.rest_url}{path}", headers={"Authorization": "Bearer sk-test"}, timeout=20
    )
    assert reply.status_code == 200, reply.text
    assert "responsa_model_read" not in reply.text
    body = reply.json()
    items = body.get("output") or body.get("data") or []
    calls = [item for item in items if item["type"] == "file_search_call"]
    assert calls and all(call.get("results") is None for call in calls)


def test_chain_replays_search_without_include(
    client: openai.OpenAI,
    stack: Stack,
    store_with_files: tuple[str, str, str],
    fake_upstream: FakeUpstream,
) -> None:
    store_id, _, _ = store_with_files
    tools: Any = [{"type": "file_search", "vector_store_ids": [store_id], "max_num_results": 1}]
    first = client.responses.create(model="fake-script", input=SEARCH, tools=tools)
    call = first.output[0]
    assert call.type == "file_search_call" and call.results is None
    read_first = _search_turn(fake_upstream.requests()[-1]["messages"], call.id)
    assert "ginger cat" in read_first[1]["content"]

    second = client.responses.create(
        model="fake-script", input="thanks", tools=tools, previous_response_id=first.id
    )
    assert _search_turn(fake_upstream.requests()[-1]["messages"], call.id) == read_first
    # Further down the chain, and without the tool in the request, the same text again.
    client.responses.create(model="fake-script", input="again", previous_response_id=second.id)
    assert _search_turn(fake_upstream.requests()[-1]["messages"], call.id) == read_first

    assert client.responses.retrieve(first.id).output[0].results is None  # type: ignore[union-attr]
    _assert_nothing_shown(stack, f"/responses/{first.id}")


def test_conversation_replays_search_without_include(
    client: openai.OpenAI,
    stack: Stack,
    store_with_files: tuple[str, str, str],
    fake_upstream: FakeUpstream,
) -> None:
    store_id, _, _ = store_with_files
    tools: Any = [{"type": "file_search", "vector_store_ids": [store_id], "max_num_results": 1}]
    conversation = client.conversations.create()
    first = client.responses.create(
        model="fake-script", input=SEARCH, tools=tools, conversation=conversation.id
    )
    call = first.output[0]
    assert call.type == "file_search_call" and call.results is None
    read_first = _search_turn(fake_upstream.requests()[-1]["messages"], call.id)

    second = client.responses.create(
        model="fake-script", input="thanks", tools=tools, conversation=conversation.id
    )
    assert _search_turn(fake_upstream.requests()[-1]["messages"], call.id) == read_first

    _assert_nothing_shown(stack, f"/conversations/{conversation.id}/items?limit=100")
    _assert_nothing_shown(stack, f"/responses/{first.id}")
    # The follow-up's input items are only its own input.
    listed = client.responses.input_items.list(second.id)
    assert [item.type for item in listed.data] == ["message"]
