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
for entry in (ROOT / "generated" / "python", ROOT / "bench", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import grpc  # noqa: E402
from google.api.httpbody_pb2 import HttpBody  # noqa: E402
from loadgen import cpu_seconds  # noqa: E402

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


class Variant:
    """One server: its event loop and GRPC_EXPERIMENTS, its port and process, its CPU so far."""

    def __init__(self, event_loop: str, experiments: str) -> None:
        self.event_loop = event_loop
        self.experiments = experiments
        self.port = free_port()
        env = dict(os.environ)
        if experiments:
            env["GRPC_EXPERIMENTS"] = experiments
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--serve", str(self.port), event_loop], cwd=ROOT, env=env
        )
        self.spent = {"unary-unary": 0.0, "server-streaming": 0.0}

    @property
    def name(self) -> str:
        return f"grpc.aio on {self.event_loop:8s}" + (
            f" GRPC_EXPERIMENTS={self.experiments}" if self.experiments else ""
        )


async def call_servers(variants: list[Variant], requests: int) -> int:
    """Call every variant's server in turn, in blocks of BLOCK calls of each shape; the
    number of calls of each shape made to each."""
    request = HttpBody(content_type="application/json", data=b'{"input":"hello"}')
    channels = [grpc.aio.insecure_channel(f"127.0.0.1:{v.port}") for v in variants]
    unaries = [
        c.unary_unary(
            "/floor.Floor/Unary",
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        for c in channels
    ]
    streams = [
        c.unary_stream(
            "/floor.Floor/Streaming",
            request_serializer=HttpBody.SerializeToString,
            response_deserializer=HttpBody.FromString,
        )
        for c in channels
    ]
    for unary in unaries:  # wait for each server, then warm it up
        for _ in range(100):
            try:
                await unary(request, timeout=5)
                break
            except grpc.RpcError:
                await asyncio.sleep(0.2)
        for _ in range(100):
            await unary(request)
    blocks = max(1, requests // BLOCK)
    for block in range(blocks):
        order = list(range(len(variants)))
        order = order[block % len(order) :] + order[: block % len(order)]
        for index in order:
            variant, unary, streaming = variants[index], unaries[index], streams[index]
            pid = variant.process.pid
            start = cpu_seconds(pid)
            for _ in range(BLOCK):
                await unary(request)
            middle = cpu_seconds(pid)
            for _ in range(BLOCK):
                async for _reply in streaming(request):
                    pass
            variant.spent["unary-unary"] += middle - start
            variant.spent["server-streaming"] += cpu_seconds(pid) - middle
    for channel in channels:
        await channel.close()
    return blocks * BLOCK


def main() -> int:
    """Measure every variant side by side; print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument(
        "--experiments",
        action="append",
        default=[],
        help="also measure a uvloop server with this GRPC_EXPERIMENTS value (repeatable)",
    )
    parser.add_argument("--serve", nargs=2, metavar=("PORT", "LOOP"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(int(args.serve[0]), args.serve[1])
        return 0
    variants = [Variant("uvloop", ""), Variant("asyncio", "")]
    variants += [Variant("uvloop", spec) for spec in args.experiments]
    try:
        calls = asyncio.run(call_servers(variants, args.requests))
    finally:
        for variant in variants:
            variant.process.terminate()
            variant.process.wait(timeout=30)
    for variant in variants:
        for shape, seconds in variant.spent.items():
            print(
                f"{variant.name} {shape:17s} {seconds / calls * 1e3:.3f} ms CPU per call (server)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
