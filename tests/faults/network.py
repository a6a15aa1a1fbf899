"""Hosts on one machine: a Linux network namespace per host, all on one bridge of their own.

The bridge lives in a namespace of its own too, and both ends of every veth pair are created
directly inside the namespaces: the machine's own network never sees an address or a link of
the test, and deleting the namespaces removes everything. Addresses are 10.250.0.x/24, only
ever inside these namespaces.

Faults: `partition(a, b)` drops traffic between two hosts both ways with blackhole routes (new
connections fail, packets of open ones vanish: the TCP sender only sees silence), `heal`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from types import TracebackType
from typing import Self

from tests.required import missing

SUBNET = "10.250.0"


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=30)


def netns_unavailable() -> str | None:
    """Why this machine cannot make network namespaces (None: it can)."""
    if shutil.which("ip") is None:
        return "no `ip` command (iproute2)"
    if os.geteuid() != 0:
        return "network namespaces need root"
    probe = f"rfprobe{os.getpid()}"
    try:
        _ip("netns", "add", probe)
    except (subprocess.CalledProcessError, OSError) as error:
        return f"`ip netns add` fails here: {error}"
    _ip("netns", "del", probe)
    return None


class Network:
    """`with Network(["db", "h1", ...]) as net:` one namespace per host, addresses assigned."""

    def __init__(self, hosts: Sequence[str]) -> None:
        reason = netns_unavailable()
        if reason is not None:
            missing(reason)
        # Unique per run: two runs (or a leftover of a killed one) never collide.
        self.prefix = f"rf{os.getpid() % 100000}"
        self.hosts = list(hosts)
        self.address = {host: f"{SUBNET}.{10 + index}" for index, host in enumerate(hosts)}
        self._made: list[str] = []
        self._cut: set[tuple[str, str]] = set()

    def ns(self, host: str) -> str:
        """The namespace name of `host`."""
        return f"{self.prefix}{host}"

    def exec_argv(self, host: str, argv: Sequence[str]) -> list[str]:
        """`argv` run inside `host`'s namespace."""
        return ["ip", "netns", "exec", self.ns(host), *argv]

    def run(self, host: str, *argv: str) -> None:
        """Run a command inside `host`'s namespace (checked)."""
        subprocess.run(self.exec_argv(host, argv), check=True, capture_output=True, timeout=30)

    def __enter__(self) -> Self:
        try:
            switch = self.ns("sw")
            _ip("netns", "add", switch)
            self._made.append(switch)
            _ip("-n", switch, "link", "add", "br0", "type", "bridge")
            _ip("-n", switch, "link", "set", "br0", "up")
            _ip("-n", switch, "link", "set", "lo", "up")
            for index, host in enumerate(self.hosts):
                name = self.ns(host)
                _ip("netns", "add", name)
                self._made.append(name)
                port = f"p{index}"
                _ip(
                    "link", "add", "eth0", "netns", name, "type", "veth",
                    "peer", "name", port, "netns", switch,
                )  # fmt: skip
                _ip("-n", switch, "link", "set", port, "master", "br0")
                _ip("-n", switch, "link", "set", port, "up")
                _ip("-n", name, "link", "set", "lo", "up")
                _ip("-n", name, "addr", "add", f"{self.address[host]}/24", "dev", "eth0")
                _ip("-n", name, "link", "set", "eth0", "up")
        except BaseException:
            self.close()
            raise
        return self

    def partition(self, a: str, b: str) -> None:
        """Cut `a` off from `b` (both directions)."""
        if (a, b) in self._cut:
            return
        _ip("-n", self.ns(a), "route", "add", "blackhole", f"{self.address[b]}/32")
        _ip("-n", self.ns(b), "route", "add", "blackhole", f"{self.address[a]}/32")
        self._cut.add((a, b))

    def heal(self, a: str, b: str) -> None:
        """Undo `partition(a, b)`."""
        if (a, b) not in self._cut:
            return
        _ip("-n", self.ns(a), "route", "del", "blackhole", f"{self.address[b]}/32")
        _ip("-n", self.ns(b), "route", "del", "blackhole", f"{self.address[a]}/32")
        self._cut.discard((a, b))

    def close(self) -> None:
        """Delete every namespace (and with them their links, routes and addresses)."""
        for name in reversed(self._made):
            subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=30)
        self._made.clear()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
