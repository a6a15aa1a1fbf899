"""When each step of a response's tool loop ran (the console's timeline).

Revision ID: r0010_response_timelines
Revises: r0009_job_resume_points
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0010_response_timelines"
down_revision: str | None = "r0009_job_resume_points"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the nullable `timeline` column (rows stored before it have none)."""
    with op.batch_alter_table("responses") as batch:
        batch.add_column(sa.Column("timeline", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop the column."""
    with op.batch_alter_table("responses") as batch:
        batch.drop_column("timeline")
