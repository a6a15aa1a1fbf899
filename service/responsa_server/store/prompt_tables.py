"""The table of prompt templates (migration r0014_prompt_templates, docs/prompts.md): one row
per version of a project's template.

Every row carries its `project`; every lookup filters by it. A version is never changed once
written; an update writes the next one.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import BigInteger, Integer, String, Table, Text
from sqlalchemy.orm import Mapped, mapped_column

from responsa_server.store.tables import TableBase


class PromptVersionRow(TableBase):
    """One version of a template: its instructions and input messages (JSON text)."""

    __tablename__ = "prompt_versions"

    id: Mapped[str] = mapped_column(String(128), primary_key=True)
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    project: Mapped[str] = mapped_column(String(64), nullable=False)
    name: Mapped[str | None] = mapped_column(String(256), nullable=True)
    instructions: Mapped[str | None] = mapped_column(Text, nullable=True)
    # JSON list of message items ("[]" when the template has none).
    input: Mapped[str] = mapped_column(Text, nullable=False)
    created_at: Mapped[int] = mapped_column(BigInteger, nullable=False)


prompt_versions_table = cast(Table, PromptVersionRow.__table__)
