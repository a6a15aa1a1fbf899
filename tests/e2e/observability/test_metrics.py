"""GET /metrics through Envoy: the counters move by exactly what the requests did.

Runs on the shared e2e stacks (SQLite and Postgres). Tests in a session run one at a time, so
the difference between two scrapes is this test's own traffic.
"""

from __future__ import annotations

import httpx
import openai
import pytest

from tests.e2e.observability.scrape import delta, scrape, value
from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.stack import Stack

pytestmark = pytest.mark.e2e

CREATE = "ResponsesHttpService/CreateResponse"


@pytest.fixture(scope="module")
def mcp_server() -> McpTestServer:
    with McpTestServer().start() as server:
        yield server  # type: ignore[misc]


def test_counters_move_by_the_requests_made(
    stack: Stack, client: openai.OpenAI, fake_upstream: FakeUpstream, mcp_server: McpTestServer
) -> None:
    url = stack.gateway.url("/metrics")
    before = scrape(url)
    usage_in = usage_out = 0
    for _ in range(3):
        response = client.responses.create(model="fake-text", input="count me")
        assert response.usage is not None
        usage_in += response.usage.input_tokens
        usage_out += response.usage.output_tokens
    with client.responses.stream(model="fake-text", input="stream me") as stream:
        final = stream.get_final_response()
    assert final.usage is not None
    usage_in += final.usage.input_tokens
    usage_out += final.usage.output_tokens
    with pytest.raises(openai.NotFoundError):
        client.responses.retrieve("resp_not_there")
    tooled = httpx.post(
        f"{stack.rest_url}/responses",
        json={
            "model": "fake-script",
            "input": 'CALL add {"a": 2, "b": 3}',
            "tools": [
                {
                    "type": "mcp",
                    "server_label": "calc",
                    "server_url": mcp_server.url,
                    "require_approval": "never",
                }
            ],
        },
        timeout=30,
    ).json()
    assert [item["type"] for item in tooled["output"]] == ["mcp_list_tools", "mcp_call", "message"]
    after = scrape(url)

    # 3 + 1 stream + 1 tool-loop response, all 200; one 404.
    assert delta(before, after, "responsa_requests_total", method=CREATE, status="200") == 5
    assert (
        delta(
            before,
            after,
            "responsa_requests_total",
            method="ResponsesHttpService/GetResponse",
            status="404",
        )
        == 1
    )
    assert (
        delta(before, after, "responsa_request_duration_seconds_count", method=CREATE, status="200")
        == 5
    )
    assert delta(before, after, "responsa_tokens_total", model="fake-text", direction="in") == (
        usage_in
    )
    assert delta(before, after, "responsa_tokens_total", model="fake-text", direction="out") == (
        usage_out
    )
    # Upstream: 4 fake-text calls, 2 fake-script turns; one streamed call had a first token.
    assert (
        delta(
            before,
            after,
            "responsa_upstream_duration_seconds_count",
            model="fake-text",
            outcome="ok",
        )
        == 4
    )
    assert (
        delta(
            before,
            after,
            "responsa_upstream_duration_seconds_count",
            model="fake-script",
            outcome="ok",
        )
        == 2
    )
    assert (
        delta(
            before, after, "responsa_upstream_time_to_first_token_seconds_count", model="fake-text"
        )
        == 1
    )
    assert (
        delta(before, after, "responsa_tool_calls_total", type="mcp_call", outcome="completed") == 1
    )
    assert (
        delta(
            before, after, "responsa_tool_calls_total", type="mcp_list_tools", outcome="completed"
        )
        == 1
    )
    # Five saves; one read (the 404).
    assert delta(before, after, "responsa_store_duration_seconds_count", operation="save") == 5
    assert delta(before, after, "responsa_store_duration_seconds_count", operation="get") == 1
    assert delta(before, after, "responsa_store_errors_total", operation="save") == 0
    assert value(after, "responsa_active_streams") == 0


def test_upstream_errors_are_counted_by_kind(stack: Stack, client: openai.OpenAI) -> None:
    url = stack.gateway.url("/metrics")
    before = scrape(url)
    with pytest.raises(openai.InternalServerError):
        client.responses.create(model="fake-error-500", input="fail")
    after = scrape(url)
    assert (
        delta(before, after, "responsa_upstream_errors_total", model="fake-error-500", kind="http")
        == 1
    )
    assert (
        delta(
            before,
            after,
            "responsa_upstream_duration_seconds_count",
            model="fake-error-500",
            outcome="error",
        )
        == 1
    )
    assert delta(before, after, "responsa_requests_total", method=CREATE, status="502") == 1


def test_envoy_stats_are_served_beside(stack: Stack) -> None:
    reply = httpx.get(stack.gateway.url("/metrics/envoy"), timeout=10)
    assert reply.status_code == 200
    assert "envoy_http_downstream_rq_total" in reply.text
    assert 'envoy_cluster_name="responsa_service"' in reply.text
    # Only that page of the admin interface is reachable through the listener.
    assert httpx.post(stack.gateway.url("/metrics/envoy"), timeout=10).status_code == 404
