"""The least a Python service between Envoy and the upstream can do per streamed token: pass
the upstream's bytes on (bench/stream_cpu.py's `py-floor` path).

    python bench/python_relay.py LISTEN_PORT UPSTREAM_PORT

An HTTP/1.1 server on uvloop, as the REST listener is: each request Envoy forwards (keep-alive)
is written unchanged to a new connection to the upstream, and every read of the upstream's
reply is written to Envoy's connection as it came, in the upstream connection's read callback
(no parsing, no events, no task per read): one `data_received` and one `write` per read, the
work Responsa's relay cannot go below. The reply ends at the chunked body's last chunk (the
upstream's streamed replies are chunked). Only what bench/stream_cpu.py sends is understood.
"""

from __future__ import annotations

import asyncio
import sys
from typing import cast

import uvloop

LAST_CHUNK = b"0\r\n\r\n"


class UpstreamSide(asyncio.Protocol):
    """One upstream call: its reply goes to `front` as it is read."""

    def __init__(self, front: FrontSide, request: bytes) -> None:
        self._front = front
        self._request = request
        self._transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass
        self._transport.write(self._request)

    def data_received(self, data: bytes) -> None:
        self._front.send(data)
        if data.endswith(LAST_CHUNK):
            assert self._transport is not None
            self._transport.close()  # Envoy's connection takes the next request


class FrontSide(asyncio.Protocol):
    """One keep-alive connection from Envoy; one request at a time."""

    def __init__(self, upstream_port: int) -> None:
        self._upstream_port = upstream_port
        self._buffer = bytearray()
        self._transport: asyncio.Transport | None = None
        self._call: asyncio.Task[object] | None = None  # the upstream connection being opened

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = cast(asyncio.Transport, transport)

    def data_received(self, data: bytes) -> None:
        self._buffer += data
        head_end = self._buffer.find(b"\r\n\r\n")
        if head_end < 0:
            return
        head = bytes(self._buffer[:head_end]).lower()
        length = 0
        for line in head.split(b"\r\n"):
            if line.startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        end = head_end + 4 + length
        if len(self._buffer) < end:
            return
        request = bytes(self._buffer[:end])
        del self._buffer[:end]
        loop = asyncio.get_running_loop()
        self._call = loop.create_task(
            loop.create_connection(
                lambda: UpstreamSide(self, request), "127.0.0.1", self._upstream_port
            )
        )

    def send(self, data: bytes) -> None:
        """Write a read of the upstream's reply to Envoy."""
        if self._transport is not None and not self._transport.is_closing():
            self._transport.write(data)


async def serve(listen_port: int, upstream_port: int) -> None:
    """Relay until killed."""
    loop = asyncio.get_running_loop()
    server = await loop.create_server(lambda: FrontSide(upstream_port), "127.0.0.1", listen_port)
    print("ready", flush=True)
    await server.serve_forever()


if __name__ == "__main__":
    uvloop.run(serve(int(sys.argv[1]), int(sys.argv[2])))
