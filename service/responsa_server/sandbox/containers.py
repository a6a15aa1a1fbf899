"""`LocalSandbox`: the containers this process works on. A container here is a work directory
(under `<state>/replica-<pid>/<container id>/work`, mode 0700, owned by root between calls:
the mount point of its own size-limited disk, disk.py) and its settings; a call runs in a jail
over it (runner.py), and says which files it made or changed and which figures it showed.
Containers are project-scoped: another project's id answers exactly like an unknown one.

The work directories are this process's own (each process of a host has its own
`replica-<pid>` directory; those of processes that are gone are removed when the first
container is made). What outlives the process, the container records and their files, is
kept by containers/ (the Containers API), which `adopt`s a stored container here and
materialises its files before each call.
"""

from __future__ import annotations

import asyncio
import dataclasses
import os
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from responsa_server.model.ids import new_id
from responsa_server.sandbox import disk, files
from responsa_server.sandbox.files import FileInfo
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
READ_LIMIT = 64 << 20  # the largest file read back from a container
DISK_BYTES = 1 << 30  # what a container's files may use in total (RESPONSA_SANDBOX_DISK_BYTES)


@dataclass(slots=True)
class Container:
    """One container: who owns it, its name and settings, where its files are."""

    id: str
    project: str
    name: str
    memory_limit: str
    work: Path
    created_at: int = field(default_factory=lambda: int(time.time()))
    last_active_at: int = field(default_factory=lambda: int(time.time()))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class LocalSandbox:
    """Containers whose calls run in jails on this host (the sandbox inside `responsa serve`)."""

    def __init__(
        self,
        state: Path,
        limits: Limits | None = None,
        runtime: Path | None = None,
        disk_bytes: int = DISK_BYTES,
    ) -> None:
        self._state = state
        self._mine = state / f"replica-{os.getpid()}"
        self._pruned = False
        self._root = state / ".root"  # the jails' (empty) mount point, one for all
        self.limits = limits or Limits()
        # The cells' Python (`make sandbox-tools` builds it), bound read-only into every jail.
        self.runtime = runtime or Path("build/sandbox-runtime").absolute()
        self.disks = disk.Disks(disk_bytes)
        self._containers: dict[str, Container] = {}
        # Why jails cannot be made on this host (None: they can); checked once, at start.
        self.unavailable = available(self.runtime)

    async def create(self, project: str, name: str = "", memory_limit: str = "1g") -> Container:
        """A new, empty container of `project`."""
        return await self.adopt(new_id("cntr"), project, name, memory_limit)

    async def adopt(
        self, container_id: str, project: str, name: str = "", memory_limit: str = "1g"
    ) -> Container:
        """The container `container_id` of `project` here: the one this process has, or a new
        one with that id and an empty work directory."""
        found = self._containers.get(container_id)
        if found is not None and found.project == project:
            return found
        work = self._mine / container_id / "work"
        prune = not self._pruned
        self._pruned = True

        def make() -> None:
            self._root.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self._state, 0o700)
            if prune:
                _remove_stale(self._state, self._mine)
            self._mine.mkdir(exist_ok=True, mode=0o700)
            disk.unmount_under(work.parent)  # a copy of another project's container, if any
            shutil.rmtree(work.parent, ignore_errors=True)
            work.mkdir(parents=True, mode=0o700)

        await asyncio.to_thread(make)
        await self.disks.attach(work)
        container = Container(container_id, project, name, memory_limit, work)
        self._containers[container_id] = container
        return container

    async def forget(self, container_id: str) -> None:
        """Drop this process's copy of a container (its work directory), if it has one."""
        container = self._containers.pop(container_id, None)
        if container is not None:
            async with container.lock:
                await self.disks.detach(container.work)
                await asyncio.to_thread(shutil.rmtree, container.work.parent, True)

    def get(self, project: str, container_id: str) -> Container | None:
        """The project's container, or None (unknown, or another project's)."""
        container = self._containers.get(container_id)
        return container if container is not None and container.project == project else None

    def listed(self, project: str) -> list[Container]:
        """The project's containers, oldest first."""
        return [c for c in self._containers.values() if c.project == project]

    async def destroy(self, project: str, container_id: str) -> bool:
        """Delete the container and its files; whether it was the project's."""
        container = self.get(project, container_id)
        if container is None:
            return False
        del self._containers[container_id]
        async with container.lock:
            await self.disks.detach(container.work)
            await asyncio.to_thread(shutil.rmtree, container.work.parent, True)
        return True

    async def close(self) -> None:
        """Unmount the disks of this process's containers (their images stay on disk)."""
        for container in list(self._containers.values()):
            async with container.lock:
                await self.disks.detach(container.work)

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file into the container; its `/mnt/data/...` path (files.BadPath: a 400)."""
        await self.disks.attach(container.work)  # mounted again after a restart
        return await asyncio.to_thread(files.write_file, container.work, path, data)

    async def read_file(self, container: Container, path: str, limit: int) -> bytes | None:
        """A regular file's bytes up to `limit` (None: none there, or larger)."""
        return await asyncio.to_thread(files.read_file, container.work, path, limit)

    async def get_file(self, container: Container, path: str) -> bytes | None:
        """A regular file's bytes, or None."""
        await self.disks.attach(container.work)
        return await asyncio.to_thread(files.read_file, container.work, path, READ_LIMIT)

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files."""
        await self.disks.attach(container.work)
        return await asyncio.to_thread(files.list_files, container.work)

    async def delete_file(self, container: Container, path: str) -> bool:
        """Remove a file; whether there was one."""
        await self.disks.attach(container.work)
        return await asyncio.to_thread(files.delete_file, container.work, path)

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
        async with container.lock:
            await self.disks.attach(container.work)
            before = await asyncio.to_thread(files.list_files, container.work)
            uid = next_uid()
            await asyncio.to_thread(files.own, container.work, uid)
            try:
                outcome = await run_jailed(
                    self._root, container.work, self.runtime, uid, list(argv), chosen, on_output
                )
            finally:
                # Between calls nothing of a run's uid is left: the files go back to root.
                await asyncio.to_thread(files.own, container.work, 0)
                container.last_active_at = int(time.time())
            outcome.images = await asyncio.to_thread(files.take_shown, container.work)
            outcome.changed = files.changed(
                before, await asyncio.to_thread(files.list_files, container.work)
            )
            outcome.disk_full = await asyncio.to_thread(disk.is_full, container.work)
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
