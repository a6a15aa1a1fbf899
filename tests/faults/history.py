"""The shapes the fault workload records and its check reads (tests/faults/workload.py,
tests/faults/checks.py)."""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

TERMINAL = {"completed", "failed", "incomplete", "cancelled"}
TERMINAL_EVENTS = {"response.completed", "response.failed", "response.incomplete"}
# How long a response may stay queued/in_progress after the faults are healed: the lease,
# the slow model's own run (~3 s) and a poll.
SETTLE_SECONDS = 30.0


@dataclass
class History:
    """Everything the workload was told, and every error it saw."""

    foreground: list[dict[str, Any]] = field(default_factory=list)
    background: list[dict[str, Any]] = field(default_factory=list)
    appends: list[dict[str, Any]] = field(default_factory=list)
    cancels: list[dict[str, Any]] = field(default_factory=list)
    operations: Counter[str] = field(default_factory=Counter)
    acknowledged: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)

    def error(self, op: str, problem: BaseException | httpx.Response) -> None:
        if isinstance(problem, httpx.Response):
            kind = f"http {problem.status_code}"
        else:
            kind = type(problem).__name__
        self.errors[f"{op}: {kind}"] += 1


def output_text(response: dict[str, Any]) -> str:
    return "".join(
        part.get("text", "")
        for item in response.get("output") or []
        if item.get("type") == "message"
        for part in item.get("content") or []
    )


def digest(event: dict[str, Any]) -> str:
    """A short fingerprint of an event as sent (followers keep these, not whole events)."""
    return hashlib.sha256(json.dumps(event, sort_keys=True).encode()).hexdigest()[:16]


async def sse(client: httpx.AsyncClient, method: str, url: str, **kw: Any) -> Any:
    """Yield (arrival time, event) from an SSE answer; raises on a non-200."""
    async with client.stream(method, url, **kw) as answer:
        if answer.status_code != 200:
            await answer.aread()
            raise Refused(answer)
        async for line in answer.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                yield time.monotonic(), json.loads(line[6:])


class Refused(Exception):
    """A non-200 answer, kept for the error tally."""

    def __init__(self, answer: httpx.Response) -> None:
        super().__init__(answer.status_code)
        self.answer = answer
