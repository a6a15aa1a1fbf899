"""`responsa gateway`: Envoy alone in front of a worker started separately, as the Kubernetes
pod runs them (deploy/kubernetes/base/deployment.yaml): it serves through the worker, its
admin's /healthcheck/fail (the pod's preStop) turns /healthz to 503 while calls still work, and
SIGTERM stops it cleanly; an open listener without authentication is refused."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from gateway.probes import grpc_serving, http_status, wait_until
from gateway.processes import Child, child_env, free_port
from tests.e2e.test_shutdown import StreamReader
from tests.fake_upstream import FakeUpstream

CLI = (sys.executable, "-m", "responsa_cli")


@pytest.fixture
def worker(fake_upstream: FakeUpstream, tmp_path: Path) -> Iterator[dict[str, str]]:
    """A `responsa worker` on free loopback ports; yields the pod-wide settings."""
    ports = {
        "RESPONSA_GRPC_PORT": str(free_port()),
        "RESPONSA_WEBSOCKET_PORT": str(free_port()),
        "RESPONSA_REST_PORT": str(free_port()),
        "RESPONSA_HTTP_PORT": str(free_port()),
        "RESPONSA_ENVOY_ADMIN_PORT": str(free_port()),
    }
    env = child_env(
        {
            **os.environ,
            **ports,
            "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'responsa.db'}",
            "RESPONSA_BLOB_STORE": str(tmp_path / "blobs"),
        }
    )
    child = Child("worker", [*CLI, "worker"], env=env, log_path=tmp_path / "worker.log")
    try:
        target = f"127.0.0.1:{ports['RESPONSA_GRPC_PORT']}"
        wait_until(functools.partial(grpc_serving, target), child, "SERVING", 60)
        yield ports
    finally:
        child.stop(timeout=30)


def test_gateway_serves_a_worker_and_fails_health_on_request(
    worker: dict[str, str], tmp_path: Path
) -> None:
    env = child_env({**os.environ, **worker})
    gateway = Child(
        "gateway", [*CLI, "gateway"], env=env, log_path=tmp_path / "gateway.log", cwd=tmp_path
    )
    base = f"http://127.0.0.1:{worker['RESPONSA_HTTP_PORT']}"
    admin = f"http://127.0.0.1:{worker['RESPONSA_ENVOY_ADMIN_PORT']}"
    try:
        wait_until(lambda: http_status(f"{base}/healthz") == 200, gateway, "/healthz 200", 60)
        created = httpx.post(
            f"{base}/v1/responses", json={"model": "fake-text", "input": "through the sidecar"}
        )
        assert created.status_code == 200, created.text
        assert created.json()["output"][0]["content"][0]["text"] == "Echo: through the sidecar"
        assert created.headers.get("connection") != "close"
        # The pod's preStop: health checks fail at once, requests are still served, and Envoy
        # closes each keep-alive connection after its response (clients move to other pods).
        assert httpx.post(f"{admin}/healthcheck/fail").status_code == 200
        assert http_status(f"{base}/healthz") == 503
        with httpx.Client() as client:
            again = client.get(f"{base}/v1/responses/{created.json()['id']}")
        assert again.status_code == 200, again.text
        assert again.headers.get("connection") == "close"
    finally:
        code = gateway.stop(timeout=30)
    assert code == 0, gateway.log_tail()


def test_gateway_refuses_an_open_listener_without_auth(tmp_path: Path) -> None:
    env = child_env(
        {**os.environ, "RESPONSA_HTTP_HOST": "0.0.0.0", "RESPONSA_HTTP_PORT": str(free_port())}
    )
    env.pop("RESPONSA_AUTH", None)
    env.pop("RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK", None)
    done = subprocess.run(
        [*CLI, "gateway"], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "RESPONSA_HTTP_HOST" in done.stderr


def test_sigterm_lets_a_stream_in_flight_finish(worker: dict[str, str], tmp_path: Path) -> None:
    """Without native sidecars Envoy gets SIGTERM with the worker: the gateway closes its
    listener and waits for the requests in flight before it stops."""
    env = child_env({**os.environ, **worker, "RESPONSA_DRAIN_SECONDS": "10"})
    gateway = Child(
        "gateway", [*CLI, "gateway"], env=env, log_path=tmp_path / "gateway.log", cwd=tmp_path
    )
    base = f"http://127.0.0.1:{worker['RESPONSA_HTTP_PORT']}"
    try:
        wait_until(lambda: http_status(f"{base}/healthz") == 200, gateway, "/healthz 200", 60)
        stream = StreamReader(
            f"{base}/v1/responses", {"model": "fake-slow", "input": "long", "stream": True}
        )
        stream.start()
        assert stream.delta_seen.wait(10)
        gateway.terminate()
        stream.join(30)
        assert stream.terminal()["type"] == "response.completed"
        # The listener closed at once: a new connection is refused.
        assert http_status(f"{base}/healthz") == 0
    finally:
        code = gateway.stop(timeout=30)
    assert code == 0, gateway.log_tail()
