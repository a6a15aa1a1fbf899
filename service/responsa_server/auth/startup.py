"""Start-up rules: which auth mode, and refusing an open service on a network address."""

from __future__ import annotations

import ipaddress

from responsa_server.auth.credentials import AUTH_MODES, AuthMode, TokenCheck
from responsa_server.auth.key_store import ApiKeyStore
from responsa_server.auth.tokens import JwtVerifier, read_jwks
from responsa_server.config import Settings
from responsa_server.store.database import Database

OPEN_NETWORK_FLAG = "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK"


def is_loopback(host: str) -> bool:
    """Whether `host` is a loopback address (or `localhost`); wildcards are not."""
    if host.strip("[]").lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a name: it may resolve to anything


def auth_mode(settings: Settings) -> AuthMode:
    """The configured mode; SystemExit for an unknown one, or for `none` on a network address
    without the explicit flag."""
    mode = settings.auth
    if mode not in AUTH_MODES:
        raise SystemExit(f"RESPONSA_AUTH={mode!r} is not a mode: use 'none', 'keys' or 'jwt'.")
    if mode == "jwt" and not settings.jwt_jwks:
        raise SystemExit(
            "RESPONSA_AUTH=jwt needs RESPONSA_JWT_JWKS: the identity provider's JWKS, as a file "
            "path or an http(s) URL."
        )
    if mode == "none" and not is_loopback(settings.grpc_host):
        if not settings.allow_unauthenticated_network:
            raise SystemExit(
                f"Refusing to listen on {settings.grpc_host} without authentication: any "
                "host that reaches it could read and delete every response. Set "
                f"RESPONSA_AUTH=keys (see README, Authentication and projects), or "
                f"{OPEN_NETWORK_FLAG}=1 if another layer already guards the network."
            )
    return "keys" if mode == "keys" else "jwt" if mode == "jwt" else "none"


def startup_notice(mode: AuthMode, settings: Settings) -> str:
    """The line the service logs at start about who may call it."""
    if mode == "keys":
        return "auth: API keys required (RESPONSA_AUTH=keys); /healthz and grpc.health are open"
    if mode == "jwt":
        return (
            f"auth: JWTs from {settings.jwt_jwks} required (RESPONSA_AUTH=jwt, project claim "
            f"'{settings.jwt_project_claim}'); /healthz and grpc.health are open"
        )
    where = "loopback only" if is_loopback(settings.grpc_host) else settings.grpc_host
    return (
        f"auth: OPEN, no API key needed (RESPONSA_AUTH=none, {where}); every caller is the "
        "default project. Set RESPONSA_AUTH=keys to require keys."
    )


async def token_check(
    mode: AuthMode, settings: Settings, database: Database, keys: ApiKeyStore | None = None
) -> TokenCheck | None:
    """What verifies bearer tokens in `mode` (None for `none`); the JWKS is loaded here. In
    `keys` mode that is `keys` when given (the store the key endpoints revoke through, so a
    revocation also clears this process's cache)."""
    if mode == "keys":
        return keys or ApiKeyStore(database, cache_seconds=settings.auth_cache_seconds)
    if mode == "jwt":
        source = settings.jwt_jwks
        assert source is not None  # auth_mode() refused a missing one

        async def reload() -> dict[str, object]:
            return await read_jwks(source)

        return JwtVerifier(
            await reload(),
            issuer=settings.jwt_issuer,
            audience=settings.jwt_audience,
            project_claim=settings.jwt_project_claim,
            reload=reload if source.startswith(("http://", "https://")) else None,
        )
    return None
