"""The registry of tool kinds: function and namespace tools, custom tools, tool search, MCP,
web search, file search.

The tool loop, the output stream and the chat conversion know no kind by name: they walk the
tables below, built from `KINDS`. Adding a kind means one module here and one entry in `KINDS`.
A kind module may define (see base.py for the interfaces):

- `REPLAYERS`: item type -> how such an item reads to the model in later turns;
- `CALL_ITEM_TYPES`: its item types that are calls of the model (one turn's calls share one
  assistant message);
- `CUT_STATUS`: item type -> the status its unfinished item ends with when the response fails
  (default "incomplete");
- `CONTEXT_LOADERS`: what it attaches to a loaded chain before the model reads it;
- `open_tool(shared, services)`: its part of one response (`ServerTool`), or None when the
  request does not use it; may raise the 400 of a tool that cannot run, before anything runs.

The order of `KINDS` is the order server tools are offered and planned.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from responsa_server.engine.replay import Replayer
from responsa_server.engine.tool_kinds import (
    custom,
    file_search,
    functions,
    mcp,
    tool_search,
    web_search,
)
from responsa_server.engine.tool_kinds.base import RunShared, ServerTool, ToolServices

if TYPE_CHECKING:
    from responsa_server.store.response_store import ResponseStore

__all__ = [
    "CALL_ITEM_TYPES",
    "CONTEXT_LOADERS",
    "CUT_STATUS",
    "KINDS",
    "REPLAYERS",
    "ToolServices",
    "server_tools",
]

Items = list[dict[str, Any]]
ContextLoader = Callable[[Items, "ResponseStore", str], Awaitable[Items]]
OpenTool = Callable[[RunShared, ToolServices], Awaitable[ServerTool | None]]

KINDS: tuple[ModuleType, ...] = (functions, custom, tool_search, mcp, web_search, file_search)

REPLAYERS: dict[str, Replayer] = {
    item_type: replayer
    for kind in KINDS
    for item_type, replayer in getattr(kind, "REPLAYERS", {}).items()
}
CALL_ITEM_TYPES: frozenset[str] = frozenset(
    item_type for kind in KINDS for item_type in getattr(kind, "CALL_ITEM_TYPES", ())
)
CUT_STATUS: dict[str, str] = {
    item_type: status
    for kind in KINDS
    for item_type, status in getattr(kind, "CUT_STATUS", {}).items()
}
CONTEXT_LOADERS: tuple[ContextLoader, ...] = tuple(
    loader for kind in KINDS for loader in getattr(kind, "CONTEXT_LOADERS", ())
)
_OPENERS: tuple[OpenTool, ...] = tuple(
    kind.open_tool for kind in KINDS if hasattr(kind, "open_tool")
)


async def server_tools(shared: RunShared, services: ToolServices) -> list[ServerTool]:
    """The kinds' parts of one response, in `KINDS` order; raises the 400 of a tool that cannot
    run (an unknown vector store) before anything runs."""
    found = [await open_tool(shared, services) for open_tool in _OPENERS]
    return [tool for tool in found if tool is not None]
