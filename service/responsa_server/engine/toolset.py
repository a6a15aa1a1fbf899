"""The tools one response offers the model, under the names the model sees.

Chat Completions knows only functions, named `^[a-zA-Z0-9_-]{1,64}$`. Function tools keep the
name the client gave them. An MCP tool keeps its own name (with any other character replaced by
`_`) when that name is unique in the request; when it clashes with a function tool or with a tool
of another MCP server, every clashing MCP tool is named `<server_label>__<name>` instead (a name
over 64 characters is cut and ends in a short hash of the whole). Function tools always win a
clash, so a client's own tool names never change.

A function of a `namespace` tool is offered as `<namespace>__<name>`; should that clash with a
function tool's name, it ends in a short hash instead. Its calls go back to the client as
`function_call` items carrying `namespace` and the function's own `name`.

A server tool offered as one function (a `Builtin`: web search, file search) takes its name
unless a client's tool has it, then its fallback name. The definitions of functions are made
here; a kind offers other entries in a function form (`ToolKind.function_form`), a `Builtin` or
the `ListedTool`s a server listed. This module imports no tool kind: they import it.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol


class ListedTool(Protocol):
    """A tool a remote server listed for the model (an MCP tool: tool_kinds/mcp.py)."""

    @property
    def name(self) -> str:
        """Its own name on its server."""
        ...

    @property
    def server_label(self) -> str:
        """The label of its server."""
        ...

    def chat_tool(self, chat_name: str) -> dict[str, Any]:
        """Its Chat Completions tool definition under `chat_name`."""
        ...


@dataclass(frozen=True, slots=True)
class Builtin:
    """A server tool offered as one chat function: `name`, or `fallback` when a client's tool
    has that name already."""

    name: str
    fallback: str
    description: str
    parameters: dict[str, Any]
    # Server-side tools are offered only while `max_tool_calls` allows; a client-side kind
    # offered this way (a `custom` tool) sets False to be offered on every turn.
    server_side: bool = True

    def chat_tool(self, chat_name: str) -> dict[str, Any]:
        """Its Chat Completions tool definition under `chat_name`."""
        function = {
            "name": chat_name,
            "description": self.description,
            "parameters": self.parameters,
        }
        return {"type": "function", "function": function}


def chat_tool(tool: dict[str, Any]) -> dict[str, Any]:
    """A function tool as Chat Completions declares it (only what the client set)."""
    function: dict[str, Any] = {"name": tool["name"]}
    if tool.get("description") is not None:
        function["description"] = tool["description"]
    if tool.get("parameters") is not None:
        function["parameters"] = tool["parameters"]
    if tool.get("strict") is not None:
        function["strict"] = tool["strict"]
    return {"type": "function", "function": function}


def namespaced_chat_tool(
    name: str, namespace: dict[str, Any], function: dict[str, Any]
) -> dict[str, Any]:
    """A namespace's function under its chat name `name`."""
    tool = chat_tool(dict(function, name=name))
    # The namespace's description gives the model the group's purpose.
    prefix = f"[{namespace['name']}: {namespace['description']}]"
    own = function.get("description")
    tool["function"]["description"] = f"{prefix} {own}" if own else prefix
    return tool


_UNSAFE = re.compile(r"[^a-zA-Z0-9_-]")
_MAX_NAME = 64


def _fit(name: str) -> str:
    if len(name) <= _MAX_NAME:
        return name
    digest = hashlib.sha256(name.encode()).hexdigest()[:8]
    return f"{name[: _MAX_NAME - 9]}_{digest}"


def _qualified(label: str, tool_name: str) -> str:
    return _fit(f"{label}__{_UNSAFE.sub('_', tool_name)}")


def namespaced_name(
    namespace: str, name: str, taken: set[str] | frozenset[str] = frozenset()
) -> str:
    """The chat name of function `name` of `namespace`, avoiding the names in `taken`."""
    chat_name = _fit(f"{namespace}__{name}")
    if chat_name in taken:
        digest = hashlib.sha256(f"{namespace}\0{name}".encode()).hexdigest()[:8]
        chat_name = f"{chat_name[: _MAX_NAME - 9]}_{digest}"
    return chat_name


def toolset(
    functions: list[dict[str, Any]],
    mcp_tools: list[ListedTool] | tuple[()] = (),
    namespaces: list[dict[str, Any]] | tuple[()] = (),
    builtins: list[Builtin] | tuple[()] = (),
) -> Toolset:
    """The Toolset of these tools; for none at all (most responses) one shared empty Toolset,
    made once: a Toolset is not changed once made."""
    if functions or mcp_tools or namespaces or builtins:
        return Toolset(functions, mcp_tools, namespaces, builtins)
    return _NO_TOOLS


class Toolset:
    """Function tools and listed MCP tools, each under one chat name (not changed once made)."""

    def __init__(
        self,
        functions: list[dict[str, Any]],
        mcp_tools: Iterable[ListedTool],
        namespaces: Iterable[dict[str, Any]] = (),
        builtins: Iterable[Builtin] = (),
    ) -> None:
        self.functions = functions
        self._function_names = {str(tool["name"]) for tool in functions}
        # chat name -> (namespace tool, its function); (namespace, name) -> chat name
        self.namespaced: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
        self._namespaced_names: dict[tuple[str, str], str] = {}
        self.builtins: dict[str, Builtin] = {}
        self._builtin_names: dict[str, str] = {}
        self._definitions: dict[bool, list[dict[str, Any]]] = {}
        self.mcp: dict[str, ListedTool] = {}
        self._chat_names: dict[tuple[str, str], str] = {}
        if not (namespaces or builtins or mcp_tools):
            return  # most responses: functions at most, nothing else to name
        for namespace in namespaces:
            for function in namespace["tools"]:
                name = namespaced_name(
                    namespace["name"], function["name"], self._function_names | set(self.namespaced)
                )
                self.namespaced[name] = (namespace, function)
                self._namespaced_names[(namespace["name"], function["name"])] = name
        self._function_names |= set(self.namespaced)
        # Built-in server tools: their own name unless a client's tool has it.
        for builtin in builtins:
            name = builtin.name if builtin.name not in self._function_names else builtin.fallback
            self.builtins[name] = builtin
            self._builtin_names[builtin.name] = name
            self._function_names.add(name)
        targets = list(mcp_tools)
        # Most responses have no MCP tools: no name count to make then.
        bare = Counter(_fit(_UNSAFE.sub("_", t.name)) for t in targets) if targets else None
        for target in targets:
            name = _fit(_UNSAFE.sub("_", target.name))
            if (bare is not None and bare[name] > 1) or name in self._function_names:
                name = _qualified(target.server_label, target.name)
            self.mcp[name] = target
            self._chat_names[(target.server_label, target.name)] = name

    def function_of(self, chat_name: str) -> tuple[str | None, str]:
        """A function call's (namespace, own name) for the chat name the model called."""
        found = self.namespaced.get(chat_name)
        if found is None:
            return None, chat_name
        return str(found[0]["name"]), str(found[1]["name"])

    def function_chat_name(self, namespace: str, name: str) -> str:
        """The chat name of a namespaced function (also for one this request no longer has)."""
        return self._namespaced_names.get((namespace, name)) or namespaced_name(namespace, name)

    def builtin_name(self, builtin: Builtin) -> str | None:
        """The chat name a built-in server tool is offered under (None: not offered)."""
        return self._builtin_names.get(builtin.name)

    def mcp_target(self, chat_name: str) -> ListedTool | None:
        """The MCP tool behind a chat name; None for function tools and unknown names."""
        return self.mcp.get(chat_name)

    def mcp_target_of(self, server_label: str, tool_name: str) -> ListedTool | None:
        """The offered MCP tool `tool_name` of a server, if it is offered."""
        name = self._chat_names.get((server_label, tool_name))
        return self.mcp.get(name) if name is not None else None

    def chat_name(self, server_label: str, tool_name: str) -> str:
        """The chat name of an MCP tool (also for one no longer offered, as history shows it)."""
        return self._chat_names.get((server_label, tool_name)) or _qualified(
            server_label, tool_name
        )

    def chat_tools(
        self,
        *,
        with_mcp: bool,
        only: set[str] | None = None,
    ) -> list[dict[str, Any]]:
        """Chat Completions `tools`: every function, plus the server's tools (MCP, built-ins)
        unless `with_mcp` is off; `only` keeps just those chat names."""
        tools = self._defined(with_mcp)
        if only is not None:
            tools = [tool for tool in tools if tool["function"]["name"] in only]
        return tools

    def _defined(self, with_mcp: bool) -> list[dict[str, Any]]:
        """The definitions, built once per toolset (every turn offers them again)."""
        cached = self._definitions.get(with_mcp)
        if cached is not None:
            return list(cached)
        tools = [chat_tool(tool) for tool in self.functions]
        tools.extend(
            namespaced_chat_tool(name, namespace, function)
            for name, (namespace, function) in self.namespaced.items()
        )
        tools.extend(
            builtin.chat_tool(name)
            for name, builtin in self.builtins.items()
            if not builtin.server_side
        )
        if with_mcp:
            tools.extend(target.chat_tool(name) for name, target in self.mcp.items())
            tools.extend(
                builtin.chat_tool(name)
                for name, builtin in self.builtins.items()
                if builtin.server_side
            )
        self._definitions[with_mcp] = tools
        return list(tools)

    def names_of_server(self, label: str, tool_name: str | None = None) -> set[str]:
        """Chat names of a server's tools (or of one of them)."""
        return {
            name
            for name, target in self.mcp.items()
            if target.server_label == label and (tool_name is None or target.name == tool_name)
        }


_NO_TOOLS = Toolset([], ())
