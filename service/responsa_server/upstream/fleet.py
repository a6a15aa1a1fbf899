"""`UpstreamFleet`: every upstream of the routing table, one connection pool each, and the calls
that route a Chat Completions request, or a Responses request to an upstream of kind
`responses`, by its `model` (docs/models.md).

`create_chat` / `stream_chat` take the request body the engine built for the client's model name
and send it where the table says, with the model name rewritten when the route says so. A
route's fallbacks are tried in order when an upstream refuses the connection or answers 5xx
before anything of its answer arrived; once a stream yielded its first chunk, a failure is the
response's (never retried elsewhere: the client may have seen output). A route without
fallbacks hands the caller the upstream's own stream, so the single-upstream path has no extra
layer per chunk.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass
from typing import Any

from responsa_server.observability.hooks import attempt_outcome
from responsa_server.upstream.client import UpstreamClient, UpstreamError
from responsa_server.upstream.interface import Served, Take, relay_reads
from responsa_server.upstream.routes import Route, Routes
from responsa_server.upstream.table import RoutingTable, Target

__all__ = ["Listing", "UpstreamFleet", "falls_back"]

log = logging.getLogger("responsa.upstream")

LISTING_TTL_SECONDS = 300.0
# Before an upstream's first listing arrived, a request waits this long for it, then goes on
# without; one fetch is given up after LISTING_FETCH_TIMEOUT_SECONDS (the first-byte timeout is
# minutes), and a failed one is retried after LISTING_RETRY_SECONDS.
FIRST_LISTING_WAIT_SECONDS = 1.0
LISTING_FETCH_TIMEOUT_SECONDS = 10.0
LISTING_RETRY_SECONDS = 30.0
_NO_LISTING = ()
# One of UpstreamClient's streaming calls (Chat Completions chunks or Responses events, in lists:
# one per read of the connection).
_Reads = AsyncGenerator[list[dict[str, Any]]]
_StreamCall = Callable[[UpstreamClient, dict[str, Any]], _Reads]


def falls_back(error: UpstreamError) -> bool:
    """Whether the next upstream of a route may take the request: this one refused the
    connection or answered 5xx (its head; nothing of an answer arrived)."""
    if error.kind == "connect":
        return True
    return error.kind == "http" and (error.status_code or 0) >= 500


@dataclass(frozen=True, slots=True)
class Listing:
    """An upstream's own `GET /models` answer: its entries (objects with a string `id`), and
    when it was fetched (a failed fetch keeps the previous entries, and is retried sooner)."""

    entries: tuple[dict[str, Any], ...]
    at: float


class UpstreamFleet:
    """The upstreams of a routing table and the routed Chat Completions calls."""

    def __init__(self, table: RoutingTable) -> None:
        self.routes = Routes(table)
        self.clients: dict[str, UpstreamClient] = {
            name: UpstreamClient(
                spec.base_url,
                spec.api_key,
                timeouts=spec.timeouts,
                max_connections=spec.max_connections,
                name=name,
            )
            for name, spec in table.upstreams.items()
        }
        self._listings: dict[str, Listing] = {}
        self._fetches: dict[str, asyncio.Task[None]] = {}

    def route(self, model: str) -> Route:
        """The route for `model`; OpenAI's 404 `model_not_found` when the table has none."""
        return self.routes.route(model)

    def client(self, upstream: str) -> UpstreamClient:
        """The pooled client of the upstream named `upstream`."""
        return self.clients[upstream]

    async def create_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> dict[str, Any]:
        """A non-streamed completion from the first upstream of the route that answers
        (`route`: the one to take, else the table's for the body's model; `served` learns
        which attempt answered)."""
        route = route or self.routes.route(payload["model"])
        last = len(route.attempts) - 1
        load = self.routes.load
        for index, target in enumerate(route.attempts):
            load.started(target.upstream)
            try:
                completion = await self.clients[target.upstream].create_chat(_for(payload, target))
            except UpstreamError as error:
                if falls_back(error):
                    load.failed(target.upstream)
                if index < last and falls_back(error):
                    _log_fallback(route, index, error)
                    continue
                raise
            finally:
                load.ended(target.upstream)
            load.answered(target.upstream)
            if index:
                _log_served(route, index)
            if served is not None:
                served(target)
            return completion
        raise AssertionError("a route has at least one attempt")

    def speaks_responses(self, route: Route) -> bool:
        """Whether the route's upstream is of kind `responses` (its fallbacks are too)."""
        return self.routes.table.upstreams[route.upstream].kind == "responses"

    def stream_chat(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> _Reads:
        """A streamed completion from the first upstream that answers: its chunk objects in
        lists, one per read of the connection (`UpstreamClient.stream_chat_reads`)."""
        return self._stream(payload, UpstreamClient.stream_chat_reads, route, served)

    async def relay_chat(
        self,
        payload: dict[str, Any],
        take: Take,
        route: Route | None = None,
        served: Served | None = None,
    ) -> None:
        """`stream_chat` handed to `take` read by read: from the socket's read callback for a
        route of one attempt (`UpstreamClient.relay_chat`), else over the fallbacks' stream."""
        route = route or self.routes.route(payload["model"])
        if len(route.attempts) > 1:
            await relay_reads(self.stream_chat(payload, route, served), take)
            return
        target = route.attempts[0]
        if served is not None:
            served(target)
        await self.clients[target.upstream].relay_chat(_for(payload, target), take)

    def stream_responses(
        self, payload: dict[str, Any], route: Route | None = None, served: Served | None = None
    ) -> _Reads:
        """A streamed Responses API answer (event objects, in lists as `stream_chat`) from the
        first upstream of the route that answers; the route's upstreams are of kind
        `responses`."""
        return self._stream(payload, UpstreamClient.stream_responses_reads, route, served)

    def _stream(
        self,
        payload: dict[str, Any],
        call: _StreamCall,
        route: Route | None,
        served: Served | None,
    ) -> _Reads:
        route = route or self.routes.route(payload["model"])
        if len(route.attempts) == 1:
            target = route.attempts[0]
            if served is not None:
                served(target)
            return call(self.clients[target.upstream], _for(payload, target))
        return self._stream_with_fallbacks(route, payload, call, served)

    async def _stream_with_fallbacks(
        self, route: Route, payload: dict[str, Any], call: _StreamCall, served: Served | None
    ) -> _Reads:
        last = len(route.attempts) - 1
        load = self.routes.load
        for index, target in enumerate(route.attempts):
            stream = call(self.clients[target.upstream], _for(payload, target))
            load.started(target.upstream)
            try:
                try:
                    first = await anext(stream)
                except StopAsyncIteration:
                    return
                except UpstreamError as error:
                    if falls_back(error):
                        load.failed(target.upstream)
                    if index < last and falls_back(error):
                        _log_fallback(route, index, error)
                        continue
                    raise
                load.answered(target.upstream)
                if index:
                    _log_served(route, index)
                if served is not None:
                    served(target)
                # From here on output has started: whatever happens is this upstream's.
                yield first
                async for chunk in stream:
                    yield chunk
                return
            finally:
                load.ended(target.upstream)
                await stream.aclose()

    def prefetch(self, upstream: str | None = None) -> None:
        """Start fetching `upstream`'s listing (every upstream's when None) in the background,
        unless a fetch is running."""
        for name in self.clients if upstream is None else (upstream,):
            running = self._fetches.get(name)
            if running is None or running.done():
                self._fetches[name] = asyncio.create_task(
                    self._fetch_listing(name), name=f"models-listing-{name}"
                )

    async def listing(self, upstream: str) -> Listing:
        """The upstream's own model list (`GET {base}/models`), kept for a few minutes per
        process: a hint every replica fetches for itself. Empty when it has none. Fetched in the
        background: a request waits at most FIRST_LISTING_WAIT_SECONDS, and only for the first."""
        found = self._listings.get(upstream)
        if found is None or time.monotonic() - found.at >= LISTING_TTL_SECONDS:
            self.prefetch(upstream)
        if found is None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(
                    asyncio.shield(self._fetches[upstream]), FIRST_LISTING_WAIT_SECONDS
                )
            found = self._listings.get(upstream)
        return found or Listing(_NO_LISTING, 0.0)

    async def _fetch_listing(self, upstream: str) -> None:
        client = self.clients[upstream]
        try:
            async with asyncio.timeout(LISTING_FETCH_TIMEOUT_SECONDS):
                status, body = await client.request_json("GET", f"{client.base_path}/models")
        except (UpstreamError, TimeoutError) as error:
            log.info("upstream %s: its /models listing failed (retried later): %s", upstream, error)
            previous = self._listings.get(upstream)
            self._listings[upstream] = Listing(
                previous.entries if previous else _NO_LISTING,
                time.monotonic() - LISTING_TTL_SECONDS + LISTING_RETRY_SECONDS,
            )
            return
        data = body.get("data") if status == 200 and isinstance(body, dict) else None
        entries = tuple(
            entry
            for entry in (data if isinstance(data, list) else ())
            if isinstance(entry, dict) and isinstance(entry.get("id"), str)
        )
        self._listings[upstream] = Listing(entries, time.monotonic())

    async def aclose(self) -> None:
        """Stop listing fetches; close every pool."""
        for fetch in self._fetches.values():
            fetch.cancel()
        for client in self.clients.values():
            await client.aclose()


def _for(payload: dict[str, Any], target: Target) -> dict[str, Any]:
    """The body for one attempt: the model name that upstream knows."""
    if target.model == payload["model"]:
        return payload
    return {**payload, "model": target.model}


def _log_fallback(route: Route, index: int, error: UpstreamError) -> None:
    failed, following = route.attempts[index], route.attempts[index + 1]
    log.warning(
        "upstream %s failed model %s (%s: %s); falling back to upstream %s (model %s)",
        failed.upstream,
        route.model,
        attempt_outcome(error),
        error.message,
        following.upstream,
        following.model,
    )


def _log_served(route: Route, index: int) -> None:
    log.info(
        "model %s served by fallback upstream %s (attempt %d)",
        route.model,
        route.attempts[index].upstream,
        index + 1,
    )
