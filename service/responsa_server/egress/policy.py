"""Which addresses a request may make the service connect to.

Addresses are checked as `ipaddress` objects after resolution, never as strings: `127.1`,
`2130706433`, `0x7f.1`, `[::ffff:127.0.0.1]` and `localhost` all arrive here as 127.0.0.1.

- Never, whatever the configuration: the unspecified addresses (0.0.0.0 and :: reach this host),
  multicast and broadcast, and the service's own ports (Envoy's listener, the gRPC port, a TCP
  admin port) on any address of this host.
- Link-local and cloud metadata (169.254.0.0/16, fe80::/10, fd00:ec2::254, 100.100.100.200):
  only when an allow-list entry names an address or range inside them.
- `RESPONSA_TOOL_URL_ALLOW` unset: public and private addresses (10/8, 172.16/12, 192.168/16,
  100.64/10, fc00::/7) are allowed; loopback and every address of this host's own interfaces
  (v4 and v6: a service bound to all interfaces is as internal as one on loopback) are not.
  Set: only the listed hosts, CIDRs and host:port entries (an own address may be listed).
"""

from __future__ import annotations

import ipaddress
import logging
import re
import socket
import time
from collections.abc import Iterable
from dataclasses import dataclass

import psutil

from responsa_server.egress.resolver import IpAddress, Resolver, SystemResolver

log = logging.getLogger(__name__)

IpNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

LINK_LOCAL = (ipaddress.ip_network("169.254.0.0/16"), ipaddress.ip_network("fe80::/10"))
METADATA = frozenset(
    {
        ipaddress.ip_address("169.254.169.254"),  # AWS, GCP, Azure, OpenStack (link-local too)
        ipaddress.ip_address("fd00:ec2::254"),  # AWS over IPv6
        ipaddress.ip_address("100.100.100.200"),  # Alibaba Cloud
    }
)
PRIVATE = tuple(
    ipaddress.ip_network(n)
    for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10", "fc00::/7")
)
NAT64 = ipaddress.ip_network("64:ff9b::/96")
_LABEL = r"[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?"
_NAME = re.compile(rf"^(\*\.)?{_LABEL}(\.{_LABEL})*$")


class EgressDenied(Exception):
    """The policy refused a destination. The message is for the service's debug log only:
    callers get the same wording as for a port that refused the connection."""


@dataclass(frozen=True, slots=True)
class AllowRule:
    """One `RESPONSA_TOOL_URL_ALLOW` entry: an address range or a host name, on one port or all.

    A name entry (`mcp.internal`, `*.corp.example`) matches the name the URL gives; an address
    entry (`10.1.2.3`, `10.0.0.0/8`, `[fd00::1]:8443`) matches the addresses it resolves to.
    """

    network: IpNetwork | None = None
    name: str | None = None
    port: int | None = None

    def matches(self, host: str, address: IpAddress, port: int) -> bool:
        """Whether a connection to `address`:`port`, asked for as `host`, is this entry's."""
        if self.port is not None and self.port != port:
            return False
        if self.network is not None:
            return address.version == self.network.version and address in self.network
        assert self.name is not None
        if self.name.startswith("*."):
            return host.endswith(self.name[1:])
        return host == self.name

    @property
    def names_link_local(self) -> bool:
        """Whether the entry is a range inside link-local (or a metadata address): the operator
        opened those deliberately, not as part of a wider range."""
        network = self.network
        if network is None:
            return False
        inside = any(
            network.version == ll.version and network.subnet_of(ll)  # type: ignore[arg-type]
            for ll in LINK_LOCAL
        )
        return inside or (network.num_addresses == 1 and network.network_address in METADATA)


def _port(text: str, entry: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f"RESPONSA_TOOL_URL_ALLOW: bad port in {entry!r}")
    return int(text)


def _rule(entry: str) -> AllowRule:
    host, port = entry, None
    if entry.startswith("["):
        close = entry.find("]")
        rest = entry[close + 1 :] if close > 0 else "?"
        if rest and not rest.startswith(":"):
            raise ValueError(f"RESPONSA_TOOL_URL_ALLOW: cannot read {entry!r}")
        host, port = entry[1:close], (_port(rest[1:], entry) if rest else None)
    elif entry.count(":") == 1:
        host, port_text = entry.split(":")
        port = _port(port_text, entry)
    try:
        return AllowRule(network=ipaddress.ip_network(host, strict=False), port=port)
    except ValueError:
        pass
    name = host.lower().rstrip(".")
    if not _NAME.match(name):
        raise ValueError(
            f"RESPONSA_TOOL_URL_ALLOW: {entry!r} is neither a host name, an address, a CIDR "
            "nor host:port"
        )
    return AllowRule(name=name, port=port)


def parse_allow_list(text: str | None) -> tuple[AllowRule, ...] | None:
    """`RESPONSA_TOOL_URL_ALLOW` read: None when unset or blank (the default policy), else its
    rules. Raises ValueError naming a bad entry."""
    if text is None or not text.strip():
        return None
    return tuple(_rule(entry.strip()) for entry in text.split(",") if entry.strip())


def _embedded_ipv4(address: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """IPv4 addresses an IPv6 address carries (6to4, Teredo, NAT64, IPv4-compatible), which a
    gateway on the way may connect to."""
    found: list[ipaddress.IPv4Address] = []
    if address.sixtofour is not None:
        found.append(address.sixtofour)
    if address.teredo is not None:
        found.extend(address.teredo)
    if address in NAT64 or (int(address) >> 32 == 0 and int(address) > 1):
        found.append(ipaddress.IPv4Address(int(address) & 0xFFFFFFFF))
    return found


# How long one enumeration of the host's interface addresses is used: interfaces come and go
# (DHCP, containers), and one enumeration costs a few syscalls.
_INTERFACES_TTL_SECONDS = 5.0
_interfaces: tuple[float, frozenset[IpAddress]] = (-_INTERFACES_TTL_SECONDS, frozenset())


def interface_addresses() -> frozenset[IpAddress]:
    """Every address of this host's network interfaces, IPv4 and IPv6 (psutil's getifaddrs)."""
    global _interfaces
    read_at, addresses = _interfaces
    now = time.monotonic()
    if now - read_at < _INTERFACES_TTL_SECONDS:
        return addresses
    found: set[IpAddress] = set()
    for entries in psutil.net_if_addrs().values():
        for entry in entries:
            if entry.family in (socket.AF_INET, socket.AF_INET6):
                try:  # an IPv6 link-local address carries its scope: fe80::1%eth0
                    found.add(ipaddress.ip_address(entry.address.split("%")[0]))
                except ValueError:
                    continue
    _interfaces = (now, frozenset(found))
    return _interfaces[1]


def _is_own(address: IpAddress) -> bool:
    """Whether `address` is loopback or one of this host's interface addresses."""
    return address.is_loopback or address.is_unspecified or address in interface_addresses()


def _is_local(address: IpAddress) -> bool:
    """Whether `address` belongs to this host: binding to it succeeds only then (one syscall,
    no traffic), so no list of interfaces is needed."""
    if address.is_loopback or address.is_unspecified:
        return True
    family = socket.AF_INET if address.version == 4 else socket.AF_INET6
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.bind((str(address), 0))
    except OSError:
        return False
    return True


def _internal(address: IpAddress) -> bool:
    return (
        address.is_loopback
        or address.is_unspecified
        or address.is_link_local
        or address in METADATA
    )


class EgressPolicy:
    """The outbound policy of one service process; `addresses_for` is its one entry point."""

    def __init__(
        self,
        allow: tuple[AllowRule, ...] | None = None,
        *,
        own_ports: Iterable[int] = (),
        resolver: Resolver | None = None,
    ) -> None:
        self.allow = allow
        self.resolver: Resolver = resolver or SystemResolver()
        self._own_ports = {p for p in own_ports if p}

    @property
    def own_ports(self) -> frozenset[int]:
        """The service's own ports, never connected to on this host."""
        return frozenset(self._own_ports)

    def protect_ports(self, *ports: int) -> None:
        """Never connect to these ports on this host (ports the service learns once bound)."""
        self._own_ports.update(p for p in ports if p)

    def refusal(self, host: str, address: IpAddress, port: int) -> str | None:
        """Why a connection to `address`:`port` (asked for as `host`) is refused, or None."""
        if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
            address = address.ipv4_mapped  # the connection goes to the IPv4 address
        if address.is_unspecified or address.is_multicast or int(address) == 0xFFFFFFFF:
            return "unspecified, multicast or broadcast address"
        if port in self._own_ports and (_is_own(address) or _is_local(address)):
            return "one of the service's own ports"
        if isinstance(address, ipaddress.IPv6Address) and any(
            _internal(v4) for v4 in _embedded_ipv4(address)
        ):
            return "an IPv6 address carrying an internal IPv4 address"
        rules = [r for r in self.allow or () if r.matches(host, address, port)]
        if address.is_link_local or address in METADATA:
            if not any(r.names_link_local for r in rules):
                return "link-local or cloud metadata address"
            return None
        if self.allow is not None:
            return None if rules else "not in RESPONSA_TOOL_URL_ALLOW"
        if _is_own(address):
            return "loopback or this host's own address (allow it with RESPONSA_TOOL_URL_ALLOW)"
        if address.is_global or any(address.version == n.version and address in n for n in PRIVATE):
            return None
        return "reserved address"

    async def addresses_for(self, host: str, port: int) -> list[IpAddress]:
        """Resolve `host` once and check every address; the caller connects to these only.

        Raises EgressDenied when the name resolves to nothing or to any refused address (one
        bad address refuses the name, so a mixed answer cannot be raced).
        """
        name = host.lower().rstrip(".").strip("[]")
        try:
            addresses = await self.resolver.resolve(name, port)
        except (OSError, UnicodeError) as error:
            raise EgressDenied(f"{name!r} did not resolve: {error}") from None
        if not addresses:
            raise EgressDenied(f"{name!r} did not resolve")
        for address in addresses:
            reason = self.refusal(name, address, port)
            if reason is not None:
                raise EgressDenied(f"{name}:{port} -> {address}: {reason}")
        return addresses
