"""Exact vector search with its in-memory matrices: never stale after chunks change, including
SQLite's reuse of the highest row id after a delete."""

from __future__ import annotations

import numpy as np
from responsa_server.auth.project import DEFAULT_PROJECT as P
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.records import NewChunk, VectorStoreRecords

from tests.retrieval.conftest import Retrieval

STRATEGY = {"type": "static", "static": {"max_chunk_size_tokens": 100, "chunk_overlap_tokens": 0}}


def unit(*values: float) -> np.ndarray:
    vector = np.zeros(384, dtype=np.float32)
    vector[: len(values)] = values
    return vector / np.linalg.norm(vector)


async def test_matrix_follows_detach_and_reattach(retrieval: Retrieval) -> None:
    records = VectorStoreRecords(retrieval.store.database)
    index = ChunkIndex(retrieval.store.database)
    await records.create_store(
        {
            "id": "vs_cache",
            "created_at": 0,
            "last_active_at": 0,
            "name": "cache",
            "description": None,
            "metadata_json": "{}",
            "expires_after_json": None,
        },
        project=P,
    )

    async def ingest(file_id: str, vector: np.ndarray) -> None:
        await records.attach_files("vs_cache", [(file_id, {}, STRATEGY)], batch_id=None, project=P)
        done = await records.complete_file(
            "vs_cache", file_id, [NewChunk(0, file_id, vector)], 10, project=P
        )
        assert done

    await ingest("file-a", unit(1, 0))
    query = unit(1, 0)
    first = await index.vector_candidates({("vs_cache", "file-a")}, query, 5)
    assert len(first) == 1 and first[0][1] > 0.99
    # Detach A (its chunk had the highest id), attach B: on SQLite B's chunk gets A's old id.
    assert await records.detach_file("vs_cache", "file-a", project=P)
    await ingest("file-b", unit(0, 1))
    found = await index.vector_candidates({("vs_cache", "file-b")}, query, 5)
    assert len(found) == 1
    assert abs(found[0][1]) < 1e-6  # B's own vector (orthogonal), not A's cached one
    chunks = await index.chunks([found[0][0]])
    assert chunks[found[0][0]].file_id == "file-b"
    assert await index.vector_candidates({("vs_cache", "file-a")}, query, 5) == []
