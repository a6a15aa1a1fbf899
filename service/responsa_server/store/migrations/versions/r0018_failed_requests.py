"""The failed-requests log: creates that never became a stored response (docs/console.md).

Revision ID: r0018_failed_requests
Revises: r0017_containers
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0018_failed_requests"
# Written beside r0017_containers; placed after it when both landed.
down_revision: str | None = "r0017_containers"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create `failed_requests` with its listing and retention indexes."""
    op.create_table(
        "failed_requests",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("request_id", sa.String(128), nullable=False),
        sa.Column("key_id", sa.String(64), nullable=True),
        sa.Column("model", sa.String(256), nullable=True),
        sa.Column("method", sa.String(128), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("code", sa.String(128), nullable=True),
        sa.Column("param", sa.String(256), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("upstream_attempts", sa.Integer(), nullable=False),
        sa.Column("response_id", sa.String(128), nullable=True),
        sa.Column("duration_ms", sa.Float(), nullable=False),
    )
    op.create_index(
        "ix_failed_requests_project_created_at_id",
        "failed_requests",
        ["project", "created_at", "id"],
    )
    op.create_index("ix_failed_requests_created_at", "failed_requests", ["created_at"])


def downgrade() -> None:
    """Drop the table (its indexes with it)."""
    op.drop_table("failed_requests")
