"""`S3BlobStore`: objects in an S3-compatible bucket through obstore (Rust object_store).

obstore is a single prebuilt wheel with a native asyncio API (no thread pool, no botocore);
it speaks to AWS S3, MinIO, Ceph, R2 or any S3-compatible endpoint.
"""

from __future__ import annotations

from typing import Any

import obstore
from obstore.exceptions import NotFoundError
from obstore.store import S3Store


class S3BlobStore:
    """Keys are object names below an optional prefix of one bucket."""

    def __init__(self, store: Any) -> None:
        self._store = store

    @classmethod
    def from_url(cls, url: str, **config: Any) -> S3BlobStore:
        """`s3://bucket[/prefix]`; endpoint, region and credentials come from `config` or the
        standard AWS_* environment variables (AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, ...)."""
        return cls(S3Store.from_url(url, **config))

    async def put(self, key: str, data: bytes) -> None:
        """Upload the object (one PUT)."""
        await obstore.put_async(self._store, key, data)

    async def get(self, key: str) -> bytes:
        """Download the object; KeyError when missing."""
        try:
            result = await obstore.get_async(self._store, key)
        except (NotFoundError, FileNotFoundError):
            raise KeyError(key) from None
        return bytes(await result.bytes_async())

    async def delete(self, key: str) -> None:
        """Delete the object (S3 DELETE is idempotent)."""
        try:
            await obstore.delete_async(self._store, key)
        except (NotFoundError, FileNotFoundError):
            return

    async def close(self) -> None:
        """obstore keeps no connection state that needs closing."""
