"""A Postgres outage, on a private server the test stops and restarts: creates and reads get
OpenAI-shaped 503s (never an empty 500), /healthz and grpc.health report NOT_SERVING while the
store is down, and everything recovers by itself when it returns."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from tests.fake_upstream import FakeUpstream
from tests.private_postgres import PrivatePostgres
from tests.stack import Stack, grpc_serving, http_status

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]


@pytest.fixture(scope="module")
def private_postgres() -> Iterator[PrivatePostgres]:
    with PrivatePostgres() as server:
        yield server


def eventually(condition: Callable[[], bool], seconds: float) -> None:
    """Return once `condition()` holds; `seconds` only guard a hang (fails after them)."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "condition never held"
        time.sleep(0.1)


def test_outage_is_a_503_and_visible_to_health_checks(
    private_postgres: PrivatePostgres, fake_upstream: FakeUpstream
) -> None:
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": private_postgres.url,
    }
    with Stack.start(env) as stack, httpx.Client(timeout=20) as http:
        responses = f"{stack.rest_url}/responses"
        healthz = stack.gateway.url("/healthz")
        first = http.post(responses, json={"model": "fake-text", "input": "before"})
        assert first.status_code == 200
        first_id = first.json()["id"]

        private_postgres.stop("immediate")

        # Concurrent creates and reads while the store goes away: each one a 503 in OpenAI's
        # shape (none a 500, none empty).
        def call(n: int) -> httpx.Response:
            if n % 3 == 0:
                return http.get(f"{responses}/{first_id}")
            if n % 3 == 1:
                return http.post(
                    responses,
                    json={
                        "model": "fake-text",
                        "input": "chained",
                        "previous_response_id": first_id,
                    },
                )
            return http.post(responses, json={"model": "fake-text", "input": "during"})

        with ThreadPoolExecutor(8) as pool:
            replies = list(pool.map(call, range(24)))
        # Every other API with a store behind it answers the same way.
        base = stack.rest_url
        replies += [
            http.post(f"{base}/conversations", json={}),
            http.get(f"{base}/conversations/conv_{'0' * 24}"),
            http.get(f"{base}/files"),
            http.get(f"{base}/vector_stores"),
            http.post(responses, json={"model": "fake-text", "input": "bg", "background": True}),
        ]
        for reply in replies:
            assert reply.status_code == 503, (reply.status_code, reply.text)
            error = reply.json()["error"]
            assert error["type"] == "server_error"
            assert error["code"] == "store_unavailable"
            assert error["message"]
        # A stream that starts during the outage ends in band.
        streamed = http.post(responses, json={"model": "fake-text", "input": "s", "stream": True})
        assert streamed.status_code == 200 or streamed.status_code == 503
        if streamed.status_code == 200:
            assert "event: response.failed" in streamed.text

        eventually(lambda: http_status(healthz) == 503, 5)
        assert not grpc_serving(stack.direct_grpc_target)

        private_postgres.start()
        eventually(lambda: http_status(healthz) == 200, 10)
        assert grpc_serving(stack.direct_grpc_target)
        again = http.post(responses, json={"model": "fake-text", "input": "after"})
        assert again.status_code == 200, again.text
        assert http.get(f"{responses}/{first_id}").status_code == 200
        service_log = (stack.gateway.run_dir / "service.log").read_text()
    assert "another operation is in progress" not in service_log
