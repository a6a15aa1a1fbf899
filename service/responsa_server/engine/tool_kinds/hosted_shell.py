"""The `shell` tool's kind, with its hosted form: a `shell` whose environment is a container
(`container_auto`, `container_reference`) is run here for a Chat Completions model, each command
in the sandbox container (docs/sandbox.md); the client-run form (environment local or absent) is
shell.py's, unchanged, and a Responses upstream gets either as the client sent it.

The model is offered one function, `shell` (commands, `timeout_ms`, `max_output_length`, as for
the client's shell). A call is a `shell_call` item whose `environment` is
`{"type": "container_reference", "container_id": ...}`: `response.output_item.added`, then for
each command `response.shell_call_command.added`, `.delta`, `.done`, then its
`response.output_item.done` (status `completed`); the commands run one after the other, each as
`/bin/sh -c <command>` in a fresh jail over the container's files; then a `shell_call_output`
item: `response.output_item.added`, for each command `response.shell_call_output_content.delta`
(its stdout and stderr) and `.done` (its chunk: `stdout`, `stderr`, `outcome` `{"type": "exit",
"exit_code": N}` or `{"type": "timeout"}`), `response.output_item.done`. The model reads the
output as the call's result (the shell's replayers, shell.py), in this response's next turn and
in later ones.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerRecord
from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ServerTool,
    ToolServices,
    TurnBudget,
)
from responsa_server.engine.tool_kinds.client_actions import arguments_of
from responsa_server.engine.tool_kinds.container_choice import chosen_container, containers_for
from responsa_server.engine.tool_kinds.shell import PARAMETERS, ShellKind, ShellTarget
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.action_tools import HOSTED_SHELL
from responsa_server.observability import hooks
from responsa_server.sandbox import Outcome

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset

NAME = "shell"
DESCRIPTION = (
    "Run shell commands in a Linux sandbox container with no network access, and read their "
    "output. `commands` are command lines run in order, each by /bin/sh in /mnt/data (files "
    "there persist between calls); for each you get its stdout, stderr and exit code (or that "
    "it timed out). Optional: `timeout_ms` for each command, `max_output_length` (characters "
    "of output to return per command)."
)
BUILTIN = Builtin(NAME, f"responsa_{NAME}", DESCRIPTION, PARAMETERS)
SHELL = "/bin/sh"
# What a command stopped at the output or CPU-time limit reports: it was killed (128 +
# SIGKILL). OpenAI's outcomes are `exit` and `timeout` only, and `timeout` says the wall time
# ran out: a command the kernel killed at its CPU-time limit ended `exit` 137, as any killed
# process does, with a line in its stderr saying which limit it was.
KILLED = 137
OUTPUT_CUT = "[the command was stopped: it printed more than the output limit]"
CPU_CUT = "[the command was stopped: it used up its CPU-time limit]"


@dataclass(frozen=True, slots=True)
class Command:
    """One command's output chunk, as the `shell_call_output` item has it."""

    stdout: str
    stderr: str
    outcome: dict[str, Any]

    def chunk(self) -> dict[str, Any]:
        """The item's chunk."""
        return {"stdout": self.stdout, "stderr": self.stderr, "outcome": self.outcome}


def command_of(outcome: Outcome, max_length: int | None) -> Command:
    """A command's chunk from its run: its output (at most `max_length` characters in all,
    stdout first) and how it ended."""
    stdout = outcome.stdout.decode("utf-8", "replace")
    stderr = outcome.stderr.decode("utf-8", "replace")
    cut = {"output_limit": OUTPUT_CUT, "cpu_time": CPU_CUT}.get(outcome.kind)
    if cut:
        stderr += ("\n" if stderr and not stderr.endswith("\n") else "") + cut
    if max_length is not None and max_length >= 0:
        stdout = stdout[:max_length]
        stderr = stderr[: max_length - len(stdout)]
    if outcome.kind == "timeout":
        return Command(stdout, stderr, {"type": "timeout"})
    code = KILLED if outcome.exit_code is None else outcome.exit_code
    return Command(stdout, stderr, {"type": "exit", "exit_code": code})


class HostedShellTarget(ShellTarget):
    """A `shell_call` item run in a container: the container is its environment."""

    def __init__(self, container: ContainerRecord) -> None:
        self._container = container

    def fields(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """The client shell's `action`, with the container as its environment."""
        fields = super().fields(arguments)
        fields["environment"] = {
            "type": "container_reference",
            "container_id": self._container.id,
        }
        return fields


class HostedShell(NoSetup):
    """The hosted shell of one response: its container and the commands it runs there."""

    builtin: Builtin | None = BUILTIN

    def __init__(self, containers: ContainersApi, container: ContainerRecord) -> None:
        self._containers = containers
        self.container = container
        self._target = HostedShellTarget(container)

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Run, unless it is the last turn (the response ends incomplete) or the budget is
        used up (the call is ignored)."""
        if not chat_name or chat_name != toolset.builtin_name(BUILTIN):
            return None
        if budget.last_turn:
            budget.incomplete = True
        if budget.last_turn or not budget.left():
            return Plan(CallKind.IGNORED, self._target)
        budget.take()
        return Plan(CallKind.RUN, self._target, self)

    async def run(self, call: ToolCall) -> list[Command]:
        """Each command in the container, one after the other (a limit reached ends that
        command only)."""
        arguments = self._target.fields(arguments_of(call))["action"]
        limits = self._containers.sandbox.limits
        timeout_ms = arguments["timeout_ms"]
        if timeout_ms is not None and timeout_ms > 0:
            wall = min(limits.wall_seconds, timeout_ms / 1000)
            limits = dataclasses.replace(limits, wall_seconds=wall)
        ran: list[Command] = []
        async with hooks.tool_call("shell_call", NAME):
            for command in arguments["commands"]:
                outcome = await self._containers.run(
                    self.container, [SHELL, "-c", command], limits=limits
                )
                ran.append(command_of(outcome, arguments["max_output_length"]))
        return ran

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """The commands' events, and the call's item is done: its output item follows."""
        item = call.item
        assert item is not None
        item["status"] = "completed"
        for event_type, fields in self._target.before_done(call):
            output.emit(event_type, fields)
        output.close_item(call)

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """The `shell_call_output` item, with each command's output and outcome."""
        assert isinstance(outcome, list) and call.item is not None
        max_length = call.item["action"]["max_output_length"]
        answer: dict[str, Any] = {
            "id": new_id("sho"),
            "type": "shell_call_output",
            "call_id": call.call_id,
            "status": "in_progress",
            "output": [],
            "max_output_length": max_length,
        }
        output.output.append(answer)
        where = {"output_index": len(output.output) - 1}
        output.emit("response.output_item.added", {**where, "item": {**answer, "output": []}})
        at = {**where, "item_id": answer["id"]}
        for index, command in enumerate(outcome):
            assert isinstance(command, Command)
            delta = {"stdout": command.stdout, "stderr": command.stderr}
            output.emit(
                "response.shell_call_output_content.delta",
                {**at, "command_index": index, "delta": delta},
            )
            answer["output"].append(command.chunk())
            output.emit(
                "response.shell_call_output_content.done",
                {**at, "command_index": index, "output": [command.chunk()]},
            )
        answer["status"] = "completed"
        output.emit("response.output_item.done", {**where, "item": answer})


class HostedShellKind(ShellKind):
    """The `shell` tool: the client's (shell.py), or hosted in a sandbox container for a Chat
    Completions model (given as it is to a Responses upstream)."""

    async def open_tool(self, shared: RunShared, services: ToolServices) -> ServerTool | None:
        """The hosted shell with its container, when the request's shell is a container one
        and the model is on a Chat Completions upstream; else the client's shell, if any.
        A 400 naming the environment when the sandbox cannot run, or for what it does not
        run yet."""
        hosted = shared.request.tool_state.get(HOSTED_SHELL)
        if hosted is None:
            return await super().open_tool(shared, services)
        if shared.speaks_responses:
            return None
        param = str(hosted["param"])
        containers = containers_for(services, NAME, f"{param}.type")
        chosen = await chosen_container(
            containers,
            shared,
            hosted["container"],
            param=param,
            id_param=f"{param}.container_id",
            name=NAME,
            id_in=_container_of_call,
        )
        return None if chosen is None else HostedShell(containers, chosen)


def _container_of_call(item: dict[str, Any]) -> object:
    """The container id of a hosted `shell_call` item (None for any other item)."""
    environment = item.get("environment") if item.get("type") == "shell_call" else None
    return environment.get("container_id") if isinstance(environment, dict) else None
