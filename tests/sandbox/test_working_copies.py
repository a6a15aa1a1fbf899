"""A replica's working copies of stored containers (containers/working_copy.py, calls.py), with
real jails, a real blob store directory and SQLite: a copy still up to date is not fetched
again, a changed or tampered one is, a stray one is removed; two calls on one container through
two processes' worth of state (two `ContainersApi` on one database and blob store) run one
after the other, so neither loses the other's write."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from responsa_server.blobs.local import LocalBlobStore
from responsa_server.containers.api import ContainersApi
from responsa_server.containers.records import ContainerFile, ContainerRecords
from responsa_server.containers.working_copy import WorkingCopies
from responsa_server.files.api import FilesApi
from responsa_server.files.store import FileStore
from responsa_server.model.container_requests import ContainerFields
from responsa_server.model.ids import new_id
from responsa_server.sandbox import Limits, LocalSandbox
from responsa_server.store import Database

from tests.stores import open_store

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="the sandbox needs root")


class ReadLog(LocalBlobStore):
    """A blob store directory that notes which keys were read."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.read: list[str] = []

    async def get(self, key: str) -> bytes:
        self.read.append(key)
        return await super().get(key)


@pytest.fixture
async def database(tmp_path: Path) -> AsyncIterator[Database]:
    store = await open_store(f"sqlite:///{tmp_path}/store.db")
    try:
        yield store.database
    finally:
        await store.database.close()


def stored(container_id: str, path: str, key: str) -> ContainerFile:
    return ContainerFile(new_id("cfile"), container_id, "proj_a", path, 1, "user", 0, key)


async def test_up_to_date_copies_are_kept_and_others_fetched(tmp_path: Path) -> None:
    blobs = ReadLog(tmp_path / "blobs")
    sandbox = LocalSandbox(tmp_path / "sandbox", Limits(wall_seconds=10))
    copies = WorkingCopies(sandbox, blobs)
    container = await sandbox.adopt(new_id("cntr"), "proj_a")
    for key, data in (("k-a", b"a"), ("k-b", b"b"), ("k-b2", b"B")):
        await blobs.put(key, data)
    first = [
        stored(container.id, "/mnt/data/a.txt", "k-a"),
        stored(container.id, "/mnt/data/b.txt", "k-b"),
    ]
    await copies.materialise(container, first)
    assert sorted(blobs.read) == ["k-a", "k-b"]
    blobs.read.clear()
    await copies.materialise(container, first)
    assert blobs.read == []  # nothing changed: nothing fetched
    # b.txt has new content in the store, a.txt was changed on disk, and a stray file appeared.
    second = [first[0], stored(container.id, "/mnt/data/b.txt", "k-b2")]
    await sandbox.put_file(container, "a.txt", b"tampered")
    await sandbox.put_file(container, "stray.txt", b"?")
    await copies.materialise(container, second)
    assert sorted(blobs.read) == ["k-a", "k-b2"]
    assert [f.path for f in await sandbox.list_files(container)] == [
        "/mnt/data/a.txt",
        "/mnt/data/b.txt",
    ]
    assert await sandbox.get_file(container, "a.txt") == b"a"
    assert await sandbox.get_file(container, "b.txt") == b"B"
    # What a call does is seen against the copies.
    outcome = await sandbox.run_python(
        container, "import os; os.remove('a.txt'); open('c.txt', 'w').write('c')"
    )
    assert outcome.exit_code == 0
    changes = await copies.changes(container)
    assert [info.path for info in changes.written] == ["/mnt/data/c.txt"]
    assert [file.path for file in changes.removed] == ["/mnt/data/a.txt"]


async def test_concurrent_calls_through_two_replicas_state_lose_no_write(
    tmp_path: Path, database: Database
) -> None:
    blobs = LocalBlobStore(tmp_path / "blobs")
    files = FilesApi(FileStore(database), blobs)

    def replica(name: str) -> ContainersApi:
        sandbox = LocalSandbox(tmp_path / name, Limits(wall_seconds=20))
        records = ContainerRecords(database)
        return ContainersApi(records, blobs, files, sandbox, idle_seconds=1200, lease_seconds=2)

    one, two = replica("one"), replica("two")
    made = await one.make(
        ContainerFields("shared", "1g", None, []), project="proj_a", file_ids_param="file_ids"
    )
    await one.put_file(made.id, "log.txt", b"", project="proj_a")
    append = "import time; time.sleep(0.5); open('log.txt', 'a').write('{}\\n')"
    outcomes = await asyncio.gather(
        *(
            api.run_python(made, append.format(tag))
            for api, tag in ((one, "one"), (two, "two"), (one, "three"), (two, "four"))
        )
    )
    assert [o.exit_code for o in outcomes] == [0, 0, 0, 0]
    log = await one.content(await one.file(made.id, project="proj_a", path="log.txt"))
    assert sorted(log.decode().split()) == ["four", "one", "three", "two"]
