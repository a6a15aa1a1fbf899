"""The console's usage page, failed-requests log, list rows and links (issue 41) in headless
Chromium over the DevTools protocol (tests/browser.py, as tests/e2e/test_console.py), against
one stack with keys on, two projects and a routing table that prices a model.

Charts are inline SVG the page draws itself: the tests read their points and the numbers
table, and check that the page loaded nothing from another origin.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.browser import Page, browser, chromium_path
from tests.e2e.test_auth import create_key
from tests.e2e.test_console import Console, login, open_hash, screenshot, shown
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

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
class Made:
    """What acme made before the browser looked: priced responses and failed creates."""

    priced: list[dict[str, Any]]
    costs: list[float]


@pytest.fixture(scope="module")
def console(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Console]:
    tmp = Path(tmp_path_factory.mktemp("console-usage"))
    url = f"sqlite:///{tmp / 'responsa.db'}"
    table = tmp / "models.yaml"
    table.write_text(TABLE.format(a=fake_upstream.base_url))
    key_a = create_key(url, "acme")
    key_b = create_key(url, "globex")
    env = {
        "RESPONSA_MODELS_FILE": str(table),
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
    }
    with Stack.start(env) as stack:
        base = stack.rest_url.removesuffix("/v1")
        yield Console(stack, f"{base}/console", key_a, key_b, key_a)


@pytest.fixture(scope="module")
def page() -> Iterator[Page]:
    chromium_path()  # skips (fails under CI) when Chromium is missing
    with browser() as opened:
        yield opened


@pytest.fixture(scope="module")
def made(console: Console) -> Made:
    """Two priced responses, a 502 and a 429 for acme; one response for globex."""
    priced = [
        console.create(console.key_a, model="priced", input=f"How much is question {n}?")
        for n in range(2)
    ]
    with console.api(console.key_a) as acme:
        for model, status in (("fake-error-500", 502), ("fake-error-429", 429)):
            assert acme.post("/responses", json={"model": model, "input": "x"}).status_code == (
                status
            )
        costs = [acme.get(f"/responses/{r['id']}/timeline").json()["cost_usd"] for r in priced]
        logged = wait_for_rows(acme, 2)
    assert len(logged) == 2
    console.create(console.key_b, model="priced", input="globex asks too")
    return Made(priced, costs)


def wait_for_rows(client: httpx.Client, count: int) -> list[dict[str, Any]]:
    """The failed-requests log once it lists `count` rows (written off the call's path)."""
    for _ in range(200):
        rows: list[dict[str, Any]] = client.get("/responsa/failed_requests").json()["data"]
        if len(rows) >= count:
            return rows
        time.sleep(0.1)
    return rows


def reload(page: Page) -> None:
    """Reload, and wait until the new document runs (the old one shows for a moment)."""
    page.eval("window.beforeReload = true, location.reload(), true")
    page.wait_for("!window.beforeReload && document.readyState === 'complete'")


def only_this_origin(page: Page, console: Console) -> None:
    """Every resource the page loaded came from the console's own origin (no CDN)."""
    origins = page.eval(
        "[...new Set(performance.getEntriesByType('resource').map(e => new URL(e.name).origin))]"
    )
    assert origins == [console.url.rsplit("/console", 1)[0]], origins


def test_the_usage_page_charts_requests_tokens_cost_errors_and_latency(
    page: Page, console: Console, made: Made
) -> None:
    login(page, console, console.key_a)
    open_hash(page, "#/usage", "#chart-requests circle.point")
    # One day (today) holds acme's 2 responses and 2 failed requests.
    status = page.text("#usage-status")
    assert status.startswith("4 requests, 2 errors"), status
    points = page.eval(
        "[...document.querySelectorAll('#chart-requests circle.point')]"
        ".map(c => [c.dataset.label, Number(c.dataset.value)])"
    )
    assert len(points) == 7 and [value for _, value in points].count(4) == 1, points
    day = next(label for label, value in points if value == 4)
    row = f'#usage-table tr[data-day="{day}"]'
    cells = page.eval(f"[...document.querySelectorAll('{row} td')].map(td => td.textContent)")
    assert cells[1:3] == ["4", "2"]
    assert cells[4] == str(sum(r["usage"]["output_tokens"] for r in made.priced))
    assert cells[6] == f"${sum(made.costs):.6f}" or cells[6] == f"${sum(made.costs):.2f}"
    for chart in ("tokens", "cost", "errors", "latency", "first-token"):
        assert page.eval(shown(f"#chart-{chart} svg")), chart
    latency = page.eval(
        "[...document.querySelectorAll('#chart-latency circle.point')].map(c => c.dataset.series)"
    )
    assert sorted(set(latency)) == ["p50", "p95", "p99"]
    # Split by model: one series per model, kept in the address and across a reload.
    page.eval(
        "(() => { const s = document.querySelector('#usage-split'); s.value = 'model';"
        " s.dispatchEvent(new Event('change')); return true; })()"
    )
    page.wait_for("location.hash.includes('split=model')")
    page.wait_for(shown("#usage-table th:nth-child(2)") + " && " + shown("#chart-cost li"))
    page.wait_for("document.querySelector('#usage-table th:nth-child(2)').textContent === 'model'")
    legend = page.eval(
        "[...document.querySelectorAll('#chart-requests li')].map(l => l.textContent.trim())"
    )
    assert sorted(legend) == ["fake-error-429", "fake-error-500", "priced"]
    reload(page)
    page.wait_for(shown("#chart-requests li"))
    assert page.eval("document.querySelector('#usage-split').value") == "model"
    only_this_origin(page, console)
    screenshot(page, "usage")
    # globex's page counts only its own response.
    page.click("#logout")
    login(page, console, console.key_b)
    open_hash(page, "#/usage", "#chart-requests circle.point")
    page.wait_for(
        "document.querySelector('#usage-status').textContent.startsWith('1 requests, 0 errors')"
    )


def test_the_failed_requests_page_lists_and_filters_the_log(
    page: Page, console: Console, made: Made
) -> None:
    login(page, console, console.key_a)
    open_hash(page, "#/failed", "#failed tbody tr")
    page.wait_for("document.querySelectorAll('#failed tbody tr').length === 2")
    statuses = page.eval(
        "[...document.querySelectorAll('#failed tbody tr')].map(r => r.dataset.status)"
    )
    assert sorted(statuses) == ["429", "502"]
    row = "#failed tbody tr[data-status='502']"
    cells = page.eval(f'[...document.querySelectorAll("{row} td")].map(td => td.textContent)')
    assert cells[1] == "fake-error-500" and cells[3] == "502" and int(cells[6]) >= 1
    page.fill("#failed-status", "429")
    page.wait_for(
        "document.querySelectorAll('#failed tbody tr').length === 1 && "
        + shown("#failed tbody tr[data-status='429']")
    )
    assert "status=429" in page.eval("location.hash")
    reload(page)
    page.wait_for(
        "(document.querySelector('#failed-status') || {}).value === '429' && "
        "document.querySelector('#failed-note').textContent === '1 shown'"
    )
    assert page.eval("document.querySelectorAll('#failed tbody tr').length") == 1
    screenshot(page, "failed-requests")
    # Another project's log is its own (empty).
    page.click("#logout")
    login(page, console, console.key_b)
    open_hash(page, "#/failed", "#failed-note")
    page.wait_for("document.querySelector('#failed-note').textContent === '0 shown'")


def test_list_rows_show_the_question_answer_time_and_cost(
    page: Page, console: Console, made: Made
) -> None:
    login(page, console, console.key_a)
    first = made.priced[0]
    row = f'tr[data-id="{first["id"]}"]'
    page.wait_for(shown(row))
    assert page.text(f"{row} .asked") == "How much is question 0?"
    assert page.text(f"{row} .answered") == "Echo: How much is question 0?"
    assert page.text(f"{row} td.time").endswith(" s")
    assert page.text(f"{row} td.cost") == f"${made.costs[0]:.6f}"


def test_conversation_items_link_to_their_response(page: Page, console: Console) -> None:
    with console.api(console.key_a) as acme:
        conversation = acme.post(
            "/conversations",
            json={"items": [{"type": "message", "role": "user", "content": "by hand"}]},
        ).json()
    response = console.create(
        console.key_a, model="fake-text", input="by a response", conversation=conversation["id"]
    )
    login(page, console, console.key_a)
    open_hash(page, f"#/conversations/{conversation['id']}", "#items .added-by")
    sources = page.eval(
        "[...document.querySelectorAll('#items .added-by')].map(n => n.dataset.responseId || null)"
    )
    assert sources == [None, response["id"], response["id"]]
    page.click(f'#items a.added-by[data-response-id="{response["id"]}"]')
    page.wait_for(f"location.hash === {json.dumps('#/responses/' + response['id'])}")
    page.wait_for(shown("#timeline"))


def test_parallel_calls_of_one_tool_are_told_apart(page: Page, console: Console) -> None:
    tool = {
        "type": "function",
        "name": "lookup",
        "parameters": {"type": "object", "properties": {"q": {"type": "string"}}},
    }
    response = console.create(
        console.key_a, model="fake-parallel-tools", input="two at once", tools=[tool]
    )
    calls = [item for item in response["output"] if item["type"] == "function_call"]
    assert len(calls) == 2 and calls[0]["name"] == calls[1]["name"]
    login(page, console, console.key_a)
    open_hash(page, f"#/responses/{response['id']}", "#timeline .call-args")
    details = page.eval(
        "[...document.querySelectorAll('#timeline .call-args')].map(n => n.textContent.trim())"
    )
    assert len(details) == 2 and details[0] != details[1]
    for call, detail in zip(calls, details, strict=True):
        assert detail.startswith("call " + call["call_id"])
