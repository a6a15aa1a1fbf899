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

A failed takeover's Response holds every item the log announced (jobs/stored_log.py: open
ones cut, with exactly what clients received of them) and the usage of the turns finished.

jobs/runner.py checks first whether the dead runner had stored its final Response (then its
end is stored as it was). docs/background.md has the table.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from responsa_server.engine.resume import Resumed, ResumePoint, restore_usage
from responsa_server.engine.usage import UsageTotal
from responsa_server.jobs.store import Job, JobStore
from responsa_server.jobs.stored_log import finished_items, log_output

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
    """What to do: go on from `resumed`, end failed with `failure` (and the output and usage
    the log and the resume point tell), or (all None) run the job from the start."""

    resumed: Resumed | None = None
    failure: str | None = None
    output: list[dict[str, Any]] | None = None
    usage: dict[str, Any] | None = None


async def take_over(
    jobs: JobStore, job: Job, next_sequence: int, cut_status: Mapping[str, str]
) -> Takeover:
    """The takeover rule for `job`, whose log's next event number is `next_sequence`
    (`cut_status`: the server's tool kinds', for the items a failure cuts)."""
    stored = job.resume_point
    if stored is None and next_sequence <= OPENING_EVENTS:
        return Takeover()
    rid = job.response_id
    events, _ = await jobs.events_after(project=job.project, response_id=rid, after=-1)
    if stored is not None and stored.get(CALLS_STARTED):
        return _failed(WHILE_CALLING, events, stored.get("usage"), cut_status)
    point: ResumePoint | None = None
    if stored is not None:
        try:
            point = ResumePoint.from_json(stored)
        except (KeyError, TypeError, ValueError, AttributeError):
            log.error("background response %s: unreadable resume point", rid)
            return _failed(UNREADABLE, events, None, cut_status)
    if point is None or point.next_sequence != next_sequence:
        usage = point.usage if point is not None else None
        return _failed(WHILE_WRITING, events, usage, cut_status)
    finished = finished_items(events)
    if sorted(finished) != list(range(point.items)):
        log.error("background response %s: its log does not match its resume point", rid)
        return _failed(UNREADABLE, events, point.usage, cut_status)
    output = [finished[index] for index in range(point.items)]
    return Takeover(resumed=Resumed(point, output))


def _failed(
    message: str, events: list[dict[str, Any]], usage: Any, cut_status: Mapping[str, str]
) -> Takeover:
    """Fail with `message`; the output as the log tells it, usage as far as it is known."""
    total = UsageTotal()
    if isinstance(usage, dict):
        restore_usage(total, usage)
    output = log_output(events, cut_status)
    return Takeover(failure=message, output=output, usage=total.to_response_usage())
