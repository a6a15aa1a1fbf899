"""One stack (fake upstream + service + Envoy, SQLite) for the client tests, and the installed
clients: the npm ones in tests/clients/node, the Python ones in their own venvs under .venv/
(`make setup` installs both; they are not the service's dependencies)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.fake_upstream import FakeUpstream
from tests.required import REPO, missing
from tests.stack import Stack

NODE_DIR = Path(__file__).parent / "node"
NODE_MODULES = NODE_DIR / "node_modules"


@pytest.fixture(scope="module")
def fake_upstream() -> Iterator[FakeUpstream]:
    """A fake Chat Completions server for this module's clients."""
    with FakeUpstream() as fake:
        yield fake


@pytest.fixture(scope="module")
def stack(fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """Envoy + service in front of the fake upstream, storing in a temp SQLite file."""
    url = f"sqlite:///{tmp_path_factory.mktemp('store') / 'responsa.db'}"
    env = {"RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url, "RESPONSA_DATABASE_URL": url}
    with Stack.start(env) as running:
        yield running


def require_node_package(name: str) -> str:
    """The `node` binary once `name` is installed in tests/clients/node (else skip; CI fails)."""
    node = shutil.which("node")
    if node is None:
        missing("node is not on PATH")
    if not (NODE_MODULES / name / "package.json").exists():
        missing(f"{NODE_MODULES / name} is missing (make setup installs it)")
    return node


def require_venv(name: str) -> Path:
    """The python of the client venv .venv/<name> (else skip; CI fails)."""
    python = REPO / ".venv" / name / "bin" / "python"
    if not python.exists():
        missing(f"{python} is missing (make setup installs it)")
    return python


def client_env(**extra: str) -> dict[str, str]:
    """The environment for a client process: no OpenAI settings of the caller's own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CODEX_"))}
    env.update(extra)
    return env
