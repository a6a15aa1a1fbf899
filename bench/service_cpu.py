"""CPU time per create of the service process alone, by thread, user and kernel, for one or
more checkouts side by side in one run: the measure instruction counts are a proxy for.

    python bench/service_cpu.py [--root PATH ...] [--requests N] [--stream] [--syscalls]

Starts the fake upstream and, for each checkout (this one first, then each `--root`, e.g. a
worktree of the base commit), its service alone (no Envoy) with its store in a fresh Postgres
database. Sends stored REST creates the way Envoy forwards them
(`ResponsesHttpService/CreateResponse`, an HttpBody with the JSON body), the checkouts
interleaved in blocks of 50 so that machine noise falls on all alike, and reads every thread's
`/proc/PID/task/TID/schedstat` (run time in ns, scheduler slices) and `stat` (user and system
clock ticks) around each block. Prints per create: run time, user and kernel time, and the
slices (how often the thread was scheduled in: roughly its wake-ups).

`--syscalls` instead attaches `strace -f -c` to each service for 200 creates and prints its
system call counts per create (strace slows the calls down; the counts are exact).

Why both this and `service_instructions.py`: instructions are what a loaded machine does not
move, but they weigh a wake-up or a system call (a context switch, cold caches) far below its
cost in time; on a quiet machine this script says what a create costs in CPU seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import grpc  # noqa: E402
from google.api.httpbody_pb2 import HttpBody  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import free_port  # noqa: E402

METHOD = "/responsa.v1.ResponsesHttpService/CreateResponse"
BLOCK = 50
TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class ThreadCpu:
    """CPU of one thread name (threads of the same name summed)."""

    run_s: float = 0.0
    user_s: float = 0.0
    system_s: float = 0.0
    slices: int = 0


@dataclass
class Service:
    """One checkout's running service and what it cost."""

    name: str
    root: Path
    database: str
    port: int
    process: asyncio.subprocess.Process
    create: Callable[[], Awaitable[None]] | None = None
    threads: dict[str, ThreadCpu] = field(default_factory=dict)


def read_threads(pid: int) -> dict[str, tuple[str, float, float, float, int]]:
    """Thread id -> (name, user s, system s, run s, slices), from /proc."""
    found: dict[str, tuple[str, float, float, float, int]] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        base = Path(f"/proc/{pid}/task/{tid}")
        try:
            stat = (base / "stat").read_text().rsplit(")", 1)[1].split()
            name = (base / "comm").read_text().strip()
            sched = (base / "schedstat").read_text().split()
        except OSError:  # the thread ended between listing and reading
            continue
        found[tid] = (
            name,
            int(stat[11]) / TICKS,
            int(stat[12]) / TICKS,
            int(sched[0]) / 1e9,
            int(sched[2]),
        )
    return found


def add_block(
    service: Service,
    before: dict[str, tuple[str, float, float, float, int]],
    after: dict[str, tuple[str, float, float, float, int]],
) -> None:
    """Add what each thread spent between two readings."""
    for tid, (name, user, system, run, slices) in after.items():
        _, user0, system0, run0, slices0 = before.get(tid, (name, 0.0, 0.0, 0.0, 0))
        cpu = service.threads.setdefault(name, ThreadCpu())
        cpu.user_s += user - user0
        cpu.system_s += system - system0
        cpu.run_s += run - run0
        cpu.slices += slices - slices0


async def connect(service: Service, stream: bool) -> grpc.aio.Channel:
    """A channel to the service, its create call set, and the service warmed up."""
    channel = grpc.aio.insecure_channel(f"127.0.0.1:{service.port}")
    call = channel.unary_stream(
        METHOD,
        request_serializer=HttpBody.SerializeToString,
        response_deserializer=HttpBody.FromString,
    )
    body = b'{"model":"fake-text","input":"hello"' + (b',"stream":true}' if stream else b"}")
    request = HttpBody(content_type="application/json", data=body)

    async def create() -> None:
        reply = b""
        async for piece in call(request, timeout=60):
            reply += piece.data
        if b"Echo: hello" not in reply:
            raise RuntimeError(f"{service.name}: unexpected reply {reply[:200]!r}")

    service.create = create
    for _ in range(300):
        try:
            await create()
            break
        except grpc.RpcError:
            await asyncio.sleep(1)
    for _ in range(100):
        await create()
    return channel


async def measure(services: list[Service], requests: int, syscalls: bool) -> None:
    """Interleaved blocks of creates, CPU read around each; or strace counts."""
    if not syscalls:
        for _ in range(max(1, requests // BLOCK)):
            for service in services:
                assert service.create is not None
                before = read_threads(service.process.pid)
                for _ in range(BLOCK):
                    await service.create()
                add_block(service, before, read_threads(service.process.pid))
        return
    for service in services:
        assert service.create is not None
        out = ROOT / "build" / "bench" / f"strace-{service.name}-{os.getpid()}.txt"
        out.parent.mkdir(parents=True, exist_ok=True)
        tracer = await asyncio.create_subprocess_exec(
            *("strace", "-f", "-c", "-o", str(out), "-p", str(service.process.pid)),
            stderr=asyncio.subprocess.DEVNULL,
        )
        await asyncio.sleep(2)  # strace attaches to each thread
        for _ in range(200):
            await service.create()
        tracer.terminate()
        await asyncio.wait_for(tracer.wait(), 30)
        print(f"== {service.name} ({service.root}): system calls per create (200 creates)")
        for line in out.read_text().splitlines()[2:]:
            parts = line.split()
            if len(parts) >= 5 and parts[3].isdigit():
                print(f"   {parts[-1]:18s} {int(parts[3]) / 200:7.1f}")
            elif parts and parts[-1] == "total":
                print(f"   {'total':18s} {int(parts[3]) / 200:7.1f}")


def report(services: list[Service], requests: int) -> None:
    """Per create, per thread name and in all."""
    count = max(1, requests // BLOCK) * BLOCK
    for service in services:
        total = sum(cpu.run_s for cpu in service.threads.values())
        print(f"== {service.name} ({service.root}): {total / count * 1e3:.3f} ms CPU per create")
        for name, cpu in sorted(service.threads.items(), key=lambda item: -item[1].run_s):
            if cpu.run_s <= 0:
                continue
            print(
                f"   {name:16s} run {cpu.run_s / count * 1e3:.3f} ms"
                f"  user {cpu.user_s / count * 1e3:.3f}  kernel {cpu.system_s / count * 1e3:.3f}"
                f"  slices {cpu.slices / count:.1f}"
            )
    if len(services) > 1:
        first = sum(cpu.run_s for cpu in services[0].threads.values())
        for other in services[1:]:
            theirs = sum(cpu.run_s for cpu in other.threads.values())
            if first > 0:
                print(f"{other.name} / {services[0].name}: {theirs / first:.2f}x")


async def run(roots: list[Path], requests: int, stream: bool, syscalls: bool) -> None:
    """Start one service per checkout, measure, stop them, drop their databases."""
    services: list[Service] = []
    channels: list[grpc.aio.Channel] = []
    with FakeUpstream() as fake:
        try:
            for index, root in enumerate(roots):
                database = fresh_database_name("bench")
                await create_database(database)
                port = free_port()
                env = {
                    **os.environ,
                    "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                    "RESPONSA_DATABASE_URL": database_url(database),
                    "RESPONSA_GRPC_PORT": str(port),
                    "PYTHONPATH": os.pathsep.join(
                        [str(root / "service"), str(root / "generated" / "python"), str(root)]
                    ),
                }
                process = await asyncio.create_subprocess_exec(
                    *(sys.executable, "-m", "responsa_server"),
                    env=env,
                    cwd=root,
                    stdout=asyncio.subprocess.DEVNULL,
                    stderr=asyncio.subprocess.DEVNULL,
                )
                name = "this" if index == 0 else f"root{index}"
                services.append(Service(name, root, database, port, process))
            for service in services:
                channels.append(await connect(service, stream))
            await measure(services, requests, syscalls)
            if not syscalls:
                report(services, requests)
        finally:
            for channel in channels:
                await channel.close(None)
            for service in services:
                service.process.terminate()
                await asyncio.wait_for(service.process.wait(), 60)
                await drop_database(service.database)


def main() -> int:
    """Parse the arguments, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--root", type=Path, action="append", default=[], help="another checkout to measure"
    )
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--stream", action="store_true", help="streamed (SSE) creates")
    parser.add_argument(
        "--syscalls", action="store_true", help="count system calls per create with strace"
    )
    args = parser.parse_args()
    if args.syscalls and shutil.which("strace") is None:
        print("service_cpu: --syscalls needs strace (apt-get install strace)", file=sys.stderr)
        return 1
    roots = [ROOT, *(root.resolve() for root in args.root)]
    asyncio.run(run(roots, args.requests, args.stream, args.syscalls))
    return 0


if __name__ == "__main__":
    sys.exit(main())
