"""The Files API's edges: FilesHttpService (OpenAI REST as HttpBody) and FilesService (typed),
both bound to FilesApi by one table each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from google.api.httpbody_pb2 import HttpBody
from google.protobuf.message import Message
from responsa.v1 import files_pb2 as pb
from responsa.v1 import files_pb2_grpc as pb_grpc

from responsa_server.edges.binding import (
    Reply,
    Rpc,
    Service,
    bind,
    json_reply,
    service,
    typed_reply,
)
from responsa_server.edges.large_bodies import release_memory
from responsa_server.edges.proto_dict import message_to_dict
from responsa_server.files.api import FilesApi


def _list_query(request: pb.ListFilesRequest) -> dict[str, Any]:
    return {
        "purpose": request.purpose or None,
        "limit": request.limit,
        "order": request.order,
        "after": request.after or None,
    }


async def _typed_create(api: FilesApi, request: pb.CreateFileRequest, project: str) -> Any:
    expires = message_to_dict(request.expires_after) if request.HasField("expires_after") else None
    try:
        return await api.create(
            request.file,
            request.filename,
            request.purpose or None,
            expires,
            project=project,
            filename_param="filename",
        )
    finally:
        release_memory(len(request.file))


def _content_body(found: tuple[bytes, str]) -> HttpBody:
    """GET /v1/files/{file_id}/content: the bytes as uploaded."""
    data, content_type = found
    return HttpBody(content_type=content_type, data=data)


def _content_message(found: tuple[bytes, str]) -> pb.FileContent:
    data, content_type = found
    return pb.FileContent(data=data, content_type=content_type)


def _shared(content_reply: Callable[[Any], Message], reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "ListFiles": Rpc(
            lambda api, r, project: api.list(**_list_query(r), project=project),
            reply(pb.ListFilesResponse),
        ),
        "GetFile": Rpc(lambda api, r, project: api.get(r.file_id, project=project), reply(pb.File)),
        "GetFileContent": Rpc(
            lambda api, r, project: api.content(r.file_id, project=project), content_reply
        ),
        "DeleteFile": Rpc(
            lambda api, r, project: api.delete(r.file_id, project=project),
            reply(pb.DeleteFileResponse),
        ),
    }


async def _form_create(api: FilesApi, request: HttpBody, project: str) -> Any:
    """POST /v1/files: the transcoder passes the multipart body and its Content-Type. A large
    upload's copies (the body, its parts) go back to the system once the call has ended."""
    try:
        return await api.create_from_form(request.content_type, request.data, project=project)
    finally:
        release_memory(len(request.data))


HTTP: dict[str, Rpc] = {
    "CreateFile": Rpc(_form_create, json_reply),
    **_shared(_content_body, lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreateFile": Rpc(_typed_create, typed_reply(pb.File)),
    **_shared(_content_message, typed_reply),
}


def files_services(api: FilesApi) -> list[Service]:
    """FilesHttpService and FilesService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "FilesHttpService",
            pb_grpc.add_FilesHttpServiceServicer_to_server,
            bind(pb_grpc.FilesHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "FilesService",
            pb_grpc.add_FilesServiceServicer_to_server,
            bind(pb_grpc.FilesServiceServicer, api, TYPED),
        ),
    ]
