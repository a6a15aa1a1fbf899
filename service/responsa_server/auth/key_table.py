"""The `api_keys` table (created by migration r0003_api_keys_and_projects)."""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Index, String, Table
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

    __table_args__ = (Index("ix_api_keys_project", "project"),)


api_keys_table = cast(Table, ApiKeyRow.__table__)
