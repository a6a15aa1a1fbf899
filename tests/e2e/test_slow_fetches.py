"""Every outbound fetch a request causes has one total deadline: a server that trickles its
answer (a byte at a time, each read well inside the per-read timeout) fails `file_url`,
`image_url` and a web search after RESPONSA_FETCH_TIMEOUT_SECONDS / the search's timeout, with
the same error as any unreachable URL."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.e2e.conftest import running_stack
from tests.e2e.test_inputs import user
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

DEADLINE_SECONDS = 1
# The trickle stops by itself long after the deadline (the test never waits for it).
TRICKLE_BYTES = 300
TRICKLE_PAUSE = 0.1


class _Trickle(BaseHTTPRequestHandler):
    """Answers 200 with a declared body it sends one byte per TRICKLE_PAUSE."""

    def do_GET(self) -> None:
        self.send_response(200)
        content_type = "application/json" if self.path.startswith("/search") else "text/plain"
        self.send_header("content-type", content_type)
        self.send_header("content-length", str(TRICKLE_BYTES))
        self.end_headers()
        try:
            for _ in range(TRICKLE_BYTES):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(TRICKLE_PAUSE)
        except OSError:
            return  # the server gave up on us, as it should

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def trickle() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Trickle)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def slow_stack(
    fake_upstream: FakeUpstream, trickle: str, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = {
        "RESPONSA_FETCH_TIMEOUT_SECONDS": str(DEADLINE_SECONDS),
        # Responsa fetches image URLs itself (otherwise the upstream would).
        "RESPONSA_UPSTREAM_FETCHES_URLS": "false",
        "RESPONSA_WEB_SEARCH_URL": trickle,
        "RESPONSA_WEB_SEARCH_TIMEOUT_SECONDS": str(DEADLINE_SECONDS),
    }
    tmp = Path(tmp_path_factory.mktemp("slow-fetch"))
    with running_stack("sqlite", fake_upstream, tmp, env) as running:
        yield running


@pytest.mark.parametrize(
    ("part", "field", "code"),
    [
        ({"type": "input_file", "file_url": "/notes.txt"}, "file_url", "invalid_value"),
        ({"type": "input_image", "image_url": "/heron.png"}, "image_url", "invalid_image_url"),
    ],
)
def test_a_trickling_url_fails_at_the_deadline_naming_the_part(
    slow_stack: Stack,
    fake_upstream: FakeUpstream,
    trickle: str,
    part: dict[str, str],
    field: str,
    code: str,
) -> None:
    fake_upstream.reset()
    part = {**part, field: trickle + part[field]}
    answer = httpx.post(
        f"{slow_stack.rest_url}/responses",
        json={"model": "fake-text", "input": user(part)},
        timeout=TRICKLE_BYTES * TRICKLE_PAUSE,
    )
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert (error["param"], error["code"]) == (f"input[0].content[1].{field}", code)
    assert f"within {DEADLINE_SECONDS} s" in error["message"]
    assert fake_upstream.stats()["requests"] == 0


def test_a_trickling_search_provider_fails_the_call_at_its_deadline(slow_stack: Stack) -> None:
    answer = httpx.post(
        f"{slow_stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "input": 'CALL web_search {"query": "slow"}',
            "tools": [{"type": "web_search"}],
        },
        timeout=TRICKLE_BYTES * TRICKLE_PAUSE,
    )
    assert answer.status_code == 200, answer.text
    call, message = answer.json()["output"]
    assert call["status"] == "failed"
    assert "did not answer in time" in message["content"][0]["text"]
