"""What durable commits cost: the store's save, fast vs durable, side by side in one run.

    python bench/durability.py [--quick] [--saves N] [--duration S] [--concurrency N]

Each mode is a `ResponseStore` on its own fresh Postgres database (created and dropped here):
  fast          durable_commits=False: synchronous_commit=off (the opt-in fast mode)
  durable       durable_commits=True: the default, a WAL flush (fsync) before each commit returns
  durable+delay durable, plus Postgres group commit tuned for concurrency (commit_delay=200 us,
                commit_siblings=4, set on that database only): a flush waits for siblings to join
and SQLite (WAL, synchronous=NORMAL vs FULL) in a temp dir. Saves are a typical response: one
input message, one output message.
  c=1   sequential saves, modes interleaved save by save -> mean and p50/p99 ms, ratio to fast
  c=N   N concurrent savers for S seconds per mode, in alternating slices -> saves/s, ratio
Exit status 0 whatever the numbers (a measurement); 1 if Postgres is unavailable.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import asyncpg  # noqa: E402
from responsa_server.auth.project import DEFAULT_PROJECT  # noqa: E402
from responsa_server.store.response_store import ResponseStore  # noqa: E402

from tests.postgres import (  # noqa: E402
    PG_ADMIN_DSN,
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stores import open_store  # noqa: E402

# The group-commit variant: the database-level setting applies to its new connections only.
GROUP_COMMIT = {"commit_delay": "200", "commit_siblings": "4"}


def response_pair(n: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A stored response as the engine saves it, and its input items."""
    text = "What is the capital of France? " * 4
    response = {
        "id": f"resp_bench_{n}",
        "object": "response",
        "created_at": 1_700_000_000 + n,
        "status": "completed",
        "model": "fake-text",
        "output": [
            {
                "id": f"msg_out_{n}",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": "Paris.", "annotations": []}],
            }
        ],
        "usage": {"input_tokens": 30, "output_tokens": 2, "total_tokens": 32},
    }
    inputs = [{"id": f"msg_in_{n}", "type": "message", "role": "user", "content": text}]
    return response, inputs


class Mode:
    """One store configuration under test."""

    def __init__(self, name: str, store: ResponseStore) -> None:
        self.name = name
        self.store = store
        self.latencies: list[float] = []
        self.saves = 0
        self.seconds = 0.0
        self.counter = 0

    async def save_one(self) -> float:
        self.counter += 1
        response, inputs = response_pair(self.counter)
        started = time.perf_counter()
        await self.store.save(response, inputs, project=DEFAULT_PROJECT)
        return time.perf_counter() - started


async def sequential(modes: list[Mode], saves: int, warmup: int) -> None:
    for round_ in range(warmup + saves):
        for mode in modes:
            elapsed = await mode.save_one()
            if round_ >= warmup:
                mode.latencies.append(elapsed)


async def concurrent(modes: list[Mode], concurrency: int, seconds: float, slices: int) -> None:
    slice_seconds = seconds / slices
    for _ in range(slices):
        for mode in modes:
            stop = time.perf_counter() + slice_seconds
            done = 0

            async def saver(mode: Mode = mode, stop: float = stop) -> None:
                nonlocal done
                while time.perf_counter() < stop:
                    await mode.save_one()
                    done += 1

            started = time.perf_counter()
            await asyncio.gather(*(saver() for _ in range(concurrency)))
            mode.seconds += time.perf_counter() - started
            mode.saves += done


def ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def report(title: str, modes: list[Mode], concurrency: int) -> None:
    base = modes[0]
    print(f"\n{title}")
    print(f"  c=1 ({len(base.latencies)} saves per mode, interleaved)")
    print(f"    {'mode':<16}{'mean ms':>9}{'p50 ms':>9}{'p99 ms':>9}{'x fast':>9}")
    base_mean = statistics.fmean(base.latencies)
    for mode in modes:
        mean = statistics.fmean(mode.latencies)
        print(
            f"    {mode.name:<16}{mean * 1000:>9.3f}{ms(mode.latencies, 0.5):>9.3f}"
            f"{ms(mode.latencies, 0.99):>9.3f}{mean / base_mean:>9.2f}"
        )
    print(f"  c={concurrency} (saves/s, alternating slices)")
    base_rate = base.saves / base.seconds
    for mode in modes:
        rate = mode.saves / mode.seconds
        print(f"    {mode.name:<16}{rate:>9.0f}/s{rate / base_rate:>9.2f} of fast")


async def postgres_modes(names: list[str]) -> list[Mode]:
    modes = []
    for name, database in zip(("fast", "durable", "durable+delay"), names, strict=True):
        if name == "durable+delay":
            admin = await asyncpg.connect(PG_ADMIN_DSN, timeout=3)
            try:
                for key, value in GROUP_COMMIT.items():
                    await admin.execute(f'ALTER DATABASE "{database}" SET {key} = {value}')
            finally:
                await admin.close()
        store = await open_store(database_url(database), durable_commits=name != "fast")
        modes.append(Mode(name, store))
    return modes


async def run(args: argparse.Namespace) -> int:
    names = [fresh_database_name("bench_durability") for _ in range(3)]
    try:
        for name in names:
            await create_database(name)
    except (OSError, asyncpg.PostgresError) as error:
        print(f"bench: Postgres unavailable ({error}); start it with `make postgres`")
        return 1
    try:
        modes = await postgres_modes(names)
        try:
            await sequential(modes, args.saves, args.warmup)
            await concurrent(modes, args.concurrency, args.duration * len(modes), slices=4)
            report("Postgres (one save = one statement, one round trip)", modes, args.concurrency)
        finally:
            for mode in modes:
                await mode.store.database.close()
    finally:
        for name in names:
            await drop_database(name)
    with tempfile.TemporaryDirectory() as tmp:
        sqlite_modes = [
            Mode(
                name,
                await open_store(f"sqlite:///{tmp}/{name}.db", durable_commits=durable),
            )
            for name, durable in (("fast", False), ("durable", True))
        ]
        try:
            await sequential(sqlite_modes, args.saves, args.warmup)
            await concurrent(sqlite_modes, args.concurrency, args.duration * 2, slices=4)
            report("SQLite (WAL; synchronous NORMAL vs FULL)", sqlite_modes, args.concurrency)
        finally:
            for mode in sqlite_modes:
                await mode.store.database.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short run (smoke test)")
    parser.add_argument("--saves", type=int, default=400, help="c=1 saves per mode")
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--duration", type=float, default=4.0, help="c=N seconds per mode")
    parser.add_argument("--concurrency", type=int, default=16)
    args = parser.parse_args(argv)
    if args.quick:
        args.saves, args.warmup, args.duration = 60, 10, 1.0
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
