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
from websockets.asyncio.client import connect as ws_connect
from websockets.exceptions import WebSocketException

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


def ws_call(holder: dict[str, Any], url: str, model: str) -> Call:
    """A `response.create` frame on one kept-open WebSocket (WebSocket mode through Envoy),
    read until `response.completed`; first = the first event."""
    frame = json.dumps({"type": "response.create", "model": model, "input": "hello"})

    async def call() -> tuple[float, float]:
        socket = holder.get("socket")
        if socket is None:
            socket = holder["socket"] = await ws_connect(url, max_size=None)
        started = time.perf_counter()
        first = 0.0
        try:
            await socket.send(frame)
            while True:
                message = await asyncio.wait_for(socket.recv(), CALL_TIMEOUT)
                if not first:
                    first = time.perf_counter() - started
                if isinstance(message, str) and '"response.completed"' in message[:64]:
                    break
                if isinstance(message, str) and message.startswith('{"type":"error"'):
                    raise BadReply(message[:300])
        except (OSError, TimeoutError, WebSocketException) as error:
            holder.pop("socket", None)
            raise BadReply(f"websocket: {error!r}") from None
        return first, time.perf_counter() - started

    return call


class Paths:
    """Builds a Call per path name for one worker (each worker owns its HTTP connections).

    Path names: `direct`, `direct-stream` (the upstream), and per Responsa stack (`targets`:
    prefix -> URLs; "" is this checkout's, "base:" another's) the prefix plus `rest`,
    `rest-stream`, `rest-nostore`, `grpc`, `grpc-stream`, `grpc-nostore`, `grpc-health`, `ws`.
    """

    def __init__(self, plan: dict[str, Any]) -> None:
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
        }
        self.expect = {"direct": answer, "direct-stream": b"[DONE]"}
        self.targets: dict[str, dict[str, Any]] = plan["targets"]
        self.channels: dict[str, grpc.aio.Channel] = {}
        self.stubs: dict[str, Any] = {}
        for prefix, target in self.targets.items():
            rest = target["rest_url"]
            self.http[prefix + "rest"] = http_request(rest, "/responses", resp)
            self.http[prefix + "rest-stream"] = http_request(
                rest, "/responses", {**resp, "stream": True}
            )
            self.http[prefix + "rest-nostore"] = http_request(
                rest, "/responses", {**resp, "store": False}
            )
            self.expect[prefix + "rest"] = answer
            self.expect[prefix + "rest-stream"] = b"response.completed"
            self.expect[prefix + "rest-nostore"] = answer
            # One channel per stack for all workers, as a real gRPC client would use.
            channel = grpc.aio.insecure_channel(target["grpc_target"])
            self.channels[prefix] = channel
            self.stubs[prefix] = responses_pb2_grpc.ResponsesServiceStub(channel)  # type: ignore[no-untyped-call]
        self.model: str = model

    def worker_calls(self) -> tuple[dict[str, Call], list[HttpConnection], list[dict[str, Any]]]:
        """Fresh Calls for one worker, its HTTP connections and WebSocket holders (to close)."""
        calls: dict[str, Call] = {}
        conns: list[HttpConnection] = []
        sockets: list[dict[str, Any]] = []
        for name, (host, port, request) in self.http.items():
            conn = HttpConnection(host, port)
            conns.append(conn)
            calls[name] = http_call(conn, request, name.endswith("stream"), self.expect[name])
        for prefix, stub in self.stubs.items():
            model = self.model
            calls[prefix + "grpc"] = grpc_call(stub, False, model=model)
            calls[prefix + "grpc-stream"] = grpc_call(stub, True, model=model)
            calls[prefix + "grpc-nostore"] = grpc_call(stub, False, store=False, model=model)
            calls[prefix + "grpc-health"] = health_call(self.channels[prefix])
            holder: dict[str, Any] = {}
            sockets.append(holder)
            calls[prefix + "ws"] = ws_call(holder, self.targets[prefix]["websocket_url"], model)
        return calls, conns, sockets

    async def close(self) -> None:
        """Close the gRPC channels."""
        for channel in self.channels.values():
            await channel.close(None)


def cpu_seconds(pid: int) -> float:
    """CPU seconds of every thread of `pid` (0 if it is gone): the scheduler's nanosecond
    run time per thread (/proc/PID/task/TID/schedstat), else utime + stime in clock ticks."""
    total = 0
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return 0.0
    try:
        for tid in tasks:
            try:
                with open(f"/proc/{pid}/task/{tid}/schedstat", "rb") as stat:
                    total += int(stat.read().split(None, 1)[0])
            except FileNotFoundError:
                continue  # the thread ended between the listing and the read
        return total / 1e9
    except OSError:
        pass
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            fields = stat.read().rsplit(b")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def postgres_backends(databases: dict[str, str]) -> dict[str, list[int]]:
    """Group name -> pids of the Postgres backends connected to that group's database
    (`postgres: user DATABASE host(port) state`): only the bench's own work, not the rest of a
    shared server."""
    found: dict[str, list[int]] = {group: [] for group in databases}
    wanted = {f" {name} ".encode(): group for group, name in databases.items()}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                line = cmdline.read()
        except OSError:
            continue
        if not line.startswith(b"postgres: "):
            continue
        for marker, group in wanted.items():
            if marker in line:
                found[group].append(int(entry))
    return found


def cpu_snapshot(plan: dict[str, Any]) -> dict[str, float]:
    """CPU seconds per process group (plan["procs"]: name -> pids), this load generator and
    each stack's Postgres backends included."""
    snap = {name: sum(cpu_seconds(pid) for pid in pids) for name, pids in plan["procs"].items()}
    snap["loadgen"] = cpu_seconds(os.getpid())
    for group, pids in postgres_backends(plan.get("databases", {})).items():
        snap[group] = sum(cpu_seconds(pid) for pid in pids)
    return snap


def cpu_delta(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """after - before per group (a backend that appeared counts from zero, never negative)."""
    return {name: max(0.0, value - before.get(name, 0.0)) for name, value in after.items()}


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


async def sequential_cpu(
    calls: dict[str, Call], names: list[str], count: int, rounds: int, plan: dict[str, Any]
) -> dict[str, Any]:
    """CPU per request at concurrency 1: per path, blocks of calls one after another, the
    blocks of every path in rotated order each round; CPU of each process group read around
    each block (so per-call /proc reads do not land in the figures)."""
    totals: dict[str, dict[str, Any]] = {
        name: {"ok": 0, "errors": 0, "elapsed": 0.0, "cpu": {}} for name in names
    }
    per_block = max(1, count // max(1, rounds))
    for index in range(rounds):
        for name in rotated(names, index):
            before = cpu_snapshot(plan)
            started = time.perf_counter()
            ok = errors = 0
            for _ in range(per_block):
                try:
                    await calls[name]()
                    ok += 1
                except (TimeoutError, BadReply, OSError, grpc.RpcError):
                    errors += 1
            elapsed = time.perf_counter() - started
            spent = cpu_delta(before, cpu_snapshot(plan))
            total = totals[name]
            total["ok"] += ok
            total["errors"] += errors
            total["elapsed"] += elapsed
            for proc, value in spent.items():
                total["cpu"][proc] = total["cpu"].get(proc, 0.0) + value
    return totals


async def concurrent(
    workers: list[dict[str, Call]],
    names: list[str],
    seconds: float,
    rounds: int,
    plan: dict[str, Any],
) -> dict[str, Any]:
    """`seconds` of load per path at len(workers) concurrency, split into interleaved slices."""
    totals: dict[str, dict[str, Any]] = {
        name: {"ok": 0, "errors": 0, "elapsed": 0.0, "firsts": [], "ends": [], "cpu": {}}
        for name in names
    }
    for index in range(rounds):
        for name in rotated(names, index):
            before = cpu_snapshot(plan)
            result = await concurrent_slice([w[name] for w in workers], seconds / rounds)
            spent = cpu_delta(before, cpu_snapshot(plan))
            total = totals[name]
            for key in ("ok", "errors", "elapsed"):
                total[key] += result[key]
            total["firsts"] += result["firsts"]
            total["ends"] += result["ends"]
            if result["last_error"]:
                total["last_error"] = result["last_error"]
            for proc, value in spent.items():
                total["cpu"][proc] = total["cpu"].get(proc, 0.0) + value
    return totals


async def run(plan: dict[str, Any]) -> dict[str, Any]:
    """Warm up, then the c=1 phase and the c=N phase (or only load, for a profile)."""
    names: list[str] = plan["paths"]
    paths = Paths(plan)
    workers: list[dict[str, Call]] = []
    conns: list[HttpConnection] = []
    sockets: list[dict[str, Any]] = []
    for _ in range(plan["concurrency"]):
        calls, opened, holders = paths.worker_calls()
        workers.append(calls)
        conns += opened
        sockets += holders
    out: dict[str, Any] = {}
    try:
        if plan["mode"] == "profile":
            # Warm the connections, then the load the profiler samples.
            await concurrent(workers, names, min(1.0, plan["duration"] / 5), 1, plan)
            out["load"] = await concurrent(workers, names, plan["duration"], plan["rounds"], plan)
            return out
        # Reference paths (c=1 only) explain the added latency: framework floor, store cost.
        c1_names = names + plan.get("reference_paths", [])
        warm = await sequential(workers[0], c1_names, plan["warmup"])
        out["warmup_errors"] = warm["errors"]
        out["c1"] = await sequential(workers[0], c1_names, plan["requests"])
        # Blocks of ~20 calls, rotated, so load swings on the shared machine hit every path.
        out["c1cpu"] = await sequential_cpu(
            workers[0], names, plan["requests"], max(plan["rounds"], plan["requests"] // 20), plan
        )
        # Warm every worker's connections before the measured slices.
        await concurrent(workers, names, min(1.0, plan["duration"] / 5), 1, plan)
        out["cN"] = await concurrent(workers, names, plan["duration"], plan["rounds"], plan)
    finally:
        for conn in conns:
            conn.close()
        for holder in sockets:
            socket = holder.get("socket")
            if socket is not None:
                await socket.close()
        await paths.close()
    return out


def main() -> None:
    """Read the plan from stdin, run it, print the results as JSON."""
    plan = json.loads(sys.stdin.read())
    result = asyncio.run(run(plan))
    sys.stdout.write(json.dumps(result))


if __name__ == "__main__":
    main()
