"""Validation of `tools`: each entry by the spec of its `type` (tool_spec.py), the built-in ones
registered in tool_specs.py; `tool_choice` in `tool_choice`."""

from __future__ import annotations

from responsa_server.model.request.checks import (
    array,
    bad_value,
    json_object,
    missing_param,
    present,
    string,
)
from responsa_server.model.request.hosted_tools import hosted_tool_refused
from responsa_server.model.request.tool_spec import ParsedTools, ToolSpecs, only_one
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS

__all__ = ["ParsedTools", "hosted_tool_refused", "parse_tools"]


def parse_tools(
    value: object, where: str = "tools", specs: ToolSpecs = BUILT_IN_SPECS
) -> ParsedTools:
    """A `tools` array (the request's, or an `additional_tools` item's at `where`)."""
    parsed = ParsedTools(specs)
    for i, raw in enumerate(array(value, where)):
        param = f"{where}[{i}]"
        tool = json_object(raw, param)
        if not present(tool, "type"):
            missing_param(f"{param}.type")
        tool_type = string(tool["type"], f"{param}.type")
        spec = specs.of_type(tool_type)
        if spec is None:
            bad_value(f"{param}.type", tool_type, specs.tool_types())
        if spec.only_one:
            only_one(param, spec, parsed)
        if spec.passed_through:
            if where != "tools":
                raise hosted_tool_refused(f"{param}.type", tool_type)
            # Carried as given: the upstream that runs it validates it (Preparation refuses it
            # for a model whose upstream does not, before anything runs).
            parsed.hosted.append((f"{param}.type", tool_type))
        parsed.tools.append(spec.parse(tool, param, tool_type, parsed))
    return parsed
