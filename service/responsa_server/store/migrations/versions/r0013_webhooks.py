"""Webhooks: a project's endpoints and the outbox of events owed to them.

Revision ID: r0013_webhooks
Revises: r0012_admin_keys_job_replicas
Create Date: 2026-11-28
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0013_webhooks"
down_revision: str | None = "r0012_admin_keys_job_replicas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create `webhook_endpoints` and `webhook_deliveries` with the indexes their reads walk."""
    op.create_table(
        "webhook_endpoints",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("url", sa.String(2048), nullable=False),
        sa.Column("events", sa.String(512), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("secret", sa.Text(), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("updated_at", sa.BigInteger(), nullable=False),
    )
    op.create_index(
        "ix_webhook_endpoints_project_created_at", "webhook_endpoints", ["project", "created_at"]
    )
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("endpoint_id", sa.String(128), nullable=False),
        sa.Column("event_id", sa.String(128), nullable=False),
        sa.Column("event_type", sa.String(64), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.Column("next_attempt_at", sa.Float(), nullable=False),
        sa.Column("owner", sa.String(128), nullable=True),
        sa.Column("lease_expires_at", sa.Float(), nullable=False),
        sa.Column("epoch", sa.BigInteger(), nullable=False),
        sa.Column("last_status_code", sa.Integer(), nullable=True),
        sa.Column("last_error", sa.String(512), nullable=True),
        sa.Column("ended_at", sa.Float(), nullable=True),
    )
    op.create_index(
        "ix_webhook_deliveries_state_next_attempt_at",
        "webhook_deliveries",
        ["state", "next_attempt_at"],
    )
    op.create_index(
        "ix_webhook_deliveries_endpoint_created_at",
        "webhook_deliveries",
        ["endpoint_id", "created_at"],
    )
    op.create_index("ix_webhook_deliveries_ended_at", "webhook_deliveries", ["ended_at"])


def downgrade() -> None:
    """Drop both tables."""
    op.drop_index("ix_webhook_deliveries_ended_at", "webhook_deliveries")
    op.drop_index("ix_webhook_deliveries_endpoint_created_at", "webhook_deliveries")
    op.drop_index("ix_webhook_deliveries_state_next_attempt_at", "webhook_deliveries")
    op.drop_table("webhook_deliveries")
    op.drop_index("ix_webhook_endpoints_project_created_at", "webhook_endpoints")
    op.drop_table("webhook_endpoints")
