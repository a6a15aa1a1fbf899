"""Chat Completions wire format for a scripted `Reply`: one object, or a chunk stream."""

from __future__ import annotations

from typing import Any

import orjson

from tests.fake_upstream.scenarios import STREAM_ERROR_MESSAGE, Reply

FINGERPRINT = "fp_fake"


def pieces(text: str, words: int) -> list[str]:
    """Split text into pieces of `words` words; the pieces concatenate back to `text`."""
    parts = text.split(" ")
    out: list[str] = []
    for start in range(0, len(parts), words):
        piece = " ".join(parts[start : start + words])
        if start + words < len(parts):
            piece += " "
        out.append(piece)
    return [p for p in out if p] or [text]


def wants_logprobs(body: dict[str, Any]) -> bool:
    """True when the request asks for token log probabilities."""
    return body.get("logprobs") is True or isinstance(body.get("top_logprobs"), int)


def _token_logprob(index: int, token: str, top: int) -> dict[str, Any]:
    logprob = -0.01 * (index % 7 + 1)
    alternatives = [{"token": token, "logprob": logprob, "bytes": list(token.encode())}] + [
        {"token": f"alt{j}", "logprob": logprob - j, "bytes": list(f"alt{j}".encode())}
        for j in range(1, top)
    ]
    return {
        "token": token,
        "logprob": logprob,
        "bytes": list(token.encode()),
        "top_logprobs": alternatives[:top],
    }


def _top(body: dict[str, Any]) -> int:
    top = body.get("top_logprobs")
    return top if isinstance(top, int) and top > 0 else 0


def _usage(reply: Reply) -> dict[str, Any]:
    usage: dict[str, Any] = {
        "prompt_tokens": reply.prompt_tokens,
        "completion_tokens": reply.completion_tokens,
        "total_tokens": reply.prompt_tokens + reply.completion_tokens,
    }
    if reply.reasoning:
        usage["completion_tokens_details"] = {"reasoning_tokens": reply.reasoning_tokens}
    return usage


def _content_tokens(reply: Reply, body: dict[str, Any]) -> list[str]:
    assert reply.content is not None
    if reply.ticks or wants_logprobs(body):
        return pieces(reply.content, 1)
    return pieces(reply.content, 2)


def completion(reply: Reply, body: dict[str, Any], completion_id: str, created: int) -> bytes:
    """The non-streaming `chat.completion` object, encoded."""
    message: dict[str, Any] = {
        "role": "assistant",
        "content": reply.content,
        "refusal": reply.refusal,
    }
    if reply.reasoning is not None:
        message["reasoning_content"] = reply.reasoning
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": call.id,
                "type": "function",
                "function": {"name": call.name, "arguments": call.arguments},
            }
            for call in reply.tool_calls
        ]
    logprobs: dict[str, Any] | None = None
    if reply.content is not None and wants_logprobs(body):
        top = _top(body)
        logprobs = {
            "content": [
                _token_logprob(i, token, top)
                for i, token in enumerate(_content_tokens(reply, body))
            ],
            "refusal": None,
        }
    return orjson.dumps(
        {
            "id": completion_id,
            "object": "chat.completion",
            "created": created,
            "model": body.get("model"),
            "system_fingerprint": FINGERPRINT,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": logprobs,
                    "finish_reason": reply.finish_reason,
                }
            ],
            "usage": _usage(reply),
        }
    )


def _event(obj: Any) -> bytes:
    return b"data: " + orjson.dumps(obj) + b"\n\n"


DONE_EVENT = b"data: [DONE]\n\n"


def stream_events(
    reply: Reply, body: dict[str, Any], completion_id: str, created: int
) -> list[bytes]:
    """The SSE events of the streamed reply, `[DONE]` included (or the error event)."""
    options = body.get("stream_options")
    include_usage = isinstance(options, dict) and options.get("include_usage") is True
    model = body.get("model")

    def chunk(delta: dict[str, Any], finish: str | None = None, logprobs: Any = None) -> bytes:
        obj: dict[str, Any] = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "system_fingerprint": FINGERPRINT,
            "choices": [
                {"index": 0, "delta": delta, "logprobs": logprobs, "finish_reason": finish}
            ],
        }
        if include_usage:
            obj["usage"] = None  # as OpenAI: null on every chunk but the last
        return _event(obj)

    events: list[bytes] = []
    first: dict[str, Any] = {"role": "assistant", "content": "" if reply.content else None}
    if reply.refusal is not None:
        first["refusal"] = ""
    events.append(chunk(first))
    if reply.reasoning:
        events.extend(chunk({"reasoning_content": p}) for p in pieces(reply.reasoning, 2))
    if reply.content:
        tokens = _content_tokens(reply, body)
        if wants_logprobs(body):
            top = _top(body)
            events.extend(
                chunk(
                    {"content": token},
                    logprobs={"content": [_token_logprob(i, token, top)], "refusal": None},
                )
                for i, token in enumerate(tokens)
            )
        else:
            events.extend(chunk({"content": token}) for token in tokens)
    if reply.refusal:
        events.extend(chunk({"refusal": p}) for p in pieces(reply.refusal, 2))
    if reply.tool_calls:
        events.extend(_tool_call_events(reply, chunk))
    if reply.stream_error:
        # A few real chunks, then the in-band error vLLM/OpenAI send when generation dies.
        error = {"error": {"message": STREAM_ERROR_MESSAGE, "type": "server_error"}}
        return [*events[:3], _event(error)]
    if reply.stream_cut:
        return events[:3]
    events.append(chunk({}, reply.finish_reason))
    if include_usage:
        usage_chunk: dict[str, Any] = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "system_fingerprint": FINGERPRINT,
            "choices": [],
            "usage": _usage(reply),
        }
        events.append(_event(usage_chunk))
    events.append(DONE_EVENT)
    return events


def _tool_call_events(reply: Reply, chunk: Any) -> list[bytes]:
    """Headers first (id, type, name, empty arguments), then argument pieces.

    With several calls the argument pieces are interleaved, as parallel-call streams are.
    """
    events: list[bytes] = []
    for index, call in enumerate(reply.tool_calls):
        header = {
            "index": index,
            "id": call.id,
            "type": "function",
            "function": {"name": call.name, "arguments": ""},
        }
        events.append(chunk({"tool_calls": [header]}))
    split = [_arg_pieces(call.arguments) for call in reply.tool_calls]
    for step in range(max(len(s) for s in split)):
        for index, parts in enumerate(split):
            if step < len(parts):
                piece = {"index": index, "function": {"arguments": parts[step]}}
                events.append(chunk({"tool_calls": [piece]}))
    return events


def _arg_pieces(arguments: str, size: int = 7) -> list[str]:
    return [arguments[i : i + size] for i in range(0, len(arguments), size)] or [""]
