"""Admin keys (they manage their project's keys through the API) with names, and the replica
that ran a finished background job.

Revision ID: r0012_admin_keys_job_replicas
Revises: r0011_response_routes
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0012_admin_keys_job_replicas"
down_revision: str | None = "r0011_response_routes"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """`api_keys.admin` (existing keys: not admins), `api_keys.name` (existing keys: none) and
    `background_jobs.last_replica` (jobs ended before this revision: unknown)."""
    with op.batch_alter_table("api_keys") as batch:
        batch.add_column(
            sa.Column("admin", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("name", sa.String(256), nullable=True))
    with op.batch_alter_table("background_jobs") as batch:
        batch.add_column(sa.Column("last_replica", sa.String(128), nullable=True))


def downgrade() -> None:
    """Drop the three columns."""
    with op.batch_alter_table("background_jobs") as batch:
        batch.drop_column("last_replica")
    with op.batch_alter_table("api_keys") as batch:
        batch.drop_column("name")
        batch.drop_column("admin")
