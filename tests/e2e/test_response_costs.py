"""Latency and cost per response (docs/console.md, docs/models.md): a routing table with prices
turns each finished response's usage into dollars, kept with its timeline (total time, time to
first token when streamed) and counted in the metrics, over REST and typed gRPC."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import httpx
import pytest
from responsa.v1 import requests_pb2, responses_pb2_grpc

from tests.e2e.conftest import running_stack
from tests.e2e.observability.scrape import delta, scrape, value
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
TABLE = """\
upstreams:
  a: {{base_url: "{a}"}}
models:
  - name: priced
    upstream: a
    upstream_model: fake-text
    price: {{input: 2.5, cached_input: 1.25, output: 10}}
  - {{pattern: "fake-*", upstream: a}}
"""
INPUT, CACHED, OUTPUT = 2.5, 1.25, 10.0


@pytest.fixture(scope="module")
def priced(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Stack]:
    tmp = Path(tmp_path_factory.mktemp("priced"))
    table = tmp / "models.yaml"
    table.write_text(TABLE.format(a=fake_upstream.base_url))
    env = {"RESPONSA_MODELS_FILE": str(table), "RESPONSA_UPSTREAM_BASE_URL": ""}
    with running_stack("sqlite", fake_upstream, tmp, env) as stack:
        yield stack


def dollars(usage: dict[str, Any]) -> float:
    cached = usage["input_tokens_details"]["cached_tokens"]
    fresh = usage["input_tokens"] - cached
    return (fresh * INPUT + cached * CACHED + usage["output_tokens"] * OUTPUT) / 1_000_000


def test_a_priced_models_responses_carry_their_cost_and_time(priced: Stack) -> None:
    metrics_url = priced.gateway.url("/metrics")
    before = scrape(metrics_url)
    with httpx.Client(base_url=priced.rest_url, timeout=TIMEOUT) as http:
        plain = http.post("/responses", json={"model": "priced", "input": "what does it cost"})
        assert plain.status_code == 200, plain.text
        answered = plain.json()
        streamed = http.post(
            "/responses", json={"model": "priced", "input": "and streamed?", "stream": True}
        )
        assert streamed.status_code == 200
        (completed,) = [
            line for line in streamed.text.splitlines() if '"type":"response.completed"' in line
        ]
        streamed_response = httpx.Response(200, content=completed.removeprefix("data: ")).json()[
            "response"
        ]
        unpriced = http.post("/responses", json={"model": "fake-text", "input": "free?"}).json()
        timelines = {
            response["id"]: http.get(f"/responses/{response['id']}/timeline").json()
            for response in (answered, streamed_response, unpriced)
        }
    one = timelines[answered["id"]]
    assert one["cost_usd"] == pytest.approx(dollars(answered["usage"]))
    assert one["cost_usd"] > 0
    assert one["total_ms"] > 0 and "first_token_ms" not in one  # not streamed
    two = timelines[streamed_response["id"]]
    assert two["cost_usd"] == pytest.approx(dollars(streamed_response["usage"]))
    assert 0 < two["first_token_ms"] <= two["total_ms"]
    # The turn is a step of the run: it ends within the run's total time.
    assert all(s["start_ms"] + s["duration_ms"] <= two["total_ms"] for s in two["steps"])
    free = timelines[unpriced["id"]]
    assert "cost_usd" not in free and free["total_ms"] > 0
    after = scrape(metrics_url)
    spent = delta(before, after, "responsa_cost_usd_total", model="priced")
    assert spent == pytest.approx(one["cost_usd"] + two["cost_usd"])
    assert value(after, "responsa_cost_usd_total", model="fake-text") == 0
    runs = delta(before, after, "responsa_response_duration_seconds_count", model="priced")
    assert runs == 2
    first = "responsa_response_time_to_first_token_seconds_count"
    assert delta(before, after, first, model="priced") == 1
    with grpc.insecure_channel(priced.grpc_target) as channel:
        typed = responses_pb2_grpc.ResponsesServiceStub(channel).GetResponseTimeline(
            requests_pb2.GetResponseTimelineRequest(response_id=answered["id"]), timeout=TIMEOUT
        )
    assert typed.cost_usd == pytest.approx(one["cost_usd"])
    assert typed.HasField("total_ms") and not typed.HasField("first_token_ms")
