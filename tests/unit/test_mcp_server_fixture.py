"""The MCP test server (tests/mcp_server), driven by the official `mcp` SDK client.

Proves the fixture the service's MCP tests rely on: both transports answer, the tools and
their annotations are as documented, `/calls` counts what was sent, the bearer token is
enforced with a 401, and `--delay-list` makes listing slow enough to time out.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx2
import mcp_types
import pytest
from mcp.client import Client, ClientSession
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

from tests.mcp_server import McpTestServer

TOKEN = "s3cret-token"
TOOL_NAMES = {"add", "echo", "record", "fail", "slow", "weather.lookup"}


@pytest.fixture(scope="module")
def server() -> Iterator[McpTestServer]:
    with McpTestServer().start() as running:
        yield running


@pytest.fixture(scope="module")
def token_server() -> Iterator[McpTestServer]:
    with McpTestServer().start(token=TOKEN) as running:
        yield running


def _leaves(exc: BaseException) -> list[BaseException]:
    """The non-group exceptions inside `exc`: the SDK client nests errors in task groups."""
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


def _text(result: mcp_types.CallToolResult) -> str:
    block = result.content[0]
    assert isinstance(block, mcp_types.TextContent)
    return block.text


async def test_streamable_http_lists_the_tools_with_schemas_and_annotations(
    server: McpTestServer,
) -> None:
    async with Client(server.url) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}

    assert set(tools) == TOOL_NAMES
    add = tools["add"]
    assert add.annotations is not None and add.annotations.read_only_hint is True
    assert add.description == "Add two integers and return the sum."
    assert add.input_schema["properties"]["a"]["type"] == "integer"
    assert add.input_schema["required"] == ["a", "b"]
    record = tools["record"]
    assert record.annotations is not None and record.annotations.read_only_hint is False
    assert tools["slow"].input_schema["properties"]["seconds"]["type"] == "number"


async def test_streamable_http_calls_are_answered_and_counted(server: McpTestServer) -> None:
    server.reset()
    async with Client(server.url) as client:
        await client.list_tools()
        added = await client.call_tool("add", {"a": 2, "b": 3})
        failed = await client.call_tool("fail", {"message": "boom"})
        weather = await client.call_tool("weather.lookup", {"city": "Oslo"})
        recorded = await client.call_tool("record", {"note": "hello"})

    assert (_text(added), added.is_error) == ("5", False)
    assert (_text(failed), failed.is_error) == ("boom", True)
    assert _text(weather) == "sunny in Oslo"
    assert _text(recorded) == "recorded hello"
    seen = server.calls()
    assert seen["calls"] == [
        {"tool": "add", "arguments": {"a": 2, "b": 3}},
        {"tool": "fail", "arguments": {"message": "boom"}},
        {"tool": "weather.lookup", "arguments": {"city": "Oslo"}},
        {"tool": "record", "arguments": {"note": "hello"}},
    ]
    assert seen["list_tools"] == 1
    assert seen["notes"] == ["hello"]
    assert seen["authorization"] == []

    server.reset()
    assert server.calls()["calls"] == [] and server.calls()["list_tools"] == 0


async def test_sse_transport_with_a_client_session(server: McpTestServer) -> None:
    server.reset()
    async with (
        sse_client(server.sse_url, headers={"X-Test-Case": "sse"}) as (read, write),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        names = {tool.name for tool in (await session.list_tools()).tools}
        echoed = await session.call_tool("echo", {"text": "hi"})

    assert names == TOOL_NAMES
    assert _text(echoed) == "hi"
    seen = server.calls()
    assert seen["calls"] == [{"tool": "echo", "arguments": {"text": "hi"}}]
    assert seen["list_tools"] == 1
    assert seen["headers"] == {"x-test-case": "sse"}


async def test_streamable_http_without_the_token_gets_401(token_server: McpTestServer) -> None:
    statuses: list[int] = []

    async def note_status(response: httpx2.Response) -> None:
        statuses.append(response.status_code)

    async with httpx2.AsyncClient(event_hooks={"response": [note_status]}) as http:
        with pytest.raises(ExceptionGroup) as raised:
            async with Client(streamable_http_client(token_server.url, http_client=http)):
                pass

    assert statuses and set(statuses) == {401}
    # The SDK reports an HTTP 401 as a generic JSON-RPC internal error, nested in task groups.
    (leaf,) = _leaves(raised.value)
    assert isinstance(leaf, MCPError) and leaf.error.code == mcp_types.INTERNAL_ERROR


async def test_streamable_http_with_the_token_is_accepted(token_server: McpTestServer) -> None:
    token_server.reset()
    headers = {"Authorization": f"Bearer {TOKEN}", "X-Test-Run": "r1"}
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        Client(streamable_http_client(token_server.url, http_client=http)) as client,
    ):
        await client.list_tools()
        added = await client.call_tool("add", {"a": 2, "b": 3})

    assert _text(added) == "5"
    seen = token_server.calls()
    assert seen["authorization"] == [f"Bearer {TOKEN}"]
    assert seen["headers"] == {"x-test-run": "r1"}
    assert seen["calls"] == [{"tool": "add", "arguments": {"a": 2, "b": 3}}]


async def test_sse_enforces_the_token_too(token_server: McpTestServer) -> None:
    token_server.reset()
    with pytest.raises(httpx2.HTTPStatusError) as raised:
        async with sse_client(token_server.sse_url, headers={"Authorization": "Bearer wrong"}):
            pass
    assert raised.value.response.status_code == 401

    auth = {"Authorization": f"Bearer {TOKEN}"}
    async with Client(sse_client(token_server.sse_url, headers=auth), mode="legacy") as client:
        echoed = await client.call_tool("echo", {"text": "ok"})
    assert _text(echoed) == "ok"
    assert token_server.calls()["authorization"] == ["Bearer wrong", f"Bearer {TOKEN}"]


async def test_delay_list_makes_listing_time_out() -> None:
    with McpTestServer().start(delay_list=2) as slow_lister:
        async with Client(slow_lister.url, read_timeout_seconds=0.3) as client:
            # Inside the block a request's error is the bare MCPError; groups wrap it only
            # once it escapes the client's task groups.
            with pytest.raises(MCPError) as raised:
                await client.list_tools()
            # Calls still answer promptly. (`fail`, because the SDK re-lists tools after any
            # successful call to a tool it has not listed yet, which would time out here too.)
            failed = await client.call_tool("fail", {"message": "still up"})
        seen: dict[str, Any] = slow_lister.calls()

    assert raised.value.error.code == mcp_types.REQUEST_TIMEOUT
    assert (_text(failed), failed.is_error) == ("still up", True)
    assert seen["list_tools"] == 1
