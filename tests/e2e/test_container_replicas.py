"""Sandbox containers across replicas: two service processes (each behind its own Envoy) on
one Postgres and one blob store. A container made and written through one is read and run
through the other; a replica SIGKILLed in the middle of a call loses that call only: the
container and the files of the calls before it survive and work through the other replica
once the dead call's lease has run out."""

from __future__ import annotations

import asyncio
import json
import os
import threading
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import asyncpg
import openai
import pytest
from responsa_server.sandbox.disk import unmount_under

from tests.e2e.background_stacks import postgres_database, sdk, wait_for
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root (docs/sandbox.md)"),
]


def env_of(fake: FakeUpstream, url: str, tmp: Path) -> dict[str, str]:
    return {
        "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_BLOB_STORE": str(tmp / "blobs"),
        # One directory for both: each process keeps its copies in its own replica-<pid>.
        "RESPONSA_SANDBOX_DIR": str(tmp / "sandbox"),
        "RESPONSA_SANDBOX_WALL_SECONDS": "30",
        "RESPONSA_CONTAINER_LEASE_SECONDS": "1.5",
    }


@pytest.fixture(scope="module")
def replicas(
    fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[dict[str, str], Stack, Stack]]:
    """The replicas' environment (one database, one blob store, one sandbox directory) and
    the two replicas."""
    tmp = tmp_path_factory.mktemp("replicas")
    with postgres_database("containers") as url, ExitStack() as exits:
        env = env_of(fake_upstream, url, tmp)
        # A replica killed mid-call leaves its containers' disks mounted: unmounted last.
        exits.callback(unmount_under, tmp / "sandbox")
        first = exits.enter_context(Stack.start(env))
        second = exits.enter_context(Stack.start(env))
        yield env, first, second


def cell(client: openai.OpenAI, code: str, container: str) -> dict[str, Any]:
    """One response running one cell in `container` (no `}` in the code: the fake's syntax)."""
    script = "CALL code_interpreter " + json.dumps({"code": code})
    tool: Any = {"type": "code_interpreter", "container": container}
    response = client.responses.create(
        model="fake-script", input=script, tools=[tool], include=["code_interpreter_call.outputs"]
    )
    call: dict[str, Any] = response.output[0].model_dump(mode="json")
    return call


def logs(call: dict[str, Any]) -> str:
    (output,) = call["outputs"]
    text: str = output["logs"]
    return text


def test_a_container_made_on_one_replica_works_on_the_other(
    replicas: tuple[dict[str, str], Stack, Stack],
) -> None:
    _, a, b = replicas
    on_a, on_b = sdk(a), sdk(b)
    made = on_a.containers.create(name="shared")
    on_a.containers.files.create(made.id, file=("n.txt", b"6"))
    first = cell(
        on_a, "open('/mnt/data/out.txt', 'w').write(str(int(open('n.txt').read()) * 7))", made.id
    )
    assert first["status"] == "completed", first
    # B knows the container, its files and what A's cell wrote.
    assert on_b.containers.retrieve(made.id).status == "running"
    files = {f.path: f for f in on_b.containers.files.list(made.id)}
    assert files["/mnt/data/out.txt"].source == "assistant"
    content = on_b.containers.files.content.retrieve(
        files["/mnt/data/out.txt"].id, container_id=made.id
    )
    assert content.read() == b"42"
    # A cell on B reads A's file and writes one A then sees.
    second = cell(
        on_b, "print(open('out.txt').read()); open('b.txt', 'w').write('from b')", made.id
    )
    assert logs(second) == "42\n"
    third = cell(on_a, "print(open('b.txt').read())", made.id)
    assert logs(third) == "from b\n"
    # A deletion through B is seen by A's next cell (its cached copy is brought up to date).
    on_b.containers.files.delete(files["/mnt/data/out.txt"].id, container_id=made.id)
    fourth = cell(on_a, "import os; print(sorted(os.listdir('/mnt/data')))", made.id)
    assert logs(fourth) == "['b.txt', 'n.txt']\n"


async def lease_holder(url: str, container_id: str) -> str | None:
    connection = await asyncpg.connect(url.replace("postgresql+asyncpg", "postgresql"))
    try:
        owner: str | None = await connection.fetchval(
            "SELECT lease_owner FROM containers WHERE id = $1", container_id
        )
        return owner
    finally:
        await connection.close()


def test_a_replica_killed_during_a_call_loses_only_that_call(
    replicas: tuple[dict[str, str], Stack, Stack],
) -> None:
    env, _, b = replicas
    url = env["RESPONSA_DATABASE_URL"]
    # A third replica, to be killed (the module's two stay up for the other test).
    with Stack.start(env) as victim:
        on_victim, on_b = sdk(victim), sdk(b)
        made = on_victim.containers.create(name="survivor")
        kept = cell(on_victim, "open('kept.txt', 'w').write('before the crash')", made.id)
        assert kept["status"] == "completed"

        def doomed() -> None:
            slow = "open('partial.txt', 'w').write('lost'); import time; time.sleep(6)"
            try:
                cell(sdk(victim), slow, made.id)
            except (openai.APIError, openai.APIConnectionError):
                pass  # its replica is killed under it

        running = threading.Thread(target=doomed)
        running.start()
        wait_for(lambda: asyncio.run(lease_holder(url, made.id)), "the call to hold the lease")
        victim.service.process.kill()
        running.join(timeout=30)
        assert not running.is_alive()
    # Through B: the container and its earlier file are there, the lost call's file is not,
    # and a cell runs once the dead call's lease has expired.
    assert on_b.containers.retrieve(made.id).status == "running"
    assert [f.path for f in on_b.containers.files.list(made.id)] == ["/mnt/data/kept.txt"]
    after = cell(
        on_b, "import os; print(open('kept.txt').read(), sorted(os.listdir('.')))", made.id
    )
    assert logs(after) == "before the crash ['kept.txt']\n"
