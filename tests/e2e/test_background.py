"""Background mode on one replica (SQLite and Postgres): create and poll, stream cut and resume,
cancel, bad input; through Envoy with the official SDKs in strict mode, and typed gRPC."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import openai
import pytest
from responsa.v1 import requests_pb2, response_pb2, responses_pb2, responses_pb2_grpc

from tests.e2e.background_stacks import (
    TERMINAL,
    error_of,
    postgres_database,
    sdk,
    stack_env,
    status_of,
    wait_for,
)
from tests.e2e.test_sdk_node import ROOT, require_node_sdk
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

NODE_SCRIPT = Path(__file__).parent / "node" / "background_resume.mjs"


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def bg_stack(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Stack]:
    """One replica with short leases, on SQLite or on a fresh Postgres database."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('bg') / 'responsa.db'}"
        with Stack.start(stack_env(fake_upstream, url)) as stack:
            yield stack
        return
    with postgres_database("bg") as url, Stack.start(stack_env(fake_upstream, url)) as stack:
        yield stack


@pytest.fixture
def client(bg_stack: Stack) -> openai.OpenAI:
    return sdk(bg_stack)


def test_background_create_returns_queued_then_runs_to_completion(
    bg_stack: Stack, client: openai.OpenAI
) -> None:
    created = client.responses.create(
        model="fake-slow", input="poll me", background=True, max_output_tokens=16
    )
    assert created.status == "queued" and created.background is True
    assert created.output == []
    seen = {created.status}

    def finished() -> Any:
        response = client.responses.retrieve(created.id)
        seen.add(response.status)
        return response if response.status in TERMINAL else None

    done = wait_for(finished, "completion")
    assert done.status == "completed"
    assert done.output_text == " ".join(f"tick{i}" for i in range(16))
    assert "in_progress" in seen  # progress is visible while it runs
    # The stored object is the final one.
    assert client.responses.retrieve(created.id).model_dump() == done.model_dump()


def test_background_stream_cut_and_resumed_gives_the_rest_exactly(client: openai.OpenAI) -> None:
    cut = 6
    first: list[Any] = []
    with client.responses.create(
        model="fake-slow", input="resume me", background=True, stream=True, max_output_tokens=16
    ) as stream:
        for event in stream:
            first.append(event)
            if event.sequence_number == cut:
                break
    assert [e.type for e in first[:3]] == [
        "response.created",
        "response.queued",
        "response.in_progress",
    ]
    assert first[0].response.status == "queued"
    response_id = first[0].response.id

    rest = list(client.responses.retrieve(response_id, stream=True, starting_after=cut))
    numbers = [e.sequence_number for e in rest]
    assert numbers == list(range(cut + 1, cut + 1 + len(rest)))  # no gap, no duplicate
    assert rest[-1].type == "response.completed"
    assert rest[-1].response.output_text == " ".join(f"tick{i}" for i in range(16))

    # After completion the whole stream replays, identical to what went out live.
    replay = list(client.responses.retrieve(response_id, stream=True))
    assert [e.sequence_number for e in replay] == list(range(len(first) + len(rest)))
    assert [e.model_dump() for e in replay] == [e.model_dump() for e in [*first, *rest]]


def test_node_sdk_resumes_a_background_stream(bg_stack: Stack) -> None:
    node = require_node_sdk()
    done = subprocess.run(
        [node, str(NODE_SCRIPT), bg_stack.rest_url, "4"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["seen"] == [0, 1, 2, 3, 4]
    assert report["resumed"][0] == 5
    assert report["resumed"] == list(range(5, 5 + len(report["resumed"])))
    assert report["last_type"] == "response.completed"
    assert report["polled_status"] == "completed"
    assert report["output_text"] == " ".join(f"tick{i}" for i in range(16))


def test_cancel_stops_the_upstream_call_and_repeats_the_same_answer(
    bg_stack: Stack, client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    created = client.responses.create(model="fake-slow", input="stop me", background=True)
    wait_for(lambda: fake_upstream.stats()["requests"] == 1, "the upstream call")
    cancelled = client.responses.cancel(created.id)
    assert cancelled.status == "cancelled"
    # The replica running it dropped the upstream request (within a second).
    wait_for(lambda: fake_upstream.stats()["disconnects"] == 1, "the upstream disconnect", 1.0)
    assert client.responses.retrieve(created.id).status == "cancelled"
    again = client.responses.cancel(created.id)
    assert again.model_dump() == cancelled.model_dump()
    # Its stream ends where the run stopped.
    replay = list(client.responses.retrieve(created.id, stream=True))
    assert [e.type for e in replay[:3]] == [
        "response.created",
        "response.queued",
        "response.in_progress",
    ]
    assert status_of(bg_stack, created.id) == "cancelled"


def test_cancel_of_a_finished_or_foreground_response_is_openais_error(
    bg_stack: Stack, client: openai.OpenAI
) -> None:
    finished = client.responses.create(model="fake-text", input="quick", background=True)
    wait_for(lambda: status_of(bg_stack, finished.id) == "completed", "completion")
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.cancel(finished.id)
    assert caught.value.body["message"] == "Cannot cancel a completed response."  # type: ignore[index]
    foreground = client.responses.create(model="fake-text", input="now")
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.cancel(foreground.id)
    assert caught.value.body["message"] == "Cannot cancel a synchronous response."  # type: ignore[index]


@pytest.mark.parametrize(
    ("query", "param", "code"),
    [
        ("stream=true&starting_after=-1", "starting_after", "integer_below_min_value"),
        ("stream=true&starting_after=abc", "starting_after", "invalid_type"),
        ("stream=true&starting_after=999999", "starting_after", "invalid_value"),
        ("stream=maybe", "stream", "invalid_type"),
    ],
)
def test_bad_resume_parameters_are_400s_naming_them(
    bg_stack: Stack, client: openai.OpenAI, query: str, param: str, code: str
) -> None:
    created = client.responses.create(model="fake-text", input="q", background=True)
    answer = httpx.get(f"{bg_stack.rest_url}/responses/{created.id}?{query}", timeout=10)
    assert answer.status_code == 400, answer.text
    error = error_of(answer)
    assert (error["param"], error["code"]) == (param, code)


def test_unknown_ids_and_foreground_resume_get_openais_errors(
    bg_stack: Stack, client: openai.OpenAI
) -> None:
    base = bg_stack.rest_url
    for answer in (
        httpx.post(f"{base}/responses/resp_unknown/cancel", timeout=10),
        httpx.get(f"{base}/responses/resp_unknown?stream=true&starting_after=1", timeout=10),
    ):
        assert answer.status_code == 404, answer.text
        assert error_of(answer)["param"] == "response_id"
    foreground = client.responses.create(model="fake-text", input="not background")
    answer = httpx.get(f"{base}/responses/{foreground.id}?stream=true", timeout=10)
    assert answer.status_code == 400
    assert "background" in error_of(answer)["message"]


def test_background_without_store_is_a_400_and_stores_nothing(bg_stack: Stack) -> None:
    body = {"model": "fake-text", "input": "x", "background": True, "store": False}
    answer = httpx.post(f"{bg_stack.rest_url}/responses", json=body, timeout=10)
    assert answer.status_code == 400
    assert error_of(answer)["param"] == "background"


def test_typed_grpc_resume_and_cancel(bg_stack: Stack) -> None:
    with grpc.insecure_channel(bg_stack.grpc_target) as channel:
        stub = responses_pb2_grpc.ResponsesServiceStub(channel)
        create = responses_pb2.CreateResponseRequest(model="fake-slow", background=True)
        create.input.text = "typed"
        created = stub.CreateResponse(create, timeout=10)
        assert created.background
        assert created.status == response_pb2.RESPONSE_STATUS_QUEUED
        stream = stub.RetrieveResponseStream(
            requests_pb2.RetrieveResponseStreamRequest(response_id=created.id, starting_after=0),
            timeout=20,
        )
        first = next(stream)
        assert first.WhichOneof("event") == "response_queued"
        assert first.response_queued.sequence_number == 1
        cancelled = stub.CancelResponse(
            requests_pb2.CancelResponseRequest(response_id=created.id), timeout=10
        )
        assert cancelled.id == created.id
        assert cancelled.status == response_pb2.RESPONSE_STATUS_CANCELLED
        rest = list(stream)  # the stream ends once the job has stopped
        numbers = [1, *(getattr(e, str(e.WhichOneof("event"))).sequence_number for e in rest)]
        assert numbers == list(range(1, 1 + len(numbers)))
        with pytest.raises(grpc.RpcError) as caught:
            list(
                stub.RetrieveResponseStream(
                    requests_pb2.RetrieveResponseStreamRequest(
                        response_id=created.id, starting_after=-2
                    ),
                    timeout=10,
                )
            )
        assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT


def test_deleting_a_running_background_response_stops_it(
    bg_stack: Stack, client: openai.OpenAI, fake_upstream: FakeUpstream
) -> None:
    fake_upstream.reset()
    created = client.responses.create(model="fake-slow", input="delete me", background=True)
    wait_for(lambda: fake_upstream.stats()["requests"] == 1, "the upstream call")
    client.responses.delete(created.id)
    # Its replica notices at its next write or heartbeat and drops the upstream call.
    wait_for(lambda: fake_upstream.stats()["disconnects"] == 1, "the upstream disconnect", 5.0)
    answer = httpx.get(f"{bg_stack.rest_url}/responses/{created.id}", timeout=10)
    assert answer.status_code == 404
    answer = httpx.get(f"{bg_stack.rest_url}/responses/{created.id}?stream=true", timeout=10)
    assert answer.status_code == 404


def _input_item_ids(stack: Stack, response_id: str) -> list[str]:
    listed = httpx.get(f"{stack.rest_url}/responses/{response_id}/input_items", timeout=10)
    assert listed.status_code == 200, listed.text
    return [item["id"] for item in listed.json()["data"]]


def test_cancel_keeps_the_input_item_ids_and_the_text_already_streamed(
    bg_stack: Stack,
) -> None:
    """As OpenAI's cancelled responses do: the input items keep the ids they were stored with,
    and the output keeps what the model wrote before the cancel (issue 41, defect 3)."""
    base = bg_stack.rest_url
    body = {
        "model": "fake-slow",
        "background": True,
        "input": [
            {"role": "user", "content": "first"},
            {"role": "user", "content": "stop me midway"},
        ],
    }
    created = httpx.post(f"{base}/responses", json=body, timeout=10).json()
    ids = _input_item_ids(bg_stack, created["id"])
    assert len(ids) == 2
    streamed: list[str] = []
    with httpx.stream("GET", f"{base}/responses/{created['id']}?stream=true", timeout=30) as feed:
        for line in feed.iter_lines():
            if line.startswith("data:") and '"response.output_text.delta"' in line:
                streamed.append(json.loads(line[5:])["delta"])
                if len(streamed) == 3:
                    break
    cancelled = httpx.post(f"{base}/responses/{created['id']}/cancel", timeout=30).json()
    assert cancelled["status"] == "cancelled"
    stored = httpx.get(f"{base}/responses/{created['id']}", timeout=10).json()
    assert stored["status"] == "cancelled"
    assert stored["output"] == cancelled["output"]
    [message] = stored["output"]
    assert message["type"] == "message" and message["status"] == "incomplete"
    assert message["content"][0]["text"].startswith("".join(streamed))
    assert _input_item_ids(bg_stack, created["id"]) == ids


def test_a_background_response_keeps_its_input_item_ids_and_its_timeline(
    bg_stack: Stack,
) -> None:
    """A finished background response: the same input item ids as when it was queued, and
    its tool loop's steps (GET .../timeline; issue 41, defect 1)."""
    base = bg_stack.rest_url
    created = httpx.post(
        f"{base}/responses",
        json={"model": "fake-text", "background": True, "input": "time me"},
        timeout=10,
    ).json()
    ids = _input_item_ids(bg_stack, created["id"])
    wait_for(lambda: status_of(bg_stack, created["id"]) == "completed", "completion")
    assert _input_item_ids(bg_stack, created["id"]) == ids
    timeline = httpx.get(f"{base}/responses/{created['id']}/timeline", timeout=10).json()
    assert [(step["kind"], step["turn"]) for step in timeline["steps"]] == [("turn", 0)]


def test_a_failed_stream_keeps_the_turn_it_failed_in(bg_stack: Stack) -> None:
    """A streamed response whose upstream failed mid-stream is stored failed with the turn it
    failed in (issue 41, defect 1)."""
    base = bg_stack.rest_url
    body = {"model": "fake-stream-error", "input": "fail midway", "stream": True}
    with httpx.stream("POST", f"{base}/responses", json=body, timeout=30) as feed:
        events = [json.loads(line[5:]) for line in feed.iter_lines() if line.startswith("data:")]
    failed = events[-1]
    assert failed["type"] == "response.failed"
    response_id = failed["response"]["id"]
    timeline = httpx.get(f"{base}/responses/{response_id}/timeline", timeout=10).json()
    assert [(step["kind"], step["turn"]) for step in timeline["steps"]] == [("turn", 0)]
