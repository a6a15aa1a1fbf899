"""Webhooks, measured in one run: the delivery delay after a job ends (p50/p99) at a steady
rate of background jobs with a receiver on loopback, and the outbox's cost per job (the
service's CPU per job with one endpoint against none), as ratios.

1. Delay: jobs are created at `--rate` per second for `--seconds`; each event's delay is its
   arrival at the receiver minus the job's `ended_at` (both stamped on this machine's clock:
   the service's in the jobs table, the receiver's on arrival).
2. Cost: bursts of `--burst` jobs, alternating without and with an endpoint (`--rounds` each),
   the service process's CPU (all threads, /proc) per job until the burst ended and, with the
   endpoint, its events were delivered; medians and their ratio.

Store: a fresh Postgres database (created and dropped here). Run: `python bench/webhooks.py`
(`--quick`: a smoke run).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from pathlib import Path

import asyncpg
import httpx

ROOT = Path(__file__).resolve().parent.parent
for _path in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from bench.background import create_jobs, ms, percentile  # noqa: E402
from bench.loadgen import cpu_seconds  # noqa: E402
from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    PG_ADMIN_DSN,
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack  # noqa: E402
from tests.webhook_receiver import WebhookReceiver  # noqa: E402


async def paced_jobs(rest_url: str, rate: float, seconds: float) -> list[str]:
    """Create background jobs at `rate` per second for `seconds`; their ids."""
    ids: list[str] = []
    async with httpx.AsyncClient(timeout=30) as client:

        async def one(index: int) -> None:
            body = {"model": "fake-text", "input": f"job {index}", "background": True}
            answer = await client.post(f"{rest_url}/responses", json=body)
            answer.raise_for_status()
            ids.append(str(answer.json()["id"]))

        started = time.monotonic()
        tasks = []
        for index in range(int(rate * seconds)):
            await asyncio.sleep(max(0.0, started + index / rate - time.monotonic()))
            tasks.append(asyncio.create_task(one(index)))
        await asyncio.gather(*tasks)
    return ids


async def ended_at(dsn: str, ids: list[str]) -> dict[str, float]:
    """Each job's `ended_at`, once all ended."""
    connection = await asyncpg.connect(dsn)
    try:
        while True:
            rows = await connection.fetch(
                "SELECT response_id, ended_at FROM background_jobs "
                "WHERE response_id = ANY($1::text[]) AND state = 'done'",
                ids,
            )
            if len(rows) == len(ids):
                return {row["response_id"]: float(row["ended_at"]) for row in rows}
            await asyncio.sleep(0.1)
    finally:
        await connection.close()


def endpoint(stack: Stack, receiver: WebhookReceiver) -> str:
    answer = httpx.post(f"{stack.rest_url}/webhook_endpoints", json={"url": receiver.url})
    answer.raise_for_status()
    receiver.secret = answer.json()["secret"]
    return str(answer.json()["id"])


def burst_cpu(stack: Stack, dsn: str, count: int, receiver: WebhookReceiver | None) -> float:
    """The service's CPU seconds per job for one burst (and its deliveries)."""
    pid = stack.service.process.pid
    before = cpu_seconds(pid)
    expected = len(receiver.received) + count if receiver is not None else 0
    ids = asyncio.run(create_jobs(stack.rest_url, count, 16, "fake-text"))
    asyncio.run(ended_at(dsn, ids))
    if receiver is not None:
        receiver.wait_for(expected, timeout=120)
    return (cpu_seconds(pid) - before) / count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=100.0, help="jobs per second")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--burst", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    args = parser.parse_args(argv)
    if args.quick:
        args.rate, args.seconds, args.burst, args.rounds = 20.0, 2.0, 40, 1
    os.environ.setdefault("PYTHONPATH", os.pathsep.join(sys.path[:3]))
    name = fresh_database_name("bench_hooks")
    asyncio.run(create_database(name))
    dsn = PG_ADMIN_DSN.rsplit("/", 1)[0] + f"/{name}"
    try:
        with FakeUpstream() as fake, WebhookReceiver() as receiver:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": database_url(name),
                "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
            }
            with Stack.start(env) as stack:
                costs: dict[str, list[float]] = {"without": [], "with": []}
                for _ in range(args.rounds):
                    costs["without"].append(burst_cpu(stack, dsn, args.burst, None))
                    endpoint_id = endpoint(stack, receiver)
                    costs["with"].append(burst_cpu(stack, dsn, args.burst, receiver))
                    httpx.delete(f"{stack.rest_url}/webhook_endpoints/{endpoint_id}")
                endpoint(stack, receiver)
                first = len(receiver.received)
                ids = asyncio.run(paced_jobs(stack.rest_url, args.rate, args.seconds))
                ends = asyncio.run(ended_at(dsn, ids))
                arrived = receiver.wait_for(first + len(ids), timeout=120)[first:]
        delays = [r.at - ends[r.event.data.id] for r in arrived if r.event is not None]
        without = sorted(costs["without"])[len(costs["without"]) // 2]
        with_ = sorted(costs["with"])[len(costs["with"]) // 2]
    finally:
        asyncio.run(drop_database(name))
    p50, p99 = percentile(delays, 50), percentile(delays, 99)
    print(f"webhook delivery delay after the job ended, {args.rate:g} jobs/s, loopback receiver")
    print(f"  p50 {ms(p50)}   p99 {ms(p99)}   ({len(delays)} events)")
    print(f"service CPU per background job (fake-text, bursts of {args.burst})")
    print(
        f"  no endpoint {without * 1000:6.2f} ms   one endpoint {with_ * 1000:6.2f} ms"
        f"   ratio {with_ / without:.2f}x"
    )
    print(
        json.dumps(
            {
                "delay_p50_ms": round(p50 * 1000, 1),
                "delay_p99_ms": round(p99 * 1000, 1),
                "cpu_per_job_ratio": round(with_ / without, 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
