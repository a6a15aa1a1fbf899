"""Which of a request's items fit the model's context window.

`truncation: "auto"` drops whole units from the start: a unit is one item, except that function
calls and the outputs answering them (by `call_id`) stay together, so the model never sees a call
without its result or a result without its call. Instructions are not items and never drop.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from responsa_server.model.errors import ApiError

# OpenAI's answer when the input does not fit and truncation is disabled.
OVERFLOW_MESSAGE = (
    "Your input exceeds the context window of this model. Please adjust your input and try again."
)


def context_overflow() -> ApiError:
    """OpenAI's 400 for an input larger than the context window."""
    return ApiError(400, OVERFLOW_MESSAGE, param="input", code="context_length_exceeded")


_CALLS = ("function_call", "custom_tool_call")
_OUTPUTS = ("function_call_output", "custom_tool_call_output")


def units(items: list[dict[str, Any]]) -> list[int]:
    """The index where each droppable unit starts (ascending; the first is 0)."""
    starts: list[int] = []
    open_calls: set[str] = set()
    for index, item in enumerate(items):
        kind = item.get("type", "message")
        call_id = item.get("call_id")
        if kind in _OUTPUTS and call_id in open_calls:
            open_calls.discard(call_id)
            continue  # answers a call of the current unit
        if kind in _CALLS and open_calls:
            open_calls.add(str(call_id))
            continue  # one more call of the same turn
        starts.append(index)
        open_calls = {str(call_id)} if kind in _CALLS else set()
    return starts


async def items_to_drop(
    items: list[dict[str, Any]],
    fits: Callable[[list[dict[str, Any]]], Awaitable[bool]],
) -> int | None:
    """How many leading items to drop so that the rest `fits` (fewest units); None if even the
    last unit alone does not fit. Binary search: O(log units) calls of `fits`."""
    starts = units(items)
    if not starts:
        return 0 if await fits(items) else None
    low, high = 0, len(starts) - 1  # candidate unit indexes to start from
    if not await fits(items[starts[high] :]):
        return None
    while low < high:
        middle = (low + high) // 2
        if await fits(items[starts[middle] :]):
            high = middle
        else:
            low = middle + 1
    return starts[low]
