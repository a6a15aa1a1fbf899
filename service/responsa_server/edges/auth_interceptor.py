"""`AuthInterceptor`: the one place every RPC is authenticated and counted.

It runs in the service, so the direct gRPC port and Envoy's REST and gRPC paths get exactly the
same checks. For each call it finds the caller's project (`Credentials`), applies the project's
request rate, and records the project for the servicers (`caller.caller_project`). Refusals end
the call with the service's usual error metadata, which Envoy renders as OpenAI's JSON body.
grpc.health.v1 is open to everyone (Envoy's /healthz and load balancers use it), and so is the
console's ConsoleService (static files only).
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator
from typing import Any

from responsa_server.auth.caller import set_caller_project
from responsa_server.auth.credentials import Credentials
from responsa_server.auth.rate_limits import RequestRate
from responsa_server.edges.grpc_errors import Context, abort_with
from responsa_server.edges.interceptor import Behaviour, Handler, MethodInterceptor, rebuilt
from responsa_server.model.errors import ApiError
from responsa_server.observability import logs

# Health checks, and the console's static files (they hold no data: the page calls the API with
# the user's key, which is checked there).
OPEN_SERVICES = ("/grpc.health.v1.Health/", "/responsa.v1.ConsoleService/")


class AuthInterceptor(MethodInterceptor):
    """Authenticates every call but health checks, then applies the request rate."""

    passed_prefixes = OPEN_SERVICES

    def __init__(self, credentials: Credentials, rate: RequestRate) -> None:
        super().__init__()
        self._credentials = credentials
        self._rate = rate

    async def _admit(self, context: Context) -> None:
        """Authenticate and count the call, or end it with the error."""
        try:
            credentials = self._credentials
            # Without authentication the metadata is not read: no copy of it made per call.
            metadata = context.invocation_metadata() if credentials.mode != "none" else None
            project = await credentials.project_of(metadata)
            self._rate.take(project)
        except ApiError as error:
            await abort_with(context, error)
            raise  # abort() raises; this line is for type checkers
        set_caller_project(project)
        logs.project.set(project)  # the call's log lines carry it from here on

    def wrap(self, method: str, handler: Handler) -> Handler:
        """`handler`, its behaviour running only for admitted callers."""
        admit = self._admit
        if handler.unary_unary is not None:
            unary: Behaviour = handler.unary_unary

            async def unary_unary(request: Any, context: Context) -> Any:
                await admit(context)
                return await unary(request, context)

            return rebuilt(handler, unary_unary=unary_unary)
        if handler.unary_stream is not None:
            streaming: Behaviour = handler.unary_stream

            async def unary_stream(request: Any, context: Context) -> AsyncIterator[Any]:
                await admit(context)
                result = streaming(request, context)
                # Ours are async generators: iterated here, without `_replies`' extra layer
                # (one async generator less per call, and per message it passes on).
                async for reply in result if hasattr(result, "__aiter__") else _replies(result):
                    yield reply

            return rebuilt(handler, unary_stream=unary_stream)
        if handler.stream_unary is not None:
            collecting: Behaviour = handler.stream_unary

            async def stream_unary(requests: Any, context: Context) -> Any:
                await admit(context)
                return await collecting(requests, context)

            return rebuilt(handler, stream_unary=stream_unary)
        bidi: Behaviour | None = handler.stream_stream
        if bidi is None:
            raise TypeError("a method handler without a behaviour")

        async def stream_stream(requests: Any, context: Context) -> AsyncIterator[Any]:
            await admit(context)
            async for reply in _replies(bidi(requests, context)):
                yield reply

        return rebuilt(handler, stream_stream=stream_stream)


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
