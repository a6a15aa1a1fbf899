"""`BlobStore`: put, get and delete whole objects by key; `open_blob_store` picks one from a URL."""

from __future__ import annotations

from typing import Protocol


class BlobStore(Protocol):
    """Opaque bytes by key. Keys are `<project>/<file id>`; values are written once."""

    async def put(self, key: str, data: bytes) -> None:
        """Store `data` under `key` (replacing anything there)."""

    async def get(self, key: str) -> bytes:
        """The bytes under `key`; KeyError when there are none."""

    async def delete(self, key: str) -> None:
        """Remove `key`; a missing key is not an error."""

    async def close(self) -> None:
        """Release connections."""


def open_blob_store(url: str) -> BlobStore:
    """`s3://bucket[/prefix]` (endpoint and credentials from the AWS_* environment, see
    README) or a local directory path (`file://` optional)."""
    from responsa_server.blobs.local import LocalBlobStore

    if url.startswith("s3://"):
        try:
            from responsa_server.blobs.s3 import S3BlobStore
        except ImportError:
            raise SystemExit(
                "RESPONSA_BLOB_STORE is s3:// but obstore is not installed: "
                "pip install 'responsa[s3]'"
            ) from None
        return S3BlobStore.from_url(url)
    return LocalBlobStore(url.removeprefix("file://"))
