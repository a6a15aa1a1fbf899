"""What a sandbox cell costs next to the same code run directly by the host's python3, in one run.

    python bench/sandbox.py [--rounds N] [--containers N] [--max-concurrency N]

Runs `LocalSandbox` (service/responsa_server/sandbox/) in this process, as root (the jails need
it; not root: it says so). Prints:

- **latency of a trivial cell** (`print(1)`), rounds interleaved (in a new order each round) so
  that machine noise hits each kind alike: `host` (the cells' runtime's python3 -I -u -c run on
  the host, as the cell runs, started the same way by asyncio), `warm` (a cell in a container
  that already ran one) and `cold` (a new container, then its first cell); p50/p90 and the
  ratios of the medians to `host` (targets: warm <= 3x, cold <= 10x, PASS/MISS);
- **where a warm cell's time goes**, each step timed alone in the same rounds: `unshare` making
  the namespaces around /bin/true, then around the jail's interpreter (`python3 -I -S -c pass`),
  then the whole jail (mounts, chroot, rlimits, uid) around /bin/true, the cell's own python, and
  the two chowns of the work directory around each call;
- **an idle container**: the sandbox's processes (this process's children, and any process of a
  cell's uid) before and after making N containers and running a cell in each (an idle
  container should cost none), this process's CPU over two idle seconds, and its RSS and disk per
  container;
- **concurrency on this machine's cores**: K cells started at once, K = 1, 2, 4, ...: CPU-bound
  cells (a loop of 3 M additions) and waiting cells (`time.sleep(1)`); the median time per cell
  next to one alone, so the K where cells start waiting for each other shows.

Exit status 0 whatever the numbers (a measurement, not a test), and also where jails cannot be
made (not root, no `unshare`): it then prints NOT MEASURED and why.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from responsa_server.sandbox import Container, Limits, LocalSandbox  # noqa: E402
from responsa_server.sandbox import files as container_files  # noqa: E402
from responsa_server.sandbox.runner import (  # noqa: E402
    FIRST_UID,
    NAMESPACES,
    SYSTEM_PYTHON,
    UIDS,
    jail_command,
    next_uid,
    run_jailed,
)

CELL = "print(1)"
# What jail.py imports before it builds anything.
JAIL_IMPORTS = "import _ctypes, posix, resource, sys; _ctypes.dlopen(None, 0)"
CPU_CELL = "n = 0\nfor i in range(3_000_000):\n    n += i\nprint(n)"
SLEEP_CELL = "import time\ntime.sleep(1)\nprint(1)"
TARGETS = {"warm": 3.0, "cold": 10.0}


async def exec_seconds(*argv: str) -> float:
    """Seconds to start `argv` and wait for it (its output read and dropped)."""
    started = time.perf_counter()
    process = await asyncio.create_subprocess_exec(
        *argv,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    await process.communicate()
    return time.perf_counter() - started


async def timed(step: Callable[[], Awaitable[object]]) -> float:
    started = time.perf_counter()
    await step()
    return time.perf_counter() - started


def summary(samples: list[float]) -> tuple[float, float]:
    """p50 and p90, in milliseconds."""
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return statistics.median(ordered) * 1000, p90 * 1000


def sandbox_processes() -> int:
    """Processes the sandbox could have left: this process's children, and any process running
    as a cell's uid (runner.FIRST_UID and up), wherever it is."""
    found = 0
    own = str(os.getpid())
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            status = Path(f"/proc/{name}/status").read_text()
        except OSError:
            continue  # ended meanwhile
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        uid = int(fields.get("Uid", "0").split()[0])
        if fields.get("PPid", "").strip() == own or uid >= FIRST_UID:
            found += 1
    return found


def rss_bytes() -> int:
    """This process's resident memory."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def disk_bytes(path: Path) -> int:
    """Bytes of the blocks under `path`."""
    total = 0
    for top, dirs, names in os.walk(path):
        for name in (*dirs, *names):
            total += os.lstat(os.path.join(top, name)).st_blocks * 512
    return total


async def latency(sandbox: LocalSandbox, state: Path, rounds: int) -> dict[str, list[float]]:
    """host / warm / cold and the steps of a warm cell, interleaved round by round."""
    warm = await sandbox.create("bench")
    await sandbox.run_python(warm, CELL)
    work = sandbox.work_of(warm.id)
    root = state / ".root"  # the jails' mount point, as LocalSandbox passes it to run_jailed
    unshare = shutil.which("unshare") or "unshare"
    samples: dict[str, list[float]] = {}

    async def cold() -> None:
        container = await sandbox.create("bench")
        await sandbox.run_python(container, CELL)
        await sandbox.forget("bench", container.id)

    jail_argv = jail_command(
        root, work, sandbox.runtime, FIRST_UID + UIDS - 1, ["/bin/true"], sandbox.limits
    )

    async def jail_true() -> None:
        await run_jailed(root, work, sandbox.runtime, next_uid(), ["/bin/true"], sandbox.limits)

    async def chowns() -> None:
        await asyncio.to_thread(container_files.own, work, next_uid())
        await asyncio.to_thread(container_files.own, work, 0)

    kinds: dict[str, Callable[[], Awaitable[object]]] = {
        # The cells' own interpreter (the runtime), run on the host.
        "host": lambda: exec_seconds(
            str(sandbox.runtime / "bin" / "python3"), "-I", "-u", "-c", CELL
        ),
        "warm": lambda: sandbox.run_python(warm, CELL),
        "cold": cold,
        "unshare /bin/true": lambda: exec_seconds(unshare, *NAMESPACES, "--", "/bin/true"),
        "unshare + jail python": lambda: exec_seconds(
            unshare, *NAMESPACES, "--", SYSTEM_PYTHON, "-I", "-S", "-c", "pass"
        ),
        "jail's imports (no unshare)": lambda: exec_seconds(
            SYSTEM_PYTHON, "-I", "-S", "-c", JAIL_IMPORTS
        ),
        "jail script alone, /bin/true": lambda: exec_seconds(*jail_argv),
        "whole jail, /bin/true": jail_true,
        "chown work dir x2": chowns,
    }
    for _ in range(3):  # warm-up: page cache, first imports
        for step in kinds.values():
            await step()
    order = list(kinds)
    shuffle = random.Random(36).shuffle
    for _ in range(rounds):
        # A new order each round: no step always follows the same one (a network namespace
        # still being torn down, say, would otherwise always slow the same step).
        shuffle(order)
        for name in order:
            samples.setdefault(name, []).append(await timed(kinds[name]))
    await sandbox.forget("bench", warm.id)
    return samples


async def idle(sandbox: LocalSandbox, count: int) -> dict[str, float]:
    """Processes, CPU, RSS and disk of `count` idle containers."""
    before_processes, before_rss = sandbox_processes(), rss_bytes()
    made = [await sandbox.create("idle") for _ in range(count)]
    for container in made:
        await sandbox.run_python(container, "open('f.txt', 'w').write('x')")
    # A jail's processes are gone once its call returned; a few seconds at most are allowed for
    # one still being reaped on a loaded machine.
    after_processes = sandbox_processes()
    for _ in range(30):
        if after_processes <= before_processes:
            break
        await asyncio.sleep(0.1)
        after_processes = sandbox_processes()
    after_rss = rss_bytes()
    started_cpu, started = cpu_seconds(), time.perf_counter()
    await asyncio.sleep(2.0)
    idle_cpu = (cpu_seconds() - started_cpu) / (time.perf_counter() - started)
    disk = sum(disk_bytes(sandbox.work_of(c.id).parent) for c in made)
    for container in made:
        await sandbox.forget("idle", container.id)
    return {
        "processes_before": before_processes,
        "processes_after": after_processes,
        "rss_per_container": (after_rss - before_rss) / count,
        "disk_per_container": disk / count,
        "idle_cpu_share": idle_cpu,
    }


async def concurrency(
    sandbox: LocalSandbox, code: str, levels: list[int]
) -> list[tuple[int, float, float]]:
    """(K, p50 seconds per cell, wall seconds of the batch) for K cells started at once."""
    rows = []
    for k in levels:
        containers = [await sandbox.create("conc") for _ in range(k)]

        async def one(container: Container) -> float:
            return await timed(lambda: sandbox.run_python(container, code))

        started = time.perf_counter()
        each = await asyncio.gather(*(one(c) for c in containers))
        rows.append((k, statistics.median(each), time.perf_counter() - started))
        for container in containers:
            await sandbox.forget("conc", container.id)
    return rows


async def main_async(options: argparse.Namespace) -> int:
    state = Path(tempfile.mkdtemp(prefix="responsa-bench-sandbox-"))
    try:
        sandbox = LocalSandbox(state, Limits(wall_seconds=60))
        if sandbox.unavailable is not None:
            # Not an error of `make bench` run as a user: nothing measured, said plainly.
            print(f"sandbox bench NOT MEASURED: {sandbox.unavailable}")
            return 0
        cores = len(os.sched_getaffinity(0))
        print(f"sandbox bench: {options.rounds} rounds, {cores} cores, {os.uname().release}")
        samples = await latency(sandbox, state, options.rounds)
        host = statistics.median(samples["host"])
        print(f"\ntrivial cell ({CELL!r}), ms          p50      p90   ratio to host")
        for name in ("host", "warm", "cold"):
            p50, p90 = summary(samples[name])
            ratio = statistics.median(samples[name]) / host
            verdict = ""
            if name in TARGETS:
                verdict = f"  (target <= {TARGETS[name]:g}x: "
                verdict += ("PASS" if ratio <= TARGETS[name] else "MISS") + ")"
            print(f"  {name:28s} {p50:8.1f} {p90:8.1f}   {ratio:5.2f}x{verdict}")
        print("\nwhere a warm cell's time goes, ms       p50      p90")
        for name in (
            "unshare /bin/true",
            "unshare + jail python",
            "jail's imports (no unshare)",
            "jail script alone, /bin/true",
            "whole jail, /bin/true",
            "chown work dir x2",
        ):
            p50, p90 = summary(samples[name])
            print(f"  {name:32s} {p50:8.1f} {p90:8.1f}")
        found = await idle(sandbox, options.containers)
        print(f"\nidle containers ({options.containers}, each after one cell)")
        print(
            "  the sandbox's processes (children, cell uids): "
            f"{found['processes_before']:.0f} before, "
            f"{found['processes_after']:.0f} after "
            f"({found['processes_after'] - found['processes_before']:+.0f})"
        )
        print(
            f"  this process's CPU while they idle: {found['idle_cpu_share'] * 100:.2f} % of a core"
        )
        print(
            f"  per container: {found['rss_per_container'] / 1024:.1f} KiB RSS, "
            f"{found['disk_per_container'] / 1024:.1f} KiB disk"
        )
        levels = [k for k in (1, 2, 3, 4, 8, 16, 32) if k <= options.max_concurrency]
        for label, code in (
            ("CPU-bound cells (3 M additions)", CPU_CELL),
            ("waiting cells (sleep 1 s)", SLEEP_CELL),
        ):
            rows = await concurrency(sandbox, code, levels)
            alone = rows[0][1]
            print(f"\n{label}: K at once    p50 per cell   vs alone   batch wall")
            for k, p50, wall in rows:
                per_cell = f"{p50 * 1000:8.0f} ms   {p50 / alone:6.2f}x"
                print(f"  K={k:<3d} {'':22s} {per_cell}   {wall * 1000:8.0f} ms")
        return 0
    finally:
        shutil.rmtree(state, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--containers", type=int, default=50)
    parser.add_argument("--max-concurrency", type=int, default=16)
    return asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
