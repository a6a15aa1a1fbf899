"""Responses items -> Chat Completions messages.

The conversion is one-way and lossless for what Chat Completions can express: the stored items stay
the source of truth, and this runs again on every turn from them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from responsa_server.engine.replay import ChatName, Replay
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS, ToolKinds
from responsa_server.engine.tool_kinds.functions import text_of
from responsa_server.engine.toolset import namespaced_name
from responsa_server.inputs.reasoning import reasoning_text
from responsa_server.inputs.request_inputs import REASONING_KEY
from responsa_server.model.errors import invalid_param

__all__ = ["ChatName", "history_chat_name", "to_chat_messages"]

# Chat backends (vLLM, Ollama, llama.cpp) rarely know "developer"; it means "system" to them.
_CHAT_ROLE = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant"}


def history_chat_name(server_label: str, tool_name: str) -> str:
    """An MCP tool's chat name when no listing names it (the default of `to_chat_messages`)."""
    return f"{server_label}__{tool_name}"


def to_chat_messages(
    instructions: str | None,
    context: list[dict[str, Any]],
    input_items: list[dict[str, Any]],
    chat_name: ChatName = history_chat_name,
    function_name: ChatName = namespaced_name,
    searches: Mapping[str, tuple[str, str]] | None = None,
    kinds: ToolKinds = BUILT_IN_KINDS,
) -> list[dict[str, Any]]:
    """Build the chat `messages` for one upstream call.

    `instructions` come first as a system message (they are never inherited from earlier
    responses); `context` is every item of the previous_response_id chain, then this request's
    `input_items`. Messages are written here; every tool kind's items are read by the kind's
    replayer (engine/tool_kinds/): consecutive calls join one assistant message's `tool_calls`,
    as Chat Completions wants, their results follow. `chat_name` names MCP tools and
    `function_name` a namespace's functions as the model knows them; `searches` (item id ->
    (chat name, what the model read)) are this response's server calls. A reasoning item's
    text goes with the assistant message that follows it (`reasoning_content`; inputs/ renames
    or drops it per upstream), whether the item was stored or opened from a client's
    `encrypted_content`. Anything else a Chat Completions backend cannot take is left out.
    `kinds`: the registry whose replayers read the items (the request's: `kinds_of`).
    """
    replay = Replay(context, chat_name, function_name, searches or {})
    if instructions:
        replay.messages.append({"role": "system", "content": instructions})
    reasoning: list[str] = []  # reasoning waiting for the assistant message it led to
    for index, item in enumerate(context + input_items):
        kind = item.get("type", "message")
        if replay.results and kind not in kinds.turn_call_types:
            replay.flush()
        if kind == "item_reference":
            referenced = replay.known(item["id"])
            if referenced is None:
                raise invalid_param(
                    f"input[{index - len(context)}]",
                    f"Item with id '{item['id']}' not found.",
                    code="item_not_found",
                )
            item, kind = referenced, referenced.get("type", "message")
        if kind == "reasoning":
            text = reasoning_text(item)
            if text:
                reasoning.append(text)
            continue
        written = _written(replay.messages)
        if kind == "message":
            replay.send_shown()
            _append_message(replay.messages, item)
        else:
            replayer = kinds.replayers.get(kind)
            if replayer is not None:
                replayer(replay, item)
        if reasoning and _written(replay.messages) != written:
            _attach_reasoning(replay.messages[-1], reasoning)
            reasoning = []
    replay.flush()
    return replay.messages


def _written(messages: list[dict[str, Any]]) -> tuple[int, int]:
    """How far the messages have got (a tool call may join the last message)."""
    return len(messages), len(messages[-1].get("tool_calls") or ()) if messages else 0


def _attach_reasoning(last: dict[str, Any], reasoning: list[str]) -> None:
    """Earlier reasoning onto the message the next item wrote, when it is the assistant's
    (else the reasoning led nowhere the model is shown, e.g. a turn that failed)."""
    if last["role"] != "assistant":
        return
    earlier = last.get(REASONING_KEY)
    last[REASONING_KEY] = "\n\n".join([earlier, *reasoning] if earlier else reasoning)


def _append_message(messages: list[dict[str, Any]], item: dict[str, Any]) -> None:
    role = _CHAT_ROLE[item["role"]]
    content = item["content"]
    if role == "assistant":
        text = text_of(content)
        refusal = _refusal_of(content)
        message: dict[str, Any] = {"role": "assistant", "content": text}
        if refusal:
            message["refusal"] = refusal
        messages.append(message)
        return
    messages.append({"role": role, "content": _user_content(content)})


def _user_content(content: str | list[dict[str, Any]]) -> str | list[dict[str, Any]]:
    if isinstance(content, str):
        return content
    if all(part["type"] == "input_text" for part in content):
        # Plain strings reach every backend; multi-part arrays only the multimodal ones.
        return "".join(part["text"] for part in content)
    return [_chat_part(part) for part in content]


def _chat_part(part: dict[str, Any]) -> dict[str, Any]:
    kind = part["type"]
    if kind in ("input_text", "output_text"):
        return {"type": "text", "text": part["text"]}
    if kind == "input_image":
        url = part.get("image_url") or part.get("file_id")
        image: dict[str, Any] = {"url": url}
        if part.get("detail"):
            image["detail"] = part["detail"]
        return {"type": "image_url", "image_url": image}
    if kind == "input_file":
        file = {k: part[k] for k in ("file_id", "file_data", "filename") if part.get(k)}
        if part.get("file_url") and "file_data" not in file:
            file["file_data"] = part["file_url"]
        return {"type": "file", "file": file}
    return {"type": "text", "text": str(part.get("text", ""))}


def _refusal_of(content: str | list[dict[str, Any]]) -> str:
    if isinstance(content, str):
        return ""
    return "".join(part["refusal"] for part in content if part["type"] == "refusal")
