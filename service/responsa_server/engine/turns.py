"""The turn loop: upstream calls until the model answers, a call needs the client, or a bound.

A turn is one upstream call: Chat Completions, or for an upstream of kind `responses` a
stateless Responses request (native_request.py) whose events native_stream.py feeds into the
same `OutputStream`; planning and running calls are the same for both. Before the first,
every server tool takes its steps (MCP servers list their tools, approved calls run). After a
turn whose calls all ran on the server, their results feed the next turn. Calls run
concurrently (unless `parallel_tool_calls` is false); their items close in the model's order so
every item's events stay contiguous. The loop asks the registered tool kinds
(engine/tool_kinds/) what each call becomes; it knows none of them by name.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from responsa_server.context.windows import is_overflow
from responsa_server.engine.auto_compaction import AutoCompaction, after_checkpoint
from responsa_server.engine.calls import CallKind, Plan, Planner, ToolCall
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.chat_request import build_chat_payload, turn_tools
from responsa_server.engine.moderation import refuse_input
from responsa_server.engine.native_request import native_payload, native_tools
from responsa_server.engine.native_stream import NativeStream
from responsa_server.engine.output_stream import Annotate, OutputStream
from responsa_server.engine.preparation import Preparation
from responsa_server.engine.resume import ResumePoint, usage_state
from responsa_server.engine.run import Run
from responsa_server.engine.tool_kinds import kinds_of
from responsa_server.engine.tool_kinds.functions import FunctionTarget
from responsa_server.observability import hooks
from responsa_server.upstream.client import UpstreamError

if TYPE_CHECKING:
    from responsa_server.engine.moderation import Screening
    from responsa_server.upstream.interface import Upstream

Batch = list[dict[str, Any]]
# Chat finish reasons that leave a response incomplete, with OpenAI's incomplete reason.
_INCOMPLETE_REASON = {"length": "max_output_tokens", "content_filter": "content_filter"}
# Attempts after an upstream context overflow when no window was known (truncation auto).
_OVERFLOW_RETRIES = 3


class Turns:
    """Runs a prepared response's turns against the upstream."""

    def __init__(self, upstream: Upstream, preparation: Preparation, *, max_turns: int) -> None:
        self._upstream = upstream
        self._preparation = preparation
        self._max_turns = max(1, max_turns)
        self._compaction = AutoCompaction(upstream, preparation)

    async def run_to_end(self, run: Run) -> None:
        """The turns of a response nobody streams, to the end (retried as `refit` allows)."""
        attempt = 0
        while True:
            try:
                async for _ in self.turns(run):
                    pass
                return
            except UpstreamError as error:
                await self.refit(run, error, attempt)
                attempt += 1

    async def refit(self, run: Run, error: UpstreamError, attempt: int) -> None:
        """After `error` ended attempt `attempt` (from 0) of the turns: fit the prompt again,
        with fewer items, when the upstream said it overflowed its context window, no window was
        known beforehand and nothing was produced yet (the turns then start over); otherwise
        raise `error`. (The caller loops rather than a wrapping generator: that would be one
        more layer every batch passes through.)"""
        if run.output or not is_overflow(error) or attempt >= _OVERFLOW_RETRIES:
            raise error
        await self._preparation.refit(run, error)

    async def _setup(self, run: Run) -> AsyncIterator[Batch]:
        """Each server tool's steps before the first turn, then the calls they resume."""
        output = OutputStream(run.events, output=run.output)
        if run.tools:
            started = run.timeline.begin("setup", 0)
            for tool in run.tools:
                async for batch in tool.setup(output):
                    yield batch
            run.timeline.add("setup", 0, started)
        run.toolset = run.name_tools()
        if run.resumed is not None:
            return  # the approved calls ran before the boundary this run goes on from
        calls = [call for tool in run.tools for call in tool.resumed_calls(run.toolset, run.budget)]
        if calls:
            async for batch, _ in self._run_calls(run, output, calls, "completed", 0):
                if batch:
                    yield batch

    async def turns(self, run: Run) -> AsyncIterator[Batch]:
        """Everything between the opening events and the terminal one (once: see `refit`)."""
        request = run.request
        screening = run.screening
        if screening is not None:
            # Before anything else: a blocked input reaches no upstream and no tool.
            if await screening.screen_input(request.input_items):
                refuse_input(OutputStream(run.events, output=run.output))
                run.usage.reported = True  # no model call: zero tokens, not unknown usage
                yield _drain(run)
                return
            if not screening.screens_output:
                screening = None  # the answer streams as it comes
        if request.compaction is not None or run.resumed is not None:
            # context_management / compaction_trigger: the checkpoint comes first.
            async for batch in self._compaction.before_turns(run):
                yield batch
            if self._compaction.ends_response(run):
                return
        if run.tools:
            # Without server tools there is nothing to set up or resume, and the toolset the
            # run was made with is already the one to offer.
            async for batch in self._setup(run):
                yield batch
        chat_name = run.toolset.chat_name
        function_name = run.toolset.function_chat_name
        messages = run.messages
        inputs = self._preparation.inputs
        sealer = inputs.reasoning_sealer(request.include, project=run.project)
        native = self._upstream.speaks_responses(run.route)
        if not native and _renamed_or_added(run):
            # Again, now that the listed tools' chat names are known and approved calls ran;
            # or from the stored items when this run goes on from another process's.
            messages = to_chat_messages(
                request.instructions,
                run.context,
                [*run.fitted.input_items, *after_checkpoint(run.output)],
                chat_name,
                function_name,
                run.shared.read,
                kinds_of(request),
            )
        first_turn = run.resumed.point.turn if run.resumed is not None else 0
        for turn in range(first_turn, self._max_turns):
            if turn > first_turn and request.compaction is not None:
                # A long tool loop may outgrow the threshold between its own turns.
                fitted = run.fitted
                async for batch in self._compaction.between_turns(run, messages):
                    yield batch
                if run.fitted is not fitted:
                    messages = run.messages
            _boundary(run, turn)
            run.budget.last_turn = turn == self._max_turns - 1
            tools, tool_choice = turn_tools(
                request, run.toolset, first_turn=turn == 0, with_mcp=run.budget.left()
            )
            if not native:
                payload = build_chat_payload(
                    request,
                    inputs.for_upstream(request.model, messages),
                    stream=run.stream,
                    tools=tools,
                    tool_choice=tool_choice,
                )
            first_new = len(run.output)
            output = OutputStream(
                run.events, self._planner(run), run.output, _annotator(run), sealer
            )
            run.turn_output = output
            finish_reason: str | None = None
            started = run.timeline.begin("turn", turn)
            # What the upstream said it is (its id and model), for the turn's span.
            answer: dict[str, Any] = {}
            with hooks.upstream_turn(request.model, turn, run.stream, run.usage) as watch:
                if native:
                    # A native Responses upstream: its events, translated (native_stream.py).
                    events = NativeStream(run, output)
                    tools_, choice = native_tools(run, tools, tool_choice)
                    payload = native_payload(run, tools_, choice)
                    async for read in self._upstream.stream_responses(
                        payload, run.route, run.serve
                    ):
                        watch.chunk()
                        run.timeline.first_token()
                        for event in read:
                            events.feed(event)
                        batch = _drain(run)
                        if batch:
                            yield batch
                    finish_reason = events.incomplete_reason
                elif run.stream and screening is None:
                    chat = _ChatReads(run, output, watch)
                    if run.sink is not None:
                        # Each read's events go to the sink from the upstream socket's own read
                        # callback: no generator between them resumes per read.
                        await self._upstream.relay_chat(payload, chat.relay, run.route, run.serve)
                    else:
                        # One batch per read of the upstream: the events of every chunk it
                        # brought.
                        async for read in self._upstream.stream_chat(payload, run.route, run.serve):
                            chat.take(read)
                            batch = _drain(run)
                            if batch:
                                yield batch
                    finish_reason, answer = chat.finish_reason, chat.answer
                elif run.stream and screening is not None:
                    # Its text held until screened: each delta awaits the screening.
                    async for read in self._upstream.stream_chat(payload, run.route, run.serve):
                        watch.chunk()
                        run.timeline.first_token()
                        if not answer and read:
                            answer = read[0]
                        for chunk in read:
                            usage = chunk.get("usage")
                            if usage:  # most chunks have none (null, or not there)
                                run.usage.add(usage)
                            choices = chunk.get("choices")
                            if choices:
                                choice = choices[0]
                                delta = choice.get("delta")
                                if delta:
                                    logprobs = choice.get("logprobs")
                                    await screening.feed(
                                        output, delta, logprobs.get("content") if logprobs else None
                                    )
                                    # What was cleared leaves now, not after the read's other
                                    # chunks are screened too.
                                    batch = _drain(run)
                                    if batch:
                                        yield batch
                                finish_reason = choice.get("finish_reason") or finish_reason
                        batch = _drain(run)
                        if batch:
                            yield batch
                        if screening.stopped:
                            finish_reason = None  # blocked: the rest is not read
                            break
                else:
                    finish_reason, answer = await self._complete(run, payload, output, screening)
                watch.answered(
                    finish_reason,
                    response_id=answer.get("id"),
                    response_model=answer.get("model"),
                    messages=None if native else payload.get("messages"),
                    output=run.output[first_new:],
                    live_text=output.live_text,
                    calls=[(c.call_id, c.name, c.arguments_text) for c in output.called],
                )
            if screening is not None:
                await screening.release(output)  # the answer's last chunk
            run.timeline.add("turn", turn, started)
            reason = finish_reason if native else _INCOMPLETE_REASON.get(finish_reason or "")
            status = "incomplete" if reason else "completed"
            output.finish_text(status)
            if native and screening is not None:
                # Streamed as it came: scored only (Moderation refuses `block` for it).
                await screening.score_items(run.output[first_new:])
            if screening is not None and screening.stopped:
                return  # the answer was blocked: nothing after it runs
            ran_server_call = False
            needs_client = False
            if output.has_calls:
                calls = output.calls()
                async for batch, kind in self._run_calls(run, output, calls, status, turn):
                    ran_server_call |= kind is CallKind.RUN
                    needs_client |= kind in (CallKind.FUNCTION, CallKind.APPROVAL)
                    run.incomplete |= kind is CallKind.NOT_RUN
                    if batch:
                        yield batch
            if reason:
                run.incomplete, run.incomplete_reason = True, reason
            if reason or needs_client or run.incomplete or not ran_server_call:
                return
            if native:
                continue  # the next native request reads run.output anew
            # Feed this turn's items (and their results) to the next upstream call.
            added = to_chat_messages(
                None,
                [],
                run.output[first_new:],
                chat_name,
                function_name,
                run.shared.read,
                kinds_of(run.request),
            )
            if run.screening is not None and await run.screening.screen_tool_results(added):
                # A flagged tool result is never shown to the model.
                refuse_input(OutputStream(run.events, output=run.output))
                yield _drain(run)
                return
            messages.extend(added)

    @staticmethod
    def _planner(run: Run) -> Planner:
        """What each call of this turn becomes, decided in the model's order: the first tool
        kind that knows the name decides; any other name is the client's function."""
        client = FunctionTarget(run.toolset.function_of)

        def plan(chat_name: str) -> Plan:
            for tool in run.tools:
                planned = tool.plan(chat_name, run.toolset, run.budget)
                if planned is not None:
                    return planned
            return Plan(CallKind.FUNCTION, client)

        return plan

    async def _complete(
        self,
        run: Run,
        payload: dict[str, Any],
        output: OutputStream,
        screening: Screening | None = None,
    ) -> tuple[str | None, dict[str, Any]]:
        """One non-streamed upstream call, fed into `output`; its finish reason and the
        completion."""
        completion = await self._upstream.create_chat(payload, run.route, run.serve)
        run.usage.add(completion.get("usage"))
        choice = (completion.get("choices") or [{}])[0]
        message = choice.get("message") or {}
        logprobs = (choice.get("logprobs") or {}).get("content")
        if screening is None:
            output.add_delta(message, logprobs)
        else:
            await screening.feed(output, message, logprobs)
        reason = choice.get("finish_reason")
        return (reason if isinstance(reason, str) else None), completion

    async def _run_calls(
        self, run: Run, output: OutputStream, calls: list[ToolCall], status: str, turn: int
    ) -> AsyncIterator[tuple[Batch, CallKind | None]]:
        """Run the server's calls among `calls` concurrently; close every call's item in order."""
        running: dict[int, asyncio.Task[object]] = {}
        timeline = run.timeline
        if run.checkpoints is not None and any(call.kind is CallKind.RUN for call in calls):
            # Durable before any call can have effects: a takeover must not run them again.
            await run.checkpoints.calls_start(usage_state(run.usage))

        def start(position: int, call: ToolCall) -> None:
            if call.kind is CallKind.RUN and call.tool is not None and position not in running:
                task = asyncio.create_task(call.tool.run(call))
                started = time.perf_counter()
                # Timed to the call's own end, not to when its item closes in order.
                task.add_done_callback(lambda _: timeline.add("call", turn, started, call))
                running[position] = task

        try:
            if run.request.parallel_tool_calls:
                for position, call in enumerate(calls):
                    start(position, call)
            for position, call in enumerate(calls):
                output.open_call(call)
                output.close_arguments(call)
                if call.kind is CallKind.RUN and call.tool is not None:
                    start(position, call)  # parallel_tool_calls false: one at a time
                    call.tool.started(output, call)
                    yield _drain(run), call.kind  # in_progress goes out before the call ends
                    call.tool.record(output, call, await running[position])
                else:
                    closing = "incomplete" if call.kind is CallKind.NOT_RUN else status
                    output.close_call(call, closing)
                yield _drain(run), call.kind
        finally:
            for task in running.values():
                task.cancel()


class _ChatReads:
    """A streamed Chat Completions answer read by read into the turn's `OutputStream` (its
    text not screened): what each read's chunks add, and what the turn learns from them."""

    __slots__ = ("_output", "_run", "_watch", "answer", "finish_reason")

    def __init__(self, run: Run, output: OutputStream, watch: hooks.UpstreamTurn) -> None:
        self._run = run
        self._output = output
        self._watch = watch
        self.finish_reason: str | None = None
        self.answer: dict[str, Any] = {}  # the first chunk: the upstream's id and model

    def take(self, read: list[dict[str, Any]]) -> None:
        """One read's chunks (once per read of the upstream: kept to the usual chunk's path)."""
        run = self._run
        self._watch.chunk()
        run.timeline.first_token()
        if not self.answer and read:
            self.answer = read[0]
        for chunk in read:
            usage = chunk.get("usage")
            if usage:  # most chunks have none (null, or not there)
                run.usage.add(usage)
            choices = chunk.get("choices")
            if choices:
                choice = choices[0]
                delta = choice.get("delta")
                if delta:
                    logprobs = choice.get("logprobs")
                    self._output.add_delta(delta, logprobs.get("content") if logprobs else None)
                self.finish_reason = choice.get("finish_reason") or self.finish_reason

    def relay(self, read: list[dict[str, Any]]) -> asyncio.Future[None] | None:
        """`take`, then the events it made to the run's sink (`Upstream.relay_chat`'s `take`)."""
        self.take(read)
        events = self._run.events
        batch = events.drain() if events is not None else None
        sink = self._run.sink
        return sink(batch) if batch and sink is not None else None


def _boundary(run: Run, turn: int) -> None:
    """Tell the run's checkpoints that upstream turn `turn` comes next (every item so far is
    finished and every event so far was handed over)."""
    if run.checkpoints is None or run.events is None:
        return
    point = ResumePoint(
        turn=turn,
        next_sequence=run.events.next_sequence_number,
        items=len(run.output),
        usage=usage_state(run.usage),
        tool_runs=run.budget.runs,
        read=dict(run.shared.read),
    )
    run.checkpoints.turn_starts(point)


def _renamed_or_added(run: Run) -> bool:
    """Whether the first turn's messages differ from the ones preparation made: this run goes
    on from another's, or its servers listed tools whose names the messages use, or what ran
    before the first turn (approved calls) reads to the model. Otherwise every item is
    converted to messages once per response, and each turn converts only its new items."""
    if run.resumed is not None:
        return True
    if not any(tool.listed is not None for tool in run.tools):
        return False
    if run.messages_name_mcp_tools or run.shared.read:
        return True
    return bool(run.output) and bool(
        to_chat_messages(
            None, [], run.output, run.toolset.chat_name, run.toolset.function_chat_name
        )
    )


def _annotator(run: Run) -> Annotate | None:
    """An answer's citations, from every server tool of the response, in text order."""
    if not run.tools:
        return None

    def annotate(text: str) -> list[dict[str, Any]]:
        found = [citation for tool in run.tools for citation in tool.annotate(text)]
        found.sort(key=_position)
        return found

    return annotate


def _position(citation: dict[str, Any]) -> int:
    return int(citation.get("start_index", citation.get("index", 0)))


def _drain(run: Run) -> Batch:
    """The run's events so far (read here: this runs once per upstream chunk)."""
    events = run.events
    return events.drain() if events is not None else []
