"""`Upstream`: what the engine needs from the model servers, and nothing more.

The cut-off point between the tool loop and the network, as httpx's `AsyncBaseTransport` is
between a client and its connections: the routing table's lookups, whether a route speaks the
Responses API, and the three calls a turn makes (a Chat Completions answer whole or streamed, a
Responses answer streamed). `UpstreamFleet` (fleet.py) is the implementation the server runs;
the engine's unit tests run an in-memory one (tests/engine/fake_upstream.py).

A streamed call yields lists of parsed objects (Chat Completions chunks or Responses events),
one list per read of the connection, and raises `UpstreamError` for a failure, before or
during the stream. `served` is told which attempt of the route answered (the route a stored
response records).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from typing import Any, Protocol

from responsa_server.upstream.routes import Route, Routes
from responsa_server.upstream.table import Target

__all__ = ["Served", "Take", "Upstream", "relay_reads"]

# Told which attempt of a route answered.
Served = Callable[[Target], None]
# Given one read's objects of a relayed stream (`Upstream.relay_chat`), as they arrive; may give
# a future to wait on before the next read (its consumer's buffer is full).
Take = Callable[[list[dict[str, Any]]], "asyncio.Future[None] | None"]


async def relay_reads(reads: AsyncIterator[list[dict[str, Any]]], take: Take) -> None:
    """A stream's reads handed to `take` in order, waiting where it asks: `relay_chat` of any
    upstream over its `stream_chat` (an `UpstreamClient` relays from the socket instead)."""
    try:
        async for read in reads:
            wait = take(read)
            if wait is not None:
                await wait
    finally:
        close = getattr(reads, "aclose", None)
        if close is not None:
            await close()  # now, not when collected: it drops an unfinished connection


class Upstream(Protocol):
    """The routed upstream calls one response's turns make."""

    @property
    def routes(self) -> Routes:
        """The routing table as lookups (model name -> Route)."""
        ...

    def speaks_responses(self, route: Route) -> bool:
        """Whether the route's upstream takes Responses API requests (kind `responses`)."""
        ...

    async def create_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> dict[str, Any]:
        """A non-streamed Chat Completions answer."""
        ...

    def stream_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """A streamed Chat Completions answer: its chunks, in lists, one per read."""
        ...

    def stream_responses(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """A streamed Responses API answer: its events, in lists, one per read."""
        ...

    async def relay_chat(
        self,
        payload: dict[str, Any],
        take: Take,
        route: Route | None = None,
        served: Served | None = None,
    ) -> None:
        """`stream_chat`'s reads handed to `take` as they arrive, returning at the stream's
        end: a consumer that handles each read at once (a foreground stream's events written
        as they are made) needs no task woken and no generator resumed per read."""
        ...
