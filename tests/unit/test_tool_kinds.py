"""The tool kinds' registries (engine/tool_kinds, model/request/tool_specs.py): the engine's
built-in kinds take exactly the types the request parser knows without a registry, every kind's
call items are counted, and a registry refuses two kinds taking one type."""

from __future__ import annotations

import pytest
from responsa_server.engine.tool_kinds import BUILT_IN_KINDS, ToolServices
from responsa_server.model.request.hosted_tools import PassThroughSpec
from responsa_server.model.request.tool_spec import ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS


def test_the_engine_kinds_take_the_types_of_the_built_in_specs() -> None:
    assert BUILT_IN_KINDS.tool_types() == BUILT_IN_SPECS.tool_types()
    assert BUILT_IN_KINDS.choice_types() == BUILT_IN_SPECS.choice_types()
    assert BUILT_IN_KINDS.call_item_types() == BUILT_IN_SPECS.call_item_types()


def test_every_kind_s_call_items_are_counted() -> None:
    counted = BUILT_IN_KINDS.call_item_types()
    for item_type in (
        "function_call",
        "custom_tool_call",
        "tool_search_call",
        "mcp_call",
        "mcp_approval_request",
        "mcp_list_tools",
        "web_search_call",
        "file_search_call",
    ):
        assert item_type in counted


def test_two_kinds_cannot_take_one_type() -> None:
    with pytest.raises(ValueError, match="two tool kinds take 'shell'"):
        ToolSpecs((*BUILT_IN_SPECS, PassThroughSpec("shell")))


def test_a_kind_without_the_services_it_needs_is_refused_at_start() -> None:
    with pytest.raises(LookupError, match="tool kind 'mcp' needs McpConnections"):
        BUILT_IN_KINDS.check_services(ToolServices())


def test_services_are_found_by_type() -> None:
    services = ToolServices(None, "a text")
    assert services.find(str) == "a text"
    assert services.find(int) is None
    with pytest.raises(LookupError, match="no int among the tool services"):
        services.get(int)
