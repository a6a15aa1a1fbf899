"""`LocalSandbox`: the containers' work directories of this process, and the jails their calls
run in; a `Sandbox` (interface.py). A work directory is `<state>/replica-<pid>/<container
id>/work` (mode 0700, owned by root between calls: the mount point of its own size-limited disk,
disk.py); a call runs in a jail over it (runner.py), and says which files it made or changed and
which figures it showed. Containers are project-scoped: another project's id answers exactly
like an unknown one.

The work directories are this process's own (each process of a host has its own
`replica-<pid>` directory; those of processes that are gone are removed when the first
container is made). What outlives the process, the container records and their files, is
kept by containers/ (the Containers API), which `adopt`s a stored container here and
materialises its files before each call. `responsa sandbox` serves one of these to API
processes (edges/sandbox_peer.py).
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path

from responsa_server.config import Settings
from responsa_server.model.ids import new_id
from responsa_server.sandbox import disk, files
from responsa_server.sandbox.files import FileInfo
from responsa_server.sandbox.interface import Container
from responsa_server.sandbox.runner import (
    CELL_PYTHON,
    Limits,
    OnOutput,
    Outcome,
    available,
    next_uid,
    run_jailed,
)

# A memory_limit (OpenAI's names) and the address-space cap of its calls.
MEMORY_LIMITS = {"1g": 1 << 30, "4g": 4 << 30, "16g": 16 << 30, "64g": 64 << 30}
READ_LIMIT = 64 << 20  # the largest file read back from a container by `get_file`
DISK_BYTES = 1 << 30  # what a container's files may use in total (RESPONSA_SANDBOX_DISK_BYTES)


class LocalSandbox:
    """Containers whose calls run in jails on this host (the sandbox inside `responsa serve`,
    or `responsa sandbox`'s); a `Sandbox` (interface.py)."""

    def __init__(
        self,
        state: Path,
        limits: Limits | None = None,
        runtime: Path | None = None,
        disk_bytes: int = DISK_BYTES,
        disk_kind: str = disk.EXT4,
    ) -> None:
        self._state = state
        self._mine = state / f"replica-{os.getpid()}"
        self._pruned = False
        self._root = state / ".root"  # the jails' (empty) mount point, one for all
        self.limits = limits or Limits()
        # The cells' Python (`make sandbox-tools` builds it), bound read-only into every jail.
        self.runtime = runtime or Path("build/sandbox-runtime").absolute()
        self.disks = disk.Disks(disk_bytes, disk_kind)
        self._containers: dict[str, Container] = {}
        # One call at a time per container (and no removal under a running call).
        self._locks: dict[str, asyncio.Lock] = {}
        # Why jails cannot be made on this host (None: they can); checked once, at start.
        self.unavailable = available(self.runtime)

    def work_of(self, container_id: str) -> Path:
        """The container's work directory on this host (its /mnt/data)."""
        return self._mine / container_id / "work"

    def _lock(self, container_id: str) -> asyncio.Lock:
        return self._locks.setdefault(container_id, asyncio.Lock())

    async def create(self, project: str, name: str = "", memory_limit: str = "1g") -> Container:
        """A new, empty container of `project`."""
        return await self.adopt(new_id("cntr"), project, name, memory_limit)

    async def adopt(
        self, container_id: str, project: str, name: str = "", memory_limit: str = "1g"
    ) -> Container:
        """The container `container_id` of `project` here: the one this process has, or a new
        one with that id and an empty work directory (LookupError: another project's id)."""
        found = self._containers.get(container_id)
        if found is not None:
            if found.project != project:
                raise LookupError(container_id)
            return found
        work = self.work_of(container_id)
        prune = not self._pruned
        self._pruned = True

        def make() -> None:
            self._root.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self._state, 0o700)
            if prune:
                _remove_stale(self._state, self._mine)
            self._mine.mkdir(exist_ok=True, mode=0o700)
            disk.unmount_under(work.parent)  # a leftover of an earlier copy, if any
            shutil.rmtree(work.parent, ignore_errors=True)
            work.mkdir(parents=True, mode=0o700)

        async with self._lock(container_id):
            await asyncio.to_thread(make)
            await self.disks.attach(work)
        container = Container(container_id, project, name, memory_limit)
        self._containers[container_id] = container
        return container

    async def get(self, project: str, container_id: str) -> Container | None:
        """The project's container, or None (unknown, or another project's)."""
        container = self._containers.get(container_id)
        return container if container is not None and container.project == project else None

    async def listed(self, project: str) -> list[Container]:
        """The project's containers, oldest first."""
        return [c for c in self._containers.values() if c.project == project]

    async def forget(self, project: str, container_id: str) -> bool:
        """Delete the container's work directory (and its disk); whether it was the project's."""
        if await self.get(project, container_id) is None:
            return False
        del self._containers[container_id]
        work = self.work_of(container_id)
        async with self._locks.pop(container_id, asyncio.Lock()):
            await self.disks.detach(work)
            await asyncio.to_thread(shutil.rmtree, work.parent, True)
        return True

    async def close(self) -> None:
        """Unmount the disks of this process's containers (ext4: their images stay on disk;
        tmpfs: their files go, the copies being caches of the store)."""
        for container_id in list(self._containers):
            async with self._lock(container_id):
                await self.disks.detach(self.work_of(container_id))

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file into the container; its `/mnt/data/...` path (files.BadPath: a 400)."""
        work = self.work_of(container.id)
        await self.disks.attach(work)  # mounted again after a restart
        return await asyncio.to_thread(files.write_file, work, path, data)

    async def read_file(self, container: Container, path: str, limit: int) -> bytes | None:
        """A regular file's bytes up to `limit` (None: none there, or larger)."""
        work = self.work_of(container.id)
        await self.disks.attach(work)
        return await asyncio.to_thread(files.read_file, work, path, limit)

    async def get_file(self, container: Container, path: str) -> bytes | None:
        """A regular file's bytes (up to READ_LIMIT), or None."""
        return await self.read_file(container, path, READ_LIMIT)

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files."""
        work = self.work_of(container.id)
        await self.disks.attach(work)
        return await asyncio.to_thread(files.list_files, work)

    async def delete_file(self, container: Container, path: str) -> bool:
        """Remove a file; whether there was one."""
        work = self.work_of(container.id)
        await self.disks.attach(work)
        return await asyncio.to_thread(files.delete_file, work, path)

    async def run(
        self,
        container: Container,
        argv: Sequence[str],
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a command in the container (one call at a time per container)."""
        chosen = limits or self.limits
        memory = MEMORY_LIMITS.get(container.memory_limit, chosen.memory_bytes)
        chosen = dataclasses.replace(chosen, memory_bytes=min(memory, chosen.memory_bytes))
        work = self.work_of(container.id)
        async with self._lock(container.id):
            await self.disks.attach(work)
            before = await asyncio.to_thread(files.list_files, work)
            uid = next_uid()
            await asyncio.to_thread(files.own, work, uid)
            try:
                outcome = await run_jailed(
                    self._root, work, self.runtime, uid, list(argv), chosen, on_output
                )
            finally:
                # Between calls nothing of a run's uid is left: the files go back to root.
                await asyncio.to_thread(files.own, work, 0)
                container.last_active_at = int(time.time())
            outcome.images = await asyncio.to_thread(files.take_shown, work)
            outcome.changed = files.changed(before, await asyncio.to_thread(files.list_files, work))
            outcome.disk_full = await asyncio.to_thread(disk.is_full, work)
            return outcome

    async def run_python(
        self,
        container: Container,
        code: str,
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a Python cell (a fresh interpreter: files persist between cells, variables
        do not)."""
        argv = [CELL_PYTHON, "-I", "-u", "-c", code]
        return await self.run(container, argv, on_output, limits)


def local_sandbox(settings: Settings) -> LocalSandbox:
    """The `LocalSandbox` the settings describe (`responsa serve`'s without RESPONSA_SANDBOX_URL,
    and `responsa sandbox`'s)."""
    return LocalSandbox(
        Path(settings.sandbox_dir).absolute(),
        Limits(
            wall_seconds=settings.sandbox_wall_seconds,
            cpu_seconds=settings.sandbox_cpu_seconds,
            memory_bytes=settings.sandbox_memory_bytes,
        ),
        runtime=Path(settings.sandbox_runtime).absolute(),
        disk_bytes=settings.sandbox_disk_bytes,
        disk_kind=disk.kind_of(settings.sandbox_disk),
    )


def _remove_stale(state: Path, mine: Path) -> None:
    """Remove the work directories of processes that are gone (and a leftover of this pid)."""
    for entry in state.glob("replica-*"):
        pid = entry.name.removeprefix("replica-")
        alive = entry == mine
        if pid.isdigit() and entry != mine:
            try:
                os.kill(int(pid), 0)
                alive = True
            except ProcessLookupError:
                alive = False
            except PermissionError:
                alive = True
        if not alive or entry == mine:
            disk.unmount_under(entry)  # the disks of that process's copies
            shutil.rmtree(entry, ignore_errors=True)
