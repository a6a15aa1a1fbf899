"""Prompt templates: one row per version of a project's template.

Revision ID: r0014_prompt_templates
Revises: r0013_webhooks
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0014_prompt_templates"
down_revision: str | None = "r0013_webhooks"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create `prompt_versions` (its key, id then version, serves every read)."""
    op.create_table(
        "prompt_versions",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("version", sa.Integer(), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("name", sa.String(256), nullable=True),
        sa.Column("instructions", sa.Text(), nullable=True),
        sa.Column("input", sa.Text(), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
    )


def downgrade() -> None:
    """Drop the table."""
    op.drop_table("prompt_versions")
