"""`UpstreamClient.relay_chat`: a streamed body handed on from the connection's read callback
(the foreground stream's path, docs/performance.md "Streaming cost") frames, ends, fails, times
out, holds its reads for a full consumer and drops the connection when cancelled exactly as
`stream_chat` does, over a real socket and the fake upstream."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from responsa_server.upstream.client import UpstreamClient, UpstreamError, UpstreamTimeouts

from tests.fake_upstream import FakeUpstream
from tests.unit.test_upstream_framing import (
    _CHUNKED_HEAD,
    _ODD_SSE,
    _SSE_HEAD,
    _chat,
    _chunked,
    _content,
    _event,
    _server,
)


async def _relay(
    upstream: UpstreamClient, payload: dict[str, Any], seen: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """Every chunk `relay_chat` hands on, in order (also into `seen` as they come)."""
    got: list[dict[str, Any]] = [] if seen is None else seen

    def take(read: list[dict[str, Any]]) -> None:
        assert read, "a read hands on at least one chunk"
        got.extend(read)

    await upstream.relay_chat(payload, take)
    return got


async def _relayed(base_url: str, **timeouts: float) -> list[dict[str, Any]]:
    upstream = UpstreamClient(base_url, timeouts=UpstreamTimeouts(**timeouts))
    try:
        return await _relay(upstream, _chat())
    finally:
        await upstream.aclose()


@pytest.mark.parametrize("size", [1, 2, 3, 5, 64, 1 << 20])
async def test_chunked_sse_with_odd_line_rules_in_any_split(size: int) -> None:
    cuts = [5, 40, 41, 90, 91, 130, 160, 161, len(_ODD_SSE)]
    pieces, start = [], 0
    for cut in cuts:
        pieces.append(_ODD_SSE[start:cut])
        start = cut
    async with _server([_CHUNKED_HEAD + _chunked(*pieces)], size=size) as (base_url, _):
        assert _content(await _relayed(base_url)) == ["a", "b", "café"]


@pytest.mark.parametrize("size", [1, 7, 1 << 20])
async def test_content_length_eof_and_trailers_in_any_split_and_the_connection_reused(
    size: int,
) -> None:
    body = _event("a") + _event("b") + b"data: [DONE]\n\n"
    with_length = _SSE_HEAD + b"content-length: %d\r\n\r\n" % len(body) + body
    trailers = _CHUNKED_HEAD + _chunked(
        _event("a"), _event("b"), b"data: [DONE]\n\n", trailers=b"x-one: 1\r\n"
    )
    replies = [with_length, trailers, with_length]
    async with _server(replies, size=size) as (base_url, accepted):
        upstream = UpstreamClient(base_url)
        try:
            for _ in range(3):  # then on the kept-alive connection
                assert _content(await _relay(upstream, _chat())) == ["a", "b"]
        finally:
            await upstream.aclose()
    assert accepted == [1]
    to_eof = _SSE_HEAD + b"connection: close\r\n\r\n" + _event("a") + _event("b")
    async with _server([to_eof], size=size) as (base_url, _):
        assert _content(await _relayed(base_url)) == ["a", "b"]


@pytest.mark.parametrize(
    "reply",
    [
        _CHUNKED_HEAD + b"%x\r\n%s\r\n" % (len(_event("a")), _event("a")) + b"40\r\ndata: {",
        _CHUNKED_HEAD + b"%x\r\n%s" % (len(_event("a")), _event("a")),
        _SSE_HEAD + b"content-length: 500\r\n\r\n" + _event("a"),
        _CHUNKED_HEAD + b"zz\r\n" + _event("a"),
    ],
)
async def test_a_body_cut_short_or_misframed_is_a_protocol_error(reply: bytes) -> None:
    seen: list[dict[str, Any]] = []
    async with _server([reply], size=3) as (base_url, _):
        upstream = UpstreamClient(base_url)
        try:
            with pytest.raises(UpstreamError) as info:
                await _relay(upstream, _chat(), seen)
        finally:
            await upstream.aclose()
    assert info.value.kind == "protocol"
    assert _content(seen) in (["a"], [])


async def test_each_silence_is_bounded_not_the_whole_body() -> None:
    body = _chunked(_event("a"), _event("b"), _event("c"), b"data: [DONE]\n\n")
    reply = _CHUNKED_HEAD + body
    async with _server([reply], size=len(reply) // 4 + 1, pause=0.15) as (base_url, _):
        assert _content(await _relayed(base_url, between_chunks=0.5)) == ["a", "b", "c"]
    async with _server([reply], size=len(reply) // 2 + 1, pause=1.0) as (base_url, _):
        with pytest.raises(UpstreamError) as info:
            await _relayed(base_url, between_chunks=0.3)
    assert info.value.kind == "timeout"
    assert "RESPONSA_UPSTREAM_CHUNK_TIMEOUT" in info.value.message


@pytest.fixture
async def fake() -> AsyncIterator[FakeUpstream]:
    with FakeUpstream() as server:
        yield server


@pytest.fixture
async def client(fake: FakeUpstream) -> AsyncIterator[UpstreamClient]:
    upstream = UpstreamClient(fake.base_url)
    try:
        yield upstream
    finally:
        await upstream.aclose()


async def _wait_for_disconnects(fake: FakeUpstream, count: int) -> dict[str, int]:
    for _ in range(100):
        if fake.stats()["disconnects"] >= count:
            break
        await asyncio.sleep(0.02)
    return fake.stats()


async def test_the_same_chunks_as_stream_chat(client: UpstreamClient) -> None:
    def same(chunks: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return [{k: v for k, v in c.items() if k not in ("id", "created")} for c in chunks]

    for model in ("fake-text", "fake-tool-call", "fake-reasoning"):
        streamed = [c async for c in client.stream_chat(_chat() | {"model": model})]
        assert same(await _relay(client, _chat() | {"model": model})) == same(streamed)


async def test_mid_stream_error_event_and_cut_after_what_came(client: UpstreamClient) -> None:
    seen: list[dict[str, Any]] = []
    with pytest.raises(UpstreamError) as info:
        await _relay(client, _chat() | {"model": "fake-stream-error"}, seen)
    assert seen and seen[0]["choices"][0]["delta"]["role"] == "assistant"
    assert info.value.message == "Fake upstream failed mid-stream"
    streamed: list[dict[str, Any]] = []
    with pytest.raises(UpstreamError):
        async for chunk in client.stream_chat(_chat() | {"model": "fake-stream-cut"}):
            streamed.append(chunk)
    seen.clear()
    with pytest.raises(UpstreamError) as info:
        await _relay(client, _chat() | {"model": "fake-stream-cut"}, seen)
    assert len(seen) == len(streamed) >= 2  # every whole chunk before the cut
    assert info.value.kind == "protocol"


async def test_what_the_consumer_raises_is_raised_and_drops_the_connection(
    client: UpstreamClient, fake: FakeUpstream
) -> None:
    class Refused(Exception):
        pass

    def take(read: list[dict[str, Any]]) -> None:
        raise Refused

    with pytest.raises(Refused):
        await client.relay_chat(_chat() | {"model": "fake-slow"}, take)
    assert (await _wait_for_disconnects(fake, 1))["disconnects"] == 1


async def test_a_full_consumer_holds_the_reads_until_it_drains(client: UpstreamClient) -> None:
    loop = asyncio.get_running_loop()
    got: list[dict[str, Any]] = []
    held: list[asyncio.Future[None]] = []

    def take(read: list[dict[str, Any]]) -> asyncio.Future[None] | None:
        got.extend(read)
        if len(held) < 3:  # full after each of the first three reads, for 50 ms
            full: asyncio.Future[None] = loop.create_future()
            loop.call_later(0.05, full.set_result, None)
            held.append(full)
            return full
        return None

    await client.relay_chat(_chat() | {"model": "fake-slow", "max_tokens": 5}, take)
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in got) == (
        "tick0 tick1 tick2 tick3 tick4"
    )
    assert len(held) == 3 and all(f.done() for f in held)


async def test_task_cancel_drops_the_upstream_connection(
    client: UpstreamClient, fake: FakeUpstream
) -> None:
    first = asyncio.Event()
    task = asyncio.create_task(
        client.relay_chat(_chat() | {"model": "fake-slow"}, lambda read: first.set())
    )
    await asyncio.wait_for(first.wait(), 2)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert (await _wait_for_disconnects(fake, 1))["disconnects"] == 1


@pytest.mark.parametrize(
    ("model", "timeouts", "setting"),
    [
        # fake-stall stops sending after its first pieces; fake-slow sends a piece every 50 ms
        # for ~10 s, so no step limit fires and the total does.
        ("fake-stall", {"between_chunks": 0.3}, "RESPONSA_UPSTREAM_CHUNK_TIMEOUT"),
        ("fake-slow", {"total": 0.5}, "RESPONSA_UPSTREAM_TOTAL_TIMEOUT"),
    ],
)
async def test_the_silence_and_total_limits_end_a_relay(
    fake: FakeUpstream, model: str, timeouts: dict[str, float], setting: str
) -> None:
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(**timeouts))
    try:
        with pytest.raises(UpstreamError) as info:
            await _relay(upstream, _chat() | {"model": model})
    finally:
        await upstream.aclose()
    assert info.value.kind == "timeout"
    assert setting in info.value.message
