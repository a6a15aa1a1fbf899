"""ApiError -> gRPC status with the metadata Envoy renders OpenAI's error body from: the gRPC
transport's error reply (`GrpcExchange.refuse`, called by the call pipeline's error layer)."""

from __future__ import annotations

from typing import Any

import grpc

from responsa_server.edges.grpc_status import grpc_status
from responsa_server.model.errors import ApiError

Context = grpc.aio.ServicerContext[Any, Any]

# Error texts can quote what the client sent (an unknown parameter's name, a value). gRPC caps
# all metadata of a call at a few KB and fails the whole call beyond it, so what travels there
# is clipped: the client still gets its status and the start of the message.
MESSAGE_MAX_CHARS = 1024
PARAM_MAX_CHARS = 256


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def bounded(error: ApiError) -> ApiError:
    """`error` with its message and param short enough to travel as gRPC metadata."""
    if len(error.message) <= MESSAGE_MAX_CHARS and len(error.param or "") <= PARAM_MAX_CHARS:
        return error
    return ApiError(
        error.status,
        _clip(error.message, MESSAGE_MAX_CHARS),
        type=error.type,
        param=None if error.param is None else _clip(error.param, PARAM_MAX_CHARS),
        code=error.code,
    )


async def abort_with(context: Context, error: ApiError) -> None:
    """End the call with the error's gRPC code, message and trailing metadata."""
    # The error becomes the context of the abort's exception, which grpc keeps with the call's
    # state; its traceback's frames would keep what the request was parsed into alive with it.
    error.__traceback__ = None
    error = bounded(error)
    await context.abort(
        grpc_status(error), error.message, trailing_metadata=error.trailing_metadata()
    )
