"""The console's Webhooks page in a real browser (tests/browser.py), on the console tests' stack:
create an endpoint (its secret shown once), send a test event that the openai SDK verifies
with that secret, see the delivery, disable, rotate, delete; another project sees none of it."""

from __future__ import annotations

import pytest

from tests.browser import Page
from tests.e2e import test_console
from tests.e2e.test_console import Console, login, open_hash, screenshot, shown
from tests.webhook_receiver import WebhookReceiver

pytestmark = pytest.mark.e2e

# The console tests' stack (keys on, projects acme and globex) and browser, as fixtures here.
console = test_console.console
page = test_console.page


def test_a_project_manages_its_webhooks_in_the_console(page: Page, console: Console) -> None:
    page.problems.clear()
    login(page, console, console.key_a)
    open_hash(page, "#/webhooks", "#create-webhook")
    with WebhookReceiver() as receiver:
        page.fill("#webhook-url", receiver.url)
        page.click("#create-webhook button")
        page.wait_for(shown("#webhook-secret-value"))
        receiver.secret = page.text("#webhook-secret-value")
        assert receiver.secret.startswith("whsec_")
        page.wait_for(shown("#webhooks tbody tr"))
        row = "#webhooks tbody tr"
        endpoint_id = page.eval(f"document.querySelector('{row}').dataset.id")
        assert receiver.url in page.text(row) and "enabled" in page.text(row)
        screenshot(page, "webhooks")
        page.click(f"{row} button.test")
        page.wait_for(shown("#deliveries tbody tr"))
        (received,) = receiver.wait_for(1)
        assert received.error is None and received.event.type == "webhook_endpoint.test"
        # The list refreshes itself while a delivery is pending.
        page.wait_for("document.querySelector('#deliveries .status').textContent === 'delivered'")
        assert received.headers["webhook-id"] in page.text("#deliveries")
    # The secret was shown once: gone once the page changed.
    open_hash(page, "#/responses", "#responses")
    open_hash(page, "#/webhooks", f'#webhooks tr[data-id="{endpoint_id}"]')
    assert receiver.secret not in page.eval("document.body.innerText")
    with console.api(console.key_b) as other:
        assert other.get("/webhook_endpoints").json()["data"] == []
        assert other.get(f"/webhook_endpoints/{endpoint_id}").status_code == 404
    page.click(f'#webhooks tr[data-id="{endpoint_id}"] button.toggle')
    page.wait_for(f"document.querySelector('#webhooks tr[data-id=\"{endpoint_id}\"] .enabled')"
                  ".textContent === 'disabled'")  # fmt: skip
    page.click(f'#webhooks tr[data-id="{endpoint_id}"] button.rotate')
    page.wait_for(shown("#webhook-secret-value"))
    assert page.text("#webhook-secret-value") != receiver.secret
    button = f'#webhooks tr[data-id="{endpoint_id}"] button.delete'
    page.click(button)
    assert page.text(button) == "Really delete?"
    page.click(button)
    page.wait_for("!" + shown(f'#webhooks tr[data-id="{endpoint_id}"]'))
    with console.api(console.key_a) as mine:
        assert mine.get(f"/webhook_endpoints/{endpoint_id}").status_code == 404
    assert page.problems == []
