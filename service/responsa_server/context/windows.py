"""`ContextWindows`: how many tokens each model's context holds.

In order of preference: what the upstream says (`GET {base}/models`: vLLM's `max_model_len`,
llama.cpp's `meta.n_ctx_train`, `context_length` / `max_context_length` of other servers), then
the configured `RESPONSA_CONTEXT_WINDOW_TOKENS`, then what an upstream's context-length error
revealed. The listing is cached per process for a few minutes: it is a hint every replica can
fetch for itself, not shared state.
"""

from __future__ import annotations

import asyncio
import re
import time
from typing import Any

from responsa_server.upstream.client import UpstreamClient, UpstreamError

LISTING_TTL_SECONDS = 300.0
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
    """Context window sizes per model, learned from the upstream or configured."""

    def __init__(self, upstream: UpstreamClient, configured: int | None = None) -> None:
        self._upstream = upstream
        self._configured = configured
        self._listed: dict[str, int] = {}
        self._listed_at = -LISTING_TTL_SECONDS
        self._models_listed = 0
        self._learned: dict[str, int] = {}
        self._fetching = asyncio.Lock()

    async def of(self, model: str) -> int | None:
        """The window for `model`, or None when nothing says."""
        listed = await self._listing()
        window = listed.get(model)
        if window is None and self._models_listed == 1 and listed:
            # A single-model server (llama.cpp, the bundled model) answers to any name.
            window = next(iter(listed.values()))
        return window or self._configured or self._learned.get(model)

    def learn(self, model: str, window: int) -> None:
        """Remember a window an upstream revealed (its tokenizer or an overflow error)."""
        self._learned[model] = window

    async def _listing(self) -> dict[str, int]:
        if time.monotonic() - self._listed_at < LISTING_TTL_SECONDS:
            return self._listed
        async with self._fetching:
            if time.monotonic() - self._listed_at < LISTING_TTL_SECONDS:
                return self._listed
            listed: dict[str, int] = {}
            models = 0
            try:
                status, body = await self._upstream.request_json(
                    "GET", f"{self._upstream.base_path}/models"
                )
            except UpstreamError:
                status, body = 0, None
            data = body.get("data") if status == 200 and isinstance(body, dict) else None
            for entry in data if isinstance(data, list) else []:
                if isinstance(entry, dict) and isinstance(entry.get("id"), str):
                    models += 1
                    window = window_of(entry)
                    if window is not None:
                        listed[entry["id"]] = window
            self._listed, self._listed_at = listed, time.monotonic()
            self._models_listed = models
        return listed
