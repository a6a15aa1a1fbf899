"""The edges' one binding mechanism: tables name real RPCs; typed bodies drop what was not sent."""

from __future__ import annotations

import asyncio
from typing import cast

import grpc
import pytest
from google.api.httpbody_pb2 import HttpBody
from google.protobuf.empty_pb2 import Empty
from responsa.v1 import files_pb2_grpc
from responsa.v1 import vector_stores_pb2 as vs_pb
from responsa_server.edges.binding import (
    EVERY_FIELD,
    Rpc,
    Service,
    bind,
    json_body,
    json_reply,
    register,
    typed_body,
)
from responsa_server.edges.metrics_http import metrics_service
from responsa_server.edges.responses_http import responses_http_service
from responsa_server.responses.api import ResponsesApi


async def _nothing(api: object, request: object, project: str) -> dict[str, object]:
    return {}


def test_a_table_naming_an_unknown_rpc_is_refused_at_start_up() -> None:
    with pytest.raises(TypeError, match="FilesServiceServicer has no RPC GetFlie"):
        bind(files_pb2_grpc.FilesServiceServicer, object(), {"GetFlie": Rpc(_nothing, json_reply)})


def test_a_bound_servicer_is_the_generated_class_with_the_table_methods() -> None:
    api = object()
    servicer = bind(
        files_pb2_grpc.FilesServiceServicer, api, {"GetFile": Rpc(_nothing, json_reply)}
    )
    assert isinstance(servicer, files_pb2_grpc.FilesServiceServicer)
    assert servicer.api is api  # type: ignore[attr-defined]
    assert type(servicer).GetFile is not files_pb2_grpc.FilesServiceServicer.GetFile
    # RPCs outside the table keep the generated UNIMPLEMENTED answer.
    assert type(servicer).DeleteFile is files_pb2_grpc.FilesServiceServicer.DeleteFile


def test_typed_body_drops_path_fields_and_unsent_empty_values() -> None:
    request = vs_pb.ModifyVectorStoreRequest(vector_store_id="vs_1", name="")
    body = typed_body(request, "vector_store_id", unset=("metadata",))
    assert "vector_store_id" not in body and "metadata" not in body
    every = typed_body(vs_pb.ModifyVectorStoreRequest(vector_store_id="vs_1"), unset=EVERY_FIELD)
    assert every == {"vector_store_id": "vs_1"}


def test_json_body_of_no_body_is_an_empty_object() -> None:
    assert json_body(b"") == {}
    assert json_body(b"  ", blank_is_empty=True) == {}
    assert json_body(b'{"a": 1}') == {"a": 1}


def _pending_per_method_calls() -> int:
    """grpc.aio's pending request-call tasks kept one per registered method."""
    return sum(
        1
        for task in asyncio.all_tasks()
        if "_request_registered_call" in getattr(task.get_coro(), "__qualname__", "")
    )


async def _serving(services: list[Service], *, generic_only: bool) -> tuple[int, bytes]:
    """Start a server with `services`; (per-method pending tasks, a MetricsService reply)."""
    server = grpc.aio.server()
    if generic_only:
        register(server, services)
    else:  # what the generated add_*_to_server functions do on the server itself
        for each in services:
            each.add(each.servicer, server)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            scrape = channel.unary_unary(
                "/responsa.v1.MetricsService/Scrape",
                request_serializer=Empty.SerializeToString,
                response_deserializer=HttpBody.FromString,
            )
            reply = await scrape(Empty(), timeout=10)
        await asyncio.sleep(0.05)  # the server re-arms its pending calls after each call
        return _pending_per_method_calls(), reply.data
    finally:
        await server.stop(None)


async def test_register_adds_generic_handlers_only_so_no_task_waits_per_method() -> None:
    """grpc.aio keeps a pending task per registered method and waits on all of them for every
    call it accepts (the service has ~80 methods); register() leaves that path unused, and the
    methods are still served."""
    services = [metrics_service(), responses_http_service(cast(ResponsesApi, object()))]
    pending, body = await _serving(services, generic_only=True)
    assert pending == 0
    assert b"responsa_requests_total" in body  # the method is still served
    per_method, _ = await _serving(services, generic_only=False)
    assert per_method >= 5  # the registration register() avoids: one task per method
