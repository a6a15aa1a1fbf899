"""Chunk retrieval: vector candidates (exact cosine over stored embeddings, or pgvector's HNSW
index on Postgres) and keyword candidates (SQLite FTS5 bm25 / Postgres full-text ts_rank).

Why exact search on SQLite rather than sqlite-vec: this Python's sqlite3 cannot load
extensions, so sqlite-vec would mean a second SQLite driver (pysqlite3/sqlean) next to
aiosqlite's; measured in bench/retrieval.py, an exact numpy scan of 10,000 384-dimension
vectors is a single matrix-vector product (a few ms), and it is exact (recall 1.0).
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray
from sqlalchemy import bindparam, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

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


def _nearest(blobs: list[bytes], query: NDArray[np.float32], limit: int) -> list[tuple[int, float]]:
    """(row, cosine) of the `limit` best rows: one matrix-vector product over the vectors."""
    matrix = np.frombuffer(b"".join(blobs), dtype="<f4").reshape(len(blobs), query.shape[0])
    scores = matrix @ query
    if len(blobs) > limit:
        top = np.argpartition(-scores, limit)[:limit]
    else:
        top = np.arange(len(blobs))
    top = top[np.argsort(-scores[top])]
    return [(int(i), float(scores[i])) for i in top]


class ChunkIndex:
    """Candidates for a query within a set of (store, file) pairs."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine
        self._postgres = engine.dialect.name == "postgresql"
        self.pgvector = False

    async def prepare(self) -> None:
        """On Postgres, use pgvector when the server has it (else exact search)."""
        if not self._postgres:
            return
        try:
            async with self._engine.begin() as conn:
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
        async with self._engine.begin() as conn:
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
        async with self._engine.connect() as conn:
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
            async with self._engine.connect() as conn:
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
        query_rows = select(
            chunks_t.c.id, chunks_t.c.vector_store_id, chunks_t.c.file_id, chunks_t.c.embedding
        ).where(chunks_t.c.vector_store_id.in_(stores), chunks_t.c.file_id.in_(files))
        async with self._engine.connect() as conn:
            rows = (await conn.execute(query_rows)).all()
        rows = [r for r in rows if (r[1], r[2]) in pairs and len(r[3]) == 4 * query.shape[0]]
        if not rows:
            return []
        # The scan runs off the event loop: other requests go on meanwhile.
        ranked = await asyncio.to_thread(_nearest, [r[3] for r in rows], query, limit)
        return [(rows[i][0], score) for i, score in ranked]

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
        async with self._engine.connect() as conn:
            rows = (
                await conn.execute(
                    statement, {"q": match, "stores": stores, "files": files, "limit": limit}
                )
            ).all()
        return [(r[0], float(r[3])) for r in rows if (r[1], r[2]) in pairs and float(r[3]) > 0]
