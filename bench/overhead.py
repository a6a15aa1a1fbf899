"""Side-by-side overhead benchmark: Responsa (REST via Envoy, direct gRPC) vs the upstream alone.

    python bench/overhead.py [--quick] [--requests N] [--duration S] [--profile [S]]

Starts the fake upstream, the real stack (service + Envoy) with its store in a fresh Postgres
database, and a load generator in its own process (bench/loadgen.py). Every path is measured in
the same run, interleaved, so machine noise hits all of them alike:
  c=1   sequential calls, one after another on each path in turn -> p50/p99, added = path - direct
  c=16  16 workers for a fixed time per path, in alternating slices -> req/s, ratio path/direct
Exit status is 0 whatever the numbers (a measurement, not a test); 1 only if the stack can't start.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from gateway.launch import Stack, StartupError  # noqa: E402
from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)

PATHS = ["direct", "rest", "grpc", "direct-stream", "rest-stream", "grpc-stream"]
# c=1 only, to split the added latency: gRPC framework floor, and the cost of storing.
REFERENCE_PATHS = ["grpc-health", "rest-nostore", "grpc-nostore"]
SERVICE_PATHS = ["rest", "rest-stream", "grpc", "grpc-stream"]
LABELS = {
    "direct": "direct  non-stream",
    "rest": "REST    non-stream",
    "grpc": "gRPC    non-stream",
    "direct-stream": "direct  stream",
    "rest-stream": "REST    stream",
    "grpc-stream": "gRPC    stream",
    "grpc-health": "gRPC    health Check",
    "rest-nostore": "REST    store=false",
    "grpc-nostore": "gRPC    store=false",
}
TARGET_ADDED_MS = 1.0
TARGET_RATIO = 0.6
LOADGEN = ROOT / "bench" / "loadgen.py"
OUT_DIR = ROOT / "build" / "bench"


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of `values`; nan when empty."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def run_loadgen(plan: dict[str, Any], timeout: float) -> dict[str, Any]:
    """Run bench/loadgen.py with `plan`; return its JSON result."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path[:3])}
    done = subprocess.run(
        [sys.executable, str(LOADGEN)],
        input=json.dumps(plan),
        capture_output=True,
        text=True,
        env=env,
        timeout=timeout,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"load generator failed ({done.returncode}):\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def verdict(ok: bool) -> str:
    """PASS or MISS."""
    return "PASS" if ok else "MISS"


def report(result: dict[str, Any], plan: dict[str, Any]) -> None:
    """Print the c=1 latency table, the c=N throughput table and the target lines."""
    c1 = result["c1"]
    ms: dict[str, dict[str, float]] = {}
    for name in PATHS + REFERENCE_PATHS:
        samples = c1["samples"][name]
        firsts = [s[0] * 1000 for s in samples]
        ends = [s[1] * 1000 for s in samples]
        ms[name] = {
            "n": len(samples),
            "p50": percentile(ends, 50),
            "p99": percentile(ends, 99),
            "mean": statistics.fmean(ends) if ends else math.nan,
            "f50": percentile(firsts, 50),
            "f99": percentile(firsts, 99),
        }
    print(
        f"\n== c=1: {plan['requests']} sequential calls per path, interleaved call by call "
        f"(after {plan['warmup']} warm-up each); milliseconds =="
    )
    print(
        f"{'path':<20} {'n':>5} {'p50':>7} {'p99':>7} {'mean':>7} {'+p50':>7} {'+p99':>7}"
        f"   {'TTFE p50':>8} {'p99':>7} {'+p50':>7} {'+p99':>7}   err"
    )
    for name in PATHS:
        row = ms[name]
        base = ms["direct-stream" if name.endswith("stream") else "direct"]
        added = name not in ("direct", "direct-stream")
        line = (
            f"{LABELS[name]:<20} {row['n']:>5} {row['p50']:>7.3f} {row['p99']:>7.3f} "
            f"{row['mean']:>7.3f} "
        )
        line += (
            f"{row['p50'] - base['p50']:>7.3f} {row['p99'] - base['p99']:>7.3f}"
            if added
            else f"{'-':>7} {'-':>7}"
        )
        if name.endswith("stream"):
            line += f"   {row['f50']:>8.3f} {row['f99']:>7.3f} "
            line += (
                f"{row['f50'] - base['f50']:>7.3f} {row['f99'] - base['f99']:>7.3f}"
                if added
                else f"{'-':>7} {'-':>7}"
            )
        else:
            line += f"   {'':>8} {'':>7} {'':>7} {'':>7}"
        line += f"   {c1['errors'][name]}"
        print(line)
    print(
        "(stream p50/p99 = time to the last event; TTFE = time to the first complete event; "
        "+ = minus direct)"
    )
    print("reference (c=1, same interleaving; non-stream):")
    for name in REFERENCE_PATHS:
        row = ms[name]
        print(
            f"{LABELS[name]:<20} {row['n']:>5} {row['p50']:>7.3f} {row['p99']:>7.3f} "
            f"{row['mean']:>7.3f} {row['p50'] - ms['direct']['p50']:>7.3f} "
            f"{row['p99'] - ms['direct']['p99']:>7.3f}   err {c1['errors'][name]}"
        )
    floor = ms["grpc-health"]["p50"] - ms["direct"]["p50"]
    print(
        f"split of added p50: gRPC round-trip floor (health Check - direct) {floor:.3f} ms; "
        f"storing (store=true - store=false) REST "
        f"{ms['rest']['p50'] - ms['rest-nostore']['p50']:.3f} ms, gRPC "
        f"{ms['grpc']['p50'] - ms['grpc-nostore']['p50']:.3f} ms; "
        f"Envoy (REST - gRPC) {ms['rest']['p50'] - ms['grpc']['p50']:.3f} ms"
    )

    cn = result["cN"]
    rps = {
        name: cn[name]["ok"] / cn[name]["elapsed"] if cn[name]["elapsed"] else 0.0 for name in PATHS
    }
    procs = ["service", "envoy", "fake", "postgres", "loadgen"]
    print(
        f"\n== c={plan['concurrency']}: {plan['duration']:g} s per path in {plan['rounds']} "
        "interleaved slices =="
    )
    print(
        f"{'path':<20} {'req/s':>8} {'ratio':>6} {'p50 ms':>7} {'p99 ms':>7} {'err':>4} "
        f"{'svc cores':>9}   CPU ms per request: " + " ".join(f"{p:>8}" for p in procs)
    )
    for name in PATHS:
        row = cn[name]
        base_rps = rps["direct-stream" if name.endswith("stream") else "direct"]
        ratio = rps[name] / base_rps if base_rps else math.nan
        ends = [e * 1000 for e in row["ends"]]
        cpu = " ".join(f"{row['cpu'].get(p, 0.0) * 1000 / max(row['ok'], 1):>8.3f}" for p in procs)
        # Service CPU seconds per wall second: ~1.0 means its one event loop is the bottleneck.
        cores = row["cpu"].get("service", 0.0) / row["elapsed"] if row["elapsed"] else 0.0
        print(
            f"{LABELS[name]:<20} {rps[name]:>8.0f} {ratio:>6.2f} {percentile(ends, 50):>7.2f} "
            f"{percentile(ends, 99):>7.2f} {row['errors']:>4} {cores:>9.2f}   {'':>19}{cpu}"
        )
    busy = {p: sum(cn[n]["cpu"].get(p, 0.0) for n in PATHS) for p in procs}
    wall = sum(cn[n]["elapsed"] for n in PATHS)
    print(
        "CPU use over the c=N phase (cores): "
        + ", ".join(f"{p} {busy[p] / wall:.2f}" for p in procs)
        + f"  (machine: {os.cpu_count()})"
    )

    errors = {n: row["last_error"] for n, row in cn.items() if row.get("last_error")}
    errors.update({f"{n} (c=1)": e for n, e in c1["last_error"].items()})
    for name, error in errors.items():
        print(f"last error on {name}: {error}")

    print("\n== targets ==")
    for label, name, key in (
        ("REST, non-stream", "rest", "p50"),
        ("gRPC, non-stream", "grpc", "p50"),
        ("REST, stream TTFE", "rest-stream", "f50"),
        ("gRPC, stream TTFE", "grpc-stream", "f50"),
    ):
        base_ms = ms["direct-stream" if name.endswith("stream") else "direct"][key]
        added_ms = ms[name][key] - base_ms
        print(
            f"added p50 ({label}, c=1): {added_ms:.3f} ms (target <= {TARGET_ADDED_MS} ms) "
            f"{verdict(added_ms <= TARGET_ADDED_MS)}"
        )
    for label, name in (
        ("REST/direct", "rest"),
        ("gRPC/direct", "grpc"),
        ("REST/direct (stream)", "rest-stream"),
        ("gRPC/direct (stream)", "grpc-stream"),
    ):
        base_rps = rps["direct-stream" if name.endswith("stream") else "direct"]
        ratio = rps[name] / base_rps if base_rps else math.nan
        print(
            f"req/s ratio {label} at c={plan['concurrency']}: {ratio:.2f} "
            f"(target >= {TARGET_RATIO}) {verdict(ratio >= TARGET_RATIO)}"
        )


def frame_function(frame: str) -> str:
    """`func (path/file.py:123)` -> `func (file.py)`, shortening site-packages paths."""
    name, _, where = frame.partition(" (")
    where = where.rstrip(")").rsplit(":", 1)[0]
    if name.startswith("0x"):
        name = "[native]"  # C code without symbols: aggregate it per library
    for marker in ("site-packages/", "responsa_server/", "python3.11/", "lib/python3"):
        if marker in where:
            where = where.split(marker, 1)[1]
            if marker == "responsa_server/":
                where = "responsa_server/" + where
            break
    return f"{name} ({where})" if where else name


def frame_package(frame: str) -> str:
    """The package (or responsa_server module) a frame's file belongs to."""
    where = frame_function(frame).rpartition(" (")[2].rstrip(")")
    if where.startswith("responsa_server/"):
        return where.rsplit(".", 1)[0]
    top = where.split("/", 1)[0]
    return top.removesuffix(".py") or "?"


# Leaves where a thread waits rather than works (py-spy's idle filter misses them with --native).
IDLE_LEAVES = (
    "epoll_wait",
    "epoll_pwait",
    "poll",
    "select",
    "pthread_cond_wait",
    "pthread_cond_timedwait",
    "futex",
    "__futex_abstimed_wait",
    "nanosleep",
)


def summarize_profile(raw: Path, top: int = 25) -> None:
    """Print self and inclusive hot spots from a py-spy `--format raw` (collapsed) file."""
    self_counts: collections.Counter[str] = collections.Counter()
    incl_counts: collections.Counter[str] = collections.Counter()
    package_counts: collections.Counter[str] = collections.Counter()
    thread_counts: collections.Counter[str] = collections.Counter()
    total = idle = 0
    for line in raw.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        if not stack or not count_text.isdigit():
            continue
        count = int(count_text)
        frames = stack.split(";")
        thread = frames.pop(0) if frames[0].startswith("thread (") else "?"
        frames = [f for f in frames if " (" in f]
        if not frames:
            continue
        if frames[-1].split(" (", 1)[0] in IDLE_LEAVES:
            idle += count
            continue
        total += count
        thread_counts[thread] += count
        self_counts[frame_function(frames[-1])] += count
        package_counts[frame_package(frames[-1])] += count
        for name in {frame_function(f) for f in frames}:
            incl_counts[name] += count
    if not total:
        print("profile: no samples (is py-spy allowed to ptrace the service?)")
        return
    print(f"\n== service profile: {total} busy samples ({idle} idle left out) ==")
    print("-- busy samples by thread --")
    for name, count in thread_counts.most_common(6):
        print(f"{100 * count / total:6.1f}%  {name}")
    print("-- self time by package/module --")
    for name, count in package_counts.most_common(15):
        print(f"{100 * count / total:6.1f}%  {name}")
    print("-- self time by function --")
    for name, count in self_counts.most_common(top):
        print(f"{100 * count / total:6.1f}%  {name}")
    print("-- inclusive time by function (responsa_server, sqlalchemy, grpc, protobuf) --")
    shown = 0
    for name, count in incl_counts.most_common():
        if (
            any(
                k in name
                for k in ("responsa_server/", "sqlalchemy", "grpc", "protobuf", "asyncpg", "orjson")
            )
            and "__main__" not in name
        ):
            print(f"{100 * count / total:6.1f}%  {name}")
            shown += 1
            if shown >= top:
                break


def profile(stack: Stack, plan: dict[str, Any], seconds: float, native: bool) -> None:
    """Load the service at c=N for `seconds` while py-spy samples it; print the hot spots."""
    py_spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    if not Path(py_spy).exists():
        print("\nprofile: py-spy not found; `.venv/bin/pip install py-spy` (see bench/README.md)")
        return
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    raw = OUT_DIR / f"profile-{stamp}.txt"
    load_plan = {
        **plan,
        "mode": "profile",
        "paths": SERVICE_PATHS,
        "duration": seconds,
        "rounds": max(1, int(seconds)),
    }
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path[:3])}
    pid = str(stack.service.process.pid)
    sample_for = str(max(1, int(seconds) - 2))
    with subprocess.Popen(
        [sys.executable, str(LOADGEN)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        env=env,
        text=True,
    ) as load:
        assert load.stdin is not None
        load.stdin.write(json.dumps(load_plan))
        load.stdin.close()
        time.sleep(1.0)  # let the workers connect and warm before sampling
        record = ["record", "-p", pid, "-d", sample_for, "-r", "200", "--threads"]
        # --nonblocking keeps the service unpaused (realistic load) but can't unwind C frames.
        record.append("--native" if native else "--nonblocking")
        subprocess.run(
            [py_spy, *record, "-f", "raw", "-o", str(raw)],
            capture_output=True,
            timeout=seconds + 30,
            check=False,
        )
        load.wait(timeout=seconds + 60)
    print(f"\nprofile: {raw} (collapsed stacks; feed to flamegraph.pl or speedscope)")
    if raw.exists():
        summarize_profile(raw)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command line options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short run (smoke test)")
    parser.add_argument("--requests", type=int, help="c=1 calls per path (default 300)")
    parser.add_argument("--warmup", type=int, help="c=1 warm-up calls per path (default 50)")
    parser.add_argument("--duration", type=float, help="c=N seconds per path (default 5)")
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument(
        "--model",
        default="fake-text",
        help="fake upstream scenario: fake-text answers at once (the default, strictest "
        "baseline); fake-paced takes ~20 ms per answer, like a fast real model",
    )
    parser.add_argument(
        "--profile",
        type=float,
        nargs="?",
        const=10.0,
        default=0.0,
        metavar="S",
        help="afterwards, py-spy the service under c=N load for S seconds (default 10)",
    )
    parser.add_argument(
        "--native",
        action="store_true",
        help="with --profile: also sample C frames (grpc core, asyncpg; pauses the service)",
    )
    args = parser.parse_args(argv)
    quick = args.quick
    args.requests = args.requests or (60 if quick else 300)
    args.warmup = args.warmup if args.warmup is not None else (10 if quick else 50)
    args.duration = args.duration or (1.5 if quick else 5.0)
    args.rounds = max(1, min(5, int(args.duration)))
    return args


def main(argv: list[str] | None = None) -> int:
    """Start everything, measure, print; 0 unless the stack could not start."""
    args = parse_args(argv)
    database = fresh_database_name("bench")
    try:
        asyncio.run(create_database(database))
    except Exception as error:  # asyncpg raises its own, OSError when down
        print(
            f"bench: Postgres unavailable ({error}); start it with `make postgres`", file=sys.stderr
        )
        return 1
    try:
        with FakeUpstream() as fake:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": database_url(database),
            }
            with Stack.start(env) as stack:
                fake_process = getattr(fake, "_process", None)
                plan: dict[str, Any] = {
                    "mode": "measure",
                    "paths": PATHS,
                    "reference_paths": REFERENCE_PATHS,
                    "direct_url": fake.base_url,
                    "rest_url": stack.rest_url,
                    "grpc_target": stack.direct_grpc_target,
                    "requests": args.requests,
                    "warmup": args.warmup,
                    "duration": args.duration,
                    "rounds": args.rounds,
                    "concurrency": args.concurrency,
                    "model": args.model,
                    "pids": {
                        "service": stack.service.process.pid,
                        "envoy": stack.gateway.envoy.process.pid,
                        "fake": fake_process.pid if fake_process else os.getpid(),
                    },
                }
                print(
                    f"bench: upstream {fake.base_url}, REST {stack.rest_url}, "
                    f"gRPC {stack.direct_grpc_target}, store postgres/{database}, "
                    f"model {args.model}",
                    flush=True,
                )
                # Bound: c=1 calls at <= 50 ms each plus the timed phase, with a wide margin.
                c1_paths = len(PATHS) + len(REFERENCE_PATHS)
                budget = 120 + (args.requests + args.warmup) * c1_paths * 0.05
                budget += args.duration * len(PATHS) * 2
                started = time.monotonic()
                result = run_loadgen(plan, budget)
                print(f"bench: measured in {time.monotonic() - started:.1f} s")
                report(result, plan)
                if args.profile:
                    profile(stack, plan, args.profile, args.native)
    except StartupError as error:
        print(f"bench: the stack did not start:\n{error}", file=sys.stderr)
        return 1
    finally:
        asyncio.run(drop_database(database))
    return 0


if __name__ == "__main__":
    sys.exit(main())
