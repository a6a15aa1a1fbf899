"""The egress policy: its allow-list parser and the address checks, on resolved addresses."""

from __future__ import annotations

import ipaddress
import socket

import pytest
from responsa_server.egress import (
    AllowRule,
    EgressDenied,
    EgressPolicy,
    StaticResolver,
    parse_allow_list,
)


def test_allow_list_entries() -> None:
    rules = parse_allow_list(
        " mcp.internal, *.corp.example:8443,10.0.0.0/8, 127.0.0.1:9000,[::1]:7000,fd00::/8,"
        "[fd00::1],10.0.0.0/8:443 "
    )
    assert rules == (
        AllowRule(name="mcp.internal"),
        AllowRule(name="*.corp.example", port=8443),
        AllowRule(network=ipaddress.ip_network("10.0.0.0/8")),
        AllowRule(network=ipaddress.ip_network("127.0.0.1/32"), port=9000),
        AllowRule(network=ipaddress.ip_network("::1/128"), port=7000),
        AllowRule(network=ipaddress.ip_network("fd00::/8")),
        AllowRule(network=ipaddress.ip_network("fd00::1/128")),
        AllowRule(network=ipaddress.ip_network("10.0.0.0/8"), port=443),
    )
    assert parse_allow_list(None) is None and parse_allow_list("  ") is None


@pytest.mark.parametrize(
    "entry", ["host:port", "host:0", "host:70000", "bad host", "[::1", "[::1]x", "a..b", "http://x"]
)
def test_bad_allow_list_entries_are_named(entry: str) -> None:
    with pytest.raises(ValueError, match="RESPONSA_TOOL_URL_ALLOW") as error:
        parse_allow_list(f"ok.example,{entry}")
    assert repr(entry) in str(error.value) or "port" in str(error.value)


# Every spelling of "this host" a URL can carry, resolved by the machine's resolver.
LOOPBACK_FORMS = [
    "127.0.0.1",
    "127.1",
    "2130706433",
    "0x7f.1",
    "0x7f000001",
    "017700000001",
    "127.255.255.254",
    "localhost",
    "LOCALHOST.",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "[::ffff:7f00:1]",
    "0.0.0.0",
    "0",
    "::",
]


@pytest.mark.parametrize("host", LOOPBACK_FORMS)
async def test_default_policy_refuses_every_loopback_form(host: str) -> None:
    with pytest.raises(EgressDenied):
        await EgressPolicy().addresses_for(host, 9000)


@pytest.mark.parametrize(
    ("address", "allowed"),
    [
        ("8.8.8.8", True),
        ("2606:4700:4700::1111", True),
        ("10.1.2.3", True),  # private ranges: internal MCP servers (README says why)
        ("172.16.0.9", True),
        ("192.168.1.20", True),
        ("100.64.0.1", True),
        ("fd12:3456::1", True),
        ("169.254.169.254", False),  # cloud metadata
        ("169.254.1.1", False),
        ("fe80::1", False),
        ("fd00:ec2::254", False),
        ("100.100.100.200", False),
        ("::ffff:169.254.169.254", False),
        ("2002:7f00:1::", False),  # 6to4 carrying 127.0.0.1
        ("64:ff9b::a9fe:a9fe", False),  # NAT64 carrying 169.254.169.254
        ("::7f00:1", False),  # IPv4-compatible 127.0.0.1
        ("224.0.0.1", False),
        ("255.255.255.255", False),
        ("192.0.2.1", False),  # documentation range: not an address anything lives at
    ],
)
def test_default_policy(address: str, allowed: bool) -> None:
    reason = EgressPolicy().refusal("h", ipaddress.ip_address(address), 443)
    assert (reason is None) is allowed, reason


@pytest.mark.parametrize(
    ("allow", "host", "address", "port", "allowed"),
    [
        ("127.0.0.1:9000", "127.0.0.1", "127.0.0.1", 9000, True),
        ("127.0.0.1:9000", "127.1", "127.0.0.1", 9000, True),  # the address counts, not spelling
        ("127.0.0.1:9000", "x", "::ffff:127.0.0.1", 9000, True),
        ("127.0.0.1:9000", "127.0.0.1", "127.0.0.1", 9001, False),
        ("127.0.0.1:9000", "h", "10.0.0.1", 9000, False),  # set: only what it lists
        ("127.0.0.1:9000", "h", "8.8.8.8", 443, False),
        ("mcp.internal", "mcp.internal", "10.9.9.9", 1234, True),
        ("mcp.internal", "other.internal", "10.9.9.9", 1234, False),
        ("*.corp.example", "a.b.corp.example", "10.0.0.2", 80, True),
        ("*.corp.example", "corp.example", "10.0.0.2", 80, False),
        ("10.0.0.0/8", "h", "10.200.0.1", 80, True),
        ("0.0.0.0/0", "h", "169.254.169.254", 80, False),  # a wide range never opens metadata
        ("mcp.internal", "mcp.internal", "169.254.169.254", 80, False),
        ("169.254.10.0/24", "h", "169.254.10.5", 80, True),  # named on purpose: open
        ("0.0.0.0/0", "h", "0.0.0.0", 80, False),  # never
        ("::/0", "h", "::", 80, False),
    ],
)
def test_allow_list_mode(allow: str, host: str, address: str, port: int, allowed: bool) -> None:
    policy = EgressPolicy(parse_allow_list(allow))
    reason = policy.refusal(host, ipaddress.ip_address(address), port)
    assert (reason is None) is allowed, reason


def _local_addresses() -> list[str]:
    found = ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"]
    try:
        found.append(socket.gethostbyname(socket.gethostname()))
    except OSError:
        pass
    return found


@pytest.mark.parametrize("address", _local_addresses())
def test_own_ports_are_refused_on_every_local_address_whatever_the_allow_list(
    address: str,
) -> None:
    policy = EgressPolicy(parse_allow_list("0.0.0.0/0,::/0,127.0.0.1"), own_ports=(8080,))
    policy.protect_ports(50051)
    for port in (8080, 50051):
        assert policy.refusal("h", ipaddress.ip_address(address), port) is not None
    assert policy.refusal("h", ipaddress.ip_address(address), 8081) is None


def test_own_port_numbers_elsewhere_stay_reachable() -> None:
    # 8080 on another machine is someone's MCP server, not this service.
    policy = EgressPolicy(own_ports=(8080,))
    assert policy.refusal("h", ipaddress.ip_address("10.255.255.1"), 8080) is None


async def test_a_name_resolving_to_loopback_is_refused_and_one_bad_address_refuses_all() -> None:
    resolver = StaticResolver(
        {
            "rebind.test": ["127.0.0.1"],
            "mixed.test": ["8.8.8.8", "127.0.0.1"],
            "ok.test": ["8.8.4.4"],
        }
    )
    policy = EgressPolicy(resolver=resolver)
    for host in ("rebind.test", "mixed.test", "REBIND.TEST."):
        with pytest.raises(EgressDenied):
            await policy.addresses_for(host, 443)
    assert await policy.addresses_for("ok.test", 443) == [ipaddress.ip_address("8.8.4.4")]


async def test_a_name_that_does_not_resolve_is_refused() -> None:
    with pytest.raises(EgressDenied):
        await EgressPolicy().addresses_for("no-such-host.invalid", 443)
