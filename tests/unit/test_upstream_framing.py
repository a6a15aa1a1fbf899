"""The upstream connection's framing over a real socket: every body kind (chunked, Content-Length,
to EOF) cut the same however the bytes arrive (a byte at a time, odd pieces, all at once, with
pauses), SSE line rules across reads, bodies cut short, silences bounded, large bodies."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from typing import Any

import pytest
from responsa_server.upstream.client import UpstreamClient, UpstreamError, UpstreamTimeouts
from responsa_server.upstream.sse import SseDecoder, SseEvent

# One reply per request, each written in pieces of `size` bytes (a pause between pieces when
# `pause` is set); the connection stays open for the next request unless the reply list ends.
Reply = bytes


@contextlib.asynccontextmanager
async def _server(
    replies: list[Reply], *, size: int = 1 << 20, pause: float = 0.0, close_after: bool = True
) -> AsyncIterator[tuple[str, list[int]]]:
    """A raw HTTP server answering each request with the next of `replies`; yields its base URL
    and a one-item list counting the connections it accepted."""
    accepted = [0]

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted[0] += 1
        while replies:
            try:
                head = await reader.readuntil(b"\r\n\r\n")
                length = head.lower().split(b"content-length: ")[1].split(b"\r\n")[0]
                await reader.readexactly(int(length))
            except (asyncio.IncompleteReadError, ConnectionError):
                break
            reply = replies.pop(0)
            try:
                for start in range(0, len(reply), size):
                    writer.write(reply[start : start + size])
                    await writer.drain()
                    if pause:
                        await asyncio.sleep(pause)
            except ConnectionError:
                return  # the client gave up
        if not close_after:
            with contextlib.suppress(ConnectionError):
                await reader.read()  # until the client drops the connection
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}/v1", accepted
    finally:
        server.close()


def _chat() -> dict[str, Any]:
    return {"model": "x", "messages": [{"role": "user", "content": "hi"}]}


def _content(chunks: list[dict[str, Any]]) -> list[str]:
    return [c["choices"][0]["delta"]["content"] for c in chunks]


def _event(text: str) -> bytes:
    return b'data: {"choices": [{"index": 0, "delta": {"content": "%s"}}]}\n\n' % text.encode()


_SSE_HEAD = b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n"
_CHUNKED_HEAD = _SSE_HEAD + b"transfer-encoding: chunked\r\n\r\n"


def _chunked(*pieces: bytes, trailers: bytes = b"") -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces) + b"0\r\n" + trailers + b"\r\n"


# SSE line rules in one stream: CRLF, CR and LF ends, a comment, a multi-line data field, an
# event name, a field without a colon, a UTF-8 character, then [DONE].
_ODD_SSE = (
    b": comment\r\n"
    b'data: {"choices": [{"index": 0, "delta": {"content": "a"}}]}\r\n\r\n'
    b"event: message\r"
    b'data: {"choices": [{"index": 0,\r'
    b'data:  "delta": {"content": "b"}}]}\r\r'
    b'data: {"choices": [{"index": 0, "delta": {"content": "caf\xc3\xa9"}}]}\n'
    b"retry\n\n"
    b"data: [DONE]\n\n"
)


async def _stream(base_url: str, **timeouts: float) -> list[dict[str, Any]]:
    upstream = UpstreamClient(base_url, timeouts=UpstreamTimeouts(**timeouts))
    try:
        return [chunk async for chunk in upstream.stream_chat(_chat())]
    finally:
        await upstream.aclose()


@pytest.mark.parametrize("size", [1, 2, 3, 5, 64, 1 << 20])
async def test_chunked_sse_with_odd_line_rules_in_any_split(size: int) -> None:
    # The SSE text cut across chunks at awkward places (between CR and LF, inside a character).
    cuts = [5, 40, 41, 90, 91, 130, 160, 161, len(_ODD_SSE)]
    pieces, start = [], 0
    for cut in cuts:
        pieces.append(_ODD_SSE[start:cut])
        start = cut
    async with _server([_CHUNKED_HEAD + _chunked(*pieces)], size=size) as (base_url, _):
        chunks = await _stream(base_url)
    assert _content(chunks) == ["a", "b", "café"]


@pytest.mark.parametrize("size", [1, 7, 1 << 20])
async def test_content_length_and_eof_streams_in_any_split(size: int) -> None:
    body = _event("a") + _event("b") + b"data: [DONE]\n\n"
    with_length = _SSE_HEAD + b"content-length: %d\r\n\r\n" % len(body) + body
    to_eof = _SSE_HEAD + b"connection: close\r\n\r\n" + _event("a") + _event("b")
    async with _server([with_length, with_length], size=size) as (base_url, accepted):
        upstream = UpstreamClient(base_url)
        try:
            for _ in range(2):  # the second on the kept-alive connection
                assert _content([c async for c in upstream.stream_chat(_chat())]) == ["a", "b"]
        finally:
            await upstream.aclose()
    assert accepted == [1]
    async with _server([to_eof], size=size) as (base_url, _):
        assert _content(await _stream(base_url)) == ["a", "b"]


@pytest.mark.parametrize("size", [1, 4, 1 << 20])
async def test_trailers_in_separate_reads_and_the_connection_reused(size: int) -> None:
    body = _chunked(_event("a"), b"data: [DONE]\n\n", trailers=b"x-one: 1\r\nx-two: 2\r\n")
    async with _server([_CHUNKED_HEAD + body] * 3, size=size) as (base_url, accepted):
        upstream = UpstreamClient(base_url)
        try:
            for _ in range(3):
                assert _content([c async for c in upstream.stream_chat(_chat())]) == ["a"]
        finally:
            await upstream.aclose()
    assert accepted == [1]


async def test_last_chunk_then_eof_without_the_blank_line_ends_the_body() -> None:
    # No [DONE] either: the body's end (the connection's) ends the stream.
    reply = _CHUNKED_HEAD + b"%x\r\n%s\r\n0\r\n" % (len(_event("a")), _event("a"))
    async with _server([reply]) as (base_url, _):
        assert _content(await _stream(base_url)) == ["a"]


@pytest.mark.parametrize(
    "reply",
    [
        # a chunk cut inside its data; inside its size line; before its closing CRLF
        _CHUNKED_HEAD + b"%x\r\n%s\r\n" % (len(_event("a")), _event("a")) + b"40\r\ndata: {",
        _CHUNKED_HEAD + b"%x\r\n%s\r\n" % (len(_event("a")), _event("a")) + b"4",
        _CHUNKED_HEAD + b"%x\r\n%s" % (len(_event("a")), _event("a")),
        # a Content-Length body cut short
        _SSE_HEAD + b"content-length: 500\r\n\r\n" + _event("a"),
    ],
)
async def test_a_body_cut_short_is_a_protocol_error(reply: bytes) -> None:
    async with _server([reply], size=3) as (base_url, _):
        upstream = UpstreamClient(base_url)
        seen: list[dict[str, Any]] = []
        try:
            with pytest.raises(UpstreamError) as info:
                async for chunk in upstream.stream_chat(_chat()):
                    seen.append(chunk)
        finally:
            await upstream.aclose()
    assert info.value.kind == "protocol"
    assert "before the answer was complete" in info.value.message
    assert _content(seen) in (["a"], [])


async def test_a_bad_chunk_size_is_a_protocol_error() -> None:
    async with _server([_CHUNKED_HEAD + b"zz\r\n" + _event("a")]) as (base_url, _):
        with pytest.raises(UpstreamError) as info:
            await _stream(base_url)
    assert info.value.kind == "protocol"


async def test_each_silence_is_bounded_not_the_whole_body() -> None:
    # Pieces 0.15 s apart under a 0.5 s between-chunks limit: the stream completes though it
    # takes longer than the limit in all; a pause longer than the limit ends it.
    body = _chunked(_event("a"), _event("b"), _event("c"), b"data: [DONE]\n\n")
    reply = _CHUNKED_HEAD + body
    async with _server([reply], size=len(reply) // 4 + 1, pause=0.15) as (base_url, _):
        chunks = await _stream(base_url, between_chunks=0.5)
    assert _content(chunks) == ["a", "b", "c"]
    async with _server([reply], size=len(reply) // 2 + 1, pause=1.0) as (base_url, _):
        with pytest.raises(UpstreamError) as info:
            await _stream(base_url, between_chunks=0.3)
    assert info.value.kind == "timeout"
    assert "RESPONSA_UPSTREAM_CHUNK_TIMEOUT" in info.value.message


@pytest.mark.parametrize("size", [1, 9, 1 << 20])
async def test_non_streamed_bodies_in_any_split(size: int) -> None:
    completion = b'{"choices": [{"index": 0, "message": {"content": "ok"}}]}'
    json_head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
    replies = [
        json_head + b"content-length: %d\r\n\r\n%s" % (len(completion), completion),
        json_head
        + b"transfer-encoding: chunked\r\n\r\n"
        + _chunked(completion[:9], completion[9:]),
        json_head + b"content-length: %d\r\n\r\n%s" % (len(completion), completion),
    ]
    async with _server(replies, size=size) as (base_url, accepted):
        upstream = UpstreamClient(base_url)
        try:
            for _ in range(3):
                result = await upstream.create_chat(_chat())
                assert result["choices"][0]["message"]["content"] == "ok"
        finally:
            await upstream.aclose()
    assert accepted == [1]


async def test_a_head_that_arrives_a_byte_at_a_time_within_the_first_byte_limit() -> None:
    completion = b'{"choices": []}'
    reply = b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n%s" % (len(completion), completion)
    async with _server([reply], size=1, pause=0.01) as (base_url, _):
        upstream = UpstreamClient(base_url, timeouts=UpstreamTimeouts(first_byte=5))
        try:
            assert await upstream.create_chat(_chat()) == {"choices": []}
        finally:
            await upstream.aclose()


async def test_a_head_that_never_ends_is_bounded_by_the_first_byte_limit() -> None:
    # Bytes keep coming, but never the end of the head: the limit is for the whole head.
    reply = b"HTTP/1.1 200 OK\r\n" + b"x-pad: y\r\n" * 100
    async with _server([reply], size=10, pause=0.05, close_after=False) as (base_url, _):
        upstream = UpstreamClient(base_url, timeouts=UpstreamTimeouts(first_byte=0.4))
        try:
            with pytest.raises(UpstreamError) as info:
                await upstream.create_chat(_chat())
        finally:
            await upstream.aclose()
    assert info.value.kind == "timeout"
    assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in info.value.message


async def test_a_head_over_the_limit_is_a_protocol_error() -> None:
    reply = b"HTTP/1.1 200 OK\r\n" + b"x-pad: " + b"y" * (1 << 20) + b"\r\n\r\n{}"
    # (the separator arrives just past the limit: a head is refused whether or not it ends)
    async with _server([reply], close_after=False) as (base_url, _):
        upstream = UpstreamClient(base_url)
        try:
            with pytest.raises(UpstreamError) as info:
                await upstream.create_chat(_chat())
        finally:
            await upstream.aclose()
    assert info.value.message == "upstream response head is too large"


async def test_bodies_larger_than_the_read_buffer() -> None:
    # Reading pauses while 2 MiB sit unread and resumes when the reader wants more: a 5 MiB
    # Content-Length body and a stream whose one chunk is 5 MiB both arrive whole.
    text = "x" * (5 << 20)
    completion = b'{"choices": [{"index": 0, "message": {"content": "%s"}}]}' % text.encode()
    json_reply = b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n%s" % (len(completion), completion)
    stream_reply = _CHUNKED_HEAD + _chunked(_event(text) + b"data: [DONE]\n\n")
    async with _server([json_reply, stream_reply], size=1 << 16) as (base_url, _):
        upstream = UpstreamClient(base_url)
        try:
            result = await upstream.create_chat(_chat())
            assert result["choices"][0]["message"]["content"] == text
            assert _content([c async for c in upstream.stream_chat(_chat())]) == [text]
        finally:
            await upstream.aclose()


# --- the SSE decoder against the line rules, on many streams and splits ---


def _reference_events(stream: bytes) -> list[SseEvent]:
    """WHATWG's line rules, line by line, on the whole stream at once (what any split of it
    must give), with the decoder's end-of-stream rule: a last event without its blank line
    still counts."""
    lines = stream.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
    events: list[SseEvent] = []
    data: list[bytes] = []
    name: str | None = None
    for line in [*lines, b""]:
        if not line:
            if data:
                events.append(SseEvent(name, b"\n".join(data)))
            data, name = [], None
            continue
        if line.startswith(b":"):
            continue
        field, colon, value = line.partition(b":")
        if colon and value.startswith(b" "):
            value = value[1:]
        if field == b"data":
            data.append(value)
        elif field == b"event":
            name = value.decode("utf-8", "replace")
    return events


_PIECES = [
    b'data: {"a": 1}',
    b"data:{}",
    b"data: [DONE]",
    b"data:  two spaces",
    b"data",
    b"event: message",
    b"event:error",
    b": comment",
    b":",
    b"id: 7",
    b"retry: 10",
    b"caf\xc3\xa9: x",
    b"",
    b"",
]
_ENDS = [b"\n", b"\r\n", b"\r"]


def test_sse_decoder_matches_the_line_rules_on_random_streams_and_splits() -> None:
    generator = random.Random(24)
    for _ in range(400):
        stream = b"".join(
            generator.choice(_PIECES) + generator.choice(_ENDS)
            for _ in range(generator.randint(0, 14))
        )
        cuts = sorted(generator.sample(range(len(stream) + 1), min(len(stream) + 1, 4)))
        parts = [stream[a:b] for a, b in zip([0, *cuts], [*cuts, len(stream)], strict=True)]
        decoder = SseDecoder()
        events = [event for part in parts for event in decoder.feed(part)]
        events += decoder.close()
        assert events == _reference_events(stream), (stream, cuts)


def test_sse_decoder_reads_of_whole_events_match_the_line_rules() -> None:
    # Reads cut at the blank lines, as a streaming upstream sends one event per read: the one
    # whole `data:` event read is taken in one step, and must agree with the line rules when
    # an event before it is unfinished or its own lines end otherwise.
    generator = random.Random(40)
    for _ in range(400):
        stream = b"".join(
            generator.choice(_PIECES) + generator.choice(_ENDS)
            for _ in range(generator.randint(0, 14))
        )
        parts = [part + b"\n\n" for part in stream.split(b"\n\n")]
        whole = b"".join(parts)
        decoder = SseDecoder()
        events = [event for part in parts for event in decoder.feed(part)]
        events += decoder.close()
        assert events == _reference_events(whole), parts
    decoder = SseDecoder()
    assert decoder.feed(b'data: {"a": 1}\n\n') == [SseEvent(None, b'{"a": 1}')]
    assert decoder.feed(b"data: \n\n") == [SseEvent(None, b"")]
    assert decoder.feed(b"event: error\n") == []
    assert decoder.feed(b"data: x\n\n") == [SseEvent("error", b"x")]
    assert decoder.feed(b"data: a\rdata: b\n\n") == [SseEvent(None, b"a\nb")]
