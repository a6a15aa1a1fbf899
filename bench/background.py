"""Background mode and replicas, measured side by side in one run (part of `make bench`).

1. Queue pickup latency, create -> claimed (`in_progress`), p50/p99: one job at a time (idle
   queue), then a burst of jobs created at once (loaded queue). Read from the jobs table
   (`started_at - created_at`, both stamped by the service).
2. Resume: time to the first replayed event of `GET /v1/responses/{id}?stream=true&starting_after=0`
   for a finished background response, next to a plain `GET` of the same response.
3. Foreground req/s at c=16 through Envoy (REST `POST /v1/responses`) with RESPONSA_WORKERS=2
   against 1, same Postgres, same load generator (bench/loadgen.py); goal >= 1.6x.

Store: a fresh Postgres database per stack (created and dropped here).

`--against PATH` measures the queue side by side instead: this checkout's stack and PATH's
(bench/stack_child.py), both up, bursts of jobs sent to each in turn; per stack the loaded pickup
p50/p99 and the service's CPU ms per job (all threads, /proc), then the ratios. The check of the
issue 24 row "no regression in background pickup" against its base commit.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import asyncpg
import httpx

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from bench.loadgen import cpu_seconds  # noqa: E402
from bench.overhead import run_loadgen, start_other, stop_other  # noqa: E402
from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    PG_ADMIN_DSN,
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack  # noqa: E402

TERMINAL = {"completed", "failed", "incomplete", "cancelled"}


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100); nan when empty."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f} ms"


async def pickup_latencies(dsn: str, ids: list[str]) -> list[float]:
    """started_at - created_at of these jobs, once all have started."""
    connection = await asyncpg.connect(dsn)
    try:
        deadline = time.monotonic() + 120
        while True:
            rows = await connection.fetch(
                "SELECT started_at - created_at AS wait, state FROM background_jobs "
                "WHERE response_id = ANY($1::text[])",
                ids,
            )
            if len(rows) == len(ids) and all(row["state"] == "done" for row in rows):
                return [float(row["wait"]) for row in rows]
            if time.monotonic() > deadline:
                raise RuntimeError("background jobs did not finish in 120 s")
            await asyncio.sleep(0.05)
    finally:
        await connection.close()


async def create_jobs(rest_url: str, count: int, concurrency: int, model: str) -> list[str]:
    """Create `count` background responses, `concurrency` at a time; their ids."""
    async with httpx.AsyncClient(timeout=30) as client:
        semaphore = asyncio.Semaphore(concurrency)

        async def one(index: int) -> str:
            async with semaphore:
                answer = await client.post(
                    f"{rest_url}/responses",
                    json={"model": model, "input": f"job {index}", "background": True},
                )
                answer.raise_for_status()
                return str(answer.json()["id"])

        return list(await asyncio.gather(*(one(index) for index in range(count))))


async def wait_done(rest_url: str, response_id: str) -> None:
    async with httpx.AsyncClient(timeout=30) as client:
        while True:
            answer = await client.get(f"{rest_url}/responses/{response_id}")
            if answer.json()["status"] in TERMINAL:
                return
            await asyncio.sleep(0.01)


async def resume_times(rest_url: str, response_id: str, rounds: int) -> tuple[list[float], ...]:
    """(time to the first replayed event, time of a plain GET) per round, alternating."""
    first_event: list[float] = []
    plain: list[float] = []
    async with httpx.AsyncClient(timeout=30) as client:
        for _ in range(rounds):
            started = time.perf_counter()
            async with client.stream(
                "GET", f"{rest_url}/responses/{response_id}?stream=true&starting_after=0"
            ) as answer:
                async for chunk in answer.aiter_bytes():
                    if b"data:" in chunk:
                        first_event.append(time.perf_counter() - started)
                        break
            started = time.perf_counter()
            (await client.get(f"{rest_url}/responses/{response_id}")).raise_for_status()
            plain.append(time.perf_counter() - started)
    return first_event, plain


def queue_benchmarks(fake: FakeUpstream, args: argparse.Namespace) -> None:
    name = fresh_database_name("bench_bg")
    asyncio.run(create_database(name))
    dsn = f"{PG_ADMIN_DSN.rsplit('/', 1)[0]}/{name}"
    env = {"RESPONSA_UPSTREAM_BASE_URL": fake.base_url, "RESPONSA_DATABASE_URL": database_url(name)}
    try:
        with Stack.start(env) as stack:
            rest = stack.rest_url
            asyncio.run(create_jobs(rest, 5, 1, "fake-text"))  # warm-up
            idle_ids: list[str] = []
            for _ in range(args.idle_jobs):
                (rid,) = asyncio.run(create_jobs(rest, 1, 1, "fake-text"))
                asyncio.run(wait_done(rest, rid))
                idle_ids.append(rid)
            idle = asyncio.run(pickup_latencies(dsn, idle_ids))
            loaded_ids = asyncio.run(create_jobs(rest, args.burst, 16, args.model))
            loaded = asyncio.run(pickup_latencies(dsn, loaded_ids))
            first_event, plain = asyncio.run(resume_times(rest, idle_ids[-1], args.resume_rounds))
    finally:
        asyncio.run(drop_database(name))
    print("queue pickup latency, create -> in_progress (one replica, Postgres)")
    print(
        f"  idle   ({len(idle)} jobs one at a time): p50 {ms(percentile(idle, 50))}"
        f"  p99 {ms(percentile(idle, 99))}"
    )
    print(
        f"  loaded ({len(loaded)} jobs at once, c=16):  p50 {ms(percentile(loaded, 50))}"
        f"  p99 {ms(percentile(loaded, 99))}"
    )
    resume_p50, get_p50 = percentile(first_event, 50), percentile(plain, 50)
    print("resume of a finished background response (REST through Envoy)")
    print(
        f"  first replayed event: p50 {ms(resume_p50)}  p99 {ms(percentile(first_event, 99))}"
        f"   plain GET: p50 {ms(get_p50)}   ratio {resume_p50 / get_p50:.2f}x"
    )


def burst_on(
    rest_url: str, dsn: str, pids: list[int], count: int, model: str
) -> tuple[list[float], float]:
    """One burst of `count` jobs sent at c=16: (pickup latencies, service CPU seconds spent
    from the first create until every job was done)."""
    before = sum(cpu_seconds(pid) for pid in pids)
    ids = asyncio.run(create_jobs(rest_url, count, 16, model))
    waits = asyncio.run(pickup_latencies(dsn, ids))
    return waits, sum(cpu_seconds(pid) for pid in pids) - before


def queue_against(fake: FakeUpstream, args: argparse.Namespace) -> None:
    """Loaded pickup and service CPU per job, this checkout against `args.against`, in one run:
    both stacks up, bursts alternating between them (the order flips every round)."""
    names = {"this": fresh_database_name("bench_bg"), "base": fresh_database_name("bench_bg")}
    for name in names.values():
        asyncio.run(create_database(name))
    other: subprocess.Popen[str] | None = None
    waits: dict[str, list[float]] = {"this": [], "base": []}
    cpu: dict[str, list[float]] = {"this": [], "base": []}
    try:
        env = {"RESPONSA_UPSTREAM_BASE_URL": fake.base_url}
        with Stack.start({**env, "RESPONSA_DATABASE_URL": database_url(names["this"])}) as stack:
            other, described = start_other(
                Path(args.against), {**env, "RESPONSA_DATABASE_URL": database_url(names["base"])}
            )
            admin = PG_ADMIN_DSN.rsplit("/", 1)[0]
            sides = {
                "this": (stack.rest_url, [child.process.pid for child in stack.services]),
                "base": (described["rest_url"], list(described["service"])),
            }
            for label, (rest, pids) in sides.items():  # warm-up: one small burst each
                burst_on(rest, f"{admin}/{names[label]}", pids, 16, args.model)
            for index in range(args.rounds):
                for label in ("this", "base") if index % 2 == 0 else ("base", "this"):
                    rest, pids = sides[label]
                    latencies, seconds = burst_on(
                        rest, f"{admin}/{names[label]}", pids, args.burst, args.model
                    )
                    waits[label] += latencies
                    cpu[label].append(seconds / args.burst)
    finally:
        stop_other(other)
        for name in names.values():
            asyncio.run(drop_database(name))
    print(
        f"loaded queue, this checkout vs {args.against} ({args.rounds} bursts of {args.burst}"
        f" jobs each at c=16, {args.model}, alternating; one replica each, Postgres)"
    )
    for label in ("base", "this"):
        per_job = sorted(cpu[label])[len(cpu[label]) // 2]
        print(
            f"  {label}: pickup p50 {ms(percentile(waits[label], 50))}"
            f"  p99 {ms(percentile(waits[label], 99))}   service CPU per job"
            f" {per_job * 1000:5.2f} ms (median of bursts)"
        )
    base_cpu = sorted(cpu["base"])[len(cpu["base"]) // 2]
    this_cpu = sorted(cpu["this"])[len(cpu["this"]) // 2]
    print(
        f"  ratio this/base: pickup p50 "
        f"{percentile(waits['this'], 50) / percentile(waits['base'], 50):.2f}x,"
        f" CPU per job {this_cpu / base_cpu:.2f}x"
    )


def load_plan(fake: FakeUpstream, stack: Stack, args: argparse.Namespace) -> dict[str, Any]:
    """bench/loadgen.py's load phase: REST POST /v1/responses at c=N for one slice."""
    return {
        "mode": "profile",
        "paths": ["rest"],
        "direct_url": fake.base_url,
        # loadgen.Paths: one stack, this checkout's (prefix "").
        "targets": {
            "": {
                "rest_url": stack.rest_url,
                "grpc_target": stack.grpc_target,
                "websocket_url": stack.gateway.websocket_url,
            }
        },
        "concurrency": args.concurrency,
        "duration": args.duration / args.rounds,
        "rounds": 1,
        "model": "fake-text",
        # loadgen.cpu_snapshot: process group -> pids.
        "procs": {
            **{
                f"service{index}": [child.process.pid] for index, child in enumerate(stack.services)
            },
            "envoy": [stack.gateway.envoy.process.pid],
            "upstream": [fake._process.pid if fake._process else os.getpid()],
        },
    }


def foreground_rps(fake: FakeUpstream, args: argparse.Namespace) -> dict[int, float]:
    """req/s with 1 and 2 workers: both stacks up at once, measured in alternating slices."""
    names = [fresh_database_name("bench_workers") for _ in range(2)]
    for name in names:
        asyncio.run(create_database(name))
    totals: dict[int, dict[str, Any]] = {}
    try:
        with contextlib.ExitStack() as stacks:
            plans: dict[int, dict[str, Any]] = {}
            for workers, name in zip((1, 2), names, strict=True):
                env = {
                    "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                    "RESPONSA_DATABASE_URL": database_url(name),
                }
                stack = stacks.enter_context(Stack.start(env, workers=workers))
                plans[workers] = load_plan(fake, stack, args)
                run_loadgen({**plans[workers], "duration": 1.0}, timeout=60)  # warm-up
            for index in range(args.rounds):
                for workers in (1, 2) if index % 2 == 0 else (2, 1):
                    result = run_loadgen(plans[workers], timeout=args.duration * 4 + 60)
                    slice_ = result["load"]["rest"]
                    total = totals.setdefault(workers, {"ok": 0, "elapsed": 0.0, "cpu": {}})
                    total["ok"] += slice_["ok"]
                    total["elapsed"] += slice_["elapsed"]
                    for proc, seconds in slice_["cpu"].items():
                        total["cpu"][proc] = total["cpu"].get(proc, 0.0) + seconds
                    if slice_["errors"]:
                        print(
                            f"  ({workers} workers: {slice_['errors']} errors:"
                            f" {slice_.get('last_error')})"
                        )
    finally:
        for name in names:
            asyncio.run(drop_database(name))
    for workers, total in totals.items():
        busy = ", ".join(
            f"{proc} {seconds / total['elapsed']:.2f}" for proc, seconds in total["cpu"].items()
        )
        print(f"  RESPONSA_WORKERS={workers}: cores busy: {busy}")
    return {workers: total["ok"] / total["elapsed"] for workers, total in totals.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--idle-jobs", type=int, default=50)
    parser.add_argument("--burst", type=int, default=200)
    parser.add_argument("--resume-rounds", type=int, default=50)
    parser.add_argument("--duration", type=float, default=5.0)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=4, help="alternating slices per setup")
    parser.add_argument("--quick", action="store_true", help="a smoke run (~20 s)")
    parser.add_argument(
        "--against", help="another checkout: loaded queue side by side (only that table)"
    )
    parser.add_argument("--model", default="fake-paced", help="the jobs' fake upstream model")
    args = parser.parse_args(argv)
    if args.quick:
        args.idle_jobs, args.burst, args.resume_rounds, args.duration = 10, 40, 10, 2.0
    os.environ.setdefault("PYTHONPATH", os.pathsep.join(sys.path[:3]))
    if args.against:
        with FakeUpstream() as fake:
            queue_against(fake, args)
        return 0
    with FakeUpstream() as fake:
        queue_benchmarks(fake, args)
        rps = foreground_rps(fake, args)
    one, two = rps[1], rps[2]
    ratio = two / one
    print(f"foreground REST req/s at c={args.concurrency} through Envoy (Postgres, fake-text)")
    print(
        f"  RESPONSA_WORKERS=1: {one:7.0f} req/s   RESPONSA_WORKERS=2: {two:7.0f} req/s"
        f"   ratio {ratio:.2f}x  (goal >= 1.6x: {'PASS' if ratio >= 1.6 else 'MISS'};"
        f" {os.cpu_count()} cores)"
    )
    print(json.dumps({"workers_ratio": round(ratio, 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
