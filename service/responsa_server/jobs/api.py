"""`BackgroundApi`: background create, stream resume and cancel; ResponsesApi delegates here.

Everything a client sees comes from the store: the stream of a background response is its
persisted event log, read after each notification (or safety poll), so it can be followed
from any replica, during the run or after it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from typing import Any

from responsa_server.auth.caller import caller_key_id
from responsa_server.engine.tool_loop import ToolLoop
from responsa_server.jobs.notify import Note, Notifier
from responsa_server.jobs.outcomes import Outcomes
from responsa_server.jobs.runner import TERMINAL_EVENTS, JobSettings
from responsa_server.jobs.statements import DONE
from responsa_server.jobs.store import MAX_SEQUENCE_NUMBER, JobStore
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.request import CreateRequest
from responsa_server.model.request.checks import integer
from responsa_server.store.response_store import ResponseStore

# How long a cancel waits for the replica running the job to confirm it stopped.
CANCEL_WAIT_SECONDS = 10.0
_TERMINAL_STATUSES = frozenset({"completed", "failed", "incomplete", "cancelled"})


class BackgroundApi:
    """The background-mode operations, each scoped by `project`."""

    def __init__(
        self,
        store: ResponseStore,
        jobs: JobStore,
        outcomes: Outcomes,
        loop: ToolLoop,
        notifier: Notifier,
        settings: JobSettings,
        *,
        owner: str,
    ) -> None:
        self._store = store
        self._jobs = jobs
        self._outcomes = outcomes
        self._loop = loop
        self._notifier = notifier
        self._settings = settings
        self._owner = owner

    async def create(self, request: CreateRequest, *, project: str) -> dict[str, Any]:
        """Queue the request; its Response in status `queued`."""
        response, _ = await self._queue(request, project)
        return response

    async def stream(
        self, request: CreateRequest, *, project: str
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """Queue the request and follow its events from `response.created` on."""
        response, opening = await self._queue(request, project)
        # The opening events are known: send them without a read; follow from there.
        yield opening
        watch = _Watch(self._notifier, project, response["id"])
        async for batch in self._follow(watch, opening[-1]["sequence_number"], None):
            yield batch

    async def _queue(
        self, request: CreateRequest, project: str
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        response, route = await self._loop.admit(request, project=project)
        opening = [
            {"type": "response.created", "sequence_number": 0, "response": response},
            {"type": "response.queued", "sequence_number": 1, "response": response},
        ]
        # The response and its job are stored in one transaction: whoever claims the job finds
        # the response, and a create that dies half-way leaves neither.
        await self._jobs.enqueue(
            project=project,
            response_id=response["id"],
            request_body=request.body or {},
            opening_events=opening,
            now=time.time(),
            response=response,
            input_items=request.input_items,
            route=route,
            key_id=caller_key_id(),
        )
        return response, opening

    async def resume(
        self, response_id: str, *, starting_after: int | None, project: str
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """Replay a background response's events after `starting_after`, then follow it.

        Raises ApiError before the first batch: unknown id (404), a response not created
        with background (400), a cursor past the last event (400).
        """
        if starting_after is not None:
            integer(starting_after, "starting_after", 0)  # the int64 rule of every integer
        # Sequence numbers are 32-bit in the store (Postgres INTEGER): a larger cursor is past
        # the last event, which the check below reports, and must not reach the query.
        after = -1 if starting_after is None else min(starting_after, MAX_SEQUENCE_NUMBER)
        # Watching before the first read: nothing stored after it can go unnoticed.
        watch = _Watch(self._notifier, project, response_id)
        try:
            # One read in the common case: the events to replay and whether a job exists.
            first = await self._jobs.events_after(
                project=project, response_id=response_id, after=after
            )
            events, state = first
            if state is None:
                if await self._store.get(response_id, project=project) is None:
                    raise response_not_found(response_id)
                raise invalid_param(
                    "stream",
                    "This response cannot be streamed because it was not created with "
                    "background=true.",
                    code="invalid_value",
                )
            if not events and after >= 0:
                last = await self._jobs.last_sequence(project=project, response_id=response_id)
                if last is not None and after > last:
                    raise invalid_param(
                        "starting_after",
                        f"Invalid 'starting_after': {starting_after} is beyond the last event of "
                        f"response '{response_id}' (sequence number {last}).",
                        code="invalid_value",
                    )
        except BaseException:
            watch.close()
            raise
        return self._follow(watch, after, first)

    async def _follow(
        self,
        watch: _Watch,
        after: int,
        first: tuple[list[dict[str, Any]], str | None] | None,
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """Stored events above `after` as they arrive, until the terminal one or the job ends.
        `first`: the result of a read already made (after `watch` began)."""
        try:
            while True:
                if first is None:
                    watch.wake.clear()
                    events, state = await self._jobs.events_after(
                        project=watch.project, response_id=watch.response_id, after=after
                    )
                else:
                    (events, state), first = first, None
                if events:
                    after = events[-1]["sequence_number"]
                    yield events
                    if events[-1]["type"] in TERMINAL_EVENTS:
                        return
                    continue
                if state in (None, DONE):
                    return  # ended without a terminal event (cancelled) or deleted
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(watch.wake.wait(), self._settings.poll_seconds)
        finally:
            watch.close()

    async def cancel(self, response_id: str, *, project: str) -> dict[str, Any]:
        """Cancel a background response from any replica; its Response once it has stopped."""
        settings = self._settings
        outcome = await self._jobs.request_cancel(
            project=project,
            response_id=response_id,
            owner=self._owner,
            lease_seconds=settings.lease_seconds,
            now=time.time(),
        )
        response = await self._store.get(response_id, project=project)
        if response is None:
            raise response_not_found(response_id)
        if outcome is None:
            raise ApiError(400, "Cannot cancel a synchronous response.")
        if outcome.state == DONE:
            if response["status"] == "cancelled":
                return response
            raise ApiError(400, f"Cannot cancel a {response['status']} response.")
        if outcome.claimed is not None:
            await self._outcomes.cancelled(outcome.claimed)
        else:
            await self._until_done(project, response_id)
        stopped = await self._store.get(response_id, project=project)
        if stopped is None:
            raise response_not_found(response_id)
        return stopped

    async def _until_done(self, project: str, response_id: str) -> None:
        """Wait for the job's replica to record its end (bounded)."""
        done = asyncio.Event()

        def noted(note: Note) -> None:
            if note.kind == "done" and note.response_id == response_id:
                done.set()

        stop_listening = self._notifier.listen(noted)
        deadline = time.monotonic() + CANCEL_WAIT_SECONDS
        try:
            while time.monotonic() < deadline:
                if await self._jobs.state(project=project, response_id=response_id) == DONE:
                    return
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(done.wait(), min(1.0, self._settings.poll_seconds))
        finally:
            stop_listening()

    async def job(self, response_id: str, *, project: str) -> dict[str, Any]:
        """A background response's job: state, the replica running it, attempts, times."""
        found = await self._jobs.record(project=project, response_id=response_id)
        if found is None:
            raise not_found(
                f"No background job found for response '{response_id}'.", param="response_id"
            )
        return {"object": "response.job", "response_id": response_id, **found}

    async def forget(self, response_id: str, *, project: str) -> None:
        """Drop the job and stream events of a deleted response (nothing if it had none)."""
        await self._jobs.forget(project=project, response_id=response_id)

    async def settled(self, response: dict[str, Any], *, project: str) -> dict[str, Any]:
        """A stored background response as GET shows it: one still queued or in progress with
        no job behind it reads as failed. (A create stores its response and job at once, so
        only a response stored by an earlier version, whose create died between its two
        writes, is such a one.)"""
        if response.get("status") in _TERMINAL_STATUSES or not response.get("background"):
            return response
        if await self._jobs.state(project=project, response_id=response["id"]) is not None:
            return response
        return dict(
            response,
            status="failed",
            error={
                "code": "server_error",
                "message": "The server stopped before this background response was queued.",
            },
        )


class _Watch:
    """Notifications about one response: `wake` is set by each one until `close`."""

    def __init__(self, notifier: Notifier, project: str, response_id: str) -> None:
        self.project = project
        self.response_id = response_id
        self.wake = asyncio.Event()
        self.close = notifier.listen(self._noted)

    def _noted(self, note: Note) -> None:
        if note.response_id == self.response_id and note.project == self.project:
            self.wake.set()


def response_not_found(response_id: str) -> ApiError:
    """OpenAI's 404 for an unknown response id."""
    return not_found(f"No response found with id '{response_id}'.", param="response_id")
