"""The hosted `shell` tool (a container environment) on a Chat Completions model, run in the
sandbox (engine/tool_kinds/hosted_shell.py, docs/sandbox.md): the fake upstream scripts the
calls, the openai SDK in strict mode reads the items and events; each command's outcome (exit
code, timeout) and the model's next turn reading the output; a container made through the
SandboxService used by its id; the client's own shell keeps being the client's."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import sandbox_pb2, sandbox_pb2_grpc

from tests.e2e.conftest import running_stack
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
from tests.stack import Stack

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root (docs/sandbox.md)"),
]

AUTO: Any = {"type": "shell", "environment": {"type": "container_auto"}}
EVENT_SCHEMAS = {
    "response.shell_call_command.added": "ResponseShellCallCommandAddedStreamingEvent",
    "response.shell_call_command.delta": "ResponseShellCallCommandDeltaStreamingEvent",
    "response.shell_call_command.done": "ResponseShellCallCommandDoneStreamingEvent",
    "response.shell_call_output_content.delta": (
        "ResponseShellCallOutputContentDeltaStreamingEvent"
    ),
    "response.shell_call_output_content.done": "ResponseShellCallOutputContentDoneStreamingEvent",
}


@pytest.fixture(scope="module")
def shell_stack(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = {
        "RESPONSA_SANDBOX_DIR": str(tmp_path_factory.mktemp("sandbox")),
        "RESPONSA_SANDBOX_WALL_SECONDS": "20",
        # Far below the wall time, and far above what the other tests' commands use.
        "RESPONSA_SANDBOX_CPU_SECONDS": "2",
        "RESPONSA_SANDBOX_DISK_BYTES": str(32 << 20),
    }
    with running_stack("sqlite", fake_upstream, tmp_path_factory.mktemp("shell"), env) as stack:
        yield stack


@pytest.fixture(scope="module")
def client(shell_stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=shell_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=60,
        _strict_response_validation=True,
    )


def events_of(stack: Stack, **body: Any) -> list[dict[str, Any]]:
    found = []
    with httpx.stream(
        "POST", f"{stack.rest_url}/responses", json={**body, "stream": True}, timeout=60
    ) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                found.append(json.loads(line[len("data: ") :]))
    return found


def script(**arguments: Any) -> str:
    return "CALL shell " + json.dumps(arguments)


def test_commands_run_in_the_container_with_their_events_and_the_model_reads_them(
    client: openai.OpenAI, shell_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    commands = ["echo made > made.txt", "ls /mnt/data", "echo oops >&2; exit 3"]
    # openai-python 2.x lacks the shell_call_command events: read as SSE, checked against the
    # reference; the stored response below goes through the SDK strictly.
    raw = events_of(shell_stack, model="fake-script", input=script(commands=commands), tools=[AUTO])
    for event in raw:
        if event["type"] in EVENT_SCHEMAS:
            assert_openai(EVENT_SCHEMAS[event["type"]], event)
    kinds = [
        (e["type"], e["item"]["type"]) if "item" in e else (e["type"], e.get("command_index"))
        for e in raw
        if "shell_call" in e["type"]
        or (e["type"].startswith("response.output_item") and e["item"]["type"] != "message")
    ]
    per_command = [
        (f"response.shell_call_command.{step}", index)
        for index in range(3)
        for step in ("added", "delta", "done")
    ]
    per_output = [
        (f"response.shell_call_output_content.{step}", index)
        for index in range(3)
        for step in ("delta", "done")
    ]
    assert kinds == [
        ("response.output_item.added", "shell_call"),
        *per_command,
        ("response.output_item.done", "shell_call"),
        ("response.output_item.added", "shell_call_output"),
        *per_output,
        ("response.output_item.done", "shell_call_output"),
    ]
    assert raw[-1]["type"] == "response.completed"
    stored = client.responses.retrieve(raw[-1]["response"]["id"])
    call, answer, message = [o.model_dump(mode="json", exclude_unset=True) for o in stored.output]
    assert_openai("FunctionShellCall", call)
    assert_openai("FunctionShellCallOutput", answer)
    assert call["status"] == "completed" and call["action"]["commands"] == commands
    container_id = call["environment"]["container_id"]
    assert call["environment"] == {"type": "container_reference", "container_id": container_id}
    assert container_id.startswith("cntr_")
    assert answer["call_id"] == call["call_id"] and answer["status"] == "completed"
    assert answer["output"] == [
        {"stdout": "", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}},
        {"stdout": "made.txt\n", "stderr": "", "outcome": {"type": "exit", "exit_code": 0}},
        {"stdout": "", "stderr": "oops\n", "outcome": {"type": "exit", "exit_code": 3}},
    ]
    # The model's next turn got the output as the call's result, and the function it called.
    last = fake_upstream.requests()[-1]
    assert any(t["function"]["name"] == "shell" for t in last["tools"])
    assert last["messages"][-1]["role"] == "tool"
    assert "made.txt" in last["messages"][-1]["content"]
    assert "[exit code 3]" in last["messages"][-1]["content"]
    assert message["content"][0]["text"].startswith("Tool said: ")


def test_a_command_past_its_timeout_is_a_timeout_outcome(client: openai.OpenAI) -> None:
    response = client.responses.create(
        model="fake-script",
        input=script(commands=["echo before; sleep 30", "echo after"], timeout_ms=1000),
        tools=[AUTO],
    )
    answer = response.output[1].model_dump(mode="json", exclude_unset=True)
    assert_openai("FunctionShellCallOutput", answer)
    first, second = answer["output"]
    assert first == {"stdout": "before\n", "stderr": "", "outcome": {"type": "timeout"}}
    # The next command runs all the same.
    assert second["outcome"] == {"type": "exit", "exit_code": 0}
    assert second["stdout"] == "after\n"


def test_a_command_killed_at_its_cpu_time_limit_is_an_exit_137_saying_so(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    # OpenAI's outcomes are `exit` and `timeout` (the wall time): the kernel killed the command,
    # so it is an exit of a killed process, and its stderr says which limit it was.
    response = client.responses.create(
        model="fake-script",
        input=script(commands=["echo spinning; while :; do :; done", "echo after"]),
        tools=[AUTO],
    )
    answer = response.output[1].model_dump(mode="json", exclude_unset=True)
    assert_openai("FunctionShellCallOutput", answer)
    first, second = answer["output"]
    assert first == {
        "stdout": "spinning\n",
        "stderr": "[the command was stopped: it used up its CPU-time limit]",
        "outcome": {"type": "exit", "exit_code": 137},
    }
    assert second == {
        "stdout": "after\n",
        "stderr": "",
        "outcome": {"type": "exit", "exit_code": 0},
    }
    read = fake_upstream.requests()[-1]["messages"][-1]["content"]
    assert "CPU-time limit" in read and "[exit code 137]" in read


def test_max_output_length_cuts_each_commands_output(client: openai.OpenAI) -> None:
    response = client.responses.create(
        model="fake-script",
        input=script(commands=["seq 1 1000"], max_output_length=10),
        tools=[AUTO],
    )
    answer = response.output[1].model_dump(mode="json", exclude_unset=True)
    assert answer["max_output_length"] == 10
    assert answer["output"][0]["stdout"] == "1\n2\n3\n4\n5\n"


def test_a_container_made_through_the_sandbox_service_is_used_by_its_id(
    client: openai.OpenAI, shell_stack: Stack
) -> None:
    with grpc.insecure_channel(shell_stack.direct_grpc_target) as channel:
        stub = sandbox_pb2_grpc.SandboxServiceStub(channel)
        made = stub.CreateContainer(sandbox_pb2.CreateContainerRequest(name="shell"))
        stub.PutContainerFile(
            sandbox_pb2.PutContainerFileRequest(container_id=made.id, path="in.csv", data=b"a,b\n")
        )
    tool: Any = {
        "type": "shell",
        "environment": {"type": "container_reference", "container_id": made.id},
    }
    response = client.responses.create(
        model="fake-script", input=script(commands=["ls /mnt/data", "cat in.csv"]), tools=[tool]
    )
    call = response.output[0].model_dump(mode="json", exclude_unset=True)
    assert call["environment"] == {"type": "container_reference", "container_id": made.id}
    answer = response.output[1].model_dump(mode="json", exclude_unset=True)
    assert [chunk["stdout"] for chunk in answer["output"]] == ["in.csv\n", "a,b\n"]


@pytest.mark.parametrize(
    ("environment", "param"),
    [
        ({"type": "container_reference", "container_id": "cntr_nope"}, "container_id"),
        ({"type": "container_reference"}, "container_id"),
        ({"type": "container_auto", "file_ids": ["file-1"]}, "file_ids"),
        ({"type": "container_auto", "memory_limit": "2g"}, "memory_limit"),
        ({"type": "container_auto", "skills": [{"type": "skill_reference"}]}, "skills"),
    ],
)
def test_what_cannot_run_is_a_400_naming_it_before_the_upstream(
    client: openai.OpenAI, fake_upstream: FakeUpstream, environment: Any, param: str
) -> None:
    before = len(fake_upstream.requests())
    with pytest.raises(openai.BadRequestError) as raised:
        client.responses.create(
            model="fake-script", input="hi", tools=[{"type": "shell", "environment": environment}]
        )
    assert raised.value.body["param"] == f"tools[0].environment.{param}"  # type: ignore[index]
    assert len(fake_upstream.requests()) == before


def test_the_clients_own_shell_stays_the_clients(client: openai.OpenAI, shell_stack: Stack) -> None:
    marker = Path(f"/tmp/responsa-shell-{os.getpid()}")
    response = client.responses.create(
        model="fake-script",
        input=script(commands=[f"touch {marker}"]),
        tools=[{"type": "shell", "environment": {"type": "local"}}],
    )
    (call,) = [o.model_dump(mode="json", exclude_unset=True) for o in response.output]
    assert call["type"] == "shell_call" and call["environment"] == {"type": "local"}
    assert not marker.exists()  # nothing ran here: the client runs it


def test_a_forced_shell_and_a_later_response_replaying_its_call_and_output(
    client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    first = client.responses.create(
        model="fake-script",
        input=script(commands=["echo 41 > n.txt", "cat n.txt"]),
        tools=[AUTO],
        tool_choice={"type": "shell"},
    )
    forced = [r for r in fake_upstream.requests() if r.get("tool_choice") not in (None, "auto")]
    assert forced[-1]["tool_choice"] == {"type": "function", "function": {"name": "shell"}}
    call = first.output[0].model_dump(mode="json", exclude_unset=True)
    second = client.responses.create(
        model="fake-script",
        previous_response_id=first.id,
        input="What did it print?",
        tools=[{"type": "shell", "environment": call["environment"]}],
    )
    assert second.status == "completed"
    messages = fake_upstream.requests()[-1]["messages"]
    (assistant,) = [m for m in messages if m.get("tool_calls")]
    replayed = assistant["tool_calls"][0]
    assert replayed["function"]["name"] == "shell"
    assert json.loads(replayed["function"]["arguments"])["commands"] == [
        "echo 41 > n.txt",
        "cat n.txt",
    ]
    (result,) = [m for m in messages if m["role"] == "tool"]
    assert result["tool_call_id"] == replayed["id"]
    assert "41" in result["content"] and "[exit code 0]" in result["content"]


def test_a_background_response_makes_one_container(client: openai.OpenAI) -> None:
    # Admitting the request only checks the environment; the job makes the container it runs in.
    before = {c.id for c in client.containers.list(limit=100)}
    queued = client.responses.create(
        model="fake-script", input=script(commands=["pwd"]), tools=[AUTO], background=True
    )
    for _ in range(600):
        done = client.responses.retrieve(queued.id)
        if done.status not in ("queued", "in_progress"):
            break
        time.sleep(0.05)
    assert done.status == "completed"
    call = done.output[0].model_dump(mode="json")
    assert done.output[1].model_dump(mode="json")["output"][0]["stdout"] == "/mnt/data\n"
    made = {c.id for c in client.containers.list(limit=100)} - before
    assert made == {call["environment"]["container_id"]}
