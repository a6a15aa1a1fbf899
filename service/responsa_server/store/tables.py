"""The store's schema as SQLAlchemy typed declarative models.

Both tables keep JSON as orjson-serialized text: the store never queries inside it, and
encoding with orjson beats SQLAlchemy's JSON type on the request hot path.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import (
    BigInteger,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
)
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
    # When the tool loop's steps ran (JSON, engine/timeline.py; read by GET .../timeline).
    timeline: Mapped[str | None] = mapped_column(Text, nullable=True)
    # The route that served it (docs/models.md): JSON {"upstream": name, "model": the name sent};
    # NULL for responses stored before routes were recorded, or by a path that knows none.
    route: Mapped[str | None] = mapped_column(String(400), nullable=True)
    # The API key that created it (auth/caller.py); NULL without keys, with a JWT, or for
    # responses stored before keys were recorded (migration r0016).
    key_id: Mapped[str | None] = mapped_column(String(64), nullable=True)

    __table_args__ = (
        Index("ix_responses_previous_response_id", "previous_response_id"),
        # Listings are per project, newest first, optionally of one model.
        Index("ix_responses_project_created_at_id", "project", "created_at", "id"),
        Index("ix_responses_project_model_created_at_id", "project", "model", "created_at", "id"),
        # `GET /v1/responses?key_id=`: one key's responses, newest first.
        Index("ix_responses_project_key_id_created_at_id", "project", "key_id", "created_at", "id"),
        # The retention sweeper walks responses oldest first across projects.
        Index("ix_responses_created_at", "created_at"),
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


class ConversationRow(TableBase):
    """One conversation: its metadata and the next free position for its items.

    `next_position` is bumped by every append in the same statement that takes the row lock,
    so concurrent appends from any process get disjoint, contiguous blocks of positions.
    """

    __tablename__ = "conversations"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    metadata_json: Mapped[str] = mapped_column("metadata", Text, nullable=False)
    next_position: Mapped[int] = mapped_column(BigInteger, nullable=False)

    __table_args__ = (Index("ix_conversations_project_id", "project", "id"),)


class ConversationItemRow(TableBase):
    """One item of a conversation, at `position` (ascending = oldest first).

    An item a response added is not copied: `response_id`/`response_position` point at its
    row in `response_items` and `body` is NULL. Items added through the Conversations API
    itself belong to no response and keep their JSON in `body`.
    """

    __tablename__ = "conversation_items"

    conversation_id: Mapped[str] = mapped_column(
        String(128), ForeignKey("conversations.id", ondelete="CASCADE"), primary_key=True
    )
    position: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    item_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    # No foreign key: the response's own delete removes the row this points at (see store/README).
    response_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    response_position: Mapped[int | None] = mapped_column(Integer, nullable=True)
    body: Mapped[str | None] = mapped_column(Text, nullable=True)

    __table_args__ = (
        Index("ix_conversation_items_conversation_item", "conversation_id", "item_id"),
    )


class ServerSecretRow(TableBase):
    """A secret every replica must share (the compaction sealing key), created once."""

    __tablename__ = "server_secrets"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text, nullable=False)


class BackgroundJobRow(TableBase):
    """A background response's job: queued, running under a lease, or done (see jobs/).

    `request_body` is the create body (it may hold MCP secrets), cleared when the job ends.
    Times are Unix seconds from the replicas' clocks.
    """

    __tablename__ = "background_jobs"

    response_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    state: Mapped[str] = mapped_column(String(16), nullable=False)  # queued | running | done
    request_body: Mapped[str | None] = mapped_column(Text, nullable=True)
    owner: Mapped[str | None] = mapped_column(String(128), nullable=True)
    lease_expires_at: Mapped[float] = mapped_column(Float, nullable=False, default=0.0)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    cancel_requested: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    created_at: Mapped[float] = mapped_column(Float, nullable=False)
    started_at: Mapped[float | None] = mapped_column(Float, nullable=True)
    # Bumped by every claim, takeover and release: a runner's writes carry the epoch it
    # claimed and are refused once it moved on (fencing, see jobs/store.py).
    epoch: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    # When the job ended: its event log is pruned a set time later (store/retention.py).
    ended_at: Mapped[float | None] = mapped_column(Float, nullable=True)
    # Where a replica taking the job over can go on (JSON, jobs/takeover.py): the last turn
    # boundary its runner stored, or that server-side tool calls started after it.
    resume_point: Mapped[str | None] = mapped_column(Text, nullable=True)
    # The replica that finished the job (its owner when it ended; `owner` is cleared then, as
    # the lease logic wants). NULL until it ends (r0012_admin_keys_job_replicas).
    last_replica: Mapped[str | None] = mapped_column(String(128), nullable=True)

    __table_args__ = (
        Index("ix_background_jobs_state_created_at", "state", "created_at"),
        Index("ix_background_jobs_project_response_id", "project", "response_id"),
        Index("ix_background_jobs_ended_at", "ended_at"),
    )


class ResponseEventRow(TableBase):
    """One stream event of a background response, as sent (JSON), under its sequence number."""

    __tablename__ = "response_events"

    project: Mapped[str] = mapped_column(String(64), primary_key=True)
    response_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    sequence_number: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    body: Mapped[str] = mapped_column(Text, nullable=False)


class FileSearchTranscriptRow(TableBase):
    """What the model read for one `file_search_call` item (never shown by the API), so a
    chain or conversation replays the search exactly whether or not `include` kept results."""

    __tablename__ = "file_search_transcripts"

    project: Mapped[str] = mapped_column(String(64), primary_key=True)
    item_id: Mapped[str] = mapped_column(String(128), primary_key=True)
    # The function name the model called the search by, and the tool message it read.
    name: Mapped[str] = mapped_column(String(256), nullable=False)
    text: Mapped[str] = mapped_column(Text, nullable=False)


# Core handles for the hot path (declarative types `__table__` as a generic FromClause).
responses_table = cast(Table, ResponseRow.__table__)
response_items_table = cast(Table, ResponseItemRow.__table__)
mcp_approvals_table = cast(Table, McpApprovalRow.__table__)
conversations_table = cast(Table, ConversationRow.__table__)
conversation_items_table = cast(Table, ConversationItemRow.__table__)
server_secrets_table = cast(Table, ServerSecretRow.__table__)
background_jobs_table = cast(Table, BackgroundJobRow.__table__)
response_events_table = cast(Table, ResponseEventRow.__table__)
file_search_transcripts_table = cast(Table, FileSearchTranscriptRow.__table__)
