"""`FileStore`: file rows in the service's database (the bytes are in the blob store)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, delete, insert, or_, select
from sqlalchemy.engine import RowMapping

from responsa_server.store.database import Database
from responsa_server.store.retrieval_tables import chunks_changed
from responsa_server.store.retrieval_tables import chunks_table as chunks_t
from responsa_server.store.retrieval_tables import files_table as files_t
from responsa_server.store.retrieval_tables import vector_store_files_table as vs_files_t


@dataclass(frozen=True, slots=True)
class StoredFile:
    """A file row."""

    id: str
    project: str
    created_at: int
    expires_at: int | None
    filename: str
    purpose: str
    bytes: int
    blob_key: str

    def to_openai(self) -> dict[str, Any]:
        """OpenAI's file object."""
        return {
            "id": self.id,
            "object": "file",
            "bytes": self.bytes,
            "created_at": self.created_at,
            "expires_at": self.expires_at,
            "filename": self.filename,
            "purpose": self.purpose,
            "status": "processed",
            "status_details": None,
        }


def _file(row: RowMapping) -> StoredFile:
    return StoredFile(
        id=row["id"],
        project=row["project"],
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        filename=row["filename"],
        purpose=row["purpose"],
        bytes=row["bytes"],
        blob_key=row["blob_key"],
    )


def _unexpired() -> Any:
    """A file past its `expires_at` is gone for readers, whether or not the retention sweeper
    (store/expiry.py) has deleted it yet."""
    return or_(files_t.c.expires_at.is_(None), files_t.c.expires_at > int(time.time()))


class FileStore:
    """Insert, find, page through and delete file rows, always within one project."""

    def __init__(self, database: Database) -> None:
        self._db = database

    async def insert(self, file: StoredFile) -> None:
        """Add a file row."""
        values = {
            "id": file.id,
            "project": file.project,
            "created_at": file.created_at,
            "expires_at": file.expires_at,
            "filename": file.filename,
            "purpose": file.purpose,
            "bytes": file.bytes,
            "blob_key": file.blob_key,
        }
        async with self._db.writing() as conn:
            await conn.execute(insert(files_t).values(**values))

    async def get(self, file_id: str, *, project: str) -> StoredFile | None:
        """The file, or None (unknown, or another project's)."""
        query = select(files_t).where(
            files_t.c.id == file_id, files_t.c.project == project, _unexpired()
        )
        async with self._db.reading() as conn:
            row = (await conn.execute(query)).mappings().first()
        return None if row is None else _file(row)

    async def list(
        self, *, project: str, purpose: str | None, limit: int, descending: bool, after: str | None
    ) -> tuple[list[StoredFile], bool]:
        """One page in created_at order (ties by id) after the cursor, and whether more follow."""
        query = select(files_t).where(files_t.c.project == project, _unexpired())
        if purpose:
            query = query.where(files_t.c.purpose == purpose)
        async with self._db.reading() as conn:
            if after:
                cursor = (
                    await conn.execute(
                        select(files_t.c.created_at).where(
                            files_t.c.id == after, files_t.c.project == project
                        )
                    )
                ).first()
                if cursor is not None:
                    at = cursor[0]
                    if descending:
                        beyond = or_(
                            files_t.c.created_at < at,
                            and_(files_t.c.created_at == at, files_t.c.id < after),
                        )
                    else:
                        beyond = or_(
                            files_t.c.created_at > at,
                            and_(files_t.c.created_at == at, files_t.c.id > after),
                        )
                    query = query.where(beyond)
            if descending:
                query = query.order_by(files_t.c.created_at.desc(), files_t.c.id.desc())
            else:
                query = query.order_by(files_t.c.created_at, files_t.c.id)
            rows = (await conn.execute(query.limit(limit + 1))).mappings().all()
        files = [_file(row) for row in rows[:limit]]
        return files, len(rows) > limit

    async def delete(self, file_id: str, *, project: str) -> StoredFile | None:
        """Remove the file row with its chunks and attachments in every vector store, at once."""
        async with self._db.writing() as conn:
            row = (
                (
                    await conn.execute(
                        select(files_t).where(files_t.c.id == file_id, files_t.c.project == project)
                    )
                )
                .mappings()
                .first()
            )
            if row is None:
                return None
            # Attachments before chunks: an ingestion completing meanwhile holds its attachment
            # row, so this waits for it and the chunk delete then sees what it wrote.
            await conn.execute(
                delete(vs_files_t).where(
                    vs_files_t.c.file_id == file_id, vs_files_t.c.project == project
                )
            )
            await conn.execute(
                delete(chunks_t).where(chunks_t.c.file_id == file_id, chunks_t.c.project == project)
            )
            await conn.execute(delete(files_t).where(files_t.c.id == file_id))
        chunks_changed()
        return _file(row)
