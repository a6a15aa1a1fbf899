"""Things the suite needs from the machine: skipped locally when absent, a failure under CI."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest

REPO = Path(__file__).resolve().parents[1]


def missing(message: str) -> NoReturn:
    """Skip the test, unless CI=true: CI must run everything (`make setup` installs it all)."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"required under CI: {message}")
    pytest.skip(message)


def load_proto_build() -> ModuleType:
    """Import proto/compile.py (a script, not a package module) under a private name."""
    spec = importlib.util.spec_from_file_location(
        "responsa_proto_build", REPO / "proto" / "compile.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
