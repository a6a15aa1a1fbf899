"""The contract passes `buf lint` (STANDARD rules, exceptions explained in buf.yaml)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]


def load_proto_build() -> ModuleType:
    """Import proto/compile.py (a script, not a package module) under a private name."""
    spec = importlib.util.spec_from_file_location(
        "responsa_proto_build", REPO / "proto" / "compile.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_buf_lint_passes() -> None:
    build = load_proto_build()
    if not build.BUF.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"buf is required under CI but missing at {build.BUF} (run npm ci)")
        pytest.skip("buf is not installed (npm ci)")
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
