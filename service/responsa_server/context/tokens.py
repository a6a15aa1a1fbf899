"""`TokenCounter`: a prompt's input tokens, counted as the upstream counts them.

Where the upstream has a tokenizer endpoint it does the counting: `POST /tokenize` with the chat
`messages` (vLLM, and the bundled local model, apply the chat template and report `count`).
A server without one (404/405/400 on that shape: Ollama, OpenAI) gets the stated approximation
below instead, and is not asked again for a while. The model's route picks the upstream asked
(and the model name it knows); a model no route serves is approximated.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Literal

import orjson

from responsa_server.upstream.client import UpstreamError
from responsa_server.upstream.fleet import UpstreamFleet

Method = Literal["tokenizer", "approximation"]
RETRY_UNSUPPORTED_SECONDS = 300.0
# The approximation: about four characters per token (English text with BPE tokenizers), plus
# a few tokens of chat-template framing per message.
CHARS_PER_TOKEN = 4
TOKENS_PER_MESSAGE = 4
TOKENS_PER_PROMPT = 3
# An upper bound needs no tokenizer: a byte-level BPE token covers at least one byte, and no
# template adds more than this many special tokens around a message.
MAX_FRAMING_TOKENS_PER_MESSAGE = 16
# An inline image or file (a data URL) is counted as this many characters, not by its base64:
# a model reads an image as a few hundred to a few thousand tokens whatever its byte size.
INLINE_DATA_CHARS = 4096


@dataclass(frozen=True, slots=True)
class TokenCount:
    """A count and how it was made."""

    tokens: int
    method: Method


def _text(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> list[str]:
    texts: list[str] = []
    for message in messages:
        content = message.get("content")
        if isinstance(content, str):
            texts.append(content)
        elif content is not None:
            texts.append(orjson.dumps([_without_inline_data(part) for part in content]).decode())
        if message.get("tool_calls"):
            texts.append(orjson.dumps(message["tool_calls"]).decode())
    if tools:
        texts.append(orjson.dumps(tools).decode())
    return texts


def _without_inline_data(part: Any) -> Any:
    """A chat content part with its data URL (an image's or a file's) replaced by a stand-in
    of INLINE_DATA_CHARS characters."""
    if not isinstance(part, dict):
        return part
    for key, field in (("image_url", "url"), ("file", "file_data")):
        inner = part.get(key)
        if isinstance(inner, dict) and str(inner.get(field, "")).startswith("data:"):
            return {**part, key: {**inner, field: "x" * INLINE_DATA_CHARS}}
    return part


def approximate(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> int:
    """The approximation used without a tokenizer endpoint (see the module docstring)."""
    chars = sum(len(text) for text in _text(messages, tools))
    return TOKENS_PER_PROMPT + TOKENS_PER_MESSAGE * len(messages) + -(-chars // CHARS_PER_TOKEN)


def upper_bound(messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None) -> int:
    """At least as many tokens as any byte-level tokenizer makes of this prompt."""
    size = sum(len(text.encode()) for text in _text(messages, tools))
    return size + MAX_FRAMING_TOKENS_PER_MESSAGE * (len(messages) + 1)


class TokenCounter:
    """Counts prompts with the routed upstream's tokenizer when it has one."""

    def __init__(self, fleet: UpstreamFleet) -> None:
        self._fleet = fleet
        # Per upstream: until when it is not asked again (it has no tokenizer endpoint).
        self._unsupported_until: dict[str, float] = {}
        # The window a tokenizer reply stated (vLLM adds max_model_len), per model.
        self.windows: dict[str, int] = {}

    async def count(
        self, model: str, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None
    ) -> TokenCount:
        """The prompt's input tokens."""
        route = self._fleet.routes.find(model)
        upstream = route.upstream if route is not None else None
        if upstream is not None and time.monotonic() >= self._unsupported_until.get(upstream, 0):
            assert route is not None
            payload: dict[str, Any] = {
                "model": route.upstream_model,
                "messages": messages,
                "add_generation_prompt": True,
            }
            if tools:
                payload["tools"] = tools
            try:
                status, body = await self._fleet.client(upstream).request_json(
                    "POST", "/tokenize", payload
                )
            except UpstreamError:
                status, body = 0, None
            if status == 200 and isinstance(body, dict):
                window = body.get("max_model_len")
                if isinstance(window, int) and window > 0:
                    self.windows[model] = window
                count = body.get("count")
                if isinstance(count, int):
                    return TokenCount(count, "tokenizer")
                tokens = body.get("tokens")
                # llama.cpp's /tokenize ignores `messages` and tokenizes an absent `content`.
                if isinstance(tokens, list) and (tokens or not messages):
                    return TokenCount(len(tokens), "tokenizer")
            self._unsupported_until[upstream] = time.monotonic() + RETRY_UNSUPPORTED_SECONDS
        return TokenCount(approximate(messages, tools), "approximation")
