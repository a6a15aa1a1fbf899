"""The bundled embedding model: all-MiniLM-L6-v2 served on OpenAI's `/v1/embeddings` wire format.

Started by the service on first use when RESPONSA_EMBEDDINGS_BASE_URL is unset; not imported by
the service (it only speaks HTTP to it), like local_model/.
"""
