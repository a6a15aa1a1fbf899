"""The store's schema as SQLAlchemy typed declarative models.

Both tables keep JSON as orjson-serialized text: the store never queries inside it, and
encoding with orjson beats SQLAlchemy's JSON type on the request hot path.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Boolean, ForeignKey, Index, Integer, String, Table, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class TableBase(DeclarativeBase):
    """Declarative base whose metadata Alembic compares against."""


class ResponseRow(TableBase):
    """One stored Response; `body` is the Response JSON with `output` emptied."""

    __tablename__ = "responses"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    # The owning project (tenant): every lookup filters by it (see auth/project.py).
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    model: Mapped[str] = mapped_column(String(256), nullable=False)
    # Deliberately no foreign key: deleting a predecessor must neither cascade to its
    # successors nor be refused; a chain simply stops at a deleted response.
    previous_response_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    body: Mapped[str] = mapped_column(Text, nullable=False)

    __table_args__ = (
        Index("ix_responses_previous_response_id", "previous_response_id"),
        # Listings are per project, newest first, optionally of one model.
        Index("ix_responses_project_created_at_id", "project", "created_at", "id"),
        Index("ix_responses_project_model_created_at_id", "project", "model", "created_at", "id"),
    )


class ResponseItemRow(TableBase):
    """One item a response added: its input items first, then its output items.

    Item ids repeat across responses (clients send earlier output items back as input),
    so the key is the owning response plus the item's position in it.
    """

    __tablename__ = "response_items"

    response_id: Mapped[str] = mapped_column(
        String(128),
        ForeignKey("responses.id", ondelete="CASCADE"),
        primary_key=True,
    )
    position: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    # Its response's project, so item rows are scoped on their own too (deletes filter by it).
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    item_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    is_output: Mapped[bool] = mapped_column(Boolean, nullable=False)
    body: Mapped[str] = mapped_column(Text, nullable=False)

    __table_args__ = (Index("ix_response_items_item_id", "item_id"),)


class McpApprovalRow(TableBase):
    """An answered MCP approval request: the key makes answering it a once-only act, across
    every branch of a conversation and every service process sharing the store."""

    __tablename__ = "mcp_approvals"

    approval_request_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    response_id: Mapped[str] = mapped_column(String(128), nullable=False)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    approve: Mapped[bool] = mapped_column(Boolean, nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)


# Core handles for the hot path (declarative types `__table__` as a generic FromClause).
responses_table = cast(Table, ResponseRow.__table__)
response_items_table = cast(Table, ResponseItemRow.__table__)
mcp_approvals_table = cast(Table, McpApprovalRow.__table__)
