"""`local_shell`, run by the client (client_actions.py): the model asks for one command as an
argv list, with its environment, working directory, timeout and user; the call is a
`local_shell_call` item (`action.type` "exec"), answered by a `local_shell_call_output` whose
`output` the model reads as the result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from responsa_server.engine.replay import Replayer
from responsa_server.engine.tool_kinds.client_actions import (
    ActionKind,
    ActionTarget,
    call_replayer,
    output_replayer,
    strings,
    whole_number,
    without_nulls,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.request.action_tools import LocalShellSpec

NAME = "local_shell"
DESCRIPTION = (
    "Run one command on the user's machine and read its output. `command` is the program and "
    'its arguments as a list, e.g. ["bash", "-lc", "ls -la"]; the user\'s computer runs it and '
    "answers with what it printed. Optional: `working_directory`, `env` (extra environment "
    "variables), `timeout_ms`, `user` (the user to run it as)."
)
PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "command": {
            "type": "array",
            "items": {"type": "string"},
            "description": 'The program and its arguments, e.g. ["bash", "-lc", "ls -la"].',
        },
        "working_directory": {"type": "string", "description": "Where to run it."},
        "env": {
            "type": "object",
            "additionalProperties": {"type": "string"},
            "description": "Environment variables to set.",
        },
        "timeout_ms": {"type": "integer", "description": "Stop it after this many ms."},
        "user": {"type": "string", "description": "The user to run it as."},
    },
    "required": ["command"],
}
BUILTIN = Builtin(NAME, f"responsa_{NAME}", DESCRIPTION, PARAMETERS, server_side=False)


def _string_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None


class LocalShellTarget(ActionTarget):
    """A `local_shell_call` item."""

    item_type = "local_shell_call"
    id_prefix = "lsh"

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Its `action`: `env` is always there (the reference requires it)."""
        env = arguments.get("env")
        return {
            "action": {
                "type": "exec",
                "command": strings(arguments.get("command")),
                "env": {
                    str(k): v
                    for k, v in (env if isinstance(env, dict) else {}).items()
                    if isinstance(v, str)
                },
                "timeout_ms": whole_number(arguments.get("timeout_ms")),
                "working_directory": _string_or_none(arguments.get("working_directory")),
                "user": _string_or_none(arguments.get("user")),
            }
        }


def _arguments(item: dict[str, Any]) -> dict[str, Any]:
    action = dict(item.get("action") or {})
    action.pop("type", None)
    if not action.get("env"):
        action.pop("env", None)
    return without_nulls(action)


def _output(item: dict[str, Any]) -> str:
    output = item.get("output")
    return output if isinstance(output, str) else ""


class LocalShellKind(ActionKind):
    """The `local_shell` tool: the function `local_shell`, answered by the client."""

    spec = LocalShellSpec()
    target = LocalShellTarget()
    replayers: Mapping[str, Replayer] = {
        "local_shell_call": call_replayer(NAME, _arguments),
        "local_shell_call_output": output_replayer(_output),
    }
    native_item_types = frozenset({"local_shell_call", "local_shell_call_output"})

    def builtin_for(self, tool: dict[str, Any]) -> Builtin:
        """Always the same function."""
        return BUILTIN
