"""The route that served each stored response (docs/models.md): which upstream, which model name.

Revision ID: r0011_response_routes
Revises: r0010_response_timelines
Create Date: 2026-11-24
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0011_response_routes"
down_revision: str | None = "r0010_response_timelines"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add `responses.route` (JSON text; NULL for responses stored before)."""
    op.add_column("responses", sa.Column("route", sa.String(length=400), nullable=True))


def downgrade() -> None:
    """Drop it again."""
    with op.batch_alter_table("responses") as batch:
        batch.drop_column("route")
