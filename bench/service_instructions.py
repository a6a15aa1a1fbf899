"""Instructions per request of the service process, counted by valgrind's callgrind: the one
CPU measure a loaded machine does not move (timings and CPU seconds swing by 10-20 % there).

    python bench/service_instructions.py [--root PATH] [--requests N] [--event-loop uvloop|asyncio]
        [--stream] [--store postgres|sqlite] [--no-timeline]

Starts the fake upstream and one checkout's service alone (this one, or `--root PATH`, e.g. a
worktree of the base commit; no Envoy) under `valgrind --tool=callgrind --instr-atstart=no`,
with its store in a fresh Postgres database. After a warm-up it switches instrumentation on
(`callgrind_control -i on`), sends N stored, non-streamed REST creates the way Envoy forwards
them (`ResponsesHttpService/CreateResponse`, an HttpBody with the JSON body) one after another,
counts as long again with no request (the service's background work runs by the clock: store
check, job and ingestion polls) and prints instructions per request, all of the service's
threads together, the idle count subtracted.
`--stream` sends `"stream": true` (SSE as Envoy forwards it: the reply read to
`response.completed`); `--store sqlite` puts the store in a fresh SQLite file instead.
`--no-timeline` starts the service with the tool loop's timeline switched off in the measured
process only (`NO_TIMELINE` below: steps not kept, nothing encoded or stored), to price the
timeline against the same checkout with it on.
Needs valgrind (`apt-get install valgrind`).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import subprocess
import sys
import time
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

# The service's entry with engine/timeline.py's Timeline keeping nothing (the callers' own
# perf_counter reads stay: one per step). A bench switch only: the service has none.
NO_TIMELINE = (
    "import runpy, responsa_server.engine.timeline as t; "
    "t.Timeline.add = lambda self, *args, **kwargs: None; "
    "t.Timeline.to_json = lambda self: None; "
    "runpy.run_module('responsa_server', run_name='__main__', alter_sys=True)"
)

METHOD = "/responsa.v1.ResponsesHttpService/CreateResponse"
BODY = b'{"model":"fake-text","input":"hello"}'
STREAM_BODY = b'{"model":"fake-text","input":"hello","stream":true}'


async def drive(port: int, pid: int, count: int, stream: bool, model: str) -> None:
    """Wait for the service, warm it, count `count` creates."""
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        create = channel.unary_stream(
            METHOD,
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        body = STREAM_BODY if stream else BODY
        answer = b"Echo: hello"
        if model != "fake-text":
            body = body.replace(b'"fake-text"', b'"' + model.encode() + b'"')
            answer = b'"status":"completed"'
        request = HttpBody(content_type="application/json", data=body)

        async def one() -> None:
            reply = b""
            async for piece in create(request, timeout=120):
                reply += piece.data
            expected = b"response.completed" if stream else answer
            if expected not in reply or answer not in reply:
                raise RuntimeError(f"unexpected reply {reply[:200]!r}")

        deadline = time.monotonic() + 600
        while True:
            try:
                await one()
                break
            except grpc.RpcError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(2)
        for _ in range(30 if model == "fake-text" else 5):
            await one()
        await control("-i", "on", pid)
        started = time.monotonic()
        for _ in range(count):
            await one()
        spent = time.monotonic() - started
        await control("--dump=busy", pid)
        # The service's background work (store check, job and ingestion polls) runs by the
        # clock, not per request: counted again over as long with no requests, to subtract.
        await asyncio.sleep(spent)
        await control("--dump=idle", pid)
        await control("-i", "off", pid)


async def control(*args: object) -> None:
    """`callgrind_control ARGS` (it asks the running valgrind to switch or dump)."""
    process = await asyncio.create_subprocess_exec(
        "callgrind_control",
        *map(str, args),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    if await process.wait() != 0:
        raise RuntimeError(f"callgrind_control {args} failed")


def main() -> int:
    """Count one checkout's instructions per request; print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument(
        "--event-loop", default="", help="RESPONSA_EVENT_LOOP for the service (default: its own)"
    )
    parser.add_argument("--stream", action="store_true", help="streamed (SSE) creates")
    parser.add_argument("--store", choices=("postgres", "sqlite"), default="postgres")
    parser.add_argument(
        "--model",
        default="fake-text",
        help="the fake upstream's model (fake-paced-stream: 100 tokens, one each 10 ms)",
    )
    parser.add_argument(
        "--no-timeline", action="store_true", help="the tool loop's timeline switched off"
    )
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("service_instructions: needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 1
    root = args.root.resolve()
    out = ROOT / "build" / "bench" / f"callgrind-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    out.mkdir(parents=True, exist_ok=True)
    database = fresh_database_name("bench")
    if args.store == "postgres":
        asyncio.run(create_database(database))
        url = database_url(database)
    else:
        url = f"sqlite+aiosqlite:///{out}/store.db"
    port = free_port()
    try:
        with FakeUpstream() as fake:
            env = {
                **os.environ,
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": url,
                "RESPONSA_GRPC_PORT": str(port),
                "RESPONSA_EVENT_LOOP": args.event_loop,
                "PYTHONPATH": os.pathsep.join(
                    [str(root / "service"), str(root / "generated" / "python"), str(root)]
                ),
            }
            with (out / "service.log").open("wb") as log:
                service = subprocess.Popen(
                    [
                        "valgrind",
                        "--tool=callgrind",
                        "--instr-atstart=no",
                        f"--callgrind-out-file={out}/callgrind.out.%p",
                        sys.executable,
                        *(["-c", NO_TIMELINE] if args.no_timeline else ["-m", "responsa_server"]),
                    ],
                    env=env,
                    cwd=root,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
                try:
                    asyncio.run(drive(port, service.pid, args.requests, args.stream, args.model))
                finally:
                    service.terminate()
                    service.wait(timeout=300)
    finally:
        if args.store == "postgres":
            asyncio.run(drop_database(database))
    counted = {"busy": 0, "idle": 0}
    for dump in out.glob("callgrind.out.*"):
        text = dump.read_text(errors="replace")
        phase = next((name for name in counted if f"Trigger: dump {name}\n" in text), None)
        if phase is None:
            continue
        for line in text.splitlines():
            if line.startswith("totals:"):
                counted[phase] += int(line.split()[1])
    busy, idle = (counted[name] / args.requests / 1e6 for name in ("busy", "idle"))
    print(
        f"{root} (event loop: {args.event_loop or 'default'}, store: {args.store}"
        f"{', timeline off' if args.no_timeline else ''}): "
        f"{busy - idle:.3f} M instructions per stored "
        f"{'streamed' if args.stream else 'non-streamed'} REST create of {args.model} "
        f"({busy:.3f} M counted during {args.requests} requests, less {idle:.3f} M of "
        f"background work counted over as long idle; dumps in {out})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
