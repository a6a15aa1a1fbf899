"""OpenTelemetry's GenAI semantic conventions on the spans of a response (docs/observability.md):
the names and attributes of a model call (`chat {model}`, a CLIENT span) and of a tool execution
(`execute_tool {tool}`), and the opt-in content. Backends with LLM views (Arize Phoenix, Langfuse,
Datadog, Grafana) read a tool loop from these names.

Message content is recorded only with `RESPONSA_LOG_CONTENT=1` (`logs.content_enabled`), on the
model call's span as the conventions' opt-in attributes `gen_ai.input.messages` and
`gen_ai.output.messages` (JSON strings: span attributes hold no structured values yet), in the
shapes of their JSON schemas; and on an MCP call's span as `gen_ai.tool.call.arguments` and
`gen_ai.tool.call.result` (observability/hooks.py's `tool_call` and `tool_result`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import orjson
from opentelemetry.trace import Span

CHAT = "chat"
EXECUTE_TOOL = "execute_tool"
# gen_ai.tool.type: server tools run here, on the agent's side, calling out ("extension").
TOOL_TYPE = "extension"


def call_span_name(model: str) -> str:
    """A model call's span name: `{gen_ai.operation.name} {gen_ai.request.model}`."""
    return f"{CHAT} {model}"


def call_started(model: str, stream: bool) -> dict[str, str | bool]:
    """The attributes a model call's span starts with."""
    return {
        "gen_ai.operation.name": CHAT,
        "gen_ai.request.model": model,
        "gen_ai.request.stream": stream,
    }


def call_answered(
    span: Span,
    *,
    finish_reason: str | None,
    tokens: tuple[int, int, int],
    response_id: object = None,
    response_model: object = None,
) -> None:
    """What the upstream answered: its id and model (when it said), why it stopped, and the
    call's input, output and cached input tokens."""
    if isinstance(response_id, str) and response_id:
        span.set_attribute("gen_ai.response.id", response_id)
    if isinstance(response_model, str) and response_model:
        span.set_attribute("gen_ai.response.model", response_model)
    if finish_reason:
        span.set_attribute("gen_ai.response.finish_reasons", [finish_reason])
    input_tokens, output_tokens, cached = tokens
    span.set_attribute("gen_ai.usage.input_tokens", input_tokens)
    span.set_attribute("gen_ai.usage.output_tokens", output_tokens)
    span.set_attribute("gen_ai.usage.cache_read.input_tokens", cached)


def server_attributes(span: Span, host: str, port: int) -> None:
    """The upstream a model call went to (the last one tried, when a routed model tried
    several): the conventions' recommended `server.address` and `server.port`."""
    span.set_attribute("server.address", host)
    span.set_attribute("server.port", port)


def tool_span_name(name: str) -> str:
    """A tool execution's span name: `execute_tool {gen_ai.tool.name}`."""
    return f"{EXECUTE_TOOL} {name}"


def tool_attributes(name: str, call_id: str | None) -> dict[str, str]:
    """The attributes of a tool execution's span."""
    attributes = {
        "gen_ai.operation.name": EXECUTE_TOOL,
        "gen_ai.tool.name": name,
        "gen_ai.tool.type": TOOL_TYPE,
    }
    if call_id:
        attributes["gen_ai.tool.call.id"] = call_id
    return attributes


def _parts(message: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A Chat Completions message's content as the conventions' parts."""
    parts: list[dict[str, Any]] = []
    content = message.get("content")
    if isinstance(content, str):
        parts.append({"type": "text", "content": content})
    elif isinstance(content, list):
        for part in content:
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                parts.append({"type": "text", "content": part["text"]})
    for call in message.get("tool_calls") or ():
        function = call.get("function") or {}
        parts.append(
            {
                "type": "tool_call",
                "id": call.get("id"),
                "name": function.get("name"),
                "arguments": _arguments(function.get("arguments")),
            }
        )
    if message.get("role") == "tool":
        parts = [
            {"type": "tool_call_response", "id": message.get("tool_call_id"), "response": content}
        ]
    return parts


def _arguments(arguments: object) -> object:
    """A call's arguments as an object, as the conventions ask: the JSON string the model
    wrote, parsed when it parses (kept as the string otherwise)."""
    if isinstance(arguments, str):
        try:
            parsed: object = orjson.loads(arguments)
        except orjson.JSONDecodeError:
            return arguments
        return parsed
    return arguments


def record_content(
    span: Span,
    messages: Iterable[Mapping[str, Any]],
    output: Iterable[Mapping[str, Any]],
    live_text: str | None,
    calls: Iterable[tuple[str, str, str]],
    finish_reason: str | None,
) -> None:
    """The call's input messages and its output (the text of its message items and the tool
    calls, id, name and arguments, it asked for), as the opt-in span attributes (only with
    RESPONSA_LOG_CONTENT=1). `live_text`: the text of the last part, which has none yet (a
    part is closed once the turn's status is known)."""
    inputs = [{"role": m.get("role"), "parts": _parts(m)} for m in messages]
    parts: list[dict[str, Any]] = [
        {"type": "text", "content": part.get("text") or part.get("refusal") or ""}
        for item in output
        if item.get("type") == "message"
        for part in item.get("content") or ()
    ]
    if live_text is not None and parts:
        parts[-1]["content"] = live_text  # the live part is the last message's last one
    parts.extend(
        {"type": "tool_call", "id": call_id, "name": name, "arguments": _arguments(arguments)}
        for call_id, name, arguments in calls
    )
    # The output schema requires a finish reason per message: the upstream's; one that said
    # none (a native Responses upstream's stream) stopped for its calls, or on its own.
    reason = finish_reason or ("tool_calls" if calls else "stop")
    outputs = [{"role": "assistant", "parts": parts, "finish_reason": reason}] if parts else []
    span.set_attribute("gen_ai.input.messages", orjson.dumps(inputs).decode())
    span.set_attribute("gen_ai.output.messages", orjson.dumps(outputs).decode())
