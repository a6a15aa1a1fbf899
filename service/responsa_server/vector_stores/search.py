"""Hybrid search: vector and keyword candidates fused by weighted reciprocal rank fusion.

OpenAI describes `ranking_options.hybrid_search` (embedding_weight, text_weight) as the weights
of a reciprocal rank fusion; a result's `score` is its fused value divided by the best value any
chunk could reach (first in both lists), so it lies in [0, 1] and `score_threshold` compares
against it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from responsa_server.model.errors import invalid_param
from responsa_server.vector_stores.index import Chunk, ChunkIndex

RRF_K = 60
# A candidate pool wider than the page, so fusion has material from both lists.
POOL = 50
DEFAULT_EMBEDDING_WEIGHT = 1.0
DEFAULT_TEXT_WEIGHT = 1.0


@dataclass(frozen=True, slots=True)
class Ranking:
    """What `ranking_options` asked for."""

    embedding_weight: float = DEFAULT_EMBEDDING_WEIGHT
    text_weight: float = DEFAULT_TEXT_WEIGHT
    score_threshold: float = 0.0


@dataclass(frozen=True, slots=True)
class Hit:
    """A ranked chunk."""

    chunk: Chunk
    score: float


def parse_ranking(value: Any, param: str) -> Ranking:
    """`ranking_options` -> Ranking (a 400 naming the wrong field)."""
    if value is None:
        return Ranking()
    if not isinstance(value, dict):
        raise invalid_param(
            param, f"Invalid type for '{param}': expected an object.", "invalid_type"
        )
    unknown = set(value) - {"ranker", "score_threshold", "hybrid_search"}
    if unknown:
        name = sorted(unknown)[0]
        raise invalid_param(
            f"{param}.{name}", f"Unknown parameter: '{param}.{name}'.", "unknown_parameter"
        )
    ranker = value.get("ranker")
    if ranker is not None and ranker not in ("none", "auto", "default-2024-11-15"):
        raise invalid_param(
            f"{param}.ranker",
            f"Invalid value for '{param}.ranker': expected 'none', 'auto' or 'default-2024-11-15'.",
        )
    threshold = value.get("score_threshold", 0.0)
    if not _number(threshold) or not 0 <= threshold <= 1:
        raise invalid_param(
            f"{param}.score_threshold",
            f"Invalid '{param}.score_threshold': expected a number between 0 and 1.",
        )
    weights = value.get("hybrid_search")
    embedding_weight, text_weight = DEFAULT_EMBEDDING_WEIGHT, DEFAULT_TEXT_WEIGHT
    if weights is not None:
        if not isinstance(weights, dict):
            raise invalid_param(
                f"{param}.hybrid_search",
                f"Invalid type for '{param}.hybrid_search': expected an object.",
                "invalid_type",
            )
        embedding_weight = weights.get("embedding_weight")  # type: ignore[assignment]
        text_weight = weights.get("text_weight")  # type: ignore[assignment]
        for name, weight in (("embedding_weight", embedding_weight), ("text_weight", text_weight)):
            if not _number(weight) or weight < 0:
                raise invalid_param(
                    f"{param}.hybrid_search.{name}",
                    f"Invalid '{param}.hybrid_search.{name}': expected a non-negative number.",
                )
        if embedding_weight + text_weight <= 0:
            raise invalid_param(
                f"{param}.hybrid_search",
                f"Invalid '{param}.hybrid_search': the weights cannot both be 0.",
            )
    return Ranking(float(embedding_weight), float(text_weight), float(threshold))


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


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
