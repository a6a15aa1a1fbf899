"""What each way to Postgres costs per statement: does the hot path's own asyncpg pool pay for
itself next to SQLAlchemy's pool? (docs/performance.md, "One path to the database")

One `Database` on a fresh Postgres database, one stored response, and its hot read (`get`: the
response row with its output items, the statement `ResponseStore.get` runs) run the ways a
statement can reach Postgres here, in rotated blocks so machine noise hits all alike:

- kept:       the hot path today: the asyncpg pool's connection kept out (`KeptConnection`)
- asyncpg:    that pool, one acquire/release per statement (`Database.connected`'s way)
- sa raw:     SQLAlchemy's pool, its driver connection checked out per statement (`checked_out`)
- sa core:    SQLAlchemy's AsyncConnection executing the Core statement (`Database.reading`)

at c=1 (one statement at a time) and at c=16 (16 tasks, so `kept` serves one and the pool the
rest). The client's CPU per statement (this process: every path's Python work, the database's
own work being the same SQL) and the wall time per statement; ratios to `kept` side by side.

    .venv/bin/python bench/database_paths.py [--statements 2000] [--rounds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "service"), str(ROOT)]

from responsa_server.store import Database, ResponseStore  # noqa: E402
from responsa_server.store.database import checked_out  # noqa: E402
from responsa_server.store.hot_path import _get_with_output  # noqa: E402

from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)

Statement = Callable[[], Awaitable[Any]]
PROJECT = "bench"


def _paths(database: Database, response_id: str) -> dict[str, Statement]:
    compiled = database.compile(_get_with_output())
    args = compiled.args({"rid": response_id, "project": PROJECT})
    params = {"rid": response_id, "project": PROJECT}
    core = _get_with_output()
    kept, pool, engine = database.kept_connection, database.postgres_pool, database.engine
    assert kept is not None and pool is not None

    async def via_kept() -> Any:
        return await kept.fetch(compiled.text, *args)

    async def via_asyncpg() -> Any:
        return await pool.fetch(compiled.text, *args)

    async def via_sa_raw() -> Any:
        async with checked_out(engine) as raw:
            return await raw.fetch(compiled.text, *args)

    async def via_sa_core() -> Any:
        async with engine.connect() as conn:
            return (await conn.execute(core, params)).all()

    return {"kept": via_kept, "asyncpg": via_asyncpg, "sa raw": via_sa_raw, "sa core": via_sa_core}


async def _block(statement: Statement, count: int, concurrency: int) -> tuple[float, float]:
    """CPU and wall seconds per statement over `count` statements at `concurrency`."""
    per_task = count // concurrency

    async def worker() -> None:
        for _ in range(per_task):
            await statement()

    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    done = per_task * concurrency
    return (time.process_time() - cpu) / done, (time.perf_counter() - wall) / done


async def _run(statements: int, rounds: int) -> None:
    name = fresh_database_name("bench_paths")
    await create_database(name)
    database = await Database.open(database_url(name))
    try:
        store = ResponseStore(database)
        response = {"id": "resp_bench", "object": "response", "created_at": 1, "model": "m"}
        response["output"] = [
            {"id": f"msg_{n}", "type": "message", "role": "assistant", "content": []}
            for n in range(3)
        ]
        user = {"type": "message", "role": "user", "content": "hi"}
        await store.save(response, [user], project=PROJECT)
        paths = _paths(database, "resp_bench")
        for concurrency in (1, 16):
            for statement in paths.values():  # warm-up: connections opened, statements prepared
                await _block(statement, 200, concurrency)
            cpu: dict[str, list[float]] = {name: [] for name in paths}
            wall: dict[str, list[float]] = {name: [] for name in paths}
            names = list(paths)
            for round_ in range(rounds):
                for name_ in names[round_ % len(names) :] + names[: round_ % len(names)]:
                    c, w = await _block(paths[name_], statements, concurrency)
                    cpu[name_].append(c)
                    wall[name_].append(w)
            base_cpu = statistics.median(cpu["kept"])
            base_wall = statistics.median(wall["kept"])
            print(f"\nc={concurrency}: {statements} statements x {rounds} rounds per path (median)")
            print(
                f"{'path':10} {'client CPU µs':>14} {'/kept':>7} {'wall µs':>9} {'/kept':>7}"
                f" {'CPU spread':>11}"
            )
            for name_ in names:
                c, w = statistics.median(cpu[name_]), statistics.median(wall[name_])
                spread = (max(cpu[name_]) - min(cpu[name_])) / c * 100
                print(
                    f"{name_:10} {c * 1e6:14.1f} {c / base_cpu:7.2f} {w * 1e6:9.1f}"
                    f" {w / base_wall:7.2f} {spread:10.0f}%"
                )
    finally:
        await database.close()
        await drop_database(name)


def main() -> None:
    """Parse the options and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--statements", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    asyncio.run(_run(options.statements, options.rounds))


if __name__ == "__main__":
    main()
