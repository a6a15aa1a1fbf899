"""`apply_patch`, run by the client (client_actions.py): the model writes one file operation
(`create_file` or `update_file` with a V4A diff, or `delete_file`); the call is an
`apply_patch_call` item, answered by an `apply_patch_call_output` (completed or failed, with
the client's message) that the model reads as the result.
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
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.request.action_tools import PATCH_OPERATIONS, ApplyPatchSpec

NAME = "apply_patch"
DESCRIPTION = (
    "Create, update or delete one file in the user's workspace. Give one `operation`: "
    "`create_file` with `path` and `diff` holding the whole new file, every line prefixed with "
    '"+"; `update_file` with `path` and `diff` in the V4A format (a line "@@ <a line near the '
    'change>", then the changed region: unchanged lines prefixed with " ", removed lines with '
    '"-", added lines with "+"); `delete_file` with `path` only. Paths are relative to the '
    "workspace root. You are told whether it applied."
)
PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "operation": {
            "type": "object",
            "properties": {
                "type": {"type": "string", "enum": list(PATCH_OPERATIONS)},
                "path": {"type": "string", "description": "The file, relative to the root."},
                "diff": {
                    "type": "string",
                    "description": "create_file: the new file, each line prefixed with '+'; "
                    "update_file: a V4A diff. Not for delete_file.",
                },
            },
            "required": ["type", "path"],
        }
    },
    "required": ["operation"],
}
BUILTIN = Builtin(NAME, f"responsa_{NAME}", DESCRIPTION, PARAMETERS, server_side=False)


def operation_of(arguments: dict[str, Any]) -> dict[str, Any]:
    """The operation the model wrote, with only the fields its type has."""
    raw = arguments.get("operation")
    raw = raw if isinstance(raw, dict) else {}
    kind = raw.get("type") if raw.get("type") in PATCH_OPERATIONS else "update_file"
    path = raw.get("path")
    operation: dict[str, Any] = {"type": kind, "path": path if isinstance(path, str) else ""}
    if kind != "delete_file":
        diff = raw.get("diff")
        operation["diff"] = diff if isinstance(diff, str) else ""
    return operation


class ApplyPatchTarget(ActionTarget):
    """An `apply_patch_call` item."""

    item_type = "apply_patch_call"
    id_prefix = "apc"

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Its `operation`."""
        return {"operation": operation_of(arguments)}

    def before_done(self, call: ToolCall) -> Events:
        """Its status has no `incomplete` (clients send the item back as it is): a call cut
        short stays `in_progress`."""
        assert call.item is not None
        if call.item.get("status") == "incomplete":
            call.item["status"] = "in_progress"
        return []


def _arguments(item: dict[str, Any]) -> dict[str, Any]:
    return {"operation": item.get("operation") or {}}


def _output(item: dict[str, Any]) -> str:
    status = item.get("status") or "completed"
    output = item.get("output")
    return f"{status}: {output}" if output else str(status)


class ApplyPatchKind(ActionKind):
    """The `apply_patch` tool: the function `apply_patch`, answered by the client."""

    spec = ApplyPatchSpec()
    target = ApplyPatchTarget()
    replayers: Mapping[str, Replayer] = {
        "apply_patch_call": call_replayer(NAME, _arguments),
        "apply_patch_call_output": output_replayer(_output),
    }
    cut_status: Mapping[str, str] = {"apply_patch_call": "in_progress"}
    native_item_types = frozenset({"apply_patch_call", "apply_patch_call_output"})

    def builtin_for(self, tool: dict[str, Any]) -> Builtin:
        """Always the same function."""
        return BUILTIN
