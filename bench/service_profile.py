"""Python calls and CPU per request inside the service, by function: a measure that a loaded
machine does not move much (call counts are exact; CPU shares are thread CPU time).

    python bench/service_profile.py [--root PATH] [--requests N] [--path rest|grpc|rest-stream|...]

Starts the fake upstream and a checkout's stack (this one, or `--root PATH`, e.g. a worktree
of the base commit) with its store in a fresh Postgres database, the service running under
`bench/profiled_service.py` (cProfile on the main thread's CPU time, switched on by SIGUSR1
after a warm-up and written out by SIGUSR2), sends N sequential calls on one path, and prints:
function calls per request, the service process's CPU per request (all threads, /proc), and
the functions with the most own CPU. Run it on two checkouts to compare them; the profiler's
own cost inflates the CPU figures several times, the call counts not at all.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pstats
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT, ROOT / "bench"):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import loadgen  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)

OUT_DIR = ROOT / "build" / "bench"


async def drive(target: dict[str, Any], direct_url: str, path: str, pid: int, count: int) -> float:
    """Warm up, profile `count` calls on `path`; the service's CPU ms per call."""
    paths = loadgen.Paths({"direct_url": direct_url, "targets": {"": target}})
    calls, conns, sockets = paths.worker_calls()
    try:
        for _ in range(50):
            await calls[path]()
        os.kill(pid, signal.SIGUSR1)
        await asyncio.sleep(0.5)
        before = loadgen.cpu_seconds(pid)
        for _ in range(count):
            await calls[path]()
        spent = loadgen.cpu_seconds(pid) - before
        os.kill(pid, signal.SIGUSR2)
    finally:
        for conn in conns:
            conn.close()
        for holder in sockets:
            if holder.get("socket") is not None:
                await holder["socket"].close()
        await paths.close()
    return spent * 1000 / count


def main() -> int:
    """Profile one path of one checkout's service; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to profile")
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--path", default="rest", help="a bench/loadgen.py path name")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    out = OUT_DIR / f"service-{args.path}-{time.strftime('%Y%m%d-%H%M%S')}.prof"
    database = fresh_database_name("bench")
    asyncio.run(create_database(database))
    child: subprocess.Popen[str] | None = None
    try:
        with FakeUpstream() as fake:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": database_url(database),
            }
            command = [sys.executable, str(ROOT / "bench" / "profiled_service.py"), str(out)]
            child, target = start_stack(args.root, env, command)
            per_call = asyncio.run(
                drive(target, fake.base_url, args.path, target["service"][0], args.requests)
            )
            deadline = time.monotonic() + 30
            while not out.exists() and time.monotonic() < deadline:
                time.sleep(0.2)
    finally:
        if child is not None and child.stdin is not None:
            child.stdin.close()
            child.wait(timeout=120)
        asyncio.run(drop_database(database))
    stats = pstats.Stats(str(out))
    calls = stats.total_calls  # type: ignore[attr-defined]
    print(f"{args.root}: {args.requests} x {args.path}, profile {out}")
    print(f"python function calls per request (service main thread): {calls / args.requests:.0f}")
    print(f"service CPU per request, all threads, under the profiler: {per_call:.3f} ms")
    stats.sort_stats("tottime").print_stats(args.top)
    return 0


def start_stack(
    root: Path, env: dict[str, str], command: list[str]
) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """`root`'s stack with `command` as the service (bench/stack_child.py)."""
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "stack_child.py"), str(root), json.dumps(command)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(json.dumps(env) + "\n")
    child.stdin.flush()
    described: dict[str, Any] = json.loads(child.stdout.readline() or '{"error": "none"}')
    if "error" in described:
        raise SystemExit(f"the stack did not start: {described['error']}")
    return child, described


if __name__ == "__main__":
    sys.exit(main())
