"""A real MCP server (official `mcp` SDK) for tests, run as a child process.

    with McpTestServer().start(token="secret") as mcp:
        mcp.url        # streamable HTTP: http://127.0.0.1:PORT/mcp
        mcp.sse_url    # legacy SSE:      http://127.0.0.1:PORT/sse
        mcp.calls()    # {"calls": [...], "list_tools": N, "authorization": [...], ...}
        mcp.reset()

The server itself is `tests/mcp_server/app.py` (run by `python -m tests.mcp_server`). This
controller uses only the standard library, so sync fixtures can drive it without an event
loop and importing it does not pull in the SDK.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from gateway.processes import free_port

__all__ = ["McpTestServer"]

_REPO_ROOT = Path(__file__).resolve().parents[2]
_START_TIMEOUT = 15.0
_STOP_GRACE = 5.0
_LOG_TAIL_CHARS = 4000
# A port found free can be taken before the child binds it; a few tries make that a non-issue.
_START_ATTEMPTS = 3

# Loopback only, and never through an HTTP proxy from the environment.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class McpTestServer:
    """Starts the MCP test server on 127.0.0.1 and exposes its URLs and test controls."""

    def __init__(self) -> None:
        self.port = 0
        self.token: str | None = None
        self.delay_list = 0.0
        self._process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    # --- lifecycle -------------------------------------------------------------------------

    def start(self, token: str | None = None, delay_list: float = 0) -> McpTestServer:
        """Start the server; returns once `GET /calls` answers.

        `token` makes every MCP request without `Authorization: Bearer <token>` a 401;
        `delay_list` delays each `tools/list` answer by that many seconds.
        Raises `RuntimeError` (with the server's log tail) if it is not up within ~15 s.
        """
        if self._process is not None:
            raise RuntimeError("McpTestServer is already started")
        self.token = token
        self.delay_list = float(delay_list)
        try:
            for attempt in range(_START_ATTEMPTS):
                try:
                    self._spawn(free_port())
                    return self
                except _ExitedEarly:
                    # Most likely lost the race for the port; try another one.
                    if attempt == _START_ATTEMPTS - 1:
                        raise
        except BaseException:
            # The error already carries the log tail; nothing should outlive a failed start.
            self.stop()
            raise
        raise AssertionError("unreachable")

    def stop(self) -> None:
        """Stop the server: SIGTERM, then SIGKILL after 5 s. Safe to call twice."""
        process, self._process = self._process, None
        if process is not None:
            _terminate(process)
        if self._log is not None:
            self._log.close()
            self._log = None

    def __enter__(self) -> McpTestServer:
        if self._process is None:
            self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # --- addresses -------------------------------------------------------------------------

    @property
    def base(self) -> str:
        """`http://127.0.0.1:PORT`, the root of the observability routes."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        """The streamable HTTP endpoint."""
        return f"{self.base}/mcp"

    @property
    def legacy_url(self) -> str:
        """The SSE transport under a path that does not end in /sse (only the server's answer
        tells a client to use SSE)."""
        return f"{self.base}/legacy"

    @property
    def sse_url(self) -> str:
        """The legacy SSE endpoint (its message endpoint is announced over the stream)."""
        return f"{self.base}/sse"

    # --- observability ---------------------------------------------------------------------

    def calls(self) -> dict[str, Any]:
        """What the server saw since start or the last `reset()` (the `GET /calls` body).

        Keys: `calls` ([{"tool", "arguments"}], every tools/call in order), `list_tools`
        (number of tools/list requests), `authorization` (distinct Authorization values on
        MCP requests, first-seen order), `headers` (last value of each `x-test-*` header),
        plus `methods` (count per JSON-RPC method), `notes` (what `record` stored) and
        `peak_in_flight` (the most tools/call requests handled at once).
        """
        with _OPENER.open(f"{self.base}/calls", timeout=5) as response:
            body: dict[str, Any] = json.load(response)
        return body

    def reset(self) -> None:
        """Clear everything `calls()` reports."""
        request = urllib.request.Request(f"{self.base}/reset", data=b"", method="POST")
        with _OPENER.open(request, timeout=5) as response:
            response.read()

    def log(self) -> str:
        """The tail of the server's stdout+stderr so far."""
        if self._log is None:
            return ""
        self._log.flush()
        with open(self._log.name, "rb") as handle:
            handle.seek(0, os.SEEK_END)
            handle.seek(max(0, handle.tell() - _LOG_TAIL_CHARS))
            return handle.read().decode("utf-8", "replace")

    # --- internals -------------------------------------------------------------------------

    def _spawn(self, port: int) -> None:
        self.port = port
        args = [
            sys.executable,
            "-m",
            "tests.mcp_server",
            "--port",
            str(port),
            "--exit-on-stdin-eof",
        ]
        if self.token is not None:
            args += ["--token", self.token]
        if self.delay_list:
            args += ["--delay-list", str(self.delay_list)]
        if self._log is None:
            # A file, not a pipe: nobody drains a pipe while tests run, and a full one blocks.
            self._log = tempfile.NamedTemporaryFile(prefix="mcp-test-server-", suffix=".log")
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(_REPO_ROOT), env.get("PYTHONPATH")) if p
        )
        # stdin stays an open pipe as a lifeline: the child exits when this process goes away.
        self._process = subprocess.Popen(
            args,
            cwd=_REPO_ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + _START_TIMEOUT
        while True:
            if self._process.poll() is not None:
                code = self._process.returncode
                self._process = None
                raise _ExitedEarly(f"MCP test server exited with {code}:\n{self.log()}")
            try:
                self.calls()
                return
            except (OSError, urllib.error.URLError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"MCP test server not up on port {port} within {_START_TIMEOUT:.0f} s:\n"
                    f"{self.log()}"
                )
            time.sleep(0.05)


class _ExitedEarly(RuntimeError):
    """The child exited before answering (for example, its port was taken meanwhile)."""


def _terminate(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM, wait up to 5 s, then SIGKILL; also closes the stdin lifeline."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=_STOP_GRACE)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if process.stdin is not None:
        process.stdin.close()
