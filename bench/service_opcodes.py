"""Python bytecodes per request of the service's main thread, by module and by function: which
Python code a create runs, exactly (callgrind attributes instructions to C functions only, the
interpreter's among them).

    python bench/service_opcodes.py [--root PATH] [--requests N] [--stream] [--store sqlite]
        [--top N]

Starts the fake upstream and one checkout's service alone (as bench/service_instructions.py
does) under `bench/opcoded_service.py`, warms it, counts N stored REST creates sent as Envoy
forwards them, and prints bytecodes per request in total, per module and for the top functions
(with calls per request; a coroutine's resumptions count as calls). The service's background
tasks run meanwhile and are counted too (a few percent). Bytecodes are not instructions (one
costs tens to hundreds), but a cut in them is a cut in the interpreter's work.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT, ROOT / "bench"):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import grpc  # noqa: E402
from google.api.httpbody_pb2 import HttpBody  # noqa: E402
from service_instructions import BODY, METHOD, STREAM_BODY  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import free_port  # noqa: E402


async def drive(port: int, pid: int, count: int, stream: bool, model: str) -> None:
    """Wait for the service, warm it, count `count` creates."""
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        create = channel.unary_stream(
            METHOD,
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        body = STREAM_BODY if stream else BODY
        if model != "fake-text":
            body = body.replace(b'"fake-text"', b'"' + model.encode() + b'"')
        request = HttpBody(content_type="application/json", data=body)
        expected = b"Echo: hello" if model == "fake-text" else b"response.completed"

        async def one() -> None:
            reply = b"".join([piece.data async for piece in create(request, timeout=120)])
            if expected not in reply:
                raise RuntimeError(f"unexpected reply {reply[:200]!r}")

        deadline = time.monotonic() + 300
        while True:
            try:
                await one()
                break
            except grpc.RpcError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(1)
        for _ in range(30 if model == "fake-text" else 5):
            await one()
        os.kill(pid, signal.SIGUSR1)
        await asyncio.sleep(0.2)
        for _ in range(count):
            await one()
        os.kill(pid, signal.SIGUSR2)
        await asyncio.sleep(2)  # the service writes the counts from its signal handler


def _short(path: str, root: Path) -> str:
    for prefix in (str(root / "service" / "responsa_server") + "/", "site-packages/"):
        if prefix in path:
            return path.split(prefix, 1)[1]
    return path.rsplit("/lib/python3", 1)[-1]


def main() -> int:
    """Count one checkout's bytecodes per request; print them."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure")
    parser.add_argument("--requests", type=int, default=50)
    parser.add_argument("--stream", action="store_true", help="streamed (SSE) creates")
    parser.add_argument("--store", choices=("postgres", "sqlite"), default="postgres")
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument(
        "--model",
        default="fake-text",
        help="the fake upstream's model (fake-paced-stream: 100 tokens, one each 10 ms)",
    )
    args = parser.parse_args()
    root = args.root.resolve()
    out_dir = ROOT / "build" / "bench" / f"opcodes-{time.strftime('%Y%m%d-%H%M%S')}"
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / "opcodes.json"
    database = fresh_database_name("bench")
    if args.store == "postgres":
        asyncio.run(create_database(database))
        url = database_url(database)
    else:
        url = f"sqlite+aiosqlite:///{out_dir}/store.db"
    port = free_port()
    try:
        with FakeUpstream() as fake:
            env = {
                **os.environ,
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": url,
                "RESPONSA_GRPC_PORT": str(port),
                "PYTHONPATH": os.pathsep.join(
                    [str(root / "service"), str(root / "generated" / "python"), str(root)]
                ),
            }
            command = [sys.executable, str(ROOT / "bench" / "opcoded_service.py"), str(out)]
            with (out_dir / "service.log").open("wb") as log:
                service = subprocess.Popen(
                    command, env=env, cwd=root, stdout=log, stderr=subprocess.STDOUT
                )
                try:
                    asyncio.run(drive(port, service.pid, args.requests, args.stream, args.model))
                finally:
                    service.terminate()
                    service.wait(timeout=60)
    finally:
        if args.store == "postgres":
            asyncio.run(drop_database(database))
    rows = json.loads(out.read_text())
    n = args.requests
    total = sum(row[3] for row in rows)
    print(f"{root}: {total / n:.0f} bytecodes per request ({n} requests; counts in {out})")
    modules: Counter[str] = Counter()
    for path, _, _, count, _ in rows:
        modules[_short(path, root)] += count
    for module, count in modules.most_common(args.top):
        print(f"{count / n:8.0f} {count / total * 100:5.1f} %  {module}")
    print("functions (bytecodes, calls per request):")
    for path, line, name, count, called in sorted(rows, key=lambda row: -row[3])[: args.top]:
        print(f"{count / n:8.0f} {called / n:6.1f}  {_short(path, root)}:{line} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
