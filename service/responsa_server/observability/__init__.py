"""Metrics, traces and logs: the service's observability, in one room.

`metrics` (Prometheus, multiprocess-aware), `tracing` (OpenTelemetry, OTEL_* configured),
`logs` (request-scoped fields, text or JSON lines) and `hooks` (the small calls the engine,
upstream client and store make). The call scope (opened around every call
of every transport by the call pipeline) is an adapter: edges/call_observer.py.
"""
