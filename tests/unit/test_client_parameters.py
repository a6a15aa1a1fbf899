"""What real clients send that OpenAI accepts: Codex CLI's request shape, and the pieces the
engine derives from it (namespace chat names, web search citations)."""

from __future__ import annotations

from responsa_server.engine.tool_kinds.web_search import WEB_SEARCH, url_citations
from responsa_server.engine.toolset import Toolset
from responsa_server.model.request import parse_create_request
from responsa_server.model.response import new_response

NAMESPACE = {
    "type": "namespace",
    "name": "multi_agent_v1",
    "description": "Tools for sub-agents.",
    "tools": [
        {
            "type": "function",
            "name": "spawn_agent",
            "strict": False,
            "parameters": {"type": "object"},
        }
    ],
}


def codex_shaped_body() -> dict[str, object]:
    """The keys Codex CLI 0.169 sends on its first request (texts shortened)."""
    return {
        "model": "gpt-5",
        "instructions": "You are a coding agent.",
        "input": [
            {
                "type": "message",
                "id": "msg_1",
                "role": "user",
                "content": [{"type": "input_text", "text": "say hi"}],
            }
        ],
        "tools": [
            {
                "type": "function",
                "name": "exec_command",
                "strict": False,
                "parameters": {"type": "object"},
            },
            NAMESPACE,
            {"type": "web_search", "external_web_access": False},
        ],
        "tool_choice": "auto",
        "parallel_tool_calls": True,
        "reasoning": {"summary": "auto"},
        "store": False,
        "stream": True,
        "include": ["reasoning.encrypted_content"],
        "prompt_cache_key": "thread-1",
        "client_metadata": {"session_id": "thread-1", "turn_id": "turn-1"},
    }


def test_codex_request_is_accepted_and_client_metadata_is_not_echoed() -> None:
    request = parse_create_request(codex_shaped_body())
    assert request.web_search == {
        "type": "web_search",
        "external_web_access": False,
        "filters": None,
        "search_context_size": "medium",
        "user_location": None,
    }
    echo = new_response(request, response_id="resp_1", created_at=1)
    assert "client_metadata" not in echo
    assert echo["tools"][1]["tools"][0]["strict"] is False
    assert [tool["type"] for tool in echo["tools"]] == ["function", "namespace", "web_search"]


def test_namespace_functions_get_their_own_chat_names() -> None:
    plain = {"type": "function", "name": "multi_agent_v1__spawn_agent"}
    toolset = Toolset([plain], (), [NAMESPACE], [WEB_SEARCH])
    names = [tool["function"]["name"] for tool in toolset.chat_tools(with_mcp=True)]
    assert names[0] == "multi_agent_v1__spawn_agent"
    assert names[1].startswith("multi_agent_v1__spawn_agent_") and len(names[1]) <= 64
    assert names[2] == "web_search"
    assert toolset.function_of(names[1]) == ("multi_agent_v1", "spawn_agent")
    assert toolset.function_of(names[0]) == (None, names[0])
    assert toolset.function_chat_name("multi_agent_v1", "spawn_agent") == names[1]
    # Web search is a server tool: gone when server tools are not offered.
    assert "web_search" not in [t["function"]["name"] for t in toolset.chat_tools(with_mcp=False)]


def test_citations_cover_each_quoted_url_once_longest_first() -> None:
    short, long = "https://a.example/x", "https://a.example/x/y"
    text = f"See {long} and {short}."
    citations = url_citations(text, {short: "X", long: "XY", "https://unused.example": "U"})
    assert [(c["url"], c["title"]) for c in citations] == [(long, "XY"), (short, "X")]
    for citation in citations:
        assert text[citation["start_index"] : citation["end_index"]] == citation["url"]
