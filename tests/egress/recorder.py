"""A TCP listener of the test's own that records every connection it accepts.

    with ConnectionRecorder(mode="silent") as recorder:
        recorder.port            # on 127.0.0.1 (and ::1 on the same port when it can)
        recorder.connections()   # [(peer address, first bytes received), ...]

Modes: "close" (accept, hang up), "silent" (accept, say nothing until the test ends), or an
HTTP reply (bytes) sent to whatever arrives (a redirect, for example).
"""

from __future__ import annotations

import contextlib
import selectors
import socket
import threading
import time
from types import TracebackType


class ConnectionRecorder:
    """Records connections on a loopback port from a thread."""

    def __init__(self, mode: str | bytes = "close") -> None:
        self.mode = mode
        self._lock = threading.Lock()
        self._seen: list[tuple[str, bytes]] = []
        self._held: list[socket.socket] = []
        self._stop = threading.Event()
        self._listeners: list[socket.socket] = []
        v4 = socket.create_server(("127.0.0.1", 0))
        self.port = int(v4.getsockname()[1])
        self._listeners.append(v4)
        with contextlib.suppress(OSError):
            self._listeners.append(socket.create_server(("::1", self.port), family=socket.AF_INET6))
        self._thread = threading.Thread(target=self._run, daemon=True)

    @property
    def has_ipv6(self) -> bool:
        """Whether it listens on [::1] too."""
        return len(self._listeners) > 1

    def connections(self) -> list[tuple[str, bytes]]:
        """Every connection so far: the peer's address and what it sent first."""
        time.sleep(0.2)  # a connection the kernel accepted is picked up within a poll
        with self._lock:
            return list(self._seen)

    def reset(self) -> None:
        """Forget the connections recorded so far."""
        with self._lock:
            self._seen.clear()

    def _run(self) -> None:
        with selectors.DefaultSelector() as selector:
            for listener in self._listeners:
                listener.setblocking(False)
                selector.register(listener, selectors.EVENT_READ)
            while not self._stop.is_set():
                for key, _ in selector.select(timeout=0.05):
                    listener = key.fileobj
                    assert isinstance(listener, socket.socket)
                    with contextlib.suppress(OSError):
                        conn, peer = listener.accept()
                        self._serve(conn, str(peer[0]))

    def _serve(self, conn: socket.socket, peer: str) -> None:
        conn.settimeout(0.5)
        first = b""
        if self.mode != "close":
            with contextlib.suppress(OSError):
                first = conn.recv(65536)
        with self._lock:
            self._seen.append((peer, first))
        if isinstance(self.mode, bytes):
            with contextlib.suppress(OSError):
                conn.sendall(self.mode)
        if self.mode == "silent":
            self._held.append(conn)  # open, unanswered, until the test ends
        else:
            conn.close()

    def __enter__(self) -> ConnectionRecorder:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        for sock in [*self._held, *self._listeners]:
            sock.close()


def redirect_to(location: str) -> bytes:
    """An HTTP reply sending the client to `location`."""
    return (
        f"HTTP/1.1 307 Temporary Redirect\r\nLocation: {location}\r\nContent-Length: 0\r\n"
        "Connection: close\r\n\r\n"
    ).encode()
