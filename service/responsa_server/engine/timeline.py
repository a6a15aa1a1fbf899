"""When each step of one response's tool loop ran: an automatic compaction, the tool set-up,
each upstream turn, each server-side call. Kept beside the stored response (not in it) for the
console's timeline.

Cheap on purpose: two `perf_counter` reads and one small tuple per step while the loop runs;
the JSON is made once, when the response is saved.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import orjson

if TYPE_CHECKING:
    from responsa_server.engine.calls import ToolCall

# (kind, turn, started, ended, the call for a call step)
_Step = tuple[str, int, float, float, "ToolCall | None"]


class Timeline:
    """The steps of one run, in seconds of `perf_counter`, from the run's start."""

    __slots__ = ("_open", "_origin", "_steps")

    def __init__(self) -> None:
        self._origin = time.perf_counter()
        self._steps: list[_Step] = []
        # The set-up or turn running now (they run one at a time; calls are timed by their
        # tasks, which end even when the run fails).
        self._open: tuple[str, int, float] | None = None

    def begin(self, kind: str, turn: int) -> float:
        """A set-up or turn starts now; its start, for `add` when it ends."""
        started = time.perf_counter()
        self._open = (kind, turn, started)
        return started

    def add(self, kind: str, turn: int, started: float, call: ToolCall | None = None) -> None:
        """A step of `kind` ("compaction", "setup", "turn", "call") that began at `started`
        and ends now."""
        self._steps.append((kind, turn, started, time.perf_counter(), call))
        if call is None:
            self._open = None

    def to_json(self) -> str | None:
        """The steps as stored: a JSON array of {kind, turn, start_ms, duration_ms[, item_id,
        item_type]} (None when nothing ran). A set-up or turn still open (the run failed or was
        cancelled in it) is a step up to now."""
        if self._open is not None:
            kind, turn, started = self._open
            self.add(kind, turn, started)
        if not self._steps:
            return None
        origin = self._origin
        steps = []
        for kind, turn, started, ended, call in self._steps:
            step: dict[str, object] = {
                "kind": kind,
                "turn": turn,
                "start_ms": round((started - origin) * 1000, 1),
                "duration_ms": round((ended - started) * 1000, 1),
            }
            item = call.item if call is not None else None
            if item is not None:
                step["item_id"] = item.get("id")
                step["item_type"] = item.get("type")
            steps.append(step)
        return orjson.dumps(steps).decode()
