"""The inference runtime: llama.cpp through the `xllamacpp` bindings (prebuilt CPU wheel).

Why xllamacpp and not llama-cpp-python or transformers: measured in README.md ("The bundled
local model"). In short, the same tokens/s and first-token latency as llama-cpp-python, but a
5-second wheel install instead of a 7.5-minute compile that also needs cmake and a C++
compiler; transformers + torch was 8x slower and 10x larger.

xllamacpp embeds llama.cpp's own server engine, so chat templating, sampling, stop sequences,
token counting and the context-size check are llama.cpp's. Its `handle_chat_completions` blocks
the calling thread and calls back on that thread once per chunk; returning True from the
callback stops generation. (It also opens llama.cpp's HTTP listener on a random loopback port,
which nothing here uses.)
"""

from __future__ import annotations

import json
import os
import threading
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from local_model.chat import ChatError

DEFAULT_CONTEXT_LENGTH = 8192  # what SmolLM2 was trained with


@dataclass(frozen=True, slots=True)
class Delta:
    """A piece of the answer's text."""

    text: str


@dataclass(frozen=True, slots=True)
class Finished:
    """The answer is complete: `reason` is "stop" or "length"."""

    reason: str


@dataclass(frozen=True, slots=True)
class Usage:
    """Token counts of the whole generation, as the runtime's tokenizer counted them."""

    prompt_tokens: int
    completion_tokens: int


Event = Delta | Finished | Usage


def default_threads() -> int:
    """llama.cpp's decode threads: the machine's cores, at most 4 (a 135M model gains no more)."""
    return max(1, min(os.cpu_count() or 1, 4))


class Runtime:
    """One loaded model; `generate` runs one request at a time, on the caller's thread."""

    def __init__(
        self,
        gguf: Path,
        *,
        context_length: int = DEFAULT_CONTEXT_LENGTH,
        threads: int | None = None,
    ) -> None:
        # The optional extra: imported only when serving, so the rest imports without it.
        import xllamacpp

        threads = threads or default_threads()
        params = xllamacpp.CommonParams()
        params.model.path = str(gguf)
        params.n_ctx = context_length
        # One sequence: one model context on a small machine; requests queue in server.py.
        params.n_parallel = 1
        params.cpuparams.n_threads = threads
        params.cpuparams_batch.n_threads = threads
        params.verbosity = -1  # llama.cpp logs every slot and timing to stderr otherwise
        params.ui = False
        self.context_length = context_length
        self._server = xllamacpp.Server(params)

    def count_prompt_tokens(self, messages: list[dict[str, str]]) -> int:
        """The prompt tokens a chat completion of `messages` reports in its usage; blocks.

        Asks llama.cpp itself, on the loopback listener its server engine opens: its chat
        template (`/apply-template`), then its tokenizer with the special tokens the completion
        adds (`/tokenize`), so the count is the one generation uses.
        """
        prompt = self._local_call("/apply-template", {"messages": messages})["prompt"]
        tokens = self._local_call(
            "/tokenize", {"content": prompt, "add_special": True, "parse_special": True}
        )["tokens"]
        return len(tokens)

    def _local_call(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        address = str(self._server.listening_address).rstrip("/")
        if not address.startswith("http"):
            address = f"http://{address}"
        request = urllib.request.Request(
            address + path,
            data=json.dumps(body).encode(),
            headers={"content-type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=60) as reply:  # loopback, llama.cpp's own
            answer: dict[str, Any] = json.loads(reply.read())
        return answer

    def generate(
        self,
        body: dict[str, Any],
        emit: Callable[[Event], None],
        cancelled: threading.Event,
    ) -> None:
        """Run a streamed chat completion `body`, calling `emit` per event; blocks.

        Stops within one token once `cancelled` is set. Raises ChatError for requests the
        runtime refuses (such as a prompt longer than the context); nothing has been emitted
        then.
        """
        refused: list[dict[str, Any]] = []

        def on_chunk(chunk: dict[str, Any]) -> bool:
            if "error" in chunk:
                refused.append(chunk["error"])
                return True
            for event in _events(chunk):
                emit(event)
            return cancelled.is_set()

        try:
            result = self._server.handle_chat_completions(body, on_chunk)
        except ValueError as error:  # xllamacpp's own validation of the request
            raise ChatError(400, str(error)) from None
        if isinstance(result, dict) and "error" in result:
            refused.append(result["error"])
        if refused:
            raise _chat_error(refused[0])


def _events(chunk: dict[str, Any]) -> list[Event]:
    events: list[Event] = []
    for choice in chunk.get("choices") or ():
        text = (choice.get("delta") or {}).get("content")
        if text:
            events.append(Delta(text))
        if choice.get("finish_reason"):
            events.append(Finished(str(choice["finish_reason"])))
    usage = chunk.get("usage")
    if isinstance(usage, dict):
        events.append(
            Usage(int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0)))
        )
    return events


def _chat_error(error: dict[str, Any]) -> ChatError:
    """llama.cpp's error object (an int `code`, its own `type`s) as OpenAI's."""
    message = str(error.get("message") or "the local model refused the request")
    if error.get("type") == "exceed_context_size_error":
        return ChatError(
            400,
            f"This model's maximum context length is {error.get('n_ctx')} tokens. However, "
            f"your messages resulted in {error.get('n_prompt_tokens')} tokens. Please reduce "
            "the length of the messages.",
            param="messages",
            code="context_length_exceeded",
        )
    code = error.get("code")
    status = code if isinstance(code, int) and 400 <= code <= 599 else 500
    kind = "invalid_request_error" if status < 500 else "server_error"
    return ChatError(status, message, type=kind)
