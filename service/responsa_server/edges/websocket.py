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
from weakref import WeakKeyDictionary

import orjson
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from responsa_server.auth.caller import set_caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.websocket_session import PATH, SocketSession, error_event, log_refused
from responsa_server.model.errors import ApiError
from responsa_server.responses.api import ResponsesApi

log = logging.getLogger("responsa.websocket")


def _refusal(connection: ServerConnection, error: ApiError) -> Response:
    """An HTTP answer to the upgrade request with the error body REST gets (no upgrade)."""
    body = orjson.dumps(error.to_dict()).decode()
    response = connection.respond(http.HTTPStatus(error.status), body)
    # websockets' Headers is a multi-dict: replace (not add to) its text/plain content type.
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = "application/json"
    return response


class WebSocketEdge:
    """Serves WebSocket mode for one process; `start` binds, `stop` closes every connection."""

    def __init__(
        self,
        api: ResponsesApi,
        credentials: Credentials,
        rate: RequestRate,
        *,
        max_message_bytes: int,
    ) -> None:
        self._api = api
        self._credentials = credentials
        self._rate = rate
        self._max_message_bytes = max_message_bytes
        self._server: Server | None = None
        # Connection -> its project and API key id, from the handshake until the handler takes it.
        self._projects: WeakKeyDictionary[ServerConnection, tuple[str, str | None]] = (
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
        """Authenticate the upgrade request (its Authorization header, as REST), or refuse it
        with OpenAI's error and status; the project is the connection's for its lifetime."""
        if request.path.split("?", 1)[0] != PATH:
            return _refusal(connection, ApiError(404, f"WebSocket mode is at {PATH}."))
        headers = [(name.lower(), value) for name, value in request.headers.raw_items()]
        try:
            self._projects[connection] = await self._credentials.caller_of(headers)
        except ApiError as error:
            return _refusal(connection, error)
        return None

    async def _connection(self, connection: ServerConnection) -> None:
        project, key_id = self._projects.pop(connection)
        # The handler's task runs every turn: its responses record the connection's key.
        set_caller_project(project, key_id)
        session = SocketSession(self._api, self._rate, project=project)
        try:
            # One turn at a time: the next frame is read once the previous response ended.
            async for message in connection:
                try:
                    frame = orjson.loads(message)
                except orjson.JSONDecodeError:
                    error = ApiError(
                        400, "The WebSocket message is not valid JSON.", code="invalid_json"
                    )
                    log_refused(error)
                    await connection.send(orjson.dumps(error_event(error)), text=True)
                    continue
                # aclosing: a client gone mid-response stops the run now, not at GC time.
                async with aclosing(session.turn(frame)) as events:
                    async for event in events:
                        await connection.send(orjson.dumps(event), text=True)
        except ConnectionClosed:
            pass
