"""Query parameters of the requests both edges share (requests.proto) -> ResponsesApi arguments."""

from __future__ import annotations

from typing import Any

from responsa.v1 import requests_pb2

from responsa_server.model.errors import invalid_param
from responsa_server.model.response_filters import response_filters


def input_items_query(request: requests_pb2.ListInputItemsRequest) -> dict[str, Any]:
    """Paging arguments of a ListInputItems call; proto3's empty strings mean "not given"."""
    return {
        "after": request.after or None,
        "before": request.before or None,
        "limit": request.limit,
        "order": request.order,
        "include": list(request.include),
    }


def responses_query(request: requests_pb2.ListResponsesRequest) -> dict[str, Any]:
    """Paging and filter arguments of a ListResponses call."""
    return {
        "after": request.after or None,
        "before": request.before or None,
        "limit": request.limit,
        "order": request.order,
        "model": request.model or None,
        "previous_response_id": request.previous_response_id or None,
        "filters": response_filters(
            status=request.status,
            background=request.background,
            has_tools=request.has_tools,
            created_after=request.created_after,
            created_before=request.created_before,
            q=request.q,
            metadata_key=request.metadata_key,
            metadata_value=request.metadata_value,
            model_prefix=request.model_prefix,
            error_code=request.error_code,
            key_id=request.key_id,
        ),
    }


def stream_query(text: str) -> bool:
    """GET's `stream` query parameter (absent: false)."""
    if text in ("", "false", "False", "0"):
        return False
    if text in ("true", "True", "1"):
        return True
    raise invalid_param(
        "stream",
        f"Invalid value for 'stream': expected a boolean, but got '{text}' instead.",
        code="invalid_type",
    )


def starting_after_query(text: str) -> int | None:
    """GET's `starting_after` query parameter (absent: None); the API checks its range."""
    if text == "":
        return None
    try:
        return int(text)
    except ValueError:
        raise invalid_param(
            "starting_after",
            f"Invalid type for 'starting_after': expected an integer, but got '{text}' instead.",
            code="invalid_type",
        ) from None
