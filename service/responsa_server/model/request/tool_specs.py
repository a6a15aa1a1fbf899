"""The built-in tool kinds' request parts, one line each, in the order their types are listed
(the engine pairs each with the kind that runs it: engine/tool_kinds/__init__.py)."""

from __future__ import annotations

from responsa_server.model.request.action_tools import (
    ApplyPatchSpec,
    ComputerSpec,
    LocalShellSpec,
    ShellSpec,
)
from responsa_server.model.request.code_tools import CodeInterpreterSpec
from responsa_server.model.request.custom_tools import CustomSpec, ToolSearchSpec
from responsa_server.model.request.function_tools import FunctionSpec, NamespaceSpec
from responsa_server.model.request.hosted_tools import PassThroughSpec
from responsa_server.model.request.image_tools import ImageGenerationSpec
from responsa_server.model.request.mcp_tool import McpSpec
from responsa_server.model.request.search_tools import (
    FileSearchSpec,
    WebSearchPreviewSpec,
    WebSearchSpec,
)
from responsa_server.model.request.tool_spec import ToolSpecs

BUILT_IN_SPECS = ToolSpecs(
    (
        FunctionSpec(),
        CustomSpec(),
        ToolSearchSpec(),
        NamespaceSpec(),
        McpSpec(),
        WebSearchSpec(),
        WebSearchPreviewSpec(),
        FileSearchSpec(),
        ImageGenerationSpec(),
        LocalShellSpec(),
        ShellSpec(),
        ApplyPatchSpec(),
        ComputerSpec(),
        CodeInterpreterSpec(),
        PassThroughSpec(
            "programmatic_tool_calling",
            refused_choices=("programmatic_tool_calling",),
            choice_rank=17,
        ),
    )
)
