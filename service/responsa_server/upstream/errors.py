"""The one exception the upstream package raises."""

from __future__ import annotations

from typing import Literal

__all__ = ["UpstreamError", "UpstreamErrorKind"]

UpstreamErrorKind = Literal["http", "timeout", "connect", "protocol"]


class UpstreamError(Exception):
    """The upstream failed or could not be reached.

    kind: "http" (non-2xx status), "timeout", "connect" (refused / DNS / unreachable)
    or "protocol" (broken or malformed exchange, including an error event mid-stream).
    `message` is the upstream's own `error.message` when its body had one.
    """

    def __init__(
        self,
        kind: UpstreamErrorKind,
        message: str,
        *,
        status_code: int | None = None,
        body: str | None = None,
    ) -> None:
        super().__init__(message)
        self.kind: UpstreamErrorKind = kind
        self.message = message
        self.status_code = status_code
        self.body = body

    def __repr__(self) -> str:
        return (
            f"UpstreamError(kind={self.kind!r}, status_code={self.status_code!r}, "
            f"message={self.message!r})"
        )
