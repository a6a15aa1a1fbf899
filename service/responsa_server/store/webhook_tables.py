"""Tables of webhooks (migration r0013_webhooks): a project's endpoints and the outbox of
events owed to them (docs/webhooks.md).

Every row carries its `project`; every lookup filters by it. An endpoint's signing secret is
stored sealed (`webhooks/secrets.py`), never in plaintext.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Boolean, Float, Index, Integer, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class WebhookEndpointRow(TableBase):
    """One endpoint: where a project's events go, which ones, and the sealed secret."""

    __tablename__ = "webhook_endpoints"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    url: Mapped[str] = mapped_column(String(2048), nullable=False)
    # JSON list of event types, e.g. ["response.completed"]; matched as text by the outbox.
    events: Mapped[str] = mapped_column(String(512), nullable=False)
    enabled: Mapped[bool] = mapped_column(Boolean, nullable=False)
    secret: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    updated_at: Mapped[int] = mapped_column(BigInteger, nullable=False)

    __table_args__ = (Index("ix_webhook_endpoints_project_created_at", "project", "created_at"),)


class WebhookDeliveryRow(TableBase):
    """One event owed to one endpoint (the outbox). `id` is the `webhook-id` every attempt
    sends; `body` the exact bytes signed. `state`: pending | delivered | failed. A row is
    claimed under a lease (`owner`, `lease_expires_at`) and every write of its claimer carries
    `epoch`, as background jobs do."""

    __tablename__ = "webhook_deliveries"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    endpoint_id: Mapped[str] = mapped_column(String(128), nullable=False)
    event_id: Mapped[str] = mapped_column(String(128), nullable=False)
    event_type: Mapped[str] = mapped_column(String(64), nullable=False)
    body: Mapped[str] = mapped_column(Text, nullable=False)
    state: Mapped[str] = mapped_column(String(16), nullable=False)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    created_at: Mapped[float] = mapped_column(Float, nullable=False)
    next_attempt_at: Mapped[float] = mapped_column(Float, nullable=False)
    owner: Mapped[str | None] = mapped_column(String(128), nullable=True)
    lease_expires_at: Mapped[float] = mapped_column(Float, nullable=False, default=0.0)
    epoch: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    last_status_code: Mapped[int | None] = mapped_column(Integer, nullable=True)
    last_error: Mapped[str | None] = mapped_column(String(512), nullable=True)
    ended_at: Mapped[float | None] = mapped_column(Float, nullable=True)

    __table_args__ = (
        # The delivery loops' claim: pending rows by when they are due.
        Index("ix_webhook_deliveries_state_next_attempt_at", "state", "next_attempt_at"),
        # An endpoint's recent deliveries, newest first.
        Index("ix_webhook_deliveries_endpoint_created_at", "endpoint_id", "created_at"),
        # The retention sweeper: delivered or given-up rows by when they ended.
        Index("ix_webhook_deliveries_ended_at", "ended_at"),
    )


webhook_endpoints_table = cast(Table, WebhookEndpointRow.__table__)
webhook_deliveries_table = cast(Table, WebhookDeliveryRow.__table__)
