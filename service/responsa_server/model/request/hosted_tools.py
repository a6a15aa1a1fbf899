"""Pass-through tool kinds: tool types the reference defines that this server does not run.

Such a tool is taken in `tools` for a model whose upstream runs it itself (kind `responses`,
docs/models.md) and carried as given (that upstream validates it); for any other model it is
refused before anything runs, and in `additional_tools` always. A kind that this server comes
to run replaces its pass-through entry in the registry (model/request/tool_specs.py).
"""

from __future__ import annotations

from responsa_server.model.errors import ApiError
from responsa_server.model.request.tool_spec import ChoiceScope, ToolSpec


def hosted_tool_refused(param: str, tool_type: str) -> ApiError:
    """The 400 for a hosted tool this server cannot run and the model's upstream does not."""
    return ApiError(
        400,
        f"Tool type '{tool_type}' is not supported yet by this server; "
        "only 'function', 'custom', 'namespace', 'tool_search', 'mcp', 'web_search', "
        "'web_search_preview', 'file_search', 'image_generation', 'code_interpreter', "
        "'local_shell', 'shell' (local environment), 'apply_patch', 'computer' and "
        "'computer_use_preview' tools are (and hosted tools for a model whose upstream speaks "
        "the Responses API).",
        param=param,
        code="unsupported_value",
    )


class PassThroughSpec(ToolSpec):
    """A tool type passed through to a Responses upstream; its `tool_choice` forms (if any)
    are refused as not supported yet."""

    passed_through = True

    def __init__(
        self, tool_type: str, *, refused_choices: tuple[str, ...] = (), choice_rank: int = 100
    ) -> None:
        self.name = tool_type
        self.types = (tool_type,)
        self.refused_choice_types = refused_choices
        self.choice_rank = choice_rank

    def choosable(self, scope: ChoiceScope) -> bool:
        """Not this server's to choose: alone it cannot meet 'required'."""
        return False
