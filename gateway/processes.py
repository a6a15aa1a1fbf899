"""Child processes of the runner: started with their output in a log file (or the terminal),
killed by the kernel if the runner dies, stopped with SIGTERM then SIGKILL."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import random
import shutil
import signal
import site
import socket
import subprocess
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO


class StartupError(RuntimeError):
    """A child did not become ready; the message carries its log."""


# Ports a listener is given are taken below the kernel's ephemeral range: a port the kernel
# hands out (bind to 0) is also what it gives the next outgoing connection of any process, and
# a connection that took it first makes the listener's later bind fail ("address already in
# use"; seen in CI as a worker that exited at start).
_LOWEST_PORT = 10000


def _ephemeral_start() -> int:
    """The first port of the kernel's range for outgoing connections (Linux), else 32768."""
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as ranges:
            return int(ranges.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def free_port() -> int:
    """A loopback port nobody listens on right now, outside the range the kernel uses for
    outgoing connections (so none of them can take it before its listener binds)."""
    highest = _ephemeral_start() - 1
    for _ in range(100):
        port = random.randint(_LOWEST_PORT, highest) if highest > _LOWEST_PORT else 0
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue  # a listener has it: draw again
            return int(sock.getsockname()[1])
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))  # a crowded machine: let the kernel choose
        return int(sock.getsockname()[1])


def dying_with_parent(argv: Sequence[str]) -> list[str]:
    """`argv` run so that the kernel sends it SIGTERM if the runner is killed outright (no
    orphan keeps the ports).

    util-linux `setpriv` sets the parent-death signal and execs, so Popen needs no preexec_fn:
    a preexec_fn forces fork() with at-fork handlers, which abort in grpc's C core when the
    runner's own gRPC client threads are busy (seen as Envoy "exiting" with SIGABRT). The
    signal follows the thread that spawned the child, so only the main thread, which lives as
    long as the runner, asks for it.
    """
    setpriv = shutil.which("setpriv")
    if setpriv is None or threading.current_thread() is not threading.main_thread():
        return list(argv)
    return [setpriv, "--pdeathsig", "TERM", "--", *argv]


class Child:
    """A subprocess with its output in a log file (or the terminal) and a clean stop."""

    def __init__(
        self,
        name: str,
        argv: Sequence[str],
        *,
        env: dict[str, str],
        log_path: Path | None,
        cwd: Path | None = None,
    ) -> None:
        self.name = name
        self.argv = list(argv)
        self.log_path = log_path
        self._log: IO[bytes] | None = None
        if log_path is not None:
            log_path.parent.mkdir(parents=True, exist_ok=True)
            # Appended: a restarted worker's log follows its predecessor's.
            self._log = log_path.open("ab")
        # Own session: Ctrl-C in the terminal reaches only the runner, which then stops the
        # children in order (Envoy first, so no new calls reach a stopping service).
        self.process = subprocess.Popen(
            dying_with_parent(argv),
            env=env,
            cwd=cwd,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT if self._log else None,
            start_new_session=True,
        )

    def running(self) -> bool:
        """Whether the process has not exited."""
        return self.process.poll() is None

    def log_tail(self, limit: int = 6000) -> str:
        """The end of the child's log, for error messages."""
        if self.log_path is None or not self.log_path.exists():
            return ""  # it went to the terminal
        return self.log_path.read_bytes()[-limit:].decode(errors="replace")

    def terminate(self) -> None:
        """Send SIGTERM and return at once (stop() then waits)."""
        if self.running():
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGTERM)

    def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM, wait, SIGKILL if it must; returns the exit code."""
        if self.running():
            self.terminate()
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.close_log()
        return self.process.returncode

    def close_log(self) -> None:
        """Close the log file (the process has exited)."""
        if self._log is not None:
            self._log.close()
            self._log = None


# What every child imports: the service, its stubs, the runner, the bundled models.
_PACKAGES = ("responsa_server", "responsa.v1", "gateway", "local_model", "local_embeddings")


def child_env(base: Mapping[str, str]) -> dict[str, str]:
    """`base` with PYTHONPATH leading to the directories this process imports Responsa's packages
    from, so children import the same code whether it is installed or run from a checkout
    (`PYTHONPATH=service:generated/python:.`, made absolute: children may run elsewhere)."""
    installed = {str(Path(p).resolve()) for p in site.getsitepackages()}
    roots: list[str] = []
    for name in _PACKAGES:
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.submodule_search_locations:
            continue
        location = Path(next(iter(spec.submodule_search_locations))).resolve()
        root = str(location.parents[name.count(".")])
        if root not in installed and root not in roots:
            roots.append(root)
    inherited = [p for p in base.get("PYTHONPATH", "").split(os.pathsep) if p]
    return {**base, "PYTHONPATH": os.pathsep.join([*roots, *inherited])}
