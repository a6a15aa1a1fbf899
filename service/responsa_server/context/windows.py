"""`ContextWindows`: how many tokens each model's context holds.

In order of preference: the routing table's `context_window` for the model, what the routed
upstream says (`GET {base}/models`, looked up by the model name sent to it: vLLM's
`max_model_len`, llama.cpp's `meta.n_ctx_train`, `context_length` / `max_context_length` of
other servers), then the configured `RESPONSA_CONTEXT_WINDOW_TOKENS`, then what an upstream's
context-length error revealed. The listing is cached per upstream and process for a few minutes
(`UpstreamFleet.listing`): a hint every replica can fetch for itself, not shared state. It is
fetched in the background (from start-up on, and again when stale): no request waits on an
upstream's `/models` for more than a second, and only until its first listing arrived.
"""

from __future__ import annotations

import re
from typing import Any

from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.fleet import UpstreamFleet

_WINDOW_KEYS = ("max_model_len", "context_length", "max_context_length", "context_window")
# vLLM / OpenAI wording of an overflow: "... maximum context length is 2048 tokens ..."
_WINDOW_IN_ERROR = re.compile(r"maximum context length is (\d+) tokens", re.IGNORECASE)
_OVERFLOW_HINTS = ("context length", "context window", "context_length", "too many tokens")


def window_of(entry: dict[str, Any]) -> int | None:
    """The context window a `/models` entry states, if any."""
    for key in _WINDOW_KEYS:
        value = entry.get(key)
        if isinstance(value, int) and value > 0:
            return value
    meta = entry.get("meta")
    if isinstance(meta, dict):
        value = meta.get("n_ctx") or meta.get("n_ctx_train")
        if isinstance(value, int) and value > 0:
            return value
    return None


def is_overflow(error: UpstreamError) -> bool:
    """Whether an upstream error says the prompt did not fit the context window."""
    if error.kind != "http" or error.status_code not in (400, 413, 422):
        return False
    text = f"{error.message} {error.body or ''}".lower()
    return any(hint in text for hint in _OVERFLOW_HINTS)


def window_in_error(error: UpstreamError) -> int | None:
    """The window an overflow error names ("maximum context length is N tokens")."""
    found = _WINDOW_IN_ERROR.search(f"{error.message} {error.body or ''}")
    return int(found.group(1)) if found else None


class ContextWindows:
    """Context window sizes per model, from the table, the routed upstream, or configured."""

    def __init__(self, fleet: UpstreamFleet, configured: int | None = None) -> None:
        self._fleet = fleet
        self._configured = configured
        self._learned: dict[str, int] = {}

    def prefetch(self) -> None:
        """Start fetching every upstream's listing in the background (at start-up)."""
        self._fleet.prefetch()

    async def of(self, model: str) -> int | None:
        """The window for `model`, or None when nothing says."""
        route = self._fleet.routes.find(model)
        window: int | None = None
        if route is not None:
            window = route.entry.context_window
            if window is None:
                listing = await self._fleet.listing(route.upstream)
                window = _listed_window(listing.entries, route.upstream_model)
        return window or self._configured or self._learned.get(model)

    def learn(self, model: str, window: int) -> None:
        """Remember a window an upstream revealed (its tokenizer or an overflow error)."""
        self._learned[model] = window


def _listed_window(entries: tuple[dict[str, Any], ...], name: str) -> int | None:
    """The window an upstream's listing states for `name`."""
    for entry in entries:
        if entry["id"] == name:
            return window_of(entry)
    if len(entries) == 1:
        # A single-model server (llama.cpp, the bundled model) answers to any name.
        return window_of(entries[0])
    return None
