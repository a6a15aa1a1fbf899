"""The built-in `code_interpreter` tool, run here for a Chat Completions model: the model is
offered one function (`code_interpreter`, taking `code`), and each call runs as a Python cell
in a sandbox container (containers/: `container: {"type": "auto"}` makes one for the response,
with its `file_ids` under /mnt/data; a container id uses that container of the project). The
call is a `code_interpreter_call` item with `container_id`, `code` and `outputs` (null unless
`include: ["code_interpreter_call.outputs"]` asks, as OpenAI's: then the cell's logs and an
`image` output per figure the cell showed), announced by
`response.code_interpreter_call.in_progress`, the code as it is written as
`response.code_interpreter_call_code.delta` and `.done`, `.interpreting` while it runs, and
`.completed`.

The model reads the cell's logs (and which files it wrote) as the call's result, in this
response's later turns and in the next responses (kept beside the stored item, as a file
search's are: file_search_transcripts.py, whatever `include` showed). Files a cell writes are
the container's files: where the answer names one (`sandbox:/mnt/data/...` or
`/mnt/data/...`), its text gets a `container_file_citation`.

An upstream that speaks the Responses API gets the tool as the client sent it and runs it; its
`code_interpreter_call` items go back to it as they are. For any other model, a server whose
sandbox cannot run (docs/sandbox.md) refuses the tool (400 naming it) before anything runs.
"""

from __future__ import annotations

import re
from base64 import b64encode
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import TYPE_CHECKING, Any

import orjson

from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerRecord
from responsa_server.engine.calls import CallKind, Plan, ToolCall
from responsa_server.engine.replay import Replay, Replayer
from responsa_server.engine.tool_kinds.base import (
    ContextLoader,
    NoSetup,
    RunShared,
    ToolKind,
    ToolServices,
    TurnBudget,
    WholeItemTarget,
)
from responsa_server.engine.tool_kinds.container_choice import chosen_container, containers_for
from responsa_server.engine.tool_kinds.custom import InputDecoder, decoded_prefix
from responsa_server.engine.tool_kinds.file_search_transcripts import (
    READ_KEY,
    keep_transcripts,
    with_transcripts,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.code_tools import CodeInterpreterSpec
from responsa_server.observability import hooks
from responsa_server.sandbox import Outcome
from responsa_server.store.response_store import ResponseStore

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
ENDINGS = {
    "timeout": "The cell was stopped: it ran past its wall-time limit.",
    "output_limit": "The cell was stopped: it printed more than the output limit.",
    "cpu_time": "The cell was stopped: it used up its CPU-time limit.",
}
DISK_FULL = "The container's disk is full: its files reached their total size limit."
OUTPUTS_INCLUDE = "code_interpreter_call.outputs"
# A file of the container named in the answer: a markdown link target or a plain path.
MENTION = re.compile(r"(?:sandbox:)?/mnt/data/[^\s()\[\]<>\"'`]+")


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
    endings = [ENDINGS[outcome.kind]] if outcome.kind != "exit" else []
    if outcome.disk_full:
        endings.append(DISK_FULL)
    for ending in endings:
        logs += ("\n" if logs and not logs.endswith("\n") else "") + ending
    return logs


def read_by_model(outcome: Outcome, logs: str) -> str:
    """The call's result as the model reads it: the logs, the figures shown, the files written
    (so that it can name them in its answer)."""
    notes = []
    if outcome.images:
        notes.append(f"[The cell showed {len(outcome.images)} image(s) to the user.]")
    if outcome.changed:
        notes.append("[Files written: " + ", ".join(f.path for f in outcome.changed) + "]")
    text = "\n".join([logs.rstrip("\n"), *notes]) if notes else logs
    return text or "(the cell printed nothing)"


@dataclass(frozen=True, slots=True)
class Cell:
    """A cell's outcome and the ids of the container files it wrote, by path."""

    outcome: Outcome
    file_ids: dict[str, str]


def container_citations(
    text: str, container_id: str, written: Mapping[str, str]
) -> list[dict[str, Any]]:
    """A `container_file_citation` for each mention in `text` of a file written by this
    response's cells, spanning the mention."""
    citations: list[dict[str, Any]] = []
    for match in MENTION.finditer(text):
        path = match.group(0).removeprefix("sandbox:").rstrip(".,;:!?")
        if path not in written:
            continue
        citations.append(
            {
                "type": "container_file_citation",
                "container_id": container_id,
                "file_id": written[path],
                "start_index": match.start(),
                "end_index": match.start() + len(match.group(0).rstrip(".,;:!?")),
                "filename": PurePosixPath(path).name,
            }
        )
    return citations


class CodeTarget(WholeItemTarget):
    """A `code_interpreter_call` item: its code streams as the model writes it; its outputs are
    set when the cell ends."""

    def __init__(self, tool: CodeInterpreter) -> None:
        self._tool = tool
        self._decoders: dict[str, InputDecoder] = {}

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `code_interpreter_call` item with the model's code so far (no outputs yet)."""
        return {
            "id": new_id("ci"),
            "type": ITEM_TYPE,
            "status": "in_progress",
            "container_id": self._tool.container.id,
            "code": decoded_prefix(call.arguments_text, "code"),
            "outputs": None,
        }

    def arguments_event(self, call: ToolCall) -> str | None:
        """The code streams as `response.code_interpreter_call_code.*`."""
        return "code_interpreter_call_code"

    def delta(self, call: ToolCall, piece: str) -> str:
        """The code a piece of the JSON arguments adds (decoded)."""
        return self._decoders.setdefault(call.call_id, InputDecoder(field="code")).feed(piece)

    def announces_progress(self, call: ToolCall) -> bool:
        """`response.code_interpreter_call.in_progress` follows the item's `added`."""
        return True

    def arguments_done(self, call: ToolCall) -> dict[str, Any]:
        """The whole code in the item, and the `.done` event's fields."""
        item = call.item
        assert item is not None
        item["code"] = code_of(call.arguments_text)
        return {"output_index": call.output_index, "item_id": item["id"], "code": item["code"]}

    def partial(self, call: ToolCall) -> None:
        """The code as far as it came."""
        assert call.item is not None
        call.item["code"] = decoded_prefix(call.arguments_text, "code")


class CodeInterpreter(NoSetup):
    """The code interpreter of one response: its container and the cells it runs there."""

    builtin: Builtin | None = CODE_INTERPRETER

    def __init__(
        self,
        containers: ContainersApi,
        container: ContainerRecord,
        shared: RunShared,
        store: ResponseStore,
    ) -> None:
        self._containers = containers
        self._store = store
        self.container = container
        self._shared = shared
        self._target = CodeTarget(self)
        self._written: dict[str, str] = {}  # file ids of what this response's cells wrote, by path

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

    async def run(self, call: ToolCall) -> Cell:
        """Run the cell in the container; a limit reached is part of the outcome. The files it
        wrote are stored by then (containers/): their ids, for the answer's citations."""
        async with hooks.tool_call(ITEM_TYPE, "code_interpreter"):
            code = code_of(call.arguments_text)
            outcome = await self._containers.run_python(self.container, code)
            ids: dict[str, str] = {}
            if outcome.changed:
                stored = await self._containers.all_files(
                    self.container.id, project=self._shared.project
                )
                written = {f.path for f in outcome.changed}
                ids = {f.path: f.id for f in stored if f.path in written}
            return Cell(outcome, ids)

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """`.interpreting` (the code's events came as the model wrote it)."""
        item = call.item
        assert item is not None
        item["status"] = "interpreting"
        output.emit(
            "response.code_interpreter_call.interpreting",
            {"output_index": call.output_index, "item_id": item["id"]},
        )

    def record(self, output: OutputStream, call: ToolCall, cell: object) -> None:
        """The logs (and, when included, the images) in the item, `.completed`; what the model
        reads."""
        item = call.item
        assert item is not None
        assert isinstance(cell, Cell)
        outcome = cell.outcome
        logs = logs_of(outcome)
        if OUTPUTS_INCLUDE in self._shared.request.include:
            item["outputs"] = [
                {"type": "logs", "logs": logs},
                *(
                    {"type": "image", "url": "data:image/png;base64," + b64encode(png).decode()}
                    for png in outcome.images
                ),
            ]
        else:
            item["outputs"] = None  # as OpenAI's: what the model read is kept apart (below)
        item["status"] = "completed" if outcome.kind == "exit" else "failed"
        self._written.update(cell.file_ids)
        self._shared.read[item["id"]] = (call.name, read_by_model(outcome, logs))
        if item["status"] == "completed":
            output.emit(
                "response.code_interpreter_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        output.close_item(call)

    def annotate(self, text: str) -> list[dict[str, Any]]:
        """A `container_file_citation` for each file written by this response's cells that
        the answer names."""
        return container_citations(text, self.container.id, self._written)

    async def before_save(self, output: list[dict[str, Any]]) -> None:
        """Keep what the model read of each cell (its item shows the logs only when `include`
        asks), so a later response replays the cell exactly."""
        await keep_transcripts(
            self._store,
            output,
            self._shared.read,
            project=self._shared.project,
            item_type=ITEM_TYPE,
        )


def _replay(replay: Replay, item: dict[str, Any]) -> None:
    """The call with its code, and as the result what the model read: this response's, an
    earlier one's (attached by `with_transcripts`), else the item's logs (a client's input)."""
    kept = item.get(READ_KEY)
    name, text = replay.read.get(item["id"], kept or (CODE_INTERPRETER.name, ""))
    if not text:
        logs = [
            o.get("logs", "")
            for o in item.get("outputs") or ()
            if isinstance(o, dict) and o.get("type") == "logs"
        ]
        text = "".join(str(log) for log in logs) or "(the cell printed nothing)"
    replay.call(item["id"], name, orjson.dumps({"code": item.get("code") or ""}).decode())
    replay.result(item["id"], text)


async def _attach_transcripts(
    context: list[dict[str, Any]], store: ResponseStore, project: str
) -> list[dict[str, Any]]:
    return await with_transcripts(context, store, project=project, item_type=ITEM_TYPE)


class CodeInterpreterKind(ToolKind):
    """The `code_interpreter` tool: run here in the sandbox, or given to a Responses upstream
    that runs it."""

    spec = CodeInterpreterSpec()
    replayers: Mapping[str, Replayer] = {ITEM_TYPE: _replay}
    # What the model read of earlier cells, attached to a loaded chain before it is converted.
    context_loaders: tuple[ContextLoader, ...] = (_attach_transcripts,)
    needs = (ResponseStore,)
    native_item_types = frozenset({ITEM_TYPE})

    async def open_tool(self, shared: RunShared, services: ToolServices) -> CodeInterpreter | None:
        """The request's code interpreter for a Chat Completions model, with its container;
        a 400 naming the tool when the sandbox cannot run, or for what it does not run yet."""
        tool = shared.request.tool_state.get(self.spec.name)
        if tool is None or shared.speaks_responses:
            return None
        param = str(tool["param"])
        containers = containers_for(services, "code_interpreter", param)
        chosen = await chosen_container(
            containers,
            shared,
            tool["container"],
            param=f"{param}.container",
            id_param=f"{param}.container",
            name="code_interpreter",
            id_in=lambda item: item.get("container_id") if item.get("type") == ITEM_TYPE else None,
        )
        if chosen is None:
            return None
        return CodeInterpreter(containers, chosen, shared, services.get(ResponseStore))

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """The tool as the request has it: the upstream runs it."""
        return frozenset(), [t for t in request.offered_tools if t["type"] in self.spec.types]
