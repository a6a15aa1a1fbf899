"""Responses items -> Chat Completions messages.

The conversion is one-way and lossless for what Chat Completions can express: the stored items stay
the source of truth, and this runs again on every turn from them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import orjson

from responsa_server.engine.file_search import passages_for_model
from responsa_server.engine.file_search_replay import READ_KEY
from responsa_server.engine.toolset import namespaced_name
from responsa_server.model.errors import invalid_param

# (server_label, tool name) -> the function name the model knows the MCP tool by; also
# (namespace, function name) -> the name the model knows a namespace's function by.
ChatName = Callable[[str, str], str]

# Chat backends (vLLM, Ollama, llama.cpp) rarely know "developer"; it means "system" to them.
_CHAT_ROLE = {"system": "system", "developer": "system", "user": "user", "assistant": "assistant"}


def _qualified_name(server_label: str, tool_name: str) -> str:
    return f"{server_label}__{tool_name}"


def to_chat_messages(
    instructions: str | None,
    context: list[dict[str, Any]],
    input_items: list[dict[str, Any]],
    chat_name: ChatName = _qualified_name,
    function_name: ChatName = namespaced_name,
    searches: Mapping[str, tuple[str, str]] | None = None,
) -> list[dict[str, Any]]:
    """Build the chat `messages` for one upstream call.

    `instructions` come first as a system message (they are never inherited from earlier responses);
    `context` is every item of the previous_response_id chain, then this request's `input_items`.
    Consecutive function calls join one assistant message's `tool_calls`, as Chat Completions wants.
    An `mcp_call` is a call of the tool's chat name (`chat_name`) answered by its output or error;
    a denied approval is a call answered by the denial; pending approval requests and tool
    listings are not shown to the model. A function call with a `namespace` is a call of its
    chat name (`function_name`). A `web_search_call` of this response is a call of the search
    tool answered by the results the model read (`searches`: item id -> (chat name, results));
    earlier responses' web searches are not shown again, their answers carry what they found.
    A `file_search_call` is answered by what the model read: this response's (`searches`), or
    an earlier one's attached by `with_transcripts`.
    """
    messages: list[dict[str, Any]] = []
    if instructions:
        messages.append({"role": "system", "content": instructions})
    known: dict[str, dict[str, Any]] | None = None
    # Results of MCP calls wait until the turn's calls are all in one assistant message.
    results: list[dict[str, Any]] = []
    for index, item in enumerate(context + input_items):
        kind = item.get("type", "message")
        if results and kind not in (
            "mcp_call",
            "function_call",
            "web_search_call",
            "file_search_call",
        ):
            messages.extend(results)
            results = []
        if kind in ("item_reference", "mcp_approval_response") and known is None:
            known = {i["id"]: i for i in context if "id" in i}
        if kind == "item_reference":
            assert known is not None
            referenced = known.get(item["id"])
            if referenced is None:
                raise invalid_param(
                    f"input[{index - len(context)}]",
                    f"Item with id '{item['id']}' not found.",
                    code="item_not_found",
                )
            item, kind = referenced, referenced.get("type", "message")
        if kind == "message":
            _append_message(messages, item)
        elif kind == "function_call":
            if item.get("namespace"):
                item = dict(item, name=function_name(item["namespace"], item["name"]))
            _append_tool_call(messages, item)
        elif kind == "function_call_output":
            messages.append(
                {
                    "role": "tool",
                    "tool_call_id": item["call_id"],
                    "content": _text_of(item["output"]),
                }
            )
        elif kind == "mcp_call":
            _append_mcp_tool_call(messages, item, chat_name)
            results.append(
                {"role": "tool", "tool_call_id": item["id"], "content": mcp_call_result(item)}
            )
        elif kind == "web_search_call" and searches and item.get("id") in searches:
            name, found = searches[item["id"]]
            query = item["action"].get("query") or ""
            arguments = orjson.dumps({"query": query}).decode()
            _append_tool_call(
                messages, {"call_id": item["id"], "name": name, "arguments": arguments}
            )
            results.append({"role": "tool", "tool_call_id": item["id"], "content": found})
        elif kind == "file_search_call" and (
            (searches and item.get("id") in searches)
            or READ_KEY in item
            or item.get("results") is not None
        ):
            queries = item.get("queries") or [""]
            if searches and item.get("id") in searches:
                name, found = searches[item["id"]]
            elif READ_KEY in item:
                # An earlier response's search: the model reads again exactly what it read.
                name, found = item[READ_KEY]
            else:
                # Stored before transcripts were kept, with its results (include).
                name, found = "file_search", passages_for_model(queries[0], item["results"])
            arguments = orjson.dumps({"query": queries[0]}).decode()
            _append_tool_call(
                messages, {"call_id": item["id"], "name": name, "arguments": arguments}
            )
            results.append({"role": "tool", "tool_call_id": item["id"], "content": found})
        elif kind == "mcp_approval_response" and not item.get("approve"):
            assert known is not None
            asked = known.get(item["approval_request_id"])
            if asked is not None:
                _append_mcp_tool_call(messages, asked, chat_name)
                reason = item.get("reason")
                denial = "The user did not approve this tool call; it was not run."
                messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": asked["id"],
                        "content": f"{denial} Reason: {reason}" if reason else denial,
                    }
                )
        # Reasoning and hosted-tool items carry nothing a Chat Completions backend accepts.
    messages.extend(results)
    return messages


def mcp_call_result(item: dict[str, Any]) -> str:
    """What the model reads as an MCP call's result: its output, or what went wrong."""
    if item.get("output") is not None:
        return str(item["output"])
    error = item.get("error")
    if isinstance(error, dict):
        if error.get("type") == "mcp_tool_execution_error":
            content = error.get("content")
            parts = content if isinstance(content, list) else []
            text = "".join(str(p.get("text", "")) for p in parts if isinstance(p, dict))
            return f"Error: {text or content}"
        return f"Error: {error.get('message') or error.get('type')}"
    if item.get("status") == "incomplete":
        return "Not run: the response reached its limit of tool-calling turns."
    return ""


def _append_mcp_tool_call(
    messages: list[dict[str, Any]], item: dict[str, Any], chat_name: ChatName
) -> None:
    """An mcp_call or mcp_approval_request item as the model's call (its id is the call id)."""
    _append_tool_call(
        messages,
        {
            "call_id": item["id"],
            "name": chat_name(item["server_label"], item["name"]),
            "arguments": item.get("arguments") or "{}",
        },
    )


def _append_message(messages: list[dict[str, Any]], item: dict[str, Any]) -> None:
    role = _CHAT_ROLE[item["role"]]
    content = item["content"]
    if role == "assistant":
        text = _text_of(content)
        refusal = _refusal_of(content)
        message: dict[str, Any] = {"role": "assistant", "content": text}
        if refusal:
            message["refusal"] = refusal
        messages.append(message)
        return
    messages.append({"role": role, "content": _user_content(content)})


def _append_tool_call(messages: list[dict[str, Any]], item: dict[str, Any]) -> None:
    call = {
        "id": item["call_id"],
        "type": "function",
        "function": {"name": item["name"], "arguments": item["arguments"]},
    }
    last = messages[-1] if messages else None
    # An assistant turn that both spoke and called tools is one chat message.
    if last is not None and last["role"] == "assistant":
        last.setdefault("tool_calls", []).append(call)
    else:
        messages.append({"role": "assistant", "content": None, "tool_calls": [call]})


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


def _text_of(content: str | list[dict[str, Any]] | None) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    return "".join(
        part.get("text", "") for part in content if part["type"] in ("output_text", "input_text")
    )


def _refusal_of(content: str | list[dict[str, Any]]) -> str:
    if isinstance(content, str):
        return ""
    return "".join(part["refusal"] for part in content if part["type"] == "refusal")
