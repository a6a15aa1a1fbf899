"""`shell` in the client's local environment, run by the client (client_actions.py): the model
asks for a list of commands (with a timeout and an output limit); the call is a `shell_call`
item whose commands stream as `response.shell_call_command.added/delta/done` (one of each per
command, before its `output_item.done`), answered by a `shell_call_output` whose chunks (stdout,
stderr, exit code or timeout) the model reads as the result. A `shell` tool with a container
environment is a Responses upstream's (model/request/action_tools.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from responsa_server.engine.calls import ToolCall
from responsa_server.engine.replay import Replayer
from responsa_server.engine.tool_kinds.client_actions import (
    ActionKind,
    ActionTarget,
    Events,
    call_replayer,
    output_replayer,
    strings,
    whole_number,
    without_nulls,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.request.action_tools import ShellSpec

NAME = "shell"
DESCRIPTION = (
    "Run shell commands in the user's local environment and read their output. `commands` "
    "are command lines run in order, each by the user's shell; for each you get its stdout, "
    "stderr and exit code (or that it timed out). Optional: `timeout_ms` for each command, "
    "`max_output_length` (characters of output to return)."
)
PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "commands": {
            "type": "array",
            "items": {"type": "string"},
            "minItems": 1,
            "description": 'Command lines to run in order, e.g. ["ls -la", "cat README.md"].',
        },
        "timeout_ms": {"type": "integer", "description": "Stop a command after this many ms."},
        "max_output_length": {
            "type": "integer",
            "description": "Return at most this many characters of output.",
        },
    },
    "required": ["commands"],
}
BUILTIN = Builtin(NAME, f"responsa_{NAME}", DESCRIPTION, PARAMETERS, server_side=False)


class ShellTarget(ActionTarget):
    """A `shell_call` item; its commands' events come before it is done."""

    item_type = "shell_call"
    id_prefix = "sh"

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Its `action` and the local environment it runs in."""
        return {
            "action": {
                "commands": strings(arguments.get("commands")),
                "timeout_ms": whole_number(arguments.get("timeout_ms")),
                "max_output_length": whole_number(arguments.get("max_output_length")),
            },
            "environment": {"type": "local"},
        }

    def before_done(self, call: ToolCall) -> Events:
        """`response.shell_call_command.added`, `.delta` and `.done` for each command."""
        assert call.item is not None
        events: Events = []
        for index, command in enumerate(call.item["action"]["commands"]):
            at = {"output_index": call.output_index, "command_index": index}
            events.append(("response.shell_call_command.added", {**at, "command": ""}))
            events.append(("response.shell_call_command.delta", {**at, "delta": command}))
            events.append(("response.shell_call_command.done", {**at, "command": command}))
        return events


def _arguments(item: dict[str, Any]) -> dict[str, Any]:
    return without_nulls(item.get("action") or {})


def _output(item: dict[str, Any]) -> str:
    """Each chunk's stdout, then its stderr and how it ended."""
    parts: list[str] = []
    for chunk in item.get("output") or ():
        text = chunk.get("stdout") or ""
        if chunk.get("stderr"):
            text += f"\n[stderr]\n{chunk['stderr']}"
        outcome = chunk.get("outcome") or {}
        ended = (
            "[timed out]"
            if outcome.get("type") == "timeout"
            else f"[exit code {outcome.get('exit_code')}]"
        )
        parts.append(f"{text}\n{ended}" if text else ended)
    return "\n\n".join(parts)


class ShellKind(ActionKind):
    """The `shell` tool (local environment): the function `shell`, answered by the client."""

    spec = ShellSpec()
    target = ShellTarget()
    replayers: Mapping[str, Replayer] = {
        "shell_call": call_replayer(NAME, _arguments),
        "shell_call_output": output_replayer(_output),
    }
    native_item_types = frozenset({"shell_call", "shell_call_output"})

    def builtin_for(self, tool: dict[str, Any]) -> Builtin:
        """Always the same function."""
        return BUILTIN
