"""A 10-turn function-call loop over one WebSocket vs 10 separate HTTP requests, side by side.

    python bench/websocket_loop.py [--loops N] [--turns T] [--model fake-tool-call|fake-paced]

Starts the fake upstream and the real stack (service + Envoy, SQLite store in a temp dir), then
runs the same loop, interleaved so machine noise hits every path alike:
  http-json   T POSTs /v1/responses (keep-alive client), each continuing the previous one
  http-sse    the same with "stream": true, reading every event
  ws          T response.create frames on one WebSocket (store: true, chain read from the store)
  ws-nostore  the same with store: false: each continuation comes from the socket's own cache
A turn answers the model's function call with a function_call_output, or, after a text answer,
asks again; the model calls `get_weather` and then answers (fake-tool-call).
Prints per-loop p50 and p90 and the ratio to http-json. Exit status 0 whatever the numbers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import httpx  # noqa: E402
from websockets.sync.client import ClientConnection, connect  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.stack import Stack  # noqa: E402

TOOL = {
    "type": "function",
    "name": "get_weather",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}
TERMINAL = {"response.completed", "response.incomplete", "response.failed", "error"}


def next_input(response: dict[str, Any]) -> list[dict[str, Any]]:
    """The next turn's input: the call's output, or a new question after a text answer."""
    calls = [item for item in response["output"] if item["type"] == "function_call"]
    if calls:
        return [
            {"type": "function_call_output", "call_id": call["call_id"], "output": "sunny"}
            for call in calls
        ]
    return [{"role": "user", "content": "And tomorrow?"}]


def body(model: str, previous: dict[str, Any] | None, store: bool) -> dict[str, Any]:
    request: dict[str, Any] = {"model": model, "tools": [TOOL], "store": store}
    if previous is None:
        request["input"] = "What is the weather in Paris?"
    else:
        request["previous_response_id"] = previous["id"]
        request["input"] = next_input(previous)
    return request


def http_json_loop(client: httpx.Client, model: str, turns: int) -> None:
    previous = None
    for _ in range(turns):
        answer = client.post("/responses", json=body(model, previous, True))
        answer.raise_for_status()
        previous = answer.json()


def http_sse_loop(client: httpx.Client, model: str, turns: int) -> None:
    previous = None
    for _ in range(turns):
        with client.stream(
            "POST", "/responses", json={**body(model, previous, True), "stream": True}
        ) as answer:
            answer.raise_for_status()
            for line in answer.iter_lines():
                if line.startswith("data: "):
                    event = json.loads(line[6:])
                    if event["type"] in TERMINAL:
                        previous = event["response"]


def ws_loop(socket: ClientConnection, model: str, turns: int, store: bool) -> None:
    previous = None
    for _ in range(turns):
        socket.send(json.dumps({"type": "response.create", **body(model, previous, store)}))
        while True:
            event = json.loads(socket.recv(timeout=30))
            if event["type"] in TERMINAL:
                break
        if event["type"] != "response.completed":
            raise RuntimeError(f"turn failed: {event}")
        previous = event["response"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loops", type=int, default=30)
    parser.add_argument("--turns", type=int, default=10)
    parser.add_argument("--model", default="fake-tool-call")
    args = parser.parse_args()
    with FakeUpstream() as fake, tempfile.TemporaryDirectory() as scratch:
        env = {
            "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
            "RESPONSA_DATABASE_URL": f"sqlite:///{Path(scratch) / 'bench.db'}",
        }
        with Stack.start(env) as stack, httpx.Client(base_url=stack.rest_url, timeout=30) as client:
            with connect(stack.gateway.websocket_url) as socket:
                paths: dict[str, Callable[[], None]] = {
                    "http-json": lambda: http_json_loop(client, args.model, args.turns),
                    "http-sse": lambda: http_sse_loop(client, args.model, args.turns),
                    "ws": lambda: ws_loop(socket, args.model, args.turns, True),
                    "ws-nostore": lambda: ws_loop(socket, args.model, args.turns, False),
                }
                for run in paths.values():  # warm up every path once
                    run()
                times: dict[str, list[float]] = {name: [] for name in paths}
                for _ in range(args.loops):
                    for name, run in paths.items():
                        start = time.perf_counter()
                        run()
                        times[name].append(time.perf_counter() - start)
    base = statistics.median(times["http-json"])
    print(f"{args.turns}-turn function-call loop, {args.loops} loops per path, model {args.model}")
    print(f"{'path':<12} {'p50 ms':>8} {'p90 ms':>8} {'vs http-json':>13}")
    for name, samples in times.items():
        p50 = statistics.median(samples)
        p90 = statistics.quantiles(samples, n=10)[-1]
        print(f"{name:<12} {p50 * 1000:8.1f} {p90 * 1000:8.1f} {p50 / base:12.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
