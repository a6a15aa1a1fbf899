"""`Routes`: the routing table as lookups, model name -> `Route` (docs/models.md).

Order: an exact name or alias, then the patterns in the table's order, then the default route;
no match and no default is OpenAI's 404 `model_not_found`, raised before any upstream call.
"""

from __future__ import annotations

import fnmatch
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

import orjson

from responsa_server.model.errors import ApiError
from responsa_server.upstream.replicas import ReplicaLoad
from responsa_server.upstream.table import ModelEntry, RoutingTable, Target

__all__ = ["Route", "Routes", "model_not_found", "read_record", "record"]

log = logging.getLogger("responsa.upstream")

# Routes made for pattern and default matches are kept for the next request with that name;
# model names are the client's, so the cache is bounded (and simply emptied when full).
_CACHE_SIZE = 4096


@dataclass(frozen=True, slots=True)
class Route:
    """Where one model's requests go: `attempts[0]`, then each fallback in order. Every
    attempt's `model` is the name sent to that upstream (rewritten or the client's). A model
    with replicas has them first among its attempts, in the order `Routes.balanced` chose."""

    model: str
    attempts: tuple[Target, ...]
    entry: ModelEntry
    replicas: tuple[Target, ...] = ()

    @property
    def upstream(self) -> str:
        """The first upstream tried."""
        return self.attempts[0].upstream

    @property
    def upstream_model(self) -> str:
        """The model name the first upstream gets."""
        name = self.attempts[0].model
        assert name is not None
        return name


def record(target: Target) -> str:
    """How a stored response records the route that served it (its `route` column)."""
    return orjson.dumps({"upstream": target.upstream, "model": target.model}).decode()


def read_record(text: str | None) -> Target | None:
    """The target a stored route record names; None when there is none (or it is unreadable)."""
    try:
        found = orjson.loads(text) if text else None
    except orjson.JSONDecodeError:
        return None
    if not isinstance(found, dict):
        return None
    upstream, model = found.get("upstream"), found.get("model")
    if not isinstance(upstream, str) or not isinstance(model, str):
        return None
    return Target(upstream, model)


def model_not_found(model: str) -> ApiError:
    """OpenAI's answer for a model nobody serves."""
    return ApiError(
        404,
        f"The model `{model}` does not exist or you do not have access to it.",
        param="model",
        code="model_not_found",
    )


class Routes:
    """Model name -> Route, per the table."""

    def __init__(self, table: RoutingTable) -> None:
        self.table = table
        self._exact: dict[str, ModelEntry] = {}
        for entry in table.models:
            if entry.name is not None:
                for name in (entry.name, *entry.aliases):
                    self._exact[name] = entry
        # Shell-style globs compiled once (fnmatch's own rules, case-sensitive).
        self._patterns: tuple[tuple[Callable[[str], object], ModelEntry], ...] = tuple(
            (re.compile(fnmatch.translate(entry.pattern)).match, entry)
            for entry in table.models
            if entry.pattern is not None
        )
        self._cache: dict[str, Route] = {}
        # In flight and lately failed, per upstream: what replica choices read (the fleet
        # keeps it current).
        self.load = ReplicaLoad()

    def find(self, model: str) -> Route | None:
        """The route for `model`, or None when the table serves no such model."""
        route = self._cache.get(model)
        if route is not None:
            return route
        entry = self._exact.get(model)
        if entry is None:
            entry = next((e for match, e in self._patterns if match(model)), self.table.default)
            if entry is None:
                return None
        # A fallback without a model of its own gets the name the first upstream gets.
        primary = entry.target.model or model
        replicas = tuple(Target(t.upstream, t.model or primary) for t in entry.replicas)
        firsts = replicas or (entry.target,)
        route = Route(
            model,
            tuple(Target(t.upstream, t.model or primary) for t in (*firsts, *entry.fallbacks)),
            entry,
            replicas,
        )
        if len(self._cache) >= _CACHE_SIZE:
            self._cache.clear()
        self._cache[model] = route
        return route

    def route(self, model: str) -> Route:
        """The route for `model`; OpenAI's 404 `model_not_found` when there is none."""
        route = self.find(model)
        if route is None:
            raise model_not_found(model)
        return route

    def pinned(self, model: str, target: Target | None) -> Route:
        """The route for `model` starting at `target` (a route recorded earlier, e.g. when a
        background job was admitted, perhaps on another replica), then the table's own
        attempts; the table's route when `target` is None or names an upstream of another kind
        or one this table does not have."""
        route = self.route(model)
        upstreams = self.table.upstreams
        if target is None or target == route.attempts[0]:
            return route
        spec = upstreams.get(target.upstream)
        if spec is None or spec.kind != upstreams[route.upstream].kind:
            return route
        rest = tuple(attempt for attempt in route.attempts if attempt != target)
        return Route(model, (target, *rest), route.entry)

    def balanced(self, route: Route, session: str | None) -> Route:
        """`route` with its replicas in the order this request tries them: the session's
        (rendezvous hash of `session`), else the least loaded first (replicas.py); a route
        without replicas as it is."""
        if len(route.replicas) < 2:
            return route
        ordered = self.load.order(route.replicas, session)
        log.debug(
            "model %s: replica %s chosen (%s)",
            route.model,
            ordered[0].upstream,
            "session affinity" if session is not None else "least in flight",
        )
        fallbacks = route.attempts[len(route.replicas) :]
        return Route(route.model, (*ordered, *fallbacks), route.entry, route.replicas)

    def named(self) -> list[tuple[str, ModelEntry]]:
        """Every exact name and alias the table serves, in the table's order."""
        return list(self._exact.items())
