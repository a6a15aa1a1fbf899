"""A tool output must answer a call of its kind in the context or the input (OpenAI's 400)."""

from __future__ import annotations

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.tool_outputs import check_outputs_answer_calls

CALL = {"type": "function_call", "call_id": "call_1", "name": "f", "arguments": "{}"}
OUTPUT = {"type": "function_call_output", "call_id": "call_1", "output": "ok"}


def test_outputs_answering_calls_pass() -> None:
    check_outputs_answer_calls([CALL], [OUTPUT])
    check_outputs_answer_calls([], [CALL, OUTPUT])
    custom = {"type": "custom_tool_call", "call_id": "c2", "name": "exec", "input": "ls"}
    check_outputs_answer_calls(
        [custom], [{"type": "custom_tool_call_output", "call_id": "c2", "output": "x"}]
    )
    # A server-run search's output has no call_id to match.
    check_outputs_answer_calls([], [{"type": "tool_search_output", "tools": []}])


@pytest.mark.parametrize(
    ("context", "item", "message"),
    [
        (
            [],
            OUTPUT,
            "No tool call found for function call output with call_id call_1.",
        ),
        (
            # A custom tool call does not answer for a function call output.
            [{"type": "custom_tool_call", "call_id": "call_1", "name": "f", "input": ""}],
            OUTPUT,
            "No tool call found for function call output with call_id call_1.",
        ),
        (
            [CALL],
            {"type": "custom_tool_call_output", "call_id": "call_1", "output": "x"},
            "No tool call found for custom tool call output with call_id call_1.",
        ),
        (
            [],
            {"type": "tool_search_output", "call_id": "ts_1", "tools": []},
            "No tool call found for tool search output with call_id ts_1.",
        ),
    ],
)
def test_an_output_without_its_call_is_refused(
    context: list[dict[str, object]], item: dict[str, object], message: str
) -> None:
    with pytest.raises(ApiError) as refused:
        check_outputs_answer_calls(context, [item])  # type: ignore[list-item]
    error = refused.value
    assert (error.status, error.param, error.code, error.message) == (400, "input", None, message)
