"""Retention through the real service: with RESPONSA_RETENTION_DAYS set short, a stored
response is gone (404) once it is older than that, and a fresh one is still there."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from tests.e2e.background_stacks import wait_for
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

# 2 seconds, in days; the sweeper looks every half second.
SHORT = {"RESPONSA_RETENTION_DAYS": str(2 / 86400), "RESPONSA_RETENTION_SWEEP_SECONDS": "0.5"}


def test_responses_older_than_the_retention_are_deleted(
    fake_upstream: FakeUpstream, tmp_path: Path
) -> None:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": f"sqlite:///{tmp_path}/retention.db",
        **SHORT,
    }
    with Stack.start(env) as stack:
        body = {"model": "fake-text", "input": "keep me briefly"}
        created = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=30).json()
        old = created["id"]
        assert httpx.get(f"{stack.rest_url}/responses/{old}", timeout=10).status_code == 200

        def gone() -> bool:
            answer = httpx.get(f"{stack.rest_url}/responses/{old}", timeout=10)
            return answer.status_code == 404

        wait_for(gone, "the sweeper to delete the old response", timeout=15)
        made_after = httpx.post(f"{stack.rest_url}/responses", json=body, timeout=30).json()
        fresh = made_after["id"]
        # Not at once: only once it was old enough. By the service's own clock (`created_at`,
        # whole seconds), one created after the deletion was seen is at least the retention
        # (2 s) younger than the deleted one.
        assert made_after["created_at"] - created["created_at"] >= 2
        assert httpx.get(f"{stack.rest_url}/responses/{fresh}", timeout=10).status_code == 200
