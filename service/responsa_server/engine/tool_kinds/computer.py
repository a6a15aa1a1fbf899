"""`computer` (GA: a batch of `actions` per call) and `computer_use_preview` (one `action`, on a
display of the tool's size), run by the client (client_actions.py): the model asks for mouse
and keyboard actions; the call is a `computer_call` item (`pending_safety_checks` empty),
answered by a `computer_call_output` with a screenshot, which the model sees as an image after
the turn's tool results (replay.py `show`; a file id or URL is resolved by inputs/ like any
input image).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import RunShared, ToolServices
from responsa_server.engine.tool_kinds.client_actions import (
    ActionKind,
    ActionTarget,
    ClientAction,
    call_replayer,
    output_replayer,
    whole_number,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.request.action_tools import ComputerSpec

NAME = "computer"
# Each action type's fields besides `type` (ComputerAction in the reference).
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "click": ("button", "x", "y", "keys"),
    "double_click": ("x", "y", "keys"),
    "drag": ("path", "keys"),
    "keypress": ("keys",),
    "move": ("x", "y", "keys"),
    "screenshot": (),
    "scroll": ("x", "y", "scroll_x", "scroll_y", "keys"),
    "type": ("text",),
    "wait": (),
}
BUTTONS = ("left", "right", "wheel", "back", "forward")
_ACTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "enum": list(ACTION_FIELDS)},
        "x": {"type": "integer", "description": "Pixels from the screen's left edge."},
        "y": {"type": "integer", "description": "Pixels from the screen's top edge."},
        "button": {"type": "string", "enum": list(BUTTONS), "description": "click only."},
        "keys": {
            "type": "array",
            "items": {"type": "string"},
            "description": 'keypress: the keys pressed together, e.g. ["CTRL", "C"]; '
            "click, move, scroll, drag: modifier keys held.",
        },
        "path": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}},
                "required": ["x", "y"],
            },
            "description": "drag: the points the pointer moves through, the first pressed.",
        },
        "scroll_x": {"type": "integer", "description": "scroll: horizontal pixels."},
        "scroll_y": {"type": "integer", "description": "scroll: vertical pixels (down > 0)."},
        "text": {"type": "string", "description": "type: the text to type."},
    },
    "required": ["type"],
}
_ACTIONS = (
    "click (x, y, button), double_click (x, y), drag (path), keypress (keys), move (x, y), "
    "screenshot, scroll (x, y, scroll_x, scroll_y), type (text), wait"
)
GA_DESCRIPTION = (
    "Operate the user's computer with the mouse and keyboard. Give `actions`, done in order; "
    "you then get a screenshot of the screen. Coordinates are pixels of the screenshot. "
    f"Action types and their fields: {_ACTIONS}."
)
GA_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"actions": {"type": "array", "items": _ACTION_SCHEMA, "minItems": 1}},
    "required": ["actions"],
}
PREVIEW_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"action": _ACTION_SCHEMA},
    "required": ["action"],
}


def preview_description(tool: dict[str, Any]) -> str:
    """What the model is told of a `computer_use_preview` tool: its display and environment."""
    return (
        f"Operate the user's computer ({tool['environment']}, a display of "
        f"{tool['display_width']}x{tool['display_height']} pixels) with the mouse and keyboard. "
        "Give one `action`; you then get a screenshot of the screen. Coordinates are pixels "
        f"of the display. Action types and their fields: {_ACTIONS}."
    )


def _keys(value: object) -> list[str] | None:
    return [k for k in value if isinstance(k, str)] if isinstance(value, list) else None


def _point(value: object) -> dict[str, int] | None:
    if not isinstance(value, dict):
        return None
    x, y = whole_number(value.get("x")), whole_number(value.get("y"))
    return {"x": x, "y": y} if x is not None and y is not None else None


def action_of(raw: object) -> dict[str, Any]:
    """One action the model wrote, with only the fields its type has (`screenshot` when the
    type is unknown: the client answers with the screen either way)."""
    given = raw if isinstance(raw, dict) else {}
    kind = given.get("type") if given.get("type") in ACTION_FIELDS else "screenshot"
    action: dict[str, Any] = {"type": kind}
    for key in ACTION_FIELDS[str(kind)]:
        value = given.get(key)
        if key == "keys":
            keys = _keys(value)
            if keys is not None or kind in ("double_click", "keypress"):
                action["keys"] = keys if keys is not None or kind == "double_click" else []
        elif key == "path":
            points = [_point(p) for p in value] if isinstance(value, list) else []
            action["path"] = [p for p in points if p is not None]
        elif key == "button":
            action["button"] = value if value in BUTTONS else "left"
        elif key == "text":
            action["text"] = value if isinstance(value, str) else ""
        else:
            action[key] = whole_number(value) or 0
    return action


class ComputerTarget(ActionTarget):
    """A `computer_call` item: a batch of `actions` (GA) or one `action` (preview)."""

    item_type = "computer_call"
    id_prefix = "cu"

    def __init__(self, *, batch: bool) -> None:
        self.batch = batch

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Its action(s), and no pending safety checks (this server makes none)."""
        if self.batch:
            raw = arguments.get("actions")
            actions = [action_of(a) for a in raw] if isinstance(raw, list) else []
            shown: dict[str, Any] = {"actions": actions or [{"type": "screenshot"}]}
        else:
            shown = {"action": action_of(arguments.get("action"))}
        return {**shown, "pending_safety_checks": []}


def _arguments(item: dict[str, Any]) -> dict[str, Any]:
    if item.get("actions") is not None:
        return {"actions": item["actions"]}
    return {"action": item.get("action") or {"type": "screenshot"}}


def _replay_output(replay: Replay, item: dict[str, Any]) -> None:
    """The screenshot: a tool result saying so, and the image after the turn's results."""
    _answer(replay, item)
    output = item.get("output") or {}
    # inputs/ made a file id or a URL the upstream cannot fetch a data URL already.
    url = output.get("image_url") or output.get("file_id")
    if url:
        replay.show({"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}]})


_answer = output_replayer(
    lambda item: (
        "Done; the screenshot follows."
        if (item.get("output") or {}).get("image_url") or (item.get("output") or {}).get("file_id")
        else "Done; no screenshot was taken."
    )
)


class ComputerKind(ActionKind):
    """The `computer` and `computer_use_preview` tools: the function `computer`, answered by
    the client with a screenshot."""

    spec = ComputerSpec()
    target = ComputerTarget(batch=True)
    replayers: Mapping[str, Replayer] = {
        "computer_call": call_replayer(NAME, _arguments),
        "computer_call_output": _replay_output,
    }
    native_item_types = frozenset({"computer_call", "computer_call_output"})

    def builtin_for(self, tool: dict[str, Any]) -> Builtin:
        """The GA function (a batch) or the preview's (one action, its display told)."""
        if tool["type"] == "computer":
            return Builtin(NAME, f"responsa_{NAME}", GA_DESCRIPTION, GA_PARAMETERS, False)
        return Builtin(
            NAME, f"responsa_{NAME}", preview_description(tool), PREVIEW_PARAMETERS, False
        )

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ClientAction | None:
        """Its function for this response, with the target of its tool's call form."""
        tool = self.offered_tool(shared.request)
        if tool is None:
            return None
        target = ComputerTarget(batch=tool["type"] == "computer")
        return ClientAction(self.builtin_for(tool), target)
