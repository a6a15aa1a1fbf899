"""One WebSocket connection's turns (Open Responses `x-openresponses-websocket`, OpenAI's
WebSocket mode): sequential `response.create` frames, each answered with the same events as SSE.

The connection keeps the chain of its most recent response in memory, so a continuation
(`previous_response_id`) of it needs no store read, and works for `store: false` responses,
which are never stored. A continuation that fails evicts that entry. The cache lives and dies
with the connection: no other process ever needs it (replicas share only the store).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator
from typing import Any

from responsa_server.api import ResponsesApi
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.model.errors import ApiError, invalid_param

CLIENT_EVENT = "response.create"
# HTTP-only fields the spec forbids in `response.create` frames (x-openresponses-disallowed).
DISALLOWED = ("stream", "stream_options", "background")
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
    body = {key: value for key, value in frame.items() if key != "type"}
    body["stream"] = True
    return body


class SocketSession:
    """The turns of one connection, run one at a time over the shared ResponsesApi, for the
    project the connection authenticated as (each frame counts against its request rate)."""

    def __init__(self, api: ResponsesApi, rate: RequestRate, *, project: str) -> None:
        self._api = api
        self._rate = rate
        self._project = project
        # response id -> the chain a continuation of it builds on (only the newest response).
        self._cache: dict[str, list[dict[str, Any]]] = {}

    @property
    def cached_ids(self) -> list[str]:
        """Ids of the responses whose chain this connection holds."""
        return list(self._cache)

    async def turn(self, frame: object) -> AsyncGenerator[dict[str, Any], None]:
        """The server events answering one client frame: a response's stream events, or one
        `error` event when the frame is refused before the response starts."""
        previous: str | None = None
        project = self._project
        try:
            self._rate.take(project)
            request = self._api.parse(create_body(frame))
            previous = request.previous_response_id
            if previous is None:
                context: list[dict[str, Any]] = []
            elif previous in self._cache:
                context = self._cache[previous]
            else:
                context = await self._api.chain(previous, project=project)
            stream = self._api.stream(request, project=project, context=context)
            terminal: dict[str, Any] | None = None
            async for batch in stream:
                for event in batch:
                    if event["type"] in TERMINAL_EVENTS:
                        terminal = event
                    yield event
        except ApiError as error:
            self._evict(previous)
            yield error_event(error)
            return
        if terminal is None or terminal["type"] == "response.failed":
            self._evict(previous)
            return
        response = terminal["response"]
        # Only the newest response stays: a long tool loop holds one chain, not every step.
        self._cache = {response["id"]: [*context, *request.input_items, *response["output"]]}

    def _evict(self, response_id: str | None) -> None:
        if response_id is not None:
            self._cache.pop(response_id, None)
