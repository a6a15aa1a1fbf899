"""Initial schema: responses and the items each response added.

Revision ID: 0001_initial
Revises:
Create Date: 2026-11-21
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001_initial"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create both tables and the indexes the store's queries rely on."""
    op.create_table(
        "responses",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("model", sa.String(256), nullable=False),
        sa.Column("previous_response_id", sa.String(128), nullable=True),
        sa.Column("body", sa.Text(), nullable=False),
    )
    op.create_index("ix_responses_previous_response_id", "responses", ["previous_response_id"])
    op.create_index("ix_responses_created_at_id", "responses", ["created_at", "id"])
    op.create_index("ix_responses_model_created_at_id", "responses", ["model", "created_at", "id"])
    op.create_table(
        "response_items",
        sa.Column(
            "response_id",
            sa.String(128),
            sa.ForeignKey("responses.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("position", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("item_id", sa.String(128), nullable=True),
        sa.Column("is_output", sa.Boolean(), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
    )
    op.create_index("ix_response_items_item_id", "response_items", ["item_id"])


def downgrade() -> None:
    """Drop everything the upgrade created."""
    op.drop_table("response_items")
    op.drop_table("responses")
