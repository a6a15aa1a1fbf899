"""The built-in `file_search` tool in the tool loop: what the model is offered, running a search it
asked for, what it reads back, and the `file_citation`s of the answer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from responsa_server.engine.web_search import query_of
from responsa_server.tools.file_search import FileSearcher, FileSearchFailure

RESULTS_INCLUDE = "file_search_call.results"
FILE_SEARCH_DESCRIPTION = (
    "Search the user's uploaded files. Returns the most relevant passages with their file "
    "names; mention the file name of each passage you use."
)
FILE_SEARCH_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {"query": {"type": "string", "description": "What to look for."}},
    "required": ["query"],
}


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
