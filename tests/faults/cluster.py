"""The deployment under test, host by host, and the faults that can be done to it.

Hosts (network namespaces, tests/faults/network.py): `db` (a private Postgres from the
machine's binaries), `tools` (the fake upstream), `h1`..`h3` (each a Responsa service and its
Envoy), `lb` (the front Envoy balancing over h1..h3 with health checks) and `client` (the
workload). Everything runs as the namespaces' processes and is killed with them at the end.
"""

from __future__ import annotations

import asyncio
import os
import select
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Self

import asyncpg

from gateway.envoy import envoy_binary
from gateway.processes import free_port
from tests.faults import front
from tests.faults.network import Network
from tests.private_postgres import PrivatePostgres

ROOT = Path(__file__).resolve().parents[2]
HOSTS = ("h1", "h2", "h3")
# Leases short enough that takeovers happen within a scenario.
LEASE_SECONDS = 2.0
# How long the slow MCP server takes to list its tools: a background job whose request names
# it spends this long between its claim and its first event, so a fault in that window is a
# takeover before any output (the rerun path).
SLOW_LISTING_SECONDS = 2.5
JOB_SETTINGS = {
    "RESPONSA_JOB_LEASE_SECONDS": str(LEASE_SECONDS),
    "RESPONSA_INGESTION_LEASE_SECONDS": str(LEASE_SECONDS),
    "RESPONSA_JOB_HEARTBEAT_SECONDS": "0.5",
    "RESPONSA_JOB_POLL_SECONDS": "1",
    "RESPONSA_DRAIN_SECONDS": "2",
}


def _ready_line(process: subprocess.Popen[str], prefix: str, timeout: float) -> str:
    """The first stdout line starting with `prefix` (raises if the process ends first)."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 0.5)
        if ready:
            line = process.stdout.readline()
            if line.startswith(prefix):
                return line
            if not line and process.poll() is not None:
                break
    raise RuntimeError(f"{process.args!r} did not print {prefix!r} in {timeout}s")


class Cluster:
    """`with Cluster(run_dir) as cluster:` everything started; faults as methods."""

    def __init__(self, run_dir: Path) -> None:
        self.run_dir = run_dir
        self.net = Network(["db", "tools", *HOSTS, "lb", "client"])
        self._exits = ExitStack()
        self.hosts: dict[str, subprocess.Popen[str]] = {}
        self.host_port = {host: free_port() for host in HOSTS}
        self.front_port = free_port()
        self.upstream_port = free_port()
        self.mcp_port = free_port()
        self.slow_mcp_port = free_port()
        self.pg: PrivatePostgres | None = None
        # What an aimed fault found when it struck (tests/faults/aim.py), for the report.
        self.aimed: dict[str, Any] = {}
        self._logs: list[IO[str]] = []

    @property
    def front_url(self) -> str:
        """The REST base URL clients use (the front Envoy)."""
        return f"http://{self.net.address['lb']}:{self.front_port}/v1"

    def host_url(self, host: str) -> str:
        """A host's own Envoy (for resumes and appends through a chosen host)."""
        return f"http://{self.net.address[host]}:{self.host_port[host]}/v1"

    @property
    def mcp_url(self) -> str:
        """The MCP test server's streamable HTTP endpoint (tests/mcp_server)."""
        return f"http://{self.net.address['tools']}:{self.mcp_port}/mcp"

    @property
    def database_url(self) -> str:
        """The private Postgres (the workload's check reads the takeover log and chunks)."""
        assert self.pg is not None
        return self.pg.url

    @property
    def slow_mcp_url(self) -> str:
        """The same MCP server, listing its tools in SLOW_LISTING_SECONDS."""
        return f"http://{self.net.address['tools']}:{self.slow_mcp_port}/mcp"

    @property
    def upstream_url(self) -> str:
        """The fake upstream's base (its /_fake/* controls)."""
        return f"http://{self.net.address['tools']}:{self.upstream_port}"

    def _spawn(self, host: str, argv: list[str], log: str) -> subprocess.Popen[str]:
        sink = (self.run_dir / log).open("a")
        self._logs.append(sink)
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(
                [str(ROOT / "service"), str(ROOT / "generated" / "python"), str(ROOT)]
            ),
        }
        return subprocess.Popen(
            self.net.exec_argv(host, argv),
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,  # the lifeline: EOF when this process goes
            stdout=subprocess.PIPE,
            stderr=sink,
            text=True,
        )

    def __enter__(self) -> Self:
        try:
            self._exits.enter_context(self.net)
            self._exits.callback(self._kill_everything)
            # Three hosts' pools, their LISTEN and ingestion connections, reconnecting after a
            # restart, and the workload's check: more than the default 60.
            self.pg = PrivatePostgres(
                listen=self.net.address["db"],
                wrap=self.net.exec_argv("db", []),
                max_connections=200,
            )
            self._exits.enter_context(self.pg)
            asyncio.run(self._host_roles())
            upstream = self._spawn(
                "tools",
                [sys.executable, "-m", "tests.fake_upstream", "--host", self.net.address["tools"],
                 "--port", str(self.upstream_port), "--exit-on-stdin-eof"],
                "upstream.log",
            )  # fmt: skip
            _ready_line(upstream, "fake-upstream listening", 30)
            self._spawn(
                "tools",
                [sys.executable, "-m", "tests.mcp_server", "--host", self.net.address["tools"],
                 "--port", str(self.mcp_port), "--exit-on-stdin-eof"],
                "mcp.log",
            )  # fmt: skip
            self._spawn(
                "tools",
                [sys.executable, "-m", "tests.mcp_server", "--host", self.net.address["tools"],
                 "--port", str(self.slow_mcp_port), "--delay-list", str(SLOW_LISTING_SECONDS),
                 "--exit-on-stdin-eof"],
                "mcp-slow.log",
            )  # fmt: skip
            for host in HOSTS:
                self.start_host(host, wait=False)
            for host in HOSTS:
                self.wait_host(host)
            self._wait_listening("tools", self.mcp_port)
            self._wait_listening("tools", self.slow_mcp_port)
            self._start_front()
        except BaseException:
            self._exits.close()
            raise
        return self

    async def _host_roles(self) -> None:
        """A Postgres role per host (superuser, as the service's own user is here): the
        database's triggers then know which host wrote each row (tests/faults/writers.py)."""
        assert self.pg is not None
        conn = await asyncpg.connect(
            host=str(self.pg.dir), port=self.pg.port, user="postgres", database="postgres"
        )
        try:
            for host in HOSTS:
                await conn.execute(f"CREATE ROLE {host} LOGIN SUPERUSER")
        finally:
            await conn.close()

    @property
    def postgres_log(self) -> Path:
        """The private Postgres's server log (the triggers' violations are logged there)."""
        assert self.pg is not None
        return self.pg.dir / "log"

    def host_env(self, host: str) -> dict[str, str]:
        assert self.pg is not None
        return {
            # The host's own role: every row it writes is attributed to it.
            "RESPONSA_DATABASE_URL": self.pg.url.replace("postgres@", f"{host}@", 1),
            "RESPONSA_UPSTREAM_BASE_URL": f"{self.upstream_url}/v1",
            # The fake upstream's bag-of-words embeddings (no model on the hosts), answering in
            # 1.5 s: an ingestion holds its lease that long, so faults take some over.
            "RESPONSA_EMBEDDINGS_BASE_URL": f"{self.upstream_url}/v1",
            "RESPONSA_EMBEDDINGS_MODEL": "fake-embeddings-slow",
            # One directory for every host, as a shared bucket would be.
            "RESPONSA_BLOB_STORE": str(self.run_dir / "blobs"),
            "PROMETHEUS_MULTIPROC_DIR": str(self.run_dir / f"metrics-{host}"),
            **JOB_SETTINGS,
        }

    def start_host(self, host: str, *, wait: bool = True) -> None:
        """(Re)start a Responsa host: its service and Envoy."""
        (self.run_dir / f"metrics-{host}").mkdir(exist_ok=True)
        argv = ["env", *(f"{k}={v}" for k, v in self.host_env(host).items())]
        argv += [sys.executable, "-m", "tests.faults.host", str(self.host_port[host])]
        self.hosts[host] = self._spawn(host, argv, f"{host}.log")
        if wait:
            self.wait_host(host)

    def wait_host(self, host: str) -> None:
        _ready_line(self.hosts[host], "READY", 180)

    def _wait_listening(self, host: str, port: int) -> None:
        """Until something accepts connections on `host`'s address and `port`."""
        probe = (
            "import socket, time\n"
            "for _ in range(300):\n"
            "    try:\n"
            f"        socket.create_connection(('{self.net.address[host]}', {port}), 1).close()\n"
            "        break\n"
            "    except OSError:\n"
            "        time.sleep(0.1)\n"
            "else:\n"
            "    raise SystemExit('not listening')\n"
        )
        self.net.run(host, sys.executable, "-c", probe)

    def _start_front(self) -> None:
        config = front.render(
            self.run_dir / "front.yaml",
            port=self.front_port,
            hosts=[(self.net.address[h], self.host_port[h]) for h in HOSTS],
            admin=Path(tempfile.mkdtemp(prefix="rf-admin-")) / "admin.sock",
        )
        argv = [str(envoy_binary()), "-c", str(config), "--concurrency", "1", "-l", "warning",
                "--disable-hot-restart"]  # fmt: skip
        self._spawn("lb", argv, "front.log")

    def fenced_writes(self) -> int:
        """How many late writes the hosts' services logged as refused by fencing so far."""
        count = 0
        for host in HOSTS:
            for log in (ROOT / "build" / f"stack-{self.host_port[host]}").glob("service*.log"):
                count += log.read_text(errors="replace").count("fenced: refused a write")
        return count

    def run_in_client(self, argv: list[str]) -> subprocess.Popen[str]:
        """A process on the client host."""
        return self._spawn("client", argv, "client.log")

    def pids(self, host: str) -> list[int]:
        """Every process of `host` (all of its namespace)."""
        out = subprocess.run(
            ["ip", "netns", "pids", self.net.ns(host)], capture_output=True, text=True, timeout=10
        ).stdout
        return [int(pid) for pid in out.split()]

    def signal_host(self, host: str, sig: signal.Signals) -> None:
        """Send `sig` to every process of `host` at once."""
        for pid in self.pids(host):
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass

    def _kill_everything(self) -> None:
        for host in self.net.hosts:
            self.signal_host(host, signal.SIGCONT)
            self.signal_host(host, signal.SIGKILL)
        for process in self.hosts.values():
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        for sink in self._logs:
            sink.close()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._exits.close()
