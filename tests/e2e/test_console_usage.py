"""The console's usage page, failed-requests log, list rows and links (issue 41) in headless
Chromium driven by Playwright (tests/browser.py, as tests/e2e/test_console.py), against one
stack with keys on, two projects and a routing table that prices a model.

Charts are inline SVG the page draws itself: the tests read their points and the numbers
table, and check that the page loaded nothing from another origin. Every wait on the page is
Playwright's (auto-waiting locators and `expect`); no check depends on how long anything took.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import test_console
from tests.e2e.test_auth import create_key
from tests.e2e.test_console import Console, login, open_hash, screenshot, search
from tests.e2e.test_failed_requests import failed_rows
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

# The console tests' browser, tab and page-error list, as fixtures here (the stack is this
# module's own: `console` below).
browser = test_console.browser
problems = test_console.problems
page = test_console.page

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
    """One stack for the module: keys on, SQLite, a priced routing table, projects acme and
    globex (acme's key stands in for the admin key, which no test here uses)."""
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
        # The log is written off the call's path: a wait on the API, up to a deadline.
        logged = failed_rows(acme, 2)
    assert len(logged) == 2
    console.create(console.key_b, model="priced", input="globex asks too")
    return Made(priced, costs)


def only_this_origin(page: Page, console: Console) -> None:
    """Every resource the page loaded came from the console's own origin (no CDN)."""
    origins = page.evaluate(
        "[...new Set(performance.getEntriesByType('resource').map(e => new URL(e.name).origin))]"
    )
    assert origins == [console.url.rsplit("/console", 1)[0]], origins


def test_the_usage_page_charts_requests_tokens_cost_errors_and_latency(
    page: Page, problems: list[str], console: Console, made: Made
) -> None:
    problems.clear()
    login(page, console, console.key_a)
    open_hash(page, "#/usage", "#chart-requests circle.point")
    # One day (today) holds acme's 2 responses and 2 failed requests.
    expect(page.locator("#usage-status")).to_have_text(re.compile(r"^4 requests, 2 errors"))
    circles = page.locator("#chart-requests circle.point")
    expect(circles).to_have_count(7)
    points = circles.evaluate_all("cs => cs.map(c => [c.dataset.label, Number(c.dataset.value)])")
    assert [value for _, value in points].count(4) == 1, points
    day = next(label for label, value in points if value == 4)
    row = page.locator(f'#usage-table tr[data-day="{day}"]')
    expect(row).to_be_attached()
    cells = row.locator("td").all_text_contents()
    assert cells[1:3] == ["4", "2"]
    assert cells[4] == str(sum(r["usage"]["output_tokens"] for r in made.priced))
    assert cells[6] == f"${sum(made.costs):.6f}" or cells[6] == f"${sum(made.costs):.2f}"
    for chart in ("tokens", "cost", "errors", "latency", "first-token"):
        # `.first`: the legend's colour swatches are small SVGs too.
        expect(page.locator(f"#chart-{chart} svg").first).to_be_attached()
    latency = page.locator("#chart-latency circle.point").evaluate_all(
        "cs => cs.map(c => c.dataset.series)"
    )
    assert sorted(set(latency)) == ["p50", "p95", "p99"]
    # Split by model: one series per model, kept in the address and across a reload.
    page.locator("#usage-split").select_option("model")
    expect(page).to_have_url(re.compile("split=model"))
    # The table is drawn last: its "model" column says the split page is all there.
    expect(page.locator("#usage-table th:nth-child(2)")).to_have_text("model")
    expect(page.locator("#chart-cost li").first).to_be_attached()
    legend = page.locator("#chart-requests li")
    expect(legend).to_have_count(3)
    assert sorted(text.strip() for text in legend.all_text_contents()) == [
        "fake-error-429",
        "fake-error-500",
        "priced",
    ]
    page.reload()
    expect(page.locator("#chart-requests li").first).to_be_attached()
    expect(page.locator("#usage-split")).to_have_value("model")
    # Split by key: acme made everything with one key, so one series, named by its id.
    with console.api(console.key_a) as acme:
        key_id = acme.get("/api_key").json()["id"]
    page.locator("#usage-split").select_option("key_id")
    expect(page).to_have_url(re.compile("split=key_id"))
    expect(page.locator("#usage-table th:nth-child(2)")).to_have_text("key")
    expect(page.locator("#chart-cost li")).to_have_text([key_id])
    expect(page.locator(f"#usage-table tr[data-day='{day}'] td").nth(1)).to_have_text(key_id)
    only_this_origin(page, console)
    # No script error and no Content-Security-Policy refusal drawing the charts.
    assert problems == []
    screenshot(page, "usage")
    # globex's page counts only its own response.
    page.locator("#logout").click()
    login(page, console, console.key_b)
    open_hash(page, "#/usage", "#chart-requests circle.point")
    expect(page.locator("#usage-status")).to_have_text(re.compile(r"^1 requests, 0 errors"))


def test_the_failed_requests_page_lists_and_filters_the_log(
    page: Page, console: Console, made: Made
) -> None:
    login(page, console, console.key_a)
    open_hash(page, "#/failed", "#failed tbody tr")
    rows = page.locator("#failed tbody tr")
    expect(rows).to_have_count(2)
    statuses = rows.evaluate_all("rs => rs.map(r => r.dataset.status)")
    assert sorted(statuses) == ["429", "502"]
    cells = page.locator("#failed tbody tr[data-status='502'] td").all_text_contents()
    assert cells[1] == "fake-error-500" and cells[3] == "502" and int(cells[6]) >= 1
    search(page, "#failed-status", "429")
    expect(rows).to_have_count(1)
    expect(page.locator("#failed tbody tr[data-status='429']")).to_be_attached()
    expect(page).to_have_url(re.compile("status=429"))
    page.reload()
    expect(page.locator("#failed-status")).to_have_value("429")
    expect(page.locator("#failed-note")).to_have_text("1 shown")
    expect(rows).to_have_count(1)
    screenshot(page, "failed-requests")
    # Another project's log is its own (empty).
    page.locator("#logout").click()
    login(page, console, console.key_b)
    open_hash(page, "#/failed", "#failed-note")
    expect(page.locator("#failed-note")).to_have_text("0 shown")


def test_list_rows_show_the_question_answer_tokens_time_and_cost(
    page: Page, console: Console, made: Made
) -> None:
    login(page, console, console.key_a)
    first = made.priced[0]
    row = page.locator(f'tr[data-id="{first["id"]}"]')
    expect(row).to_be_attached()
    expect(row.locator(".asked")).to_have_text("How much is question 0?")
    expect(row.locator(".answered")).to_have_text("Echo: How much is question 0?")
    expect(row.locator("td.time")).to_have_text(re.compile(r" s$"))
    usage = first["usage"]
    expect(row.locator("td.usage")).to_have_text(
        f"{usage['input_tokens']} in / {usage['output_tokens']} out"
    )
    expect(row.locator("td.usage")).to_have_attribute(
        "title", re.compile(f" / {usage['total_tokens']} total$")
    )
    expect(row.locator("td.cost")).to_have_text(f"${made.costs[0]:.6f}")
    # The response's own page says what it took and cost (a non-streamed run: no first token).
    open_hash(page, f"#/responses/{first['id']}", "#measures")
    expect(page.locator("#measures")).to_have_text(
        re.compile(r"^[0-9]+\.[0-9]{3} s total · " + re.escape(f"${made.costs[0]:.6f}") + "$")
    )


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
    added_by = page.locator("#items .added-by")
    expect(added_by).to_have_count(3)
    sources = added_by.evaluate_all("ns => ns.map(n => n.dataset.responseId || null)")
    assert sources == [None, response["id"], response["id"]]
    page.locator(f'#items a.added-by[data-response-id="{response["id"]}"]').first.click()
    expect(page).to_have_url(re.compile(re.escape(f"#/responses/{response['id']}") + "$"))
    expect(page.locator("#timeline")).to_be_attached()


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
    details = page.locator("#timeline .call-args")
    # Each row begins with its own call's id, in the order of the output.
    expect(details).to_have_text(
        [re.compile("^" + re.escape("call " + call["call_id"])) for call in calls]
    )
    texts = [text.strip() for text in details.all_text_contents()]
    assert len(texts) == 2 and texts[0] != texts[1]
    for call, detail in zip(calls, texts, strict=True):
        assert detail.startswith("call " + call["call_id"])
