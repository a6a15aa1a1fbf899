"""`LocalSandbox`: a project's containers on this replica. A container is a work directory
(under `<state>/<container id>/work`, mode 0700, owned by root between calls) and its
settings; a call runs in a jail over it (runner.py). Containers are project-scoped: another
project's id answers exactly like an unknown one.

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
from pathlib import Path

from responsa_server.model.ids import new_id
from responsa_server.sandbox import files
from responsa_server.sandbox.files import FileInfo
from responsa_server.sandbox.interface import Container
from responsa_server.sandbox.runner import (
    SYSTEM_PYTHON,
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


class LocalSandbox:
    """Containers whose calls run in jails on this host (the sandbox inside `responsa serve`,
    or `responsa sandbox`); a `Sandbox` (interface.py)."""

    def __init__(self, state: Path, limits: Limits | None = None) -> None:
        self._state = state
        self._root = state / ".root"  # the jails' (empty) mount point, one for all
        self.limits = limits or Limits()
        self._containers: dict[str, Container] = {}
        # One call at a time per container.
        self._locks: dict[str, asyncio.Lock] = {}
        # Why jails cannot be made on this host (None: they can); checked once, at start.
        self.unavailable = available()

    async def create(self, project: str, name: str = "", memory_limit: str = "1g") -> Container:
        """A new, empty container of `project`."""
        container_id = new_id("cntr")
        work = self.work_of(container_id)

        def make() -> None:
            self._root.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(self._state, 0o700)
            work.mkdir(parents=True, mode=0o700)

        await asyncio.to_thread(make)
        container = Container(container_id, project, name, memory_limit)
        self._containers[container_id] = container
        self._locks[container_id] = asyncio.Lock()
        return container

    def work_of(self, container_id: str) -> Path:
        """The container's work directory on this host (its /mnt/data)."""
        return self._state / container_id / "work"

    async def get(self, project: str, container_id: str) -> Container | None:
        """The project's container, or None (unknown, or another project's)."""
        container = self._containers.get(container_id)
        return container if container is not None and container.project == project else None

    async def listed(self, project: str) -> list[Container]:
        """The project's containers, oldest first."""
        return [c for c in self._containers.values() if c.project == project]

    async def destroy(self, project: str, container_id: str) -> bool:
        """Delete the container and its files; whether it was the project's."""
        container = await self.get(project, container_id)
        if container is None:
            return False
        del self._containers[container_id]
        async with self._locks.pop(container_id, asyncio.Lock()):
            await asyncio.to_thread(shutil.rmtree, self.work_of(container_id).parent, True)
        return True

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file into the container; its `/mnt/data/...` path (files.BadPath: a 400)."""
        return await asyncio.to_thread(files.write_file, self.work_of(container.id), path, data)

    async def get_file(self, container: Container, path: str) -> bytes | None:
        """A regular file's bytes, or None."""
        return await asyncio.to_thread(
            files.read_file, self.work_of(container.id), path, READ_LIMIT
        )

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files."""
        return await asyncio.to_thread(files.list_files, self.work_of(container.id))

    async def delete_file(self, container: Container, path: str) -> bool:
        """Remove a file; whether there was one."""
        return await asyncio.to_thread(files.delete_file, self.work_of(container.id), path)

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
        async with self._locks.setdefault(container.id, asyncio.Lock()):
            uid = next_uid()
            await asyncio.to_thread(files.own, work, uid)
            try:
                return await run_jailed(self._root, work, uid, list(argv), chosen, on_output)
            finally:
                # Between calls nothing of a run's uid is left: the files go back to root.
                await asyncio.to_thread(files.own, work, 0)
                container.last_active_at = int(time.time())

    async def run_python(
        self,
        container: Container,
        code: str,
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a Python cell (a fresh interpreter: files persist between cells, variables
        do not)."""
        argv = [SYSTEM_PYTHON, "-I", "-u", "-c", code]
        return await self.run(container, argv, on_output, limits)
