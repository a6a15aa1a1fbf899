"""`ContainerRecords`: the sandbox's containers and their files in the shared database
(store/container_tables.py); the bytes are in the blob store.

Every statement is scoped by `project`, so another project's container is as unknown as a
made-up one. The one-writer discipline of a container's calls is a **lease** on its row
(`lease_owner`, `lease_expires_at`, leases.py). The expiry sweep (store/expiry.py) leaves
leased containers alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, insert, or_, select, update
from sqlalchemy.engine import RowMapping

from responsa_server.store.availability import operation
from responsa_server.store.container_tables import container_files_table as files_t
from responsa_server.store.container_tables import containers_table as containers_t
from responsa_server.store.database import Database


@dataclass(frozen=True, slots=True)
class ContainerRecord:
    """A container row."""

    id: str
    project: str
    name: str
    memory_limit: str
    status: str
    created_at: int
    last_active_at: float
    idle_seconds: float

    def expired(self, now: float) -> bool:
        """Idle past its policy (whether or not the sweeper has removed its files yet)."""
        return self.status == "expired" or self.last_active_at + self.idle_seconds <= now

    def to_openai(self, now: float) -> dict[str, Any]:
        """OpenAI's container object."""
        return {
            "id": self.id,
            "object": "container",
            "name": self.name,
            "created_at": self.created_at,
            "status": "expired" if self.expired(now) else "running",
            "last_active_at": int(self.last_active_at),
            "expires_after": {
                "anchor": "last_active_at",
                "minutes": int(self.idle_seconds // 60),
            },
            "memory_limit": self.memory_limit,
        }


@dataclass(frozen=True, slots=True)
class ContainerFile:
    """A container file row (`cfile_...`): its path under /mnt/data and where its bytes are."""

    id: str
    container_id: str
    project: str
    path: str
    bytes: int
    source: str
    created_at: int
    blob_key: str

    def to_openai(self) -> dict[str, Any]:
        """OpenAI's container file object."""
        return {
            "id": self.id,
            "object": "container.file",
            "created_at": self.created_at,
            "bytes": self.bytes,
            "container_id": self.container_id,
            "path": self.path,
            "source": self.source,
        }

    def row(self) -> dict[str, Any]:
        """Its column values."""
        return {
            "id": self.id,
            "container_id": self.container_id,
            "project": self.project,
            "path": self.path,
            "bytes": self.bytes,
            "source": self.source,
            "created_at": self.created_at,
            "blob_key": self.blob_key,
        }


def _container(row: RowMapping) -> ContainerRecord:
    return ContainerRecord(
        id=row["id"],
        project=row["project"],
        name=row["name"],
        memory_limit=row["memory_limit"],
        status=row["status"],
        created_at=int(row["created_at"]),
        last_active_at=float(row["last_active_at"]),
        idle_seconds=float(row["idle_seconds"]),
    )


def _file(row: RowMapping) -> ContainerFile:
    return ContainerFile(**{key: row[key] for key in ContainerFile.__slots__})


_CONTAINER_COLUMNS = [
    containers_t.c[name]
    for name in (
        "id",
        "project",
        "name",
        "memory_limit",
        "status",
        "created_at",
        "last_active_at",
        "idle_seconds",
    )
]


def _after(table: Any, at: int, after: str, descending: bool) -> Any:
    """Rows beyond the cursor row (created_at, then id)."""
    if descending:
        return or_(table.c.created_at < at, and_(table.c.created_at == at, table.c.id < after))
    return or_(table.c.created_at > at, and_(table.c.created_at == at, table.c.id > after))


def _ordered(query: Any, table: Any, descending: bool) -> Any:
    if descending:
        return query.order_by(table.c.created_at.desc(), table.c.id.desc())
    return query.order_by(table.c.created_at, table.c.id)


class ContainerRecords:
    """Containers and their files, always within one project (module docstring)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    @property
    def database(self) -> Database:
        """The shared database (the leases are on the same rows)."""
        return self._db

    @operation("container_insert")
    async def insert(self, record: ContainerRecord, files: Sequence[ContainerFile]) -> None:
        """A new container with its first files, in one transaction."""
        async with self._db.writing() as conn:
            await conn.execute(
                insert(containers_t).values(
                    id=record.id,
                    project=record.project,
                    name=record.name,
                    memory_limit=record.memory_limit,
                    status=record.status,
                    created_at=record.created_at,
                    last_active_at=record.last_active_at,
                    idle_seconds=record.idle_seconds,
                )
            )
            if files:
                await conn.execute(insert(files_t), [f.row() for f in files])

    @operation("container_get")
    async def get(self, container_id: str, *, project: str) -> ContainerRecord | None:
        """The container, or None (unknown, deleted, or another project's)."""
        query = select(*_CONTAINER_COLUMNS).where(
            containers_t.c.id == container_id, containers_t.c.project == project
        )
        async with self._db.reading() as conn:
            row = (await conn.execute(query)).mappings().first()
        return None if row is None else _container(row)

    @operation("container_list")
    async def page(
        self, *, project: str, limit: int, descending: bool, after: str | None, name: str | None
    ) -> tuple[list[ContainerRecord], bool]:
        """One page of the project's containers by creation, and whether more follow."""
        query = select(*_CONTAINER_COLUMNS).where(containers_t.c.project == project)
        if name is not None:
            query = query.where(containers_t.c.name == name)
        async with self._db.reading() as conn:
            if after:
                at = await conn.scalar(
                    select(containers_t.c.created_at).where(
                        containers_t.c.id == after, containers_t.c.project == project
                    )
                )
                if at is not None:
                    query = query.where(_after(containers_t, at, after, descending))
            query = _ordered(query, containers_t, descending).limit(limit + 1)
            rows = (await conn.execute(query)).mappings().all()
        return [_container(r) for r in rows[:limit]], len(rows) > limit

    @operation("container_delete")
    async def delete(self, container_id: str, *, project: str) -> list[str] | None:
        """Remove the container and its file rows; their blob keys (None: no such container).
        A call in flight on another replica finds it gone when it records its files."""
        async with self._db.writing() as conn:
            gone = await conn.execute(
                delete(containers_t).where(
                    containers_t.c.id == container_id, containers_t.c.project == project
                )
            )
            if gone.rowcount == 0:
                return None
            keys = (
                await conn.execute(
                    select(files_t.c.blob_key).where(files_t.c.container_id == container_id)
                )
            ).scalars()
            found = list(keys)
            await conn.execute(delete(files_t).where(files_t.c.container_id == container_id))
        return found

    @operation("container_files")
    async def files(self, container_id: str) -> list[ContainerFile]:
        """Every file of the container, by path (what a replica materialises)."""
        query = (
            select(files_t).where(files_t.c.container_id == container_id).order_by(files_t.c.path)
        )
        async with self._db.reading() as conn:
            rows = (await conn.execute(query)).mappings().all()
        return [_file(r) for r in rows]

    @operation("container_file_get")
    async def file(
        self,
        container_id: str,
        *,
        project: str,
        file_id: str | None = None,
        path: str | None = None,
    ) -> ContainerFile | None:
        """One file of the container by id or by path, or None."""
        query = select(files_t).where(
            files_t.c.container_id == container_id, files_t.c.project == project
        )
        if file_id is not None:
            query = query.where(files_t.c.id == file_id)
        if path is not None:
            query = query.where(files_t.c.path == path)
        async with self._db.reading() as conn:
            row = (await conn.execute(query)).mappings().first()
        return None if row is None else _file(row)

    @operation("container_file_list")
    async def files_page(
        self, container_id: str, *, project: str, limit: int, descending: bool, after: str | None
    ) -> tuple[list[ContainerFile], bool]:
        """One page of the container's files by creation, and whether more follow."""
        query = select(files_t).where(
            files_t.c.container_id == container_id, files_t.c.project == project
        )
        async with self._db.reading() as conn:
            if after:
                at = await conn.scalar(
                    select(files_t.c.created_at).where(
                        files_t.c.id == after, files_t.c.container_id == container_id
                    )
                )
                if at is not None:
                    query = query.where(_after(files_t, at, after, descending))
            query = _ordered(query, files_t, descending).limit(limit + 1)
            rows = (await conn.execute(query)).mappings().all()
        return [_file(r) for r in rows[:limit]], len(rows) > limit

    @operation("container_file_put")
    async def put_file(self, file: ContainerFile, now: float) -> str | None:
        """Store a file (replacing the one at its path) in a running container, which is active
        now. Returns the replaced file's blob key ('' when there was none); None when the
        container is not there or not running (the caller drops the new bytes)."""
        async with self._db.writing() as conn:
            touched = await conn.execute(
                update(containers_t)
                .where(
                    containers_t.c.id == file.container_id,
                    containers_t.c.project == file.project,
                    containers_t.c.status == "running",
                )
                .values(last_active_at=now)
            )
            if touched.rowcount == 0:
                return None
            old = await conn.scalar(
                select(files_t.c.blob_key).where(
                    files_t.c.container_id == file.container_id, files_t.c.path == file.path
                )
            )
            if old is not None:
                await conn.execute(
                    delete(files_t).where(
                        files_t.c.container_id == file.container_id, files_t.c.path == file.path
                    )
                )
            await conn.execute(insert(files_t).values(**file.row()))
        return old or ""

    @operation("container_file_delete")
    async def delete_file(self, container_id: str, file_id: str, *, project: str) -> str | None:
        """Remove one file; its blob key (None: no such file)."""
        async with self._db.writing() as conn:
            key = await conn.scalar(
                select(files_t.c.blob_key).where(
                    files_t.c.id == file_id,
                    files_t.c.container_id == container_id,
                    files_t.c.project == project,
                )
            )
            if key is None:
                return None
            await conn.execute(delete(files_t).where(files_t.c.id == file_id))
        return str(key)

    @operation("container_call_record")
    async def record_call(
        self,
        container_id: str,
        written: Sequence[ContainerFile],
        removed: Sequence[ContainerFile],
        now: float,
    ) -> list[str]:
        """What a call did to the files: `written` (new or changed: an existing path keeps its
        id and creation time, its content and source change), `removed` (deleted, each only if
        its content is still the one the call started from: a file uploaded meanwhile stays).
        Returns the blob keys no row uses any more (replaced contents; everything the call
        wrote if the container is gone or expired meanwhile)."""
        dropped: list[str] = []
        async with self._db.writing() as conn:
            alive = await conn.scalar(
                select(containers_t.c.id).where(
                    containers_t.c.id == container_id, containers_t.c.status == "running"
                )
            )
            if alive is None:
                return [f.blob_key for f in written]
            for gone in removed:
                result = await conn.execute(
                    delete(files_t).where(
                        files_t.c.container_id == container_id,
                        files_t.c.path == gone.path,
                        files_t.c.blob_key == gone.blob_key,
                    )
                )
                if result.rowcount:
                    dropped.append(gone.blob_key)
            for file in written:
                old = (
                    await conn.execute(
                        select(files_t.c.id, files_t.c.blob_key).where(
                            files_t.c.container_id == container_id, files_t.c.path == file.path
                        )
                    )
                ).first()
                if old is None:
                    await conn.execute(insert(files_t).values(**file.row()))
                    continue
                await conn.execute(
                    update(files_t)
                    .where(files_t.c.id == old.id)
                    .values(bytes=file.bytes, blob_key=file.blob_key, source=file.source)
                )
                dropped.append(old.blob_key)
            await conn.execute(
                update(containers_t)
                .where(containers_t.c.id == container_id)
                .values(last_active_at=now)
            )
        return dropped
