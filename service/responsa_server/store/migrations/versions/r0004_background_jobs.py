"""Background responses: their jobs (queue, lease, cancel flag) and their stream events.

Revision ID: r0004_background_jobs
Revises: r0003_api_keys_and_projects
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0004_background_jobs"
down_revision: str | None = "r0003_api_keys_and_projects"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create both tables and the index the claim query walks."""
    op.create_table(
        "background_jobs",
        sa.Column("response_id", sa.String(128), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("request_body", sa.Text(), nullable=True),
        sa.Column("owner", sa.String(128), nullable=True),
        sa.Column("lease_expires_at", sa.Float(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("cancel_requested", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.Float(), nullable=False),
        sa.Column("started_at", sa.Float(), nullable=True),
    )
    op.create_index(
        "ix_background_jobs_state_created_at", "background_jobs", ["state", "created_at"]
    )
    op.create_index(
        "ix_background_jobs_project_response_id", "background_jobs", ["project", "response_id"]
    )
    op.create_table(
        "response_events",
        sa.Column("project", sa.String(64), primary_key=True),
        sa.Column("response_id", sa.String(128), primary_key=True),
        sa.Column("sequence_number", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("body", sa.Text(), nullable=False),
    )


def downgrade() -> None:
    """Drop both tables."""
    op.drop_table("response_events")
    op.drop_index("ix_background_jobs_project_response_id", "background_jobs")
    op.drop_index("ix_background_jobs_state_created_at", "background_jobs")
    op.drop_table("background_jobs")
