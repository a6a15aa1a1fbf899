"""Stacks for the background-mode tests: short leases so takeovers happen within the test."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import openai

from tests.fake_upstream import FakeUpstream
from tests.postgres import (
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
    postgres_unavailable,
)
from tests.stack import Stack

# A replica that stops heartbeating loses its jobs after LEASE seconds.
FAST_JOBS = {
    "RESPONSA_JOB_LEASE_SECONDS": "1.5",
    "RESPONSA_JOB_HEARTBEAT_SECONDS": "0.3",
    "RESPONSA_JOB_POLL_SECONDS": "1",
    "RESPONSA_DRAIN_SECONDS": "2",
}
TERMINAL = ("completed", "failed", "incomplete", "cancelled")


def stack_env(fake: FakeUpstream, url: str) -> dict[str, str]:
    """The environment of a service on `url` with the fast job settings."""
    return {"RESPONSA_UPSTREAM_BASE_URL": fake.base_url, "RESPONSA_DATABASE_URL": url, **FAST_JOBS}


@contextmanager
def postgres_database(purpose: str) -> Iterator[str]:
    """A fresh Postgres database (its URL), dropped afterwards."""
    name = fresh_database_name(purpose)
    try:
        asyncio.run(create_database(name))
    except (OSError, Exception) as error:  # asyncpg raises its own, OSError when down
        postgres_unavailable(str(error))
    try:
        yield database_url(name)
    finally:
        asyncio.run(drop_database(name))


def sdk(stack: Stack) -> openai.OpenAI:
    """The official SDK in strict mode against `stack`."""
    return openai.OpenAI(
        base_url=stack.rest_url,
        api_key="sk-test",
        max_retries=0,
        timeout=30,
        _strict_response_validation=True,
    )


def wait_for(check: Callable[[], Any], what: str, timeout: float = 20.0) -> Any:
    """Poll `check()` until it returns something truthy."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def status_of(stack: Stack, response_id: str) -> str:
    """The stored status of a response, through REST."""
    return str(httpx.get(f"{stack.rest_url}/responses/{response_id}", timeout=10).json()["status"])


def error_of(answer: httpx.Response) -> dict[str, Any]:
    """The OpenAI error object of a 4xx answer."""
    body = answer.json()
    assert list(body) == ["error"], body
    error: dict[str, Any] = body["error"]
    assert set(error) == {"message", "type", "param", "code"}
    assert error["type"] == "invalid_request_error" and error["message"]
    return error
