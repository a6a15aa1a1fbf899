"""Turning a call's `authorization` metadata into a project, or OpenAI's 401."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal, Protocol, runtime_checkable

from responsa_server.auth.keys import redacted
from responsa_server.auth.project import DEFAULT_PROJECT
from responsa_server.model.errors import ApiError

AuthMode = Literal["none", "keys", "jwt"]
AUTH_MODES: tuple[AuthMode, ...] = ("none", "keys", "jwt")


class TokenCheck(Protocol):
    """What turns a bearer token into a project: API keys (`ApiKeyStore`) or JWTs
    (`JwtVerifier`)."""

    async def project_of(self, token: str) -> str | None:
        """The token's project, or None if the token is not valid."""
        ...


@runtime_checkable
class KeyCheck(Protocol):
    """A token check that also names the key (API keys; a JWT names no key)."""

    async def caller_of(self, token: str) -> tuple[str, str | None] | None:
        """The token's project and key id, or None if the token is not valid."""
        ...


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
        "`responsa keys create --project NAME`.",
        code="invalid_api_key",
    )


def invalid_token() -> ApiError:
    """A 401 for a JWT that fails verification (OpenAI has no such case; same code, so SDKs
    raise their AuthenticationError)."""
    return ApiError(
        401,
        "Invalid bearer token: it is not a JWT signed by the configured identity provider, or "
        "it has expired, or it lacks the project claim.",
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


class Callers(Protocol):
    """What tells a call's project from its metadata: `Credentials` (the API's callers),
    `PeerToken` (peer_token.py: the API process calling `responsa sandbox`)."""

    @property
    def reads_metadata(self) -> bool:
        """Whether `caller_of` needs the call's metadata (without auth it does not)."""
        ...

    async def caller_of(self, metadata: Iterable[tuple[str, Any]] | None) -> tuple[str, str | None]:
        """The caller's project and API key id (None without one); ApiError 401 if refused."""
        ...


class Credentials:
    """Who is calling: with `none` everyone is the default project, with `keys` the API key
    says, with `jwt` the verified token's project claim says."""

    def __init__(self, mode: AuthMode, check: TokenCheck | None) -> None:
        if mode != "none" and check is None:
            raise ValueError(f"RESPONSA_AUTH={mode} needs its token check")
        self.mode = mode
        self._check = check
        # Asked once: an isinstance against a runtime-checkable protocol walks the protocol's
        # attributes every time (~20 us), too much for every authenticated call.
        self._key_check = check if isinstance(check, KeyCheck) else None

    @property
    def reads_metadata(self) -> bool:
        """Without authentication the metadata is not read (no copy of it made per call)."""
        return self.mode != "none"

    async def project_of(self, metadata: Iterable[tuple[str, Any]] | None) -> str:
        """The caller's project; ApiError 401 when a key is required and not valid."""
        project, _ = await self.caller_of(metadata)
        return project

    async def caller_of(self, metadata: Iterable[tuple[str, Any]] | None) -> tuple[str, str | None]:
        """The caller's project and API key id (None without keys); ApiError 401 when a key is
        required and not valid."""
        check = self._check
        if self.mode == "none" or check is None:
            return DEFAULT_PROJECT, None
        token = bearer_token(metadata)
        if not token:
            raise missing_key()
        key_check = self._key_check
        if key_check is not None:
            found = await key_check.caller_of(token)
        else:
            project = await check.project_of(token)
            found = None if project is None else (project, None)
        if found is None:
            raise invalid_token() if self.mode == "jwt" else incorrect_key(token)
        return found
