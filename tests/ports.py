"""Ports for tests."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def refusing_port() -> Iterator[int]:
    """A loopback port that refuses connections for as long as the block runs.

    The socket is bound but never listens, so nothing started inside the block can be handed
    the same port (a port merely found free can be reused by the next process that asks).
    """
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield int(sock.getsockname()[1])
