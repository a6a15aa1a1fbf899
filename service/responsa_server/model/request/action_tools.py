"""The client-run action tools' request parts: `local_shell`, `shell` (local environment),
`apply_patch` and `computer` / `computer_use_preview` (LocalShellToolParam,
FunctionShellToolParam, ApplyPatchToolParam, ComputerTool, ComputerUsePreviewTool).

The model calls them, the client runs the call and answers with the matching output item
(engine/tool_kinds/client_actions.py offers them to a Chat Completions upstream). A Responses
upstream gets them as the client sent them, as before. A `shell` tool whose environment is a
container (`container_auto`, `container_reference`) is the hosted shell: run in this server's
sandbox for a Chat Completions model (engine/tool_kinds/hosted_shell.py), given as it is to a
Responses upstream, refused in `additional_tools`.
"""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    choice,
    fail,
    integer,
    json_object,
    missing_param,
    non_empty,
    only_keys,
    present,
    string,
)
from responsa_server.model.request.code_tools import parse_container
from responsa_server.model.request.hosted_tools import hosted_tool_refused
from responsa_server.model.request.item_fields import check_carried_item
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec

ALLOWED_CALLERS = ("direct", "programmatic")
COMPUTER_ENVIRONMENTS = ("windows", "mac", "linux", "ubuntu", "browser")
# Shell environments that are containers (the hosted shell: this server's sandbox, or the
# Responses upstream's containers).
CONTAINER_ENVIRONMENTS = ("container_auto", "container_reference")
HOSTED_SHELL = "hosted_shell"  # the request's container shell, in `ParsedTools.state`
PATCH_OPERATIONS = ("create_file", "update_file", "delete_file")
SHELL_OUTCOMES = ("exit", "timeout")


def _allowed_callers(tool: dict[str, Any], param: str) -> None:
    if present(tool, "allowed_callers"):
        for i, caller in enumerate(array(tool["allowed_callers"], f"{param}.allowed_callers")):
            choice(caller, f"{param}.allowed_callers[{i}]", ALLOWED_CALLERS)


def runs_on_client(tool: dict[str, Any]) -> bool:
    """Whether a parsed action tool is the client's to run (a container shell is not)."""
    environment = tool.get("environment")
    return not (
        tool["type"] == "shell"
        and isinstance(environment, dict)
        and environment.get("type") in CONTAINER_ENVIRONMENTS
    )


class ActionSpec(ToolSpec):
    """An action tool the client runs: one entry of a kind per `tools` (or item), named by
    `tool_choice` `{"type": <its type>}` when it has such a form."""

    only_one = True
    choice_rank = 18

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """`{"type": ...}`, when the request offers such a tool."""
        only_keys(value, ("type",), param)
        self._declared(param, scope)
        return {"type": value["type"]}

    def parse_allowed(
        self, entry: dict[str, Any], param: str, scope: ChoiceScope
    ) -> dict[str, Any]:
        """An `allowed_tools` entry `{"type": ...}` naming an offered tool of this kind."""
        return self.parse_choice(entry, param, scope)

    def _declared(self, param: str, scope: ChoiceScope) -> None:
        if not any(tool["type"] in self.types for tool in scope.offered):
            fail(
                param,
                f"Invalid '{param}': no {self.name} tool is declared in 'tools'.",
                "invalid_value",
            )

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """An answer of the client: the reference's field types, then what replay reads."""
        check_carried_item(item, str(item["type"]), param)


class LocalShellSpec(ActionSpec):
    """`local_shell`: the model asks for one argv command; the client runs it."""

    name = "local_shell"
    types = ("local_shell",)
    call_item_types = ("local_shell_call",)
    input_item_types = ("local_shell_call_output",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """`{"type": "local_shell"}` (nothing else)."""
        only_keys(tool, ("type",), param)
        parsed.state[self.name] = {"type": tool_type}
        return {"type": tool_type}

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """A `local_shell_call_output`: the reference names the call by `id`, openai-agents by
        `call_id`: either is taken."""
        super().check_input_item(item, param)
        if not present(item, "call_id") and not present(item, "id"):
            missing_param(f"{param}.call_id")


class ShellSpec(ActionSpec):
    """`shell`: the model asks for a list of commands; the client runs them in its local
    environment (a container environment is the Responses upstream's: passed through)."""

    name = "shell"
    types = ("shell",)
    choice_types = ("shell",)
    allowed_types = ("shell",)
    choice_rank = 19
    call_item_types = ("shell_call",)
    input_item_types = ("shell_call_output",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The shell tool's echo (as given); a container one is passed through."""
        only_keys(tool, ("type", "environment", "allowed_callers"), param)
        _allowed_callers(tool, param)
        environment = tool.get("environment")
        if environment is not None:
            environment = json_object(environment, f"{param}.environment")
            if not present(environment, "type"):
                missing_param(f"{param}.environment.type")
            kind = choice(
                environment["type"], f"{param}.environment.type", ("local", *CONTAINER_ENVIRONMENTS)
            )
            if kind in CONTAINER_ENVIRONMENTS:
                # Run in a container (the sandbox's, or a Responses upstream's): declared in
                # `tools` only.
                if not param.startswith("tools["):
                    raise hosted_tool_refused(f"{param}.environment.type", tool_type)
                parsed.state[HOSTED_SHELL] = {
                    "param": f"{param}.environment",
                    "container": _container_environment(environment, f"{param}.environment"),
                }
                return dict(tool)
            only_keys(environment, ("type", "skills"), f"{param}.environment")
            if present(environment, "skills"):
                array(environment["skills"], f"{param}.environment.skills")
        parsed.state.setdefault(self.name, dict(tool))
        return dict(tool)

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """A `shell_call_output`: each chunk's stdout, stderr and outcome (exit or timeout)."""
        super().check_input_item(item, param)
        for i, raw in enumerate(item["output"]):
            at = f"{param}.output[{i}]"
            chunk = json_object(raw, at)
            for key in ("stdout", "stderr", "outcome"):
                if key not in chunk:
                    missing_param(f"{at}.{key}")
            string(chunk["stdout"], f"{at}.stdout")
            string(chunk["stderr"], f"{at}.stderr")
            outcome = json_object(chunk["outcome"], f"{at}.outcome")
            if not present(outcome, "type"):
                missing_param(f"{at}.outcome.type")
            if choice(outcome["type"], f"{at}.outcome.type", SHELL_OUTCOMES) == "exit":
                if not present(outcome, "exit_code"):
                    missing_param(f"{at}.outcome.exit_code")
                integer(outcome["exit_code"], f"{at}.outcome.exit_code", -(2**31), 2**31 - 1)


def _container_environment(environment: dict[str, Any], param: str) -> str | dict[str, Any]:
    """A container shell's environment: the container's id (`container_reference`), or the
    settings of a new one (`container_auto`, checked as code_interpreter's)."""
    if environment["type"] == "container_reference":
        only_keys(environment, ("type", "container_id"), param)
        if not present(environment, "container_id"):
            missing_param(f"{param}.container_id")
        at = f"{param}.container_id"
        return non_empty(string(environment["container_id"], at), at)
    settings = {k: v for k, v in environment.items() if k != "skills"}
    echo = parse_container({**settings, "type": "auto"}, param)
    assert isinstance(echo, dict)
    if present(environment, "skills"):
        echo["skills"] = array(environment["skills"], f"{param}.skills")
    return echo


class ApplyPatchSpec(ActionSpec):
    """`apply_patch`: the model writes one file operation (create, update with a diff, or
    delete); the client applies it."""

    name = "apply_patch"
    types = ("apply_patch",)
    choice_types = ("apply_patch",)
    allowed_types = ("apply_patch",)
    choice_rank = 18
    call_item_types = ("apply_patch_call",)
    input_item_types = ("apply_patch_call", "apply_patch_call_output")

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The apply_patch tool's echo (as given)."""
        only_keys(tool, ("type", "allowed_callers"), param)
        _allowed_callers(tool, param)
        parsed.state[self.name] = dict(tool)
        return dict(tool)

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """An `apply_patch_call` sent back: its operation's fields."""
        super().check_input_item(item, param)
        if item["type"] != "apply_patch_call":
            return
        # The fields it has must have the reference's types (replay reads them).
        at = f"{param}.operation"
        operation = item["operation"]
        if present(operation, "type"):
            choice(operation["type"], f"{at}.type", PATCH_OPERATIONS)
        for key in ("path", "diff"):
            if present(operation, key):
                string(operation[key], f"{at}.{key}")


class ComputerSpec(ActionSpec):
    """`computer` (the GA tool: batches of actions) and `computer_use_preview` (one action per
    call, on a display of the given size): the client acts and answers with a screenshot."""

    name = "computer"
    types = ("computer", "computer_use_preview")
    choice_types = ("computer", "computer_use_preview", "computer_use")
    allowed_types = ("computer", "computer_use_preview")
    choice_rank = 11
    call_item_types = ("computer_call",)
    input_item_types = ("computer_call_output",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """`{"type": "computer"}`, or the preview tool with its display and environment."""
        if tool_type == "computer":
            only_keys(tool, ("type",), param)
            echo: dict[str, Any] = {"type": tool_type}
        else:
            only_keys(tool, ("type", "environment", "display_width", "display_height"), param)
            for key in ("environment", "display_width", "display_height"):
                if not present(tool, key):
                    missing_param(f"{param}.{key}")
            echo = {
                "type": tool_type,
                "environment": choice(
                    tool["environment"], f"{param}.environment", COMPUTER_ENVIRONMENTS
                ),
                "display_width": integer(tool["display_width"], f"{param}.display_width", 1),
                "display_height": integer(tool["display_height"], f"{param}.display_height", 1),
            }
        parsed.state[self.name] = echo
        return echo

    def check_input_item(self, item: dict[str, Any], param: str) -> None:
        """A `computer_call_output`: a screenshot (`image_url` or `file_id`)."""
        super().check_input_item(item, param)
        at = f"{param}.output"
        output = item["output"]
        if present(output, "type"):
            choice(output["type"], f"{at}.type", ("computer_screenshot",))
        for key in ("image_url", "file_id"):
            if present(output, key):
                string(output[key], f"{at}.{key}")
