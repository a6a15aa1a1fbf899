"""`namespace` tools (Codex CLI sends one) end to end: offered to the model under collision-free
names, called back as `function_call` items with `namespace`, answered through chains and
through a `store: false` full-history resend."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

LOOKUP = {
    "type": "function",
    "name": "lookup",
    "description": "Find a customer",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}
CRM = {"type": "namespace", "name": "crm", "description": "Customer records", "tools": [LOOKUP]}
# A top-level function whose name is the one the namespace's function would get.
CLASH = {"type": "function", "name": "crm__lookup", "parameters": {"type": "object"}}


def create(stack: Stack, **body: Any) -> dict[str, Any]:
    answer = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def offered(fake_upstream: FakeUpstream) -> list[str]:
    tools = fake_upstream.requests()[-1].get("tools") or []
    return [tool["function"]["name"] for tool in tools]


def test_namespace_call_round_trips_through_a_chain(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    first = create(
        stack,
        model="fake-script",
        input='CALL crm__lookup {"city": "Paris"}',
        tools=[CRM],
    )
    assert offered(fake_upstream) == ["crm__lookup"]
    described = fake_upstream.requests()[-1]["tools"][0]["function"]["description"]
    assert described == "[crm: Customer records] Find a customer"
    [call] = first["output"]
    assert call["type"] == "function_call"
    assert (call["namespace"], call["name"]) == ("crm", "lookup")
    assert call["arguments"] == '{"city": "Paris"}'
    assert first["tools"][0]["tools"][0]["strict"] is True  # echoed with OpenAI's default

    second = create(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[{"type": "function_call_output", "call_id": call["call_id"], "output": "Ada"}],
        tools=[CRM],
    )
    assert second["output"][0]["content"][0]["text"] == "Tool said: Ada | offered: crm__lookup"
    sent = fake_upstream.requests()[-1]["messages"]
    assert sent[1]["tool_calls"][0]["function"]["name"] == "crm__lookup"


def test_namespace_call_resent_as_full_history_without_store(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    script = 'CALL crm__lookup {"city": "Oslo"}'
    first = create(stack, model="fake-script", input=script, tools=[CRM], store=False)
    [call] = first["output"]
    history = [
        {"role": "user", "content": script},
        {k: call[k] for k in ("type", "call_id", "namespace", "name", "arguments")},
        {"type": "function_call_output", "call_id": call["call_id"], "output": "Bo"},
    ]
    second = create(stack, model="fake-script", input=history, tools=[CRM], store=False)
    assert second["output"][0]["content"][0]["text"] == "Tool said: Bo | offered: crm__lookup"
    tool_call = fake_upstream.requests()[-1]["messages"][1]["tool_calls"][0]
    assert tool_call["function"]["name"] == "crm__lookup"


def test_namespace_names_never_collide_with_function_tools(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    response = create(stack, model="fake-tool-call", input="go", tools=[CLASH, CRM])
    names = offered(fake_upstream)
    assert names[0] == "crm__lookup"
    assert len(names) == 2 and names[1] != "crm__lookup" and names[1].startswith("crm__lookup_")
    # fake-tool-call calls the first tool offered: the client's own function, no namespace.
    [call] = response["output"]
    assert call["name"] == "crm__lookup" and "namespace" not in call


def test_output_answering_no_call_is_refused_before_the_upstream(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    first = create(
        stack, model="fake-script", input='CALL crm__lookup {"city": "Paris"}', tools=[CRM]
    )
    fake_upstream.reset()
    for body in (
        {"previous_response_id": first["id"]},
        {"input_prefix": [{"role": "user", "content": "hi"}], "store": False},
    ):
        prefix = body.pop("input_prefix", [])
        answer = httpx.post(
            f"{stack.rest_url}/responses",
            json={
                "model": "fake-script",
                "tools": [CRM],
                "input": [
                    *prefix,
                    {"type": "function_call_output", "call_id": "call_elsewhere", "output": "x"},
                ],
                **body,
            },
            timeout=20,
        )
        assert answer.status_code == 400, answer.text
        assert answer.json()["error"] == {
            "message": "No tool call found for function call output with call_id call_elsewhere.",
            "type": "invalid_request_error",
            "param": "input",
            "code": None,
        }
    assert fake_upstream.requests() == []
