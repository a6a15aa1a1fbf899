"""The fake upstream's `/v1/embeddings`: a deterministic bag of words (each word hashed into one
of 64 dimensions), so ingestion and search run without a model, and the inputs received are
counted (tests/faults checks how often each file was embedded)."""

from __future__ import annotations

import zlib
from typing import Any

DIMENSIONS = 64
# How long a `*-slow` model takes to answer.
SLOW_SECONDS = 1.5


def vector(text: str) -> list[float]:
    """The same text always gets the same vector; shared words make vectors closer."""
    counts = [0.0] * DIMENSIONS
    for word in text.lower().split():
        counts[zlib.crc32(word.encode()) % DIMENSIONS] += 1.0
    if not any(counts):
        counts[0] = 1.0
    return counts


def answer(body: Any) -> tuple[int, dict[str, Any]]:
    """OpenAI's embeddings answer for a request body (status, JSON)."""
    texts = body.get("input") if isinstance(body, dict) else None
    if isinstance(texts, str):
        texts = [texts]
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        error = {"message": "input must be a string or a list of strings", "type": "invalid"}
        return 400, {"error": error}
    tokens = sum(len(t.split()) for t in texts)
    return 200, {
        "object": "list",
        "model": str(body.get("model") or "fake-embeddings"),
        "data": [
            {"object": "embedding", "index": i, "embedding": vector(t)} for i, t in enumerate(texts)
        ],
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }
