"""One single-machine stack: the bundled model (when it is the upstream), N service processes and
Envoy in front, started in that order and stopped in the reverse order with a drain."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from gateway.bundled_model import LocalModel, start_local_model
from gateway.envoy import ENVOY_CONCURRENCY, READY_TIMEOUT, Gateway
from gateway.processes import Child, free_port
from gateway.workers import SERVICE_COMMAND, Workers, is_sqlite


class RunningStack:
    """The children of one stack; `stop()` ends them in order."""

    def __init__(self, workers: Workers, gateway: Gateway, local_model: LocalModel | None) -> None:
        self.workers = workers
        self.gateway = gateway
        self.local_model = local_model

    @property
    def services(self) -> list[Child]:
        """Every service process (the current one for each worker), the first one first."""
        return list(self.workers.children)

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
        """The first service process's own gRPC port, bypassing Envoy."""
        return self.workers.target(0)

    def stop(self) -> None:
        """Drain in order, then stop: every service goes NOT_SERVING and lets responses in
        flight run on (RESPONSA_DRAIN_SECONDS) while Envoy stops accepting connections; the
        services end what is still running (stored, terminal event sent) and exit; Envoy
        delivers the last bytes and stops; then the local model."""
        self.workers.terminate()  # drain in parallel
        self.gateway.stop_accepting()
        self.workers.stop()
        self.gateway.wait_idle(timeout=5.0)
        self.gateway.stop()
        if self.local_model is not None:
            self.local_model.stop()


def start_stack(
    env: Mapping[str, str],
    *,
    http_port: int,
    grpc_port: int,
    run_dir: Path,
    envoy_admin_port: int | None = None,
    service_command: Sequence[str] = SERVICE_COMMAND,
    envoy_concurrency: int = ENVOY_CONCURRENCY,
    timeout: float = READY_TIMEOUT,
    log_to_terminal: bool = False,
    local_model: bool = False,
    workers: int = 1,
    cwd: Path | None = None,
    http_host: str = "127.0.0.1",
) -> RunningStack:
    """Start the service (os.environ updated with `env`) and Envoy; wait for both.

    `workers`: service processes behind Envoy (the first on `grpc_port`, the others on free
    ports), sharing the store; SQLite runs one (see docs/background.md).
    `local_model`: first start the bundled model and make it the service's upstream
    (RESPONSA_UPSTREAM_BASE_URL); it is stopped last.
    `http_host`: Envoy's listener address (the workers stay on loopback).
    Raises StartupError with the children's logs on failure.
    """
    model: LocalModel | None = None
    if local_model:
        model = start_local_model(log_path=None if log_to_terminal else run_dir / "local-model.log")
        env = {**env, "RESPONSA_UPSTREAM_BASE_URL": model.base_url}
    try:
        service_env = {
            **os.environ,
            **env,
            "RESPONSA_HTTP_PORT": str(http_port),
            # The service refuses tool URLs on Envoy's admin port when it is on TCP.
            "RESPONSA_ENVOY_ADMIN_PORT": str(envoy_admin_port or ""),
        }
        if workers > 1 and is_sqlite(service_env.get("RESPONSA_DATABASE_URL") or ""):
            # SQLite's store serves one process (docs/background.md): one worker.
            workers = 1
        grpc_ports = [grpc_port, *(free_port() for _ in range(workers - 1))]
        # Each worker's WebSocket-mode listener; the first may be chosen (make up: 50052).
        first_websocket = int(env.get("RESPONSA_WEBSOCKET_PORT") or 0) or free_port()
        websocket_ports = [first_websocket, *(free_port() for _ in range(workers - 1))]
        # Each worker's REST listener (POST /v1/responses); the first may be chosen (make up:
        # 50053).
        first_rest = int(env.get("RESPONSA_REST_PORT") or 0) or free_port()
        rest_ports = [first_rest, *(free_port() for _ in range(workers - 1))]
        service = Workers.start(
            service_env,
            grpc_ports,
            websocket_ports,
            rest_ports,
            run_dir=run_dir,
            command=service_command,
            log_to_terminal=log_to_terminal,
            timeout=timeout,
            cwd=cwd,
            protected_ports=[model.port] if model is not None else [],
        )
        try:
            gateway = Gateway.start(
                grpc_port,
                http_port,
                envoy_admin_port,
                run_dir=run_dir,
                concurrency=envoy_concurrency,
                timeout=timeout,
                log_to_terminal=log_to_terminal,
                more_grpc_ports=grpc_ports[1:],
                websocket_ports=websocket_ports,
                rest_ports=rest_ports,
                http_host=http_host,
            )
        except BaseException:
            service.stop()
            raise
    except BaseException:
        if model is not None:
            model.stop()
        raise
    return RunningStack(service, gateway, model)
