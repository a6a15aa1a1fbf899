"""HTTP clients whose every connection goes through the egress policy.

httpx2 (the MCP SDK's HTTP client) opens connections through an httpcore2 network backend. The
`EgressBackend` is that backend: asked for `host:port`, it resolves the host once with the
policy's resolver, checks every address, and connects to a checked address. httpcore2 still
uses the name for TLS (SNI, certificate check) and httpx2 for the Host header, so only the
address is pinned. Redirects are not followed by the client; a transport that follows one
(the MCP SDK, within the same origin) opens its connection through this backend again, so each
hop is checked.
"""

from __future__ import annotations

import functools
import logging
import ssl
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

import httpcore2
import httpx2

from responsa_server.egress.policy import EgressDenied, EgressPolicy

log = logging.getLogger(__name__)

# The same words for a refused destination as for a closed port: the caller must not learn
# which one it was.
UNREACHABLE = "could not connect"
# Redirects in a row one client follows (an MCP session: its requests and protocol attempts
# counted together until an answer that is not a redirect). The MCP SDK follows redirects
# within a server's origin itself, up to `max_redirects` per request (httpx2's default 20),
# and its protocol negotiation used to spend that budget once per attempt.
MAX_REDIRECTS = 3


def _redirect_budget() -> Callable[[httpx2.Response], Awaitable[None]]:
    """A response hook refusing the redirect after `MAX_REDIRECTS` in a row: raised as the
    redirect's HTTP status, which the caller reports as such."""
    seen = 0

    async def count(response: httpx2.Response) -> None:
        nonlocal seen
        if not response.has_redirect_location:
            seen = 0
        else:
            seen += 1
            if seen > MAX_REDIRECTS:
                raise httpx2.HTTPStatusError(
                    f"redirect not followed: more than {MAX_REDIRECTS} redirects",
                    request=response.request,
                    response=response,
                )

    return count


class EgressBackend(httpcore2.AsyncNetworkBackend):
    """An httpcore2 network backend that connects only to addresses the policy allows."""

    def __init__(self, policy: EgressPolicy) -> None:
        self._policy = policy
        self._sockets = httpcore2.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 (httpcore2's interface)
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore2.AsyncNetworkStream:
        """Connect to the first checked address of `host` that accepts."""
        try:
            addresses = await self._policy.addresses_for(host, port)
        except EgressDenied as denied:
            log.debug("egress refused: %s", denied)
            raise httpcore2.ConnectError(UNREACHABLE) from None
        for address in addresses:
            try:
                return await self._sockets.connect_tcp(
                    str(address), port, timeout, local_address, socket_options
                )
            except httpcore2.ConnectError:
                continue  # the next address, as a resolver-driven connect would
        raise httpcore2.ConnectError(UNREACHABLE)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,  # noqa: ASYNC109 (httpcore2's interface)
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore2.AsyncNetworkStream:
        """Never: a request does not get to name a local socket."""
        raise httpcore2.ConnectError(UNREACHABLE)

    async def sleep(self, seconds: float) -> None:
        """As the default backend."""
        await self._sockets.sleep(seconds)


@functools.cache
def _tls() -> ssl.SSLContext:
    """One verifying TLS context for the process: building one loads the CA bundle (ms), and
    a context is safe to share between connections."""
    return httpx2.create_ssl_context(trust_env=False)


def egress_transport(policy: EgressPolicy) -> httpx2.AsyncHTTPTransport:
    """An httpx2 transport whose connections go through `policy` (no proxy from the
    environment: a proxy would make the connection the policy checks the proxy's)."""
    limits = httpx2.Limits(max_connections=100, max_keepalive_connections=20)
    transport = httpx2.AsyncHTTPTransport(verify=_tls(), trust_env=False, limits=limits)
    # httpx2's transport takes no network backend: its pool is replaced by one with the same
    # TLS context (certificates checked against the name) and limits, and our backend.
    transport._pool = httpcore2.AsyncConnectionPool(
        ssl_context=_tls(),
        max_connections=limits.max_connections,
        max_keepalive_connections=limits.max_keepalive_connections,
        keepalive_expiry=limits.keepalive_expiry,
        network_backend=EgressBackend(policy),
    )
    return transport


def egress_client(
    policy: EgressPolicy,
    *,
    headers: Mapping[str, str] | None = None,
    timeout: httpx2.Timeout | float | None = None,
    shared_redirect_budget: bool = True,
    **options: Any,
) -> httpx2.AsyncClient:
    """An httpx2 client for URLs a request supplied: every connection checked by `policy`,
    redirects not followed (a caller that follows them itself, as the MCP SDK does within an
    origin, follows at most `MAX_REDIRECTS`), no proxy or credentials taken from the
    environment. `shared_redirect_budget`: count redirects in a row across the client's requests
    (one MCP session's); a client shared by concurrent independent requests passes False and
    relies on httpx2's per-request `max_redirects` alone."""
    hooks = dict(options.pop("event_hooks", None) or {})
    if shared_redirect_budget:
        hooks["response"] = [_redirect_budget(), *hooks.get("response", ())]
    return httpx2.AsyncClient(
        headers=headers,
        event_hooks=hooks,
        timeout=timeout if timeout is not None else httpx2.Timeout(30.0),
        transport=egress_transport(policy),
        follow_redirects=False,
        max_redirects=MAX_REDIRECTS,
        trust_env=False,
        **options,
    )
