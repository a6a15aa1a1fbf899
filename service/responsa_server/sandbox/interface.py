"""`Sandbox`: what the engine (code_interpreter) and the edges (SandboxService) need from the
sandbox, and nothing more.

Two implementations: `LocalSandbox` (containers.py), whose jails run in this process (the default
of `responsa serve`: nothing else to start), and `RemoteSandbox` (remote.py), a client of a
`responsa sandbox` process speaking SandboxService, so that the API process needs no privilege.
Every container belongs to a project: a lookup with another project answers like an unknown id.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from responsa_server.sandbox.files import FileInfo
from responsa_server.sandbox.runner import Limits, OnOutput, Outcome

__all__ = ["PROJECT_METADATA", "Container", "Sandbox"]

# The gRPC metadata the API process names the caller's project in, when it calls `responsa
# sandbox` (the shared token in `authorization` vouches for it).
PROJECT_METADATA = "x-responsa-project"


@dataclass(slots=True)
class Container:
    """One container as the callers see it: who owns it, its name and settings."""

    id: str
    project: str
    name: str
    memory_limit: str
    created_at: int = field(default_factory=lambda: int(time.time()))
    last_active_at: int = field(default_factory=lambda: int(time.time()))


@runtime_checkable
class Sandbox(Protocol):
    """Containers of projects, their files, and the commands run in them."""

    @property
    def unavailable(self) -> str | None:
        """Why containers cannot run here (None: they can)."""
        ...

    @property
    def limits(self) -> Limits:
        """The limits of a call that asks for none (a call may ask for lower ones)."""
        ...

    async def create(self, project: str, name: str = "", memory_limit: str = "1g") -> Container:
        """A new, empty container of `project`."""
        ...

    async def get(self, project: str, container_id: str) -> Container | None:
        """The project's container, or None (unknown, or another project's)."""
        ...

    async def listed(self, project: str) -> list[Container]:
        """The project's containers, oldest first."""
        ...

    async def destroy(self, project: str, container_id: str) -> bool:
        """Delete the container and its files; whether it was the project's."""
        ...

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file; its `/mnt/data/...` path (files.BadPath for a bad path)."""
        ...

    async def get_file(self, container: Container, path: str) -> bytes | None:
        """A regular file's bytes, or None (files.BadPath for a bad path)."""
        ...

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files, by path."""
        ...

    async def delete_file(self, container: Container, path: str) -> bool:
        """Remove a file; whether there was one (files.BadPath for a bad path)."""
        ...

    async def run(
        self,
        container: Container,
        argv: Sequence[str],
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a command in the container (one call at a time per container)."""
        ...

    async def run_python(
        self,
        container: Container,
        code: str,
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a Python cell: a fresh interpreter (files persist between cells, variables do
        not)."""
        ...
