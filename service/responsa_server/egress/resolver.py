"""Name resolution for egress, asynchronous and replaceable (tests map names without /etc/hosts)."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import Mapping
from typing import Protocol

IpAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class Resolver(Protocol):
    """Turns a host (a name or an address literal in any spelling) into addresses."""

    async def resolve(self, host: str, port: int) -> list[IpAddress]:
        """Every address `host` names; raises OSError when it names none."""
        ...


def literal_address(host: str) -> IpAddress | None:
    """`host` as an address when it is a canonical literal (`10.0.0.1`, `::1`), else None.

    Other spellings (`127.1`, `2130706433`, `0x7f.1`) go through getaddrinfo, which reads them
    as the C library does, so the check sees the address a connect would reach.
    """
    try:
        return ipaddress.ip_address(host.strip("[]").split("%", 1)[0])
    except ValueError:
        return None


class SystemResolver:
    """The machine's resolver, through the event loop's thread pool (getaddrinfo blocks)."""

    async def resolve(self, host: str, port: int) -> list[IpAddress]:
        """Every address getaddrinfo gives for `host`, in its order, without repeats."""
        literal = literal_address(host)
        if literal is not None:
            return [literal]
        infos = await asyncio.get_running_loop().getaddrinfo(
            host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
        )
        addresses: list[IpAddress] = []
        for _family, _type, _proto, _name, sockaddr in infos:
            address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
            if address not in addresses:
                addresses.append(address)
        return addresses


class StaticResolver:
    """Fixed answers for some names (tests), the system resolver for everything else."""

    def __init__(self, hosts: Mapping[str, list[str]], fallback: Resolver | None = None) -> None:
        self._hosts = {
            name.lower().rstrip("."): [ipaddress.ip_address(a) for a in addresses]
            for name, addresses in hosts.items()
        }
        self._fallback = fallback or SystemResolver()

    async def resolve(self, host: str, port: int) -> list[IpAddress]:
        """The fixed answer for `host`, else the fallback's."""
        fixed = self._hosts.get(host.lower().rstrip("."))
        if fixed is not None:
            return list(fixed)
        return await self._fallback.resolve(host, port)
