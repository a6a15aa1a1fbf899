"""The `api_keys` table (created by migration r0003_api_keys_and_projects; `admin` and `name`
added by r0012_admin_keys_job_replicas)."""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Boolean, Index, String, Table, false
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class ApiKeyRow(TableBase):
    """One API key: its project and the SHA-256 of the secret; the secret itself is not kept."""

    __tablename__ = "api_keys"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    key_hash: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
    # A few characters of the key, so an operator can tell keys apart in `keys list`.
    redacted_key: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    revoked_at: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    # An admin key also manages its project's keys through the API (auth/key_api.py).
    admin: Mapped[bool] = mapped_column(
        Boolean, nullable=False, default=False, server_default=false()
    )
    # What the key is for, as its creator named it (OpenAI's keys have a name too).
    name: Mapped[str | None] = mapped_column(String(256), nullable=True)

    __table_args__ = (Index("ix_api_keys_project", "project"),)


api_keys_table = cast(Table, ApiKeyRow.__table__)
