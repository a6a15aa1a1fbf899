"""Finishing a response: completed or incomplete, or failed (stored when it can be)."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from responsa_server.auth.caller import caller_key_id
from responsa_server.engine.run import Run
from responsa_server.engine.tool_kinds import kinds_of
from responsa_server.model.errors import ApiError
from responsa_server.model.response import finish_response
from responsa_server.observability import hooks
from responsa_server.upstream.routes import record

if TYPE_CHECKING:
    from responsa_server.conversations.store import ConversationStore
    from responsa_server.store.response_store import ResponseStore

log = logging.getLogger(__name__)


class Finishing:
    """Closes a run into its Response and stores it (in its conversation, when it has one)."""

    def __init__(self, store: ResponseStore, conversations: ConversationStore) -> None:
        self._store = store
        self._conversations = conversations

    def finish(self, run: Run) -> dict[str, Any]:
        """The finished Response: completed, or incomplete when a limit cut it short."""
        _record_moderation(run)
        response = finish_response(
            run.response,
            output=run.output,
            usage=run.usage.to_response_usage(),
            incomplete_reason=run.incomplete_reason,
            status="incomplete" if run.incomplete else "completed",
            completed_at=int(time.time()),
        )
        hooks.response_finished(response, kinds_of(run.request).call_item_types())
        price = run.route.entry.price
        cost = price.cost(response.get("usage")) if price is not None else None
        seconds, first_token = run.timeline.end(cost)
        hooks.response_measured(response, seconds, first_token, cost, caller_key_id())
        return response

    async def save(self, run: Run, response: dict[str, Any]) -> None:
        """Store the response as the request asked (its store flag, its conversation)."""
        request = run.request
        if not request.store and request.conversation is None:
            return  # nothing of it is kept: no route or timeline to encode either
        # Before the items, so a stored server call always has what it keeps beside it.
        for tool in run.tools:
            await tool.before_save(run.output)
        route = record(run.recorded_route())
        timeline = run.timeline.record()
        if request.conversation is not None:
            # A finished response's items join the conversation; a failed one's do not.
            await self._conversations.save_response(
                response,
                request.input_items,
                conversation_id=request.conversation,
                append=response.get("status") in ("completed", "incomplete"),
                store_response=request.store,
                project=run.project,
                timeline=timeline,
                route=route,
                key_id=caller_key_id(),
            )
        else:
            await self._store.save(
                response,
                request.input_items,
                project=run.project,
                timeline=timeline,
                route=route,
                key_id=caller_key_id(),
            )

    async def fail(self, run: Run, error: ApiError) -> dict[str, Any]:
        """The failed response, stored when it can be (a store outage must not hide the error)."""
        _record_moderation(run)
        if run.turn_output is not None:
            run.turn_output.abandon()
        cut_status = kinds_of(run.request).cut_status
        for item in run.output:
            if item.get("status") in ("in_progress", "searching"):
                item["status"] = cut_status.get(item.get("type", ""), "incomplete")
        response = finish_response(
            run.response,
            output=run.output,
            usage=run.usage.to_response_usage(),
            error={"code": _failure_code(error), "message": error.message},
            completed_at=None,
        )
        hooks.response_finished(response, kinds_of(run.request).call_item_types())
        try:
            await self.save(run, response)
        except Exception:
            log.exception("could not store failed response %s", response["id"])
        return response


def _record_moderation(run: Run) -> None:
    """The moderation results on the response (engine/moderation.py), when it asked for one."""
    if run.screening is not None:
        run.response["moderation"] = run.screening.results()


def _failure_code(error: ApiError) -> str:
    """A failed Response's error.code must be one of OpenAI's ResponseErrorCode values."""
    if error.status == 429:
        return "rate_limit_exceeded"
    if 400 <= error.status < 500:
        return "invalid_prompt"
    return "server_error"
