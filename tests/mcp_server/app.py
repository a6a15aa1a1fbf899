"""The MCP test server: a real `mcp` SDK server with both HTTP transports and test hooks.

One Starlette app serves:

- `/mcp` - streamable HTTP (both the 2026-07-28 single-exchange wire and the older
  session-based one; the SDK picks by the request's protocol version),
- `/sse` + `/messages/` - the legacy HTTP+SSE transport,
- `GET /calls`, `POST /reset` - plain JSON routes for tests to see what the server received
  (`peak_in_flight`: the most tools/call requests it handled at once).

Everything recorded lives in one `Recorder`; the tools, the MCP middleware and the ASGI
middleware all write to it. The app runs on one event loop, so no locking is needed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from mcp_types import CallToolResult, TextContent, ToolAnnotations
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route
from starlette.types import ASGIApp, Receive, Scope, Send

STREAMABLE_PATH = "/mcp"
SSE_PATH = "/sse"
SSE_MESSAGE_PATH = "/messages/"
LEGACY_SSE_PATH = "/legacy"
LEGACY_MESSAGE_PATH = "/legacy-messages/"

# Requests under these paths are MCP traffic: recorded, and gated by the token.
_MCP_PREFIXES = (STREAMABLE_PATH, SSE_PATH, SSE_MESSAGE_PATH.rstrip("/"))
_TEST_HEADER_PREFIX = "x-test-"

_READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)


@dataclass
class Recorder:
    """What the server has seen since start (or the last `POST /reset`)."""

    calls: list[dict[str, Any]] = field(default_factory=list)
    list_tools: int = 0
    methods: dict[str, int] = field(default_factory=dict)
    authorization: list[str] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    # tools/call requests being handled now, and the most there were at once.
    in_flight: int = 0
    peak_in_flight: int = 0

    def reset(self) -> None:
        """Forget everything recorded."""
        self.calls.clear()
        self.peak_in_flight = self.in_flight
        self.list_tools = 0
        self.methods.clear()
        self.authorization.clear()
        self.headers.clear()
        self.notes.clear()

    def snapshot(self) -> dict[str, Any]:
        """The `GET /calls` body."""
        return {
            "calls": self.calls,
            "list_tools": self.list_tools,
            "methods": self.methods,
            "authorization": self.authorization,
            "headers": self.headers,
            "notes": self.notes,
            "peak_in_flight": self.peak_in_flight,
        }

    def observe_http(self, headers: Mapping[str, str]) -> None:
        """Record the headers of one HTTP request to an MCP endpoint."""
        value = headers.get("authorization")
        if value is not None and value not in self.authorization:
            self.authorization.append(value)
        for name, header_value in headers.items():
            if name.startswith(_TEST_HEADER_PREFIX):
                self.headers[name] = header_value


class RecordingMiddleware:
    """MCP-level middleware: counts `tools/list`, records `tools/call`, delays listing.

    It sees each JSON-RPC request once, whichever transport or protocol era carried it,
    which is why counting lives here rather than in an HTTP body sniffer.
    """

    def __init__(self, recorder: Recorder, delay_list: float) -> None:
        self._recorder = recorder
        self._delay_list = delay_list

    async def __call__(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Record the message, then hand it on unchanged."""
        recorder = self._recorder
        recorder.methods[ctx.method] = recorder.methods.get(ctx.method, 0) + 1
        if ctx.method == "tools/list":
            recorder.list_tools += 1
            if self._delay_list > 0:
                await asyncio.sleep(self._delay_list)
        elif ctx.method == "tools/call":
            # Raw params, recorded before validation, so calls the SDK rejects (unknown tool,
            # bad arguments) still show up as what the client actually sent.
            params = ctx.params or {}
            arguments = params.get("arguments") or {}
            recorder.calls.append({"tool": params.get("name"), "arguments": arguments})
            # How many calls overlap: tests tell parallel from one-at-a-time by this, not
            # by how long a response took.
            recorder.in_flight += 1
            recorder.peak_in_flight = max(recorder.peak_in_flight, recorder.in_flight)
            try:
                return await call_next(ctx)
            finally:
                recorder.in_flight -= 1
        return await call_next(ctx)


class HttpGate:
    """ASGI middleware: records MCP requests' headers and enforces the bearer token.

    Plain ASGI (not Starlette's BaseHTTPMiddleware) so streaming SSE responses pass through
    untouched. The check is a fixed string compare on purpose: a test server needs a 401, not
    the SDK's OAuth resource-server machinery.
    """

    def __init__(self, app: ASGIApp, recorder: Recorder, token: str | None) -> None:
        self._app = app
        self._recorder = recorder
        self._expected = f"Bearer {token}" if token is not None else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Record and gate HTTP requests to MCP paths; pass everything else straight on."""
        if scope["type"] == "http" and _is_mcp_path(scope["path"]):
            headers = {
                name.decode("latin-1").lower(): value.decode("latin-1")
                for name, value in scope["headers"]
            }
            self._recorder.observe_http(headers)
            if self._expected is not None and headers.get("authorization") != self._expected:
                response = JSONResponse(
                    {"error": "unauthorized", "error_description": "missing or wrong bearer token"},
                    status_code=401,
                    headers={"WWW-Authenticate": 'Bearer error="invalid_token"'},
                )
                await response(scope, receive, send)
                return
        await self._app(scope, receive, send)


def _is_mcp_path(path: str) -> bool:
    return any(path == prefix or path.startswith(prefix + "/") for prefix in _MCP_PREFIXES)


def build_mcp_server(recorder: Recorder, delay_list: float = 0.0) -> MCPServer:
    """The MCP server with the test tools, its middleware writing to `recorder`."""
    server: MCPServer = MCPServer(
        "responsa-test-mcp",
        version="1.0.0",
        instructions="Test tools for Responsa's MCP client.",
        middleware=[RecordingMiddleware(recorder, delay_list)],
        log_level="WARNING",
    )

    @server.tool(annotations=_READ_ONLY)
    def add(a: int, b: int) -> int:
        """Add two integers and return the sum."""
        return a + b

    @server.tool(annotations=_READ_ONLY)
    def echo(text: str) -> str:
        """Return the text unchanged."""
        return text

    @server.tool(
        annotations=ToolAnnotations(
            read_only_hint=False, destructive_hint=False, idempotent_hint=False
        )
    )
    def record(note: str) -> str:
        """Append a note to the server's in-memory list (a side effect tests can observe)."""
        recorder.notes.append(note)
        return f"recorded {note}"

    @server.tool(annotations=_READ_ONLY)
    def fail(message: str) -> CallToolResult:
        """Fail with the given message: a tool execution error (isError), not a protocol error."""
        # Returned rather than raised: a raised ToolError reaches the client prefixed with
        # "Error executing tool fail: ", and tests want to match the message exactly.
        return CallToolResult(content=[TextContent(type="text", text=message)], is_error=True)

    @server.tool(annotations=_READ_ONLY)
    async def slow(seconds: float) -> str:
        """Sleep for the given number of seconds, then answer "slept"."""
        await asyncio.sleep(seconds)
        return "slept"

    # A dotted name (valid per SEP-986) to exercise client-side name sanitising.
    @server.tool(name="weather.lookup", annotations=_READ_ONLY)
    def weather_lookup(city: str) -> str:
        """Look up the weather for a city."""
        return f"sunny in {city}"

    return server


def build_app(token: str | None = None, delay_list: float = 0.0) -> Starlette:
    """The whole ASGI app: both MCP transports plus the observability routes."""
    recorder = Recorder()
    server = build_mcp_server(recorder, delay_list)
    # The SDK turns on DNS-rebinding protection for loopback hosts by default; tests may reach
    # this server through another Host (a proxy, a container alias), and it only ever binds
    # 127.0.0.1 anyway, so the check would only get in the way.
    security = TransportSecuritySettings(enable_dns_rebinding_protection=False)
    streamable = server.streamable_http_app(
        streamable_http_path=STREAMABLE_PATH, transport_security=security
    )
    sse = server.sse_app(
        sse_path=SSE_PATH, message_path=SSE_MESSAGE_PATH, transport_security=security
    )
    # The SSE transport once more under a path that does not say so, as old servers do: a
    # client must find out from the server's answer to a streamable-HTTP POST.
    legacy = server.sse_app(
        sse_path=LEGACY_SSE_PATH, message_path=LEGACY_MESSAGE_PATH, transport_security=security
    )

    async def calls(_: Request) -> Response:
        return JSONResponse(recorder.snapshot())

    async def reset(_: Request) -> Response:
        recorder.reset()
        return JSONResponse({"ok": True})

    routes: list[BaseRoute] = [
        Route("/calls", calls, methods=["GET"]),
        Route("/reset", reset, methods=["POST"]),
        *streamable.routes,
        *sse.routes,
        *legacy.routes,
    ]
    # The streamable transport's session manager must run for the app's lifetime; its own
    # Starlette app does that in its lifespan, which is lost when only its routes are reused.
    app = Starlette(routes=routes, lifespan=lambda _app: server.session_manager.run())
    app.add_middleware(HttpGate, recorder=recorder, token=token)
    return app
