"""Validation of the server's search tools: `web_search`, `web_search_preview` and
`file_search`."""

from __future__ import annotations

from typing import Any

from responsa_server.model.request.checks import (
    array,
    boolean,
    choice,
    fail,
    json_object,
    missing_param,
    object_id,
    only_keys,
    optional,
    present,
    string,
)
from responsa_server.model.request.tool_spec import ChoiceScope, ParsedTools, ToolSpec
from responsa_server.model.retrieval import check_filter, parse_ranking

SEARCH_CONTEXT_SIZES = ("low", "medium", "high")


_WEB_SEARCH_TOOL_KEYS = (
    "type",
    "external_web_access",
    "filters",
    "user_location",
    "search_context_size",
    # Not in the reference; Codex sends it (`["text", "image"]`). Checked and echoed: this
    # server's searches return text results only.
    "search_content_types",
)


def parse_web_search_tool(tool: dict[str, Any], param: str, tool_type: str) -> dict[str, Any]:
    """A `web_search` tool; `external_web_access` defaults to true, as in the reference."""
    only_keys(tool, _WEB_SEARCH_TOOL_KEYS, param)
    echo: dict[str, Any] = {"type": tool_type}
    external = optional(tool, "external_web_access", f"{param}.external_web_access", boolean)
    echo["external_web_access"] = True if external is None else external
    allowed: list[str] | None = None
    if present(tool, "filters"):
        filters = json_object(tool["filters"], f"{param}.filters")
        only_keys(filters, ("allowed_domains",), f"{param}.filters")
        if present(filters, "allowed_domains"):
            raw = array(filters["allowed_domains"], f"{param}.filters.allowed_domains")
            allowed = [
                string(domain, f"{param}.filters.allowed_domains[{k}]")
                for k, domain in enumerate(raw)
            ]
    echo["filters"] = {"allowed_domains": allowed} if allowed is not None else None
    echo["search_context_size"] = "medium"
    if present(tool, "search_context_size"):
        echo["search_context_size"] = choice(
            tool["search_context_size"], f"{param}.search_context_size", SEARCH_CONTEXT_SIZES
        )
    if present(tool, "search_content_types"):
        kinds = array(tool["search_content_types"], f"{param}.search_content_types")
        echo["search_content_types"] = [
            choice(kind, f"{param}.search_content_types[{k}]", ("text", "image"))
            for k, kind in enumerate(kinds)
        ]
    # The location is only a hint for the model's searches; it is echoed, not used.
    echo["user_location"] = (
        json_object(tool["user_location"], f"{param}.user_location")
        if present(tool, "user_location")
        else None
    )
    return echo


_PREVIEW_TOOL_KEYS = ("type", "user_location", "search_context_size", "search_content_types")
_LOCATION_FIELDS = ("city", "region", "country", "timezone")


def _check_approximate_location(value: object, param: str) -> None:
    """The preview's `user_location` (ApproximateLocation): `type` "approximate" is required,
    the four place fields are strings or null."""
    location = json_object(value, param)
    only_keys(location, ("type", *_LOCATION_FIELDS), param)
    if "type" not in location:
        missing_param(f"{param}.type")
    choice(location["type"], f"{param}.type", ("approximate",))
    for key in _LOCATION_FIELDS:
        optional(location, key, f"{param}.{key}", string)


def parse_web_search_preview_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `web_search_preview` tool (WebSearchPreviewTool: no `filters`, no
    `external_web_access`), checked and echoed as given: an upstream that speaks the Responses
    API gets it unchanged, and the search here reads a missing `search_context_size` as
    "medium", as the reference does."""
    only_keys(tool, _PREVIEW_TOOL_KEYS, param)
    if present(tool, "search_context_size"):
        choice(tool["search_context_size"], f"{param}.search_context_size", SEARCH_CONTEXT_SIZES)
    if present(tool, "search_content_types"):
        kinds = array(tool["search_content_types"], f"{param}.search_content_types")
        for k, kind in enumerate(kinds):
            choice(kind, f"{param}.search_content_types[{k}]", ("text", "image"))
    if present(tool, "user_location"):
        _check_approximate_location(tool["user_location"], f"{param}.user_location")
    return dict(tool)


def _one_search_family(param: str, other: str, parsed: ParsedTools) -> None:
    """Refuse a `web_search` beside a `web_search_preview` (either order): the model is offered
    one search function."""
    if other in parsed.state:
        fail(
            param,
            f"Invalid '{param}': only one web search tool is allowed (web_search or "
            "web_search_preview).",
            "invalid_value",
        )


def parse_file_search_tool(tool: dict[str, Any], param: str) -> dict[str, Any]:
    """A `file_search` tool: the vector stores to search and how (checked like the search API)."""
    only_keys(
        tool, ("type", "vector_store_ids", "max_num_results", "filters", "ranking_options"), param
    )
    if not present(tool, "vector_store_ids"):
        missing_param(f"{param}.vector_store_ids")
    raw = array(tool["vector_store_ids"], f"{param}.vector_store_ids")
    if not raw:
        fail(
            f"{param}.vector_store_ids",
            f"Invalid '{param}.vector_store_ids': empty array. Expected an array with minimum "
            "length 1.",
            "empty_array",
        )
    ids = [object_id(v, f"{param}.vector_store_ids[{k}]") for k, v in enumerate(raw)]
    echo: dict[str, Any] = {"type": "file_search", "vector_store_ids": ids}
    if present(tool, "max_num_results"):
        limit = tool["max_num_results"]
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 50:
            fail(
                f"{param}.max_num_results",
                f"Invalid '{param}.max_num_results': expected an integer between 1 and 50.",
                "invalid_value",
            )
        echo["max_num_results"] = limit
    echo["filters"] = (
        check_filter(tool["filters"], f"{param}.filters") if present(tool, "filters") else None
    )
    if present(tool, "ranking_options"):
        parse_ranking(tool["ranking_options"], f"{param}.ranking_options")
        echo["ranking_options"] = tool["ranking_options"]
    return echo


class WebSearchSpec(ToolSpec):
    """The `web_search` tool, run by this server (engine/tool_kinds/web_search.py)."""

    name = "web_search"
    types = ("web_search", "web_search_2025_08_26")
    only_one = True
    call_item_types = ("web_search_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The web search's echo, kept as the request's web search."""
        _one_search_family(param, WebSearchPreviewSpec.name, parsed)
        echo = parse_web_search_tool(tool, param, tool_type)
        parsed.state[self.name] = echo
        return echo

    def choosable(self, scope: ChoiceScope) -> bool:
        """Declared in `tools`."""
        return self.name in scope.parsed.state


class WebSearchPreviewSpec(ToolSpec):
    """The `web_search_preview` tool: run by this server's search provider for a Chat
    Completions upstream (engine/tool_kinds/web_search_preview.py), given as it is to an
    upstream that speaks the Responses API (which runs it itself)."""

    name = "web_search_preview"
    types = ("web_search_preview", "web_search_preview_2025_03_11")
    only_one = True
    # Not forced on a Chat Completions upstream yet: refused as before.
    refused_choice_types = ("web_search_preview", "web_search_preview_2025_03_11")
    choice_rank = 10
    call_item_types = ("web_search_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The preview's echo, kept as the request's preview search."""
        _one_search_family(param, WebSearchSpec.name, parsed)
        echo = parse_web_search_preview_tool(tool, param)
        parsed.state[self.name] = echo
        return echo

    def choosable(self, scope: ChoiceScope) -> bool:
        """Declared in `tools`."""
        return self.name in scope.parsed.state


class FileSearchSpec(ToolSpec):
    """The `file_search` tool, run by this server (engine/tool_kinds/file_search.py)."""

    name = "file_search"
    types = ("file_search",)
    only_one = True
    choice_types = ("file_search",)
    choice_rank = 4
    call_item_types = ("file_search_call",)

    def parse(
        self, tool: dict[str, Any], param: str, tool_type: str, parsed: ParsedTools
    ) -> dict[str, Any]:
        """The file search's echo, kept as the request's file search."""
        echo = parse_file_search_tool(tool, param)
        parsed.state[self.name] = echo
        return echo

    def parse_choice(self, value: dict[str, Any], param: str, scope: ChoiceScope) -> dict[str, Any]:
        """`{"type": "file_search"}`, when `tools` declares one."""
        only_keys(value, ("type",), param)
        if self.name not in scope.parsed.state:
            fail(
                param,
                f"Invalid '{param}': no {self.name} tool is declared in 'tools'.",
                "invalid_value",
            )
        return {"type": self.name}

    def choosable(self, scope: ChoiceScope) -> bool:
        """Declared in `tools`."""
        return self.name in scope.parsed.state
