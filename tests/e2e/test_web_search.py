"""The built-in `web_search` tool with a SearXNG provider (a fake instance over real HTTP)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.fake_searxng import FakeSearxng
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

SEARCH = 'CALL web_search {"query": "responsa docs"}'
DOCS_URL = "https://docs.example.org/responsa-docs"
BLOG_URL = "https://blog.example.com/responsa-docs"


@pytest.fixture(scope="module")
def searxng() -> Iterator[FakeSearxng]:
    with FakeSearxng() as fake:
        yield fake


@pytest.fixture(scope="module")
def search_stack(
    fake_upstream: FakeUpstream, searxng: FakeSearxng, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('ws') / 'responsa.db'}",
        "RESPONSA_WEB_SEARCH_URL": searxng.url,
    }
    with Stack.start(env) as running:
        yield running


def create(stack: Stack, **body: Any) -> dict[str, Any]:
    answer = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=20)
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()
    return result


def stream(stack: Stack, **body: Any) -> list[dict[str, Any]]:
    with httpx.stream(
        "POST", f"{stack.rest_url}/responses", json={**body, "stream": True}, timeout=20
    ) as answer:
        return [
            json.loads(line[len("data: ") :])
            for line in answer.iter_lines()
            if line.startswith("data: ")
        ]


def test_search_item_events_sources_and_citations(
    search_stack: Stack, searxng: FakeSearxng, fake_upstream: FakeUpstream
) -> None:
    events = stream(
        search_stack,
        model="fake-script",
        input=SEARCH,
        tools=[{"type": "web_search"}],
        include=["web_search_call.action.sources"],
    )
    types = [event["type"] for event in events]
    search_events = [
        t for t in types if "web_search_call" in t or t.startswith("response.output_item")
    ]
    assert search_events[:5] == [
        "response.output_item.added",
        "response.web_search_call.in_progress",
        "response.web_search_call.searching",
        "response.web_search_call.completed",
        "response.output_item.done",
    ]
    assert searxng.queries[-1] == "responsa docs"
    response = events[-1]["response"]
    assert events[-1]["type"] == "response.completed"
    call, message = response["output"]
    assert call["type"] == "web_search_call" and call["status"] == "completed"
    assert call["id"].startswith("ws_")
    assert call["action"] == {
        "type": "search",
        "query": "responsa docs",
        "sources": [{"type": "url", "url": DOCS_URL}, {"type": "url", "url": BLOG_URL}],
    }
    # The model read the results (fake-script echoes tool output back as its answer) ...
    text = message["content"][0]["text"]
    assert text.startswith("Tool said: Results for 'responsa docs':")
    # ... and the URLs it quotes become url_citation annotations.
    annotations = message["content"][0]["annotations"]
    assert [a["url"] for a in annotations] == [DOCS_URL, BLOG_URL]
    for annotation in annotations:
        assert text[annotation["start_index"] : annotation["end_index"]] == annotation["url"]
    assert annotations[0]["title"] == "Docs about responsa docs"
    added = [e for e in events if e["type"] == "response.output_text.annotation.added"]
    assert [e["annotation"] for e in added] == annotations
    offered = [t["function"]["name"] for t in fake_upstream.requests()[-2]["tools"]]
    assert offered == ["web_search"]


def test_sources_only_when_included_and_domains_filtered(search_stack: Stack) -> None:
    tool = {"type": "web_search", "filters": {"allowed_domains": ["example.org"]}}
    response = create(search_stack, model="fake-script", input=SEARCH, tools=[tool])
    call, message = response["output"]
    assert call["action"] == {"type": "search", "query": "responsa docs"}
    assert BLOG_URL not in message["content"][0]["text"]
    assert [a["url"] for a in message["content"][0]["annotations"]] == [DOCS_URL]
    assert response["tools"][0]["filters"] == {"allowed_domains": ["example.org"]}


def test_a_failing_provider_fails_the_call_visibly(search_stack: Stack) -> None:
    script = 'CALL web_search {"query": "FAIL now"}'
    response = create(
        search_stack, model="fake-script", input=script, tools=[{"type": "web_search"}]
    )
    call, message = response["output"]
    assert call["status"] == "failed"
    assert response["status"] == "completed"
    assert message["content"][0]["text"].startswith(
        "Tool said: The web search failed: The search provider answered HTTP 500."
    )


def test_cache_only_search_is_not_offered(
    search_stack: Stack, searxng: FakeSearxng, fake_upstream: FakeUpstream
) -> None:
    """SearXNG searches live: `external_web_access: false` (Codex's default) gets no search."""
    searched = len(searxng.queries)
    tool = {"type": "web_search", "external_web_access": False}
    response = create(search_stack, model="fake-script", input=SEARCH, tools=[tool])
    assert response["output"][0]["content"][0]["text"] == "No tool to call | offered: -"
    assert "tools" not in fake_upstream.requests()[-1]
    assert len(searxng.queries) == searched
    assert response["tools"] == [
        {
            "type": "web_search",
            "external_web_access": False,
            "filters": None,
            "search_context_size": "medium",
            "user_location": None,
        }
    ]


def test_without_a_provider_the_tool_is_not_offered(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    response = create(stack, model="fake-script", input=SEARCH, tools=[{"type": "web_search"}])
    assert response["output"][0]["content"][0]["text"] == "No tool to call | offered: -"
    assert "tools" not in fake_upstream.requests()[-1]
