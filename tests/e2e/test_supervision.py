"""`responsa serve` keeps the stack up when a service process dies (issue 20, item 1): a
`kill -9` of one worker of two leaves Envoy and the other worker answering, the runner logs the
exit and starts the worker again on its ports after a back-off, and only SIGINT/SIGTERM end it.

Before the supervisor, the launcher printed `service-1 exited with -9`, stopped Envoy and the
surviving worker and exited 1: /healthz refused connections from then on.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from gateway.processes import child_env
from tests.e2e.background_stacks import postgres_database
from tests.fake_upstream import FakeUpstream
from tests.stack import free_port

CREATE = {"model": "fake-text", "input": "hello", "store": True}


@dataclass
class Runner:
    """`responsa serve` as a child, its output collected line by line."""

    process: subprocess.Popen[str]
    lines: list[str]
    http_port: int

    def output(self) -> str:
        return "".join(self.lines)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.http_port}{path}"

    def pids(self) -> dict[str, int]:
        """service name -> pid, from the banner's `service processes:` line."""
        match = re.search(r"service processes:\s+(.*)", self.output())
        assert match, self.output()
        return {name: int(pid) for name, pid in re.findall(r"(\S+) pid (\d+)", match.group(1))}


def eventually(check: Callable[[], bool], within: float, what: str, runner: Runner) -> None:
    """Return once `check()` holds; fails with the runner's output after `within` seconds, which
    only guard a hang."""
    deadline = time.monotonic() + within
    while not check():
        assert runner.process.poll() is None, f"the runner exited\n{runner.output()}"
        assert time.monotonic() < deadline, f"no {what} in {within}s\n{runner.output()}"
        time.sleep(0.1)


@pytest.fixture
def runner(fake_upstream: FakeUpstream, tmp_path: Path) -> Iterator[Runner]:
    with postgres_database("supervise") as url:
        http_port = free_port()
        env = child_env(os.environ) | {
            "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
            "RESPONSA_DATABASE_URL": url,
            "RESPONSA_WORKERS": "2",
            "RESPONSA_HTTP_PORT": str(http_port),
            "RESPONSA_GRPC_PORT": str(free_port()),
            "RESPONSA_WEBSOCKET_PORT": str(free_port()),
            "RESPONSA_REST_PORT": str(free_port()),
            "RESPONSA_BLOB_STORE": str(tmp_path / "blobs"),
            "RESPONSA_DRAIN_SECONDS": "1",
        }
        process = subprocess.Popen(
            [sys.executable, "-m", "responsa_cli", "serve"],
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        lines: list[str] = []
        assert process.stdout is not None
        stdout = process.stdout
        threading.Thread(target=lambda: lines.extend(stdout), daemon=True).start()
        running = Runner(process, lines, http_port)
        try:
            eventually(lambda: "Ctrl-C stops it." in running.output(), 60, "banner", running)
            yield running
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()


def test_a_killed_worker_is_restarted_while_the_other_serves(runner: Runner) -> None:
    pids = runner.pids()
    assert sorted(pids) == ["service", "service-1"], runner.output()
    with httpx.Client(timeout=10) as http:
        assert http.post(runner.url("/v1/responses"), json=CREATE).status_code == 200
        os.kill(pids["service-1"], signal.SIGKILL)
        eventually(
            lambda: f"service-1 (pid {pids['service-1']}) exited with -9" in runner.output(),
            5,
            "exit logged",
            runner,
        )
        # At once, before Envoy's health check (every second) has taken the dead process out: a
        # connection it refuses is retried on the other one (gateway/envoy.yaml retry_policy).
        # Then while service-1 is down (its back-off, then its start-up), the stack answers.
        answered = 0
        deadline = time.monotonic() + 90
        while "service-1 is serving again" not in runner.output():
            assert runner.process.poll() is None, runner.output()
            assert http.get(runner.url("/healthz")).status_code == 200, runner.output()
            created = http.post(runner.url("/v1/responses"), json=CREATE)
            assert created.status_code == 200, created.text
            answered += 1
            assert time.monotonic() < deadline, f"service-1 never came back\n{runner.output()}"
            time.sleep(0.05)
        assert answered > 0
        restarted = re.search(r"service-1 restarted \(pid (\d+), restart 1\)", runner.output())
        assert restarted, runner.output()
        new_pid = int(restarted.group(1))
        assert new_pid != pids["service-1"]
        os.kill(new_pid, 0)  # alive
        # Both workers serve again: every create lands somewhere and /healthz stays up.
        for _ in range(6):
            assert http.post(runner.url("/v1/responses"), json=CREATE).status_code == 200
    runner.process.send_signal(signal.SIGTERM)
    assert runner.process.wait(30) == 0, runner.output()
    assert "stopping the stack" not in runner.output()
    with pytest.raises(ProcessLookupError):
        os.kill(new_pid, 0)
