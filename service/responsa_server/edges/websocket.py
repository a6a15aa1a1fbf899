"""WebSocket mode of POST /v1/responses: a websockets server in the service's event loop.

Envoy forwards `GET /v1/responses` with `Upgrade: websocket` on the REST port to this server
(gateway/envoy.yaml, route `websocket`); every text frame is a `response.create` client event,
answered with the same JSON events the SSE stream carries. All work goes through the same
ResponsesApi as the gRPC edges (websocket_session.py holds the per-connection state).
"""

from __future__ import annotations

import http
import logging
from contextlib import aclosing
from typing import Any
from weakref import WeakKeyDictionary

import orjson
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response
from websockets.protocol import State

from responsa_server.auth.caller import set_caller_key_id
from responsa_server.edges.call_pipeline import CallPipeline
from responsa_server.edges.exchange import Call, ClientGone
from responsa_server.edges.websocket_session import PATH, SocketSession, error_event
from responsa_server.model.errors import ApiError
from responsa_server.responses.api import ResponsesApi

log = logging.getLogger("responsa.websocket")

# A frame is counted, traced and logged as this method (its refusals as `WEBSOCKET <PATH>`).
METHOD = "ResponsesWebSocket/CreateResponse"
Headers = tuple[tuple[str, str], ...]


def _refusal(connection: ServerConnection, error: ApiError) -> Response:
    """An HTTP answer to the upgrade request with the error body REST gets (no upgrade)."""
    body = orjson.dumps(error.to_dict()).decode()
    response = connection.respond(http.HTTPStatus(error.status), body)
    # websockets' Headers is a multi-dict: replace (not add to) its text/plain content type.
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = "application/json"
    return response


class FrameExchange:
    """One `response.create` frame as the call pipeline sees it: the upgrade request's headers,
    the connection's project, and its events (or its one `error` event) sent on the socket."""

    __slots__ = ("_connection", "_headers", "call", "message", "project", "response_id", "session")

    def __init__(
        self,
        connection: ServerConnection,
        headers: Headers,
        session: SocketSession,
        message: str | bytes,
    ) -> None:
        self.call = Call(method=METHOD, http_method="WEBSOCKET", path=PATH)
        # Authenticated at the upgrade: admission counts the frame against its request rate.
        self.project: str | None = session.project
        self.response_id: str | None = None
        self.session = session
        self.message = message
        self._connection = connection
        self._headers = headers

    def metadata(self) -> Headers:
        """The upgrade request's headers, names in lower case."""
        return self._headers

    def gone(self) -> bool:
        """Whether the connection is no longer open."""
        return self._connection.state is not State.OPEN

    async def send(self, event: dict[str, Any]) -> None:
        """Send one server event."""
        try:
            await self._connection.send(orjson.dumps(event), text=True)
        except ConnectionClosed as closed:
            raise ClientGone(closed) from None

    async def refuse(self, error: ApiError) -> None:
        """The spec's `error` event; the socket stays usable."""
        await self.send(error_event(error))


async def answer_frame(exchange: FrameExchange) -> None:
    """The pipeline's endpoint for one frame: the turn's events, sent as they come."""
    try:
        frame = orjson.loads(exchange.message)
    except orjson.JSONDecodeError:
        raise ApiError(
            400, "The WebSocket message is not valid JSON.", code="invalid_json"
        ) from None
    # aclosing: a client gone mid-response stops the run now, not at GC time.
    async with aclosing(exchange.session.turn(frame)) as events:
        async for event in events:
            await exchange.send(event)


class WebSocketEdge:
    """Serves WebSocket mode for one process; `start` binds, `stop` closes every connection."""

    def __init__(
        self, api: ResponsesApi, pipeline: CallPipeline, *, max_message_bytes: int
    ) -> None:
        self._api = api
        self._admission = pipeline.admission
        # Every frame runs the call pipeline, as a REST or gRPC call does.
        self._answer = pipeline.build(answer_frame)
        self._max_message_bytes = max_message_bytes
        self._server: Server | None = None
        # Connection -> its project, key id and upgrade headers, from the handshake until the
        # handler takes them.
        self._admitted: WeakKeyDictionary[ServerConnection, tuple[str, str | None, Headers]] = (
            WeakKeyDictionary()
        )
        self.port = 0

    async def start(self, host: str, port: int) -> None:
        """Listen on host:port (0: a free port, then in `self.port`)."""
        self._server = await serve(
            self._connection,
            host,
            port,
            process_request=self._admit,
            max_size=self._max_message_bytes,
            # Events are small and many: no per-message deflate, as the SSE stream is uncompressed.
            compression=None,
        )
        self.port = next(iter(self._server.sockets)).getsockname()[1]
        log.info("WebSocket mode listening on %s:%d%s", host, self.port, PATH)

    async def stop(self) -> None:
        """Close the listener and every open connection (going away)."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _admit(self, connection: ServerConnection, request: Request) -> Response | None:
        """Authenticate the upgrade request (its Authorization header, as REST: admission's
        own check), or refuse it with OpenAI's error and status; the project is the
        connection's for its lifetime."""
        if request.path.split("?", 1)[0] != PATH:
            return _refusal(connection, ApiError(404, f"WebSocket mode is at {PATH}."))
        headers = tuple((name.lower(), value) for name, value in request.headers.raw_items())
        try:
            project, key_id = await self._admission.authenticate(headers)
        except ApiError as error:
            return _refusal(connection, error)
        self._admitted[connection] = (project, key_id, headers)
        return None

    async def _connection(self, connection: ServerConnection) -> None:
        project, key_id, headers = self._admitted.pop(connection)
        # Every frame's response records the key of the upgrade (frames run in this task).
        set_caller_key_id(key_id)
        session = SocketSession(self._api, project=project)
        try:
            # One turn at a time: the next frame is read once the previous response ended.
            async for message in connection:
                await self._answer(FrameExchange(connection, headers, session, message))
        except (ConnectionClosed, ClientGone):
            pass
