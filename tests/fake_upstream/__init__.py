"""A real HTTP Chat Completions server for tests and the benchmark.

    with FakeUpstream() as fake:
        client = UpstreamClient(fake.base_url)
        ...
        fake.requests(), fake.stats(), fake.reset()

By default the server runs in a child process so its CPU use never competes with the
code under test for the GIL (the benchmark measures against it). `in_thread=True` runs it
on a background event loop in this process instead (quicker start, easier debugging).
The scenario is chosen by the request's `model`; see `scenarios.py`.
"""

from __future__ import annotations

import asyncio
import http.client
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import orjson

__all__ = ["FakeUpstream"]

_REPO_ROOT = Path(__file__).resolve().parents[2]
READY_PREFIX = "fake-upstream listening on port "


class FakeUpstream:
    """Starts the fake upstream on 127.0.0.1 and exposes its URL and test controls."""

    def __init__(self, *, port: int = 0, in_thread: bool = False) -> None:
        self._requested_port = port
        self._in_thread = in_thread
        self._process: subprocess.Popen[str] | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.port = 0

    @property
    def base_url(self) -> str:
        """Chat Completions base URL, e.g. `http://127.0.0.1:PORT/v1`."""
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> FakeUpstream:
        """Start serving; returns once the port accepts connections."""
        if self._in_thread:
            self._start_thread()
        else:
            self._start_process()
        return self

    def _start_process(self) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(_REPO_ROOT), env.get("PYTHONPATH", "")) if p
        )
        # stdin stays open as a lifeline: the child exits when this process dies.
        self._process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.fake_upstream",
                "--port",
                str(self._requested_port),
                "--exit-on-stdin-eof",
            ],
            cwd=_REPO_ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line.startswith(READY_PREFIX):
            self._process.kill()
            raise RuntimeError(f"fake upstream did not start: {line!r}")
        self.port = int(line[len(READY_PREFIX) :])

    def _start_thread(self) -> None:
        from tests.fake_upstream.server import serve

        ready = threading.Event()
        failure: list[BaseException] = []

        async def main() -> None:
            self._stop = asyncio.Event()
            try:
                server = await serve("127.0.0.1", self._requested_port)
            except BaseException as exc:
                failure.append(exc)
                ready.set()
                raise
            self.port = server.sockets[0].getsockname()[1]
            ready.set()
            await self._stop.wait()
            server.close()

        def run() -> None:
            self._loop = asyncio.new_event_loop()
            try:
                self._loop.run_until_complete(main())
            except BaseException:
                pass
            finally:
                self._loop.close()

        self._thread = threading.Thread(target=run, name="fake-upstream", daemon=True)
        self._thread.start()
        ready.wait(10)
        if failure:
            raise RuntimeError("fake upstream did not start") from failure[0]

    def stop(self) -> None:
        """Stop the server (idempotent)."""
        if self._process is not None:
            process, self._process = self._process, None
            if process.stdin is not None:
                process.stdin.close()
            process.terminate()
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            if process.stdout is not None:
                process.stdout.close()
        if self._thread is not None and self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(5)
            self._thread = None

    def __enter__(self) -> FakeUpstream:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    # --- test controls (blocking; a loopback round trip of well under a millisecond) ---

    def _call(self, method: str, path: str) -> Any:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            connection.request(method, path)
            response = connection.getresponse()
            data = response.read()
            if response.status != 200:
                raise RuntimeError(f"{method} {path} -> {response.status}: {data!r}")
            return orjson.loads(data)
        finally:
            connection.close()

    def requests(self) -> list[dict[str, Any]]:
        """Chat completion request bodies received since the last reset, newest last."""
        bodies: list[dict[str, Any]] = self._call("GET", "/_fake/requests")
        return bodies

    def request_headers(self) -> list[dict[str, str]]:
        """Headers (lower-cased names) of those requests, in the same order."""
        headers: list[dict[str, str]] = self._call("GET", "/_fake/headers")
        return headers

    def stats(self) -> dict[str, int]:
        """`{"requests": n, "disconnects": n}` since the last reset."""
        stats: dict[str, int] = self._call("GET", "/_fake/stats")
        return stats

    def disconnects_beyond(self, before: int, within: float = 10.0) -> int:
        """The disconnect count once it exceeds `before` (the fake notices a client's close a
        moment after it), or as it is after `within` seconds, which only guard a hang."""
        deadline = time.monotonic() + within
        seen = self.stats()["disconnects"]
        while seen <= before and time.monotonic() < deadline:
            time.sleep(0.05)
            seen = self.stats()["disconnects"]
        return seen

    def connections_opened(self) -> int:
        """Connections that carried chat requests since the last reset (keep-alive checks)."""
        opened: int = self._call("GET", "/_fake/connections")["opened"]
        return opened

    def stalled_listings(self) -> dict[str, int]:
        """`{"held": n, "closed": n}`: `/stall-models/` listings the fake is holding unanswered,
        and those the client gave up on (closed its connection); counted since the fake started."""
        counts: dict[str, int] = self._call("GET", "/_fake/stalled_listings")
        return counts

    def tokenize_calls(self) -> int:
        """`POST /tokenize` calls since the last reset."""
        calls: int = self._call("GET", "/_fake/tokenize_calls")["calls"]
        return calls

    def reset(self) -> None:
        """Forget received requests and zero the counters."""
        self._call("POST", "/_fake/reset")
