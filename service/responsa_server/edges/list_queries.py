"""The list requests both edges share (requests.proto) -> ResponsesApi keyword arguments."""

from __future__ import annotations

from typing import Any

from responsa.v1 import requests_pb2


def input_items_query(request: requests_pb2.ListInputItemsRequest) -> dict[str, Any]:
    """Paging arguments of a ListInputItems call; proto3's empty strings mean "not given"."""
    return {
        "after": request.after or None,
        "before": request.before or None,
        "limit": request.limit,
        "order": request.order,
    }


def responses_query(request: requests_pb2.ListResponsesRequest) -> dict[str, Any]:
    """Paging and filter arguments of a ListResponses call."""
    return {
        "after": request.after or None,
        "before": request.before or None,
        "limit": request.limit,
        "order": request.order,
        "model": request.model or None,
    }
