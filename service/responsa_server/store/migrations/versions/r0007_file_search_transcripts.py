"""What the model read for each file search, for exact replay in chains and conversations.

Revision ID: r0007_file_search_transcripts
Revises: r0006_files_vector_stores
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0007_file_search_transcripts"
down_revision: str | None = "r0006_files_vector_stores"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create the transcripts table, keyed by (project, item_id)."""
    op.create_table(
        "file_search_transcripts",
        sa.Column("project", sa.String(64), primary_key=True),
        sa.Column("item_id", sa.String(128), primary_key=True),
        sa.Column("name", sa.String(256), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop the transcripts table."""
    op.drop_table("file_search_transcripts")
