"""The floor of a REST create's front door: Envoy and the RPC layer, with no Responsa code.

    python bench/front_door_floor.py [--requests N]

Starts, side by side, six front doors to servers that answer `POST /v1/responses` at once
with a stored create's reply size (no engine, no store, no upstream):

  transcoded      gateway/envoy.yaml without its `create` route (every REST call transcoded, the
                  shape before it) -> grpc.aio (uvloop) answering
                  ResponsesHttpService.CreateResponse with one HttpBody
  transcoded-uds  the same, Envoy reaching grpc.aio over a Unix socket
  transcoder      Envoy with the transcoder and router only -> the same kind of grpc.aio server
  proxy           Envoy with the router only, HTTP/1.1 to a bare asyncio HTTP/1.1 server (uvloop)
  production      gateway/envoy.yaml as `make up` renders it: the `create` route, HTTP/1.1 to a
                  bare server on the REST listener's port
  bare            the bare HTTP/1.1 server alone, no Envoy

and calls them one at a time over keep-alive HTTP/1.1, rotating between them in blocks of 100
so machine noise hits all alike. Prints CPU ms per call of Envoy and of the server process
(`/proc/PID/task/*/schedstat`, all threads). The bare server parses only what this client
sends: its numbers are a floor for any Python HTTP server, not an estimate of a real one.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "generated" / "python", ROOT / "bench", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from loadgen import HttpConnection, cpu_seconds, http_request  # noqa: E402

from gateway.envoy import Gateway  # noqa: E402
from gateway.envoy_config import TEMPLATE  # noqa: E402
from tests.stack import free_port  # noqa: E402

REPLY = b'{"object":"response"}' * 60  # the size of a one-turn stored create's JSON reply
BLOCK = 100

# Envoy with the transcoder and router only; Envoy as a plain HTTP/1.1 proxy.
TRANSCODER_ONLY = ROOT / "bench" / "envoy_transcoder_only.yaml"
PROXY_ONLY = ROOT / "bench" / "envoy_proxy_only.yaml"


def serve_grpc(port: int) -> None:
    """grpc.aio on uvloop: CreateResponse answers one HttpBody; grpc.health.v1 says SERVING."""
    import grpc
    import uvloop
    from google.api.httpbody_pb2 import HttpBody
    from grpc_health.v1 import health_pb2

    reply = HttpBody(content_type="application/json", data=REPLY)
    serving = health_pb2.HealthCheckResponse(status=health_pb2.HealthCheckResponse.SERVING)

    async def create(request: HttpBody, context: object) -> AsyncIterator[HttpBody]:
        yield reply

    async def check(request: object, context: object) -> object:
        return serving

    responses = {
        "CreateResponse": grpc.unary_stream_rpc_method_handler(
            create,
            request_deserializer=HttpBody.FromString,
            response_serializer=HttpBody.SerializeToString,
        )
    }
    health = {
        "Check": grpc.unary_unary_rpc_method_handler(
            check,
            request_deserializer=health_pb2.HealthCheckRequest.FromString,
            response_serializer=health_pb2.HealthCheckResponse.SerializeToString,
        )
    }

    async def run() -> None:
        server = grpc.aio.server()
        server.add_generic_rpc_handlers(
            (
                grpc.method_handlers_generic_handler("responsa.v1.ResponsesHttpService", responses),
                grpc.method_handlers_generic_handler("grpc.health.v1.Health", health),
            )
        )
        server.add_insecure_port(f"127.0.0.1:{port}")
        server.add_insecure_port(f"unix:{socket_path(port)}")
        await server.start()
        await server.wait_for_termination()

    uvloop.run(run())


def socket_path(port: int) -> str:
    """The Unix socket the grpc.aio server serving on `port` also listens on."""
    return f"{tempfile.gettempdir()}/responsa-floor-{port}.sock"


class BareHttp(asyncio.Protocol):
    """Keep-alive HTTP/1.1 that reads a head and a Content-Length body and answers REPLY."""

    ANSWER = (
        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: "
        + str(len(REPLY)).encode()
        + b"\r\n\r\n"
        + REPLY
    )

    def __init__(self) -> None:
        self.buffer = b""
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]  # uvloop's is no subclass

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = self.buffer[:end].lower()
            marker = head.find(b"content-length:")
            length = int(head[marker + 15 :].split(b"\r\n", 1)[0]) if marker >= 0 else 0
            if len(self.buffer) < end + 4 + length:
                return
            self.buffer = self.buffer[end + 4 + length :]
            assert self.transport is not None
            self.transport.write(self.ANSWER)


def serve_http(port: int) -> None:
    """The bare HTTP/1.1 server on uvloop."""
    import uvloop

    async def run() -> None:
        server = await asyncio.get_running_loop().create_server(BareHttp, "127.0.0.1", port)
        await server.serve_forever()

    uvloop.run(run())


def start_server(kind: str) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    child = subprocess.Popen([sys.executable, __file__, "--serve", kind, str(port)], cwd=ROOT)
    return child, port


def start_gateway(template_text: str | None, port: int, run_dir: Path) -> Gateway:
    """Envoy in front of `port`: the production template, or `template_text`."""
    template = TEMPLATE
    if template_text is not None:
        template = run_dir / "template.yaml"
        template.write_text(template_text)
    return Gateway.start(port, run_dir=run_dir, wait_healthy=False, template=template)


async def measure(doors: dict[str, tuple[int, list[int]]], requests: int) -> dict[str, list[float]]:
    """Per door: [Envoy CPU ms, server CPU ms, p50 ms] per call."""
    body = {"model": "fake-text", "input": "hello"}
    connections = {}
    for name, (port, _pids) in doors.items():
        host, port_, request = http_request(f"http://127.0.0.1:{port}", "/v1/responses", body)
        connections[name] = (HttpConnection(host, port_), request)
    for name, (conn, request) in connections.items():  # warm up; wait for Envoy's cluster
        for attempt in range(200):
            try:
                await conn.call(request, stream=False)
                break
            except Exception as error:
                if attempt == 199:
                    raise RuntimeError(f"door {name}: {error}") from error
                conn.close()
                await asyncio.sleep(0.05)
        for _ in range(200):
            await conn.call(request, stream=False)
    spent = {name: [0.0, 0.0] for name in doors}
    durations: dict[str, list[float]] = {name: [] for name in doors}
    names = list(doors)
    blocks = max(1, requests // BLOCK)
    for block in range(blocks):
        for name in names[block % len(names) :] + names[: block % len(names)]:
            conn, request = connections[name]
            pids = doors[name][1]
            before = [cpu_seconds(pid) if pid else 0.0 for pid in pids]
            for _ in range(BLOCK):
                started = time.perf_counter()
                _first, ended, _body = await conn.call(request, stream=False)
                durations[name].append(ended - started)
            for index, pid in enumerate(pids):
                if pid:
                    spent[name][index] += cpu_seconds(pid) - before[index]
    for conn, _request in connections.values():
        conn.close()
    calls = blocks * BLOCK
    return {
        name: [
            *(seconds / calls * 1e3 for seconds in pair),
            statistics.median(durations[name]) * 1e3,
        ]
        for name, pair in spent.items()
    }


def main() -> int:
    """Start the doors, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=3000)
    parser.add_argument("--serve", nargs=2, metavar=("KIND", "PORT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        (serve_grpc if args.serve[0] == "grpc" else serve_http)(int(args.serve[1]))
        return 0
    children: list[subprocess.Popen[bytes]] = []
    gateways: list[Gateway] = []
    try:
        doors: dict[str, tuple[int, list[int]]] = {}
        production = (ROOT / "gateway" / "envoy.yaml").read_text()
        # The decided shape before the `create` route: every REST call transcoded.
        start = production.index("              - name: create\n")
        transcoded = (
            production[:start] + production[production.index("              - name: rest\n") :]
        )
        for name, kind, template in (
            ("transcoded", "grpc", transcoded),
            ("transcoded-uds", "grpc", transcoded),
            ("transcoder", "grpc", TRANSCODER_ONLY.read_text()),
            ("proxy", "http", PROXY_ONLY.read_text()),
        ):
            child, port = start_server(kind)
            children.append(child)
            run_dir = Path(tempfile.mkdtemp(prefix=f"responsa-floor-{name}-"))
            if name.endswith("-uds"):
                # The service cluster reaches the server over its Unix socket instead of TCP.
                template = template.replace(
                    "${lb_endpoints}",
                    f'        - endpoint: {{address: {{pipe: {{path: "{socket_path(port)}"}}}}}}',
                )
            gateway = start_gateway(template, port, run_dir)
            gateways.append(gateway)
            doors[name] = (gateway.http_port, [gateway.envoy.process.pid, child.pid])
            if name == "transcoded":
                grpc_port = port
        # gateway/envoy.yaml as it is: POST /v1/responses proxied to a REST listener's port.
        child, port = start_server("http")
        children.append(child)
        gateway = Gateway.start(
            grpc_port,
            run_dir=Path(tempfile.mkdtemp(prefix="responsa-floor-production-")),
            wait_healthy=False,
            rest_ports=[port],
        )
        gateways.append(gateway)
        doors["production"] = (gateway.http_port, [gateway.envoy.process.pid, child.pid])
        child, port = start_server("http")
        children.append(child)
        doors["bare"] = (port, [0, child.pid])
        costs = asyncio.run(measure(doors, args.requests))
    finally:
        for gateway in gateways:
            gateway.stop()
        for child in children:
            child.terminate()
            child.wait(timeout=30)
    print(f"CPU ms per REST create, {args.requests} calls per door, c=1, keep-alive HTTP/1.1")
    print(f"{'door':16s} {'envoy':>7s} {'server':>7s} {'sum':>7s} {'p50':>7s} {'+p50':>7s}")
    bare_p50 = costs["bare"][2]
    for name, (envoy_ms, server_ms, p50) in costs.items():
        print(
            f"{name:16s} {envoy_ms:7.3f} {server_ms:7.3f} {envoy_ms + server_ms:7.3f}"
            f" {p50:7.3f} {p50 - bare_p50:7.3f}"
        )
    print("(CPU ms per call; p50: the call's latency; +p50: minus the bare server's own)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
