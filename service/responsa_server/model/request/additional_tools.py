"""`additional_tools` input items (AdditionalToolsItemParam): tools made available from that
point of the conversation on.

Chat Completions takes one `tools` list per call, so "from that point on" means: a response
offers the tools of its request's `tools` plus those of every `additional_tools` item in its
context (the `previous_response_id` chain, the conversation, or a `store: false` resend, which
carries the items itself) and in its input. Items before that point show no calls of those
tools, so the model sees the same history either way. When two items define a tool of the same
type and name, the later one wins (the newer definition is the one in force); a tool in the
request's own `tools` wins over both.

Each tool is validated exactly as in `tools`; one the server cannot offer is refused with the
400 a `tools` entry would get, naming `input[i].tools[j]`. `mcp` tools are refused here: the
item is stored as sent, and an MCP tool's `authorization` and `headers` must never be stored.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from responsa_server.model.request.checks import array, only_keys
from responsa_server.model.request.item_fields import check_carried_item
from responsa_server.model.request.tool_spec import ParsedTools, ToolSpecs
from responsa_server.model.request.tool_specs import BUILT_IN_SPECS
from responsa_server.model.request.tools import parse_tools

ITEM_TYPE = "additional_tools"


def check_tool_item(item: dict[str, Any], param: str, specs: ToolSpecs) -> ParsedTools:
    """Validate an `additional_tools` or `tool_search_output` input item; its tools, parsed as
    `tools` entries."""
    item_type = str(item["type"])
    if item_type == ITEM_TYPE:
        only_keys(item, ("type", "id", "role", "tools"), param)
    # The reference's field types, as for every item this server carries.
    check_carried_item(item, item_type, param)
    for i, raw in enumerate(array(item["tools"], f"{param}.tools")):
        tool_type = raw.get("type") if isinstance(raw, dict) else None
        spec = specs.of_type(tool_type) if isinstance(tool_type, str) else None
        if spec is not None:
            spec.refuse_in_item(f"{param}.tools[{i}].type", item_type)
    return parse_tools(item["tools"], f"{param}.tools", specs)


def _key(tool: dict[str, Any]) -> tuple[str, str]:
    return str(tool["type"]), str(tool.get("name") or "")


# Items whose `tools` are offered from that point on: tools made available by the developer,
# and the deferred tools a client-run tool search loaded (ToolSearchOutputItemParam).
TOOL_ITEM_TYPES = (ITEM_TYPE, "tool_search_output")


def additional_tools(
    items: Iterable[dict[str, Any]], specs: ToolSpecs = BUILT_IN_SPECS
) -> list[dict[str, Any]]:
    """The tools the `additional_tools` and `tool_search_output` items among `items` make
    available, in order of first appearance, each in its newest definition (items already
    validated)."""
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for item in items:
        if item.get("type") not in TOOL_ITEM_TYPES:
            continue
        for tool in parse_tools(item.get("tools") or [], "input", specs).tools:
            found[_key(tool)] = tool
    return list(found.values())


def _loaded(tool: dict[str, Any]) -> dict[str, Any]:
    """`tool` as offered: a deferred tool that was loaded is no longer deferred (nor are the
    members of a group, such as a namespace's)."""
    if tool.get("defer_loading"):
        tool = {k: v for k, v in tool.items() if k != "defer_loading"}
    if isinstance(tool.get("tools"), list):
        tool = dict(tool, tools=[_loaded(member) for member in tool["tools"]])
    return tool


def _undeferred(tool: dict[str, Any]) -> dict[str, Any] | None:
    """`tool` without its deferred parts (`defer_loading: true`: discovered by tool search,
    not offered upfront); None when nothing of it is offered upfront."""
    if tool.get("defer_loading"):
        return None
    if isinstance(tool.get("tools"), list):
        members = [m for m in tool["tools"] if not m.get("defer_loading")]
        return dict(tool, tools=members) if members else None
    return tool


def with_additional_tools(
    tools: list[dict[str, Any]],
    items: Iterable[dict[str, Any]],
    specs: ToolSpecs = BUILT_IN_SPECS,
) -> list[dict[str, Any]]:
    """The tools offered to the model: `tools` (the request's own, without deferred ones)
    followed by the tools the items of `items` add that no offered tool of `tools` shadows
    (same type and name)."""
    own = [offered for tool in tools if (offered := _undeferred(tool)) is not None]
    keys = {_key(tool) for tool in own}
    extra = [_loaded(tool) for tool in additional_tools(items, specs) if _key(tool) not in keys]
    return [*own, *extra]
