"""Drive Responsa's REST surface with the openai Python SDK 3.x (strict response validation).

Run with the interpreter of the SDK's own venv (it has no pytest, nor this project's packages):

    .venv/sdk3/bin/python tests/e2e/sdk_v3_driver.py http://127.0.0.1:8080/v1

Prints one JSON line `{"ok": true, "openai_version": ..., "results": {...}}` and exits 0, or, on
the first failed check, prints `{"ok": false, "step": ..., "error": ...}`, repeats the message on
stderr and exits 1. tests/e2e/test_sdk_v3.py runs it against the real stack.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable
from typing import Any

import openai

WEATHER_TOOL: dict[str, Any] = {
    "type": "function",
    "name": "get_weather",
    "description": "Weather for a city",
    "parameters": {
        "type": "object",
        "properties": {"location": {"type": "string"}},
        "required": ["location"],
    },
}
STREAM_HEAD = [
    "response.created",
    "response.in_progress",
    "response.output_item.added",
    "response.content_part.added",
    "response.output_text.delta",
]
STREAM_TAIL = [
    "response.output_text.delta",
    "response.output_text.done",
    "response.content_part.done",
    "response.output_item.done",
    "response.completed",
]


class CheckFailed(Exception):
    """A check of the driver did not hold."""


def check(condition: bool, message: str) -> None:
    """Fail the current step with `message` unless `condition`."""
    if not condition:
        raise CheckFailed(message)


def equal(actual: Any, expected: Any, what: str) -> None:
    """Fail the current step unless `actual == expected`."""
    check(actual == expected, f"{what}: expected {expected!r}, got {actual!r}")


def without_parsed(value: Any) -> Any:
    """A model_dump without the client-side `parsed` fields the stream helper adds."""
    if isinstance(value, dict):
        return {k: without_parsed(v) for k, v in value.items() if k != "parsed"}
    if isinstance(value, list):
        return [without_parsed(v) for v in value]
    return value


def step_create(client: openai.OpenAI) -> dict[str, Any]:
    response = client.responses.create(model="fake-text", input="hello there")
    equal(response.status, "completed", "status")
    equal(response.output_text, "Echo: hello there", "output_text")
    check(response.id.startswith("resp_"), f"id {response.id!r} does not start with resp_")
    check(response.usage is not None and response.usage.total_tokens > 0, "usage missing")
    equal(response.output[0].type, "message", "output[0].type")
    retrieved = client.responses.retrieve(response.id)
    equal(retrieved.model_dump(), response.model_dump(), "retrieve(id) vs create")
    return {
        "id": response.id,
        "status": response.status,
        "output_text": response.output_text,
        "retrieved_equal": True,
    }


def step_stream(client: openai.OpenAI) -> dict[str, Any]:
    events = list(client.responses.create(model="fake-text", input="a b c d e f", stream=True))
    types = [event.type for event in events]
    equal(types[:5], STREAM_HEAD, "first event types")
    equal(types[-5:], STREAM_TAIL, "last event types")
    sequence = [event.sequence_number for event in events]
    equal(sequence, list(range(len(events))), "sequence numbers")
    final = events[-1].response  # type: ignore[union-attr]
    item_id = final.output[0].id
    item_ids = {e.item_id for e in events if hasattr(e, "item_id")}  # type: ignore[union-attr]
    equal(item_ids, {item_id}, "item ids in events")
    text = "".join(e.delta for e in events if e.type == "response.output_text.delta")  # type: ignore[union-attr]
    equal(text, final.output_text, "concatenated deltas vs final output_text")
    equal(text, "Echo: a b c d e f", "streamed text")
    equal(events[0].response.id, final.id, "response.created id")  # type: ignore[union-attr]
    return {
        "first": types[:5],
        "last": types[-5:],
        "events": len(events),
        "sequence_ok": True,
        "text": text,
    }


def step_stream_helper(client: openai.OpenAI) -> dict[str, Any]:
    with client.responses.stream(model="fake-text", input="streamed") as stream:
        events = list(stream)
        final = stream.get_final_response()
    deltas = "".join(e.delta for e in events if e.type == "response.output_text.delta")  # type: ignore[union-attr]
    equal(deltas, final.output_text, "helper deltas vs final output_text")
    equal(final.output_text, "Echo: streamed", "helper final output_text")
    equal(events[-1].type, "response.completed", "helper last event")
    equal(final.status, "completed", "helper final status")
    stored = client.responses.retrieve(final.id)
    completed = events[-1].response  # type: ignore[union-attr]
    equal(stored.model_dump(), without_parsed(completed.model_dump()), "retrieve vs completed")
    return {"output_text": final.output_text, "events": len(events), "retrieved_equal": True}


def step_input_items(client: openai.OpenAI) -> dict[str, Any]:
    messages = [{"role": "user", "content": f"m{i}"} for i in range(45)]
    response = client.responses.create(model="fake-text", input=messages)  # type: ignore[arg-type]
    page = client.responses.input_items.list(response.id, limit=10)
    equal(len(page.data), 10, "first page size")
    check(page.has_more is True, "first page has_more is not true")
    texts = [item.content[0].text for item in page]  # type: ignore[union-attr]  # auto-paginates
    equal(texts, [f"m{i}" for i in reversed(range(45))], "auto-paginated texts (desc)")
    ascending = [item.id for item in client.responses.input_items.list(response.id, order="asc")]
    equal(len(ascending), 45, "auto-paginated ids (asc, default limit)")
    equal(len(set(ascending)), 45, "distinct ids")
    return {"count": len(texts), "first_page": len(page.data), "first": texts[0], "last": texts[-1]}


def step_delete(client: openai.OpenAI) -> dict[str, Any]:
    created = client.responses.create(model="fake-text", input="delete me")
    deleted = client.responses.delete(created.id)
    equal(deleted, None, "delete() result")
    try:
        client.responses.retrieve(created.id)
    except openai.NotFoundError as error:
        equal(error.status_code, 404, "status of retrieve after delete")
        return {"status_code": error.status_code, "error_type": type(error).__name__}
    raise CheckFailed("retrieve after delete did not raise NotFoundError")


def step_function_call(client: openai.OpenAI) -> dict[str, Any]:
    first = client.responses.create(
        model="fake-tool-call",
        input="Weather in Paris?",
        tools=[WEATHER_TOOL],  # type: ignore[list-item]
    )
    call = first.output[0]
    equal(call.type, "function_call", "first output type")
    equal(call.name, "get_weather", "function name")  # type: ignore[union-attr]
    arguments = json.loads(call.arguments)  # type: ignore[union-attr]
    equal(arguments, {"location": "Paris"}, "function arguments")
    second = client.responses.create(
        model="fake-tool-call",
        previous_response_id=first.id,
        tools=[WEATHER_TOOL],  # type: ignore[list-item]
        input=[
            {
                "type": "function_call_output",
                "call_id": call.call_id,  # type: ignore[union-attr]
                "output": "22C sunny",
            }
        ],
    )
    equal(second.output_text, "Tool said: 22C sunny", "output after function_call_output")
    equal(second.previous_response_id, first.id, "previous_response_id")
    return {
        "name": call.name,  # type: ignore[union-attr]
        "arguments": arguments,
        "output_text": second.output_text,
    }


def step_bad_request(client: openai.OpenAI) -> dict[str, Any]:
    try:
        client.responses.create(model="fake-text", input="hot", temperature=5)
    except openai.BadRequestError as error:
        body = error.body if isinstance(error.body, dict) else {}
        equal(error.status_code, 400, "status")
        equal(body.get("param"), "temperature", "error param")
        equal(body.get("type"), "invalid_request_error", "error type")
        return {"status_code": error.status_code, "param": body.get("param")}
    raise CheckFailed("temperature=5 did not raise BadRequestError")


def step_mcp(client: openai.OpenAI, mcp_url: str) -> dict[str, Any]:
    """MCP items under SDK 3's strict models: a failed call's error object, approvals."""
    tool = {"type": "mcp", "server_label": "v3", "server_url": mcp_url}
    failing = client.responses.create(
        model="fake-script",
        input='CALL fail {"message": "v3 boom"} CALL add {"a": 1, "b": 2}',
        tools=[{**tool, "require_approval": "never"}],
    )
    kinds = [item.type for item in failing.output]
    equal(kinds, ["mcp_list_tools", "mcp_call", "mcp_call", "message"], "output types")
    failed, added = failing.output[1], failing.output[2]
    equal((failed.status, failed.output), ("failed", None), "failed call")
    check(failed.error is not None, "failed call has an error")
    equal(failed.error.type, "mcp_tool_execution_error", "error type")
    equal(added.output, "3", "second call")
    asked = client.responses.create(
        model="fake-script", input='CALL record {"note": "v3"}', tools=[tool]
    )
    request = asked.output[-1]
    equal(request.type, "mcp_approval_request", "approval asked")
    approved = client.responses.create(
        model="fake-script",
        previous_response_id=asked.id,
        input=[
            {"type": "mcp_approval_response", "approval_request_id": request.id, "approve": True}
        ],
        tools=[tool],
    )
    call = approved.output[0]
    equal((call.type, call.approval_request_id), ("mcp_call", request.id), "approved call")
    return {
        "error_content": failed.error.content,
        "approved_output": call.output,
        "answer": approved.output_text,
    }


STEPS: list[tuple[str, Callable[[openai.OpenAI], dict[str, Any]]]] = [
    ("create", step_create),
    ("stream", step_stream),
    ("stream_helper", step_stream_helper),
    ("input_items", step_input_items),
    ("delete", step_delete),
    ("function_call", step_function_call),
    ("bad_request", step_bad_request),
]


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(f"usage: {argv[0]} REST_BASE_URL [MCP_SERVER_URL]", file=sys.stderr)
        return 2
    client = openai.OpenAI(
        base_url=argv[1],
        api_key="k",
        max_retries=0,
        timeout=20,
        _strict_response_validation=True,
    )
    results: dict[str, Any] = {}
    steps = list(STEPS)
    if len(argv) == 3:
        mcp_url = argv[2]
        steps.append(("mcp", lambda client: step_mcp(client, mcp_url)))
    for name, step in steps:
        try:
            results[name] = step(client)
        except Exception as error:
            message = f"step {name!r} failed: {type(error).__name__}: {error}"
            print(json.dumps({"ok": False, "step": name, "error": message}))
            print(message, file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            return 1
    print(json.dumps({"ok": True, "openai_version": openai.__version__, "results": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
