"""`Sandbox`: the jail side of containers, the narrow part below the stored layer
(containers/): a work directory per container, its files, and the commands run over it.

The stored containers (their records, files in the blob store, leases and expiry) are kept by
containers/ in the API process, which `adopt`s a container here before each call, puts and
lists its files through this interface (working_copy.py) and runs the call. Two
implementations: `LocalSandbox` (containers.py), whose jails run in this process (the default
of `responsa serve`: nothing else to start), and `RemoteSandbox` (remote.py), a client of a
`responsa sandbox` process speaking SandboxService, so that the API process needs no privilege.
Every container belongs to a project: a call naming another project's id answers like an
unknown one.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from responsa_server.sandbox.files import FileInfo
from responsa_server.sandbox.runner import Limits, OnOutput, Outcome

__all__ = ["PROJECT_METADATA", "Container", "Sandbox"]

# The gRPC metadata the API process names the caller's project in, when it calls `responsa
# sandbox` (the shared token in `authorization` vouches for it).
PROJECT_METADATA = "x-responsa-project"


@dataclass(slots=True)
class Container:
    """One container's work directory as the sandbox knows it: owner, name, settings."""

    id: str
    project: str
    name: str
    memory_limit: str
    created_at: int = field(default_factory=lambda: int(time.time()))
    last_active_at: int = field(default_factory=lambda: int(time.time()))


class Sandbox(Protocol):
    """Work directories of projects' containers, their files, and the commands run in them."""

    @property
    def unavailable(self) -> str | None:
        """Why containers cannot run here (None: they can)."""
        ...

    @property
    def limits(self) -> Limits:
        """The limits of a call that asks for none (a call may ask for lower ones)."""
        ...

    async def adopt(
        self, container_id: str, project: str, name: str = "", memory_limit: str = "1g"
    ) -> Container:
        """The work directory of the stored container `container_id`: the one already here
        (its files kept), or a new, empty one. Ids are unique across projects: one another
        project holds here is refused (LookupError)."""
        ...

    async def forget(self, project: str, container_id: str) -> bool:
        """Drop the container's work directory; whether there was one of `project`."""
        ...

    async def put_file(self, container: Container, path: str, data: bytes) -> str:
        """Write a file; its `/mnt/data/...` path (files.BadPath for a bad path)."""
        ...

    async def read_file(self, container: Container, path: str, limit: int) -> bytes | None:
        """A regular file's bytes, or None (none there, or over `limit` or what the
        implementation carries: remote.py)."""
        ...

    async def list_files(self, container: Container) -> list[FileInfo]:
        """The container's regular files with their sizes and modification times (what tells a
        changed file from the copy put there)."""
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
        """Run a command in the container (one call at a time per container); its output
        handed to `on_output` as it comes."""
        ...
