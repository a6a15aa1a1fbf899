"""How a background response's stored object moves: progress while it runs, and its endings
(completed as the tool loop produced it, cancelled, failed after its replica was lost).

Every one of these writes is fenced (jobs/store.py): it goes with the job's epoch, in the
same transaction as the events it belongs to."""

from __future__ import annotations

from typing import Any

from responsa_server.jobs.store import Job, JobStore, Saving
from responsa_server.jobs.stored_log import log_output
from responsa_server.model.response import finish_response
from responsa_server.store.response_store import ResponseStore


class Progress:
    """Keeps the stored Response of a running job current: status, then each finished item."""

    def __init__(
        self, response: dict[str, Any], output: list[dict[str, Any]] | None = None
    ) -> None:
        # `output`: the items a resumed run starts with (stored before its takeover).
        self._response = dict(response, status="in_progress", output=list(output or []))
        self._saved_status = str(response.get("status"))

    def saving(self, batch: list[dict[str, Any]]) -> Saving | None:
        """The Response to store with `batch` if it finished an item or started the run."""
        changed = self._saved_status != "in_progress"
        output: list[dict[str, Any]] = self._response["output"]
        for event in batch:
            if event["type"] == "response.output_item.done":
                index = int(event["output_index"])
                while len(output) <= index:
                    output.append(event["item"])
                output[index] = event["item"]
                changed = True
        if not changed:
            return None
        return Saving(dict(self._response, output=list(output)))

    def saved(self) -> None:
        """The last `saving` was written."""
        self._saved_status = "in_progress"


class Outcomes:
    """The stored ends of a job that the tool loop does not reach."""

    def __init__(self, store: ResponseStore, jobs: JobStore) -> None:
        self._store = store
        self._jobs = jobs

    def progress(
        self, response: dict[str, Any], output: list[dict[str, Any]] | None = None
    ) -> Progress:
        """A progress recorder for a job's run (`output`: the items it resumes with)."""
        return Progress(response, output)

    async def stored_response(self, job: Job) -> dict[str, Any]:
        """The job's Response as stored (queued when the job was created)."""
        response = await self._store.get(job.response_id, project=job.project)
        if response is None:
            raise LookupError(f"background response {job.response_id} is not stored")
        return response

    async def stored_admission(self, job: Job) -> tuple[str | None, str | None]:
        """The route recorded when the job's Response was admitted (None: none recorded) and
        the API key that queued it (None: none)."""
        return await self._store.admission_of(job.response_id, project=job.project)

    async def ended(
        self,
        job: Job,
        response: dict[str, Any],
        events: list[dict[str, Any]],
        route: str | None = None,
        timeline: str | None = None,
    ) -> bool:
        """Store a run's final Response (with the route that served it, None keeping the
        admitted one, and when its steps ran) with its terminal events and end the job; False
        if the job's lease was lost (nothing written)."""
        saving = Saving(response, route, timeline)
        return await self._jobs.finish(job, events=events, saving=saving)

    async def finished_earlier(self, job: Job, sequence_number: int) -> bool:
        """A taken-over job whose replica stored its final Response but died before the
        terminal event: end the stream with that event. False if it had not got that far."""
        response = await self.stored_response(job)
        status = response.get("status")
        if status not in ("completed", "incomplete", "failed"):
            return False
        event = {"type": f"response.{status}", "sequence_number": sequence_number}
        event["response"] = response
        await self._jobs.finish(job, events=[event])
        return True

    async def cancelled(self, job: Job, timeline: str | None = None) -> None:
        """End the job `cancelled`, keeping the output produced so far: every item its event
        log announced, an open one with what was streamed of it (as OpenAI's cancelled
        responses keep it), and when its steps ran (`timeline`, if it ran here)."""
        response = await self.stored_response(job)
        events, _ = await self._jobs.events_after(
            project=job.project, response_id=job.response_id, after=-1
        )
        ended = finish_response(
            response,
            output=log_output(events) or _closed(response.get("output") or []),
            usage=response.get("usage"),
            completed_at=None,
            status="cancelled",
        )
        await self._jobs.finish(job, saving=Saving(ended, timeline=timeline))

    async def failed(
        self,
        job: Job,
        sequence_number: int,
        message: str,
        *,
        output: list[dict[str, Any]] | None = None,
        usage: dict[str, Any] | None = None,
    ) -> None:
        """End the job `failed` with `message`; its stream ends with `response.failed`.
        `output` and `usage`: as its event log and resume point tell (a takeover), else the
        stored Response's."""
        response = await self.stored_response(job)
        ended = finish_response(
            response,
            output=_closed(response.get("output") or []) if output is None else output,
            usage=usage if usage is not None else response.get("usage"),
            completed_at=None,
            error={"code": "server_error", "message": message},
        )
        event = {"type": "response.failed", "sequence_number": sequence_number, "response": ended}
        await self._jobs.finish(job, events=[event], saving=Saving(ended))


def _closed(output: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Items still in progress end incomplete (stored items are finished ones already)."""
    return [
        dict(item, status="incomplete") if item.get("status") == "in_progress" else item
        for item in output
    ]
