"""The bundled local model (local_model/, SmolLM2-135M-Instruct on llama.cpp), for real.

Through the whole stack (Envoy + service + SQLite store, as `make up` runs it) with the official
SDK validating strictly, and the local upstream on its own over HTTP. A 135M model's wording is
not stable across runtimes and machines, so the assertions are about structure and invariants;
temperature 0 keeps each run reproducible on one machine. Prompts are short and outputs small:
the model makes ~100 tokens/s on 2 cores.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from gateway.processes import child_env
from local_model.weights import MODEL_NAME
from tests.required import missing
from tests.stack import ROOT, Stack, free_port, local_model_missing

pytestmark = pytest.mark.e2e

STREAM_ORDER_HEAD = [
    "response.created",
    "response.in_progress",
    "response.output_item.added",
    "response.content_part.added",
]
STREAM_ORDER_TAIL = [
    "response.output_text.done",
    "response.content_part.done",
    "response.output_item.done",
    "response.completed",
]


def require_local_model() -> None:
    reason = local_model_missing()
    if reason is not None:
        missing(f"the bundled local model ({reason}); `make local-model` installs it")


@pytest.fixture(scope="module")
def local_stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """Envoy + service + SQLite, with the bundled model as the upstream."""
    require_local_model()
    database = Path(tmp_path_factory.mktemp("local-store")) / "responsa.db"
    env = {"RESPONSA_DATABASE_URL": f"sqlite:///{database}"}
    with Stack.start(env, local_model=True) as running:
        yield running


@pytest.fixture
def sdk(local_stack: Stack) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=local_stack.rest_url,
        api_key="unused",
        max_retries=0,
        timeout=60,
        _strict_response_validation=True,
    )


@pytest.fixture
def upstream(local_stack: Stack) -> Iterator[httpx.Client]:
    """HTTP straight to the local model, bypassing Responsa."""
    assert local_stack.local_model is not None
    with httpx.Client(base_url=local_stack.local_model.base_url, timeout=60) as client:
        yield client


def assert_usage(usage: Any, max_output: int) -> None:
    assert usage is not None
    assert usage.input_tokens > 0
    assert 0 < usage.output_tokens <= max_output
    assert usage.input_tokens + usage.output_tokens == usage.total_tokens


# --- through Responsa -------------------------------------------------------------------------


def test_streamed_answer(sdk: openai.OpenAI) -> None:
    events = list(
        sdk.responses.create(
            model="smollm2",
            input="What is 2+2?",
            temperature=0,
            max_output_tokens=64,
            stream=True,
        )
    )
    types = [event.type for event in events]
    deltas = [event.delta for event in events if event.type == "response.output_text.delta"]
    assert deltas, types
    assert types == STREAM_ORDER_HEAD + ["response.output_text.delta"] * len(deltas) + (
        STREAM_ORDER_TAIL
    )
    assert [event.sequence_number for event in events] == list(range(len(events)))
    text = "".join(deltas)
    assert text.strip()
    done = events[-4]
    assert done.type == "response.output_text.done" and done.text == text
    final = events[-1]
    assert final.type == "response.completed"
    assert final.response.status == "completed"
    assert final.response.output_text == text
    assert_usage(final.response.usage, 64)


def test_previous_response_chain(sdk: openai.OpenAI) -> None:
    first = sdk.responses.create(
        model="smollm2", input="My name is Ada.", temperature=0, max_output_tokens=32
    )
    second = sdk.responses.create(
        model="smollm2",
        input="What is my name?",
        previous_response_id=first.id,
        temperature=0,
        max_output_tokens=32,
    )
    for response in (first, second):
        assert response.output_text.strip()
        assert response.status in ("completed", "incomplete")
        assert_usage(response.usage, 32)
    assert second.previous_response_id == first.id
    assert first.usage is not None and second.usage is not None
    # The first turn (question and answer) reached the model again as context.
    assert second.usage.input_tokens >= first.usage.input_tokens + first.usage.output_tokens
    stored = sdk.responses.retrieve(second.id)
    assert stored.output_text == second.output_text


def test_max_output_tokens_makes_it_incomplete(sdk: openai.OpenAI) -> None:
    # 16 is the smallest max_output_tokens the Responses API accepts.
    response = sdk.responses.create(
        model="smollm2",
        input="Write a long story about a dragon.",
        temperature=0,
        max_output_tokens=16,
    )
    assert response.status == "incomplete"
    assert response.incomplete_details is not None
    assert response.incomplete_details.reason == "max_output_tokens"
    assert response.output_text.strip()
    assert_usage(response.usage, 16)


# --- the local upstream on its own -----------------------------------------------------------


def test_chat_completion_through_the_sdk(local_stack: Stack) -> None:
    assert local_stack.local_model is not None
    chat = openai.OpenAI(
        base_url=local_stack.local_model.base_url,
        api_key="unused",
        max_retries=0,
        timeout=60,
        _strict_response_validation=True,
    )
    messages: list[Any] = [{"role": "user", "content": "Say hello."}]
    completion = chat.chat.completions.create(
        model="anything", messages=messages, max_tokens=5, temperature=0
    )
    assert completion.model == MODEL_NAME
    assert completion.choices[0].finish_reason == "length"
    assert completion.choices[0].message.content
    usage = completion.usage
    assert usage is not None and usage.completion_tokens == 5
    assert usage.prompt_tokens + usage.completion_tokens == usage.total_tokens

    chunks = list(
        chat.chat.completions.create(
            model="anything",
            messages=messages,
            max_tokens=5,
            temperature=0,
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    assert chunks[-1].choices == [] and chunks[-1].usage is not None
    assert chunks[-1].usage.completion_tokens == 5
    assert chunks[-2].choices[0].finish_reason == "length"
    assert chunks[0].choices[0].delta.role == "assistant"
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices).strip()
    assert {c.id for c in chunks} == {chunks[0].id} and chunks[0].model == MODEL_NAME


def test_stream_without_usage_ends_with_done(upstream: httpx.Client) -> None:
    body = {"model": "m", "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 3}
    response = upstream.post("/chat/completions", json={**body, "stream": True})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    blocks = [b for b in response.text.split("\n\n") if b]
    assert all(b.startswith("data: ") for b in blocks)
    assert blocks[-1] == "data: [DONE]"
    chunks = [json.loads(b[len("data: ") :]) for b in blocks[:-1]]
    assert all(c["choices"] for c in chunks)  # no usage chunk unless asked for
    assert chunks[-1]["choices"][0]["finish_reason"] == "length"


def assert_openai_error(
    response: httpx.Response, status: int, *, param: str | None = None, code: str | None = None
) -> None:
    assert response.status_code == status
    assert response.headers["content-type"] == "application/json"
    error = response.json()["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert error["message"]
    assert error["type"] == ("invalid_request_error" if status < 500 else "server_error")
    assert error["param"] == param
    assert error["code"] == code


@pytest.mark.parametrize("stream", [False, True])
def test_context_too_long(upstream: httpx.Client, stream: bool) -> None:
    # 9000 words are ~9000 tokens, over the 8192-token context.
    messages = [{"role": "user", "content": "word " * 9000}]
    response = upstream.post(
        "/chat/completions", json={"model": "m", "messages": messages, "stream": stream}
    )
    assert_openai_error(response, 400, param="messages", code="context_length_exceeded")


def test_max_tokens_beyond_the_context(upstream: httpx.Client) -> None:
    messages = [{"role": "user", "content": "Hi"}]
    response = upstream.post(
        "/chat/completions", json={"model": "m", "messages": messages, "max_tokens": 100_000}
    )
    assert_openai_error(response, 400, param="max_tokens", code="context_length_exceeded")


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({"model": "m"}, "messages"),
        ({"model": "m", "messages": [{"role": "robot", "content": "x"}]}, "messages[0].role"),
        ({"model": "m", "messages": [{"role": "user", "content": "x"}], "n": 2}, "n"),
        ({"model": "m", "messages": [{"role": "user", "content": "x"}], "top_p": 3}, "top_p"),
        ({"model": "m", "messages": [{"role": "user", "content": "x"}], "stop": 5}, "stop"),
    ],
)
def test_invalid_request(upstream: httpx.Client, body: dict[str, Any], param: str) -> None:
    assert_openai_error(upstream.post("/chat/completions", json=body), 400, param=param)


def test_bad_json_and_unknown_path(upstream: httpx.Client) -> None:
    response = upstream.post(
        "/chat/completions", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert_openai_error(response, 400)
    assert_openai_error(upstream.get("/nope"), 404)
    assert upstream.get("/nope").json()["error"]["message"] == "Invalid URL (GET /v1/nope)"
    models = upstream.get("/models").json()
    assert [m["id"] for m in models["data"]] == [MODEL_NAME]


LONG_ANSWER: dict[str, Any] = {
    "model": "m",
    # A prompt this model answers at length; unstopped, 4000 tokens take ~40 s here.
    "messages": [{"role": "user", "content": "What is the capital of France?"}],
    "temperature": 0,
    "max_tokens": 4000,
}


STOPPED = re.compile(r"stopped a generation after (\d+) events: its client went away")


def stopped_generations(local_stack: Stack) -> list[int]:
    """How many events each generation the local model stopped early had emitted, in order."""
    assert local_stack.local_model is not None
    return [int(n) for n in STOPPED.findall(local_stack.local_model.child.log_tail(1_000_000))]


def assert_the_model_stopped_and_serves_the_next(
    upstream: httpx.Client, local_stack: Stack, stopped_before: int
) -> None:
    """The model says it stopped the long generation, short of its 4000 tokens, because the client
    went away; then the next generation runs. (The model serves one at a time, so had it not
    stopped, the next would only start ~40 s later; the 30 s poll only guards a hang.)"""
    deadline = time.monotonic() + 30
    while len(stopped := stopped_generations(local_stack)) == stopped_before:
        assert time.monotonic() < deadline, "the model never said it stopped the generation"
        time.sleep(0.1)
    assert stopped[stopped_before] < LONG_ANSWER["max_tokens"]
    quick = upstream.post(
        "/chat/completions",
        json={"model": "m", "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 3},
    )
    assert quick.status_code == 200
    assert local_stack.local_model is not None
    assert "Traceback" not in local_stack.local_model.child.log_tail()


def test_disconnect_stops_a_stream(upstream: httpx.Client, local_stack: Stack) -> None:
    stopped_before = len(stopped_generations(local_stack))
    body = {**LONG_ANSWER, "stream": True}
    with upstream.stream("POST", "/chat/completions", json=body) as response:
        assert response.status_code == 200
        lines = response.iter_lines()
        while "content" not in next(lines):
            pass
    assert_the_model_stopped_and_serves_the_next(upstream, local_stack, stopped_before)


def test_disconnect_stops_a_completion(upstream: httpx.Client, local_stack: Stack) -> None:
    stopped_before = len(stopped_generations(local_stack))
    with pytest.raises(httpx.ReadTimeout):  # the client gives up on it after a second
        upstream.post("/chat/completions", json=LONG_ANSWER, timeout=1.0)
    assert_the_model_stopped_and_serves_the_next(upstream, local_stack, stopped_before)


# --- `responsa serve` (make up) -------------------------------------------------------------------


def test_launcher_uses_the_local_model_when_no_upstream_is_set(tmp_path: Path) -> None:
    require_local_model()
    http_port, grpc_port = free_port(), free_port()
    env = child_env({k: v for k, v in os.environ.items() if k != "RESPONSA_UPSTREAM_BASE_URL"})
    env |= {
        "RESPONSA_HTTP_PORT": str(http_port),
        "RESPONSA_GRPC_PORT": str(grpc_port),
        # Not `responsa serve`'s defaults 50052 and 50053: another stack on the machine may
        # hold them.
        "RESPONSA_WEBSOCKET_PORT": str(free_port()),
        "RESPONSA_REST_PORT": str(free_port()),
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path / 'responsa.db'}",
    }
    launcher = subprocess.Popen(
        [sys.executable, "-m", "responsa_cli", "serve"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    output: list[str] = []
    try:
        assert launcher.stdout is not None
        for line in launcher.stdout:
            output.append(line)
            if line.startswith("Ctrl-C stops it."):
                break
        banner = "".join(output)
        # Keep reading, so the launcher never blocks on a full pipe.
        stdout = launcher.stdout
        threading.Thread(target=lambda: output.extend(stdout), daemon=True).start()
        assert f"using the bundled local model {MODEL_NAME}" in banner, banner
        assert "Ollama:" in banner and "Responsa is up" in banner, banner
        sdk = openai.OpenAI(
            base_url=f"http://127.0.0.1:{http_port}/v1",
            api_key="unused",
            max_retries=0,
            timeout=60,
            _strict_response_validation=True,
        )
        response = sdk.responses.create(
            model="smollm2", input="Say hello.", temperature=0, max_output_tokens=16
        )
        assert response.output_text.strip()
        launcher.send_signal(signal.SIGTERM)
        assert launcher.wait(30) == 0, "".join(output)
    finally:
        if launcher.poll() is None:
            launcher.kill()
            launcher.wait()
