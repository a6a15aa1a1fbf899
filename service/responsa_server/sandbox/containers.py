"""`LocalSandbox`: a project's containers on this replica. A container is a work directory
(under `<state>/<container id>/work`, mode 0700, owned by root between calls: the mount point
of its own size-limited disk, disk.py) and its settings; a call runs in a jail over it
(runner.py), and says which files it made or changed and which figures it showed.
Containers are project-scoped: another project's id answers exactly like an unknown one.

What is NOT here yet (docs/sandbox.md): containers live in this process's memory and their
files on this host's disk, so another replica does not know them and a restart forgets them.
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
        container_id = new_id("cntr")
        work = self._state / container_id / "work"

        def make() -> None:
            self._root.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self._state, 0o700)
            work.mkdir(parents=True, mode=0o700)

        await asyncio.to_thread(make)
        await self.disks.attach(work)
        container = Container(container_id, project, name, memory_limit, work)
        self._containers[container_id] = container
        return container

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
