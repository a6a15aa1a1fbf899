"""SIGTERM drains in order: health NOT_SERVING, Envoy stops accepting connections, responses in
flight finish until RESPONSA_DRAIN_SECONDS, and the rest end `failed`, stored, with their
terminal event. Real stack (Envoy + service) in front of the paced fake upstream."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from responsa_server.auth.project import DEFAULT_PROJECT as P

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack
from tests.stores import open_store

pytestmark = pytest.mark.e2e

DRAIN_SECONDS = 2.0


class StreamReader(threading.Thread):
    """One REST stream, read event by event on its own thread."""

    def __init__(self, url: str, body: dict[str, Any]) -> None:
        super().__init__(daemon=True)
        self.url, self.body = url, body
        self.events: list[dict[str, Any]] = []
        self.delta_seen = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with (
                httpx.Client(timeout=60) as http,
                http.stream("POST", self.url, json=self.body) as reply,
            ):
                for line in reply.iter_lines():
                    if line.startswith("data: "):
                        event = json.loads(line[6:])
                        self.events.append(event)
                        if event["type"] == "response.output_text.delta":
                            self.delta_seen.set()
        except BaseException as error:  # the test reports it
            self.error = error

    def terminal(self) -> dict[str, Any]:
        assert self.error is None, self.error
        assert self.events, "no events"
        return self.events[-1]


def accepts_connections(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def health(target: str) -> str:
    with grpc.insecure_channel(target) as channel:
        try:
            reply = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(), timeout=1.0
            )
        except grpc.RpcError as error:
            return str(error.code())
    return str(health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status))


def test_sigterm_drains_streams_in_flight(fake_upstream: FakeUpstream, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'drain.db'}"
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_DRAIN_SECONDS": str(DRAIN_SECONDS),
    }
    stack = Stack.start(env)
    try:
        responses = f"{stack.rest_url}/responses"
        # ~0.8 s: finishes inside the drain deadline. ~10 s: still running at the deadline.
        short = StreamReader(
            responses,
            {"model": "fake-slow", "input": "short", "stream": True, "max_output_tokens": 16},
        )
        long = StreamReader(responses, {"model": "fake-slow", "input": "long", "stream": True})
        non_stream: dict[str, Any] = {}

        def create() -> None:
            reply = httpx.post(responses, json={"model": "fake-slow", "input": "plain"}, timeout=60)
            non_stream.update(
                status=reply.status_code,
                text=reply.text,
                body=reply.json() if reply.content else None,
            )

        plain = threading.Thread(target=create, daemon=True)
        for thread in (short, long, plain):
            thread.start()
        assert short.delta_seen.wait(10) and long.delta_seen.wait(10)
        time.sleep(0.2)  # the non-streamed one is at its upstream too

        stopper = threading.Thread(target=stack.stop, daemon=True)
        stopper.start()
        # 1. NOT_SERVING, and 2. no new connections, while the streams still run.
        deadline = time.monotonic() + 1.5
        observed_not_serving = refused_new = False
        while time.monotonic() < deadline and not (observed_not_serving and refused_new):
            observed_not_serving |= health(stack.direct_grpc_target) == "NOT_SERVING"
            refused_new |= not accepts_connections(stack.gateway.http_port)
            time.sleep(0.05)
        assert observed_not_serving and refused_new
        assert long.is_alive(), "the long stream was cut before the drain deadline"
        # The drain waited: the short stream finished while the long one was still streaming
        # (its last event then was a delta, not its end).
        short.join(30)
        assert not short.is_alive(), "the short stream did not finish during the drain"
        assert long.is_alive(), "the long stream ended before the short one finished"
        assert long.events[-1]["type"] == "response.output_text.delta"

        # 30 s is only a guard against a hang (the drain is 2 s); what ended the long stream
        # is asserted below from its terminal event, not from how long it took.
        for thread in (long, plain, stopper):
            thread.join(30)
        assert not stopper.is_alive(), "the stack did not stop after the drain"
    finally:
        stack.stop()
    # 3. The short stream finished normally during the drain.
    assert short.terminal()["type"] == "response.completed"
    # 4. The long one was ended at the deadline, in band.
    ended = long.terminal()
    assert ended["type"] == "response.failed", ended
    assert ended["response"]["status"] == "failed"
    assert ended["response"]["error"]["code"] == "server_error"
    assert "shutting down" in ended["response"]["error"]["message"]
    assert any(e["type"] == "response.output_text.delta" for e in long.events)
    assert non_stream["status"] == 503
    assert non_stream["body"]["error"]["code"] == "server_shutting_down"

    async def stored() -> dict[str, str]:
        store = await open_store(url)
        try:
            page = await store.list_responses(
                after=None, before=None, limit=10, order="asc", model=None, project=P
            )
        finally:
            await store.database.close()
        return {r["id"]: r["status"] for r in page.data}

    saved = asyncio.run(stored())
    assert saved[short.terminal()["response"]["id"]] == "completed"
    assert saved[ended["response"]["id"]] == "failed"
    # The non-streamed response was stored failed too (its client got the 503).
    assert sorted(saved.values()) == ["completed", "failed", "failed"]


def test_sigterm_to_the_launcher_drains_too(fake_upstream: FakeUpstream, tmp_path: Path) -> None:
    """`make up` runs `responsa serve` in the foreground; SIGTERM to it takes the same path."""
    import os
    import signal
    import subprocess
    import sys

    from gateway.processes import child_env
    from tests.stack import ROOT, free_port, http_status

    http_port, grpc_port = free_port(), free_port()
    env = {
        **child_env(os.environ),
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'launcher.db'}",
        "RESPONSA_DRAIN_SECONDS": "1",
        "RESPONSA_HTTP_PORT": str(http_port),
        "RESPONSA_GRPC_PORT": str(grpc_port),
        # Not `responsa serve`'s defaults 50052 and 50053: another stack on the machine may
        # hold them.
        "RESPONSA_WEBSOCKET_PORT": str(free_port()),
        "RESPONSA_REST_PORT": str(free_port()),
    }
    with (tmp_path / "launcher.log").open("wb") as log:
        launcher = subprocess.Popen(
            [sys.executable, "-m", "responsa_cli", "serve"],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 30
            while http_status(f"http://127.0.0.1:{http_port}/healthz") != 200:
                assert launcher.poll() is None and time.monotonic() < deadline
                time.sleep(0.1)
            stream = StreamReader(
                f"http://127.0.0.1:{http_port}/v1/responses",
                {"model": "fake-slow", "input": "long", "stream": True},
            )
            stream.start()
            assert stream.delta_seen.wait(10)
            launcher.send_signal(signal.SIGTERM)
            assert launcher.wait(30) == 0
            stream.join(10)
        finally:
            if launcher.poll() is None:
                launcher.kill()
    ended = stream.terminal()
    assert ended["type"] == "response.failed", (tmp_path / "launcher.log").read_text()[-3000:]
    assert ended["response"]["error"]["code"] == "server_error"
