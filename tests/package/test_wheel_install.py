"""The wheel as a user gets it: `pip install 'responsa-*.whl[local]'` into an EMPTY venv (not the
test venv: every dependency comes from the index), then `responsa serve` with the bundled model
answers POST /v1/responses, from a directory that is not the checkout.

Downloading every dependency takes minutes, so this runs on request only: `make wheel-check`
(RESPONSA_WHEEL_CHECK=1). `make test` checks the wheel's contents (test_packaging.py).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import venv
from pathlib import Path

import httpx
import pytest

from tests.required import REPO
from tests.stack import free_port, http_status

pytestmark = pytest.mark.skipif(
    os.environ.get("RESPONSA_WHEEL_CHECK") != "1",
    reason="downloads every dependency (minutes): run `make wheel-check`",
)


def test_the_wheel_runs_from_an_empty_venv(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dist), str(REPO)],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = dist.glob("responsa-*.whl")
    # Nothing of the checkout: no PYTHONPATH (its `.` would show pip the checkout's
    # responsa.egg-info as installed), no RESPONSA_* of the test run, another directory.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("RESPONSA_", "PYTHONPATH"))}
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    subprocess.run(
        [
            str(env_dir / "bin" / "pip"),
            "install",
            "-q",
            "--disable-pip-version-check",
            f"{wheel}[local]",
        ],
        check=True,
        env=env,
        cwd=tmp_path,
    )
    http_port = free_port()
    env |= {
        "RESPONSA_HTTP_PORT": str(http_port),
        "RESPONSA_GRPC_PORT": str(free_port()),
        "RESPONSA_WEBSOCKET_PORT": str(free_port()),
        "RESPONSA_REST_PORT": str(free_port()),
    }
    version = subprocess.run(
        [str(env_dir / "bin" / "responsa"), "--version"], env=env, capture_output=True, text=True
    )
    assert version.returncode == 0 and version.stdout.startswith("responsa "), version
    work = tmp_path / "work"
    work.mkdir()
    server = subprocess.Popen(
        [str(env_dir / "bin" / "responsa"), "serve"],
        cwd=work,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: list[str] = []
    assert server.stdout is not None
    stdout = server.stdout
    threading.Thread(target=lambda: lines.extend(stdout), daemon=True).start()
    try:
        deadline = time.monotonic() + 300
        while http_status(f"http://127.0.0.1:{http_port}/healthz") != 200:
            assert server.poll() is None, "".join(lines)
            assert time.monotonic() < deadline, "".join(lines)
            time.sleep(0.5)
        reply = httpx.post(
            f"http://127.0.0.1:{http_port}/v1/responses",
            json={"model": "smollm2", "input": "Say hello.", "max_output_tokens": 16},
            timeout=120,
        )
        assert reply.status_code == 200, reply.text
        body = reply.json()
        assert body["model"] == "smollm2"
        text = body["output"][0]["content"][0]["text"]
        assert text.strip()
        output = "".join(lines)
        assert "using the bundled local model" in output
        assert (work / "var" / "responsa.db").exists()  # the default store, where it was started
        server.send_signal(signal.SIGTERM)
        assert server.wait(60) == 0, "".join(lines)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    print(f"\nanswered: {text!r}")
