"""A background job whose replica is SIGKILLed goes on elsewhere from its last turn boundary
(jobs/takeover.py): on Postgres another replica resumes it, on SQLite the restarted process
does. The fake upstream's `fake-script` model calls an MCP tool (tests/mcp_server) in its first
turn and answers in its second, which `PAUSE` holds back, so the kill lands between turns.
What cannot be resumed ends failed and says why: a half-run MCP call (never run twice), and an
answer the model was writing (tests/e2e/test_background_replicas.py)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import openai
import pytest

from tests.e2e.background_stacks import TERMINAL, postgres_database, sdk, stack_env, wait_for
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import prompt_tokens_of
from tests.mcp_server import McpTestServer
from tests.stack import Stack

pytestmark = pytest.mark.e2e

PAUSE = 3  # seconds the fake upstream holds back the answer after the tool's result
RESUMABLE = f'CALL record {{"note": "once"}} PAUSE {PAUSE}'
HALF_RUN = 'CALL slow {"seconds": 4}'


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    """An MCP server without authentication."""
    with McpTestServer().start() as server:
        yield server


def env_for(fake: FakeUpstream, url: str) -> dict[str, str]:
    """Fast leases, loopback MCP servers allowed, MCP calls slower than the slow tool."""
    return {
        **stack_env(fake, url),
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
        "RESPONSA_MCP_TIMEOUT_SECONDS": "20",
    }


@pytest.fixture(scope="module")
def survivor(fake_upstream: FakeUpstream) -> Iterator[tuple[str, Stack]]:
    """A Postgres database and the replica that outlives the one each test kills."""
    with postgres_database("bgresume") as url, Stack.start(env_for(fake_upstream, url)) as b:
        yield url, b


@pytest.fixture(autouse=True)
def fresh_counts(mcp_server: McpTestServer, fake_upstream: FakeUpstream) -> None:
    """Each test counts its own MCP calls and upstream requests."""
    mcp_server.reset()
    fake_upstream.reset()


def mcp_tool(server: McpTestServer) -> dict[str, Any]:
    """The test MCP server as a tool whose calls run without approval."""
    return {
        "type": "mcp",
        "server_label": "tests",
        "server_url": server.url,
        "require_approval": "never",
    }


def call_done(event: Any) -> bool:
    """The MCP call's item is finished."""
    return event.type == "response.output_item.done" and event.item.type == "mcp_call"


def call_added(event: Any) -> bool:
    """The MCP call's item was added."""
    return event.type == "response.output_item.added" and event.item.type == "mcp_call"


def start_job(
    client: openai.OpenAI, server: McpTestServer, script: str, until: Callable[[Any], bool]
) -> list[Any]:
    """Create a streamed background job; its events up to the first that `until` picks."""
    seen: list[Any] = []
    with client.responses.create(
        model="fake-script",
        input=script,
        tools=[mcp_tool(server)],  # type: ignore[list-item]
        background=True,
        stream=True,
    ) as stream:
        for event in stream:
            seen.append(event)
            if until(event):
                break
    return seen


def after_tool_result(body: dict[str, Any]) -> bool:
    """Whether an upstream request is a second turn (it carries a tool's result)."""
    return any(message.get("role") == "tool" for message in body["messages"])


def wait_for_second_turn(fake: FakeUpstream) -> None:
    """Until the runner sent the answering turn (its boundary was queued before it)."""
    wait_for(lambda: any(after_tool_result(b) for b in fake.requests()), "the second turn")
    time.sleep(0.5)  # the boundary's write (milliseconds) lands


def check_resumed(
    client: openai.OpenAI, response_id: str, seen: list[Any], fake: FakeUpstream
) -> None:
    """The job completed from the stored turn: one coherent log, the tool turn sent once."""
    last = seen[-1].sequence_number
    rest = list(client.responses.retrieve(response_id, stream=True, starting_after=last))
    assert [e.sequence_number for e in rest] == list(range(last + 1, last + 1 + len(rest)))
    assert rest[-1].type == "response.completed"
    final = client.responses.retrieve(response_id)
    assert final.status == "completed"
    assert rest[-1].response.model_dump() == final.model_dump()
    # The whole log: 0..n, one in_progress, exactly one terminal event, at the end.
    replay = list(client.responses.retrieve(response_id, stream=True))
    assert [e.sequence_number for e in replay] == list(range(len(replay)))
    assert [e.type for e in replay].count("response.in_progress") == 1
    assert [e.type in ("response.completed", "response.failed") for e in replay].count(True) == 1
    assert replay[-1].type == "response.completed"
    assert [e.model_dump() for e in replay[: len(seen)]] == [e.model_dump() for e in seen]
    # The output: the items the dead runner finished, then the survivor's answer.
    listing, call, message = final.output
    done = [e.item for e in seen if e.type == "response.output_item.done"]
    assert [listing.model_dump(), call.model_dump()] == [item.model_dump() for item in done]
    assert call.type == "mcp_call" and call.output == "recorded once"
    assert message.type == "message" and final.output_text.startswith("Tool said: recorded once")
    deltas = "".join(e.delta for e in replay if e.type == "response.output_text.delta")
    assert deltas == final.output_text
    # The tool turn went upstream once; the answering turn twice (the dead runner's never
    # answered), both with the same context.
    bodies = fake.requests()
    first = [b for b in bodies if not after_tool_result(b)]
    second = [b for b in bodies if after_tool_result(b)]
    assert len(first) == 1 and len(second) == 2
    assert second[0]["messages"] == second[1]["messages"]
    # Usage: the first turn's (stored at the boundary) plus the survivor's.
    assert final.usage is not None
    assert final.usage.input_tokens == sum(
        prompt_tokens_of(b["messages"]) for b in (first[0], second[1])
    )


def test_a_job_killed_between_turns_resumes_on_the_other_replica(
    fake_upstream: FakeUpstream, mcp_server: McpTestServer, survivor: tuple[str, Stack]
) -> None:
    url, b = survivor
    with Stack.start(env_for(fake_upstream, url)) as a:
        # B is paused while A takes the job, so A runs it.
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            seen = start_job(sdk(a), mcp_server, RESUMABLE, call_done)
            wait_for_second_turn(fake_upstream)
            a.service.process.kill()
            a.service.process.wait()
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        check_resumed(sdk(b), seen[0].response.id, seen, fake_upstream)
    assert [c["tool"] for c in mcp_server.calls()["calls"]] == ["record"]


def test_a_job_handed_back_on_sigterm_between_turns_resumes_on_the_other_replica(
    fake_upstream: FakeUpstream, mcp_server: McpTestServer, survivor: tuple[str, Stack]
) -> None:
    # RESPONSA_DRAIN_SECONDS=2 < PAUSE: the drain hands the job back while its second turn
    # waits for the upstream; B claims it at once and goes on from the stored boundary.
    url, b = survivor
    with Stack.start(env_for(fake_upstream, url)) as a:
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            seen = start_job(sdk(a), mcp_server, RESUMABLE, call_done)
            wait_for_second_turn(fake_upstream)
            a.service.process.send_signal(signal.SIGTERM)
            assert a.service.process.wait(15) == 0
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        check_resumed(sdk(b), seen[0].response.id, seen, fake_upstream)
    assert [c["tool"] for c in mcp_server.calls()["calls"]] == ["record"]


def test_a_half_run_mcp_call_is_not_run_again_and_the_job_fails(
    fake_upstream: FakeUpstream, mcp_server: McpTestServer, survivor: tuple[str, Stack]
) -> None:
    url, b = survivor
    with Stack.start(env_for(fake_upstream, url)) as a:
        os.kill(b.service.process.pid, signal.SIGSTOP)
        try:
            seen = start_job(sdk(a), mcp_server, HALF_RUN, call_added)
            wait_for(lambda: mcp_server.calls()["calls"], "the MCP call to start")
            a.service.process.kill()
            a.service.process.wait()
        finally:
            os.kill(b.service.process.pid, signal.SIGCONT)
        on_b = sdk(b)
        response_id = seen[0].response.id
        wait_for(lambda: on_b.responses.retrieve(response_id).status in TERMINAL, "its end")
        final = on_b.responses.retrieve(response_id)
        assert final.status == "failed" and final.error is not None
        assert "while server-side tool calls ran" in final.error.message
        replay = list(on_b.responses.retrieve(response_id, stream=True))
        assert [e.sequence_number for e in replay] == list(range(len(replay)))
        assert replay[-1].type == "response.failed"
        assert replay[-1].response.model_dump() == final.model_dump()
        # The call's item as far as it came: its arguments, cut (no output, never run again).
        listing, call = final.output
        assert listing.type == "mcp_list_tools" and call.type == "mcp_call"
        assert call.status == "incomplete" and call.output is None
        assert call.arguments == '{"seconds": 4}'
        time.sleep(1)  # a rerun would have called the tool by now
    assert [c["tool"] for c in mcp_server.calls()["calls"]] == ["slow"]
    (body,) = fake_upstream.requests()
    # The usage of the turn that finished (kept with the "calls started" mark).
    assert final.usage is not None
    assert final.usage.input_tokens == prompt_tokens_of(body["messages"])


def test_on_sqlite_the_restarted_process_resumes_the_job(
    fake_upstream: FakeUpstream, mcp_server: McpTestServer, tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 'responsa.db'}"
    env = env_for(fake_upstream, url)
    with ExitStack() as exits:
        before = exits.enter_context(Stack.start(env))
        seen = start_job(sdk(before), mcp_server, RESUMABLE, call_done)
        wait_for_second_turn(fake_upstream)
        before.service.process.kill()
        before.service.process.wait()
    with Stack.start(env) as after:
        check_resumed(sdk(after), seen[0].response.id, seen, fake_upstream)
    assert [c["tool"] for c in mcp_server.calls()["calls"]] == ["record"]
