"""The sandbox's containers and their files (migration r0017_containers, docs/sandbox.md).

Every row carries its `project`; every lookup filters by it. A container's files are one row
per path under /mnt/data, their bytes in the blob store under `blob_key` (a new key for every
new content, so a replica reading the old one while it is replaced still gets whole bytes).
`lease_owner` / `lease_expires_at` are the one-writer lease of a call in flight
(containers/records.py).
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Float, Index, String, Table
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class ContainerRow(TableBase):
    """One container: its settings, activity, idle policy and the lease of its writer."""

    __tablename__ = "containers"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    name: Mapped[str] = mapped_column(String(256), nullable=False)
    memory_limit: Mapped[str] = mapped_column(String(8), nullable=False)
    # "running", or "expired" once the sweeper removed an idle container's files.
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    # Unix seconds (fractional: a short idle policy is exact) of its last call or file change.
    last_active_at: Mapped[float] = mapped_column(Float, nullable=False)
    # expires_after {anchor: last_active_at, minutes} as seconds.
    idle_seconds: Mapped[float] = mapped_column(Float, nullable=False)
    lease_owner: Mapped[str | None] = mapped_column(String(64), nullable=True)
    lease_expires_at: Mapped[float | None] = mapped_column(Float, nullable=True)

    __table_args__ = (
        Index("ix_containers_project_created_at_id", "project", "created_at", "id"),
        # The sweeper looks for running containers idle too long.
        Index("ix_containers_status_last_active_at", "status", "last_active_at"),
    )


class ContainerFileRow(TableBase):
    """One regular file of a container (`cfile_...`)."""

    __tablename__ = "container_files"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    container_id: Mapped[str] = mapped_column(String(128), nullable=False)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    # `/mnt/data/...`
    path: Mapped[str] = mapped_column(String(1024), nullable=False)
    bytes: Mapped[int] = mapped_column(BigInteger, nullable=False)
    # "user" (uploaded, or a Files-API file) or "assistant" (written by a call).
    source: Mapped[str] = mapped_column(String(16), nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)
    blob_key: Mapped[str] = mapped_column(String(512), nullable=False)

    __table_args__ = (
        Index("ux_container_files_container_id_path", "container_id", "path", unique=True),
    )


containers_table = cast(Table, ContainerRow.__table__)
container_files_table = cast(Table, ContainerFileRow.__table__)
