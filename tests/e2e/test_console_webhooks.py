"""The console's Webhooks page in a real browser (Playwright, tests/browser.py), on the console
tests' stack: create an endpoint (its secret shown once), send a test event that the openai SDK
verifies with that secret, see the delivery, disable, rotate, delete; another project sees none
of it."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import test_console
from tests.e2e.test_console import Console, body_text, login, open_hash, screenshot
from tests.webhook_receiver import WebhookReceiver

pytestmark = pytest.mark.e2e

# The console tests' stack (keys on, projects acme and globex) and browser, as fixtures here.
console = test_console.console
browser = test_console.browser
problems = test_console.problems
page = test_console.page


def test_a_project_manages_its_webhooks_in_the_console(
    page: Page, problems: list[str], console: Console
) -> None:
    problems.clear()
    login(page, console, console.key_a)
    open_hash(page, "#/webhooks", "#create-webhook")
    with WebhookReceiver() as receiver:
        page.locator("#webhook-url").fill(receiver.url)
        page.locator("#create-webhook button").click()
        secret = page.locator("#webhook-secret-value")
        expect(secret).to_have_text(re.compile("^whsec_"))
        receiver.secret = secret.text_content() or ""
        row = page.locator("#webhooks tbody tr").first
        expect(row).to_be_attached()
        endpoint_id = row.get_attribute("data-id")
        expect(row).to_contain_text(receiver.url)
        expect(row).to_contain_text("enabled")
        screenshot(page, "webhooks")
        row.locator("button.test").click()
        expect(page.locator("#deliveries tbody tr").first).to_be_attached()
        (received,) = receiver.wait_for(1)
        assert received.error is None and received.event.type == "webhook_endpoint.test"
        # The list refreshes itself while a delivery is pending.
        expect(page.locator("#deliveries .status").first).to_have_text("delivered")
        expect(page.locator("#deliveries")).to_contain_text(received.headers["webhook-id"])
    # The secret was shown once: gone once the page changed.
    open_hash(page, "#/responses", "#responses")
    open_hash(page, "#/webhooks", f'#webhooks tr[data-id="{endpoint_id}"]')
    assert receiver.secret not in body_text(page)
    with console.api(console.key_b) as other:
        assert other.get("/webhook_endpoints").json()["data"] == []
        assert other.get(f"/webhook_endpoints/{endpoint_id}").status_code == 404
    endpoint = page.locator(f'#webhooks tr[data-id="{endpoint_id}"]')
    endpoint.locator("button.toggle").click()
    expect(endpoint.locator(".enabled")).to_have_text("disabled")
    endpoint.locator("button.rotate").click()
    expect(secret).to_have_text(re.compile("^whsec_"))
    expect(secret).not_to_have_text(receiver.secret)
    delete = endpoint.locator("button.delete")
    delete.click()
    expect(delete).to_have_text("Really delete?")
    delete.click()
    expect(endpoint).to_have_count(0)
    with console.api(console.key_a) as mine:
        assert mine.get(f"/webhook_endpoints/{endpoint_id}").status_code == 404
    assert problems == []
