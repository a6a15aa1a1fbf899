"""OpenAI-shaped API errors, and the metadata that carries them over gRPC (the status code is
chosen at the edges: edges/grpc_status.py)."""

from __future__ import annotations

import json
from typing import Any

ERROR_JSON_METADATA_KEY = "responsa-error-json"
HTTP_STATUS_METADATA_KEY = "responsa-http-status"
# Seconds to wait before retrying; Envoy copies it into the REST reply's `retry-after` header.
RETRY_AFTER_METADATA_KEY = "retry-after"


class ApiError(Exception):
    """An error a client caused or must see, in OpenAI's shape.

    `param` names the offending request parameter (dotted path, e.g. ``input[0].content``).
    """

    def __init__(
        self,
        status: int,
        message: str,
        *,
        type: str | None = None,
        param: str | None = None,
        code: str | None = None,
        retry_after: int | None = None,
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.status = status
        self.message = message
        self.type = type or ("server_error" if status >= 500 else "invalid_request_error")
        self.param = param
        self.code = code

    def to_dict(self) -> dict[str, Any]:
        """The `{"error": {...}}` body OpenAI returns."""
        return {
            "error": {
                "message": self.message,
                "type": self.type,
                "param": self.param,
                "code": self.code,
            }
        }

    def trailing_metadata(self) -> tuple[tuple[str, str], ...]:
        """Metadata Envoy turns into the HTTP status and OpenAI-shaped body (ASCII-safe JSON)."""
        metadata = (
            (ERROR_JSON_METADATA_KEY, json.dumps(self.to_dict(), ensure_ascii=True)),
            (HTTP_STATUS_METADATA_KEY, str(self.status)),
        )
        if self.retry_after is None:
            return metadata
        return (*metadata, (RETRY_AFTER_METADATA_KEY, str(self.retry_after)))


def invalid_param(param: str, message: str, code: str | None = None) -> ApiError:
    """A 400 naming the parameter that is wrong."""
    return ApiError(400, message, param=param, code=code or "invalid_value")


def not_found(message: str, param: str | None = None) -> ApiError:
    """A 404 in OpenAI's shape."""
    return ApiError(404, message, param=param, code=None)
