"""Envoy's own limits on a client: a connection that never finishes its request headers (a
slowloris) is closed after `request_headers_timeout`, whatever it keeps trickling."""

from __future__ import annotations

import socket
import time
from urllib.parse import urlsplit

import pytest

from tests.stack import Stack

pytestmark = pytest.mark.e2e

# Well above the gateway's request_headers_timeout (10 s), well below its idle timeouts.
PATIENCE_SECONDS = 40.0


def test_trickled_headers_are_cut_off(stack: Stack) -> None:
    url = urlsplit(stack.rest_url)
    with socket.create_connection((url.hostname or "", url.port or 80), timeout=5) as sock:
        sock.sendall(b"GET /v1/models HTTP/1.1\r\nHost: responsa.test\r\n")
        deadline = time.monotonic() + PATIENCE_SECONDS
        answer = b""
        closed = False
        while time.monotonic() < deadline:
            try:
                # One more header line a second: each byte is news, the request never ends.
                sock.sendall(b"X-Trickle: 1\r\n")
            except OSError:
                closed = True
                break
            sock.settimeout(1.0)
            try:
                chunk = sock.recv(4096)
            except TimeoutError:
                continue
            except OSError:
                closed = True
                break
            if not chunk:
                closed = True
                break
            answer += chunk
        assert closed, "the gateway kept a connection whose headers never ended"
        if answer:
            assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
