"""Answered MCP approval requests, so each is answered (and its call run) once.

Revision ID: 0002_mcp_approvals
Revises: 0001_initial
Create Date: 2026-11-21
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002_mcp_approvals"
down_revision: str | None = "0001_initial"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create the table; its primary key is what makes a second answer fail."""
    op.create_table(
        "mcp_approvals",
        sa.Column("approval_request_id", sa.String(128), primary_key=True),
        sa.Column("response_id", sa.String(128), nullable=False),
        sa.Column("approve", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
    )


def downgrade() -> None:
    """Drop the table."""
    op.drop_table("mcp_approvals")
