"""The takeover rule: what a replica does with a job whose last runner stopped mid-run.

Its runner stored a resume point (engine/resume.py) at every turn boundary and before any
server-side tool call ran. Whoever claims the job next reads that point and the event log:

- nothing stored past a boundary: go on from it. The output is the items whose
  `response.output_item.done` is stored (by their `output_index`), usage and the tool budget
  come from the point, and the next upstream turn gets those items as context; its events
  are numbered after the last stored one. No finished turn is sent upstream again.
- server-side calls had started after the last boundary: failed. An MCP call may have had
  effects whether or not its events were stored; running it again blindly could repeat them,
  and its result is lost.
- events stored past the last boundary (the model was writing): failed. Clients may have
  read that part of the turn; a new upstream call writes different text, and appending it
  would give one response two answers that repeat or contradict each other.
- no boundary stored: run from the start if only the create's events were stored (nobody
  saw anything of the first attempt), else failed as above.

jobs/runner.py checks first whether the dead runner had stored its final Response (then its
end is stored as it was). docs/background.md has the table.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from responsa_server.engine.resume import Resumed, ResumePoint
from responsa_server.jobs.store import Job, JobStore

log = logging.getLogger(__name__)

# Events of the create call (response.created, response.queued): numbers 0 and 1.
OPENING_EVENTS = 2

STOPPED = "The server running this background response stopped before it finished"
WHILE_WRITING = (
    f"{STOPPED}, while the model was writing; what was streamed is kept and the response was "
    "not completed."
)
WHILE_CALLING = (
    f"{STOPPED}, while server-side tool calls ran; they are not run again (they may have had "
    "effects) and the response was not completed."
)
UNREADABLE = f"{STOPPED}; the response was not completed."
# Stored with `calls_start`: server calls may have run since the last boundary.
CALLS_STARTED = "calls_started"


@dataclass(frozen=True, slots=True)
class Takeover:
    """What to do: go on from `resumed`, end failed with `failure`, or (both None) run the
    job from the start."""

    resumed: Resumed | None = None
    failure: str | None = None


async def take_over(jobs: JobStore, job: Job, next_sequence: int) -> Takeover:
    """The takeover rule for `job`, whose log's next event number is `next_sequence`."""
    stored = job.resume_point
    if stored is not None and stored.get(CALLS_STARTED):
        return Takeover(failure=WHILE_CALLING)
    if stored is None:
        return Takeover() if next_sequence <= OPENING_EVENTS else Takeover(failure=WHILE_WRITING)
    try:
        point = ResumePoint.from_json(stored)
    except (KeyError, TypeError, ValueError, AttributeError):
        log.error("background response %s: unreadable resume point", job.response_id)
        return Takeover(failure=UNREADABLE)
    if point.next_sequence != next_sequence:
        return Takeover(failure=WHILE_WRITING)
    rid = job.response_id
    events, _ = await jobs.events_after(project=job.project, response_id=rid, after=-1)
    output = committed_output(events, point.items)
    if output is None:
        log.error("background response %s: its log does not match its resume point", rid)
        return Takeover(failure=UNREADABLE)
    return Takeover(resumed=Resumed(point, output))


def committed_output(events: list[dict[str, Any]], count: int) -> list[dict[str, Any]] | None:
    """The `count` finished output items of a stored log, in output order; None unless
    exactly items 0..count-1 were finished."""
    items: dict[int, dict[str, Any]] = {}
    for event in events:
        if event.get("type") == "response.output_item.done":
            items[int(event["output_index"])] = event["item"]
    if sorted(items) != list(range(count)):
        return None
    return [items[index] for index in range(count)]
