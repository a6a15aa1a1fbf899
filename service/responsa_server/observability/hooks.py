"""The small calls the engine, the upstream turn and the store make to be observed.

Each hook records metrics, a span and log fields together, so call sites stay one line.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextvars import ContextVar
from functools import wraps
from typing import Any, ParamSpec, Protocol, TypeVar

from opentelemetry.trace import INVALID_SPAN, Span, SpanKind

from responsa_server.model.errors import ApiError
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS
from responsa_server.observability import call_record, genai, logs, metrics, tracing

log = logging.getLogger("responsa.responses")

P = ParamSpec("P")
R = TypeVar("R")


# The call item types of the built-in tool kinds (model/request/tool_specs.py).
_BUILT_IN_TOOL_ITEMS = BUILT_IN_SPECS.call_item_types()


def response_started(response_id: str, conversation_id: str | None = None) -> None:
    """The call now works on `response_id` (log lines and the call's span carry it, and its
    conversation's id as GenAI's `gen_ai.conversation.id`)."""
    logs.bind_response(response_id)
    call_record.note_response(response_id)
    if tracing.enabled:  # otherwise the current span is the no-op one
        current = tracing.current_span()
        current.set_attribute("responsa.response_id", response_id)
        if conversation_id is not None:
            current.set_attribute("gen_ai.conversation.id", conversation_id)


def response_finished(
    response: dict[str, Any], tool_items: frozenset[str] = _BUILT_IN_TOOL_ITEMS
) -> None:
    """Tokens by model and tool calls by type and outcome, once per finished response;
    `tool_items`: the call item types of every tool kind of the server (its registry's)."""
    model = metrics.label(response.get("model"))
    usage = response.get("usage") or {}
    tokens_in = usage.get("input_tokens") or 0
    tokens_out = usage.get("output_tokens") or 0
    if tokens_in:
        metrics.tokens(model, "in").inc(tokens_in)
    if tokens_out:
        metrics.tokens(model, "out").inc(tokens_out)
    for item in response.get("output") or ():
        kind = item.get("type")
        if kind in tool_items:
            outcome = item.get("status") or ("failed" if item.get("error") else "completed")
            metrics.tool_calls(kind, outcome).inc()
    if tracing.enabled:
        tracing.current_span().set_attribute("responsa.status", str(response.get("status")))
    if logs.content_enabled:
        texts = [
            part.get("text", "")
            for item in response.get("output") or ()
            if item.get("type") == "message"
            for part in item.get("content") or ()
        ]
        log.info("response %s output: %s", response.get("id"), "".join(texts))


def response_measured(
    response: dict[str, Any],
    seconds: float,
    first_token: float | None,
    cost: float | None,
    key_id: str | None = None,
) -> None:
    """A finished response's run time, time to first upstream chunk (streamed) and dollars,
    by model; its dollars and tokens by the API key that made it (`key_id`)."""
    label = metrics.label(response.get("model"))
    metrics.response_seconds(label).observe(seconds)
    if first_token is not None:
        metrics.response_first_token_seconds(label).observe(first_token)
    key = metrics.key_label(key_id)
    if cost:
        metrics.cost(label).inc(cost)
        metrics.key_cost(key).inc(cost)
    usage = response.get("usage") or {}
    tokens_in, tokens_out = usage.get("input_tokens") or 0, usage.get("output_tokens") or 0
    if tokens_in:
        metrics.key_tokens(key, "in").inc(tokens_in)
    if tokens_out:
        metrics.key_tokens(key, "out").inc(tokens_out)


class Tokens(Protocol):
    """A response's running token totals (engine/usage.py's UsageTotal)."""

    input: int
    output: int
    cached: int


class UpstreamTurn:
    """One upstream call: its span (GenAI's `chat`), duration, time to first token, errors."""

    __slots__ = ("_before", "_first", "_model", "_span", "_started", "_usage", "ended")

    def __init__(self, model: str, turn: int, stream: bool, usage: Tokens | None = None) -> None:
        self._model = metrics.label(model)
        # Not made current: the turn's code yields to the edge in between (a generator).
        self._span: Span = (
            tracing.tracer.start_span(
                genai.call_span_name(self._model),
                kind=SpanKind.CLIENT,  # the conventions' kind for a call to a model server
                attributes={**genai.call_started(self._model, stream), "responsa.turn": turn},
            )
            if tracing.enabled
            else INVALID_SPAN
        )
        # The response's totals before this call: the call's own tokens are the difference.
        self._usage = usage
        self._before = (usage.input, usage.output, usage.cached) if usage is not None else None
        self._started = time.perf_counter()
        self._first = not stream  # non-streamed calls have no first token to time
        self.ended = False
        if tracing.enabled:
            # The upstream client's attempts find the turn here (set, never reset with a token:
            # the turn may end in another context, when gRPC closes the generator).
            _turn.set(self)

    def __enter__(self) -> UpstreamTurn:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, _: Any
    ) -> None:
        # A class rather than a generator context: one runs per upstream call.
        self.end(error)

    def attempt(
        self, upstream: str, model: str, outcome: str, server: tuple[str, int] | None = None
    ) -> None:
        """One attempt of this turn on `upstream` at `server` (host, port; a routed model may
        take several)."""
        self._span.add_event(
            "upstream attempt",
            {"responsa.upstream": upstream, "gen_ai.request.model": model, "outcome": outcome},
        )
        # The routing table's name for who served it (docs/models.md); a turn that no upstream
        # answered names the last one tried (the conventions require a provider).
        self._span.set_attribute("gen_ai.provider.name", upstream)
        if server is not None:
            genai.server_attributes(self._span, *server)
        if outcome == "ok":
            self._span.set_attribute("responsa.upstream", upstream)
            self._span.set_attribute("responsa.upstream.model", model)

    def chunk(self) -> None:
        """A streamed chunk arrived (the first one with output times the first token)."""
        if not self._first:
            self._first = True
            metrics.upstream_first_token_seconds(self._model).observe(
                time.perf_counter() - self._started
            )

    def answered(
        self,
        finish_reason: str | None,
        *,
        response_id: object = None,
        response_model: object = None,
        messages: list[dict[str, Any]] | None = None,
        output: list[dict[str, Any]] | None = None,
        live_text: str | None = None,
        calls: list[tuple[str, str, str]] | None = None,
    ) -> None:
        """The upstream's answer, on the span: its id, model, finish reason, the call's tokens
        and (RESPONSA_LOG_CONTENT=1 only) the messages sent, the output items made (`live_text`:
        the text of their last part, not closed yet) and the tool calls (id, name, arguments)
        asked for."""
        if not tracing.enabled:
            return
        usage, before = self._usage, self._before
        tokens = (0, 0, 0)
        if usage is not None and before is not None:
            tokens = (
                usage.input - before[0],
                usage.output - before[1],
                usage.cached - before[2],
            )
        genai.call_answered(
            self._span,
            finish_reason=finish_reason,
            tokens=tokens,
            response_id=response_id,
            response_model=response_model,
        )
        if logs.content_enabled and messages is not None:
            genai.record_content(
                self._span, messages, output or (), live_text, calls or (), finish_reason
            )

    def end(self, error: BaseException | None) -> None:
        """The call ended, with `error` if it failed."""
        outcome = "ok"
        if error is not None:
            kind = getattr(error, "kind", None)
            outcome = "error" if kind is not None else "cancelled"
            if kind is not None:
                metrics.upstream_errors(self._model, str(kind)).inc()
                tracing.mark_error(self._span, str(kind))
                # GenAI's error.type: the failure's class (http, timeout, connect, protocol)
                self._span.set_attribute("error.type", str(kind))
        metrics.upstream_seconds(self._model, outcome).observe(time.perf_counter() - self._started)
        self.ended = True
        self._span.end()


def upstream_turn(model: str, turn: int, stream: bool, usage: Tokens | None = None) -> UpstreamTurn:
    """Observe one upstream call made inside the block (`with upstream_turn(...) as watch`);
    `usage`: the response's running totals, whose growth is the call's tokens."""
    return UpstreamTurn(model, turn, stream, usage)


class UpstreamAttempt:
    """One request to one upstream, up to its response head: counted in
    `responsa_upstream_attempts_total` by upstream, model sent and outcome, and recorded as an
    `upstream attempt` event on the turn's span (which also gets `responsa.upstream`, the
    upstream that answered). A class rather than a generator: it runs once per upstream call."""

    __slots__ = ("_model", "_server", "_upstream")

    def __init__(self, upstream: str, model: object, server: tuple[str, int] | None = None) -> None:
        self._upstream = upstream
        self._model = metrics.label(model)
        self._server = server

    def __enter__(self) -> UpstreamAttempt:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, _: Any
    ) -> None:
        outcome = "ok" if error is None else attempt_outcome(error)
        metrics.upstream_attempts(self._upstream, self._model, outcome).inc()
        call_record.note_attempt()
        if tracing.enabled:
            turn = _turn.get()
            if turn is not None and not turn.ended:
                turn.attempt(self._upstream, self._model, outcome, self._server)


_turn: ContextVar[UpstreamTurn | None] = ContextVar("responsa_upstream_turn", default=None)


def attempt_outcome(error: BaseException) -> str:
    """An attempt's failure as a label: refused, http_5xx, http_4xx, timeout or error."""
    kind = getattr(error, "kind", None)
    if kind == "connect":
        return "refused"
    if kind == "http":
        status = getattr(error, "status_code", None) or 0
        return "http_5xx" if status >= 500 else "http_4xx"
    if kind == "timeout":
        return "timeout"
    return "error" if kind is not None else "cancelled"


@contextlib.asynccontextmanager
async def tool_call(
    kind: str, name: str, call_id: str | None = None, arguments: str | None = None
) -> AsyncIterator[Span]:
    """A span for one server-side tool call (GenAI's `execute_tool`; the outcome is counted
    when the response ends); with RESPONSA_LOG_CONTENT=1, the model's `arguments` too."""
    attributes = {"responsa.tool.type": kind, "responsa.tool.name": name}
    span_name = genai.tool_span_name(name)
    with tracing.span(span_name, attributes | genai.tool_attributes(name, call_id)) as s:
        if logs.content_enabled and arguments is not None:
            s.set_attribute("gen_ai.tool.call.arguments", arguments)
        yield s


def tool_result(span: Span, result: str) -> None:
    """What a tool call returned (the model reads it), on its span: RESPONSA_LOG_CONTENT=1
    only (the conventions' opt-in `gen_ai.tool.call.result`)."""
    if logs.content_enabled:
        span.set_attribute("gen_ai.tool.call.result", result)


def store_operation(
    name: str,
) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
    """Decorate a store method: a span, its latency, and its errors (client errors excepted)."""
    histogram = metrics.store_seconds(name)
    errors = metrics.store_errors(name)
    span_name = f"store {name}"

    def decorate(method: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
        @wraps(method)
        async def observed(*args: P.args, **kwargs: P.kwargs) -> R:
            started = time.perf_counter()
            with tracing.span(span_name) as span:
                try:
                    return await method(*args, **kwargs)
                except ApiError as error:
                    if error.status >= 500:
                        errors.inc()
                        tracing.mark_error(span, error.message)
                    raise
                except Exception:
                    errors.inc()
                    raise
                finally:
                    histogram.observe(time.perf_counter() - started)

        return observed

    return decorate


def webhook_attempt(event_type: str, outcome: str, queued_seconds: float) -> None:
    """One webhook delivery attempt: its outcome (delivered, retry, failed) and how long its
    event had waited in the outbox."""
    kind = metrics.label(event_type)
    metrics.webhook_deliveries(kind, outcome).inc()
    metrics.webhook_queue_age_seconds(kind).observe(max(queued_seconds, 0.0))
