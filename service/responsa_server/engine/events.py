"""Numbered stream events, as OpenAI sends them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

# Where a foreground stream's events go as they are made (the REST listener's socket), instead
# of up through the stream's generators: given a batch, it sends it at once, and gives a future
# to wait on when the client's buffer is full (docs/performance.md, "Streaming cost").
EventSink = Callable[[list[dict[str, Any]]], "asyncio.Future[None] | None"]


class EventLog:
    """Collects stream events in order and numbers them from 0.

    The producer appends while it consumes an upstream chunk; the consumer drains after each chunk,
    so events leave in exactly the order they were made.
    """

    __slots__ = ("_pending", "next_sequence_number")

    def __init__(self, next_sequence_number: int = 0) -> None:
        self._pending: list[dict[str, Any]] = []
        # Not 0 when a background job continues a stream its create call opened.
        self.next_sequence_number = next_sequence_number

    def emit(self, type: str, fields: dict[str, Any]) -> None:
        """Record one event of `type` with its fields."""
        number = self.next_sequence_number
        self._pending.append({"type": type, "sequence_number": number, **fields})
        self.next_sequence_number = number + 1

    def drain(self) -> list[dict[str, Any]]:
        """The events recorded since the last drain, oldest first."""
        pending = self._pending
        if pending:
            self._pending = []
        return pending
