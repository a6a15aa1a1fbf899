"""Every adapter between the wire and the APIs: REST (HttpBody) and typed gRPC services bound by
one table each (binding.py), the WebSocket mode listener, the auth and call-observer interceptors,
the metrics scrape, and ApiError -> gRPC status. Only the composition root (server.py) imports
this package."""
