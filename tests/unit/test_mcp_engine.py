"""The MCP pieces of the engine without any I/O: tool names, approval policy, request parsing,
the stream state machine's MCP items, and how MCP items read to the model."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.engine.calls import CallKind, Plan
from responsa_server.engine.chat_messages import to_chat_messages
from responsa_server.engine.events import EventLog
from responsa_server.engine.output_stream import OutputStream
from responsa_server.engine.tool_kinds.mcp import McpToolTarget, complete_mcp_call
from responsa_server.engine.toolset import Toolset
from responsa_server.model.errors import ApiError
from responsa_server.model.mcp_servers import McpServer, ToolFilter
from responsa_server.model.request import parse_create_request

READ_ONLY = {"readOnlyHint": True}


def target(label: str, name: str, annotations: dict[str, Any] | None = None) -> McpToolTarget:
    server = McpServer(label=label, url=f"http://{label}/mcp")
    return McpToolTarget(server, {"name": name, "input_schema": {}, "annotations": annotations})


# -- names ------------------------------------------------------------------------------------


def test_unique_mcp_tools_keep_their_names_with_unsafe_characters_replaced() -> None:
    toolset = Toolset([], [target("s", "add"), target("s", "weather.lookup")])
    assert list(toolset.mcp) == ["add", "weather_lookup"]
    assert toolset.chat_name("s", "weather.lookup") == "weather_lookup"
    assert toolset.mcp_target("add") is not None and toolset.mcp_target("nope") is None


def test_clashes_qualify_mcp_tools_and_never_rename_functions() -> None:
    function = {"type": "function", "name": "search"}
    toolset = Toolset(
        [function], [target("a", "search"), target("a", "fetch"), target("b", "fetch")]
    )
    assert list(toolset.mcp) == ["a__search", "a__fetch", "b__fetch"]
    names = [t["function"]["name"] for t in toolset.chat_tools(with_mcp=True)]
    assert names == ["search", "a__search", "a__fetch", "b__fetch"]
    assert [t["function"]["name"] for t in toolset.chat_tools(with_mcp=False)] == ["search"]


def test_long_names_fit_the_chat_limit_and_stay_distinct() -> None:
    long = "x" * 70
    toolset = Toolset([], [target("a", long + "1"), target("a", long + "2")])
    names = list(toolset.mcp)
    assert all(len(name) <= 64 for name in names) and len(set(names)) == 2
    # A tool no longer offered still gets a stable name for the history.
    assert toolset.chat_name("gone", "tool") == "gone__tool"


# -- policy -----------------------------------------------------------------------------------


def test_approval_modes_and_filters() -> None:
    assert McpServer("s", "http://h/mcp").needs_approval("t", None)  # the API's default
    assert not McpServer("s", "http://h/mcp", approval="never").needs_approval("t", None)
    never_add = McpServer(
        "s", "http://h/mcp", approval="filter", approval_never=ToolFilter(frozenset({"add"}))
    )
    assert not never_add.needs_approval("add", None)
    assert never_add.needs_approval("other", None)  # matched by neither: always
    both = McpServer(
        "s",
        "http://h/mcp",
        approval="filter",
        approval_always=ToolFilter(read_only=False),
        approval_never=ToolFilter(frozenset({"rm", "ls"})),
    )
    assert both.needs_approval("rm", {"readOnlyHint": False})  # always wins over never
    assert not both.needs_approval("ls", READ_ONLY)


def test_allowed_tools_filter_is_a_conjunction() -> None:
    server = McpServer(
        "s", "http://h/mcp", allowed=ToolFilter(frozenset({"a", "b"}), read_only=True)
    )
    assert server.allows({"name": "a", "annotations": READ_ONLY})
    assert not server.allows({"name": "b", "annotations": None})
    assert not server.allows({"name": "c", "annotations": READ_ONLY})
    assert McpServer("s", "http://h/mcp").allows({"name": "anything"})


def test_transport_follows_the_url() -> None:
    assert McpServer("s", "http://h/mcp").transport == "streamable_http"
    assert McpServer("s", "http://h/sse").transport == "sse"
    assert McpServer("s", "http://h/sse/?x=1").transport == "sse"


# -- parsing: secrets stay out of the echo ----------------------------------------------------


def test_secrets_are_parsed_but_not_echoed_or_printed() -> None:
    request = parse_create_request(
        {
            "model": "m",
            "input": "hi",
            "tools": [
                {
                    "type": "mcp",
                    "server_label": "s",
                    # User info and `authorization` together are refused (test below).
                    "server_url": "https://h.example:8443/mcp?key=abc#frag",
                    "authorization": "tok-123",
                    "headers": {"X-Api-Key": "hdr-456"},
                    "allowed_tools": {"tool_names": ["a"]},
                    "require_approval": {"never": {"read_only": True}},
                }
            ],
        }
    )
    (echo,) = request.tools
    assert echo == {
        "type": "mcp",
        "server_label": "s",
        "server_url": "https://h.example:8443/mcp",
        "allowed_tools": {"tool_names": ["a"]},
        "headers": None,
        "require_approval": {"never": {"read_only": True}},
        "server_description": None,
    }
    (server,) = request.mcp_servers
    assert server.request_headers() == {"X-Api-Key": "hdr-456", "Authorization": "Bearer tok-123"}
    assert "tok-123" not in repr(server) and "hdr-456" not in repr(server)
    assert server.approval == "filter" and server.approval_never == ToolFilter(read_only=True)


def test_user_info_is_not_echoed() -> None:
    tool = {"type": "mcp", "server_label": "s", "server_url": "https://user:pw@h.example/mcp"}
    request = parse_create_request({"model": "m", "input": "hi", "tools": [tool]})
    (echo,) = request.tools
    assert echo["server_url"] == "https://h.example/mcp"


def test_user_info_with_authorization_is_refused() -> None:
    tool = {
        "type": "mcp",
        "server_label": "s",
        "server_url": "https://user:pw@h.example/mcp",
        "authorization": "tok-123",
    }
    with pytest.raises(ApiError) as refused:
        parse_create_request({"model": "m", "input": "hi", "tools": [tool]})
    assert refused.value.param == "tools[0].server_url"


# -- the stream state machine -----------------------------------------------------------------


def mcp_planner(kind: CallKind) -> Any:
    return lambda name: Plan(kind, target("s", name))


def test_a_live_mcp_call_streams_then_closes_after_running() -> None:
    events = EventLog()
    output = OutputStream(events, mcp_planner(CallKind.RUN))
    output.add_delta(
        {"tool_calls": [{"index": 0, "id": "c1", "function": {"name": "add", "arguments": ""}}]}
    )
    output.add_delta({"tool_calls": [{"index": 0, "function": {"arguments": '{"a":'}}]})
    output.add_delta({"tool_calls": [{"index": 0, "function": {"arguments": "1}"}}]})
    output.finish_text("completed")
    (call,) = output.calls()
    output.open_call(call)
    output.close_arguments(call)
    complete_mcp_call(output, call, "2", None)
    assert [(e["type"], e.get("delta")) for e in events.drain()] == [
        ("response.output_item.added", None),
        ("response.mcp_call.in_progress", None),
        ("response.mcp_call_arguments.delta", '{"a":'),
        ("response.mcp_call_arguments.delta", "1}"),
        ("response.mcp_call_arguments.done", None),
        ("response.mcp_call.completed", None),
        ("response.output_item.done", None),
    ]
    (item,) = output.output
    assert item["type"] == "mcp_call" and item["id"].startswith("mcp_")
    assert (item["arguments"], item["output"], item["status"]) == ('{"a":1}', "2", "completed")


def test_an_approval_request_is_emitted_whole_without_status() -> None:
    events = EventLog()
    output = OutputStream(events, mcp_planner(CallKind.APPROVAL))
    output.add_delta(
        {"tool_calls": [{"index": 0, "id": "c1", "function": {"name": "rm", "arguments": "{}"}}]}
    )
    assert events.drain() == []  # no argument events for approval requests
    output.finish_text("completed")
    (call,) = output.calls()
    output.open_call(call)
    output.close_arguments(call)
    output.close_call(call, "completed")
    kinds = [e["type"] for e in events.drain()]
    assert kinds == ["response.output_item.added", "response.output_item.done"]
    (item,) = output.output
    assert item == {
        "id": item["id"],
        "type": "mcp_approval_request",
        "arguments": "{}",
        "name": "rm",
        "server_label": "s",
    }
    assert item["id"].startswith("mcpr_")


def test_a_failed_mcp_call_keeps_the_error_object() -> None:
    output = OutputStream(None, mcp_planner(CallKind.RUN))
    output.add_delta({"tool_calls": [{"index": 0, "id": "c", "function": {"name": "f"}}]})
    output.finish_text("completed")
    (call,) = output.calls()
    error = {"type": "http_error", "code": 504, "message": "timed out"}
    complete_mcp_call(output, call, None, error)
    assert output.output[0]["status"] == "failed" and output.output[0]["error"] == error


def test_ignored_calls_leave_no_item() -> None:
    output = OutputStream(None, mcp_planner(CallKind.IGNORED))
    output.add_delta({"tool_calls": [{"index": 0, "id": "c", "function": {"name": "f"}}]})
    output.finish_text("completed")
    assert output.calls() == [] and output.output == []


# -- what the model reads ---------------------------------------------------------------------


def mcp_call(item_id: str, name: str, output: str | None, **extra: Any) -> dict[str, Any]:
    return {
        "id": item_id,
        "type": "mcp_call",
        "server_label": "s",
        "name": name,
        "arguments": "{}",
        "output": output,
        "error": None,
        "status": "completed",
        **extra,
    }


def test_one_turns_mcp_calls_read_as_one_assistant_message_then_results() -> None:
    user = {"type": "message", "role": "user", "content": "go"}
    listing = {"type": "mcp_list_tools", "id": "l", "server_label": "s", "tools": []}
    failed = mcp_call(
        "m2",
        "b",
        None,
        status="failed",
        error={"type": "mcp_tool_execution_error", "content": [{"type": "text", "text": "no"}]},
    )
    messages = to_chat_messages(None, [user, listing, mcp_call("m1", "a", "1"), failed], [])
    assert messages[1]["role"] == "assistant"
    assert [c["id"] for c in messages[1]["tool_calls"]] == ["m1", "m2"]
    assert messages[2:] == [
        {"role": "tool", "tool_call_id": "m1", "content": "1"},
        {"role": "tool", "tool_call_id": "m2", "content": "Error: no"},
    ]


def test_a_denied_approval_reads_as_a_refused_call_and_a_pending_one_not_at_all() -> None:
    user = {"type": "message", "role": "user", "content": "go"}
    asked = {
        "type": "mcp_approval_request",
        "id": "r1",
        "server_label": "s",
        "name": "rm",
        "arguments": '{"p": 1}',
    }
    pending = to_chat_messages(None, [user, asked], [])
    assert pending == [{"role": "user", "content": "go"}]
    denial = {
        "type": "mcp_approval_response",
        "id": "a1",
        "approval_request_id": "r1",
        "approve": False,
        "reason": "no",
    }
    denied = to_chat_messages(None, [user, asked], [denial], lambda label, name: name)
    assert denied[1]["tool_calls"] == [
        {"id": "r1", "type": "function", "function": {"name": "rm", "arguments": '{"p": 1}'}}
    ]
    assert denied[2]["tool_call_id"] == "r1" and denied[2]["content"].endswith("Reason: no")
