"""Each upstream limit (connect, first byte, between chunks, total) ends a call with an error
naming its setting, and the connection pool queues callers in arrival order."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from typing import Any

import pytest
from responsa_server.upstream.client import UpstreamClient, UpstreamError, UpstreamTimeouts

from tests.fake_upstream import FakeUpstream


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeUpstream]:
    with FakeUpstream() as server:
        yield server


def _chat(model: str, **extra: Any) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": "hi"}], **extra}


async def _disconnects_beyond(fake: FakeUpstream, before: int) -> int:
    """The fake's disconnect count once it exceeds `before` (it notices a close a moment after
    the client made it); 5 s of polling only guards against waiting forever."""
    deadline = time.monotonic() + 5.0
    seen = fake.stats()["disconnects"]
    while seen <= before and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
        seen = fake.stats()["disconnects"]
    return seen


async def _failure(
    upstream: UpstreamClient, fake: FakeUpstream, model: str, stream: bool
) -> UpstreamError:
    """The call's error, which must be a timeout, after checking that the fake was still holding
    the call open (hanging, stalled or still talking) when the client closed it: a limit, not
    the upstream, ended it."""
    before = fake.stats()["disconnects"]

    async def call() -> None:
        if stream:
            async for _ in upstream.stream_chat(_chat(model)):
                pass
        else:
            await upstream.create_chat(_chat(model))

    with pytest.raises(UpstreamError) as raised:
        # 10 s only turns a hang into a failure (the limits are under a second); what ended the
        # call is asserted from the error and from the fake, not from how long it took.
        await asyncio.wait_for(call(), 10)
    assert raised.value.kind == "timeout"
    assert await _disconnects_beyond(fake, before) > before, "the upstream was not cut off"
    return raised.value


@pytest.mark.parametrize("stream", [False, True])
async def test_first_byte_limit(fake: FakeUpstream, stream: bool) -> None:
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(first_byte=0.3))
    try:
        error = await _failure(upstream, fake, "fake-hang", stream)
        assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in error.message
        assert "0.3 s" in error.message
    finally:
        await upstream.aclose()


@pytest.mark.parametrize("stream", [False, True])
async def test_between_chunks_limit(fake: FakeUpstream, stream: bool) -> None:
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(between_chunks=0.3))
    try:
        error = await _failure(upstream, fake, "fake-stall", stream)
        assert "RESPONSA_UPSTREAM_CHUNK_TIMEOUT" in error.message
    finally:
        await upstream.aclose()


async def test_total_limit_cuts_a_stream_that_keeps_talking(fake: FakeUpstream) -> None:
    # fake-slow sends a piece every 50 ms for ~10 s: no step limit fires, the total does.
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(total=0.5))
    try:
        error = await _failure(upstream, fake, "fake-slow", True)
        assert "RESPONSA_UPSTREAM_TOTAL_TIMEOUT" in error.message
    finally:
        await upstream.aclose()


async def test_connect_limit() -> None:
    # A listening socket whose backlog is full never completes the handshake.
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(0)
        port = server.getsockname()[1]
        fillers = []
        for _ in range(8):
            filler = socket.socket()
            filler.setblocking(False)
            try:
                filler.connect(("127.0.0.1", port))
            except BlockingIOError:
                pass
            fillers.append(filler)
        upstream = UpstreamClient(
            f"http://127.0.0.1:{port}/v1", timeouts=UpstreamTimeouts(connect=0.3)
        )
        try:
            with pytest.raises(UpstreamError) as raised:
                await upstream.create_chat(_chat("fake-text"))
            # Linux may accept into the backlog anyway; then the first-byte limit answers.
            assert raised.value.kind == "timeout"
        finally:
            await upstream.aclose()
            for filler in fillers:
                filler.close()


async def test_pool_queues_in_order_beyond_its_size(fake: FakeUpstream) -> None:
    """Twenty slow streams on a pool of four: every one succeeds, started in arrival order."""
    fake.reset()
    upstream = UpstreamClient(fake.base_url, max_connections=4)
    started: list[int] = []

    async def one(index: int) -> int:
        chunks = 0
        async for _ in upstream.stream_chat(_chat("fake-slow", max_tokens=4)):
            if chunks == 0:
                started.append(index)
            chunks += 1
        return chunks

    try:
        tasks = []
        for index in range(20):
            tasks.append(asyncio.create_task(one(index)))
            await asyncio.sleep(0)  # each caller queues before the next arrives
        results = await asyncio.gather(*tasks)
    finally:
        await upstream.aclose()
    assert all(chunks > 0 for chunks in results)
    assert fake.connections_opened() <= 4
    # FIFO: the first four start first, and nobody overtakes a caller queued before them.
    assert sorted(started[:4]) == [0, 1, 2, 3]
    assert started[4:] == sorted(started[4:])


async def test_pool_wait_is_bounded_by_the_total(fake: FakeUpstream) -> None:
    upstream = UpstreamClient(
        fake.base_url, timeouts=UpstreamTimeouts(total=0.4), max_connections=1
    )
    # A stream whose reader pauses holds the pool's only connection (no limit runs meanwhile).
    holder = upstream.stream_chat(_chat("fake-slow"))
    try:
        await anext(holder)
        received = fake.stats()["requests"]
        with pytest.raises(UpstreamError) as raised:
            # 10 s only guards against a hang; the error below is the one only the queue's
            # total limit raises (it queued, then the limit ended its wait).
            await asyncio.wait_for(upstream.create_chat(_chat("fake-text")), 10)
        assert raised.value.kind == "timeout"
        assert "no free upstream connection within 0.4 s" in raised.value.message
        assert "RESPONSA_UPSTREAM_TOTAL_TIMEOUT" in raised.value.message
        assert fake.stats()["requests"] == received  # it never reached the upstream
        assert await anext(holder)  # the holder kept the connection throughout
    finally:
        await holder.aclose()  # type: ignore[attr-defined]
        await upstream.aclose()


async def test_a_caller_that_gives_up_queueing_keeps_no_slot(fake: FakeUpstream) -> None:
    """Callers cancelled or timed out while queued for the only connection leave the queue: once
    the holder is done, the next caller gets the connection at once."""
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(total=5), max_connections=1)
    holder = upstream.stream_chat(_chat("fake-slow"))
    try:
        await anext(holder)
        cancelled = asyncio.create_task(upstream.create_chat(_chat("fake-text")))
        await asyncio.sleep(0.05)
        cancelled.cancel()
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        await holder.aclose()  # type: ignore[attr-defined]
        # Had the cancelled caller kept a slot, the pool's only connection would never come
        # free and these would fail with "no free upstream connection" after the total (5 s).
        for _ in range(3):
            reply = await upstream.create_chat(_chat("fake-text"))
            assert reply["choices"][0]["message"]["content"]
    finally:
        await holder.aclose()  # type: ignore[attr-defined]
        await upstream.aclose()
