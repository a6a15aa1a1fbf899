"""Embeddings over OpenAI's `/v1/embeddings` wire format: a configured endpoint, or the bundled
local model (local_embeddings/) started on first use."""

from responsa_server.embeddings.client import EmbeddingsClient, EmbeddingsError
from responsa_server.embeddings.local import LocalEmbeddings
from responsa_server.embeddings.provider import Embedder, open_embedder

__all__ = ["Embedder", "EmbeddingsClient", "EmbeddingsError", "LocalEmbeddings", "open_embedder"]
