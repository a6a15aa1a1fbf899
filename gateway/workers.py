"""The service processes behind Envoy: one per gRPC port (and WebSocket and REST port), sharing
the store and one metrics directory; started together, each one restartable on its own ports."""

from __future__ import annotations

import functools
import os
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from gateway.probes import grpc_serving, wait_until
from gateway.processes import Child, StartupError, child_env, free_port

SERVICE_COMMAND: tuple[str, ...] = (sys.executable, "-m", "responsa_server")
# prometheus_client's multiprocess mode: every service process writes its metrics here.
METRICS_DIR_ENV = "PROMETHEUS_MULTIPROC_DIR"
# After the drain deadline: ending the remaining responses, storing them, closing pools.
SERVICE_STOP_MARGIN = 15.0


def is_sqlite(database_url: str) -> bool:
    """Whether the store is SQLite (unset means the SQLite default)."""
    return not database_url or database_url.startswith("sqlite")


def worker_count(env: Mapping[str, str]) -> int:
    """RESPONSA_WORKERS, else one service process per core."""
    return max(1, int(env.get("RESPONSA_WORKERS") or os.cpu_count() or 1))


def fresh_metrics_dir(path: Path) -> Path:
    """An empty directory for one stack's metrics files (old runs' values must not count)."""
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


class Workers:
    """N service processes, index 0 named `service`, the others `service-<index>`."""

    def __init__(
        self,
        env: Mapping[str, str],
        grpc_ports: Sequence[int],
        websocket_ports: Sequence[int],
        rest_ports: Sequence[int],
        *,
        command: Sequence[str],
        log_dir: Path | None,
        cwd: Path | None,
    ) -> None:
        self.env = dict(env)
        self.grpc_ports = list(grpc_ports)
        self.websocket_ports = list(websocket_ports)
        self.rest_ports = list(rest_ports)
        # Each worker's bundled embeddings server, chosen here so every worker protects all.
        self.embeddings_ports = [free_port() for _ in grpc_ports]
        self.command = list(command)
        self.log_dir = log_dir  # None: their output goes to the terminal
        self.cwd = cwd
        self.children: list[Child] = []

    @staticmethod
    def name(index: int) -> str:
        """A worker's name in logs and log files."""
        return "service" if index == 0 else f"service-{index}"

    @property
    def drain_seconds(self) -> float:
        """The service's RESPONSA_DRAIN_SECONDS: how long a stop lets responses run on."""
        return float(self.env.get("RESPONSA_DRAIN_SECONDS") or 8)

    @property
    def metrics_dir(self) -> str | None:
        """Where the workers write their metrics (prometheus_client multiprocess mode)."""
        return self.env.get(METRICS_DIR_ENV)

    def spawn(self, index: int) -> Child:
        """Start worker `index` on its ports (again, if it ran before); returns at once."""
        name = self.name(index)
        child = Child(
            name,
            self.command,
            env={
                **self.env,
                "RESPONSA_GRPC_PORT": str(self.grpc_ports[index]),
                "RESPONSA_WEBSOCKET_PORT": str(self.websocket_ports[index]),
                "RESPONSA_REST_PORT": str(self.rest_ports[index]),
                "RESPONSA_LOCAL_EMBEDDINGS_PORT": str(self.embeddings_ports[index]),
            },
            log_path=None if self.log_dir is None else self.log_dir / f"{name}.log",
            cwd=self.cwd,
        )
        if index < len(self.children):
            self.children[index].close_log()
            self.children[index] = child
        else:
            self.children.append(child)
        return child

    def target(self, index: int) -> str:
        """Worker `index`'s own gRPC address."""
        return f"127.0.0.1:{self.grpc_ports[index]}"

    def serving(self, index: int) -> bool:
        """Whether worker `index` answers grpc.health.v1 with SERVING."""
        return grpc_serving(self.target(index), timeout=0.5)

    @classmethod
    def start(
        cls,
        env: Mapping[str, str],
        grpc_ports: Sequence[int],
        websocket_ports: Sequence[int],
        rest_ports: Sequence[int],
        *,
        run_dir: Path,
        command: Sequence[str] = SERVICE_COMMAND,
        log_to_terminal: bool = False,
        timeout: float,
        cwd: Path | None = None,
        protected_ports: Sequence[int] = (),
    ) -> Workers:
        """Start every worker and wait until each says SERVING; on failure stop them all and
        raise StartupError with the first worker's log.

        Every worker refuses tool URLs on every worker's gRPC, WebSocket, REST and bundled
        embeddings port, not only its own, and on `protected_ports` (the bundled model's)."""
        env = child_env(env)
        if not env.get(METRICS_DIR_ENV):
            # One directory for every worker: a scrape of any one reports them all.
            env[METRICS_DIR_ENV] = str(fresh_metrics_dir(run_dir / "metrics"))
        workers = cls(
            env,
            grpc_ports,
            websocket_ports,
            rest_ports,
            command=command,
            log_dir=None if log_to_terminal else run_dir,
            cwd=cwd,
        )
        protected = [
            *grpc_ports,
            *websocket_ports,
            *rest_ports,
            *workers.embeddings_ports,
            *protected_ports,
        ]
        workers.env["RESPONSA_PROTECTED_PORTS"] = ",".join(map(str, protected))
        try:
            for index in range(len(grpc_ports)):
                workers.spawn(index)
            for index, child in enumerate(workers.children):
                wait_until(
                    functools.partial(grpc_serving, workers.target(index)),
                    child,
                    "grpc.health.v1 SERVING",
                    timeout,
                )
        except StartupError as error:
            workers.stop()
            tail = workers.children[0].log_tail() if workers.children else ""
            raise StartupError(
                f"{error}\n--- service log ---\n{tail}" if tail else str(error)
            ) from None
        except BaseException:
            workers.stop()
            raise
        return workers

    def terminate(self) -> None:
        """SIGTERM to every worker (they drain in parallel); returns at once."""
        for child in self.children:
            child.terminate()

    def stop(self) -> None:
        """Stop every worker, letting each drain (RESPONSA_DRAIN_SECONDS and a margin)."""
        self.terminate()
        for child in self.children:
            child.stop(timeout=self.drain_seconds + SERVICE_STOP_MARGIN)
