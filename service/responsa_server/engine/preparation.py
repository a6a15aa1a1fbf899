"""Preparation: everything before a response's first event, shared by the tool loop and the
input_tokens and compaction endpoints (responses/context_api.py), so all of them read a
request's context the same way.

Loading: the `previous_response_id` chain or the `conversation` (or the chain a WebSocket
connection holds), what the tool kinds attach to it (file search transcripts), and
`item_reference`s to items outside the chain resolved from the store. Fitting: compaction items
opened (verified), then the context window (context/). For a response: approval answers
matched and claimed, the server tools set up (their 400s before anything runs), the new
Response. After an upstream overflow with no window known beforehand, `refit` trims again.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from responsa_server.context.compaction import cut_at_checkpoint, open_compactions
from responsa_server.context.limits import ContextLimits, Fitted
from responsa_server.engine.chat_messages import history_chat_name, to_chat_messages
from responsa_server.engine.request_context import load_request_context
from responsa_server.engine.run import Run
from responsa_server.engine.session_key import session_key
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS, ToolKinds, ToolServices, kinds_of
from responsa_server.engine.tool_kinds.base import RunShared
from responsa_server.engine.tool_kinds.mcp_context import ApprovalAnswer
from responsa_server.engine.toolset import toolset
from responsa_server.model.errors import invalid_param
from responsa_server.model.ids import new_id
from responsa_server.model.request.hosted_tools import hosted_tool_refused
from responsa_server.model.response import new_response
from responsa_server.model.tool_outputs import check_outputs_answer_calls
from responsa_server.observability import hooks

if TYPE_CHECKING:
    from responsa_server.conversations.store import ConversationStore
    from responsa_server.inputs.request_inputs import RequestInputs
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore
    from responsa_server.upstream.client import UpstreamError
    from responsa_server.upstream.routes import Routes
    from responsa_server.upstream.table import Target

Items = list[dict[str, Any]]


class ChatPrompt:
    """How the request's context and input become chat messages (function names included).

    `names_mcp_tools`: whether its last conversion named an MCP tool. Those names are only
    final once the response's MCP servers listed their tools (turns.py), so only then must the
    turns convert the items again; otherwise the messages made here are the first turn's.
    """

    __slots__ = ("_function_name", "_instructions", "_kinds", "names_mcp_tools")

    def __init__(self, request: CreateRequest) -> None:
        self._kinds = kinds_of(request)
        functions, namespaces = self._kinds.named_tools(request.offered_tools)
        self._function_name = toolset(functions, (), namespaces).function_chat_name
        self._instructions = request.instructions
        self.names_mcp_tools = False

    def __call__(self, context: Items, input_items: Items) -> Items:
        self.names_mcp_tools = False
        return to_chat_messages(
            self._instructions,
            context,
            input_items,
            self._chat_name,
            self._function_name,
            kinds=self._kinds,
        )

    def _chat_name(self, server_label: str, tool_name: str) -> str:
        self.names_mcp_tools = True
        return history_chat_name(server_label, tool_name)


class Preparation:
    """Loads, resolves, fits and claims what a request needs before it runs."""

    def __init__(
        self,
        store: ResponseStore,
        conversations: ConversationStore,
        limits: ContextLimits,
        tools: ToolServices,
        routes: Routes,
        inputs: RequestInputs,
        kinds: ToolKinds = BUILT_IN_KINDS,
    ) -> None:
        self.kinds = kinds  # the tool kinds requests are parsed with
        self._store = store
        self._conversations = conversations
        self.limits = limits
        self._tools = tools
        self._routes = routes
        # Images, files and reasoning as the upstream reads them (inputs/).
        self.inputs = inputs

    async def load(
        self, request: CreateRequest, project: str, context: Items | None = None
    ) -> Items:
        """The items before the request's input (`context`: the `previous_response_id` chain a
        WebSocket connection holds, else the store's), with `request.input_items`' references
        resolved."""
        context = await load_request_context(
            request, self._store, self._conversations, project, chain=context
        )
        for attach in kinds_of(request).context_loaders:
            context = await attach(context, self._store, project)
        await self._resolve_references(request, context, project)
        check_outputs_answer_calls(context, request.input_items)
        # The tools of additional_tools and tool_search_output items of the context and input
        # are offered from then on, as if they were in `tools` (model/request/additional_tools).
        request.offer_context_tools(context)
        return context

    async def opened(
        self, request: CreateRequest, context: Items, project: str, *, native: bool = False
    ) -> tuple[Items, Items]:
        """The context and input as the model reads them: from the latest checkpoint on (the
        items before it are in its summary), each compaction item opened to the summary it
        seals, sealed reasoning opened, images and files resolved (inputs/). `native`: for a
        native Responses upstream, which reads its own compaction items itself."""
        seal = self.limits.seal
        context, input_items = cut_at_checkpoint(
            context, request.input_items, seal, project=project, foreign=native
        )
        return await self.inputs.prepare(
            request.model,
            open_compactions(context, seal, project=project, param=None, foreign=native),
            open_compactions(input_items, seal, project=project, param="input", foreign=native),
            project=project,
        )

    async def fit(
        self,
        request: CreateRequest,
        context: Items,
        project: str,
        prompt: ChatPrompt | None = None,
        *,
        native: bool = False,
    ) -> Fitted:
        """The context and input the model gets: within its context window (see context/)."""
        context, input_items = await self.opened(request, context, project, native=native)
        return await self.limits.fit(request, context, input_items, prompt or ChatPrompt(request))

    async def refit(self, run: Run, error: UpstreamError) -> None:
        """Trim again after the upstream said the prompt overflowed its window."""
        request = run.request
        prompt = ChatPrompt(request)
        fitted = await self.limits.refit_after_overflow(request, error, run.fitted, prompt)
        run.fitted, run.context, run.messages = fitted, fitted.context, fitted.messages
        run.messages_name_mcp_tools = prompt.names_mcp_tools

    async def run(
        self,
        request: CreateRequest,
        project: str,
        queued: dict[str, Any] | None = None,
        context: Items | None = None,
        pinned: Target | None = None,
        *,
        admitting: bool = False,
        resumed: Items | None = None,
    ) -> Run:
        """A response ready to run, after every check that can be refused with a 400/404.

        `queued`: a background job's admitted Response; its approvals were claimed then.
        `context`: the chain when the caller holds it (WebSocket mode), else the store's.
        `pinned`: the route recorded when the job was admitted (any replica), tried first.
        `admitting`: only checked, to be queued (the tools make nothing: the job opens them).
        `resumed`: the output of a run taken over at a turn boundary (its tools' containers).
        """
        # No route: 404 model_not_found, nothing called.
        route = self._routes.pinned(request.model, pinned)
        speaks_responses = self._routes.table.upstreams[route.upstream].kind == "responses"
        if request.hosted_tools and not speaks_responses:
            # Hosted tools go to an upstream that runs them itself, and only there.
            raise hosted_tool_refused(*request.hosted_tools[0])
        context = await self.load(request, project, context)
        if pinned is None:
            # A model's replicas in this session's order (a pinned job keeps its admission's).
            route = self._routes.balanced(route, session_key(request, context))
        # Converting here refuses bad item references before anything runs.
        prompt = ChatPrompt(request)
        fitted = await self.fit(request, context, project, prompt, native=speaks_responses)
        kinds = kinds_of(request)
        answers = kinds.approval_answers(request, context)
        shared = RunShared(
            request,
            project,
            fitted.context,
            answers,
            speaks_responses=speaks_responses,
            admitting=admitting,
            resumed=list(resumed or ()),
        )
        tools = await kinds.server_tools(shared, self._tools)
        if queued is not None:
            # Admitted earlier (approvals claimed then): the job runs the queued Response.
            response = dict(queued, status="in_progress")
        else:
            response = await self._new_response(request, answers, project)
        run = Run(shared, response, fitted, tools, route)
        run.loaded = context
        run.messages_name_mcp_tools = prompt.names_mcp_tools
        return run

    async def _new_response(
        self, request: CreateRequest, answers: list[ApprovalAnswer], project: str
    ) -> dict[str, Any]:
        """A new Response for the request, with its MCP approval answers claimed."""
        created_at = int(time.time())
        response = new_response(request, response_id=new_id("resp"), created_at=created_at)
        if request.conversation is not None:
            response["conversation"] = {"id": request.conversation}
        hooks.response_started(response["id"], request.conversation)
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
        return response

    async def _resolve_references(
        self, request: CreateRequest, context: Items, project: str
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
