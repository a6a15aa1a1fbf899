"""Responsa's MCP client against a real MCP server (tests/mcp_server): pooled sessions, cached
tool lists, and every failure mapped onto OpenAI's MCP error objects."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from responsa_server.egress import EgressPolicy, parse_allow_list
from responsa_server.model.mcp_servers import McpServer
from responsa_server.tools.mcp_client import McpConnections, McpFailure

from tests.mcp_server import McpTestServer
from tests.ports import refusing_port


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    with McpTestServer().start(token="t0k") as server:
        yield server


# The MCP test servers listen on loopback, which the default policy refuses: allowed here as
# README shows an operator doing it.
LOOPBACK = EgressPolicy(parse_allow_list("127.0.0.1"))


@pytest.fixture
async def connections() -> AsyncIterator[McpConnections]:
    pool = McpConnections(timeout=2.0, tools_ttl=60.0, egress=LOOPBACK)
    yield pool
    await pool.close()


def server_for(mcp: McpTestServer, **options: object) -> McpServer:
    return McpServer(label="t", url=mcp.url, authorization="t0k", **options)  # type: ignore[arg-type]


async def test_one_session_serves_many_calls_and_the_list_is_cached(
    mcp_server: McpTestServer, connections: McpConnections
) -> None:
    mcp_server.reset()
    server = server_for(mcp_server)
    first = await connections.list_tools(server)
    again = await connections.list_tools(server)
    assert first is again and "add" in [tool["name"] for tool in first]
    for n in range(5):
        outcome = await connections.call_tool(server, "add", {"a": n, "b": 1})
        assert (outcome.output, outcome.error) == (str(n + 1), None)
    seen = mcp_server.calls()
    assert seen["list_tools"] == 1
    # One connection handshake for everything above.
    handshakes = seen["methods"].get("server/discover", 0) + seen["methods"].get("initialize", 0)
    assert handshakes == 1


async def test_an_expired_list_is_fetched_again(mcp_server: McpTestServer) -> None:
    mcp_server.reset()
    pool = McpConnections(timeout=2.0, tools_ttl=0.0, egress=LOOPBACK)
    try:
        await pool.list_tools(server_for(mcp_server))
        await pool.list_tools(server_for(mcp_server))
    finally:
        await pool.close()
    assert mcp_server.calls()["list_tools"] == 2


async def test_different_credentials_never_share_a_session(
    mcp_server: McpTestServer, connections: McpConnections
) -> None:
    with pytest.raises(McpFailure) as refused:
        await connections.list_tools(McpServer(label="t", url=mcp_server.url, authorization="bad"))
    assert refused.value.error["type"] == "http_error" and refused.value.error["code"] == 401
    assert (await connections.call_tool(server_for(mcp_server), "echo", {"text": "ok"})).output == (
        "ok"
    )


async def test_failures_become_openai_error_objects(
    mcp_server: McpTestServer, connections: McpConnections
) -> None:
    server = server_for(mcp_server)
    failed = await connections.call_tool(server, "fail", {"message": "nope"})
    assert failed.error == {
        "type": "mcp_tool_execution_error",
        "content": [{"type": "text", "text": "nope"}],
    }
    slow = await connections.call_tool(server, "slow", {"seconds": 5})
    assert slow.error is not None and (slow.error["type"], slow.error["code"]) == (
        "http_error",
        504,
    )
    unknown = await connections.call_tool(server, "no_such_tool", {})
    assert unknown.error is not None and unknown.error["type"] in (
        "mcp_protocol_error",
        "mcp_tool_execution_error",
    )
    # The session survives all of that.
    assert (await connections.call_tool(server, "add", {"a": 1, "b": 1})).output == "2"
    with refusing_port() as port:
        down = McpServer(label="d", url=f"http://127.0.0.1:{port}/mcp")
        refused = await connections.call_tool(down, "add", {})
        with pytest.raises(McpFailure) as listing:
            await connections.list_tools(down)
    assert refused.error is not None and (refused.error["type"], refused.error["code"]) == (
        "http_error",
        502,
    )
    assert "Could not reach MCP server 'd'" in listing.value.message


async def test_a_slow_listing_times_out() -> None:
    with McpTestServer().start(delay_list=5) as slow_server:
        pool = McpConnections(timeout=1.0, tools_ttl=60.0, egress=LOOPBACK)
        try:
            with pytest.raises(McpFailure) as timed_out:
                await pool.list_tools(McpServer(label="s", url=slow_server.url))
        finally:
            await pool.close()
    assert timed_out.value.error["code"] == 504


async def test_sse_transport(mcp_server: McpTestServer, connections: McpConnections) -> None:
    server = McpServer(label="t", url=mcp_server.sse_url, authorization="t0k")
    assert server.transport == "sse"
    assert (await connections.call_tool(server, "add", {"a": 2, "b": 2})).output == "4"


async def test_a_server_that_refuses_streamable_http_is_spoken_to_over_sse(
    mcp_server: McpTestServer, connections: McpConnections
) -> None:
    server = McpServer(label="t", url=mcp_server.legacy_url, authorization="t0k")
    assert server.transport == "streamable_http"  # nothing in the URL says SSE
    assert (await connections.call_tool(server, "add", {"a": 5, "b": 5})).output == "10"
