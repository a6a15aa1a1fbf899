"""Measure UpstreamClient's own per-call cost against the fake upstream.

    python -m tests.fake_upstream.measure_client [--calls 500] [--in-thread]

Baseline: the same request bytes sent over one keep-alive socket by a bare asyncio
client (write, read head, read content-length bytes). The difference between
`create_chat` and that baseline is what the client adds (encode, httpx, decode).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from typing import Any

import orjson
from responsa_server.upstream.client import UpstreamClient

from tests.fake_upstream import FakeUpstream

PAYLOAD: dict[str, Any] = {
    "model": "fake-text",
    "messages": [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Say something short about the sea, please."},
    ],
    "temperature": 0.2,
}


async def _bare_calls(port: int, calls: int) -> list[float]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = orjson.dumps(PAYLOAD)
    request = (
        b"POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\n"
        b"content-type: application/json\r\ncontent-length: %d\r\n\r\n%s" % (len(body), body)
    )
    timings: list[float] = []
    for _ in range(calls):
        started = time.perf_counter()
        writer.write(request)
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(head.lower().split(b"content-length: ", 1)[1].split(b"\r\n", 1)[0])
        await reader.readexactly(length)
        timings.append(time.perf_counter() - started)
    writer.close()
    await writer.wait_closed()
    return timings


async def _client_calls(base_url: str, calls: int) -> list[float]:
    client = UpstreamClient(base_url)
    timings: list[float] = []
    try:
        for _ in range(calls):
            started = time.perf_counter()
            await client.create_chat(PAYLOAD)
            timings.append(time.perf_counter() - started)
    finally:
        await client.aclose()
    return timings


async def _stream_calls(base_url: str, calls: int) -> list[float]:
    client = UpstreamClient(base_url)
    timings: list[float] = []
    try:
        for _ in range(calls):
            started = time.perf_counter()
            async for _chunk in client.stream_chat(PAYLOAD):
                pass
            timings.append(time.perf_counter() - started)
    finally:
        await client.aclose()
    return timings


def _summary(name: str, timings: list[float]) -> float:
    mean = statistics.fmean(timings) * 1e6
    median = statistics.median(timings) * 1e6
    p99 = sorted(timings)[int(len(timings) * 0.99) - 1] * 1e6
    print(f"{name:<28} mean {mean:7.1f} us   median {median:7.1f} us   p99 {p99:7.1f} us")
    return mean


async def _run(fake: FakeUpstream, calls: int) -> None:
    warm = max(calls // 5, 20)
    await _bare_calls(fake.port, warm)
    await _client_calls(fake.base_url, warm)
    bare = _summary("bare socket (baseline)", await _bare_calls(fake.port, calls))
    client = _summary("UpstreamClient.create_chat", await _client_calls(fake.base_url, calls))
    _summary("UpstreamClient.stream_chat", await _stream_calls(fake.base_url, calls))
    print(f"client overhead per non-streaming call: {client - bare:.1f} us")


def main() -> None:
    """Run the measurement and print a summary."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--in-thread", action="store_true")
    args = parser.parse_args()
    with FakeUpstream(in_thread=args.in_thread) as fake:
        asyncio.run(_run(fake, args.calls))


if __name__ == "__main__":
    main()
