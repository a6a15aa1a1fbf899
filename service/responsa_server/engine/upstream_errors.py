"""Upstream failures as the errors our clients see."""

from __future__ import annotations

import orjson

from responsa_server.context.truncation import context_overflow
from responsa_server.context.windows import is_overflow
from responsa_server.log_redaction import redact
from responsa_server.model.errors import ApiError
from responsa_server.upstream.client import UpstreamError

# The upstream refused the credentials this server sends it: the server's configuration is
# wrong, not the caller's key, so the caller must not read it as its own 401/403.
_REFUSED_OUR_CREDENTIALS = frozenset({401, 403, 407})
# The upstream's codes that describe the caller's request; any other (invalid_api_key,
# insufficient_quota, ...) is about this server's account and is not passed on.
_REQUEST_CODES = frozenset(
    {
        "context_length_exceeded",
        "invalid_value",
        "invalid_type",
        "model_not_found",
        "rate_limit_exceeded",
        "string_above_max_length",
        "unsupported_parameter",
        "unsupported_value",
    }
)


def api_error_from_upstream(error: UpstreamError) -> ApiError:
    """An upstream failure as the error our client sees.

    The upstream's 4xx are about the request (bad model, context too long): passed on with its
    message, credentials masked. A refusal of our own credentials (401/403/407) and its 5xx,
    timeouts and refused connections are our server's problem: 502/504 server_error, never a
    401 the caller would read as its own key being wrong. Every upstream text is redacted
    (log_redaction.redact): it is stored with the failed response and sent on every transport.
    """
    if is_overflow(error):
        return context_overflow()
    status = error.status_code
    message = redact(error.message)
    if error.kind == "http" and status in _REFUSED_OUR_CREDENTIALS:
        return ApiError(
            502,
            f"The upstream model server refused this server's credentials (HTTP {status}).",
        )
    if error.kind == "http" and status is not None and 400 <= status < 500:
        code = _upstream_code(error.body) or ("rate_limit_exceeded" if status == 429 else None)
        return ApiError(status, message, code=code)
    if error.kind == "timeout":
        return ApiError(504, f"The upstream model server timed out: {message}")
    return ApiError(502, f"The upstream model server failed: {message}")


def _upstream_code(body: str | None) -> str | None:
    """The upstream's own `error.code` (e.g. context_length_exceeded), when it sent one that
    describes the request."""
    try:
        code = orjson.loads(body or "")["error"]["code"]
    except (orjson.JSONDecodeError, KeyError, TypeError):
        return None
    return code if code in _REQUEST_CODES else None
