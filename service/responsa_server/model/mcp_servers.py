"""An `mcp` tool of a request: which server, which of its tools, which need approval.

The request's `headers` and `authorization` are secrets. They live only here, for the duration of
the request: the echoed tool in the Response (and so the store) never carries them, and `repr`
hides them so a log line cannot leak them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

ApprovalMode = Literal["always", "never", "filter"]
Transport = Literal["streamable_http", "sse"]


@dataclass(frozen=True, slots=True)
class ToolFilter:
    """OpenAI's MCPToolFilter: a conjunction of the conditions given; no condition matches all."""

    tool_names: frozenset[str] | None = None
    read_only: bool | None = None

    def matches(self, tool: Mapping[str, Any]) -> bool:
        """Whether an MCP tool (`{"name", "annotations", ...}`) meets every condition."""
        if self.tool_names is not None and tool.get("name") not in self.tool_names:
            return False
        if self.read_only is not None:
            annotations = tool.get("annotations") or {}
            if bool(annotations.get("readOnlyHint")) is not self.read_only:
                return False
        return True


@dataclass(frozen=True, slots=True)
class McpServer:
    """One `mcp` tool entry of a request, with its secrets."""

    label: str
    url: str
    description: str | None = None
    allowed: ToolFilter | None = None
    approval: ApprovalMode = "always"
    approval_always: ToolFilter | None = None
    approval_never: ToolFilter | None = None
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    authorization: str | None = field(default=None, repr=False)

    @property
    def transport(self) -> Transport:
        """The legacy SSE transport when the URL names it (`.../sse`), else streamable HTTP."""
        path = self.url.split("?", 1)[0].rstrip("/")
        return "sse" if path.endswith("/sse") else "streamable_http"

    def allows(self, tool: Mapping[str, Any]) -> bool:
        """Whether `allowed_tools` lets the model see `tool`."""
        return self.allowed is None or self.allowed.matches(tool)

    def needs_approval(self, tool_name: str, annotations: Mapping[str, Any] | None) -> bool:
        """Whether a call of `tool_name` waits for an `mcp_approval_response`.

        In the filter form `always` wins over `never` (the safe side when both match), and a tool
        matched by neither takes the API's default, `always`.
        """
        if self.approval != "filter":
            return self.approval == "always"
        tool = {"name": tool_name, "annotations": annotations}
        if self.approval_always is not None and self.approval_always.matches(tool):
            return True
        return not (self.approval_never is not None and self.approval_never.matches(tool))

    def request_headers(self) -> dict[str, str]:
        """The HTTP headers sent to the server: the client's, plus the bearer token."""
        headers = dict(self.headers)
        if self.authorization:
            headers["Authorization"] = f"Bearer {self.authorization}"
        return headers

    def connection_key(self) -> tuple[str, tuple[tuple[str, str], ...]]:
        """What makes two requests able to share a connection: URL and every header sent."""
        return self.url, tuple(sorted(self.request_headers().items()))
