"""CPU per streamed token, with an upstream paced like a real model (issue 40).

    python bench/stream_cpu.py [--concurrency 1,16,64] [--duration S] [--rounds N]
                               [--idle S] [--against PATH] [--env NAME=VALUE ...]

The fake upstream's `fake-paced-stream` waits 100 ms, then streams 100 tokens one every 10 ms.
Called directly (`POST /v1/chat/completions`, `"stream": true`) and through this checkout's stack
(`POST /v1/responses` via Envoy, SSE, stored in a fresh Postgres database), and with `--against
PATH` through another checkout's stack too (bench/stack_child.py, its own database), and through
Envoy alone proxying the upstream (`floor`: bench/envoy_proxy_only.yaml, the router only), and
through that Envoy in front of the least a Python service can do (`py-floor`:
bench/python_relay.py on uvloop, passing the upstream's bytes on, nothing parsed), in slices of S
seconds per path, paths rotated each round, at each concurrency. Per path: req/s and its ratio
to direct, TTFT (the first text delta) p50/p99, total p99, and the CPU of the stack's
processes around each slice (`/proc/PID/task/*/schedstat`): the service, Envoy and the Postgres
backends of its database, as µs per streamed token and ms per response. Then the CPU per second
of each stack with no request at all (idle). Each path's CPU per token is printed as a multiple
of the floor's (`xfloor`). The load runs in this process (its own CPU is not counted; the
launchers only wait on their children and are left out).

CPU seconds on a shared, loaded machine swing by 10-20 %: compare the two stacks in one run
(their ratio), not figures of different runs.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import asyncpg

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT, ROOT / "bench"):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from front_door_floor import PROXY_ONLY, start_gateway  # noqa: E402
from loadgen import cpu_seconds, http_request, postgres_backends  # noqa: E402
from overhead import percentile, start_other, stop_other  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.fake_upstream.scenarios import PACED_STREAM_TOKENS  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack, StartupError, free_port  # noqa: E402

MODEL = "fake-paced-stream"
BASE = "base"
# Envoy alone proxying the upstream's stream (the router and nothing else): the floor of a
# gateway in front of the upstream, which the stack's per-token cost is a multiple of.
FLOOR = "floor"
# Envoy in front of the least Python service there can be (bench/python_relay.py: the upstream's
# bytes passed on, nothing parsed): the floor of an Envoy + Python design.
PY_FLOOR = "py-floor"
STACK_GROUPS = ("service", "envoy", "postgres")
# What marks the first token in each reply, and a whole reply.
FIRST = {"upstream": b'"content":"word0', "stack": b"response.output_text.delta"}
LAST = {"upstream": b"data: [DONE]", "stack": b"event: response.completed"}


async def streamed_call(
    host: str, port: int, request: bytes, first_marker: bytes
) -> tuple[float, float, bytes]:
    """One streamed POST on a fresh keep-alive-less connection: (TTFT, total, body) in seconds.
    A connection per call, as a gateway's client at this concurrency would have several."""
    started = time.perf_counter()
    reader, writer = await asyncio.open_connection(host, port, limit=1 << 20)
    try:
        writer.write(request)
        head = await reader.readuntil(b"\r\n\r\n")
        if head[9:12] != b"200":
            raise RuntimeError(f"HTTP {head[:200]!r}")
        first = 0.0
        parts: list[bytes] = []
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";", 1)[0], 16)
            if size == 0:
                break
            data = (await reader.readexactly(size + 2))[:-2]
            parts.append(data)
            if not first and first_marker in data:
                first = time.perf_counter()
        end = time.perf_counter()
    finally:
        writer.close()
    return first - started, end - started, b"".join(parts)


def request_bytes(url: str, path: str) -> tuple[str, int, bytes]:
    """The streamed request of `path` ("/v1/chat/completions" or "/responses")."""
    if path == "/responses":
        body: dict[str, Any] = {"model": MODEL, "input": "hello", "stream": True}
    else:
        body = {"model": MODEL, "messages": [{"role": "user", "content": "hello"}], "stream": True}
    host, port, request = http_request(url, path, body)
    return host, port, request.replace(b"HTTP/1.1\r\n", b"HTTP/1.1\r\nconnection: close\r\n", 1)


def cpu_of(groups: dict[str, list[int]], databases: dict[str, str]) -> dict[str, float]:
    """CPU seconds so far per process group, Postgres backends of each database included."""
    snap = {name: sum(cpu_seconds(pid) for pid in pids) for name, pids in groups.items()}
    for group, pids in postgres_backends(databases).items():
        snap[group] = sum(cpu_seconds(pid) for pid in pids)
    return snap


async def slice_of(
    target: tuple[str, int, bytes], kind: str, concurrency: int, seconds: float
) -> dict[str, Any]:
    """`concurrency` workers calling for `seconds` (each finishes its last call)."""
    host, port, request = target
    ttft: list[float] = []
    total: list[float] = []
    deadline = time.perf_counter() + seconds

    async def worker() -> None:
        while time.perf_counter() < deadline:
            first, whole, body = await streamed_call(host, port, request, FIRST[kind])
            if LAST[kind] not in body or b"word99" not in body:
                raise RuntimeError(f"incomplete reply {body[-300:]!r}")
            ttft.append(first)
            total.append(whole)

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return {"elapsed": time.perf_counter() - started, "ttft": ttft, "total": total}


async def measure(
    targets: dict[str, tuple[str, int, bytes]],
    groups: dict[str, list[int]],
    databases: dict[str, str],
    args: argparse.Namespace,
) -> dict[int, dict[str, dict[str, Any]]]:
    """Every path at every concurrency, rounds of rotated slices; CPU around each slice."""
    names = list(targets)
    results: dict[int, dict[str, dict[str, Any]]] = {}
    for concurrency in args.concurrency:
        since = int(time.time())
        rows: dict[str, dict[str, Any]] = {
            name: {"calls": 0, "elapsed": 0.0, "ttft": [], "total": [], "cpu": {}} for name in names
        }
        for round_ in range(args.rounds):
            order = names[round_ % len(names) :] + names[: round_ % len(names)]
            for name in order:
                kind = "upstream" if name in ("direct", FLOOR, PY_FLOOR) else "stack"
                before = cpu_of(groups, databases)
                got = await slice_of(targets[name], kind, concurrency, args.duration)
                after = cpu_of(groups, databases)
                row = rows[name]
                row["calls"] += len(got["total"])
                row["elapsed"] += got["elapsed"]
                row["ttft"] += got["ttft"]
                row["total"] += got["total"]
                for key in filter(None, group_keys(name)):
                    spent = max(0.0, after.get(key, 0.0) - before.get(key, 0.0))
                    row["cpu"][key] = row["cpu"].get(key, 0.0) + spent
        results[concurrency] = rows
        report(concurrency, rows)
        await report_service_ttft(databases, since)
    return results


async def report_service_ttft(databases: dict[str, str], since: int) -> None:
    """The TTFT each stack's service recorded (its timeline: the run's start to the upstream's
    first chunk) for the responses stored since `since`, beside the client's TTFT above: what
    of the tail is inside the service, and what is Envoy and the wait for a core around it."""
    cells = []
    for group, name in databases.items():
        connection = await asyncpg.connect(
            database_url(name).replace("postgres://", "postgresql://")
        )
        try:
            rows = await connection.fetch(
                "SELECT (timeline::jsonb ->> 'first_token_ms')::float AS ms FROM responses "
                "WHERE created_at >= $1 AND timeline IS NOT NULL",
                since,
            )
        finally:
            await connection.close()
        found = [row["ms"] for row in rows if row["ms"] is not None]
        if found:
            stack = group.split(":", 1)[0] if ":" in group else "this"
            cells.append(
                f"{stack} p50 {statistics.median(found):.0f}m p99 {percentile(found, 99):.0f}m"
            )
    if cells:
        print("TTFT in the service (its start to the first upstream chunk): " + ", ".join(cells))


def group_keys(name: str) -> list[str | None]:
    """The CPU groups of path `name`'s stack, one per STACK_GROUPS entry (None: the path has no
    such process; all None for the direct upstream)."""
    if name == "direct":
        return [None, None, None]
    if name == FLOOR:
        return [None, f"{FLOOR}:envoy", None]
    if name == PY_FLOOR:
        return [f"{PY_FLOOR}:service", f"{PY_FLOOR}:envoy", None]
    return [g if name == "this" else f"{name}:{g}" for g in STACK_GROUPS]


def report(concurrency: int, rows: dict[str, dict[str, Any]]) -> None:
    """One table per concurrency: throughput, latency and CPU per token of each path."""
    direct = rows["direct"]
    direct_rate = direct["calls"] / direct["elapsed"] if direct["elapsed"] else 0.0
    direct_ttft99 = percentile(direct["ttft"], 99) * 1000 if direct["ttft"] else 0.0
    print(f"\nc={concurrency}, {MODEL}: {PACED_STREAM_TOKENS} tokens per response")
    print(
        f"{'path':8} {'calls':>6} {'req/s':>7} {'xdirect':>7} {'TTFT p50':>9} {'TTFT p99':>9} "
        f"{'+TTFT99':>8} {'total p99':>9}  CPU µs/token: "
        + " ".join(f"{g:>8}" for g in STACK_GROUPS)
        + f" {'=stack':>8} {'ms/resp':>8} {'xfloor':>7}"
    )
    floor_token = per_token(rows, FLOOR) if rows.get(FLOOR, {}).get("calls") else 0.0
    for name, row in rows.items():
        if not row["calls"]:
            continue
        rate = row["calls"] / row["elapsed"]
        ttft = [t * 1000 for t in row["ttft"]]
        total = [t * 1000 for t in row["total"]]
        line = (
            f"{name:8} {row['calls']:6d} {rate:7.1f} {rate / direct_rate:7.2f} "
            f"{statistics.median(ttft):8.0f}m {percentile(ttft, 99):8.0f}m "
            f"{percentile(ttft, 99) - direct_ttft99:7.0f}m {percentile(total, 99):8.0f}m  "
        )
        if name != "direct":
            tokens = row["calls"] * PACED_STREAM_TOKENS
            per_group = [row["cpu"].get(key, 0.0) if key else 0.0 for key in group_keys(name)]
            line += "              " + " ".join(f"{s / tokens * 1e6:8.1f}" for s in per_group)
            line += (
                f" {sum(per_group) / tokens * 1e6:8.1f} {sum(per_group) / row['calls'] * 1e3:8.2f}"
            )
            if floor_token:
                line += f" {sum(per_group) / tokens * 1e6 / floor_token:6.2f}x"
        print(line, flush=True)
    if "this" in rows and BASE in rows and rows["this"]["calls"] and rows[BASE]["calls"]:
        base, this = per_token(rows, BASE), per_token(rows, "this")
        print(
            f"CPU per token, base -> this: {base:.1f} -> {this:.1f} µs ({base / this:.2f}x lower)"
        )


def per_token(rows: dict[str, dict[str, Any]], name: str) -> float:
    """Path `name`'s CPU µs per streamed token, all its processes together."""
    spent = sum(rows[name]["cpu"].get(key, 0.0) for key in filter(None, group_keys(name)))
    return spent / (rows[name]["calls"] * PACED_STREAM_TOKENS) * 1e6


def idle(groups: dict[str, list[int]], databases: dict[str, str], seconds: float) -> None:
    """CPU per second of each stack with no request."""
    before = cpu_of(groups, databases)
    time.sleep(seconds)
    after = cpu_of(groups, databases)
    print(f"\nidle, {seconds:.0f} s: CPU ms per second")
    for stack in ("this", BASE, FLOOR, PY_FLOOR):
        keys = group_keys(stack)
        cells = [
            (after.get(k, 0.0) - before.get(k, 0.0)) / seconds * 1000 if k else 0.0 for k in keys
        ]
        if any(k in after for k in keys if k):
            print(
                f"{stack:8} "
                + " ".join(f"{g} {c:.2f}" for g, c in zip(STACK_GROUPS, cells, strict=True))
                + f"  = {sum(cells):.2f}"
            )


def parse_args() -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--concurrency",
        type=lambda text: [int(c) for c in text.split(",")],
        default=[1, 16, 64],
        help="comma-separated concurrencies (default 1,16,64)",
    )
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per slice")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idle measured")
    parser.add_argument("--against", type=Path, help="another checkout, measured side by side")
    parser.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a setting of this checkout's stack only (repeatable), e.g. "
        "RESPONSA_STREAM_READ_INTERVAL_SECONDS=0.03",
    )
    return parser.parse_args()


def main() -> int:
    """Start the upstream and the stacks, measure, print."""
    args = parse_args()
    databases = {"postgres": fresh_database_name("bench")}
    if args.against:
        databases[f"{BASE}:postgres"] = fresh_database_name("bench")
    for name in databases.values():
        asyncio.run(create_database(name))
    other: subprocess.Popen[str] | None = None
    try:
        with FakeUpstream() as fake:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": database_url(databases["postgres"]),
            }
            own = dict(setting.split("=", 1) for setting in args.env)
            with Stack.start({**env, **own}) as stack:
                targets = {
                    "direct": request_bytes(fake.base_url, "/chat/completions"),
                    "this": request_bytes(stack.rest_url, "/responses"),
                }
                groups: dict[str, list[int]] = {
                    "service": [child.process.pid for child in stack.services],
                    "envoy": [stack.gateway.envoy.process.pid],
                }
                if args.against:
                    other_env = {
                        **env,
                        "RESPONSA_DATABASE_URL": database_url(databases[f"{BASE}:postgres"]),
                    }
                    other, described = start_other(args.against, other_env)
                    targets[BASE] = request_bytes(described["rest_url"], "/responses")
                    for group in ("service", "envoy"):
                        groups[f"{BASE}:{group}"] = described[group]
                run_dir = Path(tempfile.mkdtemp(prefix="stream-cpu-floor-"))
                upstream_port = int(fake.base_url.rsplit(":", 1)[1].split("/", 1)[0])
                floor = start_gateway(PROXY_ONLY.read_text(), upstream_port, run_dir)
                floor_url = f"http://127.0.0.1:{floor.http_port}/v1"
                targets[FLOOR] = request_bytes(floor_url, "/chat/completions")
                groups[f"{FLOOR}:envoy"] = [floor.envoy.process.pid]
                relay_port = free_port()
                relay = subprocess.Popen(
                    [
                        sys.executable,
                        str(ROOT / "bench" / "python_relay.py"),
                        str(relay_port),
                        str(upstream_port),
                    ],
                    stdout=subprocess.PIPE,
                    text=True,
                )
                assert relay.stdout is not None
                relay.stdout.readline()  # "ready"
                py_dir = Path(tempfile.mkdtemp(prefix="stream-cpu-py-floor-"))
                py_floor = start_gateway(PROXY_ONLY.read_text(), relay_port, py_dir)
                targets[PY_FLOOR] = request_bytes(
                    f"http://127.0.0.1:{py_floor.http_port}/v1", "/chat/completions"
                )
                groups[f"{PY_FLOOR}:envoy"] = [py_floor.envoy.process.pid]
                groups[f"{PY_FLOOR}:service"] = [relay.pid]
                print(
                    f"bench: upstream {fake.base_url}, this {stack.rest_url}"
                    + (f" ({' '.join(args.env)})" if args.env else "")
                    + (f", {BASE} ({args.against}) {described['rest_url']}" if other else ""),
                    flush=True,
                )
                try:
                    asyncio.run(measure(targets, groups, databases, args))
                    idle(groups, databases, args.idle)
                finally:
                    floor.stop()
                    py_floor.stop()
                    relay.kill()
                    relay.wait()
                    shutil.rmtree(run_dir, ignore_errors=True)
                    shutil.rmtree(py_dir, ignore_errors=True)
    except StartupError as error:
        print(f"bench: the stack did not start:\n{error}", file=sys.stderr)
        return 1
    finally:
        stop_other(other)
        for name in databases.values():
            asyncio.run(drop_database(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
