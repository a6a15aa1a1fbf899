"""Fixtures: the vector-stores stack in process (store, blobs, index, ingestion) on SQLite and
Postgres, embedding with the bundled all-MiniLM-L6-v2 server (one per session)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest
from responsa_server.blobs import LocalBlobStore
from responsa_server.embeddings import LocalEmbeddings
from responsa_server.files.api import FilesApi
from responsa_server.files.store import FileStore
from responsa_server.store import ResponseStore
from responsa_server.vector_stores.api import VectorStoresApi
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import Ingestor
from responsa_server.vector_stores.records import VectorStoreRecords

from tests.pgvector import PgvectorServer
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.retrieval.inprocess_queue import AsyncioIngestionQueue
from tests.stores import open_store


@dataclass
class Retrieval:
    """The pieces a test drives."""

    files: FilesApi
    vector_stores: VectorStoresApi
    queue: AsyncioIngestionQueue
    store: ResponseStore


@pytest.fixture(scope="session")
async def embedder() -> AsyncIterator[LocalEmbeddings]:
    """The bundled embedding server, started on first use like the service does."""
    local = LocalEmbeddings()
    yield local
    await local.aclose()


@pytest.fixture(scope="session")
def pgvector_server() -> Iterator[PgvectorServer]:
    """A private Postgres with pgvector (`make pgvector`), for the session."""
    server = PgvectorServer()
    yield server
    server.stop()


@pytest.fixture(
    params=[
        "sqlite",
        pytest.param("postgres", marks=pytest.mark.postgres),
        pytest.param("pgvector", marks=pytest.mark.postgres),
    ]
)
async def retrieval(
    request: pytest.FixtureRequest, tmp_path: Path, embedder: LocalEmbeddings
) -> AsyncIterator[Retrieval]:
    """A fresh database (SQLite file, new database on the shared Postgres (exact vector search),
    or on a private Postgres with pgvector (HNSW)) with the whole retrieval stack."""
    database: str | None = None
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path}/retrieval.db"
    elif request.param == "pgvector":
        server: PgvectorServer = request.getfixturevalue("pgvector_server")
        url = await server.fresh_database()
    else:
        database = fresh_database_name("retrieval")
        try:
            await create_database(database)
        except (OSError, asyncpg.PostgresError, TimeoutError) as error:
            postgres_unavailable(repr(error))
        url = database_url(database)
    store = await open_store(url)
    try:
        blobs = LocalBlobStore(tmp_path / "blobs")
        file_store = FileStore(store.database)
        records = VectorStoreRecords(store.database)
        index = ChunkIndex(store.database)
        await index.prepare()
        assert index.pgvector == (request.param == "pgvector")
        ingestor = Ingestor(records, file_store, blobs, embedder, index)
        queue = AsyncioIngestionQueue(ingestor.run)
        api = VectorStoresApi(records, file_store, index, embedder, queue, blobs)
        yield Retrieval(FilesApi(file_store, blobs), api, queue, store)
        await queue.close()
    finally:
        await store.database.close()
        if database is not None:
            await drop_database(database)
