"""A stand-in for the Responsa gRPC service with canned behaviour, for gateway contract tests.

It serves `responsa.v1.ResponsesHttpService` and `grpc.health.v1` exactly as the real service's
edges must look from Envoy's side (HttpBody in and out, errors as a gRPC status plus the
`responsa-error-json` / `responsa-http-status` trailing metadata), without upstream or store.

Canned behaviour, chosen by the request:
- POST /v1/responses with `"model": "error-<status>"` fails with that HTTP status before any
  message; `"stream": true` streams `"events"` SSE events (default 3). With `"model": "gated"` the
  stream pauses after its first event until `CannedHttpService.release` is set.
- GET /v1/responses/{id}: `resp_error_<status>` fails with that status; anything else is echoed with
  its `include` query values.
- GET /v1/responses echoes its query parameters; the other methods fail with 404.

Run alone (for the launcher): `python -m tests.e2e.canned_http_service [--port N]` (default
RESPONSA_GRPC_PORT, else 50051).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
from collections.abc import AsyncIterator
from typing import Any

import grpc
from google.api import httpbody_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_health.v1.health import aio as health_aio  # type: ignore[attr-defined]
from responsa.v1 import http_service_pb2_grpc, requests_pb2
from responsa_server.edges.call_pipeline import errors
from responsa_server.edges.rest_listener import RestExchange, RestListener
from responsa_server.model.errors import ApiError

Context = grpc.aio.ServicerContext[Any, Any]

# The gRPC code a real server would pair with each HTTP status; Envoy must ignore it and use the
# `responsa-http-status` metadata, which is why 502 and 503 share a code here.
GRPC_CODE_FOR_STATUS: dict[int, grpc.StatusCode] = {
    400: grpc.StatusCode.INVALID_ARGUMENT,
    401: grpc.StatusCode.UNAUTHENTICATED,
    403: grpc.StatusCode.PERMISSION_DENIED,
    404: grpc.StatusCode.NOT_FOUND,
    409: grpc.StatusCode.ALREADY_EXISTS,
    413: grpc.StatusCode.INVALID_ARGUMENT,
    422: grpc.StatusCode.INVALID_ARGUMENT,
    429: grpc.StatusCode.RESOURCE_EXHAUSTED,
    500: grpc.StatusCode.INTERNAL,
    502: grpc.StatusCode.UNAVAILABLE,
    503: grpc.StatusCode.UNAVAILABLE,
    504: grpc.StatusCode.DEADLINE_EXCEEDED,
}


def error_body(status: int) -> dict[str, Any]:
    """The OpenAI-shaped error the stand-in sends for `status`."""
    return {
        "error": {
            "message": f'canned error {status} \u2014 with a "quote"',
            "type": "invalid_request_error" if status < 500 else "server_error",
            "param": "model" if status == 400 else None,
            "code": f"canned_{status}",
        }
    }


async def abort_with(context: Context, status: int) -> None:
    """Fail the call the way the real service does: gRPC status + the two metadata entries."""
    body = json.dumps(error_body(status), ensure_ascii=True, separators=(",", ":"))
    await context.abort(
        GRPC_CODE_FOR_STATUS.get(status, grpc.StatusCode.UNKNOWN),
        f"canned error {status}",
        trailing_metadata=(("responsa-error-json", body), ("responsa-http-status", str(status))),
    )


def json_body(value: Any) -> httpbody_pb2.HttpBody:
    """One JSON HttpBody."""
    return httpbody_pb2.HttpBody(content_type="application/json", data=json.dumps(value).encode())


def sse_body(event: dict[str, Any]) -> httpbody_pb2.HttpBody:
    """One server-sent event as one HttpBody."""
    data = f"event: {event['type']}\ndata: {json.dumps(event)}\n\n".encode()
    return httpbody_pb2.HttpBody(content_type="text/event-stream", data=data)


class CannedHttpService(http_service_pb2_grpc.ResponsesHttpServiceServicer):
    """ResponsesHttpService with canned answers (see the module docstring)."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.produced: list[float] = []  # loop time each streamed event was yielded

    async def CreateResponse(
        self, request: httpbody_pb2.HttpBody, context: Context
    ) -> AsyncIterator[httpbody_pb2.HttpBody]:
        body = json.loads(request.data or b"{}")
        model = str(body.get("model", ""))
        if model.startswith("error-"):
            await abort_with(context, int(model.removeprefix("error-")))
        if not body.get("stream"):
            yield json_body(
                {
                    "id": "resp_1",
                    "object": "response",
                    "model": model,
                    "received_bytes": len(request.data),
                    "content_type": request.content_type,
                }
            )
            return
        count = int(body.get("events", 3))
        for index in range(count):
            if index == 1 and model == "gated":
                await self.release.wait()
            self.produced.append(asyncio.get_running_loop().time())
            yield sse_body(
                {
                    "type": "response.output_text.delta",
                    "sequence_number": index,
                    "delta": f"d{index}",
                }
            )

    async def GetResponse(
        self, request: requests_pb2.GetResponseHttpRequest, context: Context
    ) -> AsyncIterator[httpbody_pb2.HttpBody]:
        # Server-streaming (the same method streams a background response's events).
        if request.response_id.startswith("resp_error_"):
            await abort_with(context, int(request.response_id.removeprefix("resp_error_")))
        yield json_body(
            {"id": request.response_id, "object": "response", "include": list(request.include)}
        )

    async def ListResponses(
        self, request: requests_pb2.ListResponsesRequest, context: Context
    ) -> httpbody_pb2.HttpBody:
        return json_body(
            {"object": "list", "data": [], "limit": request.limit, "order": request.order}
        )

    async def DeleteResponse(
        self,
        request: requests_pb2.DeleteResponseRequest,
        context: Context,
    ) -> httpbody_pb2.HttpBody:
        await abort_with(context, 404)
        raise AssertionError("unreachable")


def canned_error(status: int) -> ApiError:
    """`error_body(status)` as the ApiError the real service would raise."""
    error = error_body(status)["error"]
    return ApiError(
        status, error["message"], type=error["type"], param=error["param"], code=error["code"]
    )


async def start_rest_listener(service: CannedHttpService, health: Any = None) -> RestListener:
    """The service's REST listener (edges/rest_listener.py) in front of the stand-in's
    CreateResponse, on a free port: Envoy proxies POST /v1/responses there. Its errors are
    rendered by the call pipeline's error layer, as the real service's are. Its GET /healthz
    answers `health`'s (grpc.health.v1 servicer) overall status, as the real service's answers
    the process' (Envoy health-checks both clusters there)."""

    async def create(exchange: RestExchange) -> None:
        model = str(json.loads(exchange.body or b"{}").get("model", ""))
        if model.startswith("error-"):
            raise canned_error(int(model.removeprefix("error-")))
        content_type = dict(exchange.metadata()).get("content-type", "")
        request = httpbody_pb2.HttpBody(content_type=content_type, data=exchange.body)
        async for reply in service.CreateResponse(request, None):  # type: ignore[arg-type]
            await exchange.write(reply.content_type, reply.data)

    def serving() -> bool:
        # The servicer keeps its statuses in this dict; its Check reads it the same way.
        status = health._server_status.get("") if health is not None else None
        return health is None or status == health_pb2.HealthCheckResponse.SERVING

    listener = RestListener(errors(create), max_body_bytes=64 * 1024 * 1024, serving=serving)
    await listener.start("127.0.0.1", 0)
    return listener


async def start_server(
    port: int,
) -> tuple[grpc.aio.Server, CannedHttpService, Any]:
    """Start the stand-in on 127.0.0.1:`port`, reporting SERVING."""
    server = grpc.aio.server(options=[("grpc.max_receive_message_length", 64 * 1024 * 1024)])
    service = CannedHttpService()
    http_service_pb2_grpc.add_ResponsesHttpServiceServicer_to_server(service, server)  # type: ignore[no-untyped-call]
    health_servicer = health_aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    server.add_insecure_port(f"127.0.0.1:{port}")
    await server.start()
    await health_servicer.set("", health_pb2.HealthCheckResponse.SERVING)
    return server, service, health_servicer


async def _serve(port: int) -> None:
    server, _, _ = await start_server(port)
    await server.wait_for_termination()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--port", type=int, default=int(os.environ.get("RESPONSA_GRPC_PORT") or 50051)
    )
    try:
        asyncio.run(_serve(parser.parse_args().port))
    except KeyboardInterrupt:
        pass
