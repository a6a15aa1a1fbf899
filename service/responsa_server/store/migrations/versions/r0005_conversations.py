"""Conversations and the items they reference (items a response added are not copied), and
the secrets all replicas share.

Revision ID: r0005_conversations
Revises: r0004_background_jobs
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0005_conversations"
down_revision: str | None = "r0004_background_jobs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create `conversations` and `conversation_items`."""
    op.create_table(
        "conversations",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("metadata", sa.Text(), nullable=False),
        sa.Column("next_position", sa.BigInteger(), nullable=False),
    )
    op.create_index("ix_conversations_project_id", "conversations", ["project", "id"])
    op.create_table(
        "conversation_items",
        sa.Column(
            "conversation_id",
            sa.String(128),
            sa.ForeignKey("conversations.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("position", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("item_id", sa.String(128), nullable=True),
        sa.Column("response_id", sa.String(128), nullable=True),
        sa.Column("response_position", sa.Integer(), nullable=True),
        sa.Column("body", sa.Text(), nullable=True),
    )
    op.create_index(
        "ix_conversation_items_conversation_item",
        "conversation_items",
        ["conversation_id", "item_id"],
    )

    # Secrets every replica must share (the compaction sealing key), made once.
    op.create_table(
        "server_secrets",
        sa.Column("name", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop the tables."""
    op.drop_table("server_secrets")
    op.drop_table("conversation_items")
    op.drop_table("conversations")
