"""Tool outputs must answer a call: OpenAI refuses an output whose `call_id` matches no call of
its kind in the context (the chain or conversation) or the input, before the model runs."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from responsa_server.model.errors import ApiError

# Output item type -> (the call item type it answers, how OpenAI's message names the output).
ANSWERS = {
    "function_call_output": ("function_call", "function call output"),
    "custom_tool_call_output": ("custom_tool_call", "custom tool call output"),
    "tool_search_output": ("tool_search_call", "tool search output"),
    "local_shell_call_output": ("local_shell_call", "local shell call output"),
    "shell_call_output": ("shell_call", "shell call output"),
    "apply_patch_call_output": ("apply_patch_call", "apply patch call output"),
    "computer_call_output": ("computer_call", "computer call output"),
}
_CALL_TYPES = frozenset(call for call, _ in ANSWERS.values())


def check_outputs_answer_calls(
    context: Iterable[dict[str, Any]], input_items: list[dict[str, Any]]
) -> None:
    """Raise OpenAI's 400 (param `input`) for the first output in `input_items` whose `call_id`
    no call of its kind in `context` or `input_items` carries.

    A `tool_search_output` without a `call_id` (a server-run search's output) answers nothing
    by id and passes; so does an `item_reference` (its target is checked where it is resolved).
    """
    if not any(item.get("type") in ANSWERS for item in input_items):
        return
    calls: set[tuple[str, str]] = set()
    for item in (*context, *input_items):
        kind = item.get("type")
        if kind in _CALL_TYPES and isinstance(item.get("call_id"), str):
            calls.add((kind, item["call_id"]))
    for item in input_items:
        answered = ANSWERS.get(item.get("type") or "")
        call_id = _answered_call_id(item)
        if answered is None or not isinstance(call_id, str):
            continue
        call_type, described = answered
        if (call_type, call_id) not in calls:
            raise ApiError(
                400,
                f"No tool call found for {described} with call_id {call_id}.",
                param="input",
            )


def _answered_call_id(item: dict[str, Any]) -> object:
    """The call an output answers: its `call_id` (a `local_shell_call_output` may name it by
    `id` only, as the reference has it)."""
    if item.get("type") == "local_shell_call_output" and not item.get("call_id"):
        return item.get("id")
    return item.get("call_id")
