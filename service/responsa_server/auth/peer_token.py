"""`PeerToken`: the callers of a `responsa sandbox` process. Only the API processes call it; they
share one secret (RESPONSA_SANDBOX_TOKEN) and name, per call, the project of their own caller
(`x-responsa-project`), which they authenticated themselves. A call without the token, or with
another one, is refused (401) before anything runs; the project then scopes every container."""

from __future__ import annotations

import hmac
from collections.abc import Iterable
from typing import Any

from responsa_server.auth.credentials import bearer_token
from responsa_server.model.errors import ApiError
from responsa_server.sandbox import PROJECT_METADATA

# A shorter shared secret is refused at start: it could be guessed.
TOKEN_MIN_CHARS = 32


def refused() -> ApiError:
    """The 401 of a call without the right token (the token is not echoed)."""
    return ApiError(
        401,
        "This sandbox service takes calls only from Responsa's API processes: the "
        "Authorization header must carry RESPONSA_SANDBOX_TOKEN.",
        code="invalid_api_key",
    )


class PeerToken:
    """Admits calls that carry the shared token, as the project they name."""

    reads_metadata = True

    def __init__(self, token: str) -> None:
        if len(token) < TOKEN_MIN_CHARS:
            raise ValueError(f"the shared token must have at least {TOKEN_MIN_CHARS} characters")
        self._token = token.encode()

    async def caller_of(self, metadata: Iterable[tuple[str, Any]] | None) -> tuple[str, str | None]:
        """The project the call names; ApiError 401 without the token, 400 without a project."""
        pairs = list(metadata or ())
        token = bearer_token(pairs) or ""
        # Compared in constant time: the time taken says nothing of how much of it matched.
        if not hmac.compare_digest(token.encode(), self._token):
            raise refused()
        for name, value in pairs:
            if name == PROJECT_METADATA:
                project = value.decode() if isinstance(value, bytes) else str(value)
                if project:
                    return project, None
        raise ApiError(
            400,
            f"Missing required metadata: '{PROJECT_METADATA}' (the caller's project).",
            param=PROJECT_METADATA,
            code="missing_required_parameter",
        )
