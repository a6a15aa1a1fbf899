"""UpstreamClient against the real fake upstream server, plus the SSE decoder on its own."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from responsa_server.upstream.client import UpstreamClient, UpstreamError, UpstreamTimeouts
from responsa_server.upstream.sse import SseDecoder, SseEvent

from tests.fake_upstream import FakeUpstream

WEATHER_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {"location": {"type": "string"}},
            "required": ["location"],
        },
    },
}


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeUpstream]:
    with FakeUpstream() as server:
        yield server


@pytest.fixture
async def client(fake: FakeUpstream) -> AsyncIterator[UpstreamClient]:
    fake.reset()
    upstream = UpstreamClient(fake.base_url, api_key="sk-test")
    yield upstream
    await upstream.aclose()


def _chat(model: str, text: str = "hello there", **extra: Any) -> dict[str, Any]:
    return {"model": model, "messages": [{"role": "user", "content": text}], **extra}


async def _collect(stream: AsyncIterator[dict[str, Any]]) -> list[dict[str, Any]]:
    return [chunk async for chunk in stream]


async def _wait_for_disconnects(fake: FakeUpstream, expected: int) -> dict[str, int]:
    deadline = time.monotonic() + 3.0
    stats = fake.stats()
    while stats["disconnects"] < expected and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
        stats = fake.stats()
    return stats


# --- non-streaming ---


async def test_create_chat_returns_completion(client: UpstreamClient, fake: FakeUpstream) -> None:
    completion = await client.create_chat(_chat("fake-text", "how are you"))
    assert completion["object"] == "chat.completion"
    choice = completion["choices"][0]
    assert choice["message"] == {
        "role": "assistant",
        "content": "Echo: how are you",
        "refusal": None,
    }
    assert choice["finish_reason"] == "stop"
    usage = completion["usage"]
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"] > 0
    # the request really went over the wire, with the key and without stream
    assert fake.requests() == [_chat("fake-text", "how are you")]
    assert fake.request_headers()[-1]["authorization"] == "Bearer sk-test"


async def test_base_url_with_trailing_slash(fake: FakeUpstream) -> None:
    upstream = UpstreamClient(fake.base_url + "/")
    try:
        completion = await upstream.create_chat(_chat("fake-text", "x"))
    finally:
        await upstream.aclose()
    assert completion["choices"][0]["message"]["content"] == "Echo: x"
    assert "authorization" not in fake.request_headers()[-1]


async def test_create_chat_tool_call(client: UpstreamClient) -> None:
    completion = await client.create_chat(_chat("fake-tool-call", tools=[WEATHER_TOOL]))
    choice = completion["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    (call,) = choice["message"]["tool_calls"]
    assert call["id"].startswith("call_")
    assert call["function"] == {"name": "get_weather", "arguments": '{"location":"Paris"}'}


# --- streaming ---


async def test_stream_text_chunks_in_order(client: UpstreamClient) -> None:
    chunks = await _collect(client.stream_chat(_chat("fake-text", "one two three four five")))
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert all(c["object"] == "chat.completion.chunk" for c in chunks)
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    assert text == "Echo: one two three four five"
    content_chunks = [c for c in chunks if c["choices"][0]["delta"].get("content")]
    assert len(content_chunks) >= 3  # several deltas, not one blob
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    # [DONE] is consumed, never yielded
    assert all(isinstance(c, dict) for c in chunks)


async def test_stream_forces_stream_flag(client: UpstreamClient, fake: FakeUpstream) -> None:
    await _collect(client.stream_chat(_chat("fake-text")))
    assert fake.requests()[-1]["stream"] is True


async def test_stream_usage_chunk(client: UpstreamClient) -> None:
    payload = _chat("fake-text", "a b c", stream_options={"include_usage": True})
    chunks = await _collect(client.stream_chat(payload))
    last = chunks[-1]
    assert last["choices"] == []
    assert last["usage"]["completion_tokens"] > 0
    assert all(c["usage"] is None for c in chunks[:-1])


async def test_stream_tool_call_argument_pieces(client: UpstreamClient) -> None:
    chunks = await _collect(client.stream_chat(_chat("fake-tool-call", tools=[WEATHER_TOOL])))
    calls = [
        tc
        for c in chunks
        if c["choices"]
        for tc in c["choices"][0]["delta"].get("tool_calls") or []
    ]
    head, *rest = calls
    assert head["id"].startswith("call_")
    assert head["function"] == {"name": "get_weather", "arguments": ""}
    assert len(rest) >= 2 and all("id" not in piece for piece in rest)
    assert "".join(p["function"]["arguments"] for p in rest) == '{"location":"Paris"}'
    assert chunks[-1]["choices"][0]["finish_reason"] == "tool_calls"


async def test_stream_parallel_tool_calls_interleave(client: UpstreamClient) -> None:
    chunks = await _collect(client.stream_chat(_chat("fake-parallel-tools", tools=[WEATHER_TOOL])))
    indexes = [
        tc["index"] for c in chunks for tc in c["choices"][0]["delta"].get("tool_calls") or []
    ]
    assert set(indexes) == {0, 1}
    assert indexes != sorted(indexes)  # interleaved, not one call after the other


async def test_stream_reasoning_then_content(client: UpstreamClient) -> None:
    payload = _chat("fake-reasoning", "hi", stream_options={"include_usage": True})
    chunks = await _collect(client.stream_chat(payload))
    deltas = [c["choices"][0]["delta"] for c in chunks if c["choices"]]
    kinds = [k for d in deltas for k in ("reasoning_content", "content") if d.get(k)]
    assert kinds[0] == "reasoning_content" and kinds[-1] == "content"
    assert chunks[-1]["usage"]["completion_tokens_details"]["reasoning_tokens"] > 0


async def test_stream_logprobs(client: UpstreamClient) -> None:
    payload = _chat("fake-logprobs", "x y", logprobs=True, top_logprobs=2)
    chunks = await _collect(client.stream_chat(payload))
    entries = [
        e
        for c in chunks
        if c["choices"][0]["logprobs"]
        for e in c["choices"][0]["logprobs"]["content"]
    ]
    assert "".join(e["token"] for e in entries) == "Echo: x y"
    assert all(len(e["top_logprobs"]) == 2 and e["logprob"] < 0 for e in entries)


async def test_stream_ends_at_eof_without_done_after_chunks(fake: FakeUpstream) -> None:
    """A stream closed cleanly without [DONE] (llama.cpp style) still yields its chunks."""
    body = (
        b'data: {"choices":[{"index":0,"delta":{"content":"a"}}]}\r\n\r\n'
        b'data: {"choices":[{"index":0,"delta":{"content":"b"}}]}'
    )
    async with _raw_server(body) as base_url:
        upstream = UpstreamClient(base_url)
        try:
            chunks = await _collect(upstream.stream_chat(_chat("x")))
        finally:
            await upstream.aclose()
    assert [c["choices"][0]["delta"]["content"] for c in chunks] == ["a", "b"]


async def test_stream_with_no_data_is_an_error() -> None:
    async with _raw_server(b": keep-alive\n\n") as base_url:
        upstream = UpstreamClient(base_url)
        try:
            with pytest.raises(UpstreamError) as info:
                await _collect(upstream.stream_chat(_chat("x")))
        finally:
            await upstream.aclose()
    assert info.value.kind == "protocol"


async def test_event_error_line_raises() -> None:
    body = (
        b'data: {"choices":[{"index":0,"delta":{"content":"a"}}]}\n\n'
        b'event: error\ndata: {"message": "overloaded"}\n\n'
    )
    async with _raw_server(body) as base_url:
        upstream = UpstreamClient(base_url)
        seen: list[dict[str, Any]] = []
        try:
            with pytest.raises(UpstreamError) as info:
                async for chunk in upstream.stream_chat(_chat("x")):
                    seen.append(chunk)
        finally:
            await upstream.aclose()
    assert len(seen) == 1
    assert info.value.message == "overloaded"


# --- errors ---


@pytest.mark.parametrize(
    ("model", "status", "message"),
    [
        ("fake-error-400", 400, "Fake upstream rejected the request"),
        ("fake-error-429", 429, "Fake upstream rate limit reached"),
        ("fake-error-500", 500, "Fake upstream internal error"),
    ],
)
async def test_http_errors_carry_status_and_message(
    client: UpstreamClient, model: str, status: int, message: str
) -> None:
    with pytest.raises(UpstreamError) as info:
        await client.create_chat(_chat(model))
    assert (info.value.kind, info.value.status_code, info.value.message) == (
        "http",
        status,
        message,
    )
    assert info.value.body is not None and message in info.value.body
    with pytest.raises(UpstreamError) as streamed:
        await _collect(client.stream_chat(_chat(model)))
    assert (streamed.value.kind, streamed.value.status_code, streamed.value.message) == (
        "http",
        status,
        message,
    )


async def test_http_error_with_plain_text_body() -> None:
    async with _raw_server(b"upstream exploded", status=502, content_type=b"text/plain") as url:
        upstream = UpstreamClient(url)
        try:
            with pytest.raises(UpstreamError) as info:
                await upstream.create_chat(_chat("x"))
        finally:
            await upstream.aclose()
    assert info.value.kind == "http" and info.value.status_code == 502
    assert "upstream exploded" in info.value.message


async def test_connection_refused_is_connect_error() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    upstream = UpstreamClient(f"http://127.0.0.1:{port}/v1", timeouts=UpstreamTimeouts(connect=2.0))
    try:
        with pytest.raises(UpstreamError) as info:
            await upstream.create_chat(_chat("fake-text"))
        assert info.value.kind == "connect"
        with pytest.raises(UpstreamError) as streamed:
            await _collect(upstream.stream_chat(_chat("fake-text")))
        assert streamed.value.kind == "connect"
    finally:
        await upstream.aclose()


async def test_hang_times_out(fake: FakeUpstream) -> None:
    upstream = UpstreamClient(fake.base_url, timeouts=UpstreamTimeouts(first_byte=0.3))
    try:
        before = fake.stats()["disconnects"]
        with pytest.raises(UpstreamError) as info:
            # 10 s only guards against a hang; the first-byte limit (0.3 s) is what must end it,
            # which the error names and the fake sees as the client closing the hung call.
            await asyncio.wait_for(upstream.create_chat(_chat("fake-hang")), 10)
        assert info.value.kind == "timeout"
        assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in info.value.message
        assert (await _wait_for_disconnects(fake, before + 1))["disconnects"] == before + 1
        with pytest.raises(UpstreamError) as streamed:
            await asyncio.wait_for(_collect(upstream.stream_chat(_chat("fake-hang"))), 10)
        assert streamed.value.kind == "timeout"
        assert "RESPONSA_UPSTREAM_FIRST_BYTE_TIMEOUT" in streamed.value.message
        assert (await _wait_for_disconnects(fake, before + 2))["disconnects"] == before + 2
    finally:
        await upstream.aclose()


async def test_mid_stream_error_event(client: UpstreamClient) -> None:
    seen: list[dict[str, Any]] = []
    with pytest.raises(UpstreamError) as info:
        async for chunk in client.stream_chat(_chat("fake-stream-error")):
            seen.append(chunk)
    assert seen and seen[0]["choices"][0]["delta"]["role"] == "assistant"
    assert info.value.kind == "protocol"
    assert info.value.message == "Fake upstream failed mid-stream"


async def test_connection_cut_mid_stream(client: UpstreamClient) -> None:
    seen: list[dict[str, Any]] = []
    with pytest.raises(UpstreamError) as info:
        async for chunk in client.stream_chat(_chat("fake-stream-cut")):
            seen.append(chunk)
    assert len(seen) == 3
    assert info.value.kind == "protocol"


# --- cancellation closes the upstream stream ---


async def test_break_closes_upstream_stream(client: UpstreamClient, fake: FakeUpstream) -> None:
    received = 0
    async for _chunk in client.stream_chat(_chat("fake-slow")):
        received += 1
        if received == 3:
            break
    stats = await _wait_for_disconnects(fake, 1)
    assert stats == {"requests": 1, "disconnects": 1}


async def test_aclose_closes_upstream_stream(client: UpstreamClient, fake: FakeUpstream) -> None:
    stream = client.stream_chat(_chat("fake-slow"))
    async with contextlib.aclosing(stream):  # type: ignore[type-var]
        await anext(stream)
    stats = await _wait_for_disconnects(fake, 1)
    assert stats["disconnects"] == 1


async def test_task_cancel_closes_upstream_stream(
    client: UpstreamClient, fake: FakeUpstream
) -> None:
    first = asyncio.Event()

    async def consume() -> None:
        async for _chunk in client.stream_chat(_chat("fake-slow")):
            first.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(first.wait(), 2)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    stats = await _wait_for_disconnects(fake, 1)
    assert stats["disconnects"] == 1


async def test_slow_stream_to_completion_is_not_a_disconnect(
    client: UpstreamClient, fake: FakeUpstream
) -> None:
    chunks = await _collect(client.stream_chat(_chat("fake-slow", max_tokens=3)))
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks) == (
        "tick0 tick1 tick2"
    )
    assert fake.stats() == {"requests": 1, "disconnects": 0}


async def test_connections_are_reused(client: UpstreamClient, fake: FakeUpstream) -> None:
    """Keep-alive: many sequential calls, including full streams, still work and are fast."""
    for i in range(20):
        await client.create_chat(_chat("fake-text", str(i)))
        await _collect(client.stream_chat(_chat("fake-text", str(i))))
    assert fake.stats() == {"requests": 40, "disconnects": 0}
    assert fake.connections_opened() == 1


async def test_server_closing_idle_keepalive_connection_is_retried() -> None:
    """A keep-alive connection the server closed while idle is replaced transparently."""
    completion = b'{"choices": [{"index": 0, "message": {"content": "ok"}}]}'
    head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n"
    accepted = 0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal accepted
        accepted += 1
        await reader.readuntil(b"\r\n\r\n")
        writer.write(head % len(completion) + completion)
        await writer.drain()
        writer.close()  # no "connection: close" header: the client believes it may reuse

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    upstream = UpstreamClient(f"http://127.0.0.1:{port}/v1")
    try:
        for _ in range(3):
            result = await upstream.create_chat(_chat("x"))
            assert result["choices"][0]["message"]["content"] == "ok"
            await asyncio.sleep(0.01)
    finally:
        await upstream.aclose()
        server.close()
    assert accepted == 3


async def test_chunked_http_error_body_and_stream_with_content_length() -> None:
    error = b'{"error": {"message": "model not found", "code": 404}}'
    chunked_error = b"%x\r\n%s\r\n0\r\n\r\n" % (len(error), error)
    sse = b'data: {"choices": [{"index": 0, "delta": {"content": "hi"}}]}\n\ndata: [DONE]\n\n'
    responses = [
        b"HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n" + chunked_error,
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: %d\r\n\r\n%s"
        % (len(sse), sse),
    ]

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while responses:
            try:
                await reader.readuntil(b"\r\n\r\n")
            except asyncio.IncompleteReadError:
                break
            writer.write(responses.pop(0))
            await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    upstream = UpstreamClient(f"http://127.0.0.1:{port}/v1")
    try:
        with pytest.raises(UpstreamError) as info:
            await _collect(upstream.stream_chat(_chat("x")))
        assert (info.value.kind, info.value.status_code) == ("http", 404)
        assert info.value.message == "model not found"
        chunks = await _collect(upstream.stream_chat(_chat("x")))
        assert [c["choices"][0]["delta"]["content"] for c in chunks] == ["hi"]
    finally:
        await upstream.aclose()
        server.close()


def _chunked(*pieces: bytes) -> bytes:
    """A chunked body of `pieces` with a chunk extension on each and a trailer at the end."""
    framed = b"".join(b"%x;note=1\r\n%s\r\n" % (len(piece), piece) for piece in pieces)
    return framed + b"0\r\nx-trailer: yes\r\n\r\n"


@pytest.mark.parametrize("write_size", [1, 7, 100_000])
async def test_chunked_stream_framing_in_any_split(write_size: int) -> None:
    # Chunks (with extensions and a trailer) arriving a byte at a time, in odd pieces or all at
    # once are cut the same; one chunk may hold several SSE events or half of one.
    sse = [
        b'data: {"choices": [{"index": 0, "delta": {"content": "a"}}]}\n\n'
        b'data: {"choices": [{"index": 0, "delta": {"content": "b"}}]}\n\ndata: {"cho',
        b'ices": [{"index": 0, "delta": {"content": "c"}}]}\n\n',
        b"data: [DONE]\n\n",
    ]
    body = _chunked(*sse)
    head = (
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
    )
    requests = 0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal requests
        while True:
            try:
                request_head = await reader.readuntil(b"\r\n\r\n")
                length = request_head.lower().split(b"content-length: ")[1].split(b"\r\n")[0]
                await reader.readexactly(int(length))
            except asyncio.IncompleteReadError:
                break
            requests += 1
            reply = head + body
            for start in range(0, len(reply), write_size):
                writer.write(reply[start : start + write_size])
                await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    upstream = UpstreamClient(f"http://127.0.0.1:{port}/v1")
    try:
        for _ in range(2):  # the second on the kept-alive connection: the body ended cleanly
            chunks = await _collect(upstream.stream_chat(_chat("x")))
            assert [c["choices"][0]["delta"]["content"] for c in chunks] == ["a", "b", "c"]
    finally:
        await upstream.aclose()
        server.close()
    assert requests == 2


async def test_chunked_body_cut_short_is_a_protocol_error() -> None:
    head = (
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
    )
    event = b'data: {"choices": [{"index": 0, "delta": {"content": "a"}}]}\n\n'

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(head + b"%x\r\n%s\r\n" % (len(event), event) + b"40\r\ndata: {")
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    upstream = UpstreamClient(f"http://127.0.0.1:{port}/v1")
    seen: list[dict[str, Any]] = []
    try:
        with pytest.raises(UpstreamError) as info:
            async for chunk in upstream.stream_chat(_chat("x")):
                seen.append(chunk)
        assert info.value.kind == "protocol"
        assert [c["choices"][0]["delta"]["content"] for c in seen] == ["a"]
    finally:
        await upstream.aclose()
        server.close()


async def test_fake_upstream_in_thread_mode() -> None:
    with FakeUpstream(in_thread=True) as threaded:
        upstream = UpstreamClient(threaded.base_url)
        try:
            completion = await upstream.create_chat(_chat("fake-refusal"))
        finally:
            await upstream.aclose()
        assert completion["choices"][0]["message"]["refusal"].startswith("I'm sorry")
        assert threaded.stats() == {"requests": 1, "disconnects": 0}


async def test_fake_upstream_models_and_length(client: UpstreamClient, fake: FakeUpstream) -> None:
    completion = await client.create_chat(_chat("fake-length"))
    assert completion["choices"][0]["finish_reason"] == "length"
    chunks = await _collect(client.stream_chat(_chat("fake-refusal")))
    refusal = "".join(c["choices"][0]["delta"].get("refusal") or "" for c in chunks)
    assert refusal == "I'm sorry, but I can't help with that."
    tool_reply = await client.create_chat(
        {
            "model": "fake-tool-call",
            "tools": [WEATHER_TOOL],
            "messages": [
                {"role": "user", "content": "weather?"},
                {"role": "tool", "tool_call_id": "call_1", "content": "sunny"},
            ],
        }
    )
    assert tool_reply["choices"][0]["message"]["content"] == "Tool said: sunny"


# --- a tiny raw HTTP server for wire shapes the fake upstream does not produce ---


@contextlib.asynccontextmanager
async def _raw_server(
    body: bytes, *, status: int = 200, content_type: bytes = b"text/event-stream"
) -> AsyncIterator[str]:
    """Answers every request with `body`, then closes (no length: EOF ends the body)."""

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(
            b"HTTP/1.1 %d X\r\ncontent-type: %s\r\nconnection: close\r\n\r\n%s"
            % (status, content_type, body)
        )
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        server.close()


# --- the SSE decoder on its own ---


def _feed_all(decoder: SseDecoder, parts: list[bytes]) -> list[SseEvent]:
    events: list[SseEvent] = []
    for part in parts:
        events.extend(decoder.feed(part))
    events.extend(decoder.close())
    return events


STREAM = (
    b": keep-alive comment\r\n"
    b'data: {"a": 1}\r\n'
    b"\r\n"
    b"event: message\n"
    b"data: line one\n"
    b"data:line two\n"
    b"\n"
    b"id: 7\r"
    b"data: caf\xc3\xa9\r"
    b"\r"
    b":\n"
    b"data: [DONE]\n\n"
)
EXPECTED = [
    SseEvent(None, b'{"a": 1}'),
    SseEvent("message", b"line one\nline two"),
    SseEvent(None, b"caf\xc3\xa9"),
    SseEvent(None, b"[DONE]"),
]


def test_sse_whole_stream() -> None:
    assert _feed_all(SseDecoder(), [STREAM]) == EXPECTED


def test_sse_byte_by_byte() -> None:
    assert _feed_all(SseDecoder(), [STREAM[i : i + 1] for i in range(len(STREAM))]) == EXPECTED


@pytest.mark.parametrize("size", [2, 3, 5, 7, 11, 13])
def test_sse_every_split_size(size: int) -> None:
    parts = [STREAM[i : i + size] for i in range(0, len(STREAM), size)]
    assert _feed_all(SseDecoder(), parts) == EXPECTED


def test_sse_every_two_way_split() -> None:
    for cut in range(len(STREAM) + 1):
        assert _feed_all(SseDecoder(), [STREAM[:cut], STREAM[cut:]]) == EXPECTED, cut


def test_sse_crlf_split_between_cr_and_lf_is_one_line_end() -> None:
    decoder = SseDecoder()
    assert decoder.feed(b"data: x\r") == []
    assert decoder.feed(b"\n\r") == []
    assert decoder.feed(b"\ndata: y\r\n\r\n") == [SseEvent(None, b"x"), SseEvent(None, b"y")]


def test_sse_events_come_out_as_soon_as_complete() -> None:
    decoder = SseDecoder()
    assert decoder.feed(b"data: 1\n\ndata: 2\n") == [SseEvent(None, b"1")]
    assert decoder.feed(b"\n") == [SseEvent(None, b"2")]


def test_sse_comments_and_blank_lines_alone_yield_nothing() -> None:
    assert _feed_all(SseDecoder(), [b": ping\n\n\n: ping\r\n\r\n"]) == []


def test_sse_field_without_colon_and_unknown_fields() -> None:
    events = _feed_all(SseDecoder(), [b"data\nretry: 10\nfoo: bar\ndata: z\n\n"])
    assert events == [SseEvent(None, b"\nz")]


def test_sse_event_name_resets_after_dispatch() -> None:
    events = _feed_all(SseDecoder(), [b"event: error\ndata: 1\n\ndata: 2\n\n"])
    assert events == [SseEvent("error", b"1"), SseEvent(None, b"2")]


def test_sse_last_event_without_blank_line_is_flushed_on_close() -> None:
    decoder = SseDecoder()
    assert decoder.feed(b"data: tail") == []
    assert decoder.close() == [SseEvent(None, b"tail")]
