"""Background mode on a native Responses upstream across two replicas sharing one Postgres: the
replica that admits a job records its route; the other one runs it on that route (even though
its own table would send the model elsewhere) while the first resumes the stream, and every
event parses into the official SDK's types."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
from openai.types.responses import ResponseStreamEvent
from pydantic import TypeAdapter

from tests.e2e.background_stacks import FAST_JOBS, postgres_database, wait_for
from tests.fake_upstream import FakeUpstream
from tests.fake_upstream.native import encrypted_for
from tests.stack import Stack
from tests.stores import open_store

pytestmark = pytest.mark.e2e

EVENT = TypeAdapter[Any](ResponseStreamEvent)
TABLE = """\
upstreams:
  n1: {{base_url: "{n1}", kind: responses}}
  n2: {{base_url: "{n2}", kind: responses}}
models:
  - {{name: deep, upstream: {first}, upstream_model: native-slow}}
  - name: flaky
    upstream: n1
    upstream_model: native-error-503
    fallbacks: [{{upstream: n2, model: native-reasoning}}]
"""


@pytest.fixture(scope="module")
def natives() -> Iterator[tuple[FakeUpstream, FakeUpstream]]:
    with FakeUpstream() as n1, FakeUpstream() as n2:
        yield n1, n2


@pytest.fixture(scope="module")
def replicas(
    natives: tuple[FakeUpstream, FakeUpstream], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Stack, Stack, str]]:
    """Replica `a` admits jobs but runs none (its table says n1); replica `b` runs them (its
    table says n2)."""
    n1, n2 = natives
    tmp = Path(tmp_path_factory.mktemp("native-bg"))
    with postgres_database("nativebg") as url, ExitStack() as exits:
        stacks = []
        for name, first, extra in (("a", "n1", {"RESPONSA_JOB_CONCURRENCY": "0"}), ("b", "n2", {})):
            table = tmp / f"{name}.yaml"
            table.write_text(TABLE.format(n1=n1.base_url, n2=n2.base_url, first=first))
            env = {
                "RESPONSA_MODELS_FILE": str(table),
                "RESPONSA_UPSTREAM_BASE_URL": "",
                "RESPONSA_DATABASE_URL": url,
                **FAST_JOBS,
                "RESPONSA_JOB_LEASE_SECONDS": "15",
                **extra,
            }
            stacks.append(exits.enter_context(Stack.start(env)))
        yield stacks[0], stacks[1], url


def _events(answer: httpx.Response) -> list[dict[str, Any]]:
    return [
        json.loads(line[len("data: ") :])
        for line in answer.iter_lines()
        if line.startswith("data: ")
    ]


async def _route_of(url: str, response_id: str) -> str | None:
    store = await open_store(url)
    try:
        return await store.route_of(response_id, project="default")
    finally:
        await store.database.close()


def test_a_job_runs_on_its_recorded_route_and_resumes_on_the_other_replica(
    replicas: tuple[Stack, Stack, str], natives: tuple[FakeUpstream, FakeUpstream]
) -> None:
    a, b, url = replicas
    n1, n2 = natives
    first: list[dict[str, Any]] = []
    body = {"model": "deep", "input": "think slowly", "background": True, "stream": True}
    with httpx.stream("POST", f"{a.rest_url}/responses", json=body, timeout=30) as answer:
        assert answer.status_code == 200
        for line in answer.iter_lines():
            if line.startswith("data: "):
                first.append(json.loads(line[len("data: ") :]))
                if first[-1]["sequence_number"] == 5:
                    break
    response_id = first[0]["response"]["id"]
    assert asyncio.run(_route_of(url, response_id)) == '{"upstream":"n1","model":"native-slow"}'
    with httpx.stream(
        "GET",
        f"{a.rest_url}/responses/{response_id}",
        params={"stream": "true", "starting_after": 5},
        timeout=30,
    ) as answer:
        assert answer.status_code == 200
        rest = _events(answer)
    events = [*first, *rest]
    assert [e["sequence_number"] for e in events] == list(range(len(events)))
    assert events[-1]["type"] == "response.completed"
    for event in events:
        EVENT.validate_python(event, strict=True)
    assert "response.reasoning_summary_text.delta" in {e["type"] for e in events}
    # Replica b ran it (a runs no jobs), on the recorded route n1, not its own table's n2.
    assert len(n1.requests()) == 1 and n2.requests() == []
    final = httpx.get(f"{b.rest_url}/responses/{response_id}", timeout=10).json()
    assert final == events[-1]["response"]
    reasoning = final["output"][0]
    assert reasoning["encrypted_content"] == encrypted_for("1:0")
    # A continuation is routed by its own model on the replica that serves it: b's table (n2).
    answer = httpx.post(
        f"{b.rest_url}/responses",
        json={"model": "deep", "input": "and then?", "previous_response_id": response_id},
        timeout=30,
    )
    assert answer.status_code == 200, answer.text
    sent = wait_for(lambda: n2.requests(), "the continuation upstream request")[-1]["input"]
    assert json.dumps(sent[1]) == json.dumps(reasoning)
    assert (
        asyncio.run(_route_of(url, answer.json()["id"]))
        == '{"upstream":"n2","model":"native-slow"}'
    )


def test_a_job_served_by_a_fallback_records_the_fallback(
    replicas: tuple[Stack, Stack, str], natives: tuple[FakeUpstream, FakeUpstream]
) -> None:
    a, b, url = replicas
    body = {"model": "flaky", "input": "anyone?", "background": True}
    # Admitted on a with route n1 (recorded; the first test shows it), run on b: n1 answers
    # 503, its fallback n2 serves, and the stored route says so.
    queued = httpx.post(f"{a.rest_url}/responses", json=body, timeout=30).json()

    def finished() -> dict[str, Any] | None:
        found: dict[str, Any] = httpx.get(
            f"{b.rest_url}/responses/{queued['id']}", timeout=10
        ).json()
        return found if found["status"] not in ("queued", "in_progress") else None

    done = wait_for(finished, "the job to finish")
    assert done["status"] == "completed", done
    assert asyncio.run(_route_of(url, queued["id"])) == (
        '{"upstream":"n2","model":"native-reasoning"}'
    )
