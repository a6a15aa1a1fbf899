"""The failed-requests log's table (migration r0018_failed_requests, docs/console.md): one row
per create call that ended refused or failed and never became a stored response.

Every row carries its `project`; every read filters by it. Rows are written by
`failed_request_log.FailedRequestLog` (batched, off the call's path) and deleted by the
retention sweeper with the responses (`RESPONSA_RETENTION_DAYS`).
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Float, Index, Integer, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class FailedRequestRow(TableBase):
    """One failed create: when, who (project, key), what (model), and how it ended."""

    __tablename__ = "failed_requests"

    # `freq_...` (model/ids.py): begins with the creation time, so ids sort by it.
    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    # Unix seconds (whole: the listing and the usage days read it like `responses.created_at`).
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    # Envoy's `x-request-id` (else the service's own), as the call's log lines carry it.
    request_id: Mapped[str] = mapped_column(String(128), nullable=False)
    key_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # The body's `model` as sent (cut to 256 characters); NULL when the body named none.
    model: Mapped[str | None] = mapped_column(String(256), nullable=True)
    # The RPC as metrics name it (`ResponsesHttpService/CreateResponse`, ...).
    method: Mapped[str] = mapped_column(String(128), nullable=False)
    status: Mapped[int] = mapped_column(Integer, nullable=False)
    # The error the client got (its message already redacted: engine/upstream_errors.py).
    code: Mapped[str | None] = mapped_column(String(128), nullable=True)
    param: Mapped[str | None] = mapped_column(String(256), nullable=True)
    message: Mapped[str] = mapped_column(Text, nullable=False)
    # Requests sent to upstreams for it (a fallback or retry is one more; 0: refused before).
    upstream_attempts: Mapped[int] = mapped_column(Integer, nullable=False)
    # The id its Response had, when it got that far (never stored), for the logs.
    response_id: Mapped[str | None] = mapped_column(String(128), nullable=True)
    duration_ms: Mapped[float] = mapped_column(Float, nullable=False)

    __table_args__ = (
        # The listing (newest first) and the usage sums walk a project's rows by time.
        Index("ix_failed_requests_project_created_at_id", "project", "created_at", "id"),
        # The retention sweeper walks every project's rows oldest first.
        Index("ix_failed_requests_created_at", "created_at"),
    )


failed_requests_table = cast(Table, FailedRequestRow.__table__)
