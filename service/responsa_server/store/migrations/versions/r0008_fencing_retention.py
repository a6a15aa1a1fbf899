"""Lease epochs (fencing) for background jobs and ingestions; what retention sweeps by.

Revision ID: r0008_fencing_retention
Revises: r0007_file_search_transcripts
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0008_fencing_retention"
down_revision: str | None = "r0007_file_search_transcripts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the epoch columns, the jobs' end time, and the indexes the retention sweeper walks."""
    op.add_column(
        "background_jobs", sa.Column("epoch", sa.BigInteger(), nullable=False, server_default="0")
    )
    op.add_column("background_jobs", sa.Column("ended_at", sa.Float(), nullable=True))
    op.create_index("ix_background_jobs_ended_at", "background_jobs", ["ended_at"])
    op.add_column(
        "vector_store_files",
        sa.Column("lease_epoch", sa.BigInteger(), nullable=False, server_default="0"),
    )
    op.create_index("ix_responses_created_at", "responses", ["created_at"])


def downgrade() -> None:
    """Drop them again."""
    op.drop_index("ix_responses_created_at", "responses")
    with op.batch_alter_table("vector_store_files") as batch:
        batch.drop_column("lease_epoch")
    op.drop_index("ix_background_jobs_ended_at", "background_jobs")
    with op.batch_alter_table("background_jobs") as batch:
        batch.drop_column("ended_at")
        batch.drop_column("epoch")
