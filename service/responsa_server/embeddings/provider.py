"""`Embedder`: what ingestion and search need from an embeddings source."""

from __future__ import annotations

from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from responsa_server.embeddings.client import EmbeddingsClient
from responsa_server.embeddings.local import LocalEmbeddings


class Embedder(Protocol):
    """Texts -> L2-normalised float32 rows."""

    model: str

    async def embed(self, texts: list[str]) -> NDArray[np.float32]:
        """One row per text."""

    async def aclose(self) -> None:
        """Release connections and children."""


def open_embedder(base_url: str | None, model: str | None, api_key: str | None) -> Embedder:
    """The configured endpoint (RESPONSA_EMBEDDINGS_BASE_URL + _MODEL), else the bundled model."""
    if base_url:
        if not model:
            raise SystemExit(
                "RESPONSA_EMBEDDINGS_MODEL must be set with RESPONSA_EMBEDDINGS_BASE_URL"
            )
        return EmbeddingsClient(base_url, model, api_key)
    return LocalEmbeddings()
