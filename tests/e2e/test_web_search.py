"""The built-in `web_search` tool (and its older name, `web_search_preview`) with a SearXNG
provider (a fake instance over real HTTP)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import openai
import pytest

from tests.fake_searxng import FakeSearxng
from tests.fake_upstream import FakeUpstream
from tests.open_responses import assert_openai
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


# -- web_search_preview: the older name, run by the same provider on a Chat Completions model --


def test_preview_runs_as_web_search_with_its_items_and_events(
    search_stack: Stack, searxng: FakeSearxng, fake_upstream: FakeUpstream
) -> None:
    client = openai.OpenAI(
        base_url=search_stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=20,
        _strict_response_validation=True,
    )
    for tool_type in ("web_search_preview", "web_search_preview_2025_03_11"):
        events = list(
            client.responses.create(
                model="fake-script",
                input=SEARCH,
                tools=[{"type": tool_type}],  # type: ignore[list-item]
                include=["web_search_call.action.sources"],
                stream=True,
            )
        )
        types = [e.type for e in events if "web_search_call" in e.type]
        assert types == [
            "response.web_search_call.in_progress",
            "response.web_search_call.searching",
            "response.web_search_call.completed",
        ]
        response = events[-1].response  # type: ignore[union-attr]
        call, message = (i.model_dump(mode="json", exclude_unset=True) for i in response.output)
        assert_openai("WebSearchToolCall", call)
        assert call["status"] == "completed" and call["action"]["query"] == "responsa docs"
        assert message["content"][0]["text"].startswith("Tool said: Results for 'responsa docs'")
        assert [a["url"] for a in message["content"][0]["annotations"]] == [DOCS_URL, BLOG_URL]
        echo = response.model_dump(mode="json", exclude_unset=True)["tools"]
        assert echo == [{"type": tool_type}]  # as given
        assert searxng.queries[-1] == "responsa docs"


def _read_results(fake_upstream: FakeUpstream) -> int:
    """How many results the model read in the newest turn that followed a search."""
    tool_message = fake_upstream.requests()[-1]["messages"][-1]
    assert tool_message["role"] == "tool"
    return int(tool_message["content"].count("\nURL: "))


@pytest.mark.parametrize("tool_type", ["web_search", "web_search_preview"])
def test_search_context_size_is_how_many_results_the_model_reads(
    search_stack: Stack, fake_upstream: FakeUpstream, tool_type: str
) -> None:
    script = 'CALL web_search {"query": "MANY things"}'
    read = {}
    for size in ("low", "medium", "high"):
        tool = {"type": tool_type, "search_context_size": size}
        create(search_stack, model="fake-script", input=script, tools=[tool])
        read[size] = _read_results(fake_upstream)
    assert read == {"low": 3, "medium": 5, "high": 10}


def test_the_user_location_is_told_to_the_model(
    search_stack: Stack, fake_upstream: FakeUpstream
) -> None:
    location = {"type": "approximate", "city": "Lyon", "country": "FR", "timezone": "Europe/Paris"}
    tool = {"type": "web_search_preview", "user_location": location}
    response = create(search_stack, model="fake-script", input=SEARCH, tools=[tool])
    assert response["tools"] == [tool]
    (offered,) = fake_upstream.requests()[-2]["tools"]
    assert offered["function"]["name"] == "web_search"
    assert offered["function"]["description"].endswith(
        "The user is in Lyon, FR (time zone Europe/Paris); prefer results relevant there."
    )


@pytest.mark.parametrize(
    ("tools", "param"),
    [
        (
            [{"type": "web_search_preview", "user_location": {"city": "Lyon"}}],
            "tools[0].user_location.type",
        ),
        ([{"type": "web_search_preview", "filters": {}}], "tools[0].filters"),
        (
            [{"type": "web_search_preview", "search_context_size": "huge"}],
            "tools[0].search_context_size",
        ),
        ([{"type": "web_search"}, {"type": "web_search_preview"}], "tools[1]"),
        ([{"type": "web_search_preview"}, {"type": "web_search_2025_08_26"}], "tools[1]"),
    ],
)
def test_preview_tools_are_checked(
    search_stack: Stack, tools: list[dict[str, Any]], param: str
) -> None:
    answer = httpx.post(
        f"{search_stack.rest_url}/responses",
        json={"model": "fake-script", "input": SEARCH, "tools": tools},
        timeout=20,
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["param"] == param


def test_without_an_images_upstream_image_generation_says_how_to_configure_one(
    stack: Stack, fake_upstream: FakeUpstream
) -> None:
    called = len(fake_upstream.requests())
    tools = [{"type": "function", "name": "f"}, {"type": "image_generation"}]
    answer = httpx.post(
        f"{stack.rest_url}/responses",
        json={"model": "fake-script", "input": "draw", "tools": tools},
        timeout=20,
    )
    assert answer.status_code == 400, answer.text
    error = answer.json()["error"]
    assert error["param"] == "tools[1]" and error["code"] == "unsupported_value"
    assert "RESPONSA_IMAGES_BASE_URL" in error["message"]
    assert "images:" in error["message"]
    assert len(fake_upstream.requests()) == called
