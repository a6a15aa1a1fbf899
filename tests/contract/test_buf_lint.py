"""The contract passes `buf lint` (STANDARD rules, exceptions explained in buf.yaml)."""

from __future__ import annotations

import subprocess
import sys

from tests.required import REPO, load_proto_build, missing


def test_buf_lint_passes() -> None:
    build = load_proto_build()
    if not build.BUF.exists():
        missing(f"buf is not installed at {build.BUF} (make setup)")
    result = subprocess.run(
        [sys.executable, str(REPO / "proto" / "compile.py"), "lint"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == "", result.stdout
