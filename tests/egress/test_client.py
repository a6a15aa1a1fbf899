"""Connections through the egress policy, on real sockets: the checked address is the one
connected to, the name stays in the Host header, refused destinations see no connection, and
the MCP client reports a refused, closed, silent or non-HTTP port in the same words."""

from __future__ import annotations

import ipaddress
from collections.abc import Iterator

import httpx2
import pytest
from responsa_server.egress import EgressPolicy, StaticResolver, egress_client, parse_allow_list
from responsa_server.egress.resolver import IpAddress
from responsa_server.model.mcp_servers import McpServer
from responsa_server.tools.mcp_client import McpConnections, McpFailure

from tests.egress.recorder import ConnectionRecorder, redirect_to
from tests.ports import refusing_port

OK = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"


@pytest.fixture
def recorder() -> Iterator[ConnectionRecorder]:
    with ConnectionRecorder(OK) as running:
        yield running


class ChangingResolver:
    """Answers 127.0.0.1 once, then 10.0.0.1 ever after (a rebinding DNS server), and counts."""

    def __init__(self) -> None:
        self.calls = 0

    async def resolve(self, host: str, port: int) -> list[IpAddress]:
        self.calls += 1
        return [ipaddress.ip_address("127.0.0.1" if self.calls == 1 else "10.0.0.1")]


async def test_the_checked_address_is_connected_to_and_the_name_is_kept(
    recorder: ConnectionRecorder,
) -> None:
    resolver = ChangingResolver()
    policy = EgressPolicy(parse_allow_list(f"127.0.0.1:{recorder.port}"), resolver=resolver)
    async with egress_client(policy) as http:
        reply = await http.get(f"http://mcp.example:{recorder.port}/path?q=1")
    assert reply.text == "ok"
    assert resolver.calls == 1  # resolved once: nothing re-resolves between check and connect
    [(peer, request)] = recorder.connections()
    assert peer == "127.0.0.1"
    assert f"Host: mcp.example:{recorder.port}".encode() in request


async def test_tls_names_the_host_while_connecting_to_the_checked_address() -> None:
    with ConnectionRecorder(b"not tls") as tls_port:
        policy = EgressPolicy(
            parse_allow_list(f"127.0.0.1:{tls_port.port}"),
            resolver=StaticResolver({"pinned.test": ["127.0.0.1"]}),
        )
        async with egress_client(policy) as http:
            with pytest.raises(httpx2.ConnectError):
                await http.get(f"https://pinned.test:{tls_port.port}/")
        [(peer, client_hello)] = tls_port.connections()
    assert peer == "127.0.0.1"
    assert client_hello[:1] == b"\x16" and b"pinned.test" in client_hello  # SNI, in the clear


@pytest.mark.parametrize(
    "host", ["127.1", "2130706433", "0x7f.1", "localhost", "[::ffff:127.0.0.1]", "rebind.test"]
)
async def test_refused_destinations_see_no_connection(
    recorder: ConnectionRecorder, host: str
) -> None:
    policy = EgressPolicy(resolver=StaticResolver({"rebind.test": ["127.0.0.1"]}))
    async with egress_client(policy) as http:
        with pytest.raises(httpx2.ConnectError, match=r"^could not connect$"):
            await http.get(f"http://{host}:{recorder.port}/")
    assert recorder.connections() == []


async def test_a_redirect_is_not_followed(recorder: ConnectionRecorder) -> None:
    with ConnectionRecorder(redirect_to(f"http://127.0.0.1:{recorder.port}/")) as redirector:
        policy = EgressPolicy(parse_allow_list(f"127.0.0.1:{redirector.port}"))
        async with egress_client(policy) as http:
            reply = await http.get(f"http://127.0.0.1:{redirector.port}/")
        assert reply.status_code == 307 and len(redirector.connections()) == 1
    assert recorder.connections() == []


async def test_the_services_own_port_is_refused_even_when_allowed(
    recorder: ConnectionRecorder,
) -> None:
    policy = EgressPolicy(parse_allow_list("127.0.0.1"), own_ports=(recorder.port,))
    pool = McpConnections(timeout=2.0, tools_ttl=60.0, egress=policy)
    try:
        with pytest.raises(McpFailure) as refused:
            await pool.list_tools(McpServer(label="own", url=f"http://127.0.0.1:{recorder.port}/"))
    finally:
        await pool.close()
    assert refused.value.error == {
        "type": "http_error",
        "code": 502,
        "message": "Could not reach MCP server 'own'.",
    }
    assert recorder.connections() == []


async def test_refused_closed_silent_and_non_http_ports_answer_alike() -> None:
    """The failed listing is the same object whichever it was (no port scanning)."""
    with (
        refusing_port() as closed,
        ConnectionRecorder("silent") as silent,
        ConnectionRecorder("close") as hangs_up,
        ConnectionRecorder(b"SSH-2.0-OpenSSH_9.6\r\n") as not_http,
        ConnectionRecorder("close") as denied,
    ):
        allowed = ",".join(
            f"127.0.0.1:{p}" for p in (closed, silent.port, hangs_up.port, not_http.port)
        )
        pool = McpConnections(
            timeout=1.0, tools_ttl=60.0, egress=EgressPolicy(parse_allow_list(allowed))
        )
        errors = []
        try:
            for port in (closed, silent.port, hangs_up.port, not_http.port, denied.port):
                server = McpServer(label="x", url=f"http://127.0.0.1:{port}/mcp")
                with pytest.raises(McpFailure) as failed:
                    await pool.list_tools(server)
                errors.append(failed.value.error)
                call = await pool.call_tool(server, "add", {})
                errors.append(call.error)
        finally:
            await pool.close()
        # The allowed ones were connected to; the denied one never.
        assert silent.connections() and hangs_up.connections() and not_http.connections()
        assert denied.connections() == []
    expected = {"type": "http_error", "code": 502, "message": "Could not reach MCP server 'x'."}
    assert errors == [expected] * 10
