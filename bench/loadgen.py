"""Load generator for bench/overhead.py: runs in its own process, reads a JSON plan on stdin.

Prints one JSON object (raw samples and counts) on stdout. Kept apart from the orchestrator so
its CPU use is visible on its own and it never shares a GIL with the stack's launcher.

HTTP paths use one small keep-alive HTTP/1.1 client on asyncio streams (both the direct and the
REST path, so the client's own cost cancels out); gRPC uses grpc.aio with the generated stubs.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from responsa.v1 import responses_pb2, responses_pb2_grpc

# One call: returns (seconds to first event, seconds to last byte); raises on a bad reply.
Call = Callable[[], Awaitable[tuple[float, float]]]

MAX_CALLS_PER_SLICE = 200_000  # a hard bound on top of the time bound
CALL_TIMEOUT = 10.0


class BadReply(Exception):
    """The server answered, but not with what the path should return."""


class HttpConnection:
    """One keep-alive HTTP/1.1 connection: Content-Length and chunked bodies, SSE first frame."""

    def __init__(self, host: str, port: int) -> None:
        self.host = host
        self.port = port
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        reader, writer = await asyncio.open_connection(self.host, self.port, limit=1 << 20)
        self._reader, self._writer = reader, writer
        return reader, writer

    def close(self) -> None:
        """Drop the socket (the next call reconnects)."""
        if self._writer is not None:
            self._writer.close()
        self._reader = self._writer = None

    async def call(self, request: bytes, stream: bool) -> tuple[float, float, bytes]:
        """Send `request`; return (first event time, end time, body), times from perf_counter."""
        if self._reader is None or self._writer is None:
            reader, writer = await self._connect()
        else:
            reader, writer = self._reader, self._writer
        writer.write(request)
        try:
            head = await reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, ConnectionError):
            self.close()
            raise
        status = int(head[9:12])
        lower = head.lower()
        first = 0.0
        if b"transfer-encoding: chunked" in lower:
            parts: list[bytes] = []
            seen = b""
            while True:
                size_line = await reader.readuntil(b"\r\n")
                size = int(size_line.split(b";", 1)[0], 16)
                if size == 0:
                    # Trailers (none expected) end with an empty line.
                    while await reader.readuntil(b"\r\n") != b"\r\n":
                        pass
                    break
                data = (await reader.readexactly(size + 2))[:-2]
                parts.append(data)
                if stream and not first:
                    # The first event is in once a whole SSE frame (blank-line terminated) is.
                    seen += data
                    if b"\n\n" in seen or b"\r\n\r\n" in seen:
                        first = time.perf_counter()
            body = b"".join(parts)
        else:
            marker = lower.find(b"content-length:")
            if marker < 0:
                self.close()
                raise BadReply(f"no body framing: {head[:200]!r}")
            length = int(lower[marker + 15 : lower.index(b"\r\n", marker)])
            body = await reader.readexactly(length)
        end = time.perf_counter()
        if b"connection: close" in lower:
            self.close()
        if status != 200:
            raise BadReply(f"HTTP {status}: {body[:300]!r}")
        return (first or end), end, body


def http_request(url: str, path: str, body: dict[str, Any]) -> tuple[str, int, bytes]:
    """(host, port, request bytes) for POST `path` under base `url`."""
    parts = urlsplit(url)
    payload = json.dumps(body, separators=(",", ":")).encode()
    host = parts.hostname or "127.0.0.1"
    port = parts.port or 80
    target = parts.path.rstrip("/") + path
    request = (
        f"POST {target} HTTP/1.1\r\nhost: {host}:{port}\r\n"
        f"content-type: application/json\r\ncontent-length: {len(payload)}\r\n\r\n"
    ).encode() + payload
    return host, port, request


def http_call(conn: HttpConnection, request: bytes, stream: bool, expect: bytes) -> Call:
    """A Call on `conn` that checks the body contains `expect`."""

    async def call() -> tuple[float, float]:
        started = time.perf_counter()
        first, end, body = await asyncio.wait_for(conn.call(request, stream), CALL_TIMEOUT)
        if expect not in body:
            raise BadReply(f"missing {expect!r} in {body[:300]!r}")
        return first - started, end - started

    return call


def health_call(channel: grpc.aio.Channel) -> Call:
    """grpc.health.v1 Check: the floor of a unary grpc.aio round trip to the service."""
    stub = health_pb2_grpc.HealthStub(channel)
    request = health_pb2.HealthCheckRequest()

    async def call() -> tuple[float, float]:
        started = time.perf_counter()
        await stub.Check(request, timeout=CALL_TIMEOUT)
        end = time.perf_counter() - started
        return end, end

    return call


def grpc_call(stub: Any, stream: bool, store: bool = True, model: str = "fake-text") -> Call:
    """A Call of CreateResponse (unary) or StreamResponse on `stub`."""
    request = responses_pb2.CreateResponseRequest(model=model)
    request.input.text = "hello"
    if not store:
        request.store = False

    async def unary() -> tuple[float, float]:
        started = time.perf_counter()
        reply = await stub.CreateResponse(request, timeout=CALL_TIMEOUT)
        end = time.perf_counter() - started
        if not reply.id:
            raise BadReply("CreateResponse returned no id")
        return end, end

    async def streamed() -> tuple[float, float]:
        started = time.perf_counter()
        first = 0.0
        last_kind = ""
        async for event in stub.StreamResponse(request, timeout=CALL_TIMEOUT):
            if not first:
                first = time.perf_counter() - started
            last_kind = event.WhichOneof("event") or ""
        end = time.perf_counter() - started
        if last_kind != "response_completed":
            raise BadReply(f"stream ended with {last_kind!r}")
        return first, end

    return streamed if stream else unary


class Paths:
    """Builds a Call per path name for one worker (each worker owns its HTTP connections)."""

    def __init__(self, plan: dict[str, Any], channel: grpc.aio.Channel) -> None:
        model = plan.get("model", "fake-text")
        chat = {"model": model, "messages": [{"role": "user", "content": "hello"}]}
        resp = {"model": model, "input": "hello"}
        # What a full answer contains (fake-paced answers "word0 ... word19").
        answer = b"Echo: hello" if model == "fake-text" else b"word19"
        self.http = {
            "direct": http_request(plan["direct_url"], "/chat/completions", chat),
            "direct-stream": http_request(
                plan["direct_url"], "/chat/completions", {**chat, "stream": True}
            ),
            "rest": http_request(plan["rest_url"], "/responses", resp),
            "rest-stream": http_request(plan["rest_url"], "/responses", {**resp, "stream": True}),
            "rest-nostore": http_request(plan["rest_url"], "/responses", {**resp, "store": False}),
        }
        self.expect = {
            "direct": answer,
            "direct-stream": b"[DONE]",
            "rest": answer,
            "rest-stream": b"response.completed",
            "rest-nostore": answer,
        }
        self.channel = channel
        self.stub = responses_pb2_grpc.ResponsesServiceStub(channel)  # type: ignore[no-untyped-call]
        self.model: str = model

    def worker_calls(self) -> tuple[dict[str, Call], list[HttpConnection]]:
        """Fresh Calls for one worker, and its connections (to close at the end)."""
        calls: dict[str, Call] = {}
        conns: list[HttpConnection] = []
        for name, (host, port, request) in self.http.items():
            conn = HttpConnection(host, port)
            conns.append(conn)
            calls[name] = http_call(conn, request, name.endswith("stream"), self.expect[name])
        calls["grpc"] = grpc_call(self.stub, False, model=self.model)
        calls["grpc-stream"] = grpc_call(self.stub, True, model=self.model)
        calls["grpc-nostore"] = grpc_call(self.stub, False, store=False, model=self.model)
        calls["grpc-health"] = health_call(self.channel)
        return calls, conns


def cpu_seconds(pid: int) -> float:
    """utime + stime of `pid` in seconds (0 if it is gone)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def postgres_cpu() -> float:
    """CPU seconds of every process named postgres (the store's backends among them)."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/comm", "rb") as comm:
                if comm.read().strip() != b"postgres":
                    continue
        except OSError:
            continue
        total += cpu_seconds(int(entry))
    return total


def cpu_snapshot(pids: dict[str, int]) -> dict[str, float]:
    """CPU seconds per named process, this load generator and Postgres included."""
    snap = {name: cpu_seconds(pid) for name, pid in pids.items()}
    snap["loadgen"] = cpu_seconds(os.getpid())
    snap["postgres"] = postgres_cpu()
    return snap


def rotated(items: list[str], by: int) -> list[str]:
    """`items` rotated left by `by`, so no path always runs right after the same one."""
    by %= len(items)
    return items[by:] + items[:by]


async def sequential(calls: dict[str, Call], names: list[str], count: int) -> dict[str, Any]:
    """`count` calls per path at concurrency 1, interleaved call by call."""
    samples: dict[str, list[list[float]]] = {name: [] for name in names}
    errors: dict[str, int] = dict.fromkeys(names, 0)
    last_error: dict[str, str] = {}
    deadline = time.monotonic() + 600  # bound: never hang the bench
    for index in range(count):
        if time.monotonic() > deadline:
            break
        for name in rotated(names, index):
            try:
                first, end = await calls[name]()
            except (TimeoutError, BadReply, OSError, grpc.RpcError) as error:
                errors[name] += 1
                last_error[name] = repr(error)[:300]
                continue
            samples[name].append([first, end])
    return {"samples": samples, "errors": errors, "last_error": last_error}


async def concurrent_slice(worker_calls: list[Call], seconds: float) -> dict[str, Any]:
    """All workers call as fast as they can for `seconds`; returns counts and latencies."""
    ends: list[float] = []
    firsts: list[float] = []
    errors = 0
    last_error = ""
    deadline = time.perf_counter() + seconds

    async def worker(call: Call) -> None:
        nonlocal errors, last_error
        for _ in range(MAX_CALLS_PER_SLICE):
            if time.perf_counter() >= deadline:
                return
            try:
                first, end = await call()
            except (TimeoutError, BadReply, OSError, grpc.RpcError) as error:
                errors += 1
                last_error = repr(error)[:300]
                continue
            firsts.append(first)
            ends.append(end)

    started = time.perf_counter()
    await asyncio.gather(*(worker(call) for call in worker_calls))
    elapsed = time.perf_counter() - started
    return {
        "ok": len(ends),
        "errors": errors,
        "elapsed": elapsed,
        "firsts": firsts,
        "ends": ends,
        "last_error": last_error,
    }


async def concurrent(
    workers: list[dict[str, Call]],
    names: list[str],
    seconds: float,
    rounds: int,
    pids: dict[str, int],
) -> dict[str, Any]:
    """`seconds` of load per path at len(workers) concurrency, split into interleaved slices."""
    totals: dict[str, dict[str, Any]] = {
        name: {"ok": 0, "errors": 0, "elapsed": 0.0, "firsts": [], "ends": [], "cpu": {}}
        for name in names
    }
    for index in range(rounds):
        for name in rotated(names, index):
            before = cpu_snapshot(pids)
            result = await concurrent_slice([w[name] for w in workers], seconds / rounds)
            after = cpu_snapshot(pids)
            total = totals[name]
            for key in ("ok", "errors", "elapsed"):
                total[key] += result[key]
            total["firsts"] += result["firsts"]
            total["ends"] += result["ends"]
            if result["last_error"]:
                total["last_error"] = result["last_error"]
            for proc, value in after.items():
                total["cpu"][proc] = total["cpu"].get(proc, 0.0) + value - before[proc]
    return totals


async def run(plan: dict[str, Any]) -> dict[str, Any]:
    """Warm up, then the c=1 phase and the c=N phase (or only load, for a profile)."""
    names: list[str] = plan["paths"]
    # One channel for all workers, as a real gRPC client would use (HTTP/2 multiplexes them).
    channel = grpc.aio.insecure_channel(plan["grpc_target"])
    paths = Paths(plan, channel)
    workers: list[dict[str, Call]] = []
    conns: list[HttpConnection] = []
    for _ in range(plan["concurrency"]):
        calls, opened = paths.worker_calls()
        workers.append(calls)
        conns += opened
    pids: dict[str, int] = plan["pids"]
    out: dict[str, Any] = {}
    try:
        if plan["mode"] == "profile":
            out["load"] = await concurrent(workers, names, plan["duration"], plan["rounds"], pids)
            return out
        # Reference paths (c=1 only) explain the added latency: framework floor, store cost.
        c1_names = names + plan.get("reference_paths", [])
        warm = await sequential(workers[0], c1_names, plan["warmup"])
        out["warmup_errors"] = warm["errors"]
        out["c1"] = await sequential(workers[0], c1_names, plan["requests"])
        # Warm every worker's connections before the measured slices.
        await concurrent(workers, names, min(1.0, plan["duration"] / 5), 1, pids)
        out["cN"] = await concurrent(workers, names, plan["duration"], plan["rounds"], pids)
    finally:
        for conn in conns:
            conn.close()
        await channel.close(None)
    return out


def main() -> None:
    """Read the plan from stdin, run it, print the results as JSON."""
    plan = json.loads(sys.stdin.read())
    result = asyncio.run(run(plan))
    sys.stdout.write(json.dumps(result))


if __name__ == "__main__":
    main()
