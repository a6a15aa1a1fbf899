"""`Embedder`: what ingestion and search need from an embeddings source."""

from __future__ import annotations

from collections.abc import Callable
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


def open_embedder(
    base_url: str | None,
    model: str | None,
    api_key: str | None,
    *,
    local_port: int = 0,
    on_local_port: Callable[[int], None] | None = None,
) -> Embedder:
    """The configured endpoint (RESPONSA_EMBEDDINGS_BASE_URL + _MODEL), else the bundled model
    (on `local_port`, 0: a free one; `on_local_port` is told the port before it starts)."""
    if base_url:
        if not model:
            raise SystemExit(
                "RESPONSA_EMBEDDINGS_MODEL must be set with RESPONSA_EMBEDDINGS_BASE_URL"
            )
        return EmbeddingsClient(base_url, model, api_key)
    return LocalEmbeddings(port=local_port, on_port=on_local_port)
