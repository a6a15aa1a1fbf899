"""How stored items read to the model: the state one conversion to chat messages shares with
the tool kinds' replayers (each kind turns its own item types into messages)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# (server_label, tool name) -> the function name the model knows the MCP tool by; also
# (namespace, function name) -> the name the model knows a namespace's function by.
ChatName = Callable[[str, str], str]


@dataclass(slots=True)
class Replay:
    """One conversion in progress: the messages so far and the tool results waiting for the
    turn's calls to be complete (Chat Completions wants them after one assistant message)."""

    context: list[dict[str, Any]]
    chat_name: ChatName
    function_name: ChatName
    # output item id -> (chat name, what the model read): this response's server calls
    read: Mapping[str, tuple[str, str]]
    messages: list[dict[str, Any]] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)
    # Messages that follow the waiting results (an image a call made: tool messages are text)
    shown: list[dict[str, Any]] = field(default_factory=list)
    _known: dict[str, dict[str, Any]] | None = None

    def known(self, item_id: str) -> dict[str, Any] | None:
        """The context item with `item_id`, if the chain has it."""
        if self._known is None:
            self._known = {i["id"]: i for i in self.context if "id" in i}
        return self._known.get(item_id)

    def call(self, call_id: str, name: str, arguments: str) -> None:
        """The model's call of chat function `name`; calls of one turn share a message."""
        call = {
            "id": call_id,
            "type": "function",
            "function": {"name": name, "arguments": arguments},
        }
        last = self.messages[-1] if self.messages else None
        # An assistant turn that both spoke and called tools is one chat message.
        if last is not None and last["role"] == "assistant":
            last.setdefault("tool_calls", []).append(call)
        else:
            self.send_shown()  # they followed the client's answers to the turn before
            self.messages.append({"role": "assistant", "content": None, "tool_calls": [call]})

    def result(self, call_id: str, content: str) -> None:
        """A server call's result, sent once the turn's calls are all in one message."""
        self.results.append({"role": "tool", "tool_call_id": call_id, "content": content})

    def answer(self, call_id: str, content: str) -> None:
        """A result that goes out at once (the client's function output, a denial)."""
        self.messages.append({"role": "tool", "tool_call_id": call_id, "content": content})

    def show(self, message: dict[str, Any]) -> None:
        """A message sent after the turn's results, waiting ones and the client's answers alike
        (Chat Completions wants one turn's tool messages together, right after its assistant
        message): sent by `flush`, or by `send_shown` before the next message that is not a
        tool result."""
        self.shown.append(message)

    def send_shown(self) -> None:
        """Send the messages waiting to follow the turn's results."""
        if self.shown:
            self.messages.extend(self.shown)
            self.shown = []

    def flush(self) -> None:
        """Send the waiting results, then the messages that follow them."""
        self.messages.extend(self.results)
        self.messages.extend(self.shown)
        self.results = []
        self.shown = []


# One kind's reading of one of its item types.
Replayer = Callable[[Replay, dict[str, Any]], None]
