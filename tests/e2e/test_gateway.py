"""Contract tests of the Envoy gateway alone, in front of a canned stand-in service.

The stand-in (tests/e2e/canned_http_service.py) runs in this event loop; Envoy is the real
binary with the real gateway/envoy.yaml, started by gateway.envoy.Gateway.
"""

from __future__ import annotations

import asyncio
import functools
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import grpc
import httpx
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from responsa.v1 import http_service_pb2_grpc, requests_pb2

from tests.e2e.canned_http_service import (
    CannedHttpService,
    error_body,
    start_rest_listener,
    start_server,
)
from tests.ports import refusing_port
from tests.stack import Gateway, free_port

pytestmark = pytest.mark.e2e

ERROR_STATUSES = [400, 404, 500, 502, 503]
LEAKY_HEADERS = ("responsa-error-json", "responsa-http-status", "grpc-status", "grpc-message")


class Rig:
    """The stand-in service, its health servicer and the gateway in front of it."""

    def __init__(
        self,
        server: grpc.aio.Server,
        service: CannedHttpService,
        health_servicer: Any,
        gateway: Gateway,
    ) -> None:
        self.server = server
        self.service = service
        self.health = health_servicer
        self.gateway = gateway
        self.http = httpx.AsyncClient(base_url=gateway.url(""), timeout=10.0)


@pytest.fixture(scope="module")
async def rig() -> AsyncIterator[Rig]:
    grpc_port = free_port()
    server, service, health_servicer = await start_server(grpc_port)
    rest = await start_rest_listener(service, health_servicer)
    # Gateway.start blocks while it polls /healthz; the stand-in must keep answering meanwhile.
    gateway = await asyncio.to_thread(
        functools.partial(Gateway.start, grpc_port, rest_ports=[rest.port])
    )
    rig = Rig(server, service, health_servicer, gateway)
    try:
        yield rig
    finally:
        await rig.http.aclose()
        await asyncio.to_thread(gateway.stop)
        await rest.stop()
        await server.stop(None)


def assert_clean_headers(response: httpx.Response) -> None:
    """Envoy's request id is there; the service's error metadata and gRPC framing are not."""
    assert response.headers.get("x-request-id")
    for name in LEAKY_HEADERS:
        assert name not in response.headers, name


def assert_openai_error(response: httpx.Response, status: int) -> None:
    """Exactly the status and the body the service put in its trailing metadata."""
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    assert response.json() == error_body(status)
    assert_clean_headers(response)


async def test_json_create(rig: Rig) -> None:
    response = await rig.http.post("/v1/responses", json={"model": "m"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/json"
    assert response.json()["model"] == "m"
    assert_clean_headers(response)


@pytest.mark.parametrize("status", ERROR_STATUSES)
async def test_unary_error(rig: Rig, status: int) -> None:
    assert_openai_error(await rig.http.get(f"/v1/responses/resp_error_{status}"), status)


@pytest.mark.parametrize("stream", [False, True])
@pytest.mark.parametrize("status", ERROR_STATUSES)
async def test_create_error_before_first_message(rig: Rig, status: int, stream: bool) -> None:
    response = await rig.http.post(
        "/v1/responses", json={"model": f"error-{status}", "stream": stream}
    )
    assert_openai_error(response, status)


async def test_sse_stream_is_incremental(rig: Rig) -> None:
    rig.service.release = asyncio.Event()
    rig.service.produced.clear()
    body = {"model": "gated", "stream": True, "events": 3}
    async with rig.http.stream("POST", "/v1/responses", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"] == "text/event-stream"
        assert_clean_headers(response)
        chunks = response.aiter_text()
        first = await asyncio.wait_for(anext(chunks), 5.0)
        # The first event arrived while the service is still holding back the rest.
        assert 'sequence_number": 0' in first
        assert len(rig.service.produced) == 1
        rig.service.release.set()
        rest = "".join([chunk async for chunk in chunks])
    events = [block for block in (first + rest).split("\n\n") if block]
    assert [json.loads(e.split("data: ", 1)[1])["sequence_number"] for e in events] == [0, 1, 2]
    assert all(e.startswith("event: response.output_text.delta\n") for e in events)


@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/v1/nope"), ("PUT", "/v1/responses"), ("POST", "/v1/responses/resp_1/bogus")],
)
async def test_unknown_path_is_openai_404(rig: Rig, method: str, path: str) -> None:
    response = await rig.http.request(method, path)
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/json"
    assert response.json() == {
        "error": {
            "message": f"Invalid URL ({method} {path})",
            "type": "invalid_request_error",
            "param": None,
            "code": None,
        }
    }
    assert_clean_headers(response)


async def test_include_is_bound_as_the_sdk_sends_it_and_unknown_parameters_ignored(
    rig: Rig,
) -> None:
    # The OpenAI SDK sends arrays as include[]=... (percent-encoded brackets); Envoy renames
    # them to the include= the transcoder binds. Other unknown parameters are ignored.
    response = await rig.http.get(
        "/v1/responses/resp_1",
        params=[("include[]", "x"), ("include", "y"), ("other[]", "z"), ("unknown", "1")],
    )
    assert response.status_code == 200
    assert response.json()["include"] == ["x", "y"]
    raw = await rig.http.get("/v1/responses/resp_1?include[]=x&other=1&include[]=z")
    assert raw.json()["include"] == ["x", "z"]


async def test_bad_query_value_is_openai_400(rig: Rig) -> None:
    response = await rig.http.get("/v1/responses", params={"limit": "many"})
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/json"
    error = response.json()["error"]
    assert error["type"] == "invalid_request_error" and "limit" in error["message"]


async def test_large_body_passes_and_oversize_is_openai_413(rig: Rig) -> None:
    padding = "a" * (8 * 1024 * 1024)
    response = await rig.http.post("/v1/responses", json={"model": "m", "pad": padding})
    assert response.status_code == 200
    assert response.json()["received_bytes"] > len(padding)
    oversize = b'{"pad":"' + b"a" * (64 * 1024 * 1024) + b'"}'
    response = await rig.http.post(
        "/v1/responses", content=oversize, headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["type"] == "invalid_request_error"


async def test_healthz_follows_grpc_health(rig: Rig) -> None:
    assert (await rig.http.get("/healthz")).status_code == 200
    await rig.health.set("", health_pb2.HealthCheckResponse.NOT_SERVING)
    try:
        await wait_for_healthz(rig, 503)
    finally:
        await rig.health.set("", health_pb2.HealthCheckResponse.SERVING)
    await wait_for_healthz(rig, 200)


async def wait_for_healthz(rig: Rig, status: int, within: float = 10.0) -> None:
    """Return once GET /healthz answers `status`; `within` seconds only guard a hang (how soon
    it follows is not this test's to measure)."""
    deadline = time.monotonic() + within
    while (await rig.http.get("/healthz")).status_code != status:
        assert time.monotonic() < deadline, f"/healthz never became {status}"
        await asyncio.sleep(0.05)


async def test_grpc_passes_through_the_same_listener(rig: Rig) -> None:
    async with grpc.aio.insecure_channel(rig.gateway.grpc_target) as channel:
        reply = await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest())
        assert reply.status == health_pb2.HealthCheckResponse.SERVING
        # gRPC callers keep the gRPC status and the metadata; no REST error rewriting.
        stub = http_service_pb2_grpc.ResponsesHttpServiceStub(channel)  # type: ignore[no-untyped-call]
        with pytest.raises(grpc.aio.AioRpcError) as caught:
            call = stub.GetResponse(
                requests_pb2.GetResponseHttpRequest(response_id="resp_error_404")
            )
            async for _ in call:  # server-streaming: the error ends the stream
                pass
    assert caught.value.code() == grpc.StatusCode.NOT_FOUND
    trailing: Any = caught.value.trailing_metadata()  # grpc.aio.Metadata: (key, value) pairs
    metadata = dict(trailing)
    assert metadata["responsa-http-status"] == "404"
    assert json.loads(metadata["responsa-error-json"]) == error_body(404)


async def test_service_down_is_openai_503() -> None:
    with refusing_port() as service_port:
        gateway = await asyncio.to_thread(Gateway.start, service_port, wait_healthy=False)
        try:
            async with httpx.AsyncClient(base_url=gateway.url(""), timeout=10.0) as http:
                response = await http.get("/v1/responses/resp_1")
                assert response.status_code == 503
                assert response.headers["content-type"] == "application/json"
                assert response.json()["error"]["type"] == "server_error"
                assert response.headers.get("x-request-id")
                assert (await http.get("/healthz")).status_code == 503
        finally:
            await asyncio.to_thread(gateway.stop)
