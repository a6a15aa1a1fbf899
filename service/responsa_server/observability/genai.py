"""OpenTelemetry's GenAI semantic conventions on the spans of a response (docs/observability.md):
the attributes of a model call (`chat`) and of a tool execution (`execute_tool`), and the
opt-in content event. Backends with LLM views (Arize Phoenix, Langfuse, Datadog, Grafana) read
a tool loop from these names.

Message content is recorded only with `RESPONSA_LOG_CONTENT=1` (`logs.content_enabled`), as the
conventions' opt-in `gen_ai.client.inference.operation.details` event on the model call's span.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import orjson
from opentelemetry.trace import Span

CHAT = "chat"
EXECUTE_TOOL = "execute_tool"
DETAILS_EVENT = "gen_ai.client.inference.operation.details"
# gen_ai.tool.type: server tools run here, on the agent's side, calling out ("extension").
TOOL_TYPE = "extension"


def call_started(model: str) -> dict[str, str]:
    """The attributes a model call's span starts with."""
    return {"gen_ai.operation.name": CHAT, "gen_ai.request.model": model}


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
                "arguments": function.get("arguments"),
            }
        )
    if message.get("role") == "tool":
        parts = [
            {"type": "tool_call_response", "id": message.get("tool_call_id"), "response": content}
        ]
    return parts


def content_event(
    span: Span,
    messages: Iterable[Mapping[str, Any]],
    output: Iterable[Mapping[str, Any]],
    calls: Iterable[tuple[str, str, str]],
) -> None:
    """The call's input messages and its output: the text of its message items and the tool
    calls (id, name, arguments) it asked for (opt-in: only with RESPONSA_LOG_CONTENT=1)."""
    inputs = [{"role": m.get("role"), "parts": _parts(m)} for m in messages]
    parts: list[dict[str, Any]] = [
        {"type": "text", "content": part.get("text") or part.get("refusal") or ""}
        for item in output
        if item.get("type") == "message"
        for part in item.get("content") or ()
    ]
    parts.extend(
        {"type": "tool_call", "id": call_id, "name": name, "arguments": arguments}
        for call_id, name, arguments in calls
    )
    outputs = [{"role": "assistant", "parts": parts}] if parts else []
    span.add_event(
        DETAILS_EVENT,
        {
            "gen_ai.input.messages": orjson.dumps(inputs).decode(),
            "gen_ai.output.messages": orjson.dumps(outputs).decode(),
        },
    )
