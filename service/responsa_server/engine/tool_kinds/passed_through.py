"""The engine side of a pass-through tool kind (model/request/hosted_tools.py): nothing. A
Responses upstream gets such a tool as the client sent it and runs it; its items come back
from that upstream as they are (engine/native_stream.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from responsa_server.engine.tool_kinds.base import ToolKind
from responsa_server.model.request.tool_spec import ToolSpec, ToolSpecs

if TYPE_CHECKING:
    from responsa_server.model.request import CreateRequest


class PassThroughKind(ToolKind):
    """A tool type only a Responses upstream runs."""

    def __init__(self, spec: ToolSpec) -> None:
        self.spec = spec

    def native_tools(
        self, request: CreateRequest, offered: set[str]
    ) -> tuple[frozenset[str], list[dict[str, Any]]]:
        """Its tools as the client gave them (the upstream validates and runs them)."""
        return frozenset(), [t for t in request.tools if t["type"] in self.spec.types]


def passed_through(specs: ToolSpecs) -> tuple[PassThroughKind, ...]:
    """A kind for each pass-through spec of `specs`."""
    return tuple(PassThroughKind(spec) for spec in specs if spec.passed_through)
