"""Numbered stream events, as OpenAI sends them."""

from __future__ import annotations

from typing import Any


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
