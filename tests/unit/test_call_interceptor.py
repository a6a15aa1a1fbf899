"""The service's one interceptor (edges/interceptor.py, the gRPC transport of the call
pipeline) on a real in-process grpc.aio server: each call observed and admitted, streaming
handlers' replies written in order, an escaped exception answered as OpenAI's 500, refusals
before the handler, a handler's generator closed at once when its client leaves, open services
untouched."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from typing import Any

import grpc
import pytest
from responsa_server.auth.caller import caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.admission import Admission
from responsa_server.edges.call_pipeline import CallPipeline
from responsa_server.edges.interceptor import CallInterceptor
from responsa_server.model.errors import HTTP_STATUS_METADATA_KEY

STREAM = "/responsa.v1.ResponsesHttpService/CreateResponse"
UNARY = "/responsa.v1.ResponsesHttpService/DeleteResponse"
FAILING = "/responsa.v1.ResponsesHttpService/ListResponses"
ENDLESS = "/responsa.v1.ResponsesHttpService/GetResponse"
REFLECTION = "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo"
HEALTH = "/grpc.health.v1.Health/Check"


class _Keys:
    async def project_of(self, token: str) -> str | None:
        return "proj_a" if token == "good" else None


class _Handlers(grpc.GenericRpcHandler):
    def __init__(self) -> None:
        self.closed = asyncio.Event()
        self.handlers: dict[str, grpc.RpcMethodHandler[Any, Any]] = {
            STREAM: grpc.unary_stream_rpc_method_handler(self._stream),
            UNARY: grpc.unary_unary_rpc_method_handler(self._unary),
            FAILING: grpc.unary_stream_rpc_method_handler(self._failing),
            ENDLESS: grpc.unary_stream_rpc_method_handler(self._endless),
            REFLECTION: grpc.stream_stream_rpc_method_handler(self._plain),
            HEALTH: grpc.unary_unary_rpc_method_handler(self._health),
        }

    def service(self, details: grpc.HandlerCallDetails) -> Any:
        return self.handlers.get(details.method)  # type: ignore[attr-defined]

    async def _stream(self, request: bytes, context: object) -> AsyncIterator[bytes]:
        for part in (b"one:", request, b":" + caller_project().encode()):
            yield part

    async def _unary(self, request: bytes, context: object) -> bytes:
        return b"deleted " + request + b" for " + caller_project().encode()

    async def _failing(self, request: bytes, context: object) -> AsyncIterator[bytes]:
        yield b"first"
        raise RuntimeError("boom")

    async def _endless(self, request: bytes, context: object) -> AsyncIterator[bytes]:
        try:
            yield b"started"
            while True:  # until flow control holds the write: suspended at a yield
                yield b"x" * 1_000_000
        finally:
            self.closed.set()

    def _plain(self, requests: object, context: object) -> Iterator[bytes]:
        # grpc_reflection's servicers may be plain generators.
        yield b"reflected for " + caller_project().encode()

    async def _health(self, request: bytes, context: object) -> bytes:
        return b"SERVING"


@pytest.fixture
async def served() -> AsyncIterator[tuple[grpc.aio.Channel, _Handlers]]:
    handlers = _Handlers()
    server = grpc.aio.server(
        interceptors=[
            CallInterceptor(CallPipeline(Admission(Credentials("keys", _Keys()), RequestRate(0))))
        ]
    )
    server.add_generic_rpc_handlers([handlers])
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            yield channel, handlers
    finally:
        await server.stop(None)


KEY = (("authorization", "Bearer good"),)


async def test_stream_replies_arrive_in_order_for_the_admitted_project(
    served: tuple[grpc.aio.Channel, _Handlers],
) -> None:
    channel, _ = served
    call = channel.unary_stream(STREAM)
    replies = [reply async for reply in call(b"body", metadata=KEY, timeout=10)]
    assert replies == [b"one:", b"body", b":proj_a"]
    assert await channel.unary_unary(UNARY)(b"r1", metadata=KEY, timeout=10) == (
        b"deleted r1 for proj_a"
    )


async def test_a_call_without_a_key_is_refused_before_the_handler(
    served: tuple[grpc.aio.Channel, _Handlers],
) -> None:
    channel, _ = served
    for call in (channel.unary_stream(STREAM)(b"x", timeout=10),):
        with pytest.raises(grpc.aio.AioRpcError) as refused:
            [reply async for reply in call]
        assert refused.value.code() == grpc.StatusCode.UNAUTHENTICATED
        assert (HTTP_STATUS_METADATA_KEY, "401") in tuple(refused.value.trailing_metadata())
    with pytest.raises(grpc.aio.AioRpcError) as unary:
        await channel.unary_unary(UNARY)(b"x", timeout=10)
    assert unary.value.code() == grpc.StatusCode.UNAUTHENTICATED
    with pytest.raises(grpc.aio.AioRpcError) as reflection:
        [reply async for reply in channel.stream_stream(REFLECTION)(iter([b"q"]), timeout=10)]
    assert reflection.value.code() == grpc.StatusCode.UNAUTHENTICATED


async def test_an_escaped_exception_is_an_openai_500_after_the_replies_sent(
    served: tuple[grpc.aio.Channel, _Handlers],
) -> None:
    channel, _ = served
    call = channel.unary_stream(FAILING)(b"x", metadata=KEY, timeout=10)
    received = []
    with pytest.raises(grpc.aio.AioRpcError) as failed:
        async for reply in call:
            received.append(reply)
    assert received == [b"first"]
    assert (HTTP_STATUS_METADATA_KEY, "500") in tuple(failed.value.trailing_metadata())


async def test_a_client_that_leaves_closes_the_handlers_generator(
    served: tuple[grpc.aio.Channel, _Handlers],
) -> None:
    channel, handlers = served
    call = channel.unary_stream(ENDLESS)(b"x", metadata=KEY, timeout=30)
    assert await call.read() == b"started"
    call.cancel()
    await asyncio.wait_for(handlers.closed.wait(), timeout=10)


async def test_plain_generators_and_open_services(
    served: tuple[grpc.aio.Channel, _Handlers],
) -> None:
    channel, _ = served
    replies = channel.stream_stream(REFLECTION)(iter([b"q"]), metadata=KEY, timeout=10)
    assert [reply async for reply in replies] == [b"reflected for proj_a"]
    assert await channel.unary_unary(HEALTH)(b"", timeout=10) == b"SERVING"
