"""One WebSocket connection's turns (Open Responses `x-openresponses-websocket`, OpenAI's
WebSocket mode): sequential `response.create` frames, each answered with the same events as SSE.

The connection keeps the chain of its most recent response in memory, so a continuation
(`previous_response_id`) of it needs no store read, and works for `store: false` responses,
which are never stored. A continuation that fails evicts that entry. The cache lives and dies
with the connection: no other process ever needs it (replicas share only the store).
"""

from __future__ import annotations

import time
from collections.abc import AsyncGenerator
from typing import TYPE_CHECKING, Any

from responsa_server.model.errors import ApiError, invalid_param
from responsa_server.model.ids import new_id
from responsa_server.model.response import finish_response, new_response, usage_object

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest
from responsa_server.responses.api import ResponsesApi

CLIENT_EVENT = "response.create"
PATH = "/v1/responses"
# HTTP-only fields the spec forbids in `response.create` frames (x-openresponses-disallowed).
# `stream` is not among them: a WebSocket turn always streams, and Codex and OpenAI's Agents
# SDKs send `"stream": true` anyway, so true is taken as the implied value; false is refused.
DISALLOWED = ("stream_options", "background")
TERMINAL_EVENTS = frozenset({"response.completed", "response.incomplete", "response.failed"})


def error_event(error: ApiError) -> dict[str, Any]:
    """The spec's WebSocketErrorEvent for `error` (`code` is required there: the error's code,
    else its type)."""
    return {
        "type": "error",
        "status": error.status,
        "error": {
            "type": error.type,
            "code": error.code or error.type,
            "message": error.message,
            "param": error.param,
        },
    }


def create_body(frame: object) -> dict[str, Any]:
    """The create body of a client frame (its `type` removed, `stream` implied)."""
    if not isinstance(frame, dict):
        raise ApiError(400, "A WebSocket message must be a JSON object.", code="invalid_json")
    if frame.get("type") != CLIENT_EVENT:
        raise invalid_param(
            "type",
            f"Invalid 'type': expected '{CLIENT_EVENT}', got {frame.get('type')!r}.",
            code="invalid_value",
        )
    for name in DISALLOWED:
        if name in frame:
            raise invalid_param(
                name,
                f"'{name}' is an HTTP-only parameter and is not allowed in WebSocket "
                f"'{CLIENT_EVENT}' messages.",
                code="unsupported_parameter",
            )
    if "stream" in frame and frame["stream"] is not True:
        raise invalid_param(
            "stream",
            "Invalid 'stream': WebSocket mode always streams; send 'stream': true or leave it "
            f"out, got {frame['stream']!r}.",
            code="invalid_value",
        )
    if "generate" in frame and not isinstance(frame["generate"], bool):
        raise invalid_param(
            "generate",
            f"Invalid type for 'generate': expected a boolean, got {frame['generate']!r}.",
            code="invalid_type",
        )
    body = {key: value for key, value in frame.items() if key not in ("type", "generate")}
    body["stream"] = True
    return body


def warmup_events(request: CreateRequest) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """OpenAI's warm-up (`generate: false`, Codex sends one first): a Response with no output
    and no model call, which later frames continue by `previous_response_id`; its events."""
    now = int(time.time())
    response = new_response(request, response_id=new_id("resp"), created_at=now)
    done = finish_response(
        response,
        output=[],
        usage=usage_object(input_tokens=0, output_tokens=0),
        completed_at=now,
    )
    events = [
        {"type": "response.created", "sequence_number": 0, "response": response},
        {"type": "response.in_progress", "sequence_number": 1, "response": response},
        {"type": "response.completed", "sequence_number": 2, "response": done},
    ]
    return events, done


class SocketSession:
    """The turns of one connection, run one at a time over the shared ResponsesApi, for the
    project the connection authenticated as (each frame runs the call pipeline:
    edges/websocket.py)."""

    def __init__(self, api: ResponsesApi, *, project: str) -> None:
        self._api = api
        self.project = project
        # response id -> the chain a continuation of it builds on (only the newest response).
        self._cache: dict[str, list[dict[str, Any]]] = {}

    async def turn(self, frame: object) -> AsyncGenerator[dict[str, Any], None]:
        """The server events answering one client frame: a response's stream events; ApiError
        when the frame is refused before the response starts (the pipeline renders it)."""
        previous: str | None = None
        project = self.project
        try:
            body = create_body(frame)
            request = self._api.parse(body)
            previous = request.previous_response_id
            # The previous chain stands in for that one store read only: everything else a
            # create names (`conversation` included) is loaded and checked as on every transport.
            chain: list[dict[str, Any]] | None = None
            if previous is not None:
                chain = self._cache.get(previous)
                if chain is None:
                    chain = await self._api.chain(previous, project=project)
            terminal: dict[str, Any] | None = None
            if isinstance(frame, dict) and frame.get("generate") is False:
                # No model call, but the same checks as a create before it answers.
                await self._api.context(request, project=project, chain=chain)
                # Held in this socket's memory only (never stored), like a store:false turn.
                events, _ = warmup_events(request)
                for event in events:
                    yield event
                terminal = events[-1]
            else:
                stream = self._api.stream(request, project=project, context=chain)
                async for batch in stream:
                    for event in batch:
                        if event["type"] in TERMINAL_EVENTS:
                            terminal = event
                        yield event
        except ApiError:
            self._evict(previous)
            raise
        if terminal is None or terminal["type"] == "response.failed":
            self._evict(previous)
            return
        response = terminal["response"]
        # Only the newest response stays: a long tool loop holds one chain, not every step.
        # The chain a `previous_response_id` continuation reads (a conversation's items are not
        # part of it, as in the store).
        earlier = chain or []
        self._cache = {response["id"]: [*earlier, *request.input_items, *response["output"]]}

    def _evict(self, response_id: str | None) -> None:
        if response_id is not None:
            self._cache.pop(response_id, None)
