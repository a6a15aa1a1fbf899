"""`WorkingCopies`: this replica's copies of stored containers' files, in the sandbox's work
directories.

Before a call, `materialise` makes the work directory hold exactly the container's stored files:
a file whose copy is up to date (same blob key, and on disk the size and modification time it
had when it was put there) is kept, any other is fetched from the blob store, anything else is
removed. After the call, `changes` compares the directory with that manifest: a new file, or
one whose size or modification time (nanoseconds) changed, was written by the call; one that
is gone was deleted. The copies are a cache: a new process starts with empty work directories
and fetches what a call needs.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from responsa_server.blobs import BlobStore
from responsa_server.containers.records import ContainerFile
from responsa_server.sandbox import Container, FileInfo, Sandbox

log = logging.getLogger("responsa.containers")


@dataclass(frozen=True, slots=True)
class Copy:
    """A stored file as copied here: the row, and the size and mtime its copy had."""

    file: ContainerFile
    size: int
    modified_ns: int


@dataclass(frozen=True, slots=True)
class Changes:
    """What a call did: the files it wrote (new or changed) and the stored ones it removed."""

    written: list[FileInfo]
    removed: list[ContainerFile]


class WorkingCopies:
    """The manifests of this replica's work directories (module docstring)."""

    def __init__(self, sandbox: Sandbox, blobs: BlobStore) -> None:
        self._sandbox = sandbox
        self._blobs = blobs
        self._manifests: dict[str, dict[str, Copy]] = {}

    async def materialise(self, container: Container, stored: list[ContainerFile]) -> None:
        """Make the work directory hold exactly `stored` (fetching only what changed)."""
        manifest = self._manifests.pop(container.id, {})
        wanted = {f.path: f for f in stored}
        kept: dict[str, Copy] = {}
        for info in await self._sandbox.list_files(container):
            copy = manifest.get(info.path)
            target = wanted.get(info.path)
            if (
                target is not None
                and copy is not None
                and copy.file.blob_key == target.blob_key
                and (copy.size, copy.modified_ns) == (info.bytes, info.modified_ns)
            ):
                kept[info.path] = copy
            else:
                await self._sandbox.delete_file(container, info.path)
        fetched: dict[str, ContainerFile] = {}
        for path, target in wanted.items():
            if path in kept:
                continue
            try:
                data = await self._blobs.get(target.blob_key)
                await self._sandbox.put_file(container, path, data)
            except (KeyError, OSError, ValueError):
                # A file whose bytes are gone (or whose path a directory now holds) is left
                # out of this call rather than failing it.
                log.exception("container %s: could not copy %s", container.id, path)
                continue
            fetched[path] = target
        if fetched:
            for info in await self._sandbox.list_files(container):
                if info.path in fetched:
                    kept[info.path] = Copy(fetched[info.path], info.bytes, info.modified_ns)
        self._manifests[container.id] = kept

    async def changes(self, container: Container) -> Changes:
        """What the call since `materialise` wrote and removed."""
        manifest = self._manifests.get(container.id, {})
        listed = await self._sandbox.list_files(container)
        written = [
            info
            for info in listed
            if (copy := manifest.get(info.path)) is None
            or (copy.size, copy.modified_ns) != (info.bytes, info.modified_ns)
        ]
        present = {info.path for info in listed}
        removed = [copy.file for path, copy in manifest.items() if path not in present]
        return Changes(written, removed)

    def recorded(
        self, container: Container, stored: list[tuple[ContainerFile, FileInfo]], removed: list[str]
    ) -> None:
        """The call's changes are stored: its copies are now up to date."""
        manifest = self._manifests.setdefault(container.id, {})
        for path in removed:
            manifest.pop(path, None)
        for file, info in stored:
            manifest[file.path] = Copy(file, info.bytes, info.modified_ns)

    def forget(self, container_id: str) -> None:
        """The container's copy is gone (or no longer to be trusted)."""
        self._manifests.pop(container_id, None)
