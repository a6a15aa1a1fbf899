"""`AuthInterceptor`: the one place every RPC is authenticated and counted.

It runs in the service, so the direct gRPC port and Envoy's REST and gRPC paths get exactly the
same checks. For each call it finds the caller's project (`Credentials`), applies the project's
request rate, and records the project for the servicers (`caller.caller_project`). Refusals end
the call with the service's usual error metadata, which Envoy renders as OpenAI's JSON body.
grpc.health.v1 is open to everyone (Envoy's /healthz and load balancers use it).
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import grpc

from responsa_server.auth.caller import set_caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.grpc_errors import Context, abort_with
from responsa_server.model.errors import ApiError

OPEN_SERVICES = ("/grpc.health.v1.Health/",)

# grpc's stubs type behaviours with the sync ServicerContext; grpc.aio passes its own.
Behaviour = Callable[..., Any]


if TYPE_CHECKING:
    Handler = grpc.RpcMethodHandler[Any, Any]
    _Interceptor = grpc.aio.ServerInterceptor[Any, Any]
else:  # generic only in the type stubs
    Handler = grpc.RpcMethodHandler
    _Interceptor = grpc.aio.ServerInterceptor


class AuthInterceptor(_Interceptor):
    """Authenticates every call but health checks, then applies the request rate."""

    def __init__(self, credentials: Credentials, rate: RequestRate) -> None:
        self._credentials = credentials
        self._rate = rate
        # Wrapped handlers per method: handlers are fixed per method, so wrap each once.
        self._wrapped: dict[str, Handler] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[Handler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> Handler:
        """The method's handler, wrapped so its behaviour runs only for admitted callers."""
        method: str = handler_call_details.method
        wrapped = self._wrapped.get(method)
        if wrapped is not None:
            return wrapped
        handler: Handler | None = await continuation(handler_call_details)
        if handler is None:
            return handler  # type: ignore[return-value]  # unknown method: grpc answers it
        if method.startswith(OPEN_SERVICES):
            return handler
        wrapped = self._wrap(handler)
        self._wrapped[method] = wrapped
        return wrapped

    async def _admit(self, context: Context) -> None:
        """Authenticate and count the call, or end it with the error."""
        try:
            project = await self._credentials.project_of(context.invocation_metadata())
            self._rate.take(project)
        except ApiError as error:
            await abort_with(context, error)
            raise  # abort() raises; this line is for type checkers
        set_caller_project(project)

    def _wrap(self, handler: Handler) -> Handler:
        admit = self._admit
        options: dict[str, Any] = {
            "request_deserializer": handler.request_deserializer,
            "response_serializer": handler.response_serializer,
        }
        if handler.unary_unary is not None:
            unary: Behaviour = handler.unary_unary

            async def unary_unary(request: Any, context: Context) -> Any:
                await admit(context)
                return await unary(request, context)

            return grpc.unary_unary_rpc_method_handler(cast(Behaviour, unary_unary), **options)
        if handler.unary_stream is not None:
            streaming: Behaviour = handler.unary_stream

            async def unary_stream(request: Any, context: Context) -> AsyncIterator[Any]:
                await admit(context)
                async for reply in _replies(streaming(request, context)):
                    yield reply

            return grpc.unary_stream_rpc_method_handler(cast(Behaviour, unary_stream), **options)
        if handler.stream_unary is not None:
            collecting: Behaviour = handler.stream_unary

            async def stream_unary(requests: Any, context: Context) -> Any:
                await admit(context)
                return await collecting(requests, context)

            return grpc.stream_unary_rpc_method_handler(cast(Behaviour, stream_unary), **options)
        bidi: Behaviour | None = handler.stream_stream
        if bidi is None:
            raise TypeError("a method handler without a behaviour")

        async def stream_stream(requests: Any, context: Context) -> AsyncIterator[Any]:
            await admit(context)
            async for reply in _replies(bidi(requests, context)):
                yield reply

        return grpc.stream_stream_rpc_method_handler(cast(Behaviour, stream_stream), **options)


async def _replies(result: Any) -> AsyncIterator[Any]:
    """The replies of a streaming behaviour, however grpc.aio lets it be written: an async
    generator (ours), a plain generator (grpc_reflection), or a coroutine using context.write."""
    if hasattr(result, "__aiter__"):
        async for reply in result:
            yield reply
    elif inspect.isawaitable(result):
        await result
    else:
        for reply in result:
            yield reply
