"""The Files API's edges: FilesHttpService (OpenAI REST as HttpBody) and FilesService (typed)."""

from __future__ import annotations

from typing import Any

import grpc
from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import files_pb2, files_pb2_grpc

from responsa_server.auth import caller
from responsa_server.edges.grpc_errors import Context, reports_api_errors
from responsa_server.edges.http_json import render_json
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict
from responsa_server.files.api import FilesApi


def caller_project(context: Context) -> str:
    """The caller's project, as the auth interceptor established it for this RPC."""
    return caller.caller_project()


class FilesHttpServicer(files_pb2_grpc.FilesHttpServiceServicer):
    """REST methods over the shared FilesApi."""

    def __init__(self, api: FilesApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateFile(self, request: HttpBody, context: Context) -> HttpBody:
        """POST /v1/files: the transcoder passes the multipart body and its Content-Type."""
        created = await self._api.create_from_form(
            request.content_type, request.data, project=caller_project(context)
        )
        return render_json(created)

    @reports_api_errors
    async def ListFiles(self, request: files_pb2.ListFilesRequest, context: Context) -> HttpBody:
        """GET /v1/files."""
        return render_json(
            await self._api.list(**_list_query(request), project=caller_project(context))
        )

    @reports_api_errors
    async def GetFile(self, request: files_pb2.GetFileRequest, context: Context) -> HttpBody:
        """GET /v1/files/{file_id}."""
        return render_json(await self._api.get(request.file_id, project=caller_project(context)))

    @reports_api_errors
    async def GetFileContent(
        self, request: files_pb2.GetFileContentRequest, context: Context
    ) -> HttpBody:
        """GET /v1/files/{file_id}/content: the bytes as uploaded."""
        data, content_type = await self._api.content(
            request.file_id, project=caller_project(context)
        )
        return HttpBody(content_type=content_type, data=data)

    @reports_api_errors
    async def DeleteFile(self, request: files_pb2.DeleteFileRequest, context: Context) -> HttpBody:
        """DELETE /v1/files/{file_id}."""
        return render_json(await self._api.delete(request.file_id, project=caller_project(context)))


class FilesServicer(files_pb2_grpc.FilesServiceServicer):
    """Typed methods over the shared FilesApi."""

    def __init__(self, api: FilesApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateFile(
        self, request: files_pb2.CreateFileRequest, context: Context
    ) -> files_pb2.File:
        """Upload one file."""
        expires = (
            message_to_dict(request.expires_after) if request.HasField("expires_after") else None
        )
        created = await self._api.create(
            request.file,
            request.filename,
            request.purpose or None,
            expires,
            project=caller_project(context),
        )
        return dict_to_message(created, files_pb2.File)

    @reports_api_errors
    async def ListFiles(
        self, request: files_pb2.ListFilesRequest, context: Context
    ) -> files_pb2.ListFilesResponse:
        """One page of files."""
        page = await self._api.list(**_list_query(request), project=caller_project(context))
        return dict_to_message(page, files_pb2.ListFilesResponse)

    @reports_api_errors
    async def GetFile(self, request: files_pb2.GetFileRequest, context: Context) -> files_pb2.File:
        """One file object."""
        found = await self._api.get(request.file_id, project=caller_project(context))
        return dict_to_message(found, files_pb2.File)

    @reports_api_errors
    async def GetFileContent(
        self, request: files_pb2.GetFileContentRequest, context: Context
    ) -> files_pb2.FileContent:
        """A file's bytes."""
        data, content_type = await self._api.content(
            request.file_id, project=caller_project(context)
        )
        return files_pb2.FileContent(data=data, content_type=content_type)

    @reports_api_errors
    async def DeleteFile(
        self, request: files_pb2.DeleteFileRequest, context: Context
    ) -> files_pb2.DeleteFileResponse:
        """Delete a file."""
        deleted = await self._api.delete(request.file_id, project=caller_project(context))
        return dict_to_message(deleted, files_pb2.DeleteFileResponse)


def _list_query(request: files_pb2.ListFilesRequest) -> dict[str, Any]:
    return {
        "purpose": request.purpose or None,
        "limit": request.limit,
        "order": request.order,
        "after": request.after or None,
    }


def add_files_services(api: FilesApi, server: grpc.aio.Server) -> None:
    """Register FilesHttpService and FilesService on `server`."""
    files_pb2_grpc.add_FilesHttpServiceServicer_to_server(FilesHttpServicer(api), server)
    files_pb2_grpc.add_FilesServiceServicer_to_server(FilesServicer(api), server)
