"""Files, vector stores, their files, file batches and chunks (with keyword search indexes).

Revision ID: r0006_files_vector_stores
Revises: r0005_conversations
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0006_files_vector_stores"
down_revision: str | None = "r0005_conversations"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create the five tables, and the full-text index of chunks for the dialect."""
    op.create_table(
        "files",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("expires_at", sa.BigInteger(), nullable=True),
        sa.Column("filename", sa.String(1024), nullable=False),
        sa.Column("purpose", sa.String(64), nullable=False),
        sa.Column("bytes", sa.BigInteger(), nullable=False),
        sa.Column("blob_key", sa.String(512), nullable=False),
    )
    op.create_index("ix_files_project_created_at_id", "files", ["project", "created_at", "id"])
    op.create_table(
        "vector_stores",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("last_active_at", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("metadata_json", sa.Text(), nullable=False),
        sa.Column("expires_after_json", sa.Text(), nullable=True),
    )
    op.create_index(
        "ix_vector_stores_project_created_at_id", "vector_stores", ["project", "created_at", "id"]
    )
    op.create_table(
        "vector_store_files",
        sa.Column("vector_store_id", sa.String(128), primary_key=True),
        sa.Column("file_id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(32), nullable=False),
        sa.Column("last_error_json", sa.Text(), nullable=True),
        sa.Column("attributes_json", sa.Text(), nullable=False),
        sa.Column("chunking_json", sa.Text(), nullable=False),
        sa.Column("usage_bytes", sa.BigInteger(), nullable=False),
        sa.Column("batch_id", sa.String(128), nullable=True),
        sa.Column("lease_owner", sa.String(128), nullable=True),
        sa.Column("lease_expires_at", sa.Float(), nullable=True),
    )
    op.create_index("ix_vector_store_files_file_id", "vector_store_files", ["file_id"])
    op.create_index("ix_vector_store_files_status", "vector_store_files", ["status"])
    op.create_index("ix_vector_store_files_batch_id", "vector_store_files", ["batch_id"])
    op.create_table(
        "vector_store_file_batches",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("vector_store_id", sa.String(128), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("cancelled", sa.Integer(), nullable=False),
    )
    op.create_table(
        "vector_store_chunks",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("vector_store_id", sa.String(128), nullable=False),
        sa.Column("file_id", sa.String(128), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("embedding", sa.LargeBinary(), nullable=False),
    )
    op.create_index(
        "ix_vector_store_chunks_store_file", "vector_store_chunks", ["vector_store_id", "file_id"]
    )
    op.create_index("ix_vector_store_chunks_file_id", "vector_store_chunks", ["file_id"])
    if op.get_bind().dialect.name == "postgresql":
        # Keyword side of hybrid search: a GIN index over the English text search vector.
        op.execute(
            "CREATE INDEX ix_vector_store_chunks_fts ON vector_store_chunks "
            "USING gin (to_tsvector('english', text))"
        )
    else:
        # FTS5 over the chunk text (external content: the text is stored once), kept in step
        # by triggers.
        op.execute(
            "CREATE VIRTUAL TABLE vector_store_chunks_fts USING fts5("
            "text, content='vector_store_chunks', content_rowid='id', tokenize='porter')"
        )
        op.execute(
            "CREATE TRIGGER vector_store_chunks_ai AFTER INSERT ON vector_store_chunks BEGIN "
            "INSERT INTO vector_store_chunks_fts(rowid, text) VALUES (new.id, new.text); END"
        )
        op.execute(
            "CREATE TRIGGER vector_store_chunks_ad AFTER DELETE ON vector_store_chunks BEGIN "
            "INSERT INTO vector_store_chunks_fts(vector_store_chunks_fts, rowid, text) "
            "VALUES ('delete', old.id, old.text); END"
        )


def downgrade() -> None:
    """Drop everything upgrade created."""
    if op.get_bind().dialect.name != "postgresql":
        op.execute("DROP TRIGGER IF EXISTS vector_store_chunks_ad")
        op.execute("DROP TRIGGER IF EXISTS vector_store_chunks_ai")
        op.execute("DROP TABLE IF EXISTS vector_store_chunks_fts")
    for table in (
        "vector_store_chunks",
        "vector_store_file_batches",
        "vector_store_files",
        "vector_stores",
        "files",
    ):
        op.drop_table(table)
