"""Validation of the `code_interpreter` tool (CodeInterpreterTool): run in this server's
sandbox for a Chat Completions model (engine/tool_kinds/code_interpreter.py), given as it is to
an upstream that speaks the Responses API. The echo is the entry as given (checked)."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    choice,
    fail,
    json_object,
    missing_param,
    non_empty,
    only_keys,
    present,
    string,
)
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec

MEMORY_LIMIT_NAMES = ("1g", "4g", "16g", "64g")
MAX_FILE_IDS = 50


def parse_container(value: object, param: str) -> str | dict[str, Any]:
    """A container id, or `{"type": "auto", ...}` with its settings checked."""
    if isinstance(value, str):
        return non_empty(value, param)
    container = json_object(value, param)
    only_keys(container, ("type", "file_ids", "memory_limit", "network_policy"), param)
    if not present(container, "type"):
        missing_param(f"{param}.type")
    echo: dict[str, Any] = {"type": choice(container["type"], f"{param}.type", ("auto",))}
    if present(container, "file_ids"):
        ids = array(container["file_ids"], f"{param}.file_ids")
        if len(ids) > MAX_FILE_IDS:
            fail(
                f"{param}.file_ids",
                f"Invalid '{param}.file_ids': at most {MAX_FILE_IDS} files.",
                "array_above_max_length",
            )
        echo["file_ids"] = [string(v, f"{param}.file_ids[{i}]") for i, v in enumerate(ids)]
    if present(container, "memory_limit"):
        echo["memory_limit"] = choice(
            container["memory_limit"], f"{param}.memory_limit", MEMORY_LIMIT_NAMES
        )
    if present(container, "network_policy"):
        at = f"{param}.network_policy"
        policy = json_object(container["network_policy"], at)
        only_keys(policy, ("type", "allowed_domains", "domain_secrets"), at)
        if not present(policy, "type"):
            missing_param(f"{at}.type")
        echo["network_policy"] = {
            **policy,
            "type": choice(policy["type"], f"{at}.type", ("disabled", "allowlist")),
        }
    return echo


class CodeInterpreterSpec(ToolSpec):
    """The `code_interpreter` tool (see the module's docstring)."""

    name = "code_interpreter"
    types = ("code_interpreter",)
    only_one = True
    # Not forced on a Chat Completions upstream yet: refused as before.
    refused_choice_types = ("code_interpreter",)
    choice_rank = 16
    call_item_types = ("code_interpreter_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The tool's echo, kept as the request's code interpreter settings."""
        only_keys(tool, ("type", "container"), param)
        if not present(tool, "container"):
            missing_param(f"{param}.container")
        container = parse_container(tool["container"], f"{param}.container")
        echo = {"type": "code_interpreter", "container": container}
        parsed.state[self.name] = {**echo, "param": param}
        return echo

    def refuse_in_item(self, param: str, item_type: str) -> None:
        """Not in `additional_tools` (as when it was passed through only)."""
        fail(
            param,
            "Tool type 'code_interpreter' is not supported yet by this server in "
            f"'{item_type}' items (declare it in 'tools').",
            "unsupported_value",
        )

    def choosable(self, scope: ChoiceScope) -> bool:
        """Declared in `tools`."""
        return self.name in scope.parsed.state
