"""The gRPC status code of an ApiError: the code whose HTTP mapping in Envoy's transcoder is the
error's HTTP status."""

from __future__ import annotations

import grpc

from responsa_server.model.errors import ApiError

# gRPC codes whose HTTP mapping in Envoy's transcoder matches the HTTP status we mean.
_GRPC_CODE_BY_HTTP_STATUS: dict[int, grpc.StatusCode] = {
    400: grpc.StatusCode.INVALID_ARGUMENT,
    401: grpc.StatusCode.UNAUTHENTICATED,
    403: grpc.StatusCode.PERMISSION_DENIED,
    404: grpc.StatusCode.NOT_FOUND,
    409: grpc.StatusCode.ALREADY_EXISTS,
    413: grpc.StatusCode.RESOURCE_EXHAUSTED,
    429: grpc.StatusCode.RESOURCE_EXHAUSTED,
    500: grpc.StatusCode.INTERNAL,
    501: grpc.StatusCode.UNIMPLEMENTED,
    502: grpc.StatusCode.UNAVAILABLE,
    503: grpc.StatusCode.UNAVAILABLE,
    504: grpc.StatusCode.DEADLINE_EXCEEDED,
}


def grpc_status(error: ApiError) -> grpc.StatusCode:
    """The gRPC status code whose HTTP mapping is `error`'s status."""
    if error.status in _GRPC_CODE_BY_HTTP_STATUS:
        return _GRPC_CODE_BY_HTTP_STATUS[error.status]
    return grpc.StatusCode.INTERNAL if error.status >= 500 else grpc.StatusCode.INVALID_ARGUMENT
