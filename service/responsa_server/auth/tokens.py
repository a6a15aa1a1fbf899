"""`JwtVerifier`: the project of a caller whose identity provider signed a JWT.

With `RESPONSA_AUTH=jwt` the service itself verifies every bearer token against the identity
provider's JWKS (signature, `exp`, `iss`, `aud`) and takes the project from a claim. It does
not trust any header for the project: a caller of the direct gRPC port could set any header,
but cannot sign a token. Only asymmetric algorithms are accepted, and each key only with its
own algorithm, so a public key can never be used as an HMAC secret ("algorithm confusion") and
`alg: none` is refused.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import jwt
import orjson

from responsa_server.auth.key_store import check_project_name

log = logging.getLogger(__name__)

ASYMMETRIC = frozenset(
    {"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"}
)
# A token naming a key id the set lacks makes a URL-loaded set reload, at most this often.
RELOAD_INTERVAL_SECONDS = 60.0


async def read_jwks(source: str) -> dict[str, Any]:
    """A JWKS document from a file path or an http(s) URL."""
    if source.startswith(("http://", "https://")):
        async with httpx.AsyncClient(timeout=10, follow_redirects=False) as client:
            reply = await client.get(source)
            reply.raise_for_status()
            document: dict[str, Any] = reply.json()
            return document
    loaded: dict[str, Any] = orjson.loads(await asyncio.to_thread(Path(source).read_bytes))
    return loaded


class JwtVerifier:
    """Verifies bearer JWTs against a JWKS and answers the project claim."""

    def __init__(
        self,
        jwks: dict[str, Any],
        *,
        issuer: str | None,
        audience: str | None,
        project_claim: str = "project",
        reload: Callable[[], Awaitable[dict[str, Any]]] | None = None,
    ) -> None:
        self._issuer = issuer
        self._audience = audience
        self._claim = project_claim
        self._reload = reload
        self._reloaded_at = time.monotonic()
        self._keys: dict[str | None, jwt.PyJWK] = {}
        self._use(jwks)

    def _use(self, jwks: dict[str, Any]) -> None:
        keys: dict[str | None, jwt.PyJWK] = {}
        for data in jwks.get("keys", []):
            try:
                key = jwt.PyJWK(data)
            except jwt.PyJWTError as error:
                log.warning("JWKS: skipping key %s: %s", data.get("kid"), error)
                continue
            if key.algorithm_name in ASYMMETRIC:
                keys[key.key_id] = key
        self._keys = keys

    async def _key_for(self, key_id: str | None) -> jwt.PyJWK | None:
        key = self._keys.get(key_id)
        if key is not None or self._reload is None:
            return key
        if time.monotonic() - self._reloaded_at < RELOAD_INTERVAL_SECONDS:
            return None
        self._reloaded_at = time.monotonic()
        try:
            self._use(await self._reload())
        except (OSError, httpx.HTTPError, ValueError) as error:
            log.warning("JWKS reload failed: %s", error)
        return self._keys.get(key_id)

    async def project_of(self, token: str) -> str | None:
        """The project claim of a valid token; None for anything else."""
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError:
            return None
        key = await self._key_for(header.get("kid"))
        if key is None or header.get("alg") != key.algorithm_name:
            return None
        required = ["exp", self._claim]
        if self._issuer is not None:
            required.append("iss")
        if self._audience is not None:
            required.append("aud")
        try:
            claims = jwt.decode(
                token,
                key.key,
                algorithms=[key.algorithm_name],
                issuer=self._issuer,
                audience=self._audience,
                options={"require": required, "verify_aud": self._audience is not None},
            )
        except jwt.PyJWTError:
            return None
        project = claims.get(self._claim)
        if not isinstance(project, str):
            return None
        try:
            return check_project_name(project)
        except ValueError:
            return None
