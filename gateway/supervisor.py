"""Keeping a running stack up: a service process that dies (a crash, `kill -9`, the OOM killer) is
started again on its own ports after a back-off, while Envoy and the other workers go on serving.
Envoy or the bundled model dying ends the stack: those are not restarted."""

from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass
from typing import TextIO

from gateway.processes import Child
from gateway.stack import RunningStack

FIRST_BACKOFF = 1.0
MAX_BACKOFF = 30.0
# A worker that served this long since its last start counts as healthy again: its next crash
# waits FIRST_BACKOFF, not the doubled delay.
STABLE_SECONDS = 60.0
POLL_SECONDS = 0.2


@dataclass
class _Restarts:
    """One worker's restart state."""

    backoff: float = FIRST_BACKOFF
    count: int = 0
    started_at: float = 0.0
    due_at: float | None = None  # set while the worker is down and waiting for its restart
    awaiting_serving: bool = False


class Supervisor:
    """Watches a RunningStack until `stopping` is set."""

    def __init__(self, stack: RunningStack, *, log: TextIO = sys.stderr) -> None:
        self.stack = stack
        self.log = log
        now = time.monotonic()
        self._state = [_Restarts(started_at=now) for _ in stack.workers.children]

    def _say(self, text: str) -> None:
        print(f"responsa: {text}", file=self.log, flush=True)

    def watch(self, stopping: threading.Event) -> int:
        """Supervise until `stopping` is set (0), or until Envoy or the model exits (1)."""
        while not stopping.wait(POLL_SECONDS):
            fatal = self._fatal_exit()
            if fatal is not None:
                self._say(
                    f"{fatal.name} exited with {fatal.process.returncode}; stopping the stack"
                )
                return 1
            for index in range(len(self._state)):
                self._check_worker(index)
        return 0

    def _fatal_exit(self) -> Child | None:
        children = [self.stack.gateway.envoy]
        if self.stack.local_model is not None:
            children.append(self.stack.local_model.child)
        return next((child for child in children if not child.running()), None)

    def _check_worker(self, index: int) -> None:
        workers = self.stack.workers
        state = self._state[index]
        child = workers.children[index]
        now = time.monotonic()
        if child.running():
            if state.awaiting_serving and workers.serving(index):
                state.awaiting_serving = False
                self._say(f"{child.name} is serving again (restart {state.count})")
            if now - state.started_at >= STABLE_SECONDS:
                state.backoff = FIRST_BACKOFF
            return
        if state.due_at is None:
            code = child.process.returncode
            child.close_log()
            self._forget_metrics(child)
            state.due_at = now + state.backoff
            self._say(
                f"{child.name} (pid {child.process.pid}) exited with {code}; "
                f"restarting it in {state.backoff:.0f}s"
            )
            return
        if now < state.due_at:
            return
        state.count += 1
        state.started_at = now
        state.due_at = None
        state.awaiting_serving = True
        state.backoff = min(state.backoff * 2, MAX_BACKOFF)
        fresh = workers.spawn(index)
        self._say(f"{fresh.name} restarted (pid {fresh.process.pid}, restart {state.count})")

    def _forget_metrics(self, child: Child) -> None:
        """Drop the dead process's live gauges, as its own exit would have."""
        directory = self.stack.workers.metrics_dir
        if directory:
            from prometheus_client import multiprocess

            multiprocess.mark_process_dead(child.process.pid, directory)  # type: ignore[no-untyped-call]
