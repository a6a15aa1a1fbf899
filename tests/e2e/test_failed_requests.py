"""The failed-requests log, usage sums and the console's list rows through the stack
(docs/console.md, Responsa extensions), on both stores with keys on and two projects: a create
whose upstream failed (502, 429, an upstream key refused) or whose body was refused is logged
once with its model, status, redacted error, upstream attempts, key and request id; a success
or a streamed failure (a stored failed response) is not; another project never sees them;
usage sums tokens and cost from a priced routing table and counts the errors."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.e2e.conftest import STACK_DATABASE_URLS, running_stack
from tests.e2e.observability.scrape import delta, scrape
from tests.e2e.test_response_search import create_key
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.scenarios import LEAKED_KEY
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


@dataclass
class Projects:
    stack: Stack
    acme: httpx.Client
    globex: httpx.Client
    acme_key_id: str
    globex_key_id: str


@pytest.fixture(
    scope="module", params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]
)
def projects(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Projects]:
    tmp = Path(tmp_path_factory.mktemp("failed"))
    table = tmp / "models.yaml"
    table.write_text(TABLE.format(a=fake_upstream.base_url))
    env = {
        "RESPONSA_MODELS_FILE": str(table),
        "RESPONSA_UPSTREAM_BASE_URL": "",
        "RESPONSA_AUTH": "keys",
    }
    with running_stack(request.param, fake_upstream, tmp, env) as stack:
        url = STACK_DATABASE_URLS[id(stack)]
        key_acme, acme_id = create_key(url, "acme")
        key_globex, globex_id = create_key(url, "globex")

        def client(key: str) -> httpx.Client:
            headers = {"Authorization": f"Bearer {key}"}
            return httpx.Client(base_url=stack.rest_url, headers=headers, timeout=TIMEOUT)

        with client(key_acme) as acme, client(key_globex) as globex:
            yield Projects(stack, acme, globex, acme_id, globex_id)


def failed_rows(client: httpx.Client, at_least: int, **params: Any) -> list[dict[str, Any]]:
    """The failed requests listed with `params`, once at least `at_least` are (the log is
    written off the call's path, so a row may land a moment after its reply)."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        listed = client.get("/responsa/failed_requests", params={"limit": 100, **params})
        assert listed.status_code == 200, listed.text
        rows: list[dict[str, Any]] = listed.json()["data"]
        if len(rows) >= at_least or time.monotonic() > deadline:
            return rows
        time.sleep(0.1)


def test_failed_creates_are_logged_once_and_only_for_their_project(projects: Projects) -> None:
    acme = projects.acme
    outcomes = {}
    for model in ("fake-error-500", "fake-error-429", "fake-error-401"):
        refused = acme.post("/responses", json={"model": model, "input": "will it fail?"})
        outcomes[model] = (refused.status_code, refused.headers.get("x-request-id"))
    assert outcomes["fake-error-500"][0] == 502
    assert outcomes["fake-error-429"][0] == 429
    assert outcomes["fake-error-401"][0] == 502
    bad = acme.post("/responses", json={"model": "fake-text", "input": "x", "temperature": 9})
    assert bad.status_code == 400
    # Not logged: a success, and a streamed failure (it is a stored failed response).
    assert acme.post("/responses", json={"model": "fake-text", "input": "fine"}).status_code == 200
    streamed = acme.post(
        "/responses", json={"model": "fake-error-500", "input": "stream it", "stream": True}
    )
    assert streamed.status_code == 200 and "response.failed" in streamed.text

    rows = failed_rows(acme, 4)
    by_model: dict[Any, list[dict[str, Any]]] = {}
    for row in rows:
        by_model.setdefault(row["model"], []).append(row)
    assert sorted(by_model, key=str) == sorted(
        ["fake-error-500", "fake-error-429", "fake-error-401", "fake-text"]
    )
    assert all(len(found) == 1 for found in by_model.values()), rows
    (upstream_500,) = by_model["fake-error-500"]
    assert upstream_500["status"] == 502 and upstream_500["upstream_attempts"] >= 1
    assert upstream_500["request_id"] == outcomes["fake-error-500"][1]
    assert upstream_500["key_id"] == projects.acme_key_id
    assert upstream_500["method"] == "ResponsesHttpService/CreateResponse"
    assert upstream_500["response_id"].startswith("resp_")
    assert upstream_500["object"] == "responsa.failed_request"
    # When it happened (Unix seconds, the range filters' unit) and how long the call took.
    stamp = upstream_500["created_at"]
    assert isinstance(stamp, int) and upstream_500["duration_ms"] >= 0
    around = failed_rows(acme, 1, created_after=stamp, created_before=stamp + 1, status=502)
    assert upstream_500["id"] in {row["id"] for row in around}
    (limited,) = by_model["fake-error-429"]
    assert limited["status"] == 429 and limited["code"] == "rate_limit_exceeded"
    # The upstream's refusal quoted its key: the log keeps only what the client got, redacted.
    (leaky,) = by_model["fake-error-401"]
    assert leaky["status"] == 502 and LEAKED_KEY not in leaky["message"]
    (refused,) = by_model["fake-text"]
    assert refused["status"] == 400 and refused["param"] == "temperature"
    assert refused["upstream_attempts"] == 0
    # Filters, and paging by the row's id.
    only_429 = failed_rows(acme, 1, status=429)
    assert [row["id"] for row in only_429] == [limited["id"]]
    first = acme.get("/responsa/failed_requests", params={"limit": 1}).json()
    assert first["has_more"] and len(first["data"]) == 1
    rest = acme.get("/responsa/failed_requests", params={"after": first["last_id"]}).json()
    assert [r["id"] for r in rest["data"]] == [r["id"] for r in rows[1:]]
    # Another project sees none of them, and their ids are no cursor for it.
    assert failed_rows(projects.globex, 0) == []
    unknown = projects.globex.get("/responsa/failed_requests", params={"after": rows[0]["id"]})
    assert unknown.status_code == 400 and unknown.json()["error"]["param"] == "after"
    bad_status = acme.get("/responsa/failed_requests", params={"status": "ok"})
    assert bad_status.status_code == 400 and bad_status.json()["error"]["param"] == "status"


def test_usage_sums_tokens_cost_and_errors_from_a_priced_table(projects: Projects) -> None:
    client = projects.globex  # a project of its own: the other test's rows are acme's
    metrics_url = projects.stack.gateway.url("/metrics")
    before = scrape(metrics_url, {"authorization": client.headers["authorization"]})
    made = [
        client.post("/responses", json={"model": "priced", "input": f"price me {n}"}).json()
        for n in range(3)
    ]
    failing_call = client.post("/responses", json={"model": "fake-error-500", "input": "x"})
    assert failing_call.status_code == 502
    failed_rows(client, 1)
    costs = [client.get(f"/responses/{r['id']}/timeline").json()["cost_usd"] for r in made]
    usage = client.get("/responsa/usage", params={"group_by": "model,key_id"})
    assert usage.status_code == 200, usage.text
    body = usage.json()
    assert body["object"] == "responsa.usage" and body["group_by"] == ["model", "key_id"]
    groups = {g["model"]: g for g in body["data"]}
    priced = groups["priced"]
    assert priced["responses"] == 3 and priced["requests"] == 3 and priced["errors"] == 0
    assert priced["input_tokens"] == sum(r["usage"]["input_tokens"] for r in made)
    assert priced["output_tokens"] == sum(r["usage"]["output_tokens"] for r in made)
    assert priced["cost_usd"] == pytest.approx(sum(costs))
    assert set(priced["latency_ms"]) == {"p50", "p95", "p99"}
    assert priced["latency_ms"]["p50"] <= priced["latency_ms"]["p99"]
    failing = groups["fake-error-500"]
    assert failing["failed_requests"] == 1 and failing["errors"] == 1 and failing["responses"] == 0
    by_day = client.get("/responsa/usage").json()
    (today,) = by_day["data"]
    assert today["requests"] == 4 and today["errors"] == 1
    assert today["day"] == time.strftime("%Y-%m-%d", time.gmtime(body["created_before"] - 1))
    # The metrics sum them by key too.
    after = scrape(metrics_url, {"authorization": client.headers["authorization"]})
    key = projects.globex_key_id
    assert delta(before, after, "responsa_key_cost_usd_total", key=key) == pytest.approx(sum(costs))
    tokens_in = delta(before, after, "responsa_key_tokens_total", key=key, direction="in")
    assert tokens_in == priced["input_tokens"]
    bad = client.get("/responsa/usage", params={"group_by": "hour"})
    assert bad.status_code == 400 and bad.json()["error"]["param"] == "group_by"


def test_list_rows_carry_the_question_time_and_cost(projects: Projects) -> None:
    acme = projects.acme
    made = acme.post("/responses", json={"model": "priced", "input": "what is a walrus"}).json()
    rows = acme.get("/responsa/responses", params={"q": "walrus", "limit": 5})
    assert rows.status_code == 200, rows.text
    (row,) = rows.json()["data"]
    assert row["id"] == made["id"] and row["output"] == made["output"]
    summary = row["responsa_row"]
    assert summary["question"] == "what is a walrus"
    assert summary["total_ms"] > 0 and summary["cost_usd"] > 0
    assert summary["key_id"] == projects.acme_key_id
    # The OpenAI list stays OpenAI's.
    plain = acme.get("/responses", params={"q": "walrus"}).json()["data"]
    assert "responsa_row" not in plain[0]
    # Another project's rows are not listed.
    assert projects.globex.get("/responsa/responses", params={"q": "walrus"}).json()["data"] == []


def test_conversation_items_name_the_response_that_added_them(projects: Projects) -> None:
    acme = projects.acme
    conversation = acme.post(
        "/conversations",
        json={"items": [{"type": "message", "role": "user", "content": "added by hand"}]},
    ).json()
    made = acme.post(
        "/responses",
        json={
            "model": "fake-text",
            "input": "and by a response",
            "conversation": conversation["id"],
        },
    ).json()
    path = f"/responsa/conversations/{conversation['id']}/items"
    listed = acme.get(path, params={"order": "asc"})
    assert listed.status_code == 200, listed.text
    items = listed.json()["data"]
    plain = acme.get(f"/conversations/{conversation['id']}/items", params={"order": "asc"}).json()
    assert [i["id"] for i in items] == [i["id"] for i in plain["data"]]
    assert "responsa_response_id" not in plain["data"][0]
    assert [i["responsa_response_id"] for i in items] == [None, made["id"], made["id"]]
    # Another project's conversation is the same 404 as an unknown one.
    hidden = projects.globex.get(path)
    unknown = acme.get("/responsa/conversations/conv_0123456789abcdef/items")
    assert hidden.status_code == unknown.status_code == 404


def test_a_background_responses_cost_counts_under_the_key_that_queued_it(
    projects: Projects,
) -> None:
    """The per-key metrics of a background response: its job runs without the caller's call,
    so it counted under `none`; it now counts under the key that queued it."""
    acme = projects.acme
    metrics_url = projects.stack.gateway.url("/metrics")
    auth = {"authorization": acme.headers["authorization"]}
    before = scrape(metrics_url, auth)
    queued = acme.post(
        "/responses", json={"model": "priced", "input": "price me later", "background": True}
    )
    assert queued.status_code == 200, queued.text
    response_id = queued.json()["id"]
    deadline = time.monotonic() + TIMEOUT
    while (done := acme.get(f"/responses/{response_id}").json())["status"] != "completed":
        assert done["status"] in ("queued", "in_progress"), done
        assert time.monotonic() < deadline, done
        time.sleep(0.1)
    cost = acme.get(f"/responses/{response_id}/timeline").json()["cost_usd"]
    assert cost > 0
    after = scrape(metrics_url, auth)
    key = projects.acme_key_id
    assert delta(before, after, "responsa_key_cost_usd_total", key=key) == pytest.approx(cost)
    tokens_in = delta(before, after, "responsa_key_tokens_total", key=key, direction="in")
    assert tokens_in == done["usage"]["input_tokens"]
    assert delta(before, after, "responsa_key_cost_usd_total", key="none") == 0
