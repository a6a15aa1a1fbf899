"""The sandbox's container rows (containers/records.py, migration r0017) on SQLite and
Postgres: project scoping, paging, file rows replaced by path, a call's record (a file uploaded
meanwhile survives a call that deleted its older content), the one-writer lease, and the idle
expiry of the retention sweep (files and bytes gone, the row `expired`, a leased container
kept)."""

from __future__ import annotations

import asyncio
import time

from responsa_server.containers.leases import ContainerLeases
from responsa_server.containers.records import ContainerFile, ContainerRecord, ContainerRecords
from responsa_server.model.ids import new_id
from responsa_server.store import ResponseStore
from responsa_server.store.container_tables import container_files_table, containers_table
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from sqlalchemy import delete


async def empty(store: ResponseStore) -> ContainerRecords:
    async with store.database.writing() as conn:
        await conn.execute(delete(container_files_table))
        await conn.execute(delete(containers_table))
    return ContainerRecords(store.database)


def a_container(
    project: str, *, active: float, idle: float = 1200.0, at: int = 0
) -> ContainerRecord:
    return ContainerRecord(
        id=new_id("cntr"),
        project=project,
        name="box",
        memory_limit="1g",
        status="running",
        created_at=at,
        last_active_at=active,
        idle_seconds=idle,
    )


def a_file(container: ContainerRecord, path: str, key: str, source: str = "user") -> ContainerFile:
    return ContainerFile(
        id=new_id("cfile"),
        container_id=container.id,
        project=container.project,
        path=path,
        bytes=len(key),
        source=source,
        created_at=int(time.time()),
        blob_key=key,
    )


async def test_containers_are_scoped_paged_and_deleted_with_their_files(
    store: ResponseStore,
) -> None:
    records = await empty(store)
    now = time.time()
    made = [a_container("proj_a", active=now, at=100 + i) for i in range(3)]
    for i, container in enumerate(made):
        files = [a_file(container, f"/mnt/data/{i}.txt", f"key-{i}")] if i == 0 else []
        await records.insert(container, files)
    other = a_container("proj_b", active=now)
    await records.insert(other, [])
    assert await records.get(made[0].id, project="proj_a") == made[0]
    assert await records.get(made[0].id, project="proj_b") is None
    page, more = await records.page(
        project="proj_a", limit=2, descending=True, after=None, name=None
    )
    assert [c.id for c in page] == [made[2].id, made[1].id] and more
    rest, more = await records.page(
        project="proj_a", limit=2, descending=True, after=made[1].id, name=None
    )
    assert [c.id for c in rest] == [made[0].id] and not more
    assert await records.delete(made[0].id, project="proj_b") is None
    assert await records.delete(made[0].id, project="proj_a") == ["key-0"]
    assert await records.files(made[0].id) == []
    assert await records.get(made[0].id, project="proj_a") is None


async def test_a_put_replaces_the_file_at_its_path(store: ResponseStore) -> None:
    records = await empty(store)
    container = a_container("proj_a", active=time.time())
    await records.insert(container, [])
    first = a_file(container, "/mnt/data/a.csv", "k1")
    assert await records.put_file(first, time.time()) == ""
    second = a_file(container, "/mnt/data/a.csv", "k2")
    assert await records.put_file(second, time.time()) == "k1"
    assert await records.files(container.id) == [second]
    assert await records.file(container.id, project="proj_b", file_id=second.id) is None
    assert await records.delete_file(container.id, second.id, project="proj_b") is None
    assert await records.delete_file(container.id, second.id, project="proj_a") == "k2"
    gone = a_container("proj_a", active=time.time())
    assert await records.put_file(a_file(gone, "/mnt/data/x", "k3"), time.time()) is None


async def test_a_calls_record_keeps_ids_and_spares_files_changed_meanwhile(
    store: ResponseStore,
) -> None:
    records = await empty(store)
    container = a_container("proj_a", active=time.time())
    kept = a_file(container, "/mnt/data/kept.txt", "old-kept")
    removed = a_file(container, "/mnt/data/removed.txt", "old-removed")
    raced = a_file(container, "/mnt/data/raced.txt", "old-raced")
    await records.insert(container, [kept, removed, raced])
    # Uploaded while the call ran: the call's delete of the older content must not remove it.
    newer = a_file(container, "/mnt/data/raced.txt", "new-raced")
    assert await records.put_file(newer, time.time()) == "old-raced"
    changed = a_file(container, "/mnt/data/kept.txt", "new-kept", "assistant")
    made = a_file(container, "/mnt/data/made.txt", "new-made", "assistant")
    dropped = await records.record_call(
        container.id, [changed, made], [removed, raced], time.time()
    )
    assert sorted(dropped) == ["old-kept", "old-removed"]
    by_path = {f.path: f for f in await records.files(container.id)}
    assert sorted(by_path) == ["/mnt/data/kept.txt", "/mnt/data/made.txt", "/mnt/data/raced.txt"]
    assert by_path["/mnt/data/kept.txt"].id == kept.id
    assert by_path["/mnt/data/kept.txt"].blob_key == "new-kept"
    assert by_path["/mnt/data/kept.txt"].source == "assistant"
    assert by_path["/mnt/data/raced.txt"].blob_key == "new-raced"
    # A container deleted during the call: everything the call wrote is dropped.
    assert await records.delete(container.id, project="proj_a") is not None
    late = a_file(container, "/mnt/data/late.txt", "late")
    assert await records.record_call(container.id, [late], [], time.time()) == ["late"]


async def test_one_lease_at_a_time_until_it_expires_or_is_released(store: ResponseStore) -> None:
    records = await empty(store)
    leases = ContainerLeases(store.database)
    container = a_container("proj_a", active=time.time())
    await records.insert(container, [])
    now = time.time()
    assert await leases.take(container.id, "a", now, now + 10)
    assert not await leases.take(container.id, "b", now, now + 10)
    assert await leases.renew(container.id, "a", now, now + 20)
    assert not await leases.renew(container.id, "b", now, now + 20)
    # "a" died: after its lease ran out, "b" takes it, and "a" can no longer renew.
    assert await leases.take(container.id, "b", now + 21, now + 31)
    assert not await leases.renew(container.id, "a", now + 30, now + 40)
    await leases.release(container.id, "a")  # not a's: nothing happens
    assert not await leases.take(container.id, "c", now + 22, now + 32)
    await leases.release(container.id, "b")
    assert await leases.take(container.id, "c", now + 22, now + 32)


async def test_the_sweep_expires_idle_containers_but_not_a_leased_one(
    store: ResponseStore,
) -> None:
    records = await empty(store)
    now = time.time()
    idle = a_container("proj_a", active=now - 100, idle=60)
    busy = a_container("proj_b", active=now - 100, idle=60)
    fresh = a_container("proj_a", active=now, idle=600)
    leases = ContainerLeases(store.database)
    for container in (idle, busy, fresh):
        await records.insert(container, [a_file(container, "/mnt/data/f", f"key-{container.id}")])
    assert await leases.take(busy.id, "caller", now, now + 30)
    assert idle.expired(now) and not fresh.expired(now)
    dropped: list[str] = []

    async def drop(keys: list[str]) -> None:
        dropped.extend(keys)

    sweeper = RetentionSweeper(store.database, RetentionSettings(batch=1), drop_blobs=drop)
    counts = await sweeper.sweep(now)
    assert counts["containers"] == 1
    assert dropped == [f"key-{idle.id}"]
    swept = await records.get(idle.id, project="proj_a")
    assert swept is not None and swept.status == "expired"
    assert swept.to_openai(now)["status"] == "expired"
    assert await records.files(idle.id) == []
    assert len(await records.files(busy.id)) == 1 and len(await records.files(fresh.id)) == 1
    # A file put into the expired container is refused.
    assert await records.put_file(a_file(idle, "/mnt/data/g", "k"), now) is None
    # Taking the lease was activity: once it is given back, the container idles out a
    # minute after the call began.
    await leases.release(busy.id, "caller")
    assert (await sweeper.sweep(now + 30))["containers"] == 0
    assert (await sweeper.sweep(now + 61))["containers"] == 1
    assert dropped[-1] == f"key-{busy.id}"


async def test_the_sweepers_of_several_replicas_expire_each_container_once(
    store: ResponseStore,
) -> None:
    records = await empty(store)
    now = time.time()
    idle = [a_container("proj_a", active=now - 100, idle=60) for _ in range(12)]
    for container in idle:
        await records.insert(container, [a_file(container, "/mnt/data/f", f"key-{container.id}")])
    dropped: list[str] = []

    async def drop(keys: list[str]) -> None:
        dropped.extend(keys)

    replicas = [
        RetentionSweeper(store.database, RetentionSettings(batch=5), drop_blobs=drop)
        for _ in range(3)
    ]
    rounds = await asyncio.gather(*(replica.sweep(now) for replica in replicas))
    # Each container expired, and its bytes dropped, by exactly one of them.
    assert sum(swept["containers"] for swept in rounds) == len(idle)
    assert sorted(dropped) == sorted(f"key-{container.id}" for container in idle)
    for container in idle:
        swept = await records.get(container.id, project="proj_a")
        assert swept is not None and swept.status == "expired"
