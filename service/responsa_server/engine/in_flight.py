"""Responses running in this process, so a shutdown can let them finish, then end the rest.

Shutdown (server.py) drains: new creates are refused with a 503, running ones get up to the
drain deadline, then each one still running is interrupted. Only a response that is waiting on
its upstream or tools (`busy`) is cancelled at once; one suspended at a `yield` (its events
being written) notices the interruption when it resumes. Either way it ends `failed`, is
stored, and a stream gets its terminal event. Per-process state on purpose: each worker
drains its own calls.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator

from responsa_server.model.errors import ApiError
from responsa_server.observability import metrics

SHUTTING_DOWN_MESSAGE = "The server is shutting down and stopped this response before it finished."


class Interrupted(Exception):
    """Raised inside a response's run when the shutdown deadline ends it."""


def shutting_down() -> ApiError:
    """The 503 a create gets while the server drains."""
    return ApiError(
        503,
        "The server is shutting down. Please retry your request.",
        code="server_shutting_down",
    )


class Ticket:
    """One running response."""

    __slots__ = ("busy", "interrupted", "task")

    def __init__(self, task: asyncio.Task[object] | None) -> None:
        self.task = task
        self.busy = False  # inside the upstream/tool work, where cancelling is safe
        self.interrupted = False

    def check(self) -> None:
        """Raise Interrupted if the shutdown ended this response while it was not busy."""
        if self.interrupted:
            raise Interrupted

    def absorb(self, error: BaseException) -> bool:
        """Whether a CancelledError is this ticket's interruption (then the task goes on)."""
        if not (self.interrupted and isinstance(error, asyncio.CancelledError)):
            return False
        if self.task is not None:
            self.task.uncancel()
        return True


class InFlight:
    """The registry of running responses and the drain."""

    def __init__(self) -> None:
        self._tickets: set[Ticket] = set()
        self._idle = asyncio.Event()
        self._idle.set()
        self.draining = False

    @contextlib.contextmanager
    def track(self, *, stream: bool, foreground: bool = True) -> Iterator[Ticket]:
        """Register the current task's response for the block; refuse when draining.

        A background job (`foreground` False) is neither registered nor refused here: its
        runner drains it (finishes it or hands it back to another replica)."""
        if not foreground:
            yield Ticket(None)
            return
        if self.draining:
            raise shutting_down()
        ticket = Ticket(asyncio.current_task())
        self._tickets.add(ticket)
        self._idle.clear()
        if stream:
            metrics.ACTIVE_STREAMS.inc()
        try:
            yield ticket
        finally:
            if stream:
                metrics.ACTIVE_STREAMS.dec()
            self._tickets.discard(ticket)
            if not self._tickets:
                self._idle.set()

    def __len__(self) -> int:
        return len(self._tickets)

    async def drain(self, deadline_seconds: float, grace_seconds: float = 10.0) -> int:
        """Refuse new responses, wait up to the deadline, interrupt the rest and wait for them
        to be stored. Returns how many were interrupted."""
        self.draining = True
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(deadline_seconds):
                await self._idle.wait()
        left = list(self._tickets)
        for ticket in left:
            ticket.interrupted = True
            if ticket.busy and ticket.task is not None:
                ticket.task.cancel()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(grace_seconds):
                await self._idle.wait()
        return len(left)
