"""Side-by-side overhead benchmark: Responsa (REST via Envoy, direct gRPC) vs the upstream alone.

    python bench/overhead.py [--quick] [--requests N] [--duration S] [--profile [S]]
                             [--against PATH]

Starts the fake upstream, the real stack (service + Envoy) with its store in a fresh Postgres
database, and a load generator in its own process (bench/loadgen.py). Every path is measured in
the same run, interleaved, so machine noise hits all of them alike:
  c=1   sequential calls, one after another on each path in turn -> p50/p99, added = path - direct
  c=16  16 workers for a fixed time per path, in alternating slices -> req/s, ratio path/direct
CPU per request of every process (service, Envoy, launcher, the store's Postgres backends, ...)
is read from /proc around blocks of calls, at c=1 and at c=16. `--against PATH` starts a second
stack from another checkout (e.g. the base commit) and measures its paths in the same run.
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

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack, StartupError  # noqa: E402

# Paths of one Responsa stack (another checkout's get the prefix BASE).
STACK_PATHS = ["rest", "grpc", "rest-stream", "grpc-stream", "ws"]
PATHS = ["direct", "direct-stream", *STACK_PATHS]
# c=1 only, to split the added latency: gRPC framework floor, and the cost of storing.
REFERENCE_PATHS = ["grpc-health", "rest-nostore", "grpc-nostore"]
SERVICE_PATHS = ["rest", "rest-stream", "grpc", "grpc-stream"]
BASE = "base:"
# Process groups of one stack, summed as "responsa" (its whole cost per request).
STACK_PROCS = ["service", "envoy", "launcher", "postgres"]
OTHER_PROCS = ["fake", "loadgen"]
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
    "ws": "WebSocket stream",
}
# Issue 24's targets: added p50 at c=1 <= 1.5x the direct upstream's own p50 (streams: added
# TTFE <= 1.0x its TTFE), c=16 req/s >= 0.6x direct, CPU per REST response 2x below the base.
TARGET_ADDED_RATIO = 1.5
TARGET_RATIO = 0.6
TARGET_CPU_RATIO = 2.0
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


def kind_of(name: str) -> str:
    """The path without a stack prefix: `base:rest` -> `rest`."""
    return name.removeprefix(BASE)


def streams(name: str) -> bool:
    """Whether the path streams (its baseline is the direct stream, TTFE is measured)."""
    kind = kind_of(name)
    return kind.endswith("stream") or kind == "ws"


def label(name: str) -> str:
    """The printed name of a path."""
    return ("base " if name.startswith(BASE) else "") + LABELS[kind_of(name)]


def baseline(name: str) -> str:
    """The direct path a path is compared with."""
    return "direct-stream" if streams(name) else "direct"


def proc_columns(name: str) -> list[str]:
    """The process groups shown for a path: its own stack's, then the shared ones."""
    prefix = BASE if name.startswith(BASE) else ""
    return [prefix + proc for proc in STACK_PROCS] + OTHER_PROCS


def cpu_ms(row: dict[str, Any], name: str) -> tuple[list[float], float]:
    """CPU ms per request of each of the path's process groups, and the stack's sum."""
    ok = max(row["ok"], 1)
    values = [row["cpu"].get(proc, 0.0) * 1000 / ok for proc in proc_columns(name)]
    return values, sum(values[: len(STACK_PROCS)])


def cpu_header() -> str:
    """Column titles of the CPU tables."""
    names = [*STACK_PROCS, "=stack", *OTHER_PROCS]
    return " ".join(f"{n:>8}" for n in names)


def cpu_cells(row: dict[str, Any], name: str) -> str:
    """A CPU table row's cells: the stack's groups, their sum, the shared processes."""
    values, total = cpu_ms(row, name)
    cells = [*values[: len(STACK_PROCS)], total, *values[len(STACK_PROCS) :]]
    return " ".join(f"{v:>8.3f}" for v in cells)


def report(result: dict[str, Any], plan: dict[str, Any]) -> None:
    """Print the c=1 latency and CPU tables, the c=N throughput table, the comparison with
    another checkout (--against) and the target lines."""
    names: list[str] = plan["paths"]
    c1 = result["c1"]
    ms: dict[str, dict[str, float]] = {}
    for name in names + plan["reference_paths"]:
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
        f"{'path':<26} {'n':>5} {'p50':>7} {'p99':>7} {'mean':>7} {'+p50':>7} {'+p99':>7}"
        f"   {'TTFE p50':>8} {'p99':>7} {'+p50':>7} {'+p99':>7}   err"
    )
    for name in names:
        row = ms[name]
        base = ms[baseline(name)]
        added = not name.startswith("direct")
        line = (
            f"{label(name):<26} {row['n']:>5} {row['p50']:>7.3f} {row['p99']:>7.3f} "
            f"{row['mean']:>7.3f} "
        )
        line += (
            f"{row['p50'] - base['p50']:>7.3f} {row['p99'] - base['p99']:>7.3f}"
            if added
            else f"{'-':>7} {'-':>7}"
        )
        if streams(name):
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
    for name in plan["reference_paths"]:
        row = ms[name]
        print(
            f"{label(name):<26} {row['n']:>5} {row['p50']:>7.3f} {row['p99']:>7.3f} "
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

    c1cpu = result["c1cpu"]
    print(
        f"\n== c=1 CPU: {plan['requests']} calls per path in blocks of ~20, rotated; "
        "CPU ms per request (=stack: the stack's own processes summed) =="
    )
    print(f"{'path':<26} {'n':>5} {cpu_header()}")
    for name in names:
        row = c1cpu[name]
        print(f"{label(name):<26} {row['ok']:>5} {cpu_cells(row, name)}")

    cn = result["cN"]
    rps = {
        name: cn[name]["ok"] / cn[name]["elapsed"] if cn[name]["elapsed"] else 0.0 for name in names
    }
    print(
        f"\n== c={plan['concurrency']}: {plan['duration']:g} s per path in {plan['rounds']} "
        "interleaved slices; CPU ms per request =="
    )
    print(
        f"{'path':<26} {'req/s':>7} {'ratio':>6} {'p50 ms':>7} {'p99 ms':>7} {'err':>4} "
        f"{'svc cores':>9} {cpu_header()}"
    )
    for name in names:
        row = cn[name]
        base_rps = rps[baseline(name)]
        ratio = rps[name] / base_rps if base_rps else math.nan
        ends = [e * 1000 for e in row["ends"]]
        prefix = BASE if name.startswith(BASE) else ""
        # Service CPU seconds per wall second: ~1.0 means its one event loop is the bottleneck.
        cores = row["cpu"].get(prefix + "service", 0.0) / row["elapsed"] if row["elapsed"] else 0.0
        print(
            f"{label(name):<26} {rps[name]:>7.0f} {ratio:>6.2f} {percentile(ends, 50):>7.2f} "
            f"{percentile(ends, 99):>7.2f} {row['errors']:>4} {cores:>9.2f} {cpu_cells(row, name)}"
        )
    groups = sorted({proc for n in names for proc in cn[n]["cpu"]})
    busy = {p: sum(cn[n]["cpu"].get(p, 0.0) for n in names) for p in groups}
    wall = sum(cn[n]["elapsed"] for n in names)
    print(
        "CPU use over the c=N phase (cores): "
        + ", ".join(f"{p} {busy[p] / wall:.2f}" for p in groups)
        + f"  (machine: {os.cpu_count()})"
    )

    errors = {n: row["last_error"] for n, row in cn.items() if row.get("last_error")}
    errors.update({f"{n} (c=1)": e for n, e in c1["last_error"].items()})
    for name, error in errors.items():
        print(f"last error on {name}: {error}")

    if any(name.startswith(BASE) for name in names):
        print(
            f"\n== this checkout vs {plan['against']} (same run; "
            "ratio base/this: > 1 = this one is cheaper) =="
        )
        print(
            f"{'path':<20} {'CPU c=1':>16} {'ratio':>6} {'CPU c=16':>16} {'ratio':>6} "
            f"{'req/s c=16':>14} {'ratio':>6} {'+p50 c=1':>16}"
        )
        for kind in STACK_PATHS:
            other = BASE + kind
            if other not in names:
                continue
            new1 = cpu_ms(c1cpu[kind], kind)[1]
            old1 = cpu_ms(c1cpu[other], other)[1]
            newn = cpu_ms(cn[kind], kind)[1]
            oldn = cpu_ms(cn[other], other)[1]
            key = "f50" if streams(kind) else "p50"
            add_new = ms[kind][key] - ms[baseline(kind)][key]
            add_old = ms[other][key] - ms[baseline(kind)][key]
            print(
                f"{LABELS[kind]:<20} {old1:>7.3f}->{new1:<7.3f} "
                f"{old1 / new1 if new1 else math.nan:>6.2f} "
                f"{oldn:>7.3f}->{newn:<7.3f} {oldn / newn if newn else math.nan:>6.2f} "
                f"{rps[other]:>6.0f}->{rps[kind]:<6.0f} "
                f"{rps[kind] / rps[other] if rps[other] else math.nan:>6.2f} "
                f"{add_old:>7.3f}->{add_new:<7.3f}"
            )
        print("(CPU: ms per request, the stack's processes summed; +p50: TTFE for streams)")

    print("\n== targets ==")
    for label_text, name, key in (
        ("REST, non-stream", "rest", "p50"),
        ("gRPC, non-stream", "grpc", "p50"),
        ("REST, stream TTFE", "rest-stream", "f50"),
        ("gRPC, stream TTFE", "grpc-stream", "f50"),
        ("WebSocket TTFE", "ws", "f50"),
    ):
        base_ms = ms[baseline(name)][key]
        added_ms = ms[name][key] - base_ms
        limit = (1.0 if streams(name) else TARGET_ADDED_RATIO) * base_ms
        print(
            f"added p50 ({label_text}, c=1): {added_ms:.3f} ms = {added_ms / base_ms:.2f}x "
            f"direct's own {base_ms:.3f} ms (target <= {limit / base_ms:.1f}x) "
            f"{verdict(added_ms <= limit)}"
        )
    for label_text, name in (
        ("REST/direct", "rest"),
        ("gRPC/direct", "grpc"),
        ("REST/direct (stream)", "rest-stream"),
        ("gRPC/direct (stream)", "grpc-stream"),
        ("WebSocket/direct (stream)", "ws"),
    ):
        base_rps = rps[baseline(name)]
        ratio = rps[name] / base_rps if base_rps else math.nan
        print(
            f"req/s ratio {label_text} at c={plan['concurrency']}: {ratio:.2f} "
            f"(target >= {TARGET_RATIO}) {verdict(ratio >= TARGET_RATIO)}"
        )
    if BASE + "rest" in names:
        # Two sums: the issue measured "Envoy, launcher and service processes together"; the
        # stack's column adds the Postgres backends that serve it.
        own = STACK_PROCS.index("postgres")
        for label_text, take in (
            ("Responsa's processes (service, Envoy, launcher)", lambda v: sum(v[:own])),
            ("with the store's Postgres backends", lambda v: sum(v[: len(STACK_PROCS)])),
        ):
            pairs = [
                (c1cpu[BASE + "rest"], c1cpu["rest"], "c=1"),
                (cn[BASE + "rest"], cn["rest"], f"c={plan['concurrency']}"),
            ]
            for before, after, text in pairs:
                a = take(cpu_ms(before, BASE + "rest")[0])
                b = take(cpu_ms(after, "rest")[0])
                ratio = a / b if b else math.nan
                print(
                    f"CPU per stored REST response, {label_text}, base/this at {text}: "
                    f"{a:.3f}->{b:.3f} ms = {ratio:.2f}x (target >= {TARGET_CPU_RATIO}x) "
                    f"{verdict(ratio >= TARGET_CPU_RATIO)}"
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


def profile(plan: dict[str, Any], pid: int, seconds: float, native: bool) -> None:
    """At c=1 and at c=N, load the service's paths for `seconds` while py-spy samples service
    process `pid`: CPU ms per request of every process, then the service's hot spots."""
    py_spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    if not Path(py_spy).exists():
        print("\nprofile: py-spy not found; `.venv/bin/pip install py-spy` (see bench/README.md)")
        return
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path[:3])}
    for concurrency in sorted({1, plan["concurrency"]}):
        stamp = time.strftime("%Y%m%d-%H%M%S")
        raw = OUT_DIR / f"profile-c{concurrency}-{stamp}.txt"
        load_plan = {
            **plan,
            "mode": "profile",
            "paths": SERVICE_PATHS,
            "concurrency": concurrency,
            "duration": seconds,
            "rounds": max(1, int(seconds)),
        }
        sample_for = str(max(1, int(seconds) - 1))
        with subprocess.Popen(
            [sys.executable, str(LOADGEN)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        ) as load:
            assert load.stdin is not None and load.stdout is not None
            load.stdin.write(json.dumps(load_plan))
            load.stdin.close()
            time.sleep(1.0)  # the loadgen's warm-up slice runs first
            record = ["record", "-p", str(pid), "-d", sample_for, "-r", "200", "--threads"]
            # --nonblocking keeps the service unpaused (realistic load) but can't unwind C frames.
            record.append("--native" if native else "--nonblocking")
            perf_data = OUT_DIR / f"perf-c{concurrency}-{stamp}.data"
            perf = perf_record(plan, perf_data, sample_for)
            subprocess.run(
                [py_spy, *record, "-f", "raw", "-o", str(raw)],
                capture_output=True,
                timeout=seconds + 30,
                check=False,
            )
            output = load.stdout.read()
            if perf is not None:
                perf.wait(timeout=seconds + 30)
            load.wait(timeout=seconds + 60)
        print(f"\n==== profile at c={concurrency} ({seconds:g} s per path) ====")
        if output:
            loaded = json.loads(output)["load"]
            print(f"{'path':<26} {'req/s':>7} {cpu_header()}")
            for name in SERVICE_PATHS:
                row = loaded[name]
                rate = row["ok"] / row["elapsed"] if row["elapsed"] else 0.0
                print(f"{label(name):<26} {rate:>7.0f} {cpu_cells(row, name)}")
        if perf is not None:
            summarize_perf(perf_data)
        print(f"profile: {raw} (collapsed stacks; feed to flamegraph.pl or speedscope)")
        if raw.exists():
            summarize_profile(raw)


def perf_record(plan: dict[str, Any], out: Path, seconds: str) -> subprocess.Popen[bytes] | None:
    """`perf record` (software clock, so it works without hardware counters) of this stack's
    service, Envoy and Postgres backends for `seconds`, or None without perf or permission."""
    perf = shutil.which("perf")
    if perf is None:
        print("profile: no `perf` (apt-get install linux-perf): no per-library split")
        return None
    sys.path.insert(0, str(LOADGEN.parent))
    from loadgen import postgres_backends

    pids = [*plan["procs"]["service"], *plan["procs"]["envoy"]]
    pids += postgres_backends({"postgres": plan["databases"]["postgres"]})["postgres"]
    return subprocess.Popen(
        [
            perf,
            "record",
            "-q",
            "-e",
            "cpu-clock",
            "-F",
            "1000",
            "-p",
            ",".join(map(str, pids)),
            "-o",
            str(out),
            "--",
            "sleep",
            seconds,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def summarize_perf(data: Path, top: int = 30) -> None:
    """Shares of CPU samples by process and by library (DSO), from `perf report`."""
    if not data.exists():
        print(f"profile: perf wrote no {data} (perf_event_paranoid? run as root)")
        return
    done = subprocess.run(
        [
            "perf",
            "report",
            "-i",
            str(data),
            "--stdio",
            "--sort",
            "comm,dso",
            "--percent-limit",
            "0.5",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.strip() and not line.startswith("#")]
    print(f"-- perf: CPU samples by process and library ({data}) --")
    for line in lines[:top]:
        print(line.rstrip())


def start_other(root: Path, env: dict[str, str]) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """Another checkout's stack (bench/stack_child.py): the process and its description."""
    child = subprocess.Popen(
        [sys.executable, str(ROOT / "bench" / "stack_child.py"), str(root)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(json.dumps(env) + "\n")
    child.stdin.flush()
    described: dict[str, Any] = json.loads(child.stdout.readline() or '{"error": "no output"}')
    if "error" in described:
        child.stdin.close()
        child.wait(timeout=60)
        raise StartupError(f"{root}: {described['error']}")
    return child, described


def stop_other(child: subprocess.Popen[str] | None) -> None:
    """Stop a stack `start_other` started (it stops when its stdin closes)."""
    if child is not None and child.stdin is not None:
        child.stdin.close()
        child.wait(timeout=120)


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
        "--against",
        type=Path,
        metavar="PATH",
        help="also run another checkout's stack (e.g. a worktree of the base commit) on its "
        "own database, its paths interleaved with this one's (rows prefixed 'base')",
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
    databases = {"postgres": fresh_database_name("bench")}
    if args.against:
        databases[BASE + "postgres"] = fresh_database_name("bench")
    try:
        for name in databases.values():
            asyncio.run(create_database(name))
    except Exception as error:  # asyncpg raises its own, OSError when down
        print(
            f"bench: Postgres unavailable ({error}); start it with `make postgres`", file=sys.stderr
        )
        return 1
    other: subprocess.Popen[str] | None = None
    try:
        with FakeUpstream() as fake:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": database_url(databases["postgres"]),
            }
            with Stack.start(env) as stack:
                fake_process = getattr(fake, "_process", None)
                targets: dict[str, dict[str, Any]] = {
                    "": {
                        "rest_url": stack.rest_url,
                        "grpc_target": stack.direct_grpc_target,
                        "websocket_url": stack.gateway.websocket_url,
                    }
                }
                procs: dict[str, list[int]] = {
                    "service": [child.process.pid for child in stack.services],
                    "envoy": [stack.gateway.envoy.process.pid],
                    # The stack's launcher is this process (it only waits on its children).
                    "launcher": [os.getpid()],
                    "fake": [fake_process.pid if fake_process else os.getpid()],
                }
                paths = list(PATHS)
                if args.against:
                    other_env = {
                        **env,
                        "RESPONSA_DATABASE_URL": database_url(databases[BASE + "postgres"]),
                    }
                    other, described = start_other(args.against, other_env)
                    targets[BASE] = {
                        key: described[key] for key in ("rest_url", "grpc_target", "websocket_url")
                    }
                    for group in ("service", "envoy", "launcher"):
                        procs[BASE + group] = described[group]
                    paths += [BASE + kind for kind in STACK_PATHS]
                plan: dict[str, Any] = {
                    "mode": "measure",
                    "paths": paths,
                    "reference_paths": REFERENCE_PATHS,
                    "direct_url": fake.base_url,
                    "targets": targets,
                    "procs": procs,
                    "databases": databases,
                    "against": str(args.against or ""),
                    "requests": args.requests,
                    "warmup": args.warmup,
                    "duration": args.duration,
                    "rounds": args.rounds,
                    "concurrency": args.concurrency,
                    "model": args.model,
                }
                print(
                    f"bench: upstream {fake.base_url}, REST {stack.rest_url}, "
                    f"gRPC {stack.direct_grpc_target}, store postgres/{databases['postgres']}, "
                    f"model {args.model}"
                    + (
                        f"; against {args.against}: REST {targets[BASE]['rest_url']}"
                        if other
                        else ""
                    ),
                    flush=True,
                )
                # Bound: c=1 calls at <= 50 ms each (twice: latency, then CPU) plus the timed
                # phase, with a wide margin.
                c1_paths = len(paths) + len(REFERENCE_PATHS)
                budget = 120 + (args.requests * 2 + args.warmup) * c1_paths * 0.05
                budget += args.duration * len(paths) * 2
                started = time.monotonic()
                result = run_loadgen(plan, budget)
                print(f"bench: measured in {time.monotonic() - started:.1f} s")
                report(result, plan)
                if args.profile:
                    profile(plan, stack.service.process.pid, args.profile, args.native)
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
