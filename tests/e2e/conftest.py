"""The real stack for end-to-end tests: fake upstream + service + Envoy, on SQLite and Postgres."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import openai
import pytest
from responsa_server.sandbox.disk import unmount_under

from tests.fake_upstream import FakeUpstream
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import Stack

MCP_TIMEOUT_SECONDS = 3.0
# The store URL of each running stack, for tests that read the database directly.
STACK_DATABASE_URLS: dict[int, str] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """A browser test's body runs on the browser's thread (tests/browser.py says why). Looked
    up only once a test module imported it: the other tests never load Playwright."""
    browser = sys.modules.get("tests.browser")
    if browser is None:
        return None
    return True if browser.run_on_browser_thread(pyfuncitem) else None


@pytest.fixture(scope="session")
def fake_upstream() -> Iterator[FakeUpstream]:
    """One fake Chat Completions server for the whole session."""
    with FakeUpstream() as fake:
        yield fake


@contextlib.contextmanager
def running_stack(
    store: str, fake_upstream: FakeUpstream, tmp: Path, extra_env: dict[str, str] | None = None
) -> Iterator[Stack]:
    """Envoy + service, storing in SQLite (a file under `tmp`) or in a fresh Postgres
    database (dropped afterwards), with `extra_env` on top of the usual settings."""
    database: str | None = None
    if store == "sqlite":
        url = f"sqlite:///{tmp / 'responsa.db'}"
    else:
        database = fresh_database_name("e2e")
        try:
            asyncio.run(create_database(database))
        except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
            postgres_unavailable(str(error))
        url = database_url(database)
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
        # Containers (and their disk images) of a test's hosted tools, not under var/.
        "RESPONSA_SANDBOX_DIR": str(tmp / "sandbox"),
        # Short enough for the slow-MCP-server test to time out quickly.
        "RESPONSA_MCP_TIMEOUT_SECONDS": str(MCP_TIMEOUT_SECONDS),
        # The MCP test servers listen on loopback, which the default egress policy refuses.
        "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
        **(extra_env or {}),
    }
    try:
        with Stack.start(env) as running:
            STACK_DATABASE_URLS[id(running)] = url
            yield running
    finally:
        if os.geteuid() == 0:
            # Disks of containers a service did not unmount (it was killed): unmounted here.
            unmount_under(Path(env["RESPONSA_SANDBOX_DIR"]))
        if database is not None:
            asyncio.run(drop_database(database))


@pytest.fixture(scope="session", params=["sqlite", "postgres"])
def stack(
    request: pytest.FixtureRequest,
    fake_upstream: FakeUpstream,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Stack]:
    """Envoy + service, storing in SQLite (a temp file) or in a fresh Postgres database."""
    tmp = Path(tmp_path_factory.mktemp("store"))
    with running_stack(request.param, fake_upstream, tmp) as running:
        yield running


@pytest.fixture
def client(stack: Stack) -> openai.OpenAI:
    """The official SDK, validating every response strictly against its own models."""
    return openai.OpenAI(
        base_url=stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=20,
        _strict_response_validation=True,
    )
