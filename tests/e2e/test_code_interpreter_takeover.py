"""A background response with `code_interpreter` whose process dies between turns goes on from
its last turn boundary (jobs/takeover.py), like one with any other tool: the restarted process
(SQLite, one process) resumes it with the cell that ran, its logs as the model's tool result,
and the same container (the one the dead process's `container: {"type": "auto"}` made, not a
new one); the cell is never run again. The hosted shell's `container_auto` alike. One whose
process dies while a cell runs ends failed and says why (a cell is never run twice); its
container keeps the files of the calls before."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from responsa_server.sandbox.disk import unmount_under

from tests.e2e.background_stacks import sdk, stack_env, wait_for
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root (docs/sandbox.md)"),
]

PAUSE = 3  # seconds the fake upstream holds back the answer after the cell's result
# The cell counts its runs in a container file (the fake's script syntax: no `}` in the code).
CODE = "open('/mnt/data/runs.txt', 'a').write('x')\nprint(6*7)"
SCRIPT = "CALL code_interpreter " + json.dumps({"code": CODE}) + f" PAUSE {PAUSE}"


@pytest.fixture
def env(fake_upstream: FakeUpstream, tmp_path: Path) -> Iterator[dict[str, str]]:
    """One SQLite database, blob store and sandbox directory for both processes."""
    with ExitStack() as exits:
        # The killed process leaves its working copies' disks mounted: unmounted last.
        exits.callback(unmount_under, tmp_path / "sandbox")
        yield {
            **stack_env(fake_upstream, f"sqlite:///{tmp_path / 'responsa.db'}"),
            "RESPONSA_BLOB_STORE": str(tmp_path / "blobs"),
            "RESPONSA_SANDBOX_DIR": str(tmp_path / "sandbox"),
            # A killed process's jail runs on until its wall time (docs/sandbox.md); a
            # container's lease outlives its dead caller this long.
            "RESPONSA_SANDBOX_WALL_SECONDS": "20",
            "RESPONSA_CONTAINER_LEASE_SECONDS": "1.5",
        }


def after_tool_result(body: dict[str, Any]) -> bool:
    """Whether an upstream request is the answering turn (it carries the cell's result)."""
    return any(message.get("role") == "tool" for message in body["messages"])


def start_job(stack: Stack, script: str, until: str) -> list[Any]:
    """A streamed background job with code_interpreter; its events up to the first `until`."""
    seen: list[Any] = []
    with sdk(stack).responses.create(
        model="fake-script",
        input=script,
        tools=[{"type": "code_interpreter", "container": {"type": "auto"}}],
        background=True,
        stream=True,
    ) as stream:
        for event in stream:
            seen.append(event)
            if event.type == until:
                break
    return seen


def test_a_job_killed_between_turns_resumes_in_the_same_container(
    fake_upstream: FakeUpstream, env: dict[str, str]
) -> None:
    fake_upstream.reset()
    with Stack.start(env) as before:
        seen = start_job(before, SCRIPT, "response.output_item.done")
        wait_for(
            lambda: any(after_tool_result(b) for b in fake_upstream.requests()), "the second turn"
        )
        time.sleep(0.5)  # the boundary's write (milliseconds) lands
        before.service.process.kill()
        before.service.process.wait()
    response_id = seen[0].response.id
    (done,) = [e.item for e in seen if e.type == "response.output_item.done"]
    with Stack.start(env) as after:
        client = sdk(after)
        wait_for(
            lambda: client.responses.retrieve(response_id).status == "completed",
            "the resumed response to complete",
            timeout=60,
        )
        final = client.responses.retrieve(response_id)
        call, _answer = final.output
        assert call.model_dump() == done.model_dump()
        assert call.type == "code_interpreter_call" and call.status == "completed"
        assert final.output_text.startswith("Tool said: 42")
        # Both answering turns read the cell's logs; the cell turn went upstream once.
        bodies = fake_upstream.requests()
        first = [b for b in bodies if not after_tool_result(b)]
        second = [b for b in bodies if after_tool_result(b)]
        assert len(first) == 1 and len(second) == 2
        assert second[0]["messages"] == second[1]["messages"]
        assert second[1]["messages"][-1]["content"].startswith(
            "42\n[Files written: /mnt/data/runs.txt]"
        )
        # The cell ran once, in the container the response names; the resumed run made no
        # container of its own.
        assert [c.id for c in client.containers.list()] == [call.container_id]
        (runs,) = client.containers.files.list(call.container_id)
        assert runs.path == "/mnt/data/runs.txt" and runs.source == "assistant"
        content = client.containers.files.content.retrieve(runs.id, container_id=call.container_id)
        assert content.read() == b"x"


def test_a_job_killed_during_a_cell_fails_saying_why_and_never_runs_it_again(
    fake_upstream: FakeUpstream, env: dict[str, str]
) -> None:
    fake_upstream.reset()
    code = (
        "import time\n"
        "open('/mnt/data/runs.txt', 'a').write('x')\n"
        "print('started', flush=True)\n"
        "time.sleep(8)"
    )
    script = "CALL code_interpreter " + json.dumps({"code": code})
    with Stack.start(env) as before:
        seen = start_job(before, script, "response.code_interpreter_call.interpreting")
        time.sleep(1)  # the cell is running in its jail
        before.service.process.kill()
        before.service.process.wait()
    response_id = seen[0].response.id
    with Stack.start(env) as after:
        client = sdk(after)
        wait_for(
            lambda: client.responses.retrieve(response_id).status == "failed",
            "the job to end failed",
            timeout=60,
        )
        final = client.responses.retrieve(response_id)
        assert final.error is not None
        assert "while server-side tool calls ran" in final.error.message
        (call,) = final.output
        assert call.type == "code_interpreter_call" and call.status == "incomplete"
        assert call.code == code
        # The model was asked once (the dead process's turn); the cell was not run again,
        # and what the lost call wrote was never stored.
        assert len(fake_upstream.requests()) == 1
        assert [c.id for c in client.containers.list()] == [call.container_id]
        assert list(client.containers.files.list(call.container_id)) == []
        # The container takes calls again once the dead call's lease has run out.
        again = client.responses.create(
            model="fake-script",
            input="CALL code_interpreter " + json.dumps({"code": "print(6*7)"}),
            tools=[{"type": "code_interpreter", "container": call.container_id}],
            include=["code_interpreter_call.outputs"],
        )
        assert again.output[0].model_dump(mode="json")["outputs"] == [
            {"type": "logs", "logs": "42\n"}
        ]


def test_a_hosted_shell_job_killed_between_turns_resumes_in_the_same_container(
    fake_upstream: FakeUpstream, env: dict[str, str]
) -> None:
    fake_upstream.reset()
    arguments = {"commands": ["echo x >> runs.txt; echo ran"]}
    script = "CALL shell " + json.dumps(arguments) + f" PAUSE {PAUSE}"
    tool: Any = {"type": "shell", "environment": {"type": "container_auto"}}
    with (
        Stack.start(env) as before,
        sdk(before).responses.create(
            model="fake-script", input=script, tools=[tool], background=True, stream=True
        ) as stream,
    ):
        response_id = next(iter(stream)).response.id
        wait_for(
            lambda: any(after_tool_result(b) for b in fake_upstream.requests()), "the second turn"
        )
        time.sleep(0.5)  # the boundary's write (milliseconds) lands
        before.service.process.kill()
        before.service.process.wait()
    with Stack.start(env) as after:
        client = sdk(after)
        wait_for(
            lambda: client.responses.retrieve(response_id).status == "completed",
            "the resumed response to complete",
            timeout=60,
        )
        call, output, _answer = [
            item.model_dump(mode="json") for item in client.responses.retrieve(response_id).output
        ]
        assert output["output"][0]["stdout"] == "ran\n"
        container_id = call["environment"]["container_id"]
        assert [c.id for c in client.containers.list()] == [container_id]
        (runs,) = client.containers.files.list(container_id)
        content = client.containers.files.content.retrieve(runs.id, container_id=container_id)
        assert content.read() == b"x\n"
