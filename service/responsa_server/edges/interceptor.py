"""`CallInterceptor`: the gRPC transport of the call pipeline (the server's one interceptor).

grpc.aio interceptors see a method's handler, not its calls: to act on every call an
interceptor returns a handler whose behaviour wraps the original. Handlers are fixed per method,
so each is wrapped once and kept: its behaviour becomes the endpoint of the call pipeline's
handler (`CallPipeline.build`: scope, trace, errors, admission; see edges/call_pipeline.py),
run per call with a `GrpcExchange` over grpc.aio's context. grpc.health is neither observed nor
admitted (its handler is kept as is); reflection and MetricsService are admitted only; the
console's static files observed only.

A streaming behaviour is run as a coroutine writing each reply with `context.write` (what
grpc.aio does with a generator's replies) rather than as an async generator around the
servicer's: one async generator per call instead of two or three, each of which the event loop
tracks (docs/performance.md).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeAlias

import grpc

from responsa_server.edges.admission import OPEN_SERVICES
from responsa_server.edges.call_observer import UNOBSERVED, short_method
from responsa_server.edges.call_pipeline import CallPipeline, Handler
from responsa_server.edges.exchange import Call, ClientGone
from responsa_server.edges.grpc_errors import abort_with
from responsa_server.model.errors import ApiError

# grpc-stubs types behaviours as the sync API's; grpc.aio servicers are coroutines/generators.
Behaviour = Callable[..., Any]
Context = grpc.aio.ServicerContext[Any, Any]

if TYPE_CHECKING:
    # grpc-stubs makes these generic; at run time they are not subscriptable.
    MethodHandler: TypeAlias = grpc.RpcMethodHandler[Any, Any]
    _ServerInterceptor: TypeAlias = grpc.aio.ServerInterceptor[Any, Any]
else:
    MethodHandler = grpc.RpcMethodHandler
    _ServerInterceptor = grpc.aio.ServerInterceptor


class GrpcExchange:
    """One gRPC call as the pipeline sees it; `result` is a unary behaviour's reply."""

    __slots__ = ("call", "context", "project", "request", "response_id", "result")

    def __init__(self, method: str, short: str, request: Any, context: Context) -> None:
        self.call = Call(method=short, http_method="POST", path=method)
        self.context = context
        self.request = request
        self.project: str | None = None
        named = getattr(request, "response_id", None)
        self.response_id = named if isinstance(named, str) and named else None
        self.result: Any = None

    def metadata(self) -> Any:
        """The call's invocation metadata (grpc-stubs' own `Metadata` type)."""
        return self.context.invocation_metadata()

    def gone(self) -> bool:
        """Whether the client went away or the call already ended."""
        return self.context.cancelled() or self.context.done()

    async def refuse(self, error: ApiError) -> None:
        """The gRPC status and the metadata Envoy renders OpenAI's body from (raises)."""
        await abort_with(self.context, error)


class CallInterceptor(_ServerInterceptor):
    """Wraps each method's handler once in the call pipeline."""

    def __init__(self, pipeline: CallPipeline) -> None:
        self._pipeline = pipeline
        self._wrapped: dict[str, MethodHandler] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[MethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> MethodHandler:
        """The method's handler, wrapped (the first call of a method wraps it)."""
        method: str = handler_call_details.method
        wrapped = self._wrapped.get(method)
        if wrapped is not None:
            return wrapped
        handler: MethodHandler | None = await continuation(handler_call_details)
        if handler is None:
            return handler  # type: ignore[return-value]  # unknown method: grpc answers it
        wrapped = self.wrap(method, handler)
        self._wrapped[method] = wrapped
        return wrapped

    def wrap(self, method: str, handler: MethodHandler) -> MethodHandler:
        """`handler` with its behaviour run in the pipeline, as the method requires."""
        observed = not method.startswith(UNOBSERVED)
        admitted = not method.startswith(OPEN_SERVICES)
        if not observed and not admitted:
            return handler
        build = self._pipeline.build
        if handler.unary_unary is not None:
            endpoint = build(_unary(handler.unary_unary), observed=observed, admitted=admitted)
            return rebuilt(handler, unary_unary=_replying(method, endpoint))
        if handler.unary_stream is not None:
            endpoint = build(_streaming(handler.unary_stream), observed=observed, admitted=admitted)
            return rebuilt(handler, unary_stream=_writing(method, endpoint))
        if handler.stream_unary is not None:
            # Client-streaming methods (none are observed today) are admitted only.
            endpoint = build(_unary(handler.stream_unary), observed=False, admitted=admitted)
            return rebuilt(handler, stream_unary=_replying(method, endpoint))
        if handler.stream_stream is None:
            raise TypeError("a method handler without a behaviour")
        endpoint = build(_streaming(handler.stream_stream), observed=False, admitted=admitted)
        return rebuilt(handler, stream_stream=_writing(method, endpoint))


def _unary(inner: Behaviour) -> Handler[GrpcExchange]:
    """The endpoint of a behaviour with one reply."""

    async def reply(exchange: GrpcExchange) -> None:
        exchange.result = await inner(exchange.request, exchange.context)

    return reply


def _streaming(inner: Behaviour) -> Handler[GrpcExchange]:
    """The endpoint of a behaviour with a stream of replies: each written as it comes."""

    async def write(exchange: GrpcExchange) -> None:
        await _write_all(inner(exchange.request, exchange.context), exchange.context)

    return write


def _replying(method: str, handler: Handler[GrpcExchange]) -> Behaviour:
    short = short_method(method)

    async def behaviour(request: Any, context: Context) -> Any:
        exchange = GrpcExchange(method, short, request, context)
        await handler(exchange)
        return exchange.result

    return behaviour


def _writing(method: str, handler: Handler[GrpcExchange]) -> Behaviour:
    short = short_method(method)

    async def behaviour(request: Any, context: Context) -> None:
        try:
            await handler(GrpcExchange(method, short, request, context))
        except ClientGone as gone:
            # grpc could not send a reply (the client left, the server is stopping): the call
            # ends unanswered, with the error grpc.aio expects to see.
            raise gone.reason from None

    return behaviour


async def _write_all(result: Any, context: Context) -> None:
    """Send the replies of a streaming behaviour, however grpc.aio lets it be written: an async
    generator (ours), a plain generator, or a coroutine using `context.write` itself."""
    if hasattr(result, "__aiter__"):
        replies: AsyncIterator[Any] = result
        try:
            async for reply in replies:
                try:
                    await context.write(reply)
                except Exception as error:
                    raise ClientGone(error) from None
        except BaseException:
            # Left at a reply (the client went, the call was cancelled or not sent): close
            # the handler's generator now, so its cleanup (upstream connection, in-flight
            # registration) runs at once, not when it is collected.
            closing = getattr(replies, "aclose", None)
            if closing is not None:
                await closing()
            raise
    elif hasattr(result, "__await__"):
        await result
    else:
        for reply in result:
            try:
                await context.write(reply)
            except Exception as error:
                raise ClientGone(error) from None


def rebuilt(
    handler: MethodHandler,
    *,
    unary_unary: Behaviour | None = None,
    unary_stream: Behaviour | None = None,
    stream_unary: Behaviour | None = None,
    stream_stream: Behaviour | None = None,
) -> MethodHandler:
    """A handler like `handler` (same (de)serializers) running the one behaviour given."""
    options: dict[str, Any] = {
        "request_deserializer": handler.request_deserializer,
        "response_serializer": handler.response_serializer,
    }
    if unary_unary is not None:
        return grpc.unary_unary_rpc_method_handler(unary_unary, **options)
    if unary_stream is not None:
        return grpc.unary_stream_rpc_method_handler(unary_stream, **options)
    if stream_unary is not None:
        return grpc.stream_unary_rpc_method_handler(stream_unary, **options)
    if stream_stream is not None:
        return grpc.stream_stream_rpc_method_handler(stream_stream, **options)
    raise TypeError("rebuilt() needs one behaviour")
