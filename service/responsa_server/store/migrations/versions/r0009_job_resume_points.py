"""Where a background job can go on after its replica died (its last turn boundary).

Revision ID: r0009_job_resume_points
Revises: r0008_fencing_retention
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0009_job_resume_points"
down_revision: str | None = "r0008_fencing_retention"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add the running job's resume point (JSON, cleared when the job ends)."""
    op.add_column("background_jobs", sa.Column("resume_point", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop it again."""
    with op.batch_alter_table("background_jobs") as batch:
        batch.drop_column("resume_point")
