"""FilesApi: the one implementation of the Files API behind the REST and typed gRPC edges."""

from __future__ import annotations

import logging
import mimetypes
import os
import time
from collections.abc import Sequence
from typing import Any

from responsa_server.blobs import BlobStore
from responsa_server.files.store import FileStore, StoredFile
from responsa_server.files.upload import form_text, parse_form
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import no_nul, object_id

log = logging.getLogger("responsa.files")

# What file_search needs; other OpenAI purposes belong to APIs Responsa does not have.
SUPPORTED_PURPOSES = ("assistants", "user_data")
OPENAI_PURPOSES = ("assistants", "batch", "fine-tune", "vision", "user_data", "evals")
DEFAULT_LIST_LIMIT = 10000


def new_file_id() -> str:
    """OpenAI's file id style: `file-` and random hex (unguessable, from the OS CSPRNG)."""
    return f"file-{os.urandom(16).hex()}"


def content_type_of(filename: str) -> str:
    """The media type a file's name suggests (application/octet-stream when unknown)."""
    guessed, _ = mimetypes.guess_type(filename)
    return guessed or "application/octet-stream"


class FilesApi:
    """Upload, list, retrieve, read and delete files of a project."""

    def __init__(self, store: FileStore, blobs: BlobStore) -> None:
        self._store = store
        self._blobs = blobs

    @property
    def store(self) -> FileStore:
        """The file rows (vector stores read them)."""
        return self._store

    @property
    def blobs(self) -> BlobStore:
        """The bytes (ingestion reads them)."""
        return self._blobs

    async def create_from_form(
        self, content_type: str, body: bytes, *, project: str
    ) -> dict[str, Any]:
        """POST /v1/files: a multipart/form-data body with `file` and `purpose`."""
        parts = parse_form(content_type, body)
        upload = parts.get("file")
        if upload is None or upload.filename is None:
            raise invalid_param(
                "file", "Missing required parameter: 'file'.", "missing_required_parameter"
            )
        purpose = form_text(parts, "purpose")
        anchor = form_text(parts, "expires_after[anchor]")
        seconds = form_text(parts, "expires_after[seconds]")
        expires_after: dict[str, Any] | None = None
        if anchor is not None or seconds is not None:
            expires_after = {
                "anchor": anchor,
                "seconds": _integer("expires_after[seconds]", seconds),
            }
        return await self.create(
            upload.data, upload.filename, purpose, expires_after, project=project
        )

    async def create(
        self,
        data: bytes,
        filename: str,
        purpose: str | None,
        expires_after: dict[str, Any] | None,
        *,
        project: str,
        filename_param: str = "file",
    ) -> dict[str, Any]:
        """Store the bytes, then the row (a failed row insert removes the bytes again).

        `filename_param`: what the name is called in the caller's request (the multipart form's
        `file` part, typed gRPC's `filename`), for the 400 about a NUL in it."""
        if purpose is None or purpose == "":
            raise invalid_param(
                "purpose", "Missing required parameter: 'purpose'.", "missing_required_parameter"
            )
        if purpose not in SUPPORTED_PURPOSES:
            if purpose in OPENAI_PURPOSES:
                message = (
                    f"Invalid value for 'purpose': '{purpose}' is not supported by this server; "
                    f"use one of {', '.join(repr(p) for p in SUPPORTED_PURPOSES)}."
                )
            else:
                message = (
                    f"Invalid value for 'purpose': expected one of "
                    f"{', '.join(repr(p) for p in SUPPORTED_PURPOSES)}, got '{purpose}'."
                )
            raise invalid_param("purpose", message)
        name = os.path.basename(filename.replace("\\", "/")).strip()
        if not name:
            raise invalid_param("file", "Invalid 'file': the upload has no file name.")
        if "\x00" in name:
            # Postgres text cannot hold NUL (and no file system's name can).
            raise invalid_param(
                filename_param,
                f"Invalid '{filename_param}': the file name contains a NUL character.",
            )
        if not data:
            raise invalid_param("file", "Invalid 'file': the file is empty (0 bytes).")
        now = int(time.time())
        expires_at = None if expires_after is None else now + _expiry_seconds(expires_after)
        file_id = new_file_id()
        stored = StoredFile(
            id=file_id,
            project=project,
            created_at=now,
            expires_at=expires_at,
            filename=name,
            purpose=purpose,
            bytes=len(data),
            blob_key=f"{project}/{file_id}",
        )
        await self._blobs.put(stored.blob_key, data)
        try:
            await self._store.insert(stored)
        except BaseException:
            await self._blobs.delete(stored.blob_key)
            raise
        return stored.to_openai()

    async def get_stored(self, file_id: str, *, project: str) -> StoredFile:
        """The file row or OpenAI's 404."""
        file_id = object_id(file_id, "file_id")
        stored = await self._store.get(file_id, project=project)
        if stored is None:
            raise file_not_found(file_id)
        return stored

    async def get(self, file_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/files/{file_id}."""
        return (await self.get_stored(file_id, project=project)).to_openai()

    async def content(self, file_id: str, *, project: str) -> tuple[bytes, str]:
        """GET /v1/files/{file_id}/content: the bytes and their media type."""
        stored = await self.get_stored(file_id, project=project)
        try:
            data = await self._blobs.get(stored.blob_key)
        except KeyError:
            log.error("file %s has a row but no bytes under %s", file_id, stored.blob_key)
            raise ApiError(500, "The file's content is missing from the blob store.") from None
        return data, content_type_of(stored.filename)

    async def list(
        self, *, purpose: str | None, limit: int, order: str, after: str | None, project: str
    ) -> dict[str, Any]:
        """GET /v1/files: OpenAI's list object."""
        limit, order = page_bounds(limit, order, default=DEFAULT_LIST_LIMIT, maximum=10000)
        after = None if after is None else object_id(after, "after")
        purpose = None if purpose is None else no_nul(purpose, "purpose")
        files, has_more = await self._store.list(
            project=project, purpose=purpose, limit=limit, descending=order == "desc", after=after
        )
        data = [file.to_openai() for file in files]
        return list_object(data, has_more)

    async def delete(self, file_id: str, *, project: str) -> dict[str, Any]:
        """DELETE /v1/files/{file_id}: the row and its chunks in every store, then the bytes."""
        file_id = object_id(file_id, "file_id")
        stored = await self._store.delete(file_id, project=project)
        if stored is None:
            raise file_not_found(file_id)
        try:
            await self._blobs.delete(stored.blob_key)
        except Exception:  # the row is gone; an orphan object is only wasted space
            log.exception("could not delete the bytes of file %s (%s)", file_id, stored.blob_key)
        return {"id": file_id, "object": "file", "deleted": True}

    async def drop_bytes(self, blob_keys: Sequence[str]) -> None:
        """Delete the bytes of files whose rows are gone (expired: store/expiry.py)."""
        for key in blob_keys:
            try:
                await self._blobs.delete(key)
            except Exception:  # an orphan object is only wasted space
                log.exception("could not delete the bytes under %s", key)


def file_not_found(file_id: str) -> ApiError:
    """OpenAI's 404 for a file id (unknown or another project's)."""
    return not_found(f"No such File object: {file_id}", param="id")


def _integer(param: str, text: str | None) -> int:
    try:
        return int(text or "")
    except ValueError:
        raise invalid_param(param, f"Invalid '{param}': expected an integer.") from None


def _expiry_seconds(expires_after: dict[str, Any]) -> int:
    if expires_after.get("anchor") != "created_at":
        raise invalid_param(
            "expires_after[anchor]",
            "Invalid value for 'expires_after[anchor]': expected 'created_at'.",
        )
    seconds = expires_after.get("seconds")
    if not isinstance(seconds, int) or not 3600 <= seconds <= 2592000:
        raise invalid_param(
            "expires_after[seconds]",
            "Invalid 'expires_after[seconds]': expected an integer between 3600 and 2592000.",
        )
    return seconds
