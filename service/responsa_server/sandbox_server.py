"""`responsa sandbox`: the sandbox as a process of its own, for deployments whose API processes
must stay unprivileged (docs/sandbox.md, docs/deploy.md).

It serves `responsa.v1.SandboxService` over a bare `LocalSandbox` (edges/sandbox_peer.py: the
work directories of the API's stored containers, and the jails their calls run in, so this
process needs root and the rights to make namespaces) and grpc.health, on
RESPONSA_SANDBOX_HOST:RESPONSA_SANDBOX_PORT, to API processes started with RESPONSA_SANDBOX_URL
(their `RemoteSandbox`). Calls go through the same call pipeline as the API's (scope, trace,
errors), with `PeerToken` as its admission: a call without RESPONSA_SANDBOX_TOKEN is refused,
and the project the API process names scopes every container. It opens no store and reaches no
upstream. It refuses to start when jails cannot be made here, or without a token.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Any

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_health.v1._async import HealthServicer

from responsa_server import log_redaction
from responsa_server.auth.peer_token import TOKEN_MIN_CHARS, PeerToken
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.config import Settings
from responsa_server.edges.admission import Admission
from responsa_server.edges.binding import GenericHandlersOnly, register
from responsa_server.edges.call_pipeline import CallPipeline
from responsa_server.edges.interceptor import CallInterceptor
from responsa_server.edges.sandbox_peer import peer_sandbox_services
from responsa_server.observability import logs
from responsa_server.sandbox import LocalSandbox, local_sandbox
from responsa_server.sandbox.remote import MESSAGE_BYTES

log = logging.getLogger("responsa.sandbox")


def refusal(settings: Settings, unavailable: str | None) -> str | None:
    """Why this process must not start (None: it may); `unavailable`: why jails cannot be made
    here (`LocalSandbox.unavailable`)."""
    if len(settings.sandbox_token or "") < TOKEN_MIN_CHARS:
        return (
            f"`responsa sandbox` needs RESPONSA_SANDBOX_TOKEN (at least {TOKEN_MIN_CHARS} "
            "characters, shared with the API processes' RESPONSA_SANDBOX_URL): it refuses every "
            "call without it"
        )
    if unavailable is not None:
        return f"`responsa sandbox` cannot run jails here: {unavailable}"
    return None


class SandboxServer:
    """The sandbox process's gRPC server."""

    def __init__(self, settings: Settings, sandbox: LocalSandbox | None = None) -> None:
        self.settings = settings
        self.sandbox = sandbox or local_sandbox(settings)
        self._server: grpc.aio.Server | None = None
        self._health = HealthServicer()
        self.port = 0

    async def start(self) -> None:
        """Listen; SystemExit (saying why) when it must not start."""
        why = refusal(self.settings, self.sandbox.unavailable)
        if why is not None:
            raise SystemExit(why)
        assert self.settings.sandbox_token is not None
        pipeline = CallPipeline(Admission(PeerToken(self.settings.sandbox_token), RequestRate(0)))
        server = grpc.aio.server(
            interceptors=[CallInterceptor(pipeline)],
            options=[
                ("grpc.max_receive_message_length", MESSAGE_BYTES),
                ("grpc.max_send_message_length", MESSAGE_BYTES),
            ],
        )
        names = register(server, peer_sandbox_services(self.sandbox))
        generic: Any = GenericHandlersOnly(server)
        health_pb2_grpc.add_HealthServicer_to_server(self._health, generic)
        host, port = self.settings.sandbox_host, self.settings.sandbox_port
        self.port = server.add_insecure_port(f"{host}:{port}")
        await server.start()
        self._server = server
        for name in ("", *names):
            await self._health.set(name, health_pb2.HealthCheckResponse.SERVING)
        log.info("sandbox listening on %s:%d (SandboxService, grpc.health)", host, self.port)

    async def stop(self, grace: float = 5.0) -> None:
        """NOT_SERVING, then stop (runs still going get `grace` seconds, then are killed)."""
        await self._health.enter_graceful_shutdown()
        if self._server is not None:
            await self._server.stop(grace)
        await self.sandbox.close()  # the containers' disks unmounted


async def serve_sandbox(settings: Settings) -> None:
    """Run until SIGINT/SIGTERM, then stop."""
    server = SandboxServer(settings)
    await server.start()
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stopping.set)
    await stopping.wait()
    await server.stop()


def main() -> None:
    """Entry point of `responsa sandbox`: settings from the environment, logs as the service's."""
    settings = Settings.from_env()
    log_redaction.install()
    logs.configure(settings.log_format, content=settings.log_content, level=settings.log_level)
    asyncio.run(serve_sandbox(settings))
