"""A webhook receiver on loopback that verifies every delivery with the official openai SDK
(`client.webhooks.unwrap` with the endpoint's secret), as a user's receiver would.

A real HTTP server (the standard library's, in a thread, so it answers while a test blocks
on a synchronous client). `status` is what it answers (503 while "down"); `secret` the one it
verifies with (a rotated secret is set here); `holding` keeps the first request unanswered
until `release()`. Every request is kept, verified or not.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from openai import OpenAI


@dataclass
class Received:
    """One request: its headers, body, and the event the SDK unwrapped (None: refused)."""

    headers: dict[str, str]
    body: bytes
    event: Any | None
    error: str | None
    # When it arrived (Unix seconds; the bench's delivery delay).
    at: float = field(default_factory=time.time)


@dataclass
class WebhookReceiver:
    """Collects deliveries; use as a context manager (starts and stops the server)."""

    secret: str = ""
    status: int = 200
    received: list[Received] = field(default_factory=list)
    # While set, the first request is held unanswered until `release()` (a delivery in flight).
    holding: bool = False
    _released: threading.Event = field(default_factory=threading.Event)
    _server: ThreadingHTTPServer | None = None
    _arrived: threading.Condition = field(default_factory=threading.Condition)

    @property
    def url(self) -> str:
        """The URL to register (a path of its own, so a wrong path would show)."""
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/hooks"

    def __enter__(self) -> WebhookReceiver:
        client = OpenAI(api_key="unused", base_url="http://127.0.0.1:9/v1")
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                event, error = None, None
                try:
                    event = client.webhooks.unwrap(body, headers, secret=receiver.secret)
                except Exception as failure:
                    error = repr(failure)
                status = receiver.status
                with receiver._arrived:
                    receiver.received.append(Received(headers, body, event, error))
                    first = len(receiver.received) == 1
                    receiver._arrived.notify_all()
                if first and receiver.holding:
                    receiver._released.wait(60)
                self.send_response(status)
                self.send_header("content-length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *_args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *_exc: object) -> None:
        assert self._server is not None
        self._released.set()
        self._server.shutdown()
        self._server.server_close()

    def release(self) -> None:
        """Let a held request be answered."""
        self._released.set()

    def wait_for(self, count: int, timeout: float = 30.0) -> list[Received]:
        """The requests once at least `count` arrived (AssertionError after `timeout`)."""
        with self._arrived:
            arrived = self._arrived.wait_for(lambda: len(self.received) >= count, timeout)
            assert arrived, f"{len(self.received)} of {count} deliveries arrived"
            return list(self.received)

    def verified(self) -> list[Received]:
        """The requests the SDK accepted."""
        with self._arrived:
            return [r for r in self.received if r.event is not None]
