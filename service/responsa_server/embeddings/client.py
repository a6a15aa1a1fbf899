"""`EmbeddingsClient`: POST /v1/embeddings to any OpenAI-compatible server (vLLM, Ollama,
llama.cpp, OpenAI, the bundled model), over httpx (ingestion and search are not on the
per-token latency path the upstream client is)."""

from __future__ import annotations

from typing import Any

import httpx
import numpy as np
from numpy.typing import NDArray

BATCH = 64


class EmbeddingsError(RuntimeError):
    """The embeddings endpoint failed or answered something that is not embeddings."""


class EmbeddingsClient:
    """Texts -> L2-normalised float32 rows (cosine similarity is then a dot product)."""

    def __init__(
        self, base_url: str, model: str, api_key: str | None = None, *, timeout: float = 60.0
    ) -> None:
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/") + "/", headers=headers, timeout=timeout
        )
        self.model = model

    async def embed(self, texts: list[str]) -> NDArray[np.float32]:
        """One normalised row per text, in order."""
        rows: list[NDArray[np.float32]] = []
        for start in range(0, len(texts), BATCH):
            rows.append(await self._batch(texts[start : start + BATCH]))
        if not rows:
            return np.zeros((0, 0), dtype=np.float32)
        matrix = np.concatenate(rows)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        normalised: NDArray[np.float32] = (matrix / np.maximum(norms, 1e-12)).astype(np.float32)
        return normalised

    async def _batch(self, texts: list[str]) -> NDArray[np.float32]:
        payload = {"model": self.model, "input": texts, "encoding_format": "float"}
        try:
            reply = await self._http.post("embeddings", json=payload)
        except httpx.HTTPError as error:
            raise EmbeddingsError(f"the embeddings endpoint is unreachable: {error}") from None
        if reply.status_code != 200:
            raise EmbeddingsError(
                f"the embeddings endpoint answered HTTP {reply.status_code}: {reply.text[:300]}"
            )
        try:
            body: Any = reply.json()
            data = sorted(body["data"], key=lambda d: d["index"])
            matrix = np.array([d["embedding"] for d in data], dtype=np.float32)
        except (ValueError, KeyError, TypeError) as error:
            raise EmbeddingsError(
                f"the embeddings endpoint's answer is malformed: {error}"
            ) from None
        if matrix.ndim != 2 or matrix.shape[0] != len(texts):
            raise EmbeddingsError("the embeddings endpoint returned the wrong number of vectors")
        return matrix

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()
