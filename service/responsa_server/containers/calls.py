"""`ContainerCalls`: one call in a stored container, from any replica.

A call holds, in order: this replica's lock of the container (one local call at a time), the
container's **lease** in the database (one writer across replicas; leases.py), renewed every
third of `lease_seconds` while it runs. Then it materialises the stored files here
(working_copy.py), runs, stores what it wrote (each new content under a new blob key, source
`assistant`) and what it removed, and gives the lease back. A replica that dies mid-call
loses that call only: its lease expires and the container's stored files are those of the
calls before it. A call that cannot get the lease within the sandbox's wall time plus two
leases is a 409.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import AsyncIterator, Sequence

from responsa_server.blobs import BlobStore
from responsa_server.containers.leases import ContainerLeases
from responsa_server.containers.records import ContainerFile, ContainerRecord, ContainerRecords
from responsa_server.containers.working_copy import WorkingCopies
from responsa_server.model.errors import ApiError
from responsa_server.model.ids import new_id
from responsa_server.sandbox import Container, FileInfo, Limits, Outcome, Sandbox
from responsa_server.sandbox.runner import OnOutput

log = logging.getLogger("responsa.containers")
# The longest path a file row holds (container_files.path); a longer one a call made is not kept.
PATH_MAX_CHARS = 1024


def blob_key(project: str, container_id: str) -> str:
    """A new key for one content of a container file (keys are written once)."""
    return f"{project}/containers/{container_id}/{new_id('cblob')}"


class ContainerCalls:
    """Runs calls in stored containers (module docstring)."""

    def __init__(
        self,
        records: ContainerRecords,
        blobs: BlobStore,
        sandbox: Sandbox,
        lease_seconds: float,
    ) -> None:
        self._records = records
        self._leases = ContainerLeases(records.database)
        self._blobs = blobs
        self._sandbox = sandbox
        self._copies = WorkingCopies(sandbox, blobs)
        self._lease_seconds = lease_seconds
        self._locks: dict[str, asyncio.Lock] = {}
        self._replica = f"{os.uname().nodename[:30]}:{os.getpid()}"

    @property
    def sandbox(self) -> Sandbox:
        """Where the calls run."""
        return self._sandbox

    async def run(
        self,
        record: ContainerRecord,
        argv: Sequence[str],
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run `argv` in the container with its stored files; store what it changed."""
        lock = self._locks.setdefault(record.id, asyncio.Lock())
        async with lock, self._leased(record.id):
            container = await self._sandbox.adopt(
                record.id, record.project, record.name, record.memory_limit
            )
            try:
                await self._copies.materialise(container, await self._records.files(record.id))
                outcome = await self._sandbox.run(container, argv, on_output, limits)
            except BaseException:
                self._copies.forget(record.id)  # what the work directory holds is unknown
                raise
            try:
                await self._record(record, container)
            except OSError:
                # The work directory went away under the call (the container was deleted
                # through this replica meanwhile): nothing is left to store.
                log.exception("container %s: the call's files could not be read", record.id)
                self._copies.forget(record.id)
            return outcome

    async def forget(self, project: str, container_id: str) -> None:
        """The container is deleted or expired: drop this replica's copy."""
        self._copies.forget(container_id)
        self._locks.pop(container_id, None)
        await self._sandbox.forget(project, container_id)

    async def _record(self, record: ContainerRecord, container: Container) -> None:
        """Store the call's new and changed files (bytes first) and its deletions."""
        changes = await self._copies.changes(container)
        if not changes.written and not changes.removed:
            return
        limit = self._sandbox.limits.file_bytes
        now = time.time()
        stored: list[tuple[ContainerFile, FileInfo]] = []
        for info in changes.written:
            if len(info.path) > PATH_MAX_CHARS:
                log.warning(
                    "container %s: a path over %d characters is not kept", record.id, PATH_MAX_CHARS
                )
                continue
            data = await self._sandbox.read_file(container, info.path, limit)
            if data is None:
                continue  # gone, or over the file size limit: not kept
            file = ContainerFile(
                id=new_id("cfile"),
                container_id=record.id,
                project=record.project,
                path=info.path,
                bytes=len(data),
                source="assistant",
                created_at=int(now),
                blob_key=blob_key(record.project, record.id),
            )
            await self._blobs.put(file.blob_key, data)
            stored.append((file, info))
        try:
            dropped = await self._records.record_call(
                record.id, [f for f, _ in stored], changes.removed, now
            )
        except BaseException:
            self._copies.forget(record.id)
            await self.drop([f.blob_key for f, _ in stored])
            raise
        self._copies.recorded(container, stored, [f.path for f in changes.removed])
        await self.drop(dropped)

    async def drop(self, keys: Sequence[str]) -> None:
        """Delete bytes no row refers to any more (a failure only wastes space)."""
        for key in keys:
            try:
                await self._blobs.delete(key)
            except Exception:
                log.exception("could not delete the bytes under %s", key)

    @contextlib.asynccontextmanager
    async def _leased(self, container_id: str) -> AsyncIterator[None]:
        """Hold the container's lease (waiting for it), renewed until the block ends."""
        owner = f"{self._replica}:{new_id('lease')[-12:]}"
        patience = self._sandbox.limits.wall_seconds + 2 * self._lease_seconds
        deadline = time.monotonic() + patience
        pause = 0.05
        while True:
            now = time.time()
            if await self._leases.take(container_id, owner, now, now + self._lease_seconds):
                break
            if time.monotonic() > deadline:
                raise ApiError(
                    409,
                    f"Container '{container_id}' is busy with another call; try again.",
                    param="container_id",
                    code="container_busy",
                )
            await asyncio.sleep(pause)
            pause = min(pause * 2, 0.5)
        renewing = asyncio.create_task(self._renew(container_id, owner))
        try:
            yield
        finally:
            renewing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await renewing
            try:
                await self._leases.release(container_id, owner)
            except Exception:  # it expires on its own
                log.exception("could not release the lease of container %s", container_id)

    async def _renew(self, container_id: str, owner: str) -> None:
        while True:
            await asyncio.sleep(self._lease_seconds / 3)
            now = time.time()
            try:
                if not await self._leases.renew(
                    container_id, owner, now, now + self._lease_seconds
                ):
                    log.warning("container %s: the call's lease was lost", container_id)
                    return
            except Exception:
                log.exception("could not renew the lease of container %s", container_id)
