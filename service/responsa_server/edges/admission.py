"""`Admission`: the one place every call is authenticated and counted.

It is a layer of the call pipeline (`edges/call_pipeline.py`), so the direct gRPC port, Envoy's
REST and gRPC paths, the REST listener and WebSocket frames get exactly the same checks. For
each call it finds the caller's project (`Credentials`; a WebSocket frame's project is its
connection's, authenticated at the upgrade by `authenticate`), applies the project's request
rate, and records the project for the servicers (`caller.caller_project`). A refusal is an
`ApiError`, rendered by the pipeline's error layer as the transport renders errors.
grpc.health.v1 is open to everyone (Envoy's /healthz and load balancers use it), and so is the
console's ConsoleService (static files only).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from responsa_server.auth.caller import set_caller_key_id, set_caller_project
from responsa_server.auth.credentials import Callers
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.exchange import Exchange
from responsa_server.observability import logs

# Health checks, and the console's static files (they hold no data: the page calls the API with
# the user's key, which is checked there).
OPEN_SERVICES = ("/grpc.health.v1.Health/", "/responsa.v1.ConsoleService/")

E = TypeVar("E", bound=Exchange)


class Admission:
    """Authenticates a call, then applies the request rate."""

    def __init__(self, credentials: Callers, rate: RequestRate) -> None:
        self._credentials = credentials
        self._rate = rate

    async def authenticate(
        self, metadata: Sequence[tuple[str, Any]] | None
    ) -> tuple[str, str | None]:
        """The project the request's credentials belong to, and the id of its API key (None
        without keys); ApiError 401 when none."""
        credentials = self._credentials
        return await credentials.caller_of(metadata if credentials.reads_metadata else None)

    def layer(self, inner: Callable[[E], Awaitable[None]]) -> Callable[[E], Awaitable[None]]:
        """The pipeline's admission layer around `inner`."""
        authenticate, rate = self.authenticate, self._rate

        async def admitted(exchange: E) -> None:
            project = exchange.project
            if project is None:
                project, key_id = await authenticate(exchange.metadata())
                exchange.project = project
                # Stored with the responses the call makes (a WebSocket connection sets its
                # own, once, at the upgrade).
                set_caller_key_id(key_id)
            rate.take(project)
            set_caller_project(project)
            logs.project.set(project)  # the call's log lines carry it from here on
            await inner(exchange)

        return admitted
