"""Chunk retrieval: vector candidates (exact cosine over stored embeddings, or pgvector's HNSW
index on Postgres) and keyword candidates (SQLite FTS5 bm25 / Postgres full-text ts_rank).

Why exact search on SQLite rather than sqlite-vec, by measurement (bench/retrieval.py, 10,000
chunks): sqlite-vec's vec0 (through pysqlite3-binary, since this Python's sqlite3 cannot load
extensions) answered in 20 ms p50; exact numpy search over each store's vectors, kept in memory
while the store's chunks are unchanged, in 16 ms p50, with recall 1.0 and no second SQLite driver.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray
from sqlalchemy import bindparam, func, select, text

from responsa_server.store.database import Database
from responsa_server.store.retrieval_tables import chunk_generation
from responsa_server.store.retrieval_tables import chunks_table as chunks_t

log = logging.getLogger("responsa.retrieval")

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
# FTS5 has no stop-word list (Postgres' 'english' configuration has one): without it a question's
# "what", "do", "the" match nearly every chunk and drown the words that matter.
STOP_WORDS = frozenset(
    "a an and are as at be by can do does for from how i in is it its me my of on or should "
    "that the their there this to was what when where which who why will with you your".split()
)


@dataclass(frozen=True, slots=True)
class Chunk:
    """A stored chunk as search returns it."""

    id: int
    vector_store_id: str
    file_id: str
    position: int
    text: str
    embedding: NDArray[np.float32]


def query_words(query: str) -> list[str]:
    """The query's words for the keyword index (punctuation and FTS syntax dropped)."""
    return [w.lower() for w in _WORD.findall(query)][:64]


def _vector(blob: bytes) -> NDArray[np.float32]:
    return np.frombuffer(blob, dtype="<f4")


# Vectors kept in memory for exact search, over all stores (384 floats: 1.5 KB each).
MAX_CACHED_VECTORS = 200_000


@dataclass(frozen=True, slots=True)
class _StoreVectors:
    """One store's chunk vectors: ids, file ids and the matrix, by row."""

    store_id: str
    fingerprint: tuple[int, int, int, int]
    ids: list[int]
    file_ids: NDArray[Any]
    matrix: NDArray[np.float32]


def _nearest_allowed(
    stores: list[_StoreVectors],
    pairs: set[tuple[str, str]],
    query: NDArray[np.float32],
    limit: int,
) -> list[tuple[int, float]]:
    """(chunk id, cosine) of the best rows whose (store, file) is allowed: one matrix-vector
    product per store."""
    best: list[tuple[int, float]] = []
    for store in stores:
        if not store.ids:
            continue
        allowed = [f for s, f in pairs if s == store.store_id]
        mask = np.isin(store.file_ids, allowed)
        scores = np.where(mask, store.matrix @ query, -np.inf)
        count = min(limit, int(mask.sum()))
        if count == 0:
            continue
        top = (
            np.argpartition(-scores, count - 1)[:count]
            if count < len(scores)
            else np.arange(len(scores))
        )
        best.extend((store.ids[i], float(scores[i])) for i in top if np.isfinite(scores[i]))
    best.sort(key=lambda hit: -hit[1])
    return best[:limit]


class ChunkIndex:
    """Candidates for a query within a set of (store, file) pairs."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._postgres = database.is_postgres
        self.pgvector = False
        self._vectors: OrderedDict[str, _StoreVectors] = OrderedDict()
        self._cached_rows = 0

    async def prepare(self) -> None:
        """On Postgres, use pgvector when the server has it (else exact search)."""
        if not self._postgres:
            return
        try:
            async with self._db.writing() as conn:
                await conn.execute(text("CREATE EXTENSION IF NOT EXISTS vector"))
                await conn.execute(
                    text(
                        "ALTER TABLE vector_store_chunks "
                        "ADD COLUMN IF NOT EXISTS embedding_vec vector"
                    )
                )
            self.pgvector = True
        except Exception as error:  # the extension is not installed on this server
            log.info("pgvector unavailable (%s); file_search uses exact search", error)

    async def ensure_hnsw(self, dimensions: int) -> None:
        """The HNSW cosine index for `dimensions`-dimensional embeddings (idempotent)."""
        async with self._db.writing() as conn:
            await conn.execute(
                text(
                    f"CREATE INDEX IF NOT EXISTS ix_vector_store_chunks_hnsw_{dimensions} "
                    f"ON vector_store_chunks USING hnsw "
                    f"((embedding_vec::vector({dimensions})) vector_cosine_ops) "
                    f"WHERE vector_dims(embedding_vec) = {dimensions}"
                )
            )

    async def chunks(self, ids: list[int]) -> dict[int, Chunk]:
        """Chunks by id."""
        if not ids:
            return {}
        async with self._db.reading() as conn:
            rows = (
                (await conn.execute(select(chunks_t).where(chunks_t.c.id.in_(ids))))
                .mappings()
                .all()
            )
        return {
            row["id"]: Chunk(
                row["id"],
                row["vector_store_id"],
                row["file_id"],
                row["position"],
                row["text"],
                _vector(row["embedding"]),
            )
            for row in rows
        }

    async def vector_candidates(
        self, pairs: set[tuple[str, str]], query: NDArray[np.float32], limit: int
    ) -> list[tuple[int, float]]:
        """(chunk id, cosine) of the nearest chunks, best first."""
        stores = sorted({s for s, _ in pairs})
        files = sorted({f for _, f in pairs})
        if self.pgvector:
            dims = int(query.shape[0])
            literal = "[" + ",".join(f"{x:.7g}" for x in query.tolist()) + "]"
            statement = text(
                f"SELECT id, vector_store_id, file_id, "
                f"(embedding_vec::vector({dims})) <=> CAST(:q AS vector({dims})) AS distance "
                f"FROM vector_store_chunks WHERE vector_dims(embedding_vec) = {dims} "
                f"AND vector_store_id IN :stores AND file_id IN :files "
                f"ORDER BY distance LIMIT :limit"
            ).bindparams(bindparam("stores", expanding=True), bindparam("files", expanding=True))
            async with self._db.reading() as conn:
                # pgvector 0.8: keep scanning the HNSW index until enough rows pass the filter.
                await conn.execute(text("SET LOCAL hnsw.iterative_scan = relaxed_order"))
                # A wider candidate list than the default 40: recall over latency (bench/).
                await conn.execute(text(f"SET LOCAL hnsw.ef_search = {max(100, 2 * limit)}"))
                rows = (
                    await conn.execute(
                        statement, {"q": literal, "stores": stores, "files": files, "limit": limit}
                    )
                ).all()
            return [(r[0], 1.0 - float(r[3])) for r in rows if (r[1], r[2]) in pairs]
        dims = int(query.shape[0])
        matrices = [await self._store_vectors(store_id, dims) for store_id in stores]
        # The scan runs off the event loop: other requests go on meanwhile.
        return await asyncio.to_thread(_nearest_allowed, matrices, pairs, query, limit)

    async def _store_vectors(self, store_id: str, dims: int) -> _StoreVectors:
        """A store's vectors as one matrix, reused while the store's chunks are unchanged.

        Reading every vector from the database per query was the cost of exact search (15 MB
        at 10,000 chunks; bench/retrieval.py). The fingerprint is the count and sum of the chunk
        ids (an index-only query) and this process's chunk-write count: on Postgres ids come from
        a sequence, so any other replica's insert or delete changes the sum; SQLite (one
        process) may reuse the highest id after a delete, which the write count covers.
        """
        fingerprint_query = select(func.count(), func.coalesce(func.sum(chunks_t.c.id), 0)).where(
            chunks_t.c.vector_store_id == store_id
        )
        async with self._db.reading() as conn:
            count, total = (await conn.execute(fingerprint_query)).one()
            fingerprint = (int(count), int(total), dims, chunk_generation())
            cached = self._vectors.get(store_id)
            if cached is not None and cached.fingerprint == fingerprint:
                self._vectors.move_to_end(store_id)
                return cached
            rows = (
                await conn.execute(
                    select(chunks_t.c.id, chunks_t.c.file_id, chunks_t.c.embedding).where(
                        chunks_t.c.vector_store_id == store_id
                    )
                )
            ).all()
        rows = [r for r in rows if len(r[2]) == 4 * dims]
        matrix = np.frombuffer(b"".join(r[2] for r in rows), dtype="<f4").reshape(len(rows), dims)
        loaded = _StoreVectors(
            store_id, fingerprint, [r[0] for r in rows], np.array([r[1] for r in rows]), matrix
        )
        self._vectors[store_id] = loaded
        self._cached_rows += len(rows)
        while self._cached_rows > MAX_CACHED_VECTORS and len(self._vectors) > 1:
            _, evicted = self._vectors.popitem(last=False)
            self._cached_rows -= len(evicted.ids)
        return loaded

    async def keyword_candidates(
        self, pairs: set[tuple[str, str]], query: str, limit: int
    ) -> list[tuple[int, float]]:
        """(chunk id, keyword relevance > 0) of the best keyword matches, best first."""
        words = query_words(query)
        if not words:
            return []
        stores = sorted({s for s, _ in pairs})
        files = sorted({f for _, f in pairs})
        if self._postgres:
            statement = text(
                "SELECT id, vector_store_id, file_id, "
                "ts_rank_cd(to_tsvector('english', text), q) AS rank "
                "FROM vector_store_chunks, to_tsquery('english', :q) AS q "
                "WHERE to_tsvector('english', text) @@ q "
                "AND vector_store_id IN :stores AND file_id IN :files "
                "ORDER BY rank DESC LIMIT :limit"
            )
            match = " | ".join(words)
        else:
            statement = text(
                "SELECT c.id, c.vector_store_id, c.file_id, -bm25(vector_store_chunks_fts) AS rank "
                "FROM vector_store_chunks_fts JOIN vector_store_chunks AS c "
                "ON c.id = vector_store_chunks_fts.rowid "
                "WHERE vector_store_chunks_fts MATCH :q "
                "AND c.vector_store_id IN :stores AND c.file_id IN :files "
                "ORDER BY rank DESC LIMIT :limit"
            )
            kept = [w for w in words if w not in STOP_WORDS]
            if not kept:
                return []
            match = " OR ".join(f'"{w}"' for w in kept)
        statement = statement.bindparams(
            bindparam("stores", expanding=True), bindparam("files", expanding=True)
        )
        async with self._db.reading() as conn:
            rows = (
                await conn.execute(
                    statement, {"q": match, "stores": stores, "files": files, "limit": limit}
                )
            ).all()
        return [(r[0], float(r[3])) for r in rows if (r[1], r[2]) in pairs and float(r[3]) > 0]
