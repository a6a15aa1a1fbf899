"""`responsa gateway`: Envoy alone, in front of one worker on the same host (in Kubernetes, a
sidecar in the worker's pod; deploy/kubernetes, docs/deploy.md).

The listener is RESPONSA_HTTP_HOST:RESPONSA_HTTP_PORT; the worker is 127.0.0.1:RESPONSA_GRPC_PORT
(and its WebSocket-mode listener RESPONSA_WEBSOCKET_PORT and REST listener RESPONSA_REST_PORT);
the admin interface is on loopback TCP RESPONSA_ENVOY_ADMIN_PORT when set (a preStop hook posts
/healthcheck/fail there), else a Unix socket. It does not wait for the worker: /healthz answers
503 until the worker reports SERVING. SIGTERM: the listener closes, requests in flight finish (at
most the worker's drain and stop margin), then Envoy stops.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Mapping

from gateway.envoy import Gateway
from gateway.envoy_config import listener_host, open_listener_problem
from gateway.processes import StartupError
from gateway.runner import DEFAULT_REST_PORT, DEFAULT_WEBSOCKET_PORT, RUN_DIR
from gateway.workers import SERVICE_STOP_MARGIN


def run_gateway(env: Mapping[str, str] = os.environ) -> int:
    """Run Envoy until SIGTERM/Ctrl-C (exit 0); 1 if it cannot start or dies, 2 if the listener
    would be open to the network without authentication."""
    problem = open_listener_problem(env)
    if problem is not None:
        print(f"responsa: {problem}", file=sys.stderr)
        return 2
    stopping = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stopping.set())
    http_port = int(env.get("RESPONSA_HTTP_PORT") or 8080)
    grpc_port = int(env.get("RESPONSA_GRPC_PORT") or 50051)
    websocket_port = int(env.get("RESPONSA_WEBSOCKET_PORT") or DEFAULT_WEBSOCKET_PORT)
    rest_port = int(env.get("RESPONSA_REST_PORT") or DEFAULT_REST_PORT)
    admin_port = int(env.get("RESPONSA_ENVOY_ADMIN_PORT") or 0) or None
    drain = float(env.get("RESPONSA_DRAIN_SECONDS") or 8)
    try:
        gateway = Gateway.start(
            grpc_port,
            http_port,
            admin_port,
            run_dir=RUN_DIR.resolve() / f"gateway-{http_port}",
            wait_healthy=False,
            log_to_terminal=True,
            websocket_ports=[websocket_port],
            rest_ports=[rest_port],
            http_host=listener_host(env),
        )
    except StartupError as error:
        print(f"responsa: {error}", file=sys.stderr)
        return 1
    print(
        f"responsa gateway: Envoy on {gateway.http_host}:{http_port} in front of the worker at "
        f"127.0.0.1:{grpc_port} (WebSocket mode 127.0.0.1:{websocket_port}, REST "
        f"127.0.0.1:{rest_port})",
        flush=True,
    )
    try:
        while not stopping.wait(0.2):
            if not gateway.envoy.running():
                print(
                    f"responsa: envoy exited with {gateway.envoy.process.returncode}",
                    file=sys.stderr,
                )
                return 1
        gateway.stop_accepting()
        gateway.wait_idle(timeout=drain + SERVICE_STOP_MARGIN)
        return 0
    finally:
        gateway.stop()
