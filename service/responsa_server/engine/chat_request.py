"""A create request -> the Chat Completions request body sent upstream."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.engine.tool_kinds import kinds_of

if TYPE_CHECKING:
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest

LOGPROBS_INCLUDE = "message.output_text.logprobs"


def turn_tools(
    request: CreateRequest, toolset: Toolset, *, first_turn: bool, with_mcp: bool
) -> tuple[list[dict[str, Any]], str | dict[str, Any] | None]:
    """The chat `tools` and `tool_choice` of one upstream call of the tool loop.

    `allowed_tools` narrows every call. A forcing choice (`required`, a named function or MCP
    tool) applies to the first call only: later calls follow tool results, and forcing them
    again would loop until the iteration cap.
    """
    choice = request.tool_choice
    kinds = kinds_of(request)
    only: set[str] | None = None
    wanted: str | dict[str, Any] | None = choice if isinstance(choice, str) else None
    if isinstance(choice, dict):
        if choice.get("type") == "allowed_tools":
            only = set()
            for entry in choice.get("tools") or ():
                allowed = kinds.kind_of_choice(str(entry.get("type")))
                if allowed is not None:
                    only |= allowed.chat_names(entry, toolset)
            wanted = choice.get("mode") or "auto"
        elif (kind := kinds.kind_of_choice(str(choice.get("type")))) is not None:
            # The chat function(s) the chosen tool is offered as (tool_kinds/).
            names = kind.chat_names(choice, toolset)
            if kind.choice_narrows:
                if first_turn:
                    only = names
                wanted = _function(next(iter(names))) if len(names) == 1 else "required"
            elif len(names) == 1:
                wanted = _function(next(iter(names)))
    tools = toolset.chat_tools(with_mcp=with_mcp, only=only)
    if not first_turn and wanted != "none":
        wanted = "auto"
    if not tools:
        # Nothing to offer (none declared, or max_tool_calls used up): only "none" still means
        # something to the backend.
        return [], "none" if wanted == "none" else None
    if isinstance(wanted, dict):
        offered = {tool["function"]["name"] for tool in tools}
        if wanted["function"]["name"] not in offered:
            wanted = "auto"
    return tools, wanted


def _function(name: str) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name}}


def build_chat_payload(
    request: CreateRequest,
    messages: list[dict[str, Any]],
    *,
    stream: bool,
    tools: list[dict[str, Any]],
    tool_choice: str | dict[str, Any] | None,
) -> dict[str, Any]:
    """Map Responses parameters onto their Chat Completions equivalents.

    Only parameters the client set are sent, so each backend applies its own defaults.
    """
    payload: dict[str, Any] = {"model": request.model, "messages": messages}
    if request.temperature is not None:
        payload["temperature"] = request.temperature
    if request.top_p is not None:
        payload["top_p"] = request.top_p
    if request.presence_penalty is not None:
        payload["presence_penalty"] = request.presence_penalty
    if request.frequency_penalty is not None:
        payload["frequency_penalty"] = request.frequency_penalty
    if request.max_output_tokens is not None:
        # max_tokens is the spelling every Chat Completions backend (vLLM, Ollama, llama.cpp) reads.
        payload["max_tokens"] = request.max_output_tokens
    if tools:
        payload["tools"] = tools
        if request.parallel_tool_calls is not None:
            payload["parallel_tool_calls"] = request.parallel_tool_calls
    if tool_choice is not None and (tools or tool_choice == "none"):
        payload["tool_choice"] = tool_choice
    response_format = _response_format(request.text)
    if response_format is not None:
        payload["response_format"] = response_format
    user = request.user or request.safety_identifier
    if user:
        payload["user"] = user
    if request.reasoning and request.reasoning.get("effort"):
        payload["reasoning_effort"] = request.reasoning["effort"]
    if (request.top_logprobs or 0) > 0 or LOGPROBS_INCLUDE in request.include:
        payload["logprobs"] = True
        if request.top_logprobs:
            payload["top_logprobs"] = request.top_logprobs
    if stream:
        payload["stream"] = True
        # Usage arrives in a final chunk only when asked for.
        payload["stream_options"] = {"include_usage": True}
    return payload


def _response_format(text: dict[str, Any] | None) -> dict[str, Any] | None:
    fmt = (text or {}).get("format") or {}
    kind = fmt.get("type")
    if kind == "json_object":
        return {"type": "json_object"}
    if kind == "json_schema":
        keys = ("name", "description", "schema", "strict")
        schema = {k: fmt[k] for k in keys if fmt.get(k) is not None}
        return {"type": "json_schema", "json_schema": schema}
    return None
