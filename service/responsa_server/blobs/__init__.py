"""Where uploaded files' bytes live: one small interface, a local directory or an S3 bucket."""

from responsa_server.blobs.local import LocalBlobStore
from responsa_server.blobs.s3 import S3BlobStore
from responsa_server.blobs.store import BlobStore, open_blob_store

__all__ = ["BlobStore", "LocalBlobStore", "S3BlobStore", "open_blob_store"]
