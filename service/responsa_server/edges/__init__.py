"""Edge adapters: the typed gRPC service and the OpenAI JSON (HttpBody) service."""
