"""A real browser for the console tests: Playwright's sync API driving Debian's Chromium
(`make browser-tools` installs it at /usr/bin/chromium; Playwright launches that binary, it
downloads no browser of its own).

Playwright's sync API marks its own event loop as the running one of the thread it lives in,
between calls too. In the main thread that would break the suite's asyncio (pytest-asyncio's
session loop, `asyncio.run` in fixtures), so the browser lives on a thread of its own
(`BrowserThread`), and a test that uses it runs its body there (`run_on_browser_thread`, the
`pytest_pyfunc_call` hook of tests/e2e/conftest.py); its fixtures still run in the main thread.

Without Chromium the tests skip, and fail under CI=true (tests/required.py).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import pytest
from playwright.sync_api import (
    Browser,
    ConsoleMessage,
    Error,
    Page,
    Playwright,
    ViewportSize,
    expect,
)
from playwright.sync_api import sync_playwright as start_playwright

from tests.required import missing

CANDIDATES = ("chromium", "chromium-browser")
# Generous for a loaded 2-core machine: an expectation waits up to this long before it fails
# (no test measures how long anything took).
WAIT_MS = 15_000
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}

expect.set_options(timeout=WAIT_MS)

T = TypeVar("T")


def chromium_path() -> str:
    """The Chromium executable, or a skip (a failure under CI) naming the make target."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    missing("Chromium is not installed (`make browser-tools`, as root)")


class BrowserThread:
    """Headless Chromium under Playwright, on one thread that every browser call runs on."""

    def __init__(self, executor: ThreadPoolExecutor, playwright: Playwright, browser: Browser):
        self._executor = executor
        self._playwright = playwright
        self.browser = browser

    @classmethod
    @contextmanager
    def start(cls) -> Iterator[BrowserThread]:
        """Launch Chromium (skipping when it is missing); close it and the thread afterwards."""
        executable = chromium_path()
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="browser")

        def launch() -> tuple[Playwright, Browser]:
            playwright = start_playwright().start()
            try:
                browser = playwright.chromium.launch(
                    executable_path=executable,
                    # root in CI containers; the pages are our own
                    args=["--no-sandbox", "--disable-gpu", "--disable-extensions"],
                )
            except BaseException:
                playwright.stop()
                raise
            return playwright, browser

        try:
            playwright, browser = executor.submit(launch).result()
            running = cls(executor, playwright, browser)
            try:
                yield running
            finally:
                running.run(running._close)
        finally:
            executor.shutdown(wait=True)

    def _close(self) -> None:
        try:
            self.browser.close()
        finally:
            self._playwright.stop()

    def run(self, call: Callable[[], T]) -> T:
        """`call()` on the browser's thread; its result, or its exception raised here."""
        return self._executor.submit(call).result()

    def new_page(self, problems: list[str], **context: Any) -> Page:
        """A tab in a fresh context (`context`: Playwright's options, e.g. `timezone_id`).

        Page errors (uncaught exceptions, and console errors such as a Content-Security-Policy
        violation or a failed load) are appended to `problems`, so a test can assert the page
        ran cleanly. Call it on the browser's thread (a test body runs there).
        """
        opened = self.browser.new_context(viewport=VIEWPORT, **context).new_page()
        opened.set_default_timeout(WAIT_MS)

        def on_console(message: ConsoleMessage) -> None:
            if message.type == "error":
                problems.append(message.text)

        def on_error(error: Error) -> None:
            problems.append(f"{error.name}: {error.message}")

        opened.on("console", on_console)
        opened.on("pageerror", on_error)
        return opened


def run_on_browser_thread(item: pytest.Function) -> bool:
    """Run a test whose fixtures include a `BrowserThread` on that thread (True), else leave
    it to pytest (False)."""
    funcargs = item.funcargs
    browsers = [value for value in funcargs.values() if isinstance(value, BrowserThread)]
    if not browsers:
        return False
    arguments = {name: funcargs[name] for name in item._fixtureinfo.argnames}
    browsers[0].run(lambda: item.obj(**arguments))
    return True


def screenshot(page: Page, path: Path) -> None:
    """The page as a PNG at `path`: 1280 pixels wide, as tall as the page (700 to 2400)."""
    height = int(page.evaluate("document.documentElement.scrollHeight") or VIEWPORT["height"])
    page.set_viewport_size({"width": VIEWPORT["width"], "height": min(max(height, 700), 2400)})
    try:
        page.screenshot(path=path)
    finally:
        page.set_viewport_size(VIEWPORT)
