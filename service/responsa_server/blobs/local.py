"""`LocalBlobStore`: one file per key under a directory (the embedded default)."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path


class LocalBlobStore:
    """Keys map onto paths below `root`; writes go through a temp file and a rename, so a
    reader never sees half an object."""

    def __init__(self, root: str | Path) -> None:
        self._root = Path(root).resolve()

    def _path(self, key: str) -> Path:
        path = (self._root / key).resolve()
        if not path.is_relative_to(self._root) or path == self._root:
            raise ValueError(f"blob key outside the store: {key!r}")
        return path

    async def put(self, key: str, data: bytes) -> None:
        """Write the object atomically."""
        await asyncio.to_thread(self._write, self._path(key), data)

    @staticmethod
    def _write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
        temp.write_bytes(data)
        os.replace(temp, path)

    async def get(self, key: str) -> bytes:
        """The object's bytes; KeyError when missing."""
        try:
            return await asyncio.to_thread(self._path(key).read_bytes)
        except FileNotFoundError:
            raise KeyError(key) from None

    async def delete(self, key: str) -> None:
        """Remove the object if present."""
        await asyncio.to_thread(self._path(key).unlink, missing_ok=True)

    async def close(self) -> None:
        """Nothing to release."""
