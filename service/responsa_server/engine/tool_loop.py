"""ToolLoop: one Responses request, from stored context to stored result; the engine's public
surface (`create`, `stream`, `admit`, `chain`).

The work is split by concern: preparation.py (context, item references, approval claims, the
context window, server tools), turns.py (the upstream turns and the tool calls between them,
through the registered tool kinds of engine/tool_kinds/), finishing.py (save or fail),
upstream_errors.py (upstream failures as API errors), run.py (one response's state).

`max_tool_calls` caps the server-side calls of a response (MCP calls and searches): calls past
it are ignored (not run, not shown), and later turns no longer offer server tools. Usage adds up
over every upstream call.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

from responsa_server.context.limits import ContextLimits
from responsa_server.engine.events import EventLog, EventSink
from responsa_server.engine.finishing import Finishing
from responsa_server.engine.in_flight import SHUTTING_DOWN_MESSAGE, InFlight, Interrupted
from responsa_server.engine.moderation import Moderation
from responsa_server.engine.preparation import Preparation
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS, ToolKinds, ToolServices
from responsa_server.engine.turns import Turns
from responsa_server.engine.upstream_errors import api_error_from_upstream
from responsa_server.model.errors import ApiError
from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.routes import read_record, record

if TYPE_CHECKING:
    from responsa_server.conversations.store import ConversationStore
    from responsa_server.engine.resume import Checkpoints, Resumed
    from responsa_server.engine.run import Run
    from responsa_server.engine.timeline import Timeline
    from responsa_server.inputs.request_inputs import RequestInputs
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore
    from responsa_server.upstream.interface import Upstream

log = logging.getLogger(__name__)

DEFAULT_MAX_TURNS = 10

__all__ = ["DEFAULT_MAX_TURNS", "ToolLoop", "api_error_from_upstream"]


class ToolLoop:
    """Runs Responses requests against the upstream and records them in the store."""

    def __init__(
        self,
        upstream: Upstream,
        store: ResponseStore,
        conversations: ConversationStore,
        limits: ContextLimits,
        tools: ToolServices,
        in_flight: InFlight,
        inputs: RequestInputs,
        *,
        max_turns: int = DEFAULT_MAX_TURNS,
        kinds: ToolKinds = BUILT_IN_KINDS,
        moderation: Moderation | None = None,
    ) -> None:
        # What screens the responses that ask for moderation (engine/moderation.py).
        self._moderation = moderation or Moderation(None)
        self._upstream = upstream
        # The tool kinds requests are parsed with and run by (engine/tool_kinds/).
        kinds.check_services(tools)
        self.kinds = kinds
        self._store = store
        self.in_flight = in_flight
        self.preparation = Preparation(
            store, conversations, limits, tools, upstream.routes, inputs, kinds
        )
        self._turns = Turns(upstream, self.preparation, max_turns=max_turns)
        self._finishing = Finishing(store, conversations)

    async def create(self, request: CreateRequest, *, project: str) -> dict[str, Any]:
        """Run a request for `project` to its end and return the Response object.

        Raises ApiError for bad input and for upstream failures (nothing is stored then). A
        shutdown that interrupts it stores it failed and answers 503.
        """
        with self.in_flight.track(stream=False) as ticket:
            run = await self.preparation.run(request, project)
            self._screen(run)
            try:
                ticket.check()
                ticket.busy = True
                await self._turns.run_to_end(run)
            except UpstreamError as error:
                raise api_error_from_upstream(error) from error
            except (Interrupted, asyncio.CancelledError) as error:
                if not (isinstance(error, Interrupted) or ticket.absorb(error)):
                    raise
                ticket.busy = False
                await self._finishing.fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                raise ApiError(503, SHUTTING_DOWN_MESSAGE, code="server_shutting_down") from None
            finally:
                ticket.busy = False
            response = self._finishing.finish(run)
            await self._finishing.save(run, response)
        return response

    async def admit(self, request: CreateRequest, *, project: str) -> tuple[dict[str, Any], str]:
        """Check and claim what a background request needs; its Response in status `queued`
        and the route to record with it (the job takes it on whichever replica runs it).

        Raises ApiError as `create` would, before anything runs. The job runs later through
        `stream(request, project=..., queued=..., route=...)`.
        """
        run = await self.preparation.run(request, project, admitting=True)
        self._screen(run)
        run.response["status"] = "queued"
        return run.response, record(run.recorded_route())

    async def stream(
        self,
        request: CreateRequest,
        *,
        project: str,
        queued: dict[str, Any] | None = None,
        first_sequence: int = 0,
        context: list[dict[str, Any]] | None = None,
        checkpoints: Checkpoints | None = None,
        resumed: Resumed | None = None,
        route: str | None = None,
        served: Callable[[str], None] | None = None,
        timed: Callable[[Timeline], None] | None = None,
        sink: EventSink | None = None,
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """Run a request, yielding OpenAI's stream events in batches, oldest first.

        `context`: the items of the previous response's chain when the caller holds them (a
        WebSocket connection's own cache); otherwise the store provides them.

        A batch is what one read of the upstream (the chunks it brought) or one tool step
        produced. Bad input raises ApiError before the first batch. From `response.created` on,
        every failure is reported in band as `response.failed` and the failed response is
        stored. Each batch must be consumed (serialized) before the next is requested. A
        shutdown that interrupts a foreground stream ends it `response.failed` (stored).

        `route`: the route recorded with a background job's Response (`admit`), taken first;
        `served` is told the route that served it (to record) before the terminal event;
        `timed` is given the run's timeline when it starts (a caller that stores the response
        itself stores it too, also when it stops the run).

        `queued`: run a background job's Response (from `admit`); its `response.created` went
        out when it was queued, so numbering starts at `first_sequence` with
        `response.in_progress`. Cancelling the consuming task stops the upstream call and the
        tool calls at once (only the shutdown's own interruption of a foreground stream is
        absorbed; background jobs drain through their runner, jobs/).

        `checkpoints`: where a background job stores its turn boundaries; `resumed`: go on
        from one (another process ran the turns before it; engine/resume.py). A resumed run
        emits no second `response.in_progress`: its stream continues the stored one.

        `sink`: where the events a streamed answer's text makes go as the upstream sends it
        (a foreground stream's socket), instead of being yielded: one handling per read, no
        generator resumed per read. Everything else (the opening and closing batches, tool
        steps) is yielded as ever, and each batch is consumed before the next is made, so the
        order is kept. Answers being screened (moderation) are not relayed.
        """
        with self.in_flight.track(stream=True, foreground=queued is None) as ticket:
            run = await self.preparation.run(
                request,
                project,
                queued,
                context,
                read_record(route),
                resumed=resumed.output if resumed is not None else None,
            )
            self._screen(run)
            if timed is not None:
                timed(run.timeline)
            run.events = EventLog(first_sequence)
            run.stream = True
            run.sink = sink
            run.checkpoints = checkpoints
            if resumed is not None:
                run.continue_from(resumed)
            # Both opening events go out before the upstream answers, as OpenAI does.
            if queued is None:
                run.emit("response.created", {"response": run.response})
            if resumed is None:
                run.emit("response.in_progress", {"response": run.response})
            yield run.drain()
            try:
                ticket.check()
                ticket.busy = True
                attempt = 0
                while True:
                    try:
                        async for batch in self._turns.turns(run):
                            ticket.busy = False
                            yield batch
                            ticket.check()
                            ticket.busy = True
                        break
                    except UpstreamError as error:
                        await self._turns.refit(run, error, attempt)  # or raises it
                        attempt += 1
                ticket.busy = False
                response = self._finishing.finish(run)
                await self._finishing.save(run, response)
                terminal = "response.incomplete" if run.incomplete else "response.completed"
            except UpstreamError as error:
                response = await self._finishing.fail(run, api_error_from_upstream(error))
                terminal = "response.failed"
            except ApiError as error:
                response = await self._finishing.fail(run, error)
                terminal = "response.failed"
            except Interrupted:
                response = await self._finishing.fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                terminal = "response.failed"
            except asyncio.CancelledError as error:
                ticket.busy = False
                if not ticket.absorb(error):
                    raise
                response = await self._finishing.fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                terminal = "response.failed"
            except Exception:
                log.exception("stream of %s failed", run.response["id"])
                internal = ApiError(500, "The server had an error while processing your request.")
                response = await self._finishing.fail(run, internal)
                terminal = "response.failed"
            if served is not None:
                served(record(run.recorded_route()))
            run.emit(terminal, {"response": response})
            # The closing item events and the terminal event leave together.
            yield run.drain()

    def _screen(self, run: Run) -> None:
        """Give `run` its moderation (the API's error, before anything runs, for a moderation
        model the table has no provider for)."""
        native = self._upstream.speaks_responses(run.route)
        run.screening = self._moderation.screening(run.request, project=run.project, native=native)

    async def chain(self, response_id: str, *, project: str) -> list[dict[str, Any]]:
        """Every item of `project`'s stored chain ending at `response_id` (the context a response
        with that `previous_response_id` continues); the API's 404 when it is not stored."""
        found = await self._store.load_context(response_id, project=project)
        if found is None:
            raise ApiError(
                404,
                f"Previous response with id '{response_id}' not found.",
                param="previous_response_id",
                code="previous_response_not_found",
            )
        return found
