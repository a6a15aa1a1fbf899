"""One way to bind an API to a gRPC service, and one way to register it.

Each edge module describes a service as a table: RPC name -> `Rpc` (the API call, the reply
built from its result). `bind` turns the table into the generated servicer's methods, each one
taking the caller's project from admission; an ApiError it raises is rendered by the call
pipeline's error layer (edges/call_pipeline.py) as the gRPC status Envoy renders as OpenAI's
error body. RPCs that stream are written by hand on a base
class and the table fills in the rest. `register` adds the bound services to the server and
returns their full names (health and reflection list them).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import grpc
from google.api.httpbody_pb2 import HttpBody
from google.protobuf.descriptor import FileDescriptor
from google.protobuf.message import Message

from responsa_server.auth.caller import caller_project
from responsa_server.edges.grpc_errors import Context
from responsa_server.edges.http_json import parse_json_body, render_json
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict

Servicer = TypeVar("Servicer")
Metadata = tuple[tuple[str, str], ...]
# json_reply for every message type, or typed_reply: how a table shared by both services replies.
Reply = Callable[[type[Message]], Callable[[Any], Message]]


@dataclass(frozen=True, slots=True)
class Rpc:
    """One unary RPC: `call(api, request, project)` runs it, `reply(result)` is the message sent;
    `headers(result)`, when given, is initial metadata sent before the reply. With
    `metadata=True` the call is `call(api, request, project, invocation_metadata)` (the key
    endpoints read the caller's key; nothing else needs it, so no other call copies it)."""

    call: Callable[..., Awaitable[Any]]
    reply: Callable[[Any], Message]
    headers: Callable[[Any], Metadata] | None = None
    metadata: bool = False


def json_reply(result: dict[str, Any]) -> HttpBody:
    """The reply of a REST (HttpBody) RPC: the result as OpenAI's JSON."""
    return render_json(result)


def typed_reply(message_type: type[Message]) -> Callable[[Any], Message]:
    """The reply of a typed RPC: the result converted to `message_type`."""

    def reply(result: Any) -> Message:
        return dict_to_message(result, message_type)

    return reply


def _method(rpc: Rpc) -> Callable[[Any, Any, Context], Awaitable[Message]]:
    call, reply, headers = rpc.call, rpc.reply, rpc.headers
    if rpc.metadata:
        return _method_with_metadata(rpc)

    async def method(self: Any, request: Any, context: Context) -> Message:
        result = await call(self.api, request, caller_project())
        if headers is not None:
            await context.send_initial_metadata(headers(result))
        return reply(result)

    return method


def _method_with_metadata(rpc: Rpc) -> Callable[[Any, Any, Context], Awaitable[Message]]:
    """`_method` for an RPC that also reads the call's metadata (a separate closure, so the
    others keep their one call layer)."""
    call, reply = rpc.call, rpc.reply

    async def method(self: Any, request: Any, context: Context) -> Message:
        return reply(await call(self.api, request, caller_project(), context.invocation_metadata()))

    return method


def _init(self: Any, api: Any) -> None:
    self.api = api


def bind(base: type[Servicer], api: object, table: Mapping[str, Rpc]) -> Servicer:
    """A servicer: `base` (a generated servicer class, or a subclass of one whose hand-written
    methods use `self.api`) with every RPC of `table` calling `api`."""
    unknown = [name for name in table if not callable(getattr(base, name, None))]
    if unknown:
        raise TypeError(f"{base.__name__} has no RPC {', '.join(unknown)}")
    methods: dict[str, Any] = {name: _method(rpc) for name, rpc in table.items()}
    bound = type(base.__name__, (base,), {"__init__": _init, **methods})
    servicer: Servicer = bound(api)
    return servicer


@dataclass(frozen=True, slots=True)
class Service:
    """A bound servicer and the generated function that adds it to a server."""

    name: str
    add: Callable[[Any, grpc.aio.Server], None]
    servicer: object


def service(
    file: FileDescriptor,
    name: str,
    add: Callable[[Any, grpc.aio.Server], None],
    servicer: object,
) -> Service:
    """The service `name` of the proto `file`, served by `servicer`."""
    return Service(file.services_by_name[name].full_name, add, servicer)


class GenericHandlersOnly:
    """A grpc.aio server as the generated `add_*_to_server` functions see it: their generic
    handlers are added, their per-method registrations (`add_registered_method_handlers`) are
    not.

    For every registered method grpc.aio keeps one pending request-call task, and its serving
    loop waits on all of them (`asyncio.wait`) for each call it accepts: with the ~80 methods of
    this server, about a sixth of the service's instructions per REST create (docs/performance.md).
    The generic handlers serve the same methods, names and behaviours through one pending
    request call; unknown methods still get UNIMPLEMENTED.
    """

    def __init__(self, server: grpc.aio.Server) -> None:
        self._server = server

    def add_generic_rpc_handlers(self, handlers: Sequence[Any]) -> None:
        """Forwarded to the server."""
        self._server.add_generic_rpc_handlers(handlers)

    def add_registered_method_handlers(self, service: str, handlers: Mapping[str, Any]) -> None:
        """Dropped: the generic handler added beside it serves these methods."""


def register(server: grpc.aio.Server, services: Sequence[Service]) -> tuple[str, ...]:
    """Add every service to `server` (generic handlers only, see `GenericHandlersOnly`);
    their full names, in order."""
    generic: Any = GenericHandlersOnly(server)  # the generated functions call nothing else
    for each in services:
        each.add(each.servicer, generic)
    return tuple(each.name for each in services)


class _EveryField:
    """`typed_body(..., unset=EVERY_FIELD)`: no field holding proto3's empty value was sent."""


EVERY_FIELD = _EveryField()
# proto3's empty values, as message_to_dict renders them.
_EMPTY: tuple[object, ...] = ("", [], {})


def typed_body(
    message: Message, *path: str, unset: tuple[str, ...] | _EveryField = ()
) -> dict[str, Any]:
    """A typed request as the OpenAI JSON body: without its `path` fields, and without the
    fields named in `unset` when they hold proto3's empty value (the client sent none)."""
    body = message_to_dict(message)
    for name in path:
        body.pop(name, None)
    if isinstance(unset, _EveryField):
        return {name: value for name, value in body.items() if value not in _EMPTY}
    for name in unset:
        if name in body and body[name] in _EMPTY:
            del body[name]
    return body


def json_body(data: bytes, *, blank_is_empty: bool = False) -> object:
    """A REST call's JSON body; no body is `{}` (and a blank one too when `blank_is_empty`)."""
    if not (data.strip() if blank_is_empty else data):
        return {}
    return parse_json_body(data)
