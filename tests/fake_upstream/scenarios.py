"""What the fake upstream answers: one scripted reply per scenario (picked by `model`).

A scenario yields a `Reply` (the logical assistant turn); `wire.py` renders it either as
one chat.completion object or as a chunk stream, so both modes always agree.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

SCENARIOS = (
    "fake-text",
    "fake-tool-call",
    "fake-parallel-tools",
    "fake-length",
    "fake-reasoning",
    "fake-refusal",
    "fake-logprobs",
    "fake-error-400",
    "fake-error-400-secret",
    "fake-error-401",
    "fake-error-429",
    "fake-error-500",
    "fake-error-503",
    "fake-stream-error",
    "fake-stream-cut",
    "fake-slow",
    "fake-paced",
    "fake-paced-stream",
    "fake-hang",
    "fake-stall",
    "fake-large",
    "fake-script",
    "fake-small-context",
    "fake-hidden-context",
)

# Context windows (tokens, as prompt_tokens_of counts): the first is stated by /v1/models
# (as vLLM's max_model_len), the second only revealed by the overflow error.
SMALL_CONTEXT_TOKENS = 60
STATED_WINDOWS = {"fake-small-context": SMALL_CONTEXT_TOKENS}
HIDDEN_WINDOWS = {**STATED_WINDOWS, "fake-hidden-context": SMALL_CONTEXT_TOKENS}

SLOW_TICK_SECONDS = 0.05
SLOW_TICKS = 200  # ~10 s; a request's max_tokens / max_completion_tokens lowers it
PACED_TICK_SECONDS = 0.001
PACED_TOKENS = 20  # ~20 ms per answer
# A real model's stream (fake-paced-stream): the first token after 100 ms, then 100 at 10 ms.
PACED_STREAM_PAUSE_SECONDS = 0.1
PACED_STREAM_TICK_SECONDS = 0.01
PACED_STREAM_TOKENS = 100
STREAM_ERROR_MESSAGE = "Fake upstream failed mid-stream"
LARGE_MAX_BYTES = 128 * 1024 * 1024
# A credential as upstream error messages quote it (fake-error-401, fake-error-400-secret).
LEAKED_KEY = "sk-live-L3akedUpstreamKey0123456789"
LEAKED_KEY_MESSAGE = f"Incorrect API key provided: Bearer {LEAKED_KEY}."


@dataclass
class ToolCall:
    """One function call the assistant makes."""

    id: str
    name: str
    arguments: str


@dataclass
class Reply:
    """The logical assistant turn a scenario produces."""

    content: str | None = None
    reasoning: str | None = None
    refusal: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)
    finish_reason: str = "stop"
    prompt_tokens: int = 0
    # HTTP error instead of a reply: (status, OpenAI-shaped body)
    error: tuple[int, dict[str, Any]] | None = None
    # stream a few chunks then an in-band error event
    stream_error: bool = False
    # stream a few chunks then drop the connection mid-body (no terminating chunk)
    stream_cut: bool = False
    # seconds between content pieces, and how many pieces (fake-slow)
    tick: float = 0.0
    ticks: int = 0
    hang: bool = False
    # send the head and the first part of the body, then nothing until the client leaves
    stall: bool = False
    # seconds before anything of the answer is sent (fake-script's `PAUSE <seconds>`)
    pause: float = 0.0

    @property
    def completion_tokens(self) -> int:
        """Deterministic token count: words of text plus a quarter of argument chars."""
        words = sum(len(t.split()) for t in (self.content, self.reasoning, self.refusal) if t)
        args = sum((len(c.arguments) + 3) // 4 + 1 for c in self.tool_calls)
        return words + args

    @property
    def reasoning_tokens(self) -> int:
        """Words of reasoning text."""
        return len(self.reasoning.split()) if self.reasoning else 0


class CallIds:
    """Hands out `call_1`, `call_2`, …; reset with the server's other state."""

    def __init__(self) -> None:
        self.next = 1

    def take(self) -> str:
        """The next tool-call id."""
        value = f"call_{self.next}"
        self.next += 1
        return value


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            part.get("text", "")
            for part in content
            if isinstance(part, dict) and isinstance(part.get("text"), str)
        )
    return ""


def _image_only(message: Any) -> bool:
    """A user message of images only."""
    content = message.get("content") if isinstance(message, dict) else None
    return isinstance(content, list) and message.get("role") == "user" and not _text_of(content)


def _shown_after_results(messages: list[Any], index: int) -> bool:
    """Whether messages[index] is an image-only user message after tool results (what a server
    tool made, such as a generated image, shown to the model)."""
    before = index
    while before >= 0 and _image_only(messages[before]):
        before -= 1
    tool = before >= 0 and isinstance(messages[before], dict)
    return before < index and tool and messages[before].get("role") == "tool"


def last_user_text(messages: list[Any]) -> str:
    """Text of the last `user` message (string or text parts), or ''; images shown after tool
    results are not the user speaking."""
    for index in range(len(messages) - 1, -1, -1):
        message = messages[index]
        if isinstance(message, dict) and message.get("role") == "user":
            if _shown_after_results(messages, index):
                continue
            return _text_of(message.get("content"))
    return ""


def _trailing_tool_outputs(messages: list[Any]) -> list[str]:
    outputs: list[str] = []
    end = len(messages)
    while end > 0 and _shown_after_results(messages, end - 1):
        end -= 1
    for message in reversed(messages[:end]):
        if not isinstance(message, dict) or message.get("role") != "tool":
            break
        outputs.append(_text_of(message.get("content")))
    outputs.reverse()
    return outputs


def prompt_tokens_of(messages: list[Any]) -> int:
    """The prompt tokens the fake reports for `messages` (words plus 3 per message)."""
    words = 0
    for message in messages:
        if isinstance(message, dict):
            words += len(_text_of(message.get("content")).split()) + 3
    return max(words, 1)


def _sample_value(name: str, schema: Any) -> Any:
    if not isinstance(schema, dict):
        return "example"
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return enum[0]
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    if kind == "integer":
        return 1
    if kind == "number":
        return 1.5
    if kind == "boolean":
        return True
    if kind == "array":
        return []
    if kind == "object":
        return sample_arguments(schema)
    return "Paris" if name in ("location", "city", "place") else "example"


def sample_arguments(schema: Any) -> dict[str, Any]:
    """Arguments object for a JSON Schema: one sample value per property."""
    if not isinstance(schema, dict):
        return {}
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return {}
    return {name: _sample_value(name, sub) for name, sub in properties.items()}


def _function_tools(body: dict[str, Any]) -> list[dict[str, Any]]:
    tools = body.get("tools")
    if not isinstance(tools, list):
        return []
    found: list[dict[str, Any]] = []
    for tool in tools:
        if isinstance(tool, dict) and isinstance(tool.get("function"), dict):
            found.append(tool["function"])
    return found


def _error(status: int, message: str, kind: str, code: str | None) -> Reply:
    body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
    return Reply(error=(status, body))


def _max_tokens(body: dict[str, Any]) -> int | None:
    for key in ("max_completion_tokens", "max_tokens"):
        value = body.get(key)
        if isinstance(value, int) and value > 0:
            return value
    return None


_SCRIPTED_CALL = re.compile(r"CALL (\S+) (?=\{)")
_JSON = json.JSONDecoder()


def _scripted_calls(script: str) -> list[tuple[str, str]]:
    """Each `CALL <tool> {json}` of a script: the tool and its arguments (nested JSON too)."""
    found: list[tuple[str, str]] = []
    for match in _SCRIPTED_CALL.finditer(script):
        try:
            arguments, _ = _JSON.raw_decode(script, match.end())
        except json.JSONDecodeError:
            continue
        found.append((match.group(1), json.dumps(arguments)))
    return found


_SCRIPTED_PAUSE = re.compile(r"PAUSE (\d+(?:\.\d+)?)")
# `SAY <word>` (fake-script) and `MARK <word>` (fake-slow) put a word of the caller's into the
# answer, so answers differ per request (the fault suite tells jobs apart by their text).
_SCRIPTED_SAY = re.compile(r"\bSAY (\S+)")
_SLOW_MARK = re.compile(r"\bMARK (\S+)")


def _offered_name(wanted: str, offered: list[str]) -> str | None:
    """The offered tool a script means by `wanted`: the same name, or a server-qualified one."""
    if wanted in offered:
        return wanted
    safe = re.sub(r"[^a-zA-Z0-9_-]", "_", wanted)
    for name in offered:
        if name == safe or name.endswith(f"__{safe}"):
            return name
    return None


def scripted_reply(
    messages: list[Any], body: dict[str, Any], call_ids: CallIds, prompt_tokens: int
) -> Reply:
    """fake-script: the last user message scripts the model.

    `CALL <tool> {json}` (any number, run in parallel) calls those tools when the conversation
    does not end in tool results (images shown after them, such as a generated image, count
    as part of them); once it does, the answer is `Tool said: <outputs> | offered:
    <tool names>`. `LOOP` calls again even after results (to hit turn limits). A scripted tool
    the request does not offer is skipped, and the answer says which tools were offered.
    `PAUSE <seconds>` delays that answer (after tool results) by so long before its first byte;
    `SAY <word>` ends that answer with ` | <word>`.
    """
    offered = [str(tool.get("name")) for tool in _function_tools(body)]
    script = last_user_text(messages)
    outputs = _trailing_tool_outputs(messages)
    summary = f"offered: {','.join(offered) or '-'}"
    if outputs and "LOOP" not in script:
        paused = _SCRIPTED_PAUSE.search(script)
        said = _SCRIPTED_SAY.search(script)
        return Reply(
            content=f"Tool said: {' | '.join(outputs)} | {summary}"
            + (f" | {said.group(1)}" if said else ""),
            prompt_tokens=prompt_tokens,
            pause=float(paused.group(1)) if paused else 0.0,
        )
    calls: list[ToolCall] = []
    for wanted, arguments in _scripted_calls(script):
        name = _offered_name(wanted, offered)
        if name is not None:
            calls.append(
                ToolCall(id=call_ids.take(), name=name, arguments=json.dumps(json.loads(arguments)))
            )
    if not calls:
        return Reply(content=f"No tool to call | {summary}", prompt_tokens=prompt_tokens)
    return Reply(tool_calls=calls, finish_reason="tool_calls", prompt_tokens=prompt_tokens)


def build_reply(body: dict[str, Any], call_ids: CallIds, dumps: Any) -> Reply:
    """The reply for a chat completion request body; `dumps` encodes tool arguments."""
    model = body.get("model")
    messages = body.get("messages")
    if not isinstance(messages, list):
        messages = []
    prompt_tokens = prompt_tokens_of(messages)
    user_text = last_user_text(messages)
    echo = f"Echo: {user_text}"

    if model in ("fake-tool-call", "fake-parallel-tools"):
        outputs = _trailing_tool_outputs(messages)
        tools = _function_tools(body)
        if outputs or not tools:
            text = f"Tool said: {' | '.join(outputs)}" if outputs else echo
            return Reply(content=text, prompt_tokens=prompt_tokens)
        wanted = 2 if model == "fake-parallel-tools" else 1
        chosen = [tools[min(i, len(tools) - 1)] for i in range(wanted)]
        calls = [
            ToolCall(
                id=call_ids.take(),
                name=str(tool.get("name", "")),
                arguments=dumps(sample_arguments(tool.get("parameters"))).decode(),
            )
            for tool in chosen
        ]
        return Reply(tool_calls=calls, finish_reason="tool_calls", prompt_tokens=prompt_tokens)
    if model == "fake-script" or (model not in SCENARIOS and "CALL " in user_text):
        # A client's own model name (Codex's default model, `codex -m gpt-5.5`) scripts too.
        return scripted_reply(messages, body, call_ids, prompt_tokens)
    if isinstance(model, str) and model in HIDDEN_WINDOWS:
        window = HIDDEN_WINDOWS[model]
        wanted = _max_tokens(body) or 0
        if prompt_tokens + wanted > window:
            # vLLM's wording and shape for a prompt larger than the model's context.
            message = (
                f"This model's maximum context length is {window} tokens. However, you "
                f"requested {prompt_tokens + wanted} tokens ({prompt_tokens} in the messages, "
                f"{wanted} in the completion). Please reduce the length of the messages or "
                "completion."
            )
            return Reply(
                error=(
                    400,
                    {
                        "object": "error",
                        "message": message,
                        "type": "BadRequestError",
                        "param": None,
                        "code": 400,
                    },
                )
            )
    if model == "fake-length":
        return Reply(
            content="This answer is cut off because it ran out of",
            finish_reason="length",
            prompt_tokens=prompt_tokens,
        )
    if model == "fake-reasoning":
        return Reply(
            reasoning=f"The user said {user_text!r}, so I will echo it back.",
            content=echo,
            prompt_tokens=prompt_tokens,
        )
    if model == "fake-refusal":
        return Reply(refusal="I'm sorry, but I can't help with that.", prompt_tokens=prompt_tokens)
    if model == "fake-error-400":
        return _error(400, "Fake upstream rejected the request", "invalid_request_error", None)
    if model == "fake-error-401":
        return _error(401, LEAKED_KEY_MESSAGE, "invalid_request_error", "invalid_api_key")
    if model == "fake-error-400-secret":
        message = f"Unknown parameter for key {LEAKED_KEY} (api_key={LEAKED_KEY})"
        return _error(400, message, "invalid_request_error", "invalid_api_key")
    if model == "fake-error-429":
        return _error(429, "Fake upstream rate limit reached", "requests", "rate_limit_exceeded")
    if model == "fake-error-500":
        return _error(500, "Fake upstream internal error", "server_error", None)
    if model == "fake-error-503":
        return _error(503, "Fake upstream is overloaded", "server_error", None)
    if model == "fake-stream-error":
        return Reply(content=echo, prompt_tokens=prompt_tokens, stream_error=True)
    if model == "fake-stream-cut":
        return Reply(content=echo, prompt_tokens=prompt_tokens, stream_cut=True)
    if model == "fake-slow":
        ticks = min(SLOW_TICKS, _max_tokens(body) or SLOW_TICKS)
        marked = _SLOW_MARK.search(user_text)
        suffix = f"-{marked.group(1)}" if marked else ""
        return Reply(
            content=" ".join(f"tick{i}{suffix}" for i in range(ticks)),
            prompt_tokens=prompt_tokens,
            tick=SLOW_TICK_SECONDS,
            ticks=ticks,
        )
    if model == "fake-hang":
        return Reply(hang=True)
    if model == "fake-large":
        # One answer of as many bytes as the user message says (one delta when streamed).
        size = int(user_text) if user_text.isdigit() else 1024
        return Reply(content="x" * min(size, LARGE_MAX_BYTES), prompt_tokens=prompt_tokens)
    if model == "fake-stall":
        return Reply(content=echo, prompt_tokens=prompt_tokens, stall=True)
    if model == "fake-paced":
        # A fast real model (~1000 tokens/s): for benchmarks that want an upstream that takes
        # time, as every real one does.
        return Reply(
            content=" ".join(f"word{i}" for i in range(PACED_TOKENS)),
            prompt_tokens=prompt_tokens,
            tick=PACED_TICK_SECONDS,
            ticks=PACED_TOKENS,
        )
    if model == "fake-paced-stream":
        return Reply(
            content=" ".join(f"word{i}" for i in range(PACED_STREAM_TOKENS)),
            prompt_tokens=prompt_tokens,
            pause=PACED_STREAM_PAUSE_SECONDS,
            tick=PACED_STREAM_TICK_SECONDS,
            ticks=PACED_STREAM_TOKENS,
        )
    # fake-text, fake-logprobs and any unknown model
    return Reply(content=echo, prompt_tokens=prompt_tokens)
