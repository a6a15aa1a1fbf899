"""SSRF through the real stack (Envoy + service + store): an `mcp` tool's `server_url` is the
only thing a caller controls, and a listener of the test's own on loopback records every
connection. For a denied URL it must see none, and the caller sees one failed `mcp_list_tools`
item whose words are the same for a denied, closed, silent or open-but-wrong port.

Two stacks: one on the default policy (loopback refused) with a test resolver for DNS names,
and one whose RESPONSA_TOOL_URL_ALLOW lists loopback ports, including the stack's own ports and
a TCP Envoy admin port, which stay unreachable anyway. The second logs at DEBUG and serves the
test that no secret of a tool URL, header or authorization reaches the service log.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import socket
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import pytest

from tests.e2e.conftest import MCP_TIMEOUT_SECONDS
from tests.egress.recorder import ConnectionRecorder, redirect_to
from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.ports import refusing_port
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import Stack, free_port

pytestmark = pytest.mark.e2e

SERVICE_WITH_TEST_RESOLVER = (sys.executable, "-m", "tests.e2e.egress_service")
TEST_HOSTS = {
    "rebind.test": ["127.0.0.1"],
    "mapped.test": ["::ffff:127.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "mixed.test": ["93.184.215.14", "127.0.0.1"],
}
SECRET = "Zq9xSecret"


def unreachable(label: str = "probe") -> str:
    return f"Could not reach MCP server '{label}'."


def stack_env(fake_upstream: FakeUpstream, tmp: Path, **extra: str) -> dict[str, str]:
    return {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp / 'responsa.db'}",
        "RESPONSA_MCP_TIMEOUT_SECONDS": str(MCP_TIMEOUT_SECONDS),
        "RESPONSA_TEST_HOSTS": json.dumps(TEST_HOSTS),
        "RESPONSA_TOOL_URL_ALLOW": "",
        **extra,
    }


@pytest.fixture(scope="module")
def recorder() -> Iterator[ConnectionRecorder]:
    """The internal service an attacker wants to reach; answers like a (broken) HTTP server."""
    with ConnectionRecorder(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n") as running:
        yield running


@pytest.fixture(autouse=True)
def fresh_recorder(recorder: ConnectionRecorder) -> None:
    recorder.reset()


@pytest.fixture(scope="module")
def default_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = stack_env(fake_upstream, tmp_path_factory.mktemp("egress-default"))
    with Stack.start(env, service_command=SERVICE_WITH_TEST_RESOLVER) as running:
        yield running


def probe(stack: Stack, url: str, label: str = "probe", **tool: Any) -> httpx.Response:
    body = {
        "model": "fake-script",
        "input": "hello",
        "tools": [
            {"type": "mcp", "server_label": label, "server_url": url, "require_approval": "never"}
            | tool
        ],
    }
    return httpx.post(f"{stack.rest_url}/responses", json=body, timeout=30)


def failed_listing(reply: httpx.Response) -> dict[str, Any]:
    """The response's one `mcp_list_tools` item, which must have failed; the response itself
    completes (OpenAI answers 424 instead, see README)."""
    assert reply.status_code == 200, reply.text
    response = reply.json()
    assert response["status"] == "completed" and response["error"] is None
    listing = response["output"][0]
    assert listing["type"] == "mcp_list_tools" and listing["tools"] == []
    return dict(listing)


DENIED_BY_DEFAULT = [
    "http://127.0.0.1:{port}/mcp",
    "http://127.1:{port}/mcp",
    "http://2130706433:{port}/mcp",
    "http://0x7f.1:{port}/mcp",
    "http://0x7f000001:{port}/mcp",
    "http://localhost:{port}/mcp",
    "http://LOCALHOST.:{port}/mcp",
    "http://[::1]:{port}/mcp",
    "http://[::ffff:127.0.0.1]:{port}/mcp",
    "http://[::ffff:7f00:1]:{port}/mcp",
    "http://0.0.0.0:{port}/mcp",
    "http://[::]:{port}/mcp",
    "http://rebind.test:{port}/mcp",  # a DNS name resolving to loopback
    "https://rebind.test:{port}/mcp",
    "http://mapped.test:{port}/mcp",  # ... to an IPv4-mapped IPv6 loopback
    "http://mixed.test:{port}/mcp",  # one public and one loopback address
    "http://user:pw@127.0.0.1:{port}/mcp?x=1#y",
    "http://127.1:{port}/sse",  # the legacy SSE transport connects through the policy too
]


@pytest.mark.parametrize("template", DENIED_BY_DEFAULT)
def test_loopback_in_any_spelling_is_refused_by_default(
    default_stack: Stack, recorder: ConnectionRecorder, template: str
) -> None:
    listing = failed_listing(probe(default_stack, template.format(port=recorder.port)))
    assert listing["error"] == unreachable()
    assert recorder.connections() == []


def test_cloud_metadata_is_refused_in_the_same_words(
    fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    """Refused by the policy, not tried: the caller reads the words of an unreachable port, and
    the service's debug log says the policy refused each address before any connect."""
    env = stack_env(fake_upstream, tmp_path) | {"RESPONSA_LOG_LEVEL": "DEBUG"}
    with Stack.start(env, service_command=SERVICE_WITH_TEST_RESOLVER) as stack:
        for url in (
            "http://169.254.169.254/latest/meta-data/",
            "http://metadata.test/",
            "http://[fd00:ec2::254]/",
        ):
            assert failed_listing(probe(stack, url))["error"] == unreachable()
        log = (stack.gateway.run_dir / "service.log").read_text()
    refused = [line for line in log.splitlines() if "egress refused: " in line]
    assert any("169.254.169.254:80 -> 169.254.169.254" in line for line in refused), refused
    assert any("metadata.test:80 -> 169.254.169.254" in line for line in refused), refused
    assert any("fd00:ec2::254" in line for line in refused), refused


def own_addresses() -> list[str]:
    """This host's interface addresses a tool URL could name that are neither loopback nor
    link-local nor reserved (so only "own address" can refuse them), as URL hosts."""
    found = []
    for entries in psutil.net_if_addrs().values():
        for entry in entries:
            if entry.family not in (socket.AF_INET, socket.AF_INET6):
                continue
            address = ipaddress.ip_address(entry.address.split("%")[0])
            if address.is_loopback or address.is_link_local:
                continue
            if address.is_global or address.is_private:
                found.append(f"[{address}]" if address.version == 6 else str(address))
    return found


def test_the_hosts_own_addresses_are_refused_by_default(default_stack: Stack) -> None:
    """A service listening on all interfaces is as internal as one on loopback: a URL naming
    any of the host's own addresses is refused (no connection), in the words a closed port
    gets, so open and closed ports cannot be told apart."""
    hosts = own_addresses()
    if not hosts:
        pytest.skip("this host has no non-loopback interface address")
    for host in hosts:
        family = socket.AF_INET6 if host.startswith("[") else socket.AF_INET
        with socket.create_server((host.strip("[]"), 0), family=family) as listener:
            port = listener.getsockname()[1]
            listener.setblocking(False)
            open_item = failed_listing(probe(default_stack, f"http://{host}:{port}/mcp"))
            with pytest.raises(BlockingIOError):
                listener.accept()  # nobody connected
        closed_item = failed_listing(probe(default_stack, f"http://{host}:{port}/mcp"))
        assert open_item["error"] == closed_item["error"] == unreachable(), host


@pytest.mark.parametrize(
    "template", ["file:///etc/passwd", "gopher://127.0.0.1:{port}/_x", "ftp://127.0.0.1:{port}/"]
)
def test_other_schemes_are_a_400_naming_the_parameter(
    default_stack: Stack, recorder: ConnectionRecorder, template: str
) -> None:
    reply = probe(default_stack, template.format(port=recorder.port))
    assert reply.status_code == 400
    assert reply.json() == {
        "error": {
            "message": "Invalid 'tools[0].server_url': expected an http:// or https:// URL.",
            "type": "invalid_request_error",
            "param": "tools[0].server_url",
            "code": "invalid_value",
        }
    }
    assert recorder.connections() == []


def test_envoys_admin_is_on_a_unix_socket_only(default_stack: Stack) -> None:
    gateway = default_stack.gateway
    assert gateway.admin_port is None
    assert gateway.admin_socket.stat().st_mode & 0o777 == 0o600
    assert gateway.admin_get("/ready") == (200, "LIVE\n")
    config = (gateway.run_dir / "envoy.yaml").read_text()
    admin = config[config.index("\nadmin:") :].split("\n\n", 1)[0]
    assert f'address: {{pipe: {{path: "{gateway.admin_socket}", mode: 384}}}}' in admin
    assert "socket_address" not in admin


# -- an allow list that names loopback ports ----------------------------------------------------


class Allowing:
    """The second stack and the listeners its allow list names."""

    def __init__(
        self,
        stack: Stack,
        mcp: McpTestServer,
        silent: ConnectionRecorder,
        redirector: ConnectionRecorder,
        loop: ConnectionRecorder,
        closed: int,
        admin: int,
    ) -> None:
        self.stack = stack
        self.redirector = redirector
        self.loop = loop
        self.mcp = mcp
        self.silent = silent
        self.closed = closed
        self.admin = admin

    def stat(self, name: str) -> int:
        status, body = self.stack.gateway.admin_get(f"/stats?filter=^{name}$")
        assert status == 200, body
        return int(body.split(":")[1])


@pytest.fixture(scope="module")
def allowing(
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
    recorder: ConnectionRecorder,
) -> Iterator[Allowing]:
    http_port, grpc_port, admin_port = free_port(), free_port(), free_port()
    redirector = ConnectionRecorder(redirect_to(f"http://127.0.0.1:{recorder.port}/mcp"))
    with (
        McpTestServer().start() as mcp,
        ConnectionRecorder("silent") as silent,
        redirector,
        ConnectionRecorder(redirect_to("/mcp")) as loop,
        refusing_port() as closed,
    ):
        listed = (
            *(mcp.port, silent.port, redirector.port, loop.port, closed),
            *(http_port, grpc_port, admin_port),
        )
        env = stack_env(
            fake_upstream,
            tmp_path_factory.mktemp("egress-allow"),
            RESPONSA_TOOL_URL_ALLOW=",".join(f"127.0.0.1:{port}" for port in listed),
            RESPONSA_LOG_LEVEL="DEBUG",
        )
        with Stack.start(
            env, http_port, grpc_port, admin_port, service_command=SERVICE_WITH_TEST_RESOLVER
        ) as stack:
            yield Allowing(stack, mcp, silent, redirector, loop, closed, admin_port)


def test_a_listed_mcp_server_is_reached(allowing: Allowing) -> None:
    reply = probe(allowing.stack, allowing.mcp.url)
    assert reply.status_code == 200, reply.text
    listing = reply.json()["output"][0]
    assert listing.get("error") is None and "add" in [tool["name"] for tool in listing["tools"]]


def test_a_port_not_listed_is_refused(allowing: Allowing, recorder: ConnectionRecorder) -> None:
    listing = failed_listing(probe(allowing.stack, f"http://127.0.0.1:{recorder.port}/mcp"))
    assert listing["error"] == unreachable()
    assert recorder.connections() == []


@pytest.mark.parametrize("path", ["/quitquitquit", "/healthcheck/fail"])
def test_envoys_admin_is_never_reached_even_when_listed(allowing: Allowing, path: str) -> None:
    counter = "http.admin.downstream_rq_total"
    first, second = allowing.stat(counter), allowing.stat(counter)
    listing = failed_listing(probe(allowing.stack, f"http://127.0.0.1:{allowing.admin}{path}"))
    assert listing["error"] == unreachable()
    # Only this test's own stats reads reached the admin.
    assert allowing.stat(counter) - second == second - first
    assert httpx.get(allowing.stack.gateway.url("/healthz"), timeout=5).status_code == 200
    assert allowing.stack.failed_child() is None


def test_the_stacks_own_ports_are_never_reached_even_when_listed(allowing: Allowing) -> None:
    counter = "http.responsa.downstream_rq_total"
    before = allowing.stat(counter)
    gateway = allowing.stack.gateway
    for port in (gateway.http_port, gateway.grpc_port):
        for host in ("127.0.0.1", "localhost", "[::ffff:127.0.0.1]"):
            listing = failed_listing(probe(allowing.stack, f"http://{host}:{port}/v1/responses"))
            assert listing["error"] == unreachable()
    # Envoy's listener saw the six probes themselves and nothing else.
    assert allowing.stat(counter) - before == 6


def test_a_redirect_to_an_internal_address_is_not_followed(
    allowing: Allowing, recorder: ConnectionRecorder
) -> None:
    redirector = allowing.redirector
    redirector.reset()
    listing = failed_listing(probe(allowing.stack, f"http://127.0.0.1:{redirector.port}/mcp"))
    # The MCP SDK follows redirects within the origin only (each hop through the egress
    # policy); this one leaves it, and the SDK says so.
    assert "not followed" in listing["error"]
    assert redirector.connections()  # the listed server was asked ...
    assert recorder.connections() == []  # ... and where it pointed was not
    # The server's Location header is not echoed to the caller.
    assert str(recorder.port) not in str(listing), listing


def test_a_redirect_loop_within_the_origin_is_followed_a_few_times_and_said_so(
    allowing: Allowing,
) -> None:
    """A server redirecting to itself: the SDK follows redirects within the origin, at most
    MAX_REDIRECTS (3) in a row per request, once per listing (no transport fallback after
    it); the error says the redirect was not followed and why, without the Location."""
    loop = allowing.loop
    loop.reset()
    listing = failed_listing(probe(allowing.stack, f"http://127.0.0.1:{loop.port}/mcp"))
    assert len(loop.connections()) == 1 + 3, len(loop.connections())
    assert "redirect" in listing["error"] and "not followed" in listing["error"], listing
    assert "/mcp" not in listing["error"], listing


def test_open_closed_silent_and_denied_ports_look_the_same(
    allowing: Allowing, recorder: ConnectionRecorder
) -> None:
    ports = {
        "closed": allowing.closed,
        "silent": allowing.silent.port,  # accepts, never answers: fails after the MCP timeout
        "denied": recorder.port,
    }
    items = {}
    for name, port in ports.items():
        reply = probe(allowing.stack, f"http://127.0.0.1:{port}/mcp", label="x")
        item = failed_listing(reply)
        items[name] = {k: v for k, v in item.items() if k != "id"}
    assert items["closed"] == items["silent"] == items["denied"]
    assert items["closed"]["error"] == unreachable("x")
    assert allowing.silent.connections() and recorder.connections() == []


def test_no_secret_of_a_tool_reaches_the_service_log(allowing: Allowing) -> None:
    mcp = allowing.mcp
    secret_url = f"http://alice:pw-{SECRET}@127.0.0.1:{mcp.port}/mcp?api_key=q-{SECRET}#f-{SECRET}"
    tools = [
        # user info, query and fragment; listing and a call
        {"server_url": secret_url, "server_label": "a"},
        # bearer token and headers
        {
            "server_url": f"{mcp.url}?token=q2-{SECRET}",
            "server_label": "b",
            "authorization": f"tok-{SECRET}",
            "headers": {"X-Test-Key": f"hdr-{SECRET}", "Authorization": f"Bearer h-{SECRET}"},
        },
        # the SSE transport
        {"server_url": f"{mcp.sse_url}?sig=q3-{SECRET}", "server_label": "c"},
        # failures: a closed port, a silent one, a refused destination
        {"server_url": f"http://u:p-{SECRET}@127.0.0.1:{allowing.closed}/?k=q4-{SECRET}"},
        {"server_url": f"http://127.0.0.1:{allowing.silent.port}/?k=q5-{SECRET}"},
        {"server_url": f"http://u:p-{SECRET}@rebind.test:9/?k=q6-{SECRET}#f-{SECRET}"},
    ]
    for n, tool in enumerate(tools):
        tool.setdefault("server_label", f"f{n}")
        for stream in (False, True):
            body = {
                "model": "fake-script",
                "input": 'CALL echo {"text": "hi"}',
                "stream": stream,
                "tools": [{"type": "mcp", "require_approval": "never", **tool}],
            }
            reply = httpx.post(f"{allowing.stack.rest_url}/responses", json=body, timeout=30)
            assert reply.status_code == 200, reply.text
            assert SECRET not in reply.text
    assert len(mcp.calls()["calls"]) >= 6  # a, b and c listed and called, twice each
    log_path = allowing.stack.service.log_path
    assert log_path is not None
    log = log_path.read_text(errors="replace")
    # The HTTP client did log its requests, with the URL's secrets masked.
    assert f"HTTP Request: POST http://***@127.0.0.1:{mcp.port}/mcp?***" in log
    assert "DEBUG" in log
    assert SECRET not in log, [line for line in log.splitlines() if SECRET in line][:5]


# -- replicas ------------------------------------------------------------------------------------


def child_env(pid: int) -> dict[str, str]:
    raw = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
    return dict(item.decode().split("=", 1) for item in raw if b"=" in item)


def test_every_replica_refuses_every_replicas_port(
    fake_upstream: FakeUpstream, recorder: ConnectionRecorder
) -> None:
    """RESPONSA_WORKERS=2 (on Postgres): a tool URL on the other replica's gRPC, WebSocket, REST
    or bundled embeddings port is refused too, though the allow list opens all of 127.0.0.1."""
    database = fresh_database_name("egress")
    try:
        asyncio.run(create_database(database))
    except Exception as error:  # asyncpg raises its own, OSError when down
        postgres_unavailable(str(error))
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": database_url(database),
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
    }
    try:
        with Stack.start(env, workers=2) as stack:
            ports = [
                int(child_env(c.process.pid)[name])
                for c in stack.services
                for name in (
                    "RESPONSA_GRPC_PORT",
                    "RESPONSA_WEBSOCKET_PORT",
                    "RESPONSA_REST_PORT",
                    "RESPONSA_LOCAL_EMBEDDINGS_PORT",
                )
            ]
            assert len(set(ports)) == 8
            for child in stack.services:
                protected = child_env(child.process.pid)["RESPONSA_PROTECTED_PORTS"]
                assert sorted(map(int, protected.split(","))) == sorted(ports)
            for port in ports:  # Envoy balances the probes over both replicas
                for _ in range(2):
                    listing = failed_listing(probe(stack, f"http://127.0.0.1:{port}/mcp"))
                    assert listing["error"] == unreachable()
            # The allow list does open loopback: the recorder is reached.
            probe(stack, f"http://127.0.0.1:{recorder.port}/mcp")
            assert recorder.connections()
    finally:
        asyncio.run(drop_database(database))
