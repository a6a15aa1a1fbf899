"""Upstream failures as the errors our clients see."""

from __future__ import annotations

import orjson

from responsa_server.context.truncation import context_overflow
from responsa_server.context.windows import is_overflow
from responsa_server.model.errors import ApiError
from responsa_server.upstream.client import UpstreamError


def api_error_from_upstream(error: UpstreamError) -> ApiError:
    """An upstream failure as the error our client sees.

    The upstream's 4xx are about the request (bad model, context too long): passed on with its
    message. Its 5xx, timeouts and refused connections are our server's problem: 502/504.
    """
    if is_overflow(error):
        return context_overflow()
    if error.kind == "http" and error.status_code is not None and 400 <= error.status_code < 500:
        code = _upstream_code(error.body) or (
            "rate_limit_exceeded" if error.status_code == 429 else None
        )
        return ApiError(error.status_code, error.message, code=code)
    if error.kind == "timeout":
        return ApiError(504, f"The upstream model server timed out: {error.message}")
    return ApiError(502, f"The upstream model server failed: {error.message}")


def _upstream_code(body: str | None) -> str | None:
    """The upstream's own `error.code` (e.g. context_length_exceeded), when it sent one."""
    try:
        code = orjson.loads(body or "")["error"]["code"]
    except (orjson.JSONDecodeError, KeyError, TypeError):
        return None
    return code if isinstance(code, str) else None
