"""A turn's request to an upstream of kind `responses`: a stateless Responses API request.

Responsa keeps the state (docs/models.md, "Native Responses upstreams"), so the upstream gets
`store: false`, the whole input (the chain or conversation, this request's input and this
response's output so far) and `include: ["reasoning.encrypted_content"]` (its reasoning comes
back opaque and goes back to it unchanged on the next turn or continuation).

Items go to the upstream as stored, byte for byte, with five exceptions:
- an input message (user, system, developer) goes without the id and status Responsa gave it
  (an assistant message keeps them: the Responses API takes output messages in that form);
- the items of the tools Responsa runs (MCP, web_search, file_search, client tool_search) and
  function calls read as the model saw them: a `function_call` under the name it was offered
  (a namespace's function by its flat name) and a `function_call_output` with what the model
  read, through the tool kinds' own replayers (the same reading the chat conversion uses);
- reasoning Responsa made itself (a Chat Completions upstream's text, or sealed by Responsa)
  is left out: only the upstream that made a reasoning item can use it;
- an `item_reference` to an item of the chain is the item;
- a checkpoint of Responsa's (engine/auto_compaction.py) is not sent: the context it stands
  for already is; the upstream's own compaction items go back to it as they came (the context
  starts at the newest: context/compaction.py).

`context_management` and a `compaction_trigger` (appended to the first turn's input) are passed
on: a native upstream compacts itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.context.seal import sealed_by_responsa
from responsa_server.engine.chat_request import LOGPROBS_INCLUDE
from responsa_server.engine.replay import Replay
from responsa_server.engine.tool_kinds import ToolKind, kinds_of
from responsa_server.inputs.reasoning import ENCRYPTED_CONTENT_INCLUDE, sealed_here
from responsa_server.model.request.context_management import TRIGGER_TYPE

if TYPE_CHECKING:
    from responsa_server.engine.run import Run

Items = list[dict[str, Any]]

# Sampling and output parameters passed on as the client set them.
_PASSED = (
    "temperature",
    "top_p",
    "top_logprobs",
    "max_output_tokens",
    "reasoning",
    "text",
    "user",
    "safety_identifier",
    "prompt_cache_key",
)


def native_input(run: Run) -> Items:
    """Every item the model reads this turn, as the upstream takes them."""
    context = run.context
    kinds = kinds_of(run.request)
    # Items the upstream reads as they are (custom tools are offered to it as themselves).
    replayers, native = kinds.replayers, kinds.native_item_types
    replay_context = Replay(context, run.toolset.chat_name, run.toolset.function_chat_name, {})
    items: Items = []
    for item in [*context, *run.fitted.input_items, *run.output]:
        kind = item.get("type", "message")
        if kind == "item_reference":
            item = replay_context.known(item["id"]) or item
            kind = item.get("type", "message")
        if kind == "compaction" and sealed_by_responsa(item.get("encrypted_content")):
            continue  # Responsa's checkpoint: the context it stands for is already the input
        if kind == "reasoning":
            sealed = item.get("encrypted_content")
            if sealed and not sealed_here(sealed):
                items.append(item)
            continue
        if kind == "message" and item.get("role") != "assistant" and "id" in item:
            # An input message's id is Responsa's, which the upstream never stored.
            items.append({k: v for k, v in item.items() if k not in ("id", "status")})
            continue
        replayer = replayers.get(kind) if kind not in native else None
        if replayer is None:
            items.append(item)
            continue
        replay = Replay(
            context, run.toolset.chat_name, run.toolset.function_chat_name, run.shared.read
        )
        replayer(replay, item)
        replay.flush()
        items.extend(_as_items(replay.messages))
    compaction = run.request.compaction
    if (
        compaction is not None
        and compaction.now
        and not any(item.get("type") == "compaction" for item in run.output)
    ):
        # The client's trigger, passed on with the first turn: the upstream compacts itself.
        items.append({"type": TRIGGER_TYPE})
    return items


def _as_items(messages: Items) -> Items:
    """Chat messages a replayer wrote -> Responses input items."""
    items: Items = []
    for message in messages:
        role = message["role"]
        if role == "tool":
            items.append(
                {
                    "type": "function_call_output",
                    "call_id": message["tool_call_id"],
                    "output": message["content"],
                }
            )
            continue
        content = message.get("content")
        if content:
            items.append({"type": "message", "role": role, "content": content})
        for call in message.get("tool_calls") or ():
            items.append(
                {
                    "type": "function_call",
                    "call_id": call["id"],
                    "name": call["function"]["name"],
                    "arguments": call["function"]["arguments"],
                }
            )
    return items


def native_tools(
    run: Run, chat_tools: Items, chat_choice: str | dict[str, Any] | None
) -> tuple[Items, str | dict[str, Any] | None]:
    """The turn's tools as Responses tools (the tool loop's chat tools, each function flattened;
    a kind's tools as the kind gives them, such as custom tools as themselves and hosted tools
    as the client sent them) and its tool choice."""
    offered = {tool["function"]["name"] for tool in chat_tools}
    replaced: dict[str, ToolKind] = {}  # chat name -> the kind whose tool is given instead
    own: Items = []
    for kind in kinds_of(run.request).kinds:
        names, tools = kind.native_tools(run.request, offered)
        replaced.update(dict.fromkeys(names, kind))
        own.extend(tools)
    flattened: Items = [
        {"type": "function", **tool["function"]}
        for tool in chat_tools
        if tool["function"]["name"] not in replaced
    ]
    choice: str | dict[str, Any] | None = chat_choice
    if isinstance(chat_choice, dict):
        name = chat_choice["function"]["name"]
        chosen = replaced.get(name)
        choice = {"type": "function", "name": name}
        if chosen is not None:
            choice = chosen.native_choice(run.request, name)
    return [*flattened, *own], choice


def native_payload(
    run: Run, tools: Items, tool_choice: str | dict[str, Any] | None
) -> dict[str, Any]:
    """The Responses request of one turn (always streamed, never stored upstream)."""
    request = run.request
    include = [ENCRYPTED_CONTENT_INCLUDE]
    if LOGPROBS_INCLUDE in request.include:
        include.append(LOGPROBS_INCLUDE)
    payload: dict[str, Any] = {
        "model": request.model,
        "input": native_input(run),
        "stream": True,
        "store": False,
        "include": include,
    }
    if request.instructions:
        payload["instructions"] = request.instructions
    for name in _PASSED:
        value = getattr(request, name)
        if value is not None:
            payload[name] = value
    if tools:
        payload["tools"] = tools
    compaction = request.compaction
    if compaction is not None and compaction.automatic:
        entry: dict[str, Any] = {"type": "compaction"}
        if compaction.threshold is not None:
            entry["compact_threshold"] = compaction.threshold
        payload["context_management"] = [entry]
        payload["parallel_tool_calls"] = request.parallel_tool_calls
    if tool_choice is not None and (tools or tool_choice == "none"):
        payload["tool_choice"] = tool_choice
    return payload
