"""Hybrid search: vector and keyword candidates fused by weighted reciprocal rank fusion.

OpenAI describes `ranking_options.hybrid_search` (embedding_weight, text_weight) as the weights
of a reciprocal rank fusion; a result's `score` is its fused value divided by the best value any
chunk could reach (first in both lists), so it lies in [0, 1] and `score_threshold` compares
against it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from responsa_server.model.retrieval import Ranking
from responsa_server.vector_stores.index import Chunk, ChunkIndex

RRF_K = 60
# A candidate pool wider than the page, so fusion has material from both lists.
POOL = 50
__all__ = ["Hit", "hybrid_search"]


@dataclass(frozen=True, slots=True)
class Hit:
    """A ranked chunk."""

    chunk: Chunk
    score: float


async def hybrid_search(
    index: ChunkIndex,
    pairs: set[tuple[str, str]],
    query_text: str,
    query_vector: NDArray[np.float32],
    limit: int,
    ranking: Ranking,
) -> list[Hit]:
    """The best `limit` chunks among `pairs` (store id, file id) for one query."""
    if not pairs:
        return []
    fused: dict[int, float] = {}
    if ranking.embedding_weight > 0:
        for rank, (chunk_id, _) in enumerate(
            await index.vector_candidates(pairs, query_vector, POOL)
        ):
            fused[chunk_id] = fused.get(chunk_id, 0.0) + ranking.embedding_weight / (
                RRF_K + rank + 1
            )
    if ranking.text_weight > 0:
        for rank, (chunk_id, _) in enumerate(
            await index.keyword_candidates(pairs, query_text, POOL)
        ):
            fused[chunk_id] = fused.get(chunk_id, 0.0) + ranking.text_weight / (RRF_K + rank + 1)
    best_possible = (ranking.embedding_weight + ranking.text_weight) / (RRF_K + 1)
    ordered = sorted(fused.items(), key=lambda item: -item[1])
    scored = [(cid, value / best_possible) for cid, value in ordered]
    scored = [(cid, s) for cid, s in scored if s >= ranking.score_threshold][:limit]
    chunks = await index.chunks([cid for cid, _ in scored])
    return [Hit(chunks[cid], round(min(s, 1.0), 6)) for cid, s in scored if cid in chunks]
