"""ToolLoop: one Responses request, from stored context to stored result.

A turn is one upstream Chat Completions call. The loop runs turns until the model answers, a
call needs the client (a `function` call, or an MCP call waiting for approval), or a bound is
hit. Server-side tools (MCP today) run between turns:

    list MCP tools (or reuse the chain's listing) -> run approved calls ->
    turn: upstream -> items; MCP calls run concurrently, their items close in the model's order
      -> results fed back -> next turn ... until: an answer | function calls | approval requests
                                             | the turn limit (incomplete) | max_output_tokens

`max_tool_calls` caps the MCP calls of a response: calls past it are ignored (not run, not
shown), and later turns no longer offer MCP tools. Usage adds up over every upstream call.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.context.compaction import open_compactions
from responsa_server.context.limits import ContextLimits, Fitted
from responsa_server.context.truncation import context_overflow
from responsa_server.context.windows import is_overflow
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.chat_request import build_chat_payload, turn_tools
from responsa_server.engine.events import EventLog
from responsa_server.engine.file_search import (
    RESULTS_INCLUDE,
    FileSearchOutcome,
    file_citations,
    run_file_search,
)
from responsa_server.engine.file_search_replay import keep_transcripts, with_transcripts
from responsa_server.engine.in_flight import SHUTTING_DOWN_MESSAGE, InFlight, Interrupted
from responsa_server.engine.mcp_context import ApprovalAnswer, approval_answers, reused_listing
from responsa_server.engine.output_stream import CallKind, OutputStream, Planner, ToolCall
from responsa_server.engine.request_context import load_request_context
from responsa_server.engine.toolset import McpToolTarget, Toolset
from responsa_server.engine.usage import UsageTotal
from responsa_server.engine.web_search import (
    SOURCES_INCLUDE,
    SearchOutcome,
    run_search,
    search_offered,
    url_citations,
)
from responsa_server.model.errors import ApiError, invalid_param
from responsa_server.model.ids import new_id
from responsa_server.model.mcp_servers import McpServer
from responsa_server.model.response import finish_response, new_response
from responsa_server.observability import hooks
from responsa_server.tools.file_search import FileSearcher
from responsa_server.tools.mcp_client import McpCallOutcome, McpConnections, McpFailure
from responsa_server.tools.web_search import SearchProvider
from responsa_server.upstream.client import UpstreamError

if TYPE_CHECKING:
    from responsa_server.conversations.store import ConversationStore
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore
    from responsa_server.upstream.client import UpstreamClient

log = logging.getLogger(__name__)

# Chat finish reasons that leave a response incomplete, with OpenAI's incomplete reason.
_INCOMPLETE_REASON = {"length": "max_output_tokens", "content_filter": "content_filter"}
DEFAULT_MAX_TURNS = 10
# Attempts after an upstream context overflow when no window was known (truncation auto).
_OVERFLOW_RETRIES = 3


def _messages_for(
    request: CreateRequest,
) -> Callable[[list[dict[str, Any]], list[dict[str, Any]]], list[dict[str, Any]]]:
    """How the request's context and input become chat messages (function names included)."""
    names = Toolset(
        [t for t in request.tools if t["type"] == "function"],
        (),
        [t for t in request.tools if t["type"] == "namespace"],
    )

    def to_messages(
        context: list[dict[str, Any]], input_items: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        return to_chat_messages(
            request.instructions, context, input_items, function_name=names.function_chat_name
        )

    return to_messages


class _Run:
    """The state of one response while the loop runs it."""

    __slots__ = (
        "answers",
        "context",
        "events",
        "file_search_tool",
        "files",
        "fitted",
        "functions",
        "incomplete",
        "incomplete_reason",
        "mcp_calls",
        "messages",
        "namespaces",
        "output",
        "project",
        "request",
        "response",
        "search_tool",
        "searches",
        "stream",
        "titles",
        "toolset",
        "turn_output",
        "usage",
    )

    def __init__(
        self,
        request: CreateRequest,
        response: dict[str, Any],
        context: list[dict[str, Any]],
        answers: list[ApprovalAnswer],
        project: str,
    ) -> None:
        self.request = request
        self.project = project
        self.response = response
        self.context = context
        self.answers = answers
        # What the model sees of the context and input (all of it unless truncated).
        self.fitted = Fitted(context, request.input_items, [])
        self.events: EventLog | None = None
        self.messages: list[dict[str, Any]] = []
        self.stream = False
        self.output: list[dict[str, Any]] = []
        self.usage = UsageTotal()
        self.functions = [t for t in request.tools if t["type"] == "function"]
        self.namespaces = [t for t in request.tools if t["type"] == "namespace"]
        self.search_tool: dict[str, Any] | None = None  # set when the model may search
        self.file_search_tool: dict[str, Any] | None = None  # the request's file_search tool
        # file name -> file id of every passage this response's file searches returned
        self.files: dict[str, str] = {}
        self.toolset = Toolset(self.functions, (), self.namespaces)
        # this response's searches: item id -> (chat name, what the model read); URL -> title
        self.searches: dict[str, tuple[str, str]] = {}
        self.titles: dict[str, str] = {}
        self.mcp_calls = 0  # MCP calls run (or planned to run) so far, for max_tool_calls
        self.turn_output: OutputStream | None = None
        self.incomplete = False
        self.incomplete_reason: str | None = None

    def emit(self, type: str, fields: dict[str, Any]) -> None:
        if self.events is not None:
            self.events.emit(type, fields)

    def drain(self) -> list[dict[str, Any]]:
        return self.events.drain() if self.events is not None else []

    def budget_left(self) -> bool:
        limit = self.request.max_tool_calls
        return limit is None or self.mcp_calls < limit


class ToolLoop:
    """Runs Responses requests against the upstream and records them in the store."""

    def __init__(
        self,
        upstream: UpstreamClient,
        store: ResponseStore,
        mcp: McpConnections,
        *,
        max_turns: int = DEFAULT_MAX_TURNS,
        conversations: ConversationStore | None = None,
        limits: ContextLimits | None = None,
        in_flight: InFlight | None = None,
        search: SearchProvider | None = None,
        file_search: FileSearcher | None = None,
    ) -> None:
        self._upstream = upstream
        self._file_search = file_search
        self._store = store
        self._mcp = mcp
        self._conversations = conversations
        self._limits = limits
        self._search = search
        self._max_turns = max(1, max_turns)
        self.in_flight = in_flight if in_flight is not None else InFlight()

    async def create(self, request: CreateRequest, *, project: str) -> dict[str, Any]:
        """Run a request for `project` to its end and return the Response object.

        Raises ApiError for bad input and for upstream failures (nothing is stored then). A
        shutdown that interrupts it stores it failed and answers 503.
        """
        with self.in_flight.track(stream=False) as ticket:
            run = await self._prepare(request, project)
            try:
                ticket.check()
                ticket.busy = True
                async for _ in self._fitted_turns(run):
                    pass
            except UpstreamError as error:
                raise api_error_from_upstream(error) from error
            except (Interrupted, asyncio.CancelledError) as error:
                if not (isinstance(error, Interrupted) or ticket.absorb(error)):
                    raise
                ticket.busy = False
                await self._fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                raise ApiError(503, SHUTTING_DOWN_MESSAGE, code="server_shutting_down") from None
            finally:
                ticket.busy = False
            response = self._finish(run)
            await self._save(run, response)
        return response

    async def admit(self, request: CreateRequest, *, project: str) -> dict[str, Any]:
        """Check and claim what a background request needs; its Response in status `queued`.

        Raises ApiError as `create` would, before anything runs. The job runs later through
        `stream(request, project=..., queued=...)`.
        """
        run = await self._prepare(request, project)
        run.response["status"] = "queued"
        return run.response

    async def stream(
        self,
        request: CreateRequest,
        *,
        project: str,
        queued: dict[str, Any] | None = None,
        first_sequence: int = 0,
        context: list[dict[str, Any]] | None = None,
    ) -> AsyncIterator[list[dict[str, Any]]]:
        """Run a request, yielding OpenAI's stream events in batches, oldest first.

        `context`: the items of the previous response's chain when the caller holds them (a
        WebSocket connection's own cache); otherwise the store provides them.

        A batch is what one upstream chunk (or one tool step) produced. Bad input raises
        ApiError before the first batch. From `response.created` on, every failure is reported
        in band as `response.failed` and the failed response is stored. Each batch must be
        consumed (serialized) before the next is requested. A shutdown that interrupts a
        foreground stream ends it `response.failed` (stored).

        `queued`: run a background job's Response (from `admit`); its `response.created` went
        out when it was queued, so numbering starts at `first_sequence` with
        `response.in_progress`. Cancelling the consuming task stops the upstream call and the
        tool calls at once (only the shutdown's own interruption of a foreground stream is
        absorbed; background jobs drain through their runner, jobs/).
        """
        with self.in_flight.track(stream=True, foreground=queued is None) as ticket:
            run = await self._prepare(request, project, queued, context)
            run.events = EventLog(first_sequence)
            run.stream = True
            # Both opening events go out before the upstream answers, as OpenAI does.
            if queued is None:
                run.emit("response.created", {"response": run.response})
            run.emit("response.in_progress", {"response": run.response})
            yield run.drain()
            try:
                ticket.check()
                ticket.busy = True
                async for batch in self._fitted_turns(run):
                    ticket.busy = False
                    yield batch
                    ticket.check()
                    ticket.busy = True
                ticket.busy = False
                response = self._finish(run)
                await self._save(run, response)
                terminal = "response.incomplete" if run.incomplete else "response.completed"
            except UpstreamError as error:
                response = await self._fail(run, api_error_from_upstream(error))
                terminal = "response.failed"
            except ApiError as error:
                response = await self._fail(run, error)
                terminal = "response.failed"
            except Interrupted:
                response = await self._fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                terminal = "response.failed"
            except asyncio.CancelledError as error:
                ticket.busy = False
                if not ticket.absorb(error):
                    raise
                response = await self._fail(run, ApiError(503, SHUTTING_DOWN_MESSAGE))
                terminal = "response.failed"
            except Exception:
                log.exception("stream of %s failed", run.response["id"])
                internal = ApiError(500, "The server had an error while processing your request.")
                response = await self._fail(run, internal)
                terminal = "response.failed"
            run.emit(terminal, {"response": response})
            # The closing item events and the terminal event leave together.
            yield run.drain()

    # -- before the first event ----------------------------------------------------------------

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

    async def _prepare(
        self,
        request: CreateRequest,
        project: str,
        queued: dict[str, Any] | None = None,
        context: list[dict[str, Any]] | None = None,
    ) -> _Run:
        """Load the chain or conversation and check everything that can be refused with a
        plain 400/404.

        `queued`: a background job's admitted Response; its approvals were claimed then.
        `context`: the chain when the caller holds it (WebSocket mode), else the store's.
        """
        if context is None:
            context = await load_request_context(request, self._store, self._conversations, project)
        context = await with_transcripts(context, self._store, project=project)
        await self._resolve_references(request, context, project)
        # Converting here refuses bad item references before anything runs.
        fitted = await self._fit(request, context, project)
        answers = approval_answers(request.input_items, context, request.mcp_servers)
        if request.file_search is not None:
            await self._check_file_search(request, project)
        if queued is not None:
            # Admitted earlier (approvals claimed then): the job runs the queued Response.
            queued_response = dict(queued, status="in_progress")
            run = _Run(request, queued_response, fitted.context, answers, project)
        else:
            run = await self._new_run(request, fitted.context, answers, project)
        run.fitted = fitted
        run.messages = fitted.messages
        if search_offered(request.web_search, self._search):
            run.search_tool = request.web_search
        run.file_search_tool = request.file_search
        run.toolset = Toolset(
            run.functions,
            (),
            run.namespaces,
            web_search=run.search_tool is not None,
            file_search=run.file_search_tool is not None,
        )
        return run

    async def _check_file_search(self, request: CreateRequest, project: str) -> None:
        """Unknown (or another project's) vector stores are refused before anything runs."""
        assert request.file_search is not None
        if self._file_search is None:
            raise ApiError(400, "file_search is not available on this server.", param="tools")
        index = next(i for i, t in enumerate(request.tools) if t is request.file_search)
        await self._file_search.check(request.file_search, f"tools[{index}]", project=project)

    async def _new_run(
        self,
        request: CreateRequest,
        context: list[dict[str, Any]],
        answers: list[ApprovalAnswer],
        project: str,
    ) -> _Run:
        """A new Response for the request, with its MCP approval answers claimed."""
        created_at = int(time.time())
        response = new_response(request, response_id=new_id("resp"), created_at=created_at)
        if request.conversation is not None:
            response["conversation"] = {"id": request.conversation}
        hooks.response_started(response["id"])
        if answers:
            taken = await self._store.claim_approvals(
                [(a.request["id"], a.approve) for a in answers],
                response["id"],
                created_at,
                project=project,
            )
            if taken is not None:
                index = next(a.input_index for a in answers if a.request["id"] == taken)
                raise invalid_param(
                    f"input[{index}].approval_request_id",
                    f"The MCP approval request '{taken}' was answered already; an approval "
                    "is used once.",
                    code="invalid_value",
                )
        return _Run(request, response, context, answers, project)

    async def _fit(
        self, request: CreateRequest, context: list[dict[str, Any]], project: str
    ) -> Fitted:
        """The context and input the model gets: within its context window (see context/)."""
        input_items = request.input_items
        if self._limits is None:
            return Fitted(context, input_items, _messages_for(request)(context, input_items))
        seal = self._limits.seal
        # The model sees a compaction item as the summary it seals (verified here).
        context = open_compactions(context, seal, project=project, param=None)
        input_items = open_compactions(input_items, seal, project=project, param="input")
        return await self._limits.fit(request, context, input_items, _messages_for(request))

    async def _fitted_turns(self, run: _Run) -> AsyncIterator[list[dict[str, Any]]]:
        """`_turns`, retried with fewer items when the upstream says the prompt overflowed its
        context window and no window was known beforehand (nothing was produced yet then)."""
        for attempt in range(_OVERFLOW_RETRIES + 1):
            try:
                async for batch in self._turns(run):
                    yield batch
                return
            except UpstreamError as error:
                if run.output or self._limits is None or not is_overflow(error):
                    raise
                if attempt == _OVERFLOW_RETRIES:
                    raise
                request = run.request
                fitted = await self._limits.refit_after_overflow(
                    request, error, run.fitted, _messages_for(request)
                )
                run.fitted, run.context, run.messages = fitted, fitted.context, fitted.messages

    async def _resolve_references(
        self, request: CreateRequest, context: list[dict[str, Any]], project: str
    ) -> None:
        """Replace each `item_reference` to an item outside the chain with the stored item.

        OpenAI resolves a reference to any item stored by the project, not only the chain's
        (the Vercel AI SDK resends history this way). The resolved item is what gets stored,
        so the chain never depends on another response later. Unknown ids stay references,
        and the conversion answers them with `item_not_found`.
        """
        in_chain = {item["id"] for item in context if "id" in item}
        wanted = [
            item["id"]
            for item in request.input_items
            if item.get("type") == "item_reference" and item["id"] not in in_chain
        ]
        if not wanted:
            return
        found = await self._store.find_items(wanted, project=project)
        request.input_items = [
            found.get(item["id"], item) if item.get("type") == "item_reference" else item
            for item in request.input_items
        ]

    # -- the loop ------------------------------------------------------------------------------

    async def _turns(self, run: _Run) -> AsyncIterator[list[dict[str, Any]]]:
        """Everything between the opening events and the terminal one."""
        request = run.request
        if request.mcp_servers:
            async for batch in self._list_mcp_tools(run):
                yield batch
            async for batch in self._run_approved_calls(run):
                yield batch
        chat_name = run.toolset.chat_name
        function_name = run.toolset.function_chat_name
        messages = run.messages
        if request.mcp_servers:
            # Again, now that the listed tools' chat names are known and approved calls ran.
            messages = to_chat_messages(
                request.instructions,
                run.context,
                [*run.fitted.input_items, *run.output],
                chat_name,
                function_name,
            )
        for turn in range(self._max_turns):
            last_turn = turn == self._max_turns - 1
            tools, tool_choice = turn_tools(
                request, run.toolset, first_turn=turn == 0, with_mcp=run.budget_left()
            )
            payload = build_chat_payload(
                request, messages, stream=run.stream, tools=tools, tool_choice=tool_choice
            )
            first_new = len(run.output)
            output = OutputStream(
                run.events,
                self._planner(run, last_turn),
                run.output,
                run.toolset.function_of,
                self._annotator(run),
            )
            run.turn_output = output
            finish_reason: str | None = None
            with hooks.upstream_turn(request.model, turn, run.stream) as watch:
                if run.stream:
                    # Inline rather than in a helper generator: this loop runs once per chunk.
                    async for chunk in self._upstream.stream_chat(payload):
                        watch.chunk()
                        run.usage.add(chunk.get("usage"))
                        choices = chunk.get("choices")
                        if choices:
                            choice = choices[0]
                            delta = choice.get("delta")
                            if delta:
                                logprobs = choice.get("logprobs")
                                output.add_delta(
                                    delta, logprobs.get("content") if logprobs else None
                                )
                            finish_reason = choice.get("finish_reason") or finish_reason
                            batch = run.drain()
                            if batch:
                                yield batch
                else:
                    finish_reason = await self._complete(run, payload, output)
            reason = _INCOMPLETE_REASON.get(finish_reason or "")
            status = "incomplete" if reason else "completed"
            output.finish_text(status)
            ran_server_call = False
            needs_client = False
            if output.has_calls:
                async for batch, kind in self._run_calls(run, output, output.calls(), status):
                    ran_server_call |= kind in (
                        CallKind.MCP,
                        CallKind.WEB_SEARCH,
                        CallKind.FILE_SEARCH,
                    )
                    needs_client |= kind in (CallKind.FUNCTION, CallKind.APPROVAL)
                    run.incomplete |= kind is CallKind.NOT_RUN
                    if batch:
                        yield batch
            if reason:
                run.incomplete, run.incomplete_reason = True, reason
            if reason or needs_client or run.incomplete or not ran_server_call:
                return
            # Feed this turn's items (and their results) to the next upstream call.
            messages.extend(
                to_chat_messages(
                    None, [], run.output[first_new:], chat_name, function_name, run.searches
                )
            )

    @staticmethod
    def _annotator(run: _Run) -> Callable[[str], list[dict[str, Any]]] | None:
        """An answer's citations: url_citation for web searches, file_citation for files."""
        if run.search_tool is None and run.file_search_tool is None:
            return None

        def annotate(text: str) -> list[dict[str, Any]]:
            found = file_citations(text, run.files) if run.file_search_tool else []
            if run.search_tool:
                found.extend(url_citations(text, run.titles))
            return found

        return annotate

    @staticmethod
    def _planner(run: _Run, last_turn: bool) -> Planner:
        """What each call of this turn becomes, decided in the model's order."""

        def plan(chat_name: str) -> tuple[CallKind, McpToolTarget | None]:
            searches = {
                run.toolset.search_name: CallKind.WEB_SEARCH,
                run.toolset.file_search_name: CallKind.FILE_SEARCH,
            }
            kind = searches.get(chat_name) if chat_name else None
            if kind is not None:
                if last_turn:
                    run.incomplete = True  # the search would need one more turn
                if last_turn or not run.budget_left():
                    return CallKind.IGNORED, None
                run.mcp_calls += 1
                return kind, None
            target = run.toolset.mcp_target(chat_name)
            if target is None:
                return CallKind.FUNCTION, None
            if last_turn:
                return CallKind.NOT_RUN, target
            if target.server.needs_approval(target.name, target.annotations):
                return CallKind.APPROVAL, target
            if not run.budget_left():
                return CallKind.IGNORED, target
            run.mcp_calls += 1
            return CallKind.MCP, target

        return plan

    async def _complete(
        self, run: _Run, payload: dict[str, Any], output: OutputStream
    ) -> str | None:
        """One non-streamed upstream call, fed into `output`; its finish reason."""
        completion = await self._upstream.create_chat(payload)
        run.usage.add(completion.get("usage"))
        choice = (completion.get("choices") or [{}])[0]
        message = choice.get("message") or {}
        logprobs = (choice.get("logprobs") or {}).get("content")
        output.add_delta(message, logprobs)
        reason = choice.get("finish_reason")
        return reason if isinstance(reason, str) else None

    async def _run_calls(
        self, run: _Run, output: OutputStream, calls: list[ToolCall], status: str
    ) -> AsyncIterator[tuple[list[dict[str, Any]], CallKind | None]]:
        """Run the MCP calls among `calls` concurrently and close every call's item in order."""
        running: dict[int, asyncio.Task[McpCallOutcome]] = {}
        searching: dict[int, asyncio.Task[SearchOutcome]] = {}
        finding: dict[int, asyncio.Task[FileSearchOutcome]] = {}

        def start(position: int, call: ToolCall) -> None:
            if call.kind is CallKind.MCP and call.target is not None and position not in running:
                running[position] = asyncio.create_task(
                    self._call_mcp(call.target, call.arguments_text)
                )
            if call.kind is CallKind.WEB_SEARCH and position not in searching:
                assert self._search is not None and run.search_tool is not None
                searching[position] = asyncio.create_task(
                    run_search(self._search, run.search_tool, call.arguments_text)
                )
            if call.kind is CallKind.FILE_SEARCH and position not in finding:
                assert self._file_search is not None and run.file_search_tool is not None
                finding[position] = asyncio.create_task(
                    run_file_search(
                        self._file_search,
                        run.file_search_tool,
                        call.arguments_text,
                        project=run.project,
                    )
                )

        try:
            if run.request.parallel_tool_calls:
                for position, call in enumerate(calls):
                    start(position, call)
            for position, call in enumerate(calls):
                output.open_call(call)
                output.close_arguments(call)
                if call.kind is CallKind.MCP:
                    start(position, call)  # parallel_tool_calls false: one at a time
                    yield run.drain(), call.kind  # in_progress goes out before the call ends
                    outcome = await running[position]
                    output.complete_mcp_call(call, outcome.output, outcome.error)
                elif call.kind is CallKind.WEB_SEARCH:
                    start(position, call)
                    output.search_started(call)
                    yield run.drain(), call.kind
                    self._record_search(run, output, call, await searching[position])
                elif call.kind is CallKind.FILE_SEARCH:
                    start(position, call)
                    output.search_started(call)
                    yield run.drain(), call.kind
                    self._record_file_search(run, output, call, await finding[position])
                else:
                    closing = "incomplete" if call.kind is CallKind.NOT_RUN else status
                    output.close_call(call, closing)
                yield run.drain(), call.kind
        finally:
            for task in [*running.values(), *searching.values(), *finding.values()]:
                task.cancel()

    @staticmethod
    def _record_search(
        run: _Run, output: OutputStream, call: ToolCall, outcome: SearchOutcome
    ) -> None:
        """Close a search's item; keep what the model reads and the titles for citations."""
        assert call.item is not None and run.toolset.search_name is not None
        run.searches[call.item["id"]] = (run.toolset.search_name, outcome.for_model())
        for hit in outcome.results:
            run.titles.setdefault(hit.url, hit.title)
        included = SOURCES_INCLUDE in run.request.include
        output.complete_web_search(
            call, outcome.sources() if included else None, outcome.error is not None
        )

    @staticmethod
    def _record_file_search(
        run: _Run, output: OutputStream, call: ToolCall, outcome: FileSearchOutcome
    ) -> None:
        """Close a file search's item; keep what the model read and the files for citations."""
        assert call.item is not None and run.toolset.file_search_name is not None
        run.searches[call.item["id"]] = (run.toolset.file_search_name, outcome.for_model())
        for hit in outcome.results:
            run.files.setdefault(hit["filename"], hit["file_id"])
        included = RESULTS_INCLUDE in run.request.include
        output.complete_file_search(
            call, outcome.call_results() if included else None, outcome.error is not None
        )

    async def _call_mcp(self, target: McpToolTarget, arguments: str) -> McpCallOutcome:
        try:
            parsed = orjson.loads(arguments or "{}")
        except orjson.JSONDecodeError:
            parsed = None
        if not isinstance(parsed, dict):
            return McpCallOutcome(
                None,
                {
                    "type": "mcp_protocol_error",
                    "code": -32602,
                    "message": "The model's arguments are not a JSON object; the tool was not "
                    "called.",
                },
            )
        async with hooks.tool_call("mcp_call", target.name):
            return await self._mcp.call_tool(target.server, target.name, parsed)

    # -- MCP steps before the first turn -------------------------------------------------------

    async def _list_mcp_tools(self, run: _Run) -> AsyncIterator[list[dict[str, Any]]]:
        """Give every MCP server a tool list: the chain's, or a new `mcp_list_tools` item."""
        servers = run.request.mcp_servers
        listed: dict[str, list[dict[str, Any]]] = {}
        fresh: list[McpServer] = []
        for server in servers:
            earlier = reused_listing(run.context, server.label)
            if earlier is not None:
                listed[server.label] = list(earlier.get("tools") or [])
            else:
                fresh.append(server)
        tasks = {s.label: asyncio.create_task(self._mcp.list_tools(s)) for s in fresh}
        try:
            for server in fresh:
                item: dict[str, Any] = {
                    "id": new_id("mcpl"),
                    "type": "mcp_list_tools",
                    "server_label": server.label,
                    "tools": [],
                }
                run.output.append(item)
                address = {"item_id": item["id"], "output_index": len(run.output) - 1}
                run.emit(
                    "response.output_item.added",
                    {"output_index": address["output_index"], "item": dict(item, tools=[])},
                )
                run.emit("response.mcp_list_tools.in_progress", address)
                yield run.drain()
                try:
                    tools = await tasks[server.label]
                except McpFailure as failure:
                    item["error"] = failure.message
                    run.emit("response.mcp_list_tools.failed", address)
                else:
                    item["tools"] = [tool for tool in tools if server.allows(tool)]
                    listed[server.label] = item["tools"]
                    run.emit("response.mcp_list_tools.completed", address)
                run.emit(
                    "response.output_item.done",
                    {"output_index": address["output_index"], "item": item},
                )
                yield run.drain()
        finally:
            for task in tasks.values():
                task.cancel()
        targets = [
            McpToolTarget(server, tool)
            for server in servers
            for tool in listed.get(server.label, ())
            if server.allows(tool)
        ]
        run.toolset = Toolset(
            run.functions,
            targets,
            run.namespaces,
            web_search=run.search_tool is not None,
            file_search=run.file_search_tool is not None,
        )

    async def _run_approved_calls(self, run: _Run) -> AsyncIterator[list[dict[str, Any]]]:
        """Run the calls the client approved (once each: the store holds the claim)."""
        calls: list[ToolCall] = []
        for answer in run.answers:
            if not answer.approve:
                continue
            asked = answer.request
            listed = run.toolset.mcp_target_of(answer.server.label, asked["name"])
            calls.append(
                ToolCall(
                    call_id=asked["id"],
                    name=asked["name"],
                    arguments=[asked["arguments"]],
                    kind=CallKind.MCP,
                    target=listed or McpToolTarget(answer.server, {"name": asked["name"]}),
                    approval_request_id=asked["id"],
                )
            )
            run.mcp_calls += 1
        if calls:
            output = OutputStream(run.events, output=run.output)
            async for batch, _ in self._run_calls(run, output, calls, "completed"):
                if batch:
                    yield batch

    # -- the end -------------------------------------------------------------------------------

    def _finish(self, run: _Run) -> dict[str, Any]:
        response = finish_response(
            run.response,
            output=run.output,
            usage=run.usage.to_response_usage(),
            incomplete_reason=run.incomplete_reason,
            status="incomplete" if run.incomplete else "completed",
            completed_at=int(time.time()),
        )
        hooks.response_finished(response)
        return response

    async def _save(self, run: _Run, response: dict[str, Any]) -> None:
        request = run.request
        if request.store or request.conversation is not None:
            # Before the items, so a stored file search always has what the model read.
            await keep_transcripts(self._store, run.output, run.searches, project=run.project)
        if request.conversation is not None and self._conversations is not None:
            # A finished response's items join the conversation; a failed one's do not.
            await self._conversations.save_response(
                response,
                request.input_items,
                conversation_id=request.conversation,
                append=response.get("status") in ("completed", "incomplete"),
                store_response=request.store,
                project=run.project,
            )
        elif request.store:
            await self._store.save(response, request.input_items, project=run.project)

    async def _fail(self, run: _Run, error: ApiError) -> dict[str, Any]:
        """The failed response, stored when it can be (a store outage must not hide the error)."""
        if run.turn_output is not None:
            run.turn_output.abandon()
        for item in run.output:
            if item.get("type") in ("web_search_call", "file_search_call") and item[
                "status"
            ] not in ("completed", "failed"):
                item["status"] = "failed"  # its statuses have no "incomplete"
            elif item.get("status") == "in_progress":
                item["status"] = "incomplete"
        response = finish_response(
            run.response,
            output=run.output,
            usage=run.usage.to_response_usage(),
            error={"code": _failure_code(error), "message": error.message},
            completed_at=None,
        )
        hooks.response_finished(response)
        try:
            await self._save(run, response)
        except Exception:
            log.exception("could not store failed response %s", response["id"])
        return response


def api_error_from_upstream(error: UpstreamError) -> ApiError:
    """An upstream failure as the error our client sees.

    The upstream's 4xx are about the request (bad model, context too long): passed on with its
    message. Its 5xx, timeouts and refused connections are our server's problem: 502/504.
    """
    if is_overflow(error):
        return context_overflow()
    if error.kind == "http" and error.status_code is not None and 400 <= error.status_code < 500:
        code = _upstream_code(error.body) or (
            "rate_limit_exceeded" if error.status_code == 429 else None
        )
        return ApiError(error.status_code, error.message, code=code)
    if error.kind == "timeout":
        return ApiError(504, f"The upstream model server timed out: {error.message}")
    return ApiError(502, f"The upstream model server failed: {error.message}")


def _upstream_code(body: str | None) -> str | None:
    """The upstream's own `error.code` (e.g. context_length_exceeded), when it sent one."""
    try:
        code = orjson.loads(body or "")["error"]["code"]
    except (orjson.JSONDecodeError, KeyError, TypeError):
        return None
    return code if isinstance(code, str) else None


def _failure_code(error: ApiError) -> str:
    """A failed Response's error.code must be one of OpenAI's ResponseErrorCode values."""
    if error.status == 429:
        return "rate_limit_exceeded"
    if 400 <= error.status < 500:
        return "invalid_prompt"
    return "server_error"
