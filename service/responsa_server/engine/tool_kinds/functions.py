"""Function tools and the functions of `namespace` tools: run by the client.

Offered under their own names (a namespace's function as `<namespace>__<name>`, toolset.py);
a call comes back as a `function_call` item (with `namespace` for a namespace's function) whose
arguments stream as `response.function_call_arguments.*`; the client answers it with a
`function_call_output` input item.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from responsa_server.engine.calls import ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import ToolKind
from responsa_server.model.ids import new_id
from responsa_server.model.request.function_tools import FunctionSpec, NamespaceSpec

# chat function name -> the function call's (namespace, own name)
FunctionOf = Callable[[str], tuple[str | None, str]]


def _plain(name: str) -> tuple[str | None, str]:
    return None, name


@dataclass(frozen=True, slots=True)
class FunctionTarget:
    """A call the client runs: a `function_call` item named as the client declared it."""

    function_of: FunctionOf = _plain

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `function_call` item."""
        item = {
            "id": new_id("fc"),
            "type": "function_call",
            "status": "in_progress",
            "arguments": "",
            "call_id": call.call_id,
        }
        call.item = item
        self.settle(call)
        return item

    def arguments_event(self, call: ToolCall) -> str | None:
        """Its arguments stream as `response.function_call_arguments.*`."""
        return "function_call_arguments"

    def delta(self, call: ToolCall, piece: str) -> str:
        """Arguments stream as the model writes them."""
        return piece

    def announces_progress(self, call: ToolCall) -> bool:
        """A function call has no `in_progress` event."""
        return False

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """The whole arguments, and the done event's fields (with the function's name)."""
        item = call.item
        assert item is not None
        item["arguments"] = call.arguments_text
        self.settle(call)
        return {
            "item_id": item["id"],
            "name": item["name"],
            "output_index": call.output_index,
            "arguments": item["arguments"],
        }

    def partial(self, call: ToolCall) -> None:
        """The arguments and the chat name as far as they came."""
        assert call.item is not None
        call.item["arguments"] = call.arguments_text
        call.item["name"] = call.name

    def settle(self, call: ToolCall) -> None:
        """Set the item's `name` (and `namespace`, for a namespace's function)."""
        item = call.item
        assert item is not None
        namespace, name = self.function_of(call.name)
        item.pop("name", None)
        if namespace is not None:
            item["namespace"] = namespace
        item["name"] = name


PLAIN_FUNCTION = FunctionTarget()


def chat_tool(tool: dict[str, Any]) -> dict[str, Any]:
    """A function tool as Chat Completions declares it (only what the client set)."""
    function: dict[str, Any] = {"name": tool["name"]}
    if tool.get("description") is not None:
        function["description"] = tool["description"]
    if tool.get("parameters") is not None:
        function["parameters"] = tool["parameters"]
    if tool.get("strict") is not None:
        function["strict"] = tool["strict"]
    return {"type": "function", "function": function}


def namespaced_chat_tool(
    name: str, namespace: dict[str, Any], function: dict[str, Any]
) -> dict[str, Any]:
    """A namespace's function under its chat name `name`."""
    tool = chat_tool(dict(function, name=name))
    # The namespace's description gives the model the group's purpose.
    prefix = f"[{namespace['name']}: {namespace['description']}]"
    own = function.get("description")
    tool["function"]["description"] = f"{prefix} {own}" if own else prefix
    return tool


def _replay_call(replay: Replay, item: dict[str, Any]) -> None:
    name = item["name"]
    if item.get("namespace"):
        name = replay.function_name(item["namespace"], name)
    replay.call(item["call_id"], name, item["arguments"])


def _replay_output(replay: Replay, item: dict[str, Any]) -> None:
    replay.answer(item["call_id"], text_of(item["output"]))


def text_of(content: str | list[dict[str, Any]] | None) -> str:
    """The text of a string or of content parts (input or output text)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    return "".join(
        part.get("text", "") for part in content if part["type"] in ("output_text", "input_text")
    )


class FunctionKind(ToolKind):
    """`function` tools: offered as chat functions under their own names (toolset.py), called
    back to the client; function_call joins the turn's calls, its output is the answer."""

    spec = FunctionSpec()
    replayers: Mapping[str, Replayer] = {
        "function_call": _replay_call,
        "function_call_output": _replay_output,
    }


class NamespaceKind(ToolKind):
    """`namespace` tools: their functions are offered and called back as functions
    (toolset.py names them); nothing of their own to run or replay."""

    spec = NamespaceSpec()
