"""Sessions with remote MCP servers: pooled per server and headers, tool lists cached with a TTL.

The `mcp` SDK is anyio-based and its client contexts must be entered and left by one task, so
each pooled session lives in a task of its own; requests from any task then share it (JSON-RPC
multiplexes calls over it). A session that fails is dropped and the next use opens a new one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import httpx2
import orjson
from mcp.client import Client
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, Tool

from responsa_server.egress import EgressPolicy, egress_client
from responsa_server.egress.client import MAX_REDIRECTS
from responsa_server.model.mcp_servers import McpServer, Transport

log = logging.getLogger(__name__)
T = TypeVar("T")

SessionKey = tuple[str, tuple[tuple[str, str], ...]]


class McpFailure(Exception):
    """A listing or call that got no result; `error` is OpenAI's MCPToolCallError object."""

    def __init__(self, error: dict[str, Any]) -> None:
        super().__init__(str(error.get("message") or error.get("type")))
        self.error = error

    @property
    def message(self) -> str:
        """A one-line description, for `mcp_list_tools.error` and for the model."""
        return str(self)


@dataclass(frozen=True, slots=True)
class McpCallOutcome:
    """What an `mcp_call` item records: an `output`, or an `error` object."""

    output: str | None
    error: dict[str, Any] | None


# How the MCP SDK's streamable-HTTP transport words a redirect it did not follow (followed
# ones within the origin are spent first), e.g. "Redirect to http://x/y not followed; ...".
_SDK_REDIRECT_MESSAGE = "Redirect to "


def _http_error(code: int, message: str) -> McpFailure:
    return McpFailure({"type": "http_error", "code": code, "message": message})


def _redirect_refused(label: str, what: str, status: int | None) -> McpFailure:
    """A redirect that was not followed, said so truthfully, without its Location."""
    answer = "a redirect" if status is None else f"HTTP {status} (a redirect)"
    return _http_error(
        status or 502,
        f"MCP server '{label}' answered {what} with {answer}, which was not followed: "
        f"redirects are followed only within the server's own origin, at most {MAX_REDIRECTS} "
        "in a row.",
    )


def _unreachable(label: str) -> McpFailure:
    """One answer for a destination the egress policy refused, a closed port, a port that
    accepts and says nothing, and one that does not speak HTTP: the caller cannot tell them
    apart (no port scanning through the service)."""
    return _http_error(502, f"Could not reach MCP server '{label}'.")


def _failure_from(
    error: BaseException, what: str, label: str, *, connecting: bool = False
) -> McpFailure:
    """Map what the SDK and its HTTP client raise onto OpenAI's MCP error objects.

    `connecting`: no session yet, so anything but an HTTP status or a JSON-RPC error from the
    server is reported as unreachable, in the same words.
    """
    if isinstance(error, McpFailure):
        return error
    if isinstance(error, BaseExceptionGroup):
        # anyio task groups wrap the transport's failure; the first leaf says what happened.
        leaves = error.exceptions
        if not leaves:
            return _unreachable(label)
        return _failure_from(leaves[0], what, label, connecting=connecting)
    if isinstance(error, MCPError) and error.message.startswith(_SDK_REDIRECT_MESSAGE):
        # The SDK's message names the Location the server sent: not echoed (a server's
        # response headers are not the caller's to read).
        return _redirect_refused(label, what, None)
    if isinstance(error, MCPError):
        return McpFailure(
            {"type": "mcp_protocol_error", "code": error.code, "message": error.message}
        )
    if isinstance(error, httpx2.HTTPStatusError):
        status = error.response.status_code
        if error.response.has_redirect_location:
            return _redirect_refused(label, what, status)
        return _http_error(status, f"MCP server '{label}' answered HTTP {status} to {what}.")
    if connecting:
        return _unreachable(label)
    if isinstance(error, TimeoutError | httpx2.TimeoutException):  # TimeoutError is an OSError
        return _http_error(504, f"MCP server '{label}' timed out during {what}.")
    if isinstance(error, httpx2.TransportError | OSError):
        return _unreachable(label)
    # What went wrong in detail is for the operator's log; the client reads a sentence.
    log.warning("MCP server %r failed during %s: %r", label, what, error)
    return _http_error(502, f"MCP server '{label}' failed during {what}.")


async def _raise_for_status(response: httpx2.Response) -> None:
    if response.status_code >= 400:
        response.raise_for_status()


def tool_entry(tool: Tool) -> dict[str, Any]:
    """An SDK tool as OpenAI's MCPListToolsTool."""
    annotations = (
        tool.annotations.model_dump(by_alias=True, exclude_none=True) if tool.annotations else None
    )
    return {
        "name": tool.name,
        "description": tool.description,
        "input_schema": tool.input_schema,
        "annotations": annotations,
    }


def call_outcome(result: CallToolResult) -> McpCallOutcome:
    """A tool result as an `mcp_call`'s output, or its error when the tool reported one."""
    if result.is_error:
        content = [block.model_dump(by_alias=True, exclude_none=True) for block in result.content]
        return McpCallOutcome(None, {"type": "mcp_tool_execution_error", "content": content})
    texts = [getattr(block, "text", None) for block in result.content]
    text = "".join(t for t in texts if isinstance(t, str))
    if not text and result.structured_content is not None:
        text = orjson.dumps(result.structured_content).decode()
    return McpCallOutcome(text, None)


class McpSession:
    """One open session with one server, held by its own task until `close()`."""

    def __init__(
        self,
        server: McpServer,
        connect_timeout: float,
        egress: EgressPolicy,
        transport: Transport | None = None,
    ) -> None:
        self._server = server
        self._egress = egress
        self.transport = transport or server.transport
        self._connect_timeout = connect_timeout
        self._client: Client | None = None
        self._ready = asyncio.Event()
        self._stop = asyncio.Event()
        self._failure: BaseException | None = None
        self._task: asyncio.Task[None] | None = None
        self.broken = False

    async def open(self) -> None:
        """Connect and complete the handshake; raises McpFailure."""
        self._task = asyncio.create_task(self._hold(), name=f"mcp-session-{self._server.label}")
        try:
            await self._ready.wait()
        except BaseException:  # timed out or cancelled while connecting: leave nothing behind
            self._task.cancel()
            raise
        if self._failure is not None:
            await self.close()
            raise _failure_from(self._failure, "connect", self._server.label, connecting=True)

    def _transport(self, http: httpx2.AsyncClient) -> contextlib.AbstractAsyncContextManager[Any]:
        if self.transport == "sse":
            return sse_client(
                self._server.url,
                headers=self._server.request_headers(),
                timeout=self._connect_timeout,
                httpx_client_factory=self._sse_http_client,
            )
        return streamable_http_client(self._server.url, http_client=http)

    def _sse_http_client(
        self,
        headers: dict[str, str] | None = None,
        timeout: httpx2.Timeout | None = None,
        auth: httpx2.Auth | None = None,
    ) -> httpx2.AsyncClient:
        return egress_client(self._egress, headers=headers, timeout=timeout, auth=auth)

    async def _hold(self) -> None:
        try:
            timeout = httpx2.Timeout(self._connect_timeout, read=None)
            async with (
                egress_client(
                    self._egress,
                    headers=self._server.request_headers(),
                    timeout=timeout,
                    # The transport reports any HTTP error as one JSON-RPC error; raising here
                    # keeps the status (401, 404, 503) for the mcp_call's http_error.
                    event_hooks={"response": [_raise_for_status]},
                ) as http,
                Client(self._transport(http), cache=None) as client,
            ):
                self._client = client
                self._ready.set()
                await self._stop.wait()
        except BaseException as error:
            self._failure = error
            self.broken = True
            if not isinstance(error, asyncio.CancelledError):
                log.debug("MCP session with %s ended: %r", self._server.label, error)
        finally:
            self._client = None
            self._ready.set()

    def _live_client(self) -> Client:
        if self._client is None or self.broken:
            raise _http_error(502, f"The session with MCP server '{self._server.label}' closed.")
        return self._client

    async def list_tools(self) -> list[dict[str, Any]]:
        """Every tool of the server, following pagination."""
        client = self._live_client()
        tools: list[dict[str, Any]] = []
        cursor: str | None = None
        while True:
            page = await client.list_tools(cursor=cursor)
            tools.extend(tool_entry(tool) for tool in page.tools)
            cursor = page.next_cursor
            if not cursor:
                return tools

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> CallToolResult:
        """One tools/call."""
        return await self._live_client().call_tool(name, arguments)

    async def close(self) -> None:
        """Leave the session (and its HTTP client) from the task that entered it."""
        self._stop.set()
        task = self._task
        if task is not None and not task.done():
            try:
                await asyncio.wait_for(asyncio.shield(task), timeout=5)
            except (TimeoutError, asyncio.CancelledError):
                task.cancel()


class McpConnections:
    """The service's MCP sessions and tool lists, shared by all requests.

    Sessions are keyed by URL and every header sent (so a bearer token never reaches a session
    opened with another); the least recently used one closes beyond `max_sessions`.
    """

    def __init__(
        self, *, timeout: float, tools_ttl: float, egress: EgressPolicy, max_sessions: int = 64
    ) -> None:
        self.timeout = timeout
        self.egress = egress
        self.tools_ttl = tools_ttl
        self._max_sessions = max_sessions
        self._sessions: OrderedDict[SessionKey, McpSession] = OrderedDict()
        self._opening: dict[SessionKey, asyncio.Lock] = {}
        self._tools: dict[SessionKey, tuple[float, list[dict[str, Any]]]] = {}

    @contextlib.asynccontextmanager
    async def _session(self, server: McpServer) -> AsyncIterator[McpSession]:
        key = server.connection_key()
        session = self._sessions.get(key)
        if session is None or session.broken:
            lock = self._opening.setdefault(key, asyncio.Lock())
            async with lock:
                session = self._sessions.get(key)
                if session is None or session.broken:
                    session = await self._open(server)
                    self._sessions[key] = session
                    await self._evict()
        self._sessions.move_to_end(key)
        try:
            yield session
        except (MCPError, McpFailure):
            raise  # the server answered: the session is fine
        except Exception:
            session.broken = True
            self._sessions.pop(key, None)
            await session.close()
            raise

    async def _open(self, server: McpServer) -> McpSession:
        session = McpSession(server, self.timeout, self.egress)
        try:
            await session.open()
        except McpFailure as failure:
            # The MCP spec's backwards compatibility: a server that refuses the streamable-HTTP
            # POST with 400, 404 or 405 may speak the older HTTP+SSE transport at that URL.
            if session.transport != "streamable_http" or failure.error.get("code") not in (
                400,
                404,
                405,
            ):
                raise
            session = McpSession(server, self.timeout, self.egress, transport="sse")
            await session.open()
        return session

    async def _evict(self) -> None:
        while len(self._sessions) > self._max_sessions:
            _, oldest = self._sessions.popitem(last=False)
            await oldest.close()

    async def list_tools(self, server: McpServer) -> list[dict[str, Any]]:
        """The server's tools (cached for `tools_ttl` seconds); raises McpFailure."""
        key = server.connection_key()
        cached = self._tools.get(key)
        now = time.monotonic()
        if cached is not None and cached[0] > now:
            return cached[1]
        tools = await self._run(server, "tools/list", lambda session: session.list_tools())
        self._tools[key] = (now + self.tools_ttl, tools)
        return tools

    async def _run(
        self, server: McpServer, what: str, action: Callable[[McpSession], Awaitable[T]]
    ) -> T:
        """`action` on a pooled session, within the timeout; raises McpFailure."""
        connected = False
        try:
            async with asyncio.timeout(self.timeout), self._session(server) as session:
                connected = True
                return await action(session)
        except Exception as error:
            # The caller gets generic words; the operator's log keeps the cause (redacted).
            log.debug("MCP %s with %s failed: %r", what, server.label, error)
            # Running out of time before the session opened: a silent port, reported as the
            # closed one is.
            raise _failure_from(error, what, server.label, connecting=not connected) from error

    async def call_tool(
        self, server: McpServer, name: str, arguments: dict[str, Any]
    ) -> McpCallOutcome:
        """Run one tool call; every failure comes back as the outcome's `error`."""
        try:
            result = await self._run(
                server, f"tools/call of '{name}'", lambda s: s.call_tool(name, arguments)
            )
        except McpFailure as failure:
            return McpCallOutcome(None, failure.error)
        return call_outcome(result)

    async def close(self) -> None:
        """Close every session (at shutdown)."""
        sessions = list(self._sessions.values())
        self._sessions.clear()
        for session in sessions:
            await session.close()
