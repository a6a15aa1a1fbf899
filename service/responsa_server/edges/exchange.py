"""`Exchange`: what one call looks like to the call pipeline, whatever carried it.

Each transport (gRPC's context, the REST listener's connection, a WebSocket frame) gives the
pipeline's layers (`edges/call_pipeline.py`) the same few things: the request's headers, what the
call is (`Call`: method, HTTP method and path, and the status it ended with), the project once
admitted, whether the client is still there, and how this transport renders an error: once, at
the one place (the pipeline's error layer) that calls `refuse`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from responsa_server.model.errors import ApiError


@dataclass(slots=True)
class Call:
    """What is known about the call in flight: its names (`method` as metrics and logs give
    it), and how it ended (status, error code and param)."""

    method: str
    http_method: str
    path: str
    status: int = 200
    code: str | None = None
    param: str | None = None
    # The refusal's message as the client got it (the failed-requests log keeps it).
    message: str | None = None

    def ended_with(self, error: ApiError) -> None:
        """The call ends with `error` (its status for metrics and the refused-call log)."""
        self.status, self.code, self.param = error.status, error.code, error.param
        self.message = error.message

    def cancelled(self) -> None:
        """The call ends without an answer: nginx's "client closed" (unless refused before)."""
        if self.status < 400:
            self.status = 499


class Exchange(Protocol):
    """One call as the pipeline's layers see it (implemented by each transport)."""

    call: Call
    # The caller's project: set by admission (or known before, a WebSocket's from its upgrade).
    project: str | None
    # The response the request names (bound to the log context), when it names one.
    response_id: str | None

    def metadata(self) -> Sequence[tuple[str, Any]] | None:
        """The request's headers (gRPC metadata), names in lower case."""
        ...

    def gone(self) -> bool:
        """Whether the client has gone (or the call has already ended)."""
        ...

    async def refuse(self, error: ApiError) -> None:
        """Render `error` as this transport's error reply (gRPC: raises grpc's AbortError)."""
        ...


class ClientGone(Exception):
    """A reply could not be sent because the client left (or the server is stopping): the
    transport's own error, kept apart from the handler's errors and re-raised as it was."""

    def __init__(self, reason: BaseException) -> None:
        super().__init__(str(reason))
        self.reason = reason
