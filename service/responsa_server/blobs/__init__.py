"""Where uploaded files' bytes live: one small interface, a local directory or an S3 bucket."""

from responsa_server.blobs.local import LocalBlobStore
from responsa_server.blobs.store import BlobStore, open_blob_store

# S3BlobStore (blobs/s3.py) is imported where it is used: obstore is the optional `s3` extra.
__all__ = ["BlobStore", "LocalBlobStore", "open_blob_store"]
