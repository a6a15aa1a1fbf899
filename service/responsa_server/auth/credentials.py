"""Turning a call's `authorization` metadata into a project, or OpenAI's 401."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal

from responsa_server.auth.key_store import ApiKeyStore
from responsa_server.auth.keys import redacted
from responsa_server.auth.project import DEFAULT_PROJECT
from responsa_server.model.errors import ApiError

AuthMode = Literal["none", "keys"]
AUTH_MODES: tuple[AuthMode, ...] = ("none", "keys")

MISSING_KEY_MESSAGE = (
    "You didn't provide an API key. You need to provide your API key in an Authorization "
    "header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY)."
)


def missing_key() -> ApiError:
    """OpenAI's 401 for a call without a key."""
    # OpenAI sends `code: null` here, and `invalid_api_key` only for a key it does not know.
    return ApiError(401, MISSING_KEY_MESSAGE)


def incorrect_key(key: str) -> ApiError:
    """OpenAI's 401 for a key that is unknown or revoked; the key is shown redacted."""
    return ApiError(
        401,
        f"Incorrect API key provided: {redacted(key)}. You can create an API key with "
        "`python -m responsa_server keys create --project NAME`.",
        code="invalid_api_key",
    )


def bearer_token(metadata: Iterable[tuple[str, Any]] | None) -> str | None:
    """The token of the first `authorization: Bearer ...` entry; "" if it names no token.

    gRPC lowercases metadata keys; Envoy forwards the REST header under the same name.
    """
    for name, value in metadata or ():
        if name != "authorization":
            continue
        text = value.decode("latin-1") if isinstance(value, bytes) else str(value)
        scheme, _, token = text.strip().partition(" ")
        if scheme.lower() != "bearer":
            return ""
        return token.strip()
    return None


class Credentials:
    """Who is calling: with `none` everyone is the default project, with `keys` the key says."""

    def __init__(self, mode: AuthMode, keys: ApiKeyStore | None) -> None:
        if mode == "keys" and keys is None:
            raise ValueError("RESPONSA_AUTH=keys needs the key store")
        self.mode = mode
        self._keys = keys

    async def project_of(self, metadata: Iterable[tuple[str, Any]] | None) -> str:
        """The caller's project; ApiError 401 when a key is required and not valid."""
        if self.mode == "none" or self._keys is None:
            return DEFAULT_PROJECT
        token = bearer_token(metadata)
        if not token:
            raise missing_key()
        project = await self._keys.project_of(token)
        if project is None:
            raise incorrect_key(token)
        return project
