"""A create request -> the Chat Completions request body sent upstream."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest

LOGPROBS_INCLUDE = "message.output_text.logprobs"


def build_chat_payload(
    request: CreateRequest, messages: list[dict[str, Any]], *, stream: bool
) -> dict[str, Any]:
    """Map Responses parameters onto their Chat Completions equivalents.

    Only parameters the client set are sent, so each backend applies its own defaults.
    """
    payload: dict[str, Any] = {"model": request.model, "messages": messages}
    if request.temperature is not None:
        payload["temperature"] = request.temperature
    if request.top_p is not None:
        payload["top_p"] = request.top_p
    if request.max_output_tokens is not None:
        # max_tokens is the spelling every Chat Completions backend (vLLM, Ollama, llama.cpp) reads.
        payload["max_tokens"] = request.max_output_tokens
    tools, tool_choice = request.tools, request.tool_choice
    if isinstance(tool_choice, dict) and tool_choice.get("type") == "allowed_tools":
        # Chat Completions has no allowed_tools: send only those tools, with the mode as choice.
        allowed = {t.get("name") for t in tool_choice.get("tools") or ()}
        tools = [tool for tool in tools if tool["name"] in allowed]
        tool_choice = tool_choice.get("mode") or "auto"
    if tools:
        payload["tools"] = [_chat_tool(tool) for tool in tools]
        if request.parallel_tool_calls is not None:
            payload["parallel_tool_calls"] = request.parallel_tool_calls
    if tool_choice is not None:
        payload["tool_choice"] = _chat_tool_choice(tool_choice)
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


def _chat_tool(tool: dict[str, Any]) -> dict[str, Any]:
    function: dict[str, Any] = {"name": tool["name"]}
    if tool.get("description") is not None:
        function["description"] = tool["description"]
    if tool.get("parameters") is not None:
        function["parameters"] = tool["parameters"]
    if tool.get("strict") is not None:
        function["strict"] = tool["strict"]
    return {"type": "function", "function": function}


def _chat_tool_choice(choice: str | dict[str, Any]) -> str | dict[str, Any]:
    if isinstance(choice, str):
        return choice
    return {"type": "function", "function": {"name": choice["name"]}}


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
