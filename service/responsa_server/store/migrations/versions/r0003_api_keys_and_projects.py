"""Projects (tenants) on every stored row, and the API keys that name a caller's project.

Rows stored before this revision belong to the default project (`auth/project.py`), which is
every caller's project with `RESPONSA_AUTH=none`, so an open deployment keeps its data.

Revision ID: r0003_api_keys_and_projects
Revises: 0002_mcp_approvals
Create Date: 2026-11-23
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "r0003_api_keys_and_projects"
down_revision: str | None = "0002_mcp_approvals"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Written literally: a migration must not change when the code's constant does.
_EXISTING_ROWS_PROJECT = "default"
_SCOPED_TABLES = ("responses", "response_items", "mcp_approvals")


def upgrade() -> None:
    """Add `project` (existing rows: the default project), re-key listings by it, add api_keys."""
    for table in _SCOPED_TABLES:
        with op.batch_alter_table(table) as batch:
            batch.add_column(
                sa.Column(
                    "project",
                    sa.String(64),
                    nullable=False,
                    server_default=_EXISTING_ROWS_PROJECT,
                )
            )
        # No default from now on: a write that forgets its project must fail, not land in
        # the default project.
        with op.batch_alter_table(table) as batch:
            batch.alter_column("project", server_default=None)
    op.drop_index("ix_responses_created_at_id", table_name="responses")
    op.drop_index("ix_responses_model_created_at_id", table_name="responses")
    op.create_index(
        "ix_responses_project_created_at_id", "responses", ["project", "created_at", "id"]
    )
    op.create_index(
        "ix_responses_project_model_created_at_id",
        "responses",
        ["project", "model", "created_at", "id"],
    )
    op.create_table(
        "api_keys",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("project", sa.String(64), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("redacted_key", sa.String(64), nullable=False),
        sa.Column("created_at", sa.BigInteger(), nullable=False),
        sa.Column("revoked_at", sa.BigInteger(), nullable=True),
    )
    op.create_index("ix_api_keys_project", "api_keys", ["project"])


def downgrade() -> None:
    """Drop api_keys and the project columns (every project's rows stay, unscoped)."""
    op.drop_table("api_keys")
    op.drop_index("ix_responses_project_model_created_at_id", table_name="responses")
    op.drop_index("ix_responses_project_created_at_id", table_name="responses")
    op.create_index("ix_responses_created_at_id", "responses", ["created_at", "id"])
    op.create_index("ix_responses_model_created_at_id", "responses", ["model", "created_at", "id"])
    for table in _SCOPED_TABLES:
        with op.batch_alter_table(table) as batch:
            batch.drop_column("project")
