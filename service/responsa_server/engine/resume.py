"""Turn boundaries: where a run interrupted with its process can go on in another one.

A background run (jobs/) tells its `Checkpoints` two things as it goes:

- `turn_starts(point)`: every event so far has been handed over, every item so far is
  finished, and the next step is upstream turn `point.turn`. A runner taking the job over
  from this point rebuilds the output from the stored events and sends the next turn with
  those items as context: no finished turn is sent upstream again.
- `calls_start()`: server-side tool calls are about to run. It returns only once that is
  durable, so a takeover knows a call may have had effects (an MCP call is never re-run
  blindly) even when none of the call's events were stored.

Foreground runs have no checkpoints: their client's connection is the only place they live.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from responsa_server.engine.usage import UsageTotal


@dataclass(frozen=True, slots=True)
class ResumePoint:
    """The state of a run between two upstream turns that its output items do not carry.

    `next_sequence`: the number its next event gets; `items`: how many output items it has;
    `usage`: token totals so far; `tool_runs`: server calls counted against
    `max_tool_calls`; `read`: what the model read for this response's server calls (item id
    -> chat name and text) when the item does not show it (file search without `include`).
    """

    turn: int
    next_sequence: int
    items: int
    usage: dict[str, int] = field(default_factory=dict)
    tool_runs: int = 0
    read: dict[str, tuple[str, str]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The point as stored (JSON)."""
        return {
            "turn": self.turn,
            "next_sequence": self.next_sequence,
            "items": self.items,
            "usage": self.usage,
            "tool_runs": self.tool_runs,
            "read": {key: list(value) for key, value in self.read.items()},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ResumePoint:
        """A stored point; raises KeyError/TypeError/ValueError when it is not one."""
        read = {str(key): (str(name), str(text)) for key, (name, text) in data["read"].items()}
        usage = {str(key): int(value) for key, value in data["usage"].items()}
        return cls(
            turn=int(data["turn"]),
            next_sequence=int(data["next_sequence"]),
            items=int(data["items"]),
            usage=usage,
            tool_runs=int(data["tool_runs"]),
            read=read,
        )


def usage_state(usage: UsageTotal) -> dict[str, int]:
    """Token totals as a resume point keeps them ({} when no upstream call reported any)."""
    if not usage.reported:
        return {}
    return {
        "input": usage.input,
        "output": usage.output,
        "cached": usage.cached,
        "reasoning": usage.reasoning,
    }


def restore_usage(usage: UsageTotal, state: dict[str, int]) -> None:
    """Token totals from a resume point."""
    if not state:
        return
    usage.reported = True
    usage.input = state.get("input", 0)
    usage.output = state.get("output", 0)
    usage.cached = state.get("cached", 0)
    usage.reasoning = state.get("reasoning", 0)


@dataclass(frozen=True, slots=True)
class Resumed:
    """A run going on from a resume point: the point and the output items stored before it."""

    point: ResumePoint
    output: list[dict[str, Any]]


class Checkpoints(Protocol):
    """Where a run reports its boundaries (a background job's runner, jobs/runner.py)."""

    def turn_starts(self, point: ResumePoint) -> None:
        """Store `point` after every event handed over so far (write-behind, in order)."""
        ...

    async def calls_start(self, usage: dict[str, int]) -> None:
        """Return once it is stored that server-side calls are starting, with the usage so
        far (`usage_state`; cancels the run if it is no longer this process's to write)."""
        ...
