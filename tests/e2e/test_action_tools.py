"""The client-run action tools (issue 35) on a Chat Completions upstream, through the official
SDK in strict mode: `local_shell`, `shell` (local environment), `apply_patch`, `computer` and
`computer_use_preview`, each offered as a function named as its type (what the fake upstream
received), called (the reference's call item and events), answered by the client's output item
and replayed to the model in a chain, a conversation, a `store: false` resend, an
`additional_tools` item and over WebSocket mode."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx
import openai
import pytest
from websockets.sync.client import connect

from tests.e2e.test_websocket import turn
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
from tests.stack import Stack

pytestmark = pytest.mark.e2e

# A 1x1 PNG: what a client's computer answers with.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="
)
SCREENSHOT = "data:image/png;base64," + base64.b64encode(PNG).decode()


@dataclass(frozen=True)
class Kind:
    """One action tool: its entry, the script that calls it, its call item and answer."""

    tool: dict[str, Any]
    arguments: dict[str, Any]
    item_type: str
    schema: str
    check: Callable[[dict[str, Any]], None]  # the call item's fields
    answer: Callable[[str], dict[str, Any]]  # the client's output for a call id
    read: str  # what the model reads of that answer

    @property
    def name(self) -> str:
        return "computer" if self.tool["type"].startswith("computer") else self.tool["type"]

    @property
    def script(self) -> str:
        return f"CALL {self.name} {json.dumps(self.arguments)}"


def _local_shell(item: dict[str, Any]) -> None:
    assert item["action"] == {
        "type": "exec",
        "command": ["ls", "-la"],
        "env": {"LANG": "C"},
        "timeout_ms": 5000,
        "working_directory": "/tmp",
        "user": None,
    }


def _shell(item: dict[str, Any]) -> None:
    assert item["action"] == {
        "commands": ["ls", "pwd"],
        "timeout_ms": 1000,
        "max_output_length": None,
    }
    assert item["environment"] == {"type": "local"}


def _apply_patch(item: dict[str, Any]) -> None:
    assert item["operation"] == {"type": "create_file", "path": "notes.txt", "diff": "+hello\n"}


def _computer(item: dict[str, Any]) -> None:
    assert item["actions"] == [
        {"type": "click", "button": "left", "x": 10, "y": 20},
        {"type": "type", "text": "hi"},
    ]
    assert item["pending_safety_checks"] == []


def _preview(item: dict[str, Any]) -> None:
    assert item["action"] == {"type": "scroll", "x": 5, "y": 6, "scroll_x": 0, "scroll_y": 300}
    assert "actions" not in item


def _screenshot(call_id: str) -> dict[str, Any]:
    return {
        "type": "computer_call_output",
        "call_id": call_id,
        "output": {"type": "computer_screenshot", "image_url": SCREENSHOT},
        "acknowledged_safety_checks": [],
    }


KINDS = {
    "local_shell": Kind(
        {"type": "local_shell"},
        {
            "command": ["ls", "-la"],
            "env": {"LANG": "C"},
            "working_directory": "/tmp",
            "timeout_ms": 5000,
        },
        "local_shell_call",
        "LocalShellToolCall",
        _local_shell,
        # openai-agents' form: `call_id`, no `id`.
        lambda call_id: {
            "type": "local_shell_call_output",
            "call_id": call_id,
            "output": "total 0",
        },
        "total 0",
    ),
    "shell": Kind(
        {"type": "shell", "environment": {"type": "local"}},
        {"commands": ["ls", "pwd"], "timeout_ms": 1000},
        "shell_call",
        "FunctionShellCall",
        _shell,
        lambda call_id: {
            "type": "shell_call_output",
            "call_id": call_id,
            "output": [
                {"stdout": "a.txt\n", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}},
                {"stdout": "", "stderr": "", "outcome": {"type": "timeout"}},
            ],
            "max_output_length": 100,
        },
        "a.txt\n\n[exit code 0]\n\n[timed out]",
    ),
    "apply_patch": Kind(
        {"type": "apply_patch"},
        {"operation": {"type": "create_file", "path": "notes.txt", "diff": "+hello\n"}},
        "apply_patch_call",
        "ApplyPatchToolCall",
        _apply_patch,
        lambda call_id: {
            "type": "apply_patch_call_output",
            "call_id": call_id,
            "status": "completed",
            "output": "Created notes.txt",
        },
        "completed: Created notes.txt",
    ),
    "computer": Kind(
        {"type": "computer"},
        {
            "actions": [
                {"type": "click", "button": "left", "x": 10, "y": 20},
                {"type": "type", "text": "hi"},
            ]
        },
        "computer_call",
        "ComputerToolCall",
        _computer,
        _screenshot,
        "Done; the screenshot follows.",
    ),
    "computer_use_preview": Kind(
        {
            "type": "computer_use_preview",
            "environment": "browser",
            "display_width": 1024,
            "display_height": 768,
        },
        {"action": {"type": "scroll", "x": 5, "y": 6, "scroll_x": 0, "scroll_y": 300}},
        "computer_call",
        "ComputerToolCall",
        _preview,
        _screenshot,
        "Done; the screenshot follows.",
    ),
}
PARAMS = pytest.mark.parametrize("kind", list(KINDS.values()), ids=list(KINDS))


def raw(stack: Stack, **body: Any) -> dict[str, Any]:
    answer = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def events_of(stack: Stack, **body: Any) -> list[dict[str, Any]]:
    found = []
    with httpx.stream(
        "POST", f"{stack.rest_url}/responses", json={**body, "stream": True}, timeout=20
    ) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                found.append(json.loads(line[len("data: ") :]))
    return found


def call_item(kind: Kind, output: list[dict[str, Any]]) -> dict[str, Any]:
    [item] = output
    assert item["type"] == kind.item_type and item["status"] == "completed"
    assert_openai(kind.schema, item)
    kind.check(item)
    return item


def assert_replayed(kind: Kind, fake_upstream: FakeUpstream, item: dict[str, Any]) -> None:
    """The model read the call as its function's call and the answer as its result."""
    messages = fake_upstream.requests()[-1]["messages"]
    calls = [m for m in messages if m.get("tool_calls")]
    call = calls[-1]["tool_calls"][0]
    assert call["id"] == item["call_id"]
    assert call["function"]["name"] == kind.name
    assert json.loads(call["function"]["arguments"]) == kind.arguments
    after = messages[messages.index(calls[-1]) + 1 :]
    assert after[0] == {"role": "tool", "tool_call_id": item["call_id"], "content": kind.read}
    if kind.item_type == "computer_call":
        # The screenshot follows the tool results, as an image the vision model sees.
        shown = after[1]
        assert shown["role"] == "user"
        assert shown["content"] == [{"type": "image_url", "image_url": {"url": SCREENSHOT}}]


@PARAMS
def test_offered_called_and_answered_in_a_chain(
    kind: Kind, client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    first = client.responses.create(model="fake-script", input=kind.script, tools=[kind.tool])  # type: ignore[list-item]
    [offered] = fake_upstream.requests()[-1]["tools"]
    function = offered["function"]
    assert function["name"] == kind.name
    assert function["description"]
    wanted = next(iter(kind.arguments))
    assert wanted in function["parameters"]["properties"]
    assert function["parameters"]["required"] == [wanted]
    assert first.tools[0].type == kind.tool["type"]
    item = call_item(kind, [o.model_dump(exclude_unset=True) for o in first.output])
    fake_upstream.reset()
    second = client.responses.create(
        model="fake-script",
        previous_response_id=first.id,
        input=[kind.answer(item["call_id"])],  # type: ignore[list-item]
        tools=[kind.tool],  # type: ignore[list-item]
    )
    assert second.output_text.startswith(f"Tool said: {kind.read} | offered: {kind.name}")
    assert_replayed(kind, fake_upstream, item)
    listed = client.responses.input_items.list(second.id)
    assert listed.data[0].type == kind.answer("x")["type"]


@PARAMS
def test_streamed_as_the_reference_says(kind: Kind, stack: Stack) -> None:
    events = events_of(stack, model="fake-script", input=kind.script, tools=[kind.tool])
    types = [e["type"] for e in events]
    assert types[-1] == "response.completed"
    added = types.index("response.output_item.added")
    done = types.index("response.output_item.done")
    assert_openai("ResponseOutputItemAddedEvent", events[added])
    assert_openai("ResponseOutputItemDoneEvent", events[done])
    between = types[added + 1 : done]
    if kind.item_type == "shell_call":
        # One added/delta/done per command, in order.
        assert between == [
            f"response.shell_call_command.{step}"
            for _ in kind.arguments["commands"]
            for step in ("added", "delta", "done")
        ]
        commands = [e for e in events[added + 1 : done] if e["type"].endswith(".done")]
        assert [e["command"] for e in commands] == kind.arguments["commands"]
        assert [e["command_index"] for e in commands] == [0, 1]
        for event in events[added + 1 : done]:
            name = event["type"].rsplit(".", 1)[1].capitalize()
            assert_openai(f"ResponseShellCallCommand{name}StreamingEvent", event)
    else:
        assert between == []  # no argument events: the item comes whole
    assert events[added]["item"]["type"] == kind.item_type
    call_item(kind, events[-1]["response"]["output"])


@pytest.mark.parametrize("name", ["local_shell", "apply_patch", "computer", "computer_use_preview"])
def test_the_sdk_takes_every_streamed_event_strictly(name: str, client: openai.OpenAI) -> None:
    # openai-python 2.x lacks the shell_call_command events (3.x has them): shell is checked
    # against the reference above instead.
    kind = KINDS[name]
    with client.responses.create(
        model="fake-script",
        input=kind.script,
        tools=[kind.tool],  # type: ignore[list-item]
        stream=True,
    ) as events:
        types = [event.type for event in events]
    assert types[-1] == "response.completed"
    assert types.count("response.output_item.done") == 1


@PARAMS
def test_round_trip_through_a_conversation(
    kind: Kind, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    conversation = httpx.post(f"{stack.rest_url}/conversations", json={}, timeout=10).json()
    first = raw(
        stack,
        model="fake-script",
        input=kind.script,
        tools=[kind.tool],
        conversation=conversation["id"],
    )
    item = call_item(kind, first["output"])
    fake_upstream.reset()
    second = raw(
        stack,
        model="fake-script",
        input=[kind.answer(item["call_id"])],
        tools=[kind.tool],
        conversation=conversation["id"],
    )
    assert second["output"][0]["content"][0]["text"].startswith(f"Tool said: {kind.read}")
    assert_replayed(kind, fake_upstream, item)
    items = httpx.get(
        f"{stack.rest_url}/conversations/{conversation['id']}/items",
        params={"order": "asc"},
        timeout=10,
    ).json()["data"]
    assert [i["type"] for i in items] == [
        "message",
        kind.item_type,
        kind.answer("x")["type"],
        "message",
    ]


@PARAMS
def test_round_trip_by_store_false_resend(
    kind: Kind, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    first = raw(stack, model="fake-script", input=kind.script, tools=[kind.tool], store=False)
    item = call_item(kind, first["output"])
    # The client resends the call as it got it (openai-agents does so), then its answer.
    history = [{"role": "user", "content": kind.script}, item, kind.answer(item["call_id"])]
    fake_upstream.reset()
    second = raw(stack, model="fake-script", input=history, tools=[kind.tool], store=False)
    assert second["output"][0]["content"][0]["text"].startswith(f"Tool said: {kind.read}")
    assert_replayed(kind, fake_upstream, item)


@PARAMS
def test_offered_by_an_additional_tools_item(
    kind: Kind, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    extra = {"type": "additional_tools", "role": "developer", "tools": [kind.tool]}
    fake_upstream.reset()
    first = raw(stack, model="fake-script", input=[extra, {"role": "user", "content": kind.script}])
    assert [t["function"]["name"] for t in fake_upstream.requests()[-1]["tools"]] == [kind.name]
    item = call_item(kind, first["output"])
    fake_upstream.reset()
    second = raw(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[kind.answer(item["call_id"])],
    )
    assert second["output"][0]["content"][0]["text"].startswith(f"Tool said: {kind.read}")
    assert_replayed(kind, fake_upstream, item)


@PARAMS
def test_round_trip_over_websocket_with_store_false(
    kind: Kind, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    with connect(stack.gateway.websocket_url, open_timeout=10, close_timeout=2) as socket:
        first = turn(socket, model="fake-script", input=kind.script, tools=[kind.tool], store=False)
        assert first[-1]["type"] == "response.completed", first[-1]
        item = call_item(kind, first[-1]["response"]["output"])
        fake_upstream.reset()
        second = turn(
            socket,
            model="fake-script",
            previous_response_id=first[-1]["response"]["id"],
            input=[kind.answer(item["call_id"])],
            tools=[kind.tool],
            store=False,
        )
    assert second[-1]["type"] == "response.completed", second[-1]
    text = second[-1]["response"]["output"][0]["content"][0]["text"]
    assert text.startswith(f"Tool said: {kind.read}")
    assert_replayed(kind, fake_upstream, item)


@pytest.mark.parametrize(
    ("choice", "tool"),
    [
        ({"type": "shell"}, KINDS["shell"].tool),
        ({"type": "apply_patch"}, KINDS["apply_patch"].tool),
        ({"type": "computer"}, KINDS["computer"].tool),
        ({"type": "computer_use_preview"}, KINDS["computer_use_preview"].tool),
        (
            {"type": "allowed_tools", "mode": "required", "tools": [{"type": "shell"}]},
            KINDS["shell"].tool,
        ),
    ],
)
def test_tool_choice_forces_its_function(
    choice: dict[str, Any], tool: dict[str, Any], stack: Stack, fake_upstream: FakeUpstream
) -> None:
    other = {"type": "function", "name": "lookup", "parameters": {"type": "object"}}
    fake_upstream.reset()
    response = raw(stack, model="fake-text", input="go", tools=[other, tool], tool_choice=choice)
    sent = fake_upstream.requests()[-1]
    name = "computer" if tool["type"].startswith("computer") else tool["type"]
    if choice["type"] == "allowed_tools":
        assert [t["function"]["name"] for t in sent["tools"]] == [name]
        assert sent["tool_choice"] == "required"
    else:
        assert sent["tool_choice"] == {"type": "function", "function": {"name": name}}
    assert response["tool_choice"] == choice


def test_parallel_calls_of_two_kinds_end_the_response_together(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    kinds = (KINDS["shell"], KINDS["apply_patch"])
    fake_upstream.reset()
    first = client.responses.create(
        model="fake-script",
        input=" ".join(k.script for k in kinds),
        tools=[k.tool for k in kinds],  # type: ignore[misc]
        parallel_tool_calls=True,
    )
    assert fake_upstream.requests()[-1]["parallel_tool_calls"] is True
    items = [o.model_dump(exclude_unset=True) for o in first.output]
    assert [i["type"] for i in items] == ["shell_call", "apply_patch_call"]
    answers = [k.answer(i["call_id"]) for k, i in zip(kinds, items, strict=True)]
    second = client.responses.create(
        model="fake-script",
        previous_response_id=first.id,
        input=answers,  # type: ignore[arg-type]
        tools=[k.tool for k in kinds],  # type: ignore[misc]
    )
    assert second.output_text.startswith(f"Tool said: {kinds[0].read} | {kinds[1].read}")
    messages = fake_upstream.requests()[-1]["messages"]
    # Both calls share one assistant message; both results follow it.
    assert [len(m.get("tool_calls") or ()) for m in messages if m["role"] == "assistant"] == [2]


def test_local_shell_output_naming_the_call_by_id(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    kind = KINDS["local_shell"]
    first = raw(stack, model="fake-script", input=kind.script, tools=[kind.tool])
    item = call_item(kind, first["output"])
    # The reference's form: the call's id in `id`, no `call_id`.
    answer = {"type": "local_shell_call_output", "id": item["call_id"], "output": "total 0"}
    fake_upstream.reset()
    second = raw(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[answer],
        tools=[kind.tool],
    )
    assert second["output"][0]["content"][0]["text"].startswith("Tool said: total 0")
    assert_replayed(kind, fake_upstream, item)


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"tools": [{"type": "local_shell", "x": 1}]}, "tools[0].x"),
        (
            {"tools": [{"type": "shell", "environment": {"type": "remote"}}]},
            "tools[0].environment.type",
        ),
        (
            {"tools": [{"type": "computer_use_preview", "environment": "browser"}]},
            "tools[0].display_width",
        ),
        (
            {
                "tools": [
                    {
                        "type": "computer_use_preview",
                        "environment": "tv",
                        "display_width": 1,
                        "display_height": 1,
                    }
                ]
            },
            "tools[0].environment",
        ),
        (
            {"tools": [{"type": "shell", "environment": {"type": "container_reference"}}]},
            "tools[0].environment.container_id",
        ),
        ({"tools": [{"type": "apply_patch"}], "tool_choice": {"type": "shell"}}, "tool_choice"),
        (
            {
                "tools": [{"type": "shell"}],
                "input": [
                    {
                        "type": "shell_call_output",
                        "call_id": "call_1",
                        "output": [{"stdout": "", "stderr": "", "outcome": {"type": "exit"}}],
                    }
                ],
            },
            "input[0].output[0].outcome.exit_code",
        ),
        (
            {
                "tools": [{"type": "local_shell"}],
                "input": [{"type": "local_shell_call_output", "output": "x"}],
            },
            "input[0].call_id",
        ),
        (
            {
                "tools": [{"type": "computer"}],
                "input": [
                    {"type": "computer_call_output", "call_id": "c", "output": {"type": "image"}}
                ],
            },
            "input[0].output.type",
        ),
        (
            # An answer to no call in the context or the input, as OpenAI refuses it.
            {
                "tools": [{"type": "apply_patch"}],
                "input": [
                    {"type": "apply_patch_call_output", "call_id": "call_x", "status": "completed"}
                ],
            },
            "input",
        ),
    ],
)
def test_bad_input_is_a_400_naming_the_parameter(
    body: dict[str, Any], param: str, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-script", "input": "hi", **body},
        timeout=10,
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == param
    assert fake_upstream.requests() == []


def test_screenshot_by_file_id_reaches_the_model_as_an_image(
    client: openai.OpenAI, stack: Stack, fake_upstream: FakeUpstream
) -> None:
    kind = KINDS["computer"]
    uploaded = client.files.create(file=("screen.png", PNG), purpose="user_data")
    first = raw(stack, model="fake-script", input=kind.script, tools=[kind.tool])
    item = call_item(kind, first["output"])
    answer = {
        "type": "computer_call_output",
        "call_id": item["call_id"],
        "output": {"type": "computer_screenshot", "file_id": uploaded.id},
    }
    fake_upstream.reset()
    second = raw(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[answer],
        tools=[kind.tool],
    )
    assert second["output"][0]["content"][0]["text"].startswith(f"Tool said: {kind.read}")
    shown = fake_upstream.requests()[-1]["messages"][-1]
    assert shown["role"] == "user"
    assert shown["content"] == [{"type": "image_url", "image_url": {"url": SCREENSHOT}}]
    # The stored answer is as sent: the file id, not the image.
    listed = client.responses.input_items.list(second["id"])
    assert listed.data[0].model_dump()["output"]["file_id"] == uploaded.id
    # An unknown file is a 404 naming the screenshot, before the model is called.
    fake_upstream.reset()
    missing = dict(answer, output={"type": "computer_screenshot", "file_id": "file-nope"})
    refused = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-script", "previous_response_id": first["id"], "input": [missing]},
        timeout=10,
    )
    assert refused.status_code == 404, refused.text
    assert refused.json()["error"]["param"] == "input[0].output.file_id"
    assert fake_upstream.requests() == []


def test_two_screenshots_of_one_turn_follow_both_results(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    kind = KINDS["computer"]
    first = raw(stack, model="fake-script", input=f"{kind.script} {kind.script}", tools=[kind.tool])
    calls = first["output"]
    assert [c["type"] for c in calls] == ["computer_call", "computer_call"]
    fake_upstream.reset()
    raw(
        stack,
        model="fake-script",
        previous_response_id=first["id"],
        input=[kind.answer(c["call_id"]) for c in calls],
        tools=[kind.tool],
    )
    roles = [m["role"] for m in fake_upstream.requests()[-1]["messages"]]
    # One assistant message, its two results together, then the two screenshots.
    assert roles[-5:] == ["assistant", "tool", "tool", "user", "user"]
