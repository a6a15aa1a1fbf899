"""The stack as the tests and benchmarks start it: gateway.stack's children on free ports, logs
in build/stack-<port>/, as a context manager, with handles on each process.

Unlike `responsa serve`, nothing here restarts a process that exits: tests kill and pause
service processes on purpose (test_background_replicas.py); `failed_child()` reports them.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Self

from gateway.bundled_model import LocalModel, local_model_missing, start_local_model
from gateway.envoy import ENVOY_CONCURRENCY, READY_TIMEOUT, Gateway
from gateway.probes import grpc_serving, http_status, wait_until
from gateway.processes import Child, StartupError, free_port
from gateway.stack import RunningStack, start_stack
from gateway.workers import SERVICE_COMMAND, is_sqlite, worker_count

ROOT = Path(__file__).resolve().parent.parent
BUILD_DIR = ROOT / "build"

__all__ = [
    "BUILD_DIR",
    "ROOT",
    "Child",
    "Gateway",
    "LocalModel",
    "Stack",
    "StartupError",
    "free_port",
    "grpc_serving",
    "http_status",
    "is_sqlite",
    "local_model_missing",
    "start_local_model",
    "wait_until",
    "worker_count",
]


class Stack(RunningStack):
    """The service and Envoy (and the bundled model, if it is the upstream) as subprocesses;
    a context manager that stops them all."""

    @property
    def service(self) -> Child:
        """The first service process."""
        return self.workers.children[0]

    @property
    def replicas(self) -> list[Child]:
        """The other service processes (workers > 1)."""
        return self.workers.children[1:]

    @property
    def drain_seconds(self) -> float:
        """The service's RESPONSA_DRAIN_SECONDS: how long stop() lets responses run on."""
        return self.workers.drain_seconds

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
        http_host: str = "127.0.0.1",
    ) -> Stack:
        """Start the service (env = os.environ updated with `env`) and Envoy; wait for both.

        Ports default to free ones (`envoy_admin_port` to none: the admin is on a Unix
        socket); `service_command` to `python -m responsa_server`. Children run in the
        repository (relative paths in `env` mean the same as in the test). `http_host`: Envoy's
        listener address (a test host in its own network namespace listens on every address).
        """
        http_port = http_port or free_port()
        running = start_stack(
            env,
            http_port=http_port,
            grpc_port=grpc_port or free_port(),
            envoy_admin_port=envoy_admin_port,
            run_dir=BUILD_DIR / f"stack-{http_port}",
            service_command=service_command or SERVICE_COMMAND,
            envoy_concurrency=envoy_concurrency,
            timeout=timeout,
            log_to_terminal=log_to_terminal,
            local_model=local_model,
            workers=workers,
            http_host=http_host,
            cwd=ROOT,
        )
        return cls(running.workers, running.gateway, running.local_model)

    def failed_child(self) -> Child | None:
        """A child that exited on its own, if any."""
        children = [*self.services, self.gateway.envoy]
        if self.local_model is not None:
            children.append(self.local_model.child)
        return next((child for child in children if not child.running()), None)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
