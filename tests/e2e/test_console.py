"""The web console (/console) in a real browser: Debian's Chromium, headless, driven by
Playwright (tests/browser.py), against one stack with RESPONSA_AUTH=keys and two projects.
Every wait on the page is Playwright's (auto-waiting locators and `expect`), and no check
depends on how long anything took.

With RESPONSA_CONSOLE_SCREENSHOTS=DIR the tests also save the pictures docs/console.md shows
(`RESPONSA_CONSOLE_SCREENSHOTS=docs/console pytest tests/e2e/test_console.py`).
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import grpc
import httpx
import openai
import pytest
from playwright.sync_api import Page, expect
from responsa.v1 import (
    conversations_pb2,
    conversations_pb2_grpc,
    requests_pb2,
    responses_pb2_grpc,
)

from tests import browser as browsers
from tests.browser import BrowserThread
from tests.e2e.test_api_keys import admin_key
from tests.e2e.test_auth import create_key
from tests.fake_upstream import FakeUpstream
from tests.mcp_server import McpTestServer
from tests.stack import ROOT, Stack

pytestmark = pytest.mark.e2e

ASSETS = ROOT / "service" / "responsa_server" / "edges" / "console-app"
UNKNOWN_ID = "resp_00000000000000000000000000000000"
HOSTILE = '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">'


@dataclass
class Console:
    """The stack, its console's address, the keys of projects acme and globex, and an admin
    key of acme."""

    stack: Stack
    url: str
    key_a: str
    key_b: str
    admin_a: str

    def api(self, key: str) -> httpx.Client:
        """The REST API as `key`'s project."""
        return httpx.Client(
            base_url=self.stack.rest_url, headers={"Authorization": f"Bearer {key}"}, timeout=30
        )

    def create(self, key: str, **body: Any) -> dict[str, Any]:
        """POST /v1/responses as `key`'s project; the Response."""
        with self.api(key) as client:
            reply = client.post("/responses", json=body)
        assert reply.status_code == 200, reply.text
        created: dict[str, Any] = reply.json()
        return created


@pytest.fixture(scope="module")
def mcp_server() -> Iterator[McpTestServer]:
    """An MCP server whose `add` the scripted model calls."""
    with McpTestServer().start() as server:
        yield server


@pytest.fixture(scope="module")
def console(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Console]:
    """One stack for the module: keys on, SQLite, a key for each of two projects."""
    tmp = Path(tmp_path_factory.mktemp("console"))
    url = f"sqlite:///{tmp / 'responsa.db'}"
    key_a = create_key(url, "acme")
    key_b = create_key(url, "globex")
    admin_a = admin_key(url, "acme", "console admin")
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
    }
    with Stack.start(env) as stack:
        base = stack.rest_url.removesuffix("/v1")
        yield Console(stack, f"{base}/console", key_a, key_b, admin_a)


@pytest.fixture(scope="module")
def browser() -> Iterator[BrowserThread]:
    """One headless Chromium for the module's browser tests, on its own thread (a test that
    uses it runs there). Skips (fails under CI) before any stack work when it is missing."""
    with BrowserThread.start() as running:
        yield running


@pytest.fixture(scope="module")
def problems() -> list[str]:
    """The page's script errors and console errors (a refused load, a CSP violation)."""
    return []


@pytest.fixture(scope="module")
def page(browser: BrowserThread, problems: list[str]) -> Iterator[Page]:
    """One tab for the module's browser tests."""
    opened = browser.run(lambda: browser.new_page(problems))
    yield opened
    browser.run(opened.context.close)


def login(page: Page, console: Console, key: str) -> None:
    """Log in through the form, as a person does; the responses list shows."""
    page.goto(console.url)
    page.evaluate("sessionStorage.clear()")
    page.goto(console.url + "#/responses")
    page.locator("#api-key").fill(key)
    page.locator("#login button").click()
    expect(page.locator("#nav")).to_be_visible()
    expect(page.locator("#responses")).to_be_attached()


def open_hash(page: Page, fragment: str, selector: str) -> None:
    """Go to a console page by its hash; wait until an element matching `selector` is there."""
    page.evaluate("fragment => { location.hash = fragment; }", fragment)
    expect(page.locator(selector).first).to_be_attached()


def body_text(page: Page) -> str:
    """What the page shows (`document.body.innerText`)."""
    return page.locator("body").inner_text()


def screenshot(page: Page, name: str) -> None:
    """Save the page for the docs when RESPONSA_CONSOLE_SCREENSHOTS names a directory."""
    directory = os.environ.get("RESPONSA_CONSOLE_SCREENSHOTS")
    if directory:
        Path(directory).mkdir(parents=True, exist_ok=True)
        browsers.screenshot(page, Path(directory) / f"{name}.png")


# -- serving -------------------------------------------------------------------------------


def test_the_console_is_served_without_a_key_with_strict_headers(console: Console) -> None:
    for path in ("", "/", "/app.js", "/style.css"):
        reply = httpx.get(console.url + path, timeout=10)
        assert reply.status_code == 200, (path, reply.text)
        policy = reply.headers["content-security-policy"]
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert reply.headers["x-content-type-options"] == "nosniff"
        assert reply.headers["x-frame-options"] == "DENY"
    assert httpx.get(console.url + "/app.js").headers["content-type"].startswith("text/javascript")
    missing = httpx.get(console.url + "/secrets.txt", timeout=10)
    assert missing.status_code == 404
    assert missing.json()["error"]["param"] == "path"
    # The files hold no data: the API behind them still wants a key.
    assert httpx.get(console.stack.rest_url + "/responses", timeout=10).status_code == 401


def test_head_of_a_console_file_answers_like_its_get(console: Console) -> None:
    """HEAD /console was a 404 while GET was a 200 (issue 41, defect 10)."""
    for path in ("", "/", "/app.js"):
        got = httpx.get(console.url + path, timeout=10)
        head = httpx.head(console.url + path, timeout=10)
        assert (head.status_code, head.content) == (200, b""), path
        assert head.headers["content-type"] == got.headers["content-type"]
        assert head.headers["content-security-policy"] == got.headers["content-security-policy"]
    assert httpx.head(console.url + "/secrets.txt", timeout=10).status_code == 404


def test_api_responses_are_never_stored_by_a_browser(console: Console) -> None:
    """Every API response says `Cache-Control: no-store` (they hold prompts and outputs): a
    create (JSON and SSE), reads, the service's errors and Envoy's own; the console's files
    keep `no-cache` (issue 41)."""
    created = console.create(console.key_a, model="fake-text", input="keep me out of caches")
    with console.api(console.key_a) as client:
        replies = [
            client.post("/responses", json={"model": "fake-text", "input": "again"}),
            client.get(f"/responses/{created['id']}"),
            client.get(f"/responses/{created['id']}/input_items"),
            client.get("/responses"),
            # The console's own extensions (InsightsHttpService) and the other lists it reads.
            client.get("/responsa/responses"),
            client.get("/responsa/usage"),
            client.get("/responsa/failed_requests"),
            client.get("/conversations"),
            client.get(f"/responses/{created['id']}/timeline"),
            client.get(f"/responses/{UNKNOWN_ID}"),
            client.post("/responses", json={"model": "fake-text"}),
            client.get("/no/such/path"),
        ]
        with client.stream(
            "POST", "/responses", json={"model": "fake-text", "input": "sse", "stream": True}
        ) as streamed:
            streamed.read()
            replies.append(streamed)
    replies.append(httpx.get(console.stack.rest_url + "/responses", timeout=10))  # no key
    assert [reply.status_code for reply in replies] == [200] * 9 + [404, 400, 404, 200, 401]
    for reply in replies:
        assert reply.headers.get("cache-control") == "no-store", (reply.url, reply.headers)
    assert httpx.get(console.url + "/app.js", timeout=10).headers["cache-control"] == "no-cache"


def test_the_pages_insert_text_only_as_text() -> None:
    """No HTML parsing of strings anywhere in the console's code (and no inline script)."""
    for path in ASSETS.glob("*.js"):
        code = path.read_text()
        for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
            assert sink not in code, (path.name, sink)
    html = (ASSETS / "index.html").read_text()
    assert re.findall(r"<script[^>]*>", html) == ['<script type="module" src="/console/app.js">']
    assert "style=" not in html and " on" not in html.replace("\n", " ").split("<body>")[1]


# -- in the browser --------------------------------------------------------------------------


def test_login_shows_only_the_projects_responses(
    page: Page, problems: list[str], console: Console
) -> None:
    mine = console.create(console.key_a, model="fake-text", input="hello from acme")
    theirs = console.create(console.key_b, model="fake-text", input="hello from globex")
    page.goto(console.url)
    page.evaluate("sessionStorage.clear()")
    page.goto(console.url + "#/responses")
    page.locator("#api-key").fill("sk-rsp-not-a-real-key")
    page.locator("#login button").click()
    expect(page.locator(".error")).to_contain_text("Incorrect API key")
    assert page.evaluate("sessionStorage.length") == 0
    login(page, console, console.key_a)
    expect(page.locator(f'tr[data-id="{mine["id"]}"]')).to_be_attached()
    expect(page.locator(f'tr[data-id="{theirs["id"]}"]')).to_have_count(0)
    # The key is kept for this tab only, never in localStorage or a cookie.
    assert page.evaluate("sessionStorage.getItem('responsa.console.key')") == console.key_a
    assert page.evaluate("localStorage.length") == 0 and page.evaluate("document.cookie") == ""
    assert console.key_a not in body_text(page)
    # No script error and no Content-Security-Policy refusal (a refused 401 is logged as a
    # failed load: the wrong key above).
    assert [p for p in problems if "status of 401" not in p] == []


def test_a_tool_loop_reads_as_a_timeline(
    page: Page, console: Console, mcp_server: McpTestServer
) -> None:
    response = console.create(
        console.key_a,
        model="fake-script",
        input='CALL slow {"seconds": 0.3} CALL lookup {"city": "Oslo"}',
        tools=[
            {
                "type": "mcp",
                "server_label": "tests",
                "server_url": mcp_server.url,
                "require_approval": "never",
            },
            {
                "type": "function",
                "name": "lookup",
                "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
            },
        ],
    )
    listing, mcp_call, function_call = response["output"]
    assert (listing["type"], mcp_call["type"], function_call["type"]) == (
        "mcp_list_tools",
        "mcp_call",
        "function_call",
    )
    # GET .../timeline (an extension): the set-up, the turn, then the MCP call, timed.
    with console.api(console.key_a) as client:
        timeline = client.get(f"/responses/{response['id']}/timeline").json()
        assert client.get(f"/responses/{UNKNOWN_ID}/timeline").status_code == 404
    with console.api(console.key_b) as other:
        assert other.get(f"/responses/{response['id']}/timeline").status_code == 404
    with grpc.insecure_channel(console.stack.grpc_target) as channel:
        typed = responses_pb2_grpc.ResponsesServiceStub(channel).GetResponseTimeline(
            requests_pb2.GetResponseTimelineRequest(response_id=response["id"]),
            metadata=(("authorization", f"Bearer {console.key_a}"),),
            timeout=10,
        )
    assert [(s.kind, s.item_id) for s in typed.steps] == [
        (s["kind"], s.get("item_id", "")) for s in timeline["steps"]
    ]
    steps = timeline["steps"]
    assert [(s["kind"], s["turn"]) for s in steps] == [("setup", 0), ("turn", 0), ("call", 0)]
    setup, turn, call = steps
    assert (call["item_id"], call["item_type"]) == (mcp_call["id"], "mcp_call")
    # Order and presence only: durations are the machine's (they belong in bench/).
    assert setup["start_ms"] <= turn["start_ms"] <= call["start_ms"]
    assert all(step["duration_ms"] >= 0 for step in steps)

    login(page, console, console.key_a)
    open_hash(page, f"#/responses/{response['id']}", "#timeline")
    # Each label ends with its step's duration ("· 12.3 ms"), whatever the machine took.
    duration = r" · [0-9.]+ ms$"
    expect(page.locator("#timeline li .label")).to_have_text(
        [
            re.compile(r"^tools listed: mcp_list_tools \(server\)" + duration),
            re.compile(r"^upstream turn 1" + duration),
            re.compile(r"^mcp_call tests\.slow \(server, completed\)" + duration),
            # A client's call has no server time: it ends the response.
            "function_call lookup (client, completed)",
        ]
    )
    expect(page.locator("#timeline .bar")).to_have_count(3)
    output = page.locator("#output")
    for shown_text in ('"seconds": 0.3', "Oslo", "slept"):
        expect(output).to_contain_text(shown_text)
    curl = page.locator("#curl")
    expect(curl).to_contain_text("$OPENAI_API_KEY")
    expect(curl).to_contain_text('"lookup"')
    expect(curl).not_to_contain_text(console.key_a)
    screenshot(page, "response")


def test_model_output_with_html_renders_as_text(page: Page, console: Console) -> None:
    response = console.create(console.key_a, model="fake-text", input=HOSTILE)
    assert response["output"][0]["content"][0]["text"] == f"Echo: {HOSTILE}"
    login(page, console, console.key_a)
    open_hash(page, f"#/responses/{response['id']}", "#output .text")
    assert page.locator("#output .text").text_content() == f"Echo: {HOSTILE}"
    expect(page.locator("main script, main img")).to_have_count(0)
    assert page.evaluate("window.pwned === undefined") is True
    # The chain both ways: a response continuing this one is its "next".
    later = console.create(
        console.key_a, model="fake-text", input="and then", previous_response_id=response["id"]
    )
    with console.api(console.key_a) as client:
        listed = client.get("/responses", params={"previous_response_id": response["id"]}).json()
    assert [r["id"] for r in listed["data"]] == [later["id"]]
    page.reload()
    expect(page.locator(f'#next a[href="#/responses/{later["id"]}"]')).to_be_attached()
    open_hash(
        page, f"#/responses/{later['id']}", f'#previous a[href="#/responses/{response["id"]}"]'
    )


def test_another_projects_response_is_as_unknown_as_a_made_up_id(
    page: Page, console: Console
) -> None:
    theirs = console.create(console.key_b, model="fake-text", input="globex only")
    login(page, console, console.key_a)
    seen = {}
    for response_id in (theirs["id"], UNKNOWN_ID):
        open_hash(page, f"#/responses/{response_id}", "#not-found")
        expect(page.locator("#not-found")).to_contain_text(response_id)
        seen[response_id] = (page.locator("main").text_content() or "").replace(response_id, "ID")
    assert seen[theirs["id"]] == seen[UNKNOWN_ID]
    assert "globex only" not in body_text(page)
    screenshot(page, "not-found")


def test_a_background_job_streams_live_and_cancels(page: Page, console: Console) -> None:
    job = console.create(console.key_a, model="fake-slow", input="slowly", background=True)
    assert job["status"] in ("queued", "in_progress")
    with console.api(console.key_a) as client:
        # GET .../job (an extension): the replica running it, once a replica claimed it.
        deadline = time.monotonic() + 10
        while (record := client.get(f"/responses/{job['id']}/job").json())["state"] != "running":
            assert time.monotonic() < deadline, record
            time.sleep(0.1)
        assert record["replica"] and record["attempts"] == 1 and not record["cancel_requested"]
    foreground = console.create(console.key_a, model="fake-text", input="now")
    with console.api(console.key_b) as other, console.api(console.key_a) as mine:
        for client, response_id in ((other, job["id"]), (mine, foreground["id"])):
            refused = client.get(f"/responses/{response_id}/job")
            assert refused.status_code == 404
            assert refused.json()["error"]["message"] == (
                f"No background job found for response '{response_id}'."
            )
    login(page, console, console.key_a)
    row = page.locator(f'tr[data-id="{job["id"]}"]')
    open_hash(page, "#/background", f'tr[data-id="{job["id"]}"]')
    expect(row.locator(".replica")).to_have_text(record["replica"])
    expect(page.locator(f'tr[data-id="{foreground["id"]}"]')).to_have_count(0)
    screenshot(page, "background")
    open_hash(page, f"#/responses/{job['id']}", "#events")
    expect(page.locator("#job")).to_contain_text(record["replica"])
    # Deltas arrive one by one while the model writes (~20 per second): the fifth one shows.
    deltas = page.locator('#events li[data-type="response.output_text.delta"]')
    expect(deltas.nth(4)).to_be_attached()
    # Numbered once, by their sequence numbers (the list drew its own numbers too; issue 41,
    # defect 11): no list marker, and each row begins with its event's number, in order.
    events = page.locator("#events")
    assert events.evaluate("list => getComputedStyle(list).listStyleType") == "none"
    numbers = [int(n) for n in events.locator("li > code").all_text_contents()]
    assert len(numbers) >= 5 and numbers == list(range(numbers[0], numbers[0] + len(numbers)))
    screenshot(page, "live-events")
    page.locator("#cancel").click()
    expect(page.locator("#status")).to_have_text("cancelled", timeout=20_000)
    with console.api(console.key_a) as client:
        assert client.get(f"/responses/{job['id']}").json()["status"] == "cancelled"
        ended = client.get(f"/responses/{job['id']}/job").json()
    assert ended["state"] == "done" and ended["cancel_requested"] is True
    # The row forgets its owner when the job ends; the replica that ran it is kept.
    assert ended["replica"] is None and ended["last_replica"] == record["replica"]
    expect(page.locator("#job")).to_have_text(re.compile("^done"))
    page.reload()
    ran = f"done · ran on replica {record['replica']} · attempts 1 · cancel requested"
    expect(page.locator("#job")).to_have_text(ran)
    open_hash(page, "#/background", f'tr[data-id="{job["id"]}"]')
    expect(row.locator(".replica")).to_have_text(record["replica"])


def test_the_responses_list_filters_on_the_server(page: Page, console: Console) -> None:
    """status, background, has_tools and a time range (extensions of GET /v1/responses), over
    REST and typed gRPC, validated by name; the page sends them rather than filtering."""
    tooled = console.create(
        console.key_a,
        model="fake-text",
        input="with a tool",
        tools=[{"type": "function", "name": "noop", "parameters": {"type": "object"}}],
    )
    plain = console.create(console.key_a, model="fake-text", input="without")
    theirs = console.create(
        console.key_b,
        model="fake-text",
        input="globex's",
        tools=[{"type": "function", "name": "noop", "parameters": {"type": "object"}}],
    )
    with console.api(console.key_a) as client:
        listed = client.get("/responses", params={"has_tools": "true", "limit": 100}).json()
        found = {r["id"] for r in listed["data"]}
        assert tooled["id"] in found and plain["id"] not in found and theirs["id"] not in found
        assert all(r["tools"] for r in listed["data"])
        bare = client.get("/responses", params={"has_tools": "false", "status": "completed"})
        assert plain["id"] in {r["id"] for r in bare.json()["data"]}
        window = {"created_after": tooled["created_at"], "created_before": plain["created_at"] + 1}
        ranged = client.get("/responses", params={**window, "limit": 100}).json()["data"]
        assert {tooled["id"], plain["id"]} <= {r["id"] for r in ranged}
        assert all(
            window["created_after"] <= r["created_at"] < window["created_before"] for r in ranged
        )
        future = client.get("/responses", params={"created_after": plain["created_at"] + 3600})
        assert future.json()["data"] == []
        for name, value in (
            ("background", "yes"),
            ("has_tools", "2"),
            ("status", "done"),
            ("created_after", "today"),
            ("created_before", "-1"),
        ):
            refused = client.get("/responses", params={name: value})
            assert refused.status_code == 400, (name, refused.text)
            assert refused.json()["error"]["param"] == name
    with grpc.insecure_channel(console.stack.grpc_target) as channel:
        typed = responses_pb2_grpc.ResponsesServiceStub(channel).ListResponses(
            requests_pb2.ListResponsesRequest(limit=100, has_tools="true", status="completed"),
            metadata=(("authorization", f"Bearer {console.key_a}"),),
            timeout=10,
        )
    assert tooled["id"] in {r.id for r in typed.data}
    assert plain["id"] not in {r.id for r in typed.data}
    login(page, console, console.key_a)
    open_hash(page, "#/responses", f'tr[data-id="{plain["id"]}"]')
    page.locator("#filter-tools").select_option("yes")
    expect(page.locator(f'tr[data-id="{tooled["id"]}"]')).to_be_attached()
    expect(page.locator(f'tr[data-id="{plain["id"]}"]')).to_have_count(0)
    # A time range after everything: the server returns nothing.
    page.locator("#filter-from").fill("2999-01-01T00:00:00")
    expect(page.locator("#main .note").first).to_have_text("0 shown")
    expect(page.locator("#responses tbody tr")).to_have_count(0)


def curl_body(page: Page) -> dict[str, Any]:
    """The JSON body of the page's curl command (`-d '...'`, shell-quoted)."""
    command = page.locator("#curl").text_content() or ""
    quoted = command[command.index("-d '") + 4 : command.rindex("'")]
    body: dict[str, Any] = json.loads(quoted.replace("'\\''", "'"))
    return body


def test_the_whole_input_and_the_metadata_show_and_replay(page: Page, console: Console) -> None:
    """Input items past the first 100 were cut without a word and the curl replayed the cut
    list; metadata was never shown and the curl dropped it (issue 41, defects 2 and 8)."""
    messages = [{"role": "user", "content": f"message {n}"} for n in range(120)]
    messages.append({"role": "user", "content": "and the final question?"})
    metadata = {"team": "search", "ticket": "T-41"}
    response = console.create(console.key_a, model="fake-text", input=messages, metadata=metadata)
    login(page, console, console.key_a)
    open_hash(page, f"#/responses/{response['id']}", "#curl")
    expect(page.locator("#input article.item")).to_have_count(121)
    expect(page.locator("#input h3")).to_have_text("Input (121 items)")
    expect(page.locator("#input")).to_contain_text("and the final question?")
    expect(page.locator("#metadata")).to_have_text("team = search ticket = T-41")
    assert page.locator("#metadata").text_content() == "team = search\nticket = T-41"
    body = curl_body(page)
    assert len(body["input"]) == 121 and body["metadata"] == metadata
    assert body["input"][-1]["content"][0]["text"] == "and the final question?"
    with console.api(console.key_a) as client:
        replayed = client.post("/responses", json=body)
    assert replayed.status_code == 200, replayed.text
    assert replayed.json()["metadata"] == metadata


def test_times_and_filters_read_the_browsers_time_zone(
    browser: BrowserThread, console: Console
) -> None:
    """The list showed UTC while its from/to filters read local time; they agree now, and the
    filters live in the address (issue 41, defects 5 and 11)."""
    response = console.create(console.key_a, model="fake-text", input="what time is it")
    problems: list[str] = []
    page = browser.new_page(problems, timezone_id="Europe/Berlin")
    try:
        login(page, console, console.key_a)
        row = page.locator(f'tr[data-id="{response["id"]}"]')
        expect(row).to_be_attached()
        local = datetime.fromtimestamp(response["created_at"], ZoneInfo("Europe/Berlin"))
        expect(row.locator("td:nth-child(2)")).to_have_text(
            re.compile("^" + re.escape(local.strftime("%Y-%m-%d %H:%M:%S")))
        )
        expect(page.locator("#zone")).to_contain_text("Europe/Berlin")
        note = page.locator("#main .note").first

        def until(moment: datetime) -> None:
            page.locator("#filter-to").fill(moment.strftime("%Y-%m-%dT%H:%M:%S"))

        until(local)  # `to` is exclusive: created at `local` is not before it
        expect(note).to_have_text(re.compile("shown$"))
        expect(row).to_have_count(0)
        until(local + timedelta(seconds=1))
        expect(row).to_be_attached()
        page.locator("#filter-status").select_option("completed")
        expect(page).to_have_url(re.compile("status=completed"))
        assert "to=" in page.evaluate("location.hash")
        # The address keeps the filters: a reload shows the same filtered list.
        page.reload()
        expect(row).to_be_attached()
        expect(page.locator("#filter-status")).to_have_value("completed")
        expect(page.locator("#filter-to")).to_have_value(
            (local + timedelta(seconds=1)).strftime("%Y-%m-%dT%H:%M:%S")
        )
        assert problems == []
    finally:
        page.context.close()


def test_malformed_and_unknown_addresses_show_not_found(
    page: Page, problems: list[str], console: Console
) -> None:
    """A malformed hash threw an uncaught URIError; not-found pages of conversations and
    vector stores linked back to the responses (issue 41, defects 7 and 11)."""
    problems.clear()
    login(page, console, console.key_a)
    open_hash(page, "#/responses/%E0%A4%A", "#not-found")
    expect(page.locator('#not-found a[href="#/responses"]')).to_be_attached()
    for fragment, back in (
        ("#/conversations/conv_00000000000000000000000000000000", "#/conversations"),
        ("#/vector_stores/vs_00000000000000000000000000000000", "#/vector_stores"),
    ):
        open_hash(page, fragment, f'#not-found a[href="{back}"]')
    assert [p for p in problems if "status of 404" not in p] == []


def test_responses_made_in_one_second_list_in_the_order_they_were_made(
    page: Page, console: Console
) -> None:
    """Responses created in the same second were ordered by random id, and no sub-second time
    was shown (issue 41, defect 6). Their ids now begin with their creation time."""
    made: list[dict[str, Any]] = []
    for _ in range(60):  # one after another, until five land in one second
        made.append(console.create(console.key_b, model="fake-text", input=f"n{len(made)}"))
        if sum(1 for r in made if r["created_at"] == made[-1]["created_at"]) == 5:
            break
    # How many land in one second is the machine's speed, so nothing here asserts it: the
    # list must give every one of them newest first, whichever seconds they share (by random
    # ids, two in one second come out of order half the time). tests/unit/test_ids.py checks
    # the ids' order itself, without the clock.
    with console.api(console.key_b) as client:
        listed = client.get("/responses", params={"limit": 100}).json()["data"]
    ours = {r["id"] for r in made}
    assert [r["id"] for r in listed if r["id"] in ours] == [r["id"] for r in made][::-1]
    login(page, console, console.key_b)
    newest = made[-1]["id"]
    open_hash(page, f"#/responses/{newest}", "#created")
    nanoseconds = int(newest.removeprefix("resp_")[8:16], 16)
    expect(page.locator("#created")).to_have_text(
        re.compile(re.escape(f".{nanoseconds // 1_000_000:03d}") + "$")
    )


def test_a_revoked_key_logs_the_console_out(page: Page, console: Console) -> None:
    """Every page showed the 401 while the nav and the key stayed (issue 41, defect 4)."""
    with console.api(console.admin_a) as admin:
        made = admin.post("/organization/projects/acme/api_keys", json={"name": "short-lived"})
        assert made.status_code == 200, made.text
        key = made.json()
        login(page, console, key["value"])
        open_hash(page, "#/conversations", "#conversations")
        revoked = admin.delete(f"/organization/projects/acme/api_keys/{key['id']}")
        assert revoked.status_code == 200, revoked.text
    open_hash(page, "#/files", "#api-key")
    expect(page.locator("#nav")).to_be_hidden()
    assert page.evaluate("sessionStorage.getItem('responsa.console.key')") is None
    expect(page.locator("#main .error")).to_contain_text("refused the key")
    assert key["value"] not in body_text(page)


def test_timeline_rows_link_to_their_items(
    page: Page, console: Console, mcp_server: McpTestServer
) -> None:
    """Parallel calls of one tool looked identical and linked nowhere; a response done within
    its second read "0 s from created to completed" (issue 41, defect 11; live events numbered
    once: test_a_background_job_streams_live_and_cancels)."""
    response = console.create(
        console.key_a,
        model="fake-script",
        input='CALL add {"a": 1, "b": 2} CALL add {"a": 3, "b": 4}',
        tools=[
            {
                "type": "mcp",
                "server_label": "tests",
                "server_url": mcp_server.url,
                "require_approval": "never",
            }
        ],
    )
    calls = [item["id"] for item in response["output"] if item["type"] == "mcp_call"]
    assert len(calls) == 2
    login(page, console, console.key_a)
    open_hash(page, f"#/responses/{response['id']}", "#timeline .item-link")
    expect(page.locator("#timeline .item-link")).to_have_text(calls)
    page.locator(f'#timeline .item-link[data-item-id="{calls[1]}"]').click()
    expect(page.locator(f'#output [data-item-id="{calls[1]}"]')).to_have_class(
        re.compile(r"\bpicked\b")
    )
    assert page.evaluate("location.hash") == f"#/responses/{response['id']}"
    summary = page.locator("#timeline .note")
    expect(summary).not_to_contain_text(" 0 s ")
    if response["completed_at"] == response["created_at"]:
        expect(summary).to_contain_text("completed within the second it was created")


def test_an_admin_manages_the_projects_keys(
    page: Page, problems: list[str], console: Console
) -> None:
    """The Keys page: only for an admin key; a new key's secret shown once with a copy
    button, never otherwise; revoking a key refuses its next call."""
    problems.clear()
    login(page, console, console.key_a)
    expect(page.locator("#nav-keys")).to_be_hidden()
    open_hash(page, "#/keys", "#main .error")
    expect(page.locator("#main .error")).to_contain_text("admin key")
    page.locator("#logout").click()
    login(page, console, console.admin_a)
    expect(page.locator("#nav-keys")).to_be_visible()
    open_hash(page, "#/keys", "#keys tbody tr")
    expect(page.locator("h2")).to_contain_text("acme")
    keys = page.locator("#keys")
    expect(keys).to_contain_text("console admin")
    expect(keys).to_contain_text("admin")
    expect(keys).not_to_contain_text(console.key_a)
    assert console.admin_a not in body_text(page)
    page.locator("#key-name").fill("nightly job")
    page.locator("#create-key button").click()
    expect(page.locator("#new-key-secret")).to_have_text(re.compile("^sk-rsp-"))
    secret = page.locator("#new-key-secret").text_content() or ""
    expect(page.locator('#new-key button.copy[title^="Copy sk-rsp-"]')).to_be_attached()
    # Shown in that box only: the list has it redacted.
    expect(keys).to_contain_text("nightly job")
    expect(keys).not_to_contain_text(secret)
    with console.api(secret) as fresh:
        new_id = fresh.get("/api_key").json()["id"]
        assert fresh.get("/responses").status_code == 200
    screenshot(page, "keys")
    # Leave and come back: the secret is gone for good.
    open_hash(page, "#/responses", "#responses")
    open_hash(page, "#/keys", f'#keys tr[data-id="{new_id}"]')
    expect(page.locator("#new-key-secret")).to_have_count(0)
    assert secret not in body_text(page)
    # Revoke it (two clicks: ask, then do).
    button = page.locator(f'#keys tr[data-id="{new_id}"] button.revoke')
    button.click()
    expect(button).to_have_text("Really revoke?")
    button.click()
    expect(page.locator(f'#keys tr[data-id="{new_id}"]')).to_have_count(0)
    with console.api(secret) as revoked:
        assert revoked.get("/responses").status_code == 401
    assert [p for p in problems if "status of 401" not in p] == []


def test_files_and_a_vector_store_with_its_search(page: Page, console: Console) -> None:
    client = openai.OpenAI(base_url=console.stack.rest_url, api_key=console.key_a, max_retries=0)
    notes = client.files.create(
        file=("lighthouse.md", b"# Lighthouse\n\nThe lighthouse keeper lights the lamp at dusk."),
        purpose="assistants",
    )
    bad = client.files.create(file=("empty.bin", b"\x00\x01\x02"), purpose="assistants")
    store = client.vector_stores.create(name="handbook", file_ids=[notes.id, bad.id])
    deadline = time.monotonic() + 60
    while client.vector_stores.retrieve(store.id).file_counts.in_progress:
        assert time.monotonic() < deadline, "ingestion did not finish"
        time.sleep(0.2)
    login(page, console, console.key_a)
    open_hash(page, "#/files", f'#files [title="Copy {notes.id}"]')
    expect(page.locator("#files")).to_contain_text("lighthouse.md")
    screenshot(page, "files")
    open_hash(page, "#/vector_stores", f'a[href="#/vector_stores/{store.id}"]')
    expect(page.locator("#vector-stores")).to_contain_text("handbook")
    screenshot(page, "vector-stores")
    open_hash(page, f"#/vector_stores/{store.id}", "#store-files")
    files = page.locator("#store-files")
    expect(files).to_contain_text("completed")
    expect(files).to_contain_text("failed")  # the binary file's last error shows
    # Each file by its name too, not only its id (issue 41).
    expect(files.locator(f'tr[data-id="{notes.id}"] .name')).to_have_text("lighthouse.md")
    page.locator("#search-query").fill("who lights the lamp")
    page.locator("form.inline button").click()
    expect(page.locator("#search-results .hit").first).to_be_attached()
    expect(page.locator("#search-results")).to_contain_text("lighthouse keeper")
    screenshot(page, "vector-store")


def test_conversations_are_listed_per_project(page: Page, console: Console) -> None:
    """GET /v1/conversations (an extension): the caller's project only, paged; and its page."""
    with console.api(console.key_a) as mine, console.api(console.key_b) as theirs:
        created = [
            mine.post("/conversations", json={"metadata": {"n": str(n)}}).json() for n in range(3)
        ]
        # Newest first; within one second, by id (the order the list pages by).
        made = [c["id"] for c in sorted(created, key=lambda c: (c["created_at"], c["id"]))]
        other = theirs.post("/conversations", json={}).json()["id"]
        listed = mine.get("/conversations", params={"limit": 2}).json()
        assert listed["object"] == "list" and listed["has_more"] is True
        assert [c["id"] for c in listed["data"]] == made[:0:-1]
        rest = mine.get("/conversations", params={"after": listed["last_id"]}).json()
        assert [c["id"] for c in rest["data"]] == made[:1] and rest["has_more"] is False
        assert other not in {c["id"] for c in mine.get("/conversations").json()["data"]}
        refused = mine.get("/conversations", params={"after": other})
        assert refused.status_code == 400 and refused.json()["error"]["param"] == "after"
        console.create(console.key_a, model="fake-text", input="hi", conversation=made[0])
    with grpc.insecure_channel(console.stack.grpc_target) as channel:
        typed = conversations_pb2_grpc.ConversationsServiceStub(channel).ListConversations(
            conversations_pb2.ListConversationsRequest(limit=10, order="asc"),
            metadata=(("authorization", f"Bearer {console.key_b}"),),
            timeout=10,
        )
    assert [c.id for c in typed.data] == [other]
    login(page, console, console.key_a)
    open_hash(page, "#/conversations", f'tr[data-id="{made[0]}"]')
    expect(page.locator("#conversations")).not_to_contain_text(other)
    screenshot(page, "conversations")
    open_hash(page, f"#/conversations/{made[0]}", "#items .item")
    expect(page.locator("#items")).to_contain_text("Echo: hi")
    # The last test: the list then holds what the module made, for the docs' picture.
    open_hash(page, "#/responses", "#responses tbody tr")
    screenshot(page, "responses")


def test_the_list_finds_responses_by_their_words_and_metadata(page: Page, console: Console) -> None:
    """The search boxes send q, model_prefix, metadata_key/value and error_code to the server;
    they live in the address; each row previews its answer (issue 41)."""
    wanted = console.create(
        console.key_a,
        model="fake-text",
        input="Which quokkas live on Rottnest?",
        metadata={"ticket": "Q-7"},
    )
    other = console.create(console.key_a, model="fake-text", input="nothing to see")
    theirs = console.create(console.key_b, model="fake-text", input="quokkas of globex")
    login(page, console, console.key_a)
    row = page.locator(f'tr[data-id="{wanted["id"]}"]')
    rows = page.locator("#responses tbody tr")
    note = page.locator("#main .note").first
    expect(row).to_be_attached()
    expect(page.locator(f'tr[data-id="{other["id"]}"]')).to_be_attached()
    expect(row.locator(".answered")).to_have_text("Echo: Which quokkas live on Rottnest?")
    search(page, "#filter-q", "QUOKKAS rottnest")
    expect(rows).to_have_count(1)
    expect(row).to_be_attached()
    expect(page.locator(f'tr[data-id="{theirs["id"]}"]')).to_have_count(0)
    assert "q=QUOKKAS%20rottnest" in page.evaluate("location.hash")
    search(page, "#filter-metadata", "ticket=Q-8")
    expect(note).to_have_text("0 shown")
    search(page, "#filter-metadata", "ticket=Q-7")
    expect(row).to_be_attached()
    search(page, "#filter-model", "fake-t")
    expect(row).to_be_attached()
    search(page, "#filter-error", "server_error")
    expect(note).to_have_text("0 shown")
    search(page, "#filter-error", "")
    expect(note).to_have_text("1 shown")
    search(page, "#filter-key", "key_unknown")
    expect(note).to_have_text("0 shown")
    assert "key=key_unknown" in page.evaluate("location.hash")
    with console.api(console.key_a) as client:
        key_id = client.get("/api_key").json()["id"]
    search(page, "#filter-key", key_id)  # the key that made it
    expect(row).to_be_attached()
    expect(note).to_have_text("1 shown")
    search(page, "#filter-key", "")
    expect(note).to_have_text("1 shown")
    # The address keeps every box: a reload shows the same list.
    page.reload()
    expect(row).to_be_attached()
    expect(page.locator("#filter-q")).to_have_value("QUOKKAS rottnest")
    expect(page.locator("#filter-metadata")).to_have_value("ticket=Q-7")
    expect(page.locator("#filter-model")).to_have_value("fake-t")
    expect(rows).to_have_count(1)


def search(page: Page, selector: str, words: str) -> None:
    """Type into a search box and press Enter, as a person does (the list reloads on change)."""
    box = page.locator(selector)
    box.fill(words)
    box.press("Enter")
