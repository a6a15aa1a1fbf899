"""`custom` tools (issue 21): offered to the Chat Completions upstream as a function of one
string, returned as `custom_tool_call` items with `response.custom_tool_call_input.*` events
(checked against OpenAI's reference), answered by `custom_tool_call_output` through a chain, a
conversation and a `store: false` resend; inside a namespace too; through an
`additional_tools` item; and the client tool search loading `defer_loading` tools."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_event, assert_openai
from tests.stack import Stack

pytestmark = pytest.mark.e2e

GRAMMAR = 'start: "print(" NUMBER ")"\n%import common.NUMBER'
EXEC = {
    "type": "custom",
    "name": "exec",
    "description": "Run a line of code",
    "format": {"type": "grammar", "syntax": "lark", "definition": GRAMMAR},
}
SHELL = {
    "type": "namespace",
    "name": "shell",
    "description": "Shell tools",
    "tools": [{"type": "custom", "name": "run"}],
}
SCRIPT = 'CALL exec {"input": "print(\\"hi\\")"}'
INPUT = 'print("hi")'


def create(stack: Stack, **body: Any) -> dict[str, Any]:
    answer = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def stream(stack: Stack, **body: Any) -> list[dict[str, Any]]:
    events = []
    with httpx.stream(
        "POST", f"{stack.rest_url}/responses", json={**body, "stream": True}, timeout=20
    ) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[len("data: ") :]))
    return events


def call_item(response: dict[str, Any]) -> dict[str, Any]:
    [item] = response["output"]
    assert item["type"] == "custom_tool_call"
    assert_openai("CustomToolCallResource", item)
    return item


def answer(item: dict[str, Any], text: str) -> dict[str, Any]:
    return {"type": "custom_tool_call_output", "call_id": item["call_id"], "output": text}


def test_offered_as_a_function_and_streamed_as_the_reference_says(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    events = stream(stack, model="fake-script", input=SCRIPT, tools=[EXEC])
    [offered] = fake_upstream.requests()[-1]["tools"]
    function = offered["function"]
    assert function["name"] == "exec"
    assert function["parameters"]["properties"]["input"]["type"] == "string"
    assert function["description"].startswith("Run a line of code")
    assert GRAMMAR in function["description"]  # the model is told the grammar
    types = [e["type"] for e in events]
    assert types[-1] == "response.completed"
    deltas = [e for e in events if e["type"] == "response.custom_tool_call_input.delta"]
    [done] = [e for e in events if e["type"] == "response.custom_tool_call_input.done"]
    assert deltas and "".join(e["delta"] for e in deltas) == INPUT == done["input"]
    for event in deltas:
        assert_openai("ResponseCustomToolCallInputDeltaEvent", event)
    assert_openai("ResponseCustomToolCallInputDoneEvent", done)
    added = types.index("response.output_item.added")
    assert types[added + 1 : added + 1 + len(deltas)] == [deltas[0]["type"]] * len(deltas)
    assert types.index("response.output_item.done") > types.index(done["type"])
    # The rest by the Open Responses spec, which knows function tools only: the Response
    # objects (their `tools` echo the custom tool) are checked above and by OpenAI's schemas.
    for event in events:
        if "response" not in event and "item" not in event and "delta" not in event:
            assert_event(event)
    assert_openai("CustomToolParam", events[-1]["response"]["tools"][0])
    item = call_item(events[-1]["response"])
    assert (item["name"], item["input"], item["status"]) == ("exec", INPUT, "completed")
    assert "namespace" not in item
    assert events[-1]["response"]["tools"][0]["format"]["definition"] == GRAMMAR


def test_round_trip_through_a_chain(stack: Stack, fake_upstream: FakeUpstream) -> None:
    first = create(stack, model="fake-script", input=SCRIPT, tools=[EXEC])
    item = call_item(first)
    fake_upstream.reset()
    second = create(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[answer(item, "hi")],
        tools=[EXEC],
    )
    assert second["output"][0]["content"][0]["text"] == "Tool said: hi | offered: exec"
    messages = fake_upstream.requests()[-1]["messages"]
    call = messages[-2]["tool_calls"][0]
    assert call["function"] == {"name": "exec", "arguments": json.dumps({"input": INPUT})}
    assert messages[-1] == {"role": "tool", "tool_call_id": call["id"], "content": "hi"}
    listed = httpx.get(f"{stack.rest_url}/responses/{second['id']}/input_items", timeout=10)
    assert listed.json()["data"][0]["type"] == "custom_tool_call_output"


def test_round_trip_through_a_conversation(stack: Stack) -> None:
    conversation = httpx.post(f"{stack.rest_url}/conversations", json={}, timeout=10).json()
    first = create(
        stack, model="fake-script", input=SCRIPT, tools=[EXEC], conversation=conversation["id"]
    )
    item = call_item(first)
    second = create(
        stack,
        model="fake-script",
        input=[answer(item, "from the conversation")],
        tools=[EXEC],
        conversation=conversation["id"],
    )
    text = second["output"][0]["content"][0]["text"]
    assert text == "Tool said: from the conversation | offered: exec"
    items = httpx.get(
        f"{stack.rest_url}/conversations/{conversation['id']}/items",
        params={"order": "asc"},
        timeout=10,
    ).json()["data"]
    assert [i["type"] for i in items] == [
        "message",
        "custom_tool_call",
        "custom_tool_call_output",
        "message",
    ]


def test_round_trip_by_store_false_resend_inside_a_namespace(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    script = 'CALL shell__run {"input": "ls -l"}'
    first = create(stack, model="fake-script", input=script, tools=[SHELL], store=False)
    item = call_item(first)
    assert (item["namespace"], item["name"], item["input"]) == ("shell", "run", "ls -l")
    history = [
        {"role": "user", "content": script},
        {k: item[k] for k in ("type", "call_id", "namespace", "name", "input")},
        answer(item, "total 0"),
    ]
    fake_upstream.reset()
    second = create(stack, model="fake-script", input=history, tools=[SHELL], store=False)
    assert second["output"][0]["content"][0]["text"] == "Tool said: total 0 | offered: shell__run"
    call = fake_upstream.requests()[-1]["messages"][-2]["tool_calls"][0]
    assert call["function"]["name"] == "shell__run"


def test_additional_tools_item_offers_its_tools_from_then_on(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    extra = {"type": "additional_tools", "role": "developer", "tools": [SHELL]}
    script = 'CALL shell__run {"input": "pwd"}'
    fake_upstream.reset()
    first = create(stack, model="fake-script", input=[extra, {"role": "user", "content": script}])
    assert [t["function"]["name"] for t in fake_upstream.requests()[-1]["tools"]] == ["shell__run"]
    assert first["tools"] == []  # the item's tools are not the request's own
    item = call_item(first)
    # A continuation offers them still: the item is in the chain.
    second = create(
        stack, model="fake-script", previous_response_id=first["id"], input=[answer(item, "/")]
    )
    assert second["output"][0]["content"][0]["text"] == "Tool said: / | offered: shell__run"


def test_output_answering_no_custom_call_is_refused(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    refused = httpx.post(
        f"{stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "tools": [EXEC],
            "input": [{"type": "custom_tool_call_output", "call_id": "call_x", "output": "?"}],
        },
        timeout=10,
    )
    assert refused.status_code == 400
    assert refused.json()["error"]["message"] == (
        "No tool call found for custom tool call output with call_id call_x."
    )
    assert fake_upstream.requests() == []


def test_client_tool_search_loads_deferred_tools(stack: Stack, fake_upstream: FakeUpstream) -> None:
    deferred = {
        "type": "function",
        "name": "calendar",
        "description": "Calendar events",
        "parameters": {"type": "object"},
        "defer_loading": True,
    }
    search = {"type": "tool_search", "execution": "client"}
    fake_upstream.reset()
    first = create(
        stack,
        model="fake-script",
        input='CALL tool_search {"query": "calendar"}',
        tools=[deferred, search],
    )
    # The deferred tool is not offered upfront; the search is.
    assert [t["function"]["name"] for t in fake_upstream.requests()[-1]["tools"]] == ["tool_search"]
    [item] = first["output"]
    assert_openai("ToolSearchCall", item)
    assert (item["type"], item["execution"], item["arguments"]) == (
        "tool_search_call",
        "client",
        {"query": "calendar"},
    )
    loaded = {k: v for k, v in deferred.items() if k != "defer_loading"}
    output = {
        "type": "tool_search_output",
        "call_id": item["call_id"],
        "execution": "client",
        "tools": [loaded],
    }
    fake_upstream.reset()
    second = create(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[output],
        tools=[deferred, search],
    )
    offered = [t["function"]["name"] for t in fake_upstream.requests()[-1]["tools"]]
    assert offered == ["calendar", "tool_search"]
    read = fake_upstream.requests()[-1]["messages"][-1]
    assert read["role"] == "tool" and "- calendar: Calendar events" in read["content"]
    assert second["output"][0]["content"][0]["text"].startswith("Tool said: These tools")
