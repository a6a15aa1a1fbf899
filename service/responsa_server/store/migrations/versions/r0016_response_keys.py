"""The API key that created each stored response (`GET /v1/responses?key_id=`, docs/console.md).

Revision ID: r0016_response_keys
Revises: r0015_response_search
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0016_response_keys"
down_revision: str | None = "r0015_response_search"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add `responses.key_id` (NULL for responses stored before) and its listing index (a
    plain ADD COLUMN on both dialects: no table is rebuilt)."""
    op.add_column("responses", sa.Column("key_id", sa.String(length=64), nullable=True))
    op.create_index(
        "ix_responses_project_key_id_created_at_id",
        "responses",
        ["project", "key_id", "created_at", "id"],
    )


def downgrade() -> None:
    """Drop them again."""
    op.drop_index("ix_responses_project_key_id_created_at_id", table_name="responses")
    with op.batch_alter_table("responses") as batch:
        batch.drop_column("key_id")
