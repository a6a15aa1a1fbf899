"""Sandbox containers and their files as stored objects (docs/sandbox.md): any replica can
run a container's calls, and a restart forgets none.

Revision ID: r0017_containers
Revises: r0016_response_keys
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0017_containers"
down_revision: str | None = "r0016_response_keys"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create `containers` (with the writer's lease) and `container_files` (one row per path;
    the bytes are in the blob store under `blob_key`)."""
    op.create_table(
        "containers",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("name", sa.String(256), nullable=False),
        sa.Column("memory_limit", sa.String(8), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("last_active_at", sa.Float(), nullable=False),
        sa.Column("idle_seconds", sa.Float(), nullable=False),
        sa.Column("lease_owner", sa.String(64), nullable=True),
        sa.Column("lease_expires_at", sa.Float(), nullable=True),
    )
    op.create_index(
        "ix_containers_project_created_at_id", "containers", ["project", "created_at", "id"]
    )
    op.create_index(
        "ix_containers_status_last_active_at", "containers", ["status", "last_active_at"]
    )
    op.create_table(
        "container_files",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("container_id", sa.String(128), nullable=False),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("path", sa.String(1024), nullable=False),
        sa.Column("bytes", sa.BigInteger(), nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("blob_key", sa.String(512), nullable=False),
    )
    op.create_index(
        "ux_container_files_container_id_path",
        "container_files",
        ["container_id", "path"],
        unique=True,
    )


def downgrade() -> None:
    """Drop both tables."""
    op.drop_table("container_files")
    op.drop_table("containers")
