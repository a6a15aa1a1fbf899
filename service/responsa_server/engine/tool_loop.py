"""ToolLoop: one Responses request, from stored context to stored result.

A turn is one upstream Chat Completions call. Every tool Responsa supports today is a client-side
`function` tool, so a turn that ends in function calls ends the response: the client runs the calls
and continues with `previous_response_id`. Server-side tools will add turns here.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.chat_request import build_chat_payload
from responsa_server.engine.events import EventLog
from responsa_server.engine.output_stream import OutputStream
from responsa_server.engine.usage import UsageTotal
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id
from responsa_server.model.response import finish_response, new_response
from responsa_server.upstream.client import UpstreamError

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest
    from responsa_server.store.response_store import ResponseStore
    from responsa_server.upstream.client import UpstreamClient

log = logging.getLogger(__name__)

# Chat finish reasons that leave a response incomplete, with OpenAI's incomplete reason.
_INCOMPLETE_REASON = {"length": "max_output_tokens", "content_filter": "content_filter"}


class _Turn:
    """What one request needs before its upstream call."""

    __slots__ = ("messages", "request", "response")

    def __init__(
        self, request: CreateRequest, response: dict[str, Any], messages: list[dict[str, Any]]
    ) -> None:
        self.request = request
        self.response = response
        self.messages = messages


class ToolLoop:
    """Runs Responses requests against the upstream and records them in the store."""

    def __init__(self, upstream: UpstreamClient, store: ResponseStore) -> None:
        self._upstream = upstream
        self._store = store

    async def create(self, request: CreateRequest) -> dict[str, Any]:
        """Run a request to its end and return the Response object.

        Raises ApiError for bad input and for upstream failures (nothing is stored then).
        """
        turn = await self._prepare(request)
        payload = build_chat_payload(request, turn.messages, stream=False)
        try:
            completion = await self._upstream.create_chat(payload)
        except UpstreamError as error:
            raise api_error_from_upstream(error) from error
        output = OutputStream(events=None)
        usage = UsageTotal()
        usage.add(completion.get("usage"))
        choices = completion.get("choices") or [{}]
        choice = choices[0]
        message = choice.get("message") or {}
        logprobs = (choice.get("logprobs") or {}).get("content")
        output.add_delta(message, logprobs)
        reason = _INCOMPLETE_REASON.get(choice.get("finish_reason") or "")
        response = finish_response(
            turn.response,
            output=output.finish(incomplete=reason is not None),
            usage=usage.to_response_usage(),
            incomplete_reason=reason,
            completed_at=int(time.time()),
        )
        await self._save(request, response)
        return response

    async def stream(self, request: CreateRequest) -> AsyncIterator[list[dict[str, Any]]]:
        """Run a request, yielding OpenAI's stream events in batches, oldest first.

        A batch is what one upstream chunk produced (an edge can send it as one message).
        Bad input raises ApiError before the first batch. From `response.created` on, every
        failure is reported in band as `response.failed` and the failed response is stored.
        Each batch must be consumed (serialized) before the next is requested.
        """
        turn = await self._prepare(request)
        payload = build_chat_payload(request, turn.messages, stream=True)
        events = EventLog()
        # Both opening events go out before the upstream answers, as OpenAI does.
        events.emit("response.created", {"response": turn.response})
        events.emit("response.in_progress", {"response": turn.response})
        yield events.drain()
        output = OutputStream(events)
        usage = UsageTotal()
        finish_reason: str | None = None
        try:
            async for chunk in self._upstream.stream_chat(payload):
                usage.add(chunk.get("usage"))
                choices = chunk.get("choices")
                if choices:
                    choice = choices[0]
                    delta = choice.get("delta")
                    if delta:
                        logprobs = choice.get("logprobs")
                        output.add_delta(delta, logprobs.get("content") if logprobs else None)
                    finish_reason = choice.get("finish_reason") or finish_reason
                    batch = events.drain()
                    if batch:
                        yield batch
            reason = _INCOMPLETE_REASON.get(finish_reason or "")
            items = output.finish(incomplete=reason is not None)
            response = finish_response(
                turn.response,
                output=items,
                usage=usage.to_response_usage(),
                incomplete_reason=reason,
                completed_at=int(time.time()),
            )
            await self._save(request, response)
            terminal = "response.incomplete" if reason else "response.completed"
        except UpstreamError as error:
            response = await self._fail(
                request, turn, output, usage, api_error_from_upstream(error)
            )
            terminal = "response.failed"
        except ApiError as error:
            response = await self._fail(request, turn, output, usage, error)
            terminal = "response.failed"
        except Exception:
            log.exception("stream of %s failed", turn.response["id"])
            internal = ApiError(500, "The server had an error while processing your request.")
            response = await self._fail(request, turn, output, usage, internal)
            terminal = "response.failed"
        events.emit(terminal, {"response": response})
        # The closing item events and the terminal event leave together.
        yield events.drain()

    async def _prepare(self, request: CreateRequest) -> _Turn:
        context: list[dict[str, Any]] = []
        if request.previous_response_id:
            found = await self._store.load_context(request.previous_response_id)
            if found is None:
                raise ApiError(
                    404,
                    f"Previous response with id '{request.previous_response_id}' not found.",
                    param="previous_response_id",
                    code="previous_response_not_found",
                )
            context = found
        messages = to_chat_messages(request.instructions, context, request.input_items)
        response = new_response(request, response_id=new_id("resp"), created_at=int(time.time()))
        return _Turn(request, response, messages)

    async def _save(self, request: CreateRequest, response: dict[str, Any]) -> None:
        if request.store:
            await self._store.save(response, request.input_items)

    async def _fail(
        self,
        request: CreateRequest,
        turn: _Turn,
        output: OutputStream,
        usage: UsageTotal,
        error: ApiError,
    ) -> dict[str, Any]:
        """The failed response, stored when it can be (a store outage must not hide the error)."""
        response = finish_response(
            turn.response,
            output=output.abandon(),
            usage=usage.to_response_usage(),
            error={"code": _failure_code(error), "message": error.message},
            completed_at=None,
        )
        try:
            await self._save(request, response)
        except Exception:
            log.exception("could not store failed response %s", response["id"])
        return response


def api_error_from_upstream(error: UpstreamError) -> ApiError:
    """An upstream failure as the error our client sees.

    The upstream's 4xx are about the request (bad model, context too long): passed on with its
    message. Its 5xx, timeouts and refused connections are our server's problem: 502/504.
    """
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
