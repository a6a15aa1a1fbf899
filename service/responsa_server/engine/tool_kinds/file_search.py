"""The built-in `file_search` tool: what the model is offered (one chat function), running a search
it asked for, its `file_search_call` item and events, what the model reads back (also in later
turns, exactly: file_search_transcripts.py), and the `file_citation`s of the answer.

Unknown (or another project's) vector stores are refused before anything runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

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
    query_of,
    searching,
)
from responsa_server.engine.tool_kinds.file_search_transcripts import (
    READ_KEY,
    keep_transcripts,
    with_transcripts,
)
from responsa_server.engine.toolset import Builtin
from responsa_server.model.ids import new_id
from responsa_server.model.request.search_tools import FileSearchSpec
from responsa_server.store.response_store import ResponseStore
from responsa_server.tools.file_search import FileSearcher, FileSearchFailure

if TYPE_CHECKING:
    from responsa_server.engine.output_stream import OutputStream
    from responsa_server.engine.toolset import Toolset

RESULTS_INCLUDE = "file_search_call.results"
FILE_SEARCH = Builtin(
    "file_search",
    "responsa_file_search",
    "Search the user's uploaded files. Returns the most relevant passages with their file "
    "names; mention the file name of each passage you use.",
    {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "What to look for."}},
        "required": ["query"],
    },
)


@dataclass(slots=True)
class FileSearchOutcome:
    """One search the model asked for: its query and the results, or why there are none."""

    query: str
    results: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None

    def for_model(self) -> str:
        """What the model reads as the search's result."""
        if self.error is not None:
            return f"The file search failed: {self.error}"
        return passages_for_model(self.query, self.call_results())

    def call_results(self) -> list[dict[str, Any]]:
        """The `results` of the file_search_call item (shown with include)."""
        return [
            {
                "file_id": hit["file_id"],
                "filename": hit["filename"],
                "score": hit["score"],
                "attributes": hit["attributes"],
                "text": " ".join(part["text"] for part in hit["content"]),
            }
            for hit in self.results
        ]


def passages_for_model(query: str, results: list[dict[str, Any]]) -> str:
    """The text the model reads for a search's results (the call item's `results` shape), so a
    stored call with its results is replayed to the model exactly as it was first read."""
    if not results:
        return f"No passages found for {query!r}."
    lines = [f"Passages for {query!r}:"]
    for number, hit in enumerate(results, 1):
        # A client-sent call's hits may leave out any field (all optional in the reference).
        lines.append(f"{number}. File: {hit.get('filename') or ''}\n{hit.get('text') or ''}")
    return "\n\n".join(lines)


async def run_file_search(
    searcher: FileSearcher, tool: dict[str, Any], arguments: str, *, project: str
) -> FileSearchOutcome:
    """Run the model's search; a failure is an outcome, never an exception."""
    query = query_of(arguments)
    if not query.strip():
        return FileSearchOutcome(query, error="The model gave no query; nothing was searched.")
    try:
        results = await searcher.search(tool, query, project=project)
    except FileSearchFailure as failure:
        return FileSearchOutcome(query, error=failure.message)
    return FileSearchOutcome(query, results)


def file_citations(text: str, files: dict[str, str]) -> list[dict[str, Any]]:
    """A `file_citation` for each file (name -> id) the answer names, at the end of the name."""
    citations: list[dict[str, Any]] = []
    for filename, file_id in files.items():
        start = text.find(filename)
        if start != -1:
            citations.append(
                {
                    "type": "file_citation",
                    "file_id": file_id,
                    "filename": filename,
                    "index": start + len(filename),
                }
            )
    citations.sort(key=lambda c: int(c["index"]))
    return citations


class FileSearchTarget(WholeItemTarget):
    """A file search's `file_search_call` item (no argument events: the query is in it)."""

    def open_item(self, call: ToolCall) -> dict[str, Any]:
        """A new `file_search_call` item with the model's query."""
        return {
            "id": new_id("fs"),
            "type": "file_search_call",
            "status": "in_progress",
            "queries": [query_of(call.arguments_text)],
            "results": None,
        }


_TARGET = FileSearchTarget()


class FileSearch(NoSetup):
    """The file search of one response, and the files its searches returned passages of."""

    builtin: Builtin | None = FILE_SEARCH

    def __init__(
        self,
        searcher: FileSearcher,
        store: ResponseStore,
        tool: dict[str, Any],
        shared: RunShared,
    ) -> None:
        self._searcher = searcher
        self._store = store
        self._tool = tool
        self._shared = shared
        self._files: dict[str, str] = {}  # file name -> file id, for citations

    def plan(self, chat_name: str, toolset: Toolset, budget: TurnBudget) -> Plan | None:
        """Search, unless it is the last turn (the response ends incomplete) or the budget is
        used up (the call is ignored)."""
        if not chat_name or chat_name != toolset.builtin_name(FILE_SEARCH):
            return None
        if budget.last_turn:
            budget.incomplete = True  # the search would need one more turn
        if budget.last_turn or not budget.left():
            return Plan(CallKind.IGNORED, _TARGET)
        budget.take()
        return Plan(CallKind.RUN, _TARGET, self)

    async def run(self, call: ToolCall) -> FileSearchOutcome:
        """Run the model's search over the tool's vector stores."""
        return await run_file_search(
            self._searcher, self._tool, call.arguments_text, project=self._shared.project
        )

    def started(self, output: OutputStream, call: ToolCall) -> None:
        """`response.file_search_call.searching`."""
        searching(output, call)

    def record(self, output: OutputStream, call: ToolCall, outcome: object) -> None:
        """Close the item; keep what the model read and the files for citations."""
        assert isinstance(outcome, FileSearchOutcome) and call.item is not None
        item = call.item
        self._shared.read[item["id"]] = (call.name, outcome.for_model())
        for hit in outcome.results:
            self._files.setdefault(hit["filename"], hit["file_id"])
        included = RESULTS_INCLUDE in self._shared.request.include
        item["results"] = outcome.call_results() if included else None
        failed = outcome.error is not None
        item["status"] = "failed" if failed else "completed"
        if not failed:
            output.emit(
                "response.file_search_call.completed",
                {"output_index": call.output_index, "item_id": item["id"]},
            )
        output.close_item(call)

    def annotate(self, text: str) -> list[dict[str, Any]]:
        """A file_citation for each file of this response's searches the answer names."""
        return file_citations(text, self._files)

    async def before_save(self, output: list[dict[str, Any]]) -> None:
        """Keep what the model read, so a stored search is replayed exactly."""
        await keep_transcripts(self._store, output, self._shared.read, project=self._shared.project)


def _replay(replay: Replay, item: dict[str, Any]) -> None:
    """A file search reads as the call and what the model read: this response's, an earlier
    one's (attached by `with_transcripts`), or one stored with its results before transcripts
    were kept."""
    queries = item.get("queries") or [""]
    if item.get("id") in replay.read:
        name, found = replay.read[item["id"]]
    elif READ_KEY in item:
        # An earlier response's search: the model reads again exactly what it read.
        name, found = item[READ_KEY]
    elif item.get("results") is not None:
        name, found = "file_search", passages_for_model(queries[0], item["results"])
    else:
        return
    arguments = orjson.dumps({"query": queries[0]}).decode()
    replay.call(item["id"], name, arguments)
    replay.result(item["id"], found)


async def _attach_transcripts(
    context: list[dict[str, Any]], store: ResponseStore, project: str
) -> list[dict[str, Any]]:
    return await with_transcripts(context, store, project=project)


class FileSearchKind(ToolKind):
    """The `file_search` tool, run here over the project's vector stores."""

    spec = FileSearchSpec()
    replayers: Mapping[str, Replayer] = {"file_search_call": _replay}
    # An unfinished search of a failed response ends `failed` (its statuses have no
    # "incomplete").
    cut_status: Mapping[str, str] = {"file_search_call": "failed"}
    # What the model read in earlier searches, attached to a loaded chain before it is
    # converted.
    context_loaders: tuple[ContextLoader, ...] = (_attach_transcripts,)
    needs = (FileSearcher, ResponseStore)

    async def open_tool(self, shared: RunShared, services: ToolServices) -> FileSearch | None:
        """The request's file search; its vector stores are checked here (a 400 when
        unknown)."""
        request = shared.request
        tool = request.tool_state.get(self.spec.name)
        if tool is None:
            return None
        searcher = services.get(FileSearcher)
        index = next(i for i, t in enumerate(request.tools) if t is tool)
        await searcher.check(tool, f"tools[{index}]", project=shared.project)
        return FileSearch(searcher, services.get(ResponseStore), tool, shared)

    def chat_names(self, choice: dict[str, Any], toolset: Toolset) -> set[str]:
        """The built-in it is offered as, when it is offered."""
        name = toolset.builtin_name(FILE_SEARCH)
        return {name} if name is not None else set()
