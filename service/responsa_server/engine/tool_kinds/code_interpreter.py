"""The built-in `code_interpreter` tool, run here for a Chat Completions model: the model is
offered one function (`code_interpreter`, taking `code`), and each call runs as a Python cell
in a sandbox container (sandbox/: `container: "auto"` makes one for the response, a container
id uses that container of the project). The call is a `code_interpreter_call` item with
`container_id`, `code` and `outputs` (the cell's logs), announced by
`response.code_interpreter_call.in_progress`, the code as
`response.code_interpreter_call_code.delta` and `.done`, `.interpreting` while it runs, and
`.completed`.

The model reads the cell's logs as the call's result, in this response's later turns and in
the next responses (from the stored item's `outputs`, which are always filled here).

An upstream that speaks the Responses API gets the tool as the client sent it and runs it; its
`code_interpreter_call` items go back to it as they are. For any other model, a server whose
sandbox cannot run (docs/sandbox.md) refuses the tool (400 naming it) before anything runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id
from responsa_server.model.request.code_tools import CodeInterpreterSpec
from responsa_server.observability import hooks
from responsa_server.sandbox import Container, Outcome, Sandbox

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset
    from responsa_server.model.request import CreateRequest

ITEM_TYPE = "code_interpreter_call"
CODE_INTERPRETER = Builtin(
    "code_interpreter",
    "responsa_code_interpreter",
    "Run Python code in a sandbox with no network access. Files in /mnt/data persist between "
    "calls; variables do not. What the code prints is returned to you.",
    {
        "type": "object",
        "properties": {"code": {"type": "string", "description": "The Python code to run."}},
        "required": ["code"],
    },
)
NOT_AVAILABLE = (
    "The code_interpreter tool needs this server's sandbox, which cannot run here: {why} "
    "(docs/sandbox.md)."
)
ENDINGS = {
    "timeout": "The cell was stopped: it ran past its wall-time limit.",
    "output_limit": "The cell was stopped: it printed more than the output limit.",
}


def code_of(arguments: str) -> str:
    """The model's `code` ('' when it sent none)."""
    try:
        parsed = orjson.loads(arguments or "{}")
    except orjson.JSONDecodeError:
        return ""
    code = parsed.get("code") if isinstance(parsed, dict) else None
    return code if isinstance(code, str) else ""


def logs_of(outcome: Outcome) -> str:
    """What the cell printed (stdout then stderr), and how it ended when not by itself."""
    logs = (outcome.stdout + outcome.stderr).decode("utf-8", "replace")
    if outcome.kind != "exit":
        logs += ("\n" if logs and not logs.endswith("\n") else "") + ENDINGS[outcome.kind]
    return logs


class CodeTarget(WholeItemTarget):
    """A `code_interpreter_call` item; its outputs are set when the cell ends."""

    def __init__(self, tool: CodeInterpreter) -> None:
        self._tool = tool

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `code_interpreter_call` item with the model's code (no outputs yet)."""
        return {
            "id": new_id("ci"),
            "type": ITEM_TYPE,
            "status": "in_progress",
            "container_id": self._tool.container.id,
            "code": code_of(call.arguments_text),
            "outputs": None,
        }


class CodeInterpreter(NoSetup):
    """The code interpreter of one response: its container and the cells it runs there."""

    builtin: Builtin | None = CODE_INTERPRETER

    def __init__(self, sandbox: Sandbox, container: Container, shared: RunShared) -> None:
        self._sandbox = sandbox
        self.container = container
        self._shared = shared
        self._target = CodeTarget(self)

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Run, unless it is the last turn (the response ends incomplete) or the budget is
        used up (the call is ignored)."""
        if not chat_name or chat_name != toolset.builtin_name(CODE_INTERPRETER):
            return None
        if budget.last_turn:
            budget.incomplete = True
        if budget.last_turn or not budget.left():
            return Plan(CallKind.IGNORED, self._target)
        budget.take()
        return Plan(CallKind.RUN, self._target, self)

    async def run(self, call: ToolCall) -> Outcome:
        """Run the cell in the container; a limit reached is part of the outcome."""
        async with hooks.tool_call(ITEM_TYPE, "code_interpreter"):
            return await self._sandbox.run_python(self.container, code_of(call.arguments_text))

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """The code (one delta, then `.done`), then `.interpreting`."""
        item = call.item
        assert item is not None
        where = {"output_index": call.output_index, "item_id": item["id"]}
        code = item["code"]
        output.emit("response.code_interpreter_call_code.delta", {**where, "delta": code})
        output.emit("response.code_interpreter_call_code.done", {**where, "code": code})
        item["status"] = "interpreting"
        output.emit("response.code_interpreter_call.interpreting", where)

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """The logs in the item, `.completed`; what the model reads."""
        item = call.item
        assert item is not None
        assert isinstance(outcome, Outcome)
        logs = logs_of(outcome)
        item["outputs"] = [{"type": "logs", "logs": logs}]
        item["status"] = "completed" if outcome.kind == "exit" else "failed"
        self._shared.read[item["id"]] = (call.name, logs or "(the cell printed nothing)")
        if item["status"] == "completed":
            output.emit(
                "response.code_interpreter_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        output.close_item(call)


def _replay(replay: Replay, item: dict[str, Any]) -> None:
    """The call with its code, and its logs as the result."""
    name, text = replay.read.get(item["id"], (CODE_INTERPRETER.name, ""))
    if not text:
        logs = [
            o.get("logs", "")
            for o in item.get("outputs") or ()
            if isinstance(o, dict) and o.get("type") == "logs"
        ]
        text = "".join(str(log) for log in logs) or "(the cell printed nothing)"
    replay.call(item["id"], name, orjson.dumps({"code": item.get("code") or ""}).decode())
    replay.result(item["id"], text)


class CodeInterpreterKind(ToolKind):
    """The `code_interpreter` tool: run here in the sandbox, or given to a Responses upstream
    that runs it."""

    spec = CodeInterpreterSpec()
    replayers: Mapping[str, Replayer] = {ITEM_TYPE: _replay}
    native_item_types = frozenset({ITEM_TYPE})

    async def open_tool(self, shared: RunShared, services: ToolServices) -> CodeInterpreter | None:
        """The request's code interpreter for a Chat Completions model, with its container;
        a 400 naming the tool when the sandbox cannot run, or for what it does not run yet."""
        tool = shared.request.tool_state.get(self.spec.name)
        if tool is None or shared.speaks_responses:
            return None
        param = str(tool["param"])
        sandbox = services.find(Sandbox)  # type: ignore[type-abstract]
        if sandbox is None or sandbox.unavailable is not None:
            why = sandbox.unavailable if sandbox is not None else "it is not configured"
            raise ApiError(
                400, NOT_AVAILABLE.format(why=why), param=param, code="unsupported_value"
            )
        container = tool["container"]
        if isinstance(container, str):
            found = await sandbox.get(shared.project, container)
            if found is None:
                raise ApiError(
                    400,
                    f"No container found with id '{container}'.",
                    param=f"{param}.container",
                    code="invalid_value",
                )
            return CodeInterpreter(sandbox, found, shared)
        for key in ("file_ids", "network_policy"):
            value = container.get(key)
            if value and not (key == "network_policy" and value.get("type") == "disabled"):
                raise ApiError(
                    400,
                    f"'{param}.container.{key}' is not supported yet by this server for a model "
                    "on a Chat Completions upstream.",
                    param=f"{param}.container.{key}",
                    code="unsupported_value",
                )
        made = await sandbox.create(
            shared.project,
            name="code_interpreter",
            memory_limit=container.get("memory_limit", "1g"),
        )
        return CodeInterpreter(sandbox, made, shared)

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """The tool as the request has it: the upstream runs it."""
        return frozenset(), [t for t in request.offered_tools if t["type"] in self.spec.types]
