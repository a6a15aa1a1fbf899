"""The registry of tool kinds (`ToolKinds`) and the built-in one (`BUILT_IN_KINDS`).

Each kind is one `ToolKind` object (base.py) holding its request part (`spec`); the registry is
a composite of them, and also the `ToolSpecs` the request parser walks. The tool loop, chat
conversion, replay, native requests, finishing and metrics walk the registry. Adding a kind: one
module here and one line below (a built-in kind's spec sits in model/request/ with a line in
its BUILT_IN_SPECS: "Adding a tool kind", docs/architecture.md). A server can be given more
kinds (`ToolKinds.with_kinds`, ResponsaServer's `kinds`).

The order of the kinds is the order their types are listed in errors and the order server
tools are offered and planned.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from responsa_server.engine.replay import Replayer
from responsa_server.engine.tool_kinds.apply_patch import ApplyPatchKind
from responsa_server.engine.tool_kinds.base import (
    ContextLoader,
    RunShared,
    ServerTool,
    ToolKind,
    ToolServices,
)
from responsa_server.engine.tool_kinds.code_interpreter import CodeInterpreterKind
from responsa_server.engine.tool_kinds.computer import ComputerKind
from responsa_server.engine.tool_kinds.custom import CustomKind
from responsa_server.engine.tool_kinds.file_search import FileSearchKind
from responsa_server.engine.tool_kinds.functions import FunctionKind, NamespaceKind
from responsa_server.engine.tool_kinds.hosted_shell import HostedShellKind
from responsa_server.engine.tool_kinds.image_generation import ImageGenerationKind
from responsa_server.engine.tool_kinds.local_shell import LocalShellKind
from responsa_server.engine.tool_kinds.mcp import McpKind
from responsa_server.engine.tool_kinds.passed_through import passed_through
from responsa_server.engine.tool_kinds.tool_search import ToolSearchKind
from responsa_server.engine.tool_kinds.web_search import WebSearchKind
from responsa_server.engine.tool_kinds.web_search_preview import WebSearchPreviewKind
from responsa_server.model.request.tool_spec import ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS

if TYPE_CHECKING:
    from responsa_server.engine.tool_kinds.mcp_context import ApprovalAnswer
    from responsa_server.model.request import CreateRequest

__all__ = ["BUILT_IN_KINDS", "ToolKind", "ToolKinds", "ToolServices", "kinds_of"]

Items = list[dict[str, Any]]


class ToolKinds(ToolSpecs):
    """The registered kinds, in order; their specs are what requests are parsed with."""

    def __init__(self, kinds: Iterable[ToolKind]) -> None:
        self.kinds = tuple(kinds)
        super().__init__(kind.spec for kind in self.kinds)
        self.replayers: Mapping[str, Replayer] = {
            item_type: replayer
            for kind in self.kinds
            for item_type, replayer in kind.replayers.items()
        }
        # Item types that are calls of the model (one turn's calls share one assistant message).
        self.turn_call_types = frozenset(t for kind in self.kinds for t in kind.turn_call_types)
        self.cut_status: Mapping[str, str] = {
            item_type: status
            for kind in self.kinds
            for item_type, status in kind.cut_status.items()
        }
        self.context_loaders: tuple[ContextLoader, ...] = tuple(
            loader for kind in self.kinds for loader in kind.context_loaders
        )
        self.native_item_types = frozenset(t for kind in self.kinds for t in kind.native_item_types)
        self._by_spec = {id(kind.spec): kind for kind in self.kinds}
        # The kinds with a part in a response or answers to claim: the rest keep the base's
        # no-op, which need not be called (and awaited) for every create.
        self._openers = tuple(k for k in self.kinds if type(k).open_tool is not ToolKind.open_tool)
        self._answerers = tuple(
            k for k in self.kinds if type(k).approval_answers is not ToolKind.approval_answers
        )

    def with_kinds(self, extra: Iterable[ToolKind]) -> ToolKinds:
        """These kinds followed by `extra` (a server's own kinds, a test's)."""
        return ToolKinds((*self.kinds, *extra))

    def kind_of(self, tool: dict[str, Any]) -> ToolKind | None:
        """The kind of a `tools` entry (parsed: its type is known)."""
        spec = self.of_type(str(tool.get("type")))
        return self._by_spec.get(id(spec)) if spec is not None else None

    def named_tools(self, tools: list[dict[str, Any]]) -> tuple[Items, Items]:
        """The function tools and the groups (namespaces) the name table names (toolset.py),
        each entry in the function form its kind offers it as (`ToolKind.function_form`)."""
        functions: Items = []
        groups: Items = []
        for tool in tools:
            kind = self.kind_of(tool)
            if kind is None:
                continue
            if kind.named_group:
                members = [self._function_form(member) for member in tool["tools"]]
                changed = any(m is not o for m, o in zip(members, tool["tools"], strict=True))
                groups.append(dict(tool, tools=members) if changed else tool)
            elif (form := kind.function_form(tool)) is not None:
                functions.append(form)
        return functions, groups

    def _function_form(self, member: dict[str, Any]) -> dict[str, Any]:
        kind = self.kind_of(member)
        form = kind.function_form(member) if kind is not None else None
        return form if form is not None else member

    def kind_of_choice(self, choice_type: str) -> ToolKind | None:
        """The kind a `tool_choice` object (or `allowed_tools` entry) of `choice_type` names."""
        spec = self.of_choice(choice_type) or self.of_allowed(choice_type)
        return self._by_spec.get(id(spec)) if spec is not None else None

    def check_services(self, services: ToolServices) -> None:
        """Refuse to run kinds whose services are missing (a wiring bug, found at start)."""
        for kind in self.kinds:
            missing = services.missing(kind.needs)
            if missing:
                raise LookupError(f"tool kind {kind.spec.name!r} needs {', '.join(missing)}")

    async def server_tools(self, shared: RunShared, services: ToolServices) -> list[ServerTool]:
        """The kinds' parts of one response, in order; raises the 400 of a tool that cannot
        run (an unknown vector store) before anything runs."""
        request = shared.request
        if not request.tool_state and not request.offered_tools:
            # No tool offered at all (most short answers): no kind has a part to open.
            return []
        found = [await kind.open_tool(shared, services) for kind in self._openers]
        return [tool for tool in found if tool is not None]

    def approval_answers(self, request: CreateRequest, context: Items) -> list[ApprovalAnswer]:
        """The input's answers to approval requests, of every kind in order (each checked;
        the store claims each once)."""
        return [a for kind in self._answerers for a in kind.approval_answers(request, context)]


BUILT_IN_KINDS = ToolKinds(
    (
        FunctionKind(),
        CustomKind(),
        ToolSearchKind(),
        NamespaceKind(),
        McpKind(),
        WebSearchKind(),
        WebSearchPreviewKind(),
        FileSearchKind(),
        ImageGenerationKind(),
        LocalShellKind(),
        HostedShellKind(),
        ApplyPatchKind(),
        ComputerKind(),
        CodeInterpreterKind(),
        *passed_through(BUILT_IN_SPECS),
    )
)


def kinds_of(request: CreateRequest) -> ToolKinds:
    """The kinds a request was parsed with (the server's registry; the built-in one for a
    request parsed without one)."""
    return request.specs if isinstance(request.specs, ToolKinds) else BUILT_IN_KINDS
