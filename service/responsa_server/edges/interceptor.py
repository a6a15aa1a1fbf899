"""The one base of the service's grpc.aio server interceptors (auth, call observer).

grpc.aio interceptors see a method's handler, not its calls: to act on every call an
interceptor returns a handler whose behaviour wraps the original. Handlers are fixed per method,
so each is wrapped once and kept; methods under `passed_prefixes` keep their handler as is.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeAlias

import grpc

# grpc-stubs types behaviours as the sync API's; grpc.aio servicers are coroutines/generators.
Behaviour = Callable[..., Any]

if TYPE_CHECKING:
    # grpc-stubs makes these generic; at run time they are not subscriptable.
    Handler: TypeAlias = grpc.RpcMethodHandler[Any, Any]
    _ServerInterceptor: TypeAlias = grpc.aio.ServerInterceptor[Any, Any]
else:
    Handler = grpc.RpcMethodHandler
    _ServerInterceptor = grpc.aio.ServerInterceptor


class MethodInterceptor(_ServerInterceptor):
    """Wraps each method's handler once with `wrap`, except methods under `passed_prefixes`."""

    passed_prefixes: tuple[str, ...] = ()

    def __init__(self) -> None:
        self._wrapped: dict[str, Handler] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[Handler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> Handler:
        """The method's handler, wrapped (the first call of a method wraps it)."""
        method: str = handler_call_details.method
        wrapped = self._wrapped.get(method)
        if wrapped is not None:
            return wrapped
        handler: Handler | None = await continuation(handler_call_details)
        if handler is None or method.startswith(self.passed_prefixes):
            return handler  # type: ignore[return-value]  # None: unknown method, grpc answers it
        wrapped = self.wrap(method, handler)
        self._wrapped[method] = wrapped
        return wrapped

    def wrap(self, method: str, handler: Handler) -> Handler:
        """`handler` with its behaviour wrapped (see `rebuilt`)."""
        raise NotImplementedError


def rebuilt(
    handler: Handler,
    *,
    unary_unary: Behaviour | None = None,
    unary_stream: Behaviour | None = None,
    stream_unary: Behaviour | None = None,
    stream_stream: Behaviour | None = None,
) -> Handler:
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
