"""Validation of the `image_generation` tool (ImageGenTool): run by this server's images
upstream for a Chat Completions model (engine/tool_kinds/image_generation.py), given as it is to
an upstream that speaks the Responses API. The echo is the entry as given (checked): the
settings it leaves out are the images server's own defaults."""

from __future__ import annotations

import re
from typing import Any

from responsa_server.model.request.checks import (
    choice,
    fail,
    integer,
    json_object,
    only_keys,
    present,
    string,
)
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec

_SIZE = re.compile(r"^(auto|[1-9][0-9]{1,4}x[1-9][0-9]{1,4})$")
_ENUMS: dict[str, tuple[str, ...]] = {
    "quality": ("low", "medium", "high", "auto"),
    "output_format": ("png", "webp", "jpeg"),
    "moderation": ("auto", "low"),
    "background": ("transparent", "opaque", "auto"),
    "input_fidelity": ("high", "low"),
    "action": ("generate", "edit", "auto"),
}
_KEYS = (
    "type",
    "model",
    "size",
    "output_compression",
    "partial_images",
    "input_image_mask",
    *_ENUMS,
)
# What only an image edit reads: refused for a Chat Completions model (edits are not run here).
EDIT_SETTINGS = ("input_image_mask", "input_fidelity")


def parse_image_generation_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """An `image_generation` tool, checked against the reference; echoed as given."""
    only_keys(tool, _KEYS, param)
    echo: dict[str, Any] = {"type": "image_generation"}
    for key in _KEYS[1:]:
        if not present(tool, key):
            continue
        value, at = tool[key], f"{param}.{key}"
        if key in _ENUMS:
            echo[key] = choice(value, at, _ENUMS[key])
        elif key == "model":
            echo[key] = string(value, at)
        elif key == "size":
            if not _SIZE.match(string(value, at)):
                fail(
                    at,
                    f"Invalid '{at}': expected 'auto' or WIDTHxHEIGHT such as '1024x1024'.",
                    "invalid_value",
                )
            echo[key] = value
        elif key == "output_compression":
            echo[key] = integer(value, at, 0, 100)
        elif key == "partial_images":
            echo[key] = integer(value, at, 0, 3)
        else:  # input_image_mask
            mask = json_object(value, at)
            only_keys(mask, ("image_url", "file_id"), at)
            echo[key] = {k: string(v, f"{at}.{k}") for k, v in mask.items()}
    return echo


class ImageGenerationSpec(ToolSpec):
    """The `image_generation` tool (see the module's docstring)."""

    name = "image_generation"
    types = ("image_generation",)
    only_one = True
    # Not forced on a Chat Completions upstream yet: refused as before.
    refused_choice_types = ("image_generation",)
    choice_rank = 15
    call_item_types = ("image_generation_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The tool's echo, kept as the request's image generation settings."""
        echo = parse_image_generation_tool(tool, param)
        parsed.state[self.name] = echo
        return echo

    def choosable(self, scope: ChoiceScope) -> bool:
        """Declared in `tools`."""
        return self.name in scope.parsed.state
