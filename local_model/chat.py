"""Chat Completions requests in, runtime requests out: validation with OpenAI-shaped errors.

Only what the bundled model can honour is passed on to the runtime. Parameters a text-only,
135M-parameter model cannot act on (`tools`, `tool_choice`, `logprobs`, `user`, ...) are accepted
and ignored, so any OpenAI client, Responsa included, can talk to it unchanged.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

# Without max_tokens an answer may run until the context window is full (llama.cpp's n_predict
# -1, no context shift: finish_reason "length" there). A client that set no limit must not see
# one it never asked for (Codex sets none); the window is the only cap left.
MAX_STOP_SEQUENCES = 4

_ROLES = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant"}
_TOOL_ROLES = frozenset({"tool", "function"})


class ChatError(Exception):
    """A request the local upstream refuses; renders as `{"error": {...}}` with `status`."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        type: str = "invalid_request_error",  # OpenAI's field name
        param: str | None = None,
        code: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.type = type
        self.param = param
        self.code = code

    def body(self) -> dict[str, Any]:
        """OpenAI's error object."""
        return {
            "error": {
                "message": self.message,
                "type": self.type,
                "param": self.param,
                "code": self.code,
            }
        }


@dataclass(frozen=True, slots=True)
class ChatRequest:
    """A validated chat completion request, as the runtime will run it."""

    messages: list[dict[str, str]]
    # None: the client set no limit; generation may use the rest of the context window.
    max_tokens: int | None
    stream: bool
    include_usage: bool
    # Sampling and output options, already in the runtime's (OpenAI's) spelling.
    options: dict[str, Any]

    def runtime_body(self) -> dict[str, Any]:
        """The request for the runtime: always streamed with usage (see runtime.py)."""
        body = {
            **self.options,
            "messages": self.messages,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        return body


def parse_chat_request(body: object, *, context_length: int) -> ChatRequest:
    """Validate a decoded JSON body; raise ChatError naming the offending `param`."""
    if not isinstance(body, dict):
        raise ChatError(400, "The request body must be a JSON object.")
    messages = _messages(body.get("messages"))
    n = body.get("n")
    if n is not None and n != 1:
        raise ChatError(
            400, "This server generates one choice per request: n must be 1.", param="n"
        )
    max_tokens = _max_tokens(body, context_length)
    options: dict[str, Any] = {}
    for name, low, high in (
        ("temperature", 0.0, 2.0),
        ("top_p", 0.0, 1.0),
        ("presence_penalty", -2.0, 2.0),
        ("frequency_penalty", -2.0, 2.0),
    ):
        value = body.get(name)
        if value is not None:
            options[name] = _number(value, name, low, high)
    seed = body.get("seed")
    if seed is not None:
        if not _is_int(seed):
            raise ChatError(
                400, f"Invalid type for 'seed': expected an integer, got {seed!r}.", param="seed"
            )
        options["seed"] = seed
    stop = _stop(body.get("stop"))
    if stop:
        options["stop"] = stop
    response_format = body.get("response_format")
    if response_format is not None:
        # llama.cpp turns json_object / json_schema into a grammar over the sampled tokens.
        if not isinstance(response_format, dict) or response_format.get("type") not in (
            "text",
            "json_object",
            "json_schema",
        ):
            raise ChatError(400, "Invalid 'response_format'.", param="response_format")
        if response_format["type"] != "text":
            options["response_format"] = response_format
    stream = body.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise ChatError(400, "Invalid type for 'stream': expected a boolean.", param="stream")
    stream_options = body.get("stream_options")
    include_usage = False
    if stream_options is not None:
        if not isinstance(stream_options, dict):
            raise ChatError(400, "Invalid 'stream_options'.", param="stream_options")
        include_usage = stream_options.get("include_usage") is True
    return ChatRequest(
        messages=messages,
        max_tokens=max_tokens,
        stream=bool(stream),
        include_usage=include_usage,
        options=options,
    )


def chat_messages(value: object) -> list[dict[str, str]]:
    """A request's `messages` as the runtime gets them (also what /tokenize counts)."""
    return _messages(value)


def _messages(value: object) -> list[dict[str, str]]:
    if not isinstance(value, list) or not value:
        raise ChatError(400, "'messages' must be a non-empty array.", param="messages")
    messages: list[dict[str, str]] = []
    for index, message in enumerate(value):
        param = f"messages[{index}]"
        if not isinstance(message, dict):
            raise ChatError(400, f"Invalid type for '{param}': expected an object.", param=param)
        role = message.get("role")
        if role in _TOOL_ROLES:
            # The model has no tool-calling format of its own; a tool result is context to it.
            messages.append({"role": "tool", "content": _text(message.get("content"), param)})
            continue
        if role not in _ROLES:
            raise ChatError(
                400, f"Invalid value for '{param}.role': {role!r}.", param=f"{param}.role"
            )
        text = _text(message.get("content"), param)
        if role == "assistant":
            # Earlier tool calls stay visible to the model as text, not as a call format it
            # was never trained on.
            for call in message.get("tool_calls") or ():
                function = call.get("function") if isinstance(call, dict) else None
                if isinstance(function, dict):
                    text += f"\nCalled {function.get('name')}({function.get('arguments', '')})"
        messages.append({"role": _ROLES[role], "content": text})
    return messages


def _text(content: object, param: str) -> str:
    """Message content as plain text: the model reads text only."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        pieces: list[str] = []
        for index, part in enumerate(content):
            if not isinstance(part, dict) or part.get("type") not in ("text", "input_text"):
                kind = part.get("type") if isinstance(part, dict) else type(part).__name__
                raise ChatError(
                    400,
                    f"The bundled local model reads text only; got a {kind!r} content part.",
                    param=f"{param}.content[{index}]",
                )
            pieces.append(str(part.get("text", "")))
        return "".join(pieces)
    raise ChatError(400, f"Invalid type for '{param}.content'.", param=f"{param}.content")


def _max_tokens(body: dict[str, Any], context_length: int) -> int | None:
    # max_completion_tokens is the newer spelling of the same limit.
    for name in ("max_completion_tokens", "max_tokens"):
        value = body.get(name)
        if value is None:
            continue
        if not _is_int(value) or value < 1:
            raise ChatError(
                400, f"Invalid '{name}': expected an integer >= 1, got {value!r}.", param=name
            )
        if value > context_length:
            raise ChatError(
                400,
                f"'{name}' is {value}, but this model's maximum context length is "
                f"{context_length} tokens.",
                param=name,
                code="context_length_exceeded",
            )
        return int(value)
    return None


def _number(value: object, name: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ChatError(400, f"Invalid type for '{name}': expected a number.", param=name)
    if not low <= value <= high:
        raise ChatError(
            400, f"Invalid '{name}': {value} is not between {low} and {high}.", param=name
        )
    return float(value)


def _stop(value: object) -> list[str]:
    if value is None:
        return []
    stops = [value] if isinstance(value, str) else value
    if (
        not isinstance(stops, list)
        or len(stops) > MAX_STOP_SEQUENCES
        or not all(isinstance(s, str) and s for s in stops)
    ):
        raise ChatError(
            400,
            f"'stop' must be a non-empty string or up to {MAX_STOP_SEQUENCES} of them.",
            param="stop",
        )
    return list(stops)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
