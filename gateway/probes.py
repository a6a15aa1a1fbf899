"""Readiness probes: grpc.health.v1 on a service process, HTTP status of a URL, and waiting for
either while watching the child that should answer."""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from collections.abc import Callable

from gateway.processes import Child, StartupError


def grpc_serving(target: str, timeout: float = 1.0) -> bool:
    """Whether grpc.health.v1 Check("") at `target` says SERVING."""
    import grpc  # `responsa --help` should not pay for importing grpc
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(target) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(), timeout=timeout
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
