"""`CallInterceptor`: the service's one grpc.aio server interceptor, one layer per call.

grpc.aio interceptors see a method's handler, not its calls: to act on every call an
interceptor returns a handler whose behaviour wraps the original. Handlers are fixed per method,
so each is wrapped once and kept. The one wrapper per method does, per call, what used to be two
interceptors' wrappers: it opens the call's scope (`call_observer.CallScope`: request id, span,
metrics, refused-call log, OpenAI's 500 for an escaped exception), then admits the caller
(`admission.Admission`: authentication and request rate), then runs the behaviour. Observed
first: auth refusals are counted and logged like any other. grpc.health is neither observed nor
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

from responsa_server.edges.admission import OPEN_SERVICES, Admission
from responsa_server.edges.call_observer import UNOBSERVED, CallScope, short_method
from responsa_server.observability import tracing

# grpc-stubs types behaviours as the sync API's; grpc.aio servicers are coroutines/generators.
Behaviour = Callable[..., Any]
Context = grpc.aio.ServicerContext[Any, Any]
Admit = Callable[[Context], Awaitable[None]]

if TYPE_CHECKING:
    # grpc-stubs makes these generic; at run time they are not subscriptable.
    Handler: TypeAlias = grpc.RpcMethodHandler[Any, Any]
    _ServerInterceptor: TypeAlias = grpc.aio.ServerInterceptor[Any, Any]
else:
    Handler = grpc.RpcMethodHandler
    _ServerInterceptor = grpc.aio.ServerInterceptor


class CallInterceptor(_ServerInterceptor):
    """Wraps each method's handler once: the call observed, the caller admitted."""

    def __init__(self, admission: Admission) -> None:
        self._admit: Admit = admission.admit
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
        if handler is None:
            return handler  # type: ignore[return-value]  # unknown method: grpc answers it
        wrapped = self.wrap(method, handler)
        self._wrapped[method] = wrapped
        return wrapped

    def wrap(self, method: str, handler: Handler) -> Handler:
        """`handler` with its behaviour observed and admitted, as the method requires."""
        observed = not method.startswith(UNOBSERVED)
        admit = None if method.startswith(OPEN_SERVICES) else self._admit
        if not observed and admit is None:
            return handler
        if handler.unary_unary is not None:
            return rebuilt(
                handler, unary_unary=_unary(method, handler.unary_unary, observed, admit)
            )
        if handler.unary_stream is not None:
            return rebuilt(
                handler, unary_stream=_streaming(method, handler.unary_stream, observed, admit)
            )
        if handler.stream_unary is not None:
            # Client-streaming methods (none are observed today) are admitted only.
            return rebuilt(handler, stream_unary=_unary(method, handler.stream_unary, False, admit))
        if handler.stream_stream is None:
            raise TypeError("a method handler without a behaviour")
        return rebuilt(
            handler, stream_stream=_streaming(method, handler.stream_stream, False, admit)
        )


def _unary(method: str, inner: Behaviour, observed: bool, admit: Admit | None) -> Behaviour:
    """A behaviour with one reply, wrapped."""
    if not observed:
        if admit is None:
            return inner

        async def admitted(request: Any, context: Context) -> Any:
            await admit(context)
            return await inner(request, context)

        return admitted

    short = short_method(method)

    async def observed_call(request: Any, context: Context) -> Any:
        scope = CallScope(method, short, context)
        scope.open(request)
        with tracing.server_span(scope.call.method, scope.carrier) as span:
            try:
                if admit is not None:
                    await admit(context)
                return await inner(request, context)
            except grpc.aio.AbortError:
                raise
            except Exception as error:
                await scope.fail(context, error)
            except BaseException:
                scope.cancelled()
                raise
            finally:
                scope.close(span)

    return observed_call


def _streaming(method: str, inner: Behaviour, observed: bool, admit: Admit | None) -> Behaviour:
    """A behaviour with a stream of replies, wrapped as a coroutine that writes them."""
    if not observed:

        async def admitted(request: Any, context: Context) -> None:
            if admit is not None:
                await admit(context)
            try:
                await _write_all(inner(request, context), context)
            except _NotSent as unsent:
                raise unsent.reason from None

        return admitted

    short = short_method(method)

    async def observed_stream(request: Any, context: Context) -> None:
        scope = CallScope(method, short, context)
        scope.open(request)
        # The span is current while the handler runs (in this task: no generator of ours
        # suspends it between replies).
        with tracing.server_span(scope.call.method, scope.carrier) as span:
            try:
                if admit is not None:
                    await admit(context)
                await _write_all(inner(request, context), context)
            except grpc.aio.AbortError:
                raise
            except _NotSent as unsent:
                # grpc could not send a reply (the client left, the server is stopping): the
                # call ends unanswered, with the error grpc.aio expects to see.
                scope.cancelled()
                raise unsent.reason from None
            except Exception as error:
                await scope.fail(context, error)
            except BaseException:
                scope.cancelled()
                raise
            finally:
                scope.close(span)

    return observed_stream


class _NotSent(Exception):
    """`context.write` failed: grpc's own error, kept apart from the handler's errors."""

    def __init__(self, reason: Exception) -> None:
        super().__init__(str(reason))
        self.reason = reason


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
                    raise _NotSent(error) from None
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
                raise _NotSent(error) from None


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
