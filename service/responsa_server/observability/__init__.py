"""Metrics, traces and logs: the service's observability, in one room.

`metrics` (Prometheus, multiprocess-aware), `tracing` (OpenTelemetry, OTEL_* configured),
`logs` (request-scoped fields, text or JSON lines) and `hooks` (the small calls the engine,
upstream client and store make). The call observer (the gRPC interceptor opening each call's
scope) is an adapter: edges/call_observer.py.
"""
