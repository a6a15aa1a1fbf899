"""The CPU floor of grpc.aio per call on this machine: what a server that only answers costs.

    python bench/grpc_floor.py [--requests N]

Starts a grpc.aio server in a child process whose handlers return one HttpBody at once (the
size of a stored create's JSON reply), unary-unary and server-streaming (the shape of the REST
methods), on uvloop and on asyncio's loop, and calls it from this process over loopback, one
call at a time, the two shapes interleaved in blocks of 100. Prints the server process' CPU
(`/proc/PID/task/*/schedstat`, all threads) per call. No Responsa code runs: this is the part of
a create's service CPU that no change to the service's own code can remove.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import grpc  # noqa: E402
from google.api.httpbody_pb2 import HttpBody  # noqa: E402

from tests.stack import free_port  # noqa: E402

REPLY = HttpBody(content_type="application/json", data=b'{"object":"response"}' * 60)
BLOCK = 100


def serve(port: int, event_loop: str) -> None:
    """The echo server (in the child process)."""

    async def unary(
        request: HttpBody, context: grpc.aio.ServicerContext[HttpBody, HttpBody]
    ) -> HttpBody:
        return REPLY

    async def streaming(
        request: HttpBody, context: grpc.aio.ServicerContext[HttpBody, HttpBody]
    ) -> AsyncIterator[HttpBody]:
        yield REPLY

    handlers = {
        "Unary": grpc.unary_unary_rpc_method_handler(
            unary,
            request_deserializer=HttpBody.FromString,
            response_serializer=HttpBody.SerializeToString,
        ),
        "Streaming": grpc.unary_stream_rpc_method_handler(
            streaming,
            request_deserializer=HttpBody.FromString,
            response_serializer=HttpBody.SerializeToString,
        ),
    }

    async def run() -> None:
        server = grpc.aio.server()
        server.add_generic_rpc_handlers(
            (grpc.method_handlers_generic_handler("floor.Floor", handlers),)
        )
        server.add_insecure_port(f"127.0.0.1:{port}")
        await server.start()
        await server.wait_for_termination()

    if event_loop == "uvloop":
        import uvloop

        uvloop.run(run())
    else:
        asyncio.run(run())


def cpu_seconds(pid: int) -> float:
    """Run time of every thread of `pid`."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            total += int(Path(f"/proc/{pid}/task/{tid}/schedstat").read_text().split()[0])
        except OSError:  # the thread ended between listing and reading
            continue
    return total / 1e9


async def call_server(port: int, pid: int, requests: int) -> dict[str, float]:
    """CPU ms per call of each shape."""
    spent = {"unary-unary": 0.0, "server-streaming": 0.0}
    async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
        unary = channel.unary_unary(
            "/floor.Floor/Unary",
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        streaming = channel.unary_stream(
            "/floor.Floor/Streaming",
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        request = HttpBody(content_type="application/json", data=b'{"input":"hello"}')
        for _ in range(100):
            try:
                await unary(request, timeout=5)
                break
            except grpc.RpcError:
                await asyncio.sleep(0.2)
        for _ in range(100):
            await unary(request)
        blocks = max(1, requests // BLOCK)
        for _ in range(blocks):
            start = cpu_seconds(pid)
            for _ in range(BLOCK):
                await unary(request)
            middle = cpu_seconds(pid)
            for _ in range(BLOCK):
                async for _reply in streaming(request):
                    pass
            spent["unary-unary"] += middle - start
            spent["server-streaming"] += cpu_seconds(pid) - middle
    return {shape: seconds / (blocks * BLOCK) * 1e3 for shape, seconds in spent.items()}


def main() -> int:
    """Measure both loops; print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--serve", nargs=2, metavar=("PORT", "LOOP"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1])
        return 0
    for event_loop in ("uvloop", "asyncio"):
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, __file__, "--serve", str(port), event_loop], cwd=ROOT
        )
        try:
            costs = asyncio.run(call_server(port, server.pid, args.requests))
        finally:
            server.terminate()
            server.wait(timeout=30)
        for shape, ms in costs.items():
            print(f"grpc.aio on {event_loop:8s} {shape:17s} {ms:.3f} ms CPU per call (server)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
