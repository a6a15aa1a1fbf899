"""`ContainersApi`: the one implementation of the Containers API (`/v1/containers`, OpenAI's
shapes) and of the typed SandboxService, and what `code_interpreter` runs its cells through.

Containers and their files are stored objects (records.py; bytes in the blob store), so any
replica serves any container; calls run through `ContainerCalls` (calls.py). A container idle
for longer than its `expires_after` answers `status: "expired"`: its files are removed by the
retention sweeper (store/expiry.py) and it takes no more calls or files. Another project's
container or file answers exactly like an unknown one.
"""

from __future__ import annotations

import builtins
import time
from collections.abc import Sequence
from typing import Any

import orjson

from responsa_server.blobs import BlobStore
from responsa_server.containers.calls import PATH_MAX_CHARS, ContainerCalls, blob_key
from responsa_server.containers.records import ContainerFile, ContainerRecord, ContainerRecords
from responsa_server.files.api import FilesApi
from responsa_server.files.store import StoredFile
from responsa_server.files.upload import parse_form
from responsa_server.model.container_requests import (
    ContainerFields,
    file_name,
    parse_create,
    parse_file_reference,
)
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.ids import new_id
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import no_nul, object_id
from responsa_server.sandbox import BadPath, Limits, Outcome, Sandbox
from responsa_server.sandbox.files import MOUNT, parts_of
from responsa_server.sandbox.runner import CELL_PYTHON, OnOutput


def container_not_found(container_id: str, param: str = "container_id") -> ApiError:
    """The 404 of an unknown (or another project's, or deleted) container."""
    return not_found(f"No container found with id '{container_id}'.", param=param)


def _file_not_found(file_id: str) -> ApiError:
    return not_found(f"No container file found with id '{file_id}'.", param="file_id")


class ContainersApi:
    """Create, list, read and delete containers and their files; run calls in them."""

    def __init__(
        self,
        records: ContainerRecords,
        blobs: BlobStore,
        files: FilesApi,
        sandbox: Sandbox,
        *,
        idle_seconds: float,
        lease_seconds: float,
    ) -> None:
        self._records = records
        self._blobs = blobs
        self._files = files
        self._idle_seconds = idle_seconds
        self._calls = ContainerCalls(records, blobs, sandbox, lease_seconds)

    @property
    def sandbox(self) -> Sandbox:
        """Where the calls run (its `unavailable` says why they cannot)."""
        return self._calls.sandbox

    # -- containers -------------------------------------------------------------------------

    async def create(self, body: object, *, project: str) -> dict[str, Any]:
        """POST /v1/containers."""
        fields = parse_create(body)
        return (await self.make(fields, project=project, file_ids_param="file_ids")).to_openai(
            time.time()
        )

    async def make(
        self, fields: ContainerFields, *, project: str, file_ids_param: str
    ) -> ContainerRecord:
        """A new container with the Files-API files `fields.file_ids` under /mnt/data (each a
        400 naming `file_ids_param` when it is not one of the project's files)."""
        sources = await self.files_for(fields.file_ids, project=project, param=file_ids_param)
        now = time.time()
        idle = self._idle_seconds if fields.idle_minutes is None else fields.idle_minutes * 60.0
        record = ContainerRecord(
            id=new_id("cntr"),
            project=project,
            name=fields.name,
            memory_limit=fields.memory_limit,
            status="running",
            created_at=int(now),
            last_active_at=now,
            idle_seconds=idle,
        )
        made: dict[str, ContainerFile] = {}
        try:
            for stored in sources:
                path = str(MOUNT / file_name(stored.filename, file_ids_param))
                data = await self._files.blobs.get(stored.blob_key)
                file = self._new_file(record, path, len(data), "user", now)
                await self._blobs.put(file.blob_key, data)
                previous = made.pop(path, None)  # the same name twice: the later one wins
                if previous is not None:
                    await self._calls.drop([previous.blob_key])
                made[path] = file
            await self._records.insert(record, list(made.values()))
        except BaseException:
            await self._calls.drop([f.blob_key for f in made.values()])
            raise
        return record

    async def files_for(
        self, file_ids: Sequence[str], *, project: str, param: str
    ) -> builtins.list[StoredFile]:
        """The project's Files-API files `file_ids`, each a 400 naming `param` when it is not
        one of them (checked before a container is made, also when none is made yet)."""
        sources = []
        for i, file_id in enumerate(file_ids):
            try:
                stored = await self._files.get_stored(file_id, project=project)
            except ApiError as error:
                if error.status != 404:
                    raise
                raise invalid_param(
                    param,
                    f"Invalid '{param}[{i}]': no file found with id '{file_id}'.",
                    "invalid_value",
                ) from None
            sources.append(stored)
        return sources

    async def record(
        self, container_id: str, *, project: str, param: str = "container_id"
    ) -> ContainerRecord:
        """The project's container, or the 404 naming `param`."""
        container_id = object_id(container_id, param)
        found = await self._records.get(container_id, project=project)
        if found is None:
            # (This replica's copy, if any, is not dropped here: the id may be another
            # project's container, still in use.)
            raise container_not_found(container_id, param)
        return found

    async def live(
        self, container_id: str, *, project: str, param: str = "container_id"
    ) -> ContainerRecord:
        """The project's container that can still be used (an expired one: a 400)."""
        found = await self.record(container_id, project=project, param=param)
        if found.expired(time.time()):
            # Expired for everyone: the copy is of no use.
            await self._calls.forget(found.project, found.id)
            raise invalid_param(
                param, f"Container '{container_id}' has expired.", "container_expired"
            )
        return found

    async def get(self, container_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/containers/{container_id}."""
        return (await self.record(container_id, project=project)).to_openai(time.time())

    async def list(
        self, *, limit: int, order: str, after: str | None, name: str | None, project: str
    ) -> dict[str, Any]:
        """GET /v1/containers: OpenAI's list object, newest first by default."""
        limit, order = page_bounds(limit, order)
        after = None if after is None else object_id(after, "after")
        name = None if name is None else no_nul(name, "name")
        found, has_more = await self._records.page(
            project=project, limit=limit, descending=order == "desc", after=after, name=name
        )
        now = time.time()
        return list_object([c.to_openai(now) for c in found], has_more)

    async def delete(self, container_id: str, *, project: str) -> dict[str, Any]:
        """DELETE /v1/containers/{container_id}: the row, its files and their bytes."""
        container_id = object_id(container_id, "container_id")
        keys = await self._records.delete(container_id, project=project)
        if keys is None:
            raise container_not_found(container_id)
        await self._calls.forget(project, container_id)
        await self._calls.drop(keys)
        return {"id": container_id, "object": "container.deleted", "deleted": True}

    # -- files ------------------------------------------------------------------------------

    async def create_file(
        self, container_id: str, content_type: str, body: bytes, *, project: str
    ) -> dict[str, Any]:
        """POST /v1/containers/{id}/files: a multipart upload (`file`) or JSON `{"file_id"}`."""
        record = await self.live(container_id, project=project)
        if content_type.split(";")[0].strip().lower() == "multipart/form-data":
            upload = parse_form(content_type, body).get("file")
            if upload is None or upload.filename is None:
                raise invalid_param(
                    "file", "Missing required parameter: 'file'.", "missing_required_parameter"
                )
            path = str(MOUNT / file_name(upload.filename, "file"))
            data = upload.data
        else:
            try:
                parsed = orjson.loads(body or b"{}")
            except orjson.JSONDecodeError:
                raise ApiError(
                    400,
                    "We could not parse the JSON body of your request.",
                    code="invalid_json",
                ) from None
            file_id = parse_file_reference(parsed)
            try:
                stored = await self._files.get_stored(file_id, project=project)
            except ApiError as error:
                if error.status != 404:
                    raise
                raise invalid_param(
                    "file_id", f"No file found with id '{file_id}'.", "invalid_value"
                ) from None
            path = str(MOUNT / file_name(stored.filename, "file_id"))
            data = await self._files.blobs.get(stored.blob_key)
        return (await self._put(record, path, data, "user")).to_openai()

    async def put_file(
        self, container_id: str, path: str, data: bytes, *, project: str
    ) -> ContainerFile:
        """A file at `path` (under /mnt/data; a bad one is a 400 naming `path`)."""
        record = await self.live(container_id, project=project)
        return await self._put(record, _checked_path(path), data, "user")

    async def _put(
        self, record: ContainerRecord, path: str, data: bytes, source: str
    ) -> ContainerFile:
        now = time.time()
        file = self._new_file(record, path, len(data), source, now)
        await self._blobs.put(file.blob_key, data)
        try:
            replaced = await self._records.put_file(file, now)
        except BaseException:
            await self._calls.drop([file.blob_key])
            raise
        if replaced is None:  # deleted or expired meanwhile
            await self._calls.drop([file.blob_key])
            raise container_not_found(record.id)
        await self._calls.drop([replaced] if replaced else [])
        return file

    def _new_file(
        self, record: ContainerRecord, path: str, size: int, source: str, now: float
    ) -> ContainerFile:
        return ContainerFile(
            id=new_id("cfile"),
            container_id=record.id,
            project=record.project,
            path=path,
            bytes=size,
            source=source,
            created_at=int(now),
            blob_key=blob_key(record.project, record.id),
        )

    async def list_files(
        self, container_id: str, *, limit: int, order: str, after: str | None, project: str
    ) -> dict[str, Any]:
        """GET /v1/containers/{id}/files: OpenAI's list object."""
        record = await self.record(container_id, project=project)
        limit, order = page_bounds(limit, order)
        after = None if after is None else object_id(after, "after")
        found, has_more = await self._records.files_page(
            record.id, project=project, limit=limit, descending=order == "desc", after=after
        )
        return list_object([f.to_openai() for f in found], has_more)

    async def all_files(self, container_id: str, *, project: str) -> builtins.list[ContainerFile]:
        """Every file of the container, by path."""
        record = await self.record(container_id, project=project)
        return await self._records.files(record.id)

    async def file(
        self,
        container_id: str,
        *,
        project: str,
        file_id: str | None = None,
        path: str | None = None,
    ) -> ContainerFile:
        """One file by id (a 404 naming `file_id`) or by path (a 404 naming `path`)."""
        record = await self.record(container_id, project=project)
        if path is not None:
            path = _checked_path(path)
            found = await self._records.file(record.id, project=project, path=path)
            if found is None:
                raise not_found(f"No file found at '{path}'.", param="path")
            return found
        file_id = object_id(file_id or "", "file_id")
        found = await self._records.file(record.id, project=project, file_id=file_id)
        if found is None:
            raise _file_not_found(file_id)
        return found

    async def get_file(self, container_id: str, file_id: str, *, project: str) -> dict[str, Any]:
        """GET /v1/containers/{id}/files/{file_id}."""
        return (await self.file(container_id, project=project, file_id=file_id)).to_openai()

    async def content(self, file: ContainerFile) -> bytes:
        """A file's bytes."""
        try:
            return await self._blobs.get(file.blob_key)
        except KeyError:
            raise ApiError(500, "The file's content is missing from the blob store.") from None

    async def file_content(self, container_id: str, file_id: str, *, project: str) -> bytes:
        """GET /v1/containers/{id}/files/{file_id}/content."""
        return await self.content(await self.file(container_id, project=project, file_id=file_id))

    async def delete_file(
        self,
        container_id: str,
        *,
        project: str,
        file_id: str | None = None,
        path: str | None = None,
    ) -> dict[str, Any]:
        """DELETE /v1/containers/{id}/files/{file_id} (or the file at `path`)."""
        found = await self.file(container_id, project=project, file_id=file_id, path=path)
        key = await self._records.delete_file(found.container_id, found.id, project=project)
        if key is None:
            raise _file_not_found(found.id)
        await self._calls.drop([key])
        return {"id": found.id, "object": "container.file.deleted", "deleted": True}

    # -- calls ------------------------------------------------------------------------------

    async def run(
        self,
        record: ContainerRecord,
        argv: Sequence[str],
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a command in the container (calls.py)."""
        return await self._calls.run(record, argv, on_output, limits)

    async def run_python(
        self,
        record: ContainerRecord,
        code: str,
        on_output: OnOutput | None = None,
        limits: Limits | None = None,
    ) -> Outcome:
        """Run a Python cell (a fresh interpreter: files persist between cells, variables
        do not)."""
        return await self.run(record, [CELL_PYTHON, "-I", "-u", "-c", code], on_output, limits)


def _checked_path(path: str) -> str:
    """`/mnt/data/...` for a path under it, or a 400 naming `path`."""
    try:
        checked = str(MOUNT.joinpath(*parts_of(path)))
    except BadPath as error:
        raise invalid_param("path", f"Invalid 'path': {error}.", "invalid_value") from None
    if len(checked) > PATH_MAX_CHARS:
        raise invalid_param(
            "path", f"Invalid 'path': longer than {PATH_MAX_CHARS} characters.", "invalid_value"
        )
    return checked
