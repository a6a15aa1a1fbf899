"""Function tools and the functions of `namespace` tools: run by the client.

Offered under their own names (a namespace's function as `<namespace>__<name>`, toolset.py);
a call comes back as a `function_call` item (with `namespace` for a namespace's function) whose
arguments stream as `response.function_call_arguments.*`; the client answers it with a
`function_call_output` input item.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# The target of a function call lives in engine/calls.py (the output stream's default); the
# chat definitions in engine/toolset.py (the name table makes them).
from responsa_server.engine.calls import PLAIN_FUNCTION, FunctionOf, FunctionTarget
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import ToolKind
from responsa_server.engine.toolset import chat_tool, namespaced_chat_tool
from responsa_server.model.request.function_tools import FunctionSpec, NamespaceSpec

__all__ = [
    "PLAIN_FUNCTION",
    "FunctionKind",
    "FunctionOf",
    "FunctionTarget",
    "NamespaceKind",
    "chat_tool",
    "namespaced_chat_tool",
    "text_of",
]


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

    def function_form(self, tool: dict[str, Any]) -> dict[str, Any] | None:
        """Offered as itself."""
        return tool

    replayers: Mapping[str, Replayer] = {
        "function_call": _replay_call,
        "function_call_output": _replay_output,
    }


class NamespaceKind(ToolKind):
    """`namespace` tools: their functions are offered and called back as functions
    (toolset.py names them); nothing of their own to run or replay."""

    spec = NamespaceSpec()
    named_group = True
