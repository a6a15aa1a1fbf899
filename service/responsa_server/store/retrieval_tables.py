"""Tables of the Files and Vector Stores APIs (migration r0006_files_vector_stores).

Every row carries its `project`; every lookup filters by it. JSON columns are orjson text, as in
tables.py. Chunk embeddings are little-endian float32 bytes (the index modules read them).
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Float, Index, Integer, LargeBinary, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class FileRow(TableBase):
    """One uploaded file; its bytes are in the blob store under `blob_key`."""

    __tablename__ = "files"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    expires_at: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    filename: Mapped[str] = mapped_column(String(1024), nullable=False)
    purpose: Mapped[str] = mapped_column(String(64), nullable=False)
    bytes: Mapped[int] = mapped_column(BigInteger, nullable=False)
    blob_key: Mapped[str] = mapped_column(String(512), nullable=False)

    __table_args__ = (Index("ix_files_project_created_at_id", "project", "created_at", "id"),)


class VectorStoreRow(TableBase):
    """One vector store; file counts and usage are computed from its files."""

    __tablename__ = "vector_stores"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    last_active_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    name: Mapped[str] = mapped_column(Text, nullable=False)
    description: Mapped[str | None] = mapped_column(Text, nullable=True)
    metadata_json: Mapped[str] = mapped_column(Text, nullable=False)
    expires_after_json: Mapped[str | None] = mapped_column(Text, nullable=True)

    __table_args__ = (
        Index("ix_vector_stores_project_created_at_id", "project", "created_at", "id"),
    )


class VectorStoreFileRow(TableBase):
    """A file attached to a vector store, with its ingestion status."""

    __tablename__ = "vector_store_files"

    vector_store_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    file_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    status: Mapped[str] = mapped_column(String(32), nullable=False)
    last_error_json: Mapped[str | None] = mapped_column(Text, nullable=True)
    attributes_json: Mapped[str] = mapped_column(Text, nullable=False)
    chunking_json: Mapped[str] = mapped_column(Text, nullable=False)
    usage_bytes: Mapped[int] = mapped_column(BigInteger, nullable=False)
    batch_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    # The replica ingesting the file and until when (unix seconds); another replica takes the
    # file over once the lease has expired (its ingester died).
    lease_owner: Mapped[str | None] = mapped_column(String(128), nullable=True)
    lease_expires_at: Mapped[float | None] = mapped_column(Float, nullable=True)
    # Bumped by every claim: an ingester's completion carries the epoch it claimed and is
    # refused once another replica took the file over (fencing).
    lease_epoch: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)

    __table_args__ = (
        Index("ix_vector_store_files_file_id", "file_id"),
        Index("ix_vector_store_files_status", "status"),
        Index("ix_vector_store_files_batch_id", "batch_id"),
    )


class FileBatchRow(TableBase):
    """A file batch; its counts come from the vector_store_files rows naming it."""

    __tablename__ = "vector_store_file_batches"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    vector_store_id: Mapped[str] = mapped_column(String(128), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    cancelled: Mapped[int] = mapped_column(Integer, nullable=False)


class ChunkRow(TableBase):
    """One chunk of an ingested file in one vector store, with its embedding."""

    __tablename__ = "vector_store_chunks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    vector_store_id: Mapped[str] = mapped_column(String(128), nullable=False)
    file_id: Mapped[str] = mapped_column(String(128), nullable=False)
    position: Mapped[int] = mapped_column(Integer, nullable=False)
    text: Mapped[str] = mapped_column(Text, nullable=False)
    embedding: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)

    __table_args__ = (
        Index("ix_vector_store_chunks_store_file", "vector_store_id", "file_id"),
        Index("ix_vector_store_chunks_file_id", "file_id"),
    )


files_table = cast(Table, FileRow.__table__)
vector_stores_table = cast(Table, VectorStoreRow.__table__)
vector_store_files_table = cast(Table, VectorStoreFileRow.__table__)
file_batches_table = cast(Table, FileBatchRow.__table__)
chunks_table = cast(Table, ChunkRow.__table__)


class _ChunkWrites:
    generation = 0


def chunks_changed() -> None:
    """Note a chunk insert or delete by this process (exact search's vector cache checks it;
    on SQLite, which reuses the highest row id after a delete, ids alone cannot tell)."""
    _ChunkWrites.generation += 1


def chunk_generation() -> int:
    """How many chunk writes this process made."""
    return _ChunkWrites.generation
