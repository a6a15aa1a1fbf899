"""The REST listener over a real socket, with endpoints written here in place of the create
(inside the call pipeline's error layer, as the service builds it): a JSON reply sent whole with
its length, an SSE reply in chunks as written, an error as OpenAI's JSON body with its status
(rendered once, here: no gRPC status or error headers), refusals of its own (path, size,
garbage), keep-alive, a chunked request body, and a client that leaves cancelling its call."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
from responsa_server.edges.call_pipeline import errors
from responsa_server.edges.exchange import ClientGone
from responsa_server.edges.rest_listener import RestExchange, RestListener
from responsa_server.model.errors import ApiError

Endpoint = Callable[[RestExchange], Awaitable[None]]


@contextlib.asynccontextmanager
async def listening(endpoint: Endpoint, max_body: int = 1 << 20) -> AsyncIterator[str]:
    listener = RestListener(errors(endpoint), max_body_bytes=max_body)
    await listener.start("127.0.0.1", 0)
    try:
        yield f"http://127.0.0.1:{listener.port}"
    finally:
        await listener.stop()


async def echo_json(exchange: RestExchange) -> None:
    """Replies with what it saw, in two JSON pieces."""
    headers = dict(exchange.metadata())
    seen = {
        "body": exchange.body.decode(),
        "content_type": headers.get("content-type"),
        "authorization": headers.get("authorization"),
    }
    text = json.dumps(seen).encode()
    await exchange.write("application/json", text[:5])
    await exchange.write("application/json", text[5:])


async def test_json_reply_whole_with_its_length_and_keep_alive() -> None:
    async with listening(echo_json) as url, httpx.AsyncClient(base_url=url) as client:
        for n in range(3):  # one connection, three requests
            response = await client.post(
                "/v1/responses", json={"n": n}, headers={"authorization": "Bearer k"}
            )
            assert response.status_code == 200
            assert response.headers["content-type"] == "application/json"
            assert response.headers["content-length"] == str(len(response.content))
            assert response.json() == {
                "body": json.dumps({"n": n}, separators=(",", ":")),
                "content_type": "application/json",
                "authorization": "Bearer k",
            }


async def test_chunked_request_body_is_read_whole() -> None:
    async def pieces() -> AsyncIterator[bytes]:
        for part in (b'{"a":', b' "b"', b"}"):
            yield part

    async with listening(echo_json) as url, httpx.AsyncClient(base_url=url) as client:
        response = await client.post("/v1/responses", content=pieces())
        assert response.json()["body"] == '{"a": "b"}'


async def test_event_stream_is_sent_in_chunks_as_written() -> None:
    release = asyncio.Event()

    async def stream(exchange: RestExchange) -> None:
        await exchange.write("text/event-stream", b"data: 1\n\n")
        await release.wait()
        await exchange.write("text/event-stream", b"data: 2\n\n")

    async with listening(stream) as url, httpx.AsyncClient(base_url=url) as client:
        async with client.stream("POST", "/v1/responses", content=b"{}") as response:
            assert response.headers["content-type"] == "text/event-stream"
            assert response.headers["transfer-encoding"] == "chunked"
            chunks = response.aiter_raw()
            # The first event arrives while the behaviour still waits: nothing is held back.
            assert await asyncio.wait_for(chunks.__anext__(), 5) == b"data: 1\n\n"
            release.set()
            assert [chunk async for chunk in chunks] == [b"data: 2\n\n"]


async def test_an_error_is_openai_json_with_its_status_and_retry_after() -> None:
    error = ApiError(429, "Slow down \u2014 now.", code="rate_limit_exceeded", retry_after=7)

    async def refuse(exchange: RestExchange) -> None:
        raise error

    async with listening(refuse) as url, httpx.AsyncClient(base_url=url) as client:
        response = await client.post("/v1/responses", content=b"{}")
        assert response.status_code == 429
        assert response.headers["content-type"] == "application/json"
        # Byte for byte the body Envoy renders from the gRPC path's error metadata.
        assert response.content == dict(error.trailing_metadata())["responsa-error-json"].encode()
        assert response.headers["retry-after"] == "7"
        assert "responsa-error-json" not in response.headers
        assert "responsa-http-status" not in response.headers
        # The connection is still good for the next request.
        assert (await client.post("/v1/responses", content=b"{}")).status_code == 429


async def test_an_error_after_a_json_piece_replaces_it() -> None:
    async def half(exchange: RestExchange) -> None:
        await exchange.write("application/json", b'{"partial":')
        raise ApiError(400, "Bad.", param="input")

    async with listening(half) as url, httpx.AsyncClient(base_url=url) as client:
        response = await client.post("/v1/responses", content=b"{}")
        assert response.status_code == 400
        assert response.json()["error"]["param"] == "input"


async def test_an_escaped_exception_is_openai_500() -> None:
    async def broken(exchange: RestExchange) -> None:
        raise RuntimeError("boom")

    async with listening(broken) as url, httpx.AsyncClient(base_url=url) as client:
        response = await client.post("/v1/responses", content=b"{}")
        assert response.status_code == 500
        assert response.json()["error"]["type"] == "server_error"


async def test_its_own_refusals_name_the_problem() -> None:
    async with (
        listening(echo_json, max_body=1000) as url,
        httpx.AsyncClient(base_url=url) as client,
    ):
        wrong_path = await client.post("/v1/other", content=b"{}")
        assert wrong_path.status_code == 404
        assert wrong_path.headers["content-type"] == "application/json"
        assert "Invalid URL (POST /v1/other)" in wrong_path.json()["error"]["message"]
        wrong_method = await client.get("/v1/responses")
        assert wrong_method.status_code == 404
        too_large = await client.post("/v1/responses", content=b"x" * 5000)
        assert too_large.status_code == 413
        body: dict[str, Any] = too_large.json()
        assert body["error"]["type"] == "invalid_request_error"
    async with listening(echo_json) as url:
        port = int(url.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"NOT HTTP AT ALL\r\n\r\n")
        head = await asyncio.wait_for(reader.read(4096), 5)
        assert head.startswith(b"HTTP/1.1 400 ")
        assert await asyncio.wait_for(reader.read(), 5) == b""  # then closed
        writer.close()


async def test_a_client_that_leaves_cancels_the_call() -> None:
    started, ended = asyncio.Event(), asyncio.Event()

    async def slow(exchange: RestExchange) -> None:
        started.set()
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            ended.set()
            raise

    async with listening(slow) as url:
        port = int(url.rsplit(":", 1)[1])
        _reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"POST /v1/responses HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}")
        await asyncio.wait_for(started.wait(), 5)
        writer.close()
        await asyncio.wait_for(ended.wait(), 5)


async def test_write_after_the_client_left_raises() -> None:
    wrote: list[BaseException] = []
    gone = asyncio.Event()

    async def stream(exchange: RestExchange) -> None:
        await exchange.write("text/event-stream", b"data: 1\n\n")
        await gone.wait()
        try:
            await asyncio.shield(asyncio.sleep(0.2))
            await exchange.write("text/event-stream", b"data: 2\n\n")
        except BaseException as error:
            wrote.append(error)
            raise

    async with listening(stream) as url:
        port = int(url.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"POST /v1/responses HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\n\r\n{}")
        assert b"data: 1" in await asyncio.wait_for(reader.readuntil(b"data: 1\n\n"), 5)
        writer.close()
        gone.set()
        for _ in range(100):
            if wrote:
                break
            await asyncio.sleep(0.05)
    assert wrote and isinstance(wrote[0], asyncio.CancelledError | ClientGone)


async def test_pipelined_requests_are_answered_in_order() -> None:
    async with listening(echo_json) as url:
        port = int(url.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        one = b"POST /v1/responses HTTP/1.1\r\nhost: x\r\ncontent-length: 3\r\n\r\n"
        writer.write(one + b'"a"' + one + b'"b"')
        bodies = []
        for _ in range(2):
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
            bodies.append(json.loads(await reader.readexactly(length))["body"])
        assert bodies == ['"a"', '"b"']
        writer.close()


async def test_a_head_over_64_kib_is_refused_once() -> None:
    async with listening(echo_json) as url:
        port = int(url.rsplit(":", 1)[1])
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        filler = b"x-filler: " + b"a" * 1000 + b"\r\n"
        writer.write(b"POST /v1/responses HTTP/1.1\r\nhost: x\r\n" + filler * 70)
        answer = await asyncio.wait_for(reader.read(), 5)  # one reply, then closed
        assert answer.startswith(b"HTTP/1.1 431 ")
        assert answer.count(b"HTTP/1.1") == 1
        assert b"64 KiB" in answer
        writer.close()


async def test_health_answers_the_process_status_on_one_connection() -> None:
    serving = True
    listener = RestListener(errors(echo_json), max_body_bytes=1 << 20, serving=lambda: serving)
    await listener.start("127.0.0.1", 0)
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{listener.port}") as client:
            assert (await client.get("/healthz")).status_code == 200
            serving = False
            assert (await client.get("/healthz")).status_code == 503
            # The connection stays usable for a create after health answers.
            created = await client.post("/v1/responses", json={})
            assert created.status_code == 200
            # Only GET names the health check; another method there is an unknown URL.
            assert (await client.post("/healthz", json={})).status_code == 404
    finally:
        await listener.stop()
