"""Every adapter between the wire and the APIs: REST (HttpBody) and typed gRPC services bound by
one table each (binding.py), the REST listener and the WebSocket mode listener, the one call
pipeline every transport runs (call_pipeline.py: call scope, tracing, error rendering,
admission), the metrics scrape, and ApiError -> gRPC status. Only the composition root
(server.py) imports this package."""
