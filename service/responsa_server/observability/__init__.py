"""Metrics, traces and logs: the service's observability, in one room.

`metrics` (Prometheus, multiprocess-aware), `tracing` (OpenTelemetry, OTEL_* configured),
`logs` (request-scoped fields, text or JSON lines), `calls` (the gRPC interceptor that opens
each call's scope) and `hooks` (the small calls the engine, upstream client and store make).
"""
