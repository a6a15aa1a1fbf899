"""A real browser for the console tests: Debian's Chromium, headless, driven over the DevTools
protocol (a WebSocket, with the `websockets` package the service already depends on).

`make browser-tools` installs Chromium (as root; `make test` runs it first). Without it the
tests skip, and fail under CI=true (tests/required.py).
"""

from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

from tests.required import missing

CANDIDATES = ("chromium", "chromium-browser")
START_TIMEOUT = 30.0


def chromium_path() -> str:
    """The Chromium executable, or a skip (a failure under CI) naming the make target."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    missing("Chromium is not installed (`make browser-tools`, as root)")


class Page:
    """One tab: navigate, evaluate JavaScript, wait for a condition, take a screenshot.

    Page errors (uncaught exceptions, and console messages such as a Content-Security-Policy
    violation) are collected in `problems`, so a test can assert the page ran cleanly.
    """

    def __init__(self, socket: ClientConnection) -> None:
        self._socket = socket
        self._ids = itertools.count(1)
        self.problems: list[str] = []

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        """Send one DevTools command and return its result (events met on the way are kept)."""
        call_id = next(self._ids)
        self._socket.send(json.dumps({"id": call_id, "method": method, "params": params}))
        while True:
            message = json.loads(self._socket.recv(timeout=60))
            if message.get("id") == call_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                result: dict[str, Any] = message.get("result", {})
                return result
            self._observe(message)

    def _observe(self, message: dict[str, Any]) -> None:
        method = message.get("method")
        params = message.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            self.problems.append(str(details.get("exception", {}).get("description", details)))
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            self.problems.append(str(params["entry"].get("text")))

    def eval(self, expression: str) -> Any:
        """The value of a JavaScript expression (promises awaited)."""
        result = self.call(
            "Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def goto(self, url: str) -> None:
        """Open `url` and wait until the document has loaded."""
        self.call("Page.navigate", url=url)
        self.wait_for("document.readyState === 'complete'")

    def wait_for(self, expression: str, timeout: float = 15.0) -> Any:
        """Poll `expression` until it is truthy; its value, or AssertionError at the timeout."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.eval(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for: {expression}")
            time.sleep(0.1)

    def text(self, selector: str) -> str:
        """The text of the first element matching `selector` ('' when there is none)."""
        found = self.eval(
            f"(document.querySelector({json.dumps(selector)}) || {{}}).textContent || ''"
        )
        return str(found)

    def fill(self, selector: str, value: str) -> None:
        """Type `value` into an input (value set, then an input and a change event)."""
        self.eval(
            f"(() => {{ const node = document.querySelector({json.dumps(selector)});"
            f" node.value = {json.dumps(value)};"
            " node.dispatchEvent(new Event('input', {bubbles: true}));"
            " node.dispatchEvent(new Event('change', {bubbles: true})); return true; })()"
        )

    def click(self, selector: str) -> None:
        """Click the first element matching `selector`."""
        self.eval(f"document.querySelector({json.dumps(selector)}).click(), true")

    def screenshot(self, path: Path) -> None:
        """The whole page as a PNG at `path`."""
        height = int(self.eval("document.documentElement.scrollHeight") or 900)
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=1280,
            height=min(max(height, 700), 2400),
            deviceScaleFactor=1,
            mobile=False,
        )
        shot = self.call("Page.captureScreenshot", format="png")
        path.write_bytes(base64.b64decode(shot["data"]))
        self.call(
            "Emulation.setDeviceMetricsOverride",
            width=1280,
            height=900,
            deviceScaleFactor=1,
            mobile=False,
        )


@contextmanager
def browser() -> Iterator[Page]:
    """Headless Chromium with a throwaway profile; its first tab, stopped afterwards."""
    executable = chromium_path()
    # Chromium's helper processes (renderers, crashpad) may still be writing into the profile
    # for a moment after the browser exits; a leftover temp directory is harmless.
    with tempfile.TemporaryDirectory(
        prefix="responsa-chromium-", ignore_cleanup_errors=True
    ) as profile:
        process = subprocess.Popen(
            [
                executable,
                "--headless=new",
                "--no-sandbox",  # root in CI containers; the pages are our own
                "--disable-gpu",
                "--no-first-run",
                "--disable-extensions",
                "--remote-debugging-port=0",
                "--remote-allow-origins=*",
                f"--user-data-dir={profile}",
                "--window-size=1280,900",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its own process group: stopped whole, helpers included
        )
        try:
            port = _debugging_port(Path(profile), process)
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10) as reply:
                targets = json.load(reply)
            target = next(t for t in targets if t.get("type") == "page")
            with connect(target["webSocketDebuggerUrl"], max_size=None, open_timeout=10) as ws:
                page = Page(ws)
                for domain in ("Page", "Runtime", "Log"):
                    page.call(f"{domain}.enable")
                page.call(
                    "Emulation.setDeviceMetricsOverride",
                    width=1280,
                    height=900,
                    deviceScaleFactor=1,
                    mobile=False,
                )
                yield page
        finally:
            _stop_group(process)


def _stop_group(process: subprocess.Popen[bytes]) -> None:
    """Stop Chromium and every helper process it started (its process group)."""
    for signal_number, wait in ((signal.SIGTERM, 10.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, signal_number)
        except ProcessLookupError:
            break
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                os.killpg(process.pid, 0)  # anyone of the group left?
            except ProcessLookupError:
                break
            process.poll()  # reap the leader, so it does not linger as a zombie
            time.sleep(0.05)
        else:
            continue
        break
    process.wait()


def _debugging_port(profile: Path, process: subprocess.Popen[bytes]) -> int:
    """The DevTools port Chromium chose (it writes it to DevToolsActivePort in the profile)."""
    marker = profile / "DevToolsActivePort"
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"chromium exited with {process.returncode}")
        if marker.exists():
            first = marker.read_text().split("\n", 1)[0].strip()
            if first.isdigit():
                return int(first)
        time.sleep(0.1)
    raise RuntimeError("chromium did not open its DevTools port")
