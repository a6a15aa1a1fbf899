"""The Vector Stores API's edges: VectorStoresHttpService (OpenAI REST as HttpBody) and
VectorStoresService (typed), both over VectorStoresApi."""

from __future__ import annotations

from typing import Any

import grpc
from google.api.httpbody_pb2 import HttpBody
from responsa.v1 import vector_stores_pb2 as pb
from responsa.v1 import vector_stores_pb2_grpc as pb_grpc

from responsa_server.edges.files import caller_project
from responsa_server.edges.grpc_errors import Context, reports_api_errors
from responsa_server.edges.http_json import parse_json_body, render_json
from responsa_server.edges.proto_dict import dict_to_message, message_to_dict
from responsa_server.vector_stores.api import VectorStoresApi


def _paging(request: Any) -> dict[str, Any]:
    return {
        "limit": request.limit,
        "order": request.order,
        "after": request.after or None,
        "before": request.before or None,
    }


def _body(request: Any) -> Any:
    """The JSON body of a REST call (an empty body is an empty object)."""
    data = request.body.data
    return parse_json_body(data) if data.strip() else {}


class VectorStoresHttpServicer(pb_grpc.VectorStoresHttpServiceServicer):
    """REST methods over the shared VectorStoresApi."""

    def __init__(self, api: VectorStoresApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateVectorStore(self, request: HttpBody, context: Context) -> HttpBody:
        """POST /v1/vector_stores."""
        body = parse_json_body(request.data) if request.data.strip() else {}
        return render_json(await self._api.create(body, project=caller_project(context)))

    @reports_api_errors
    async def ListVectorStores(
        self, request: pb.ListVectorStoresRequest, context: Context
    ) -> HttpBody:
        """GET /v1/vector_stores."""
        page = await self._api.list_stores(**_paging(request), project=caller_project(context))
        return render_json(page)

    @reports_api_errors
    async def GetVectorStore(self, request: pb.GetVectorStoreRequest, context: Context) -> HttpBody:
        """GET /v1/vector_stores/{id}."""
        found = await self._api.get(request.vector_store_id, project=caller_project(context))
        return render_json(found)

    @reports_api_errors
    async def ModifyVectorStore(
        self, request: pb.VectorStoreHttpRequest, context: Context
    ) -> HttpBody:
        """POST /v1/vector_stores/{id}."""
        changed = await self._api.modify(
            request.vector_store_id, _body(request), project=caller_project(context)
        )
        return render_json(changed)

    @reports_api_errors
    async def DeleteVectorStore(
        self, request: pb.GetVectorStoreRequest, context: Context
    ) -> HttpBody:
        """DELETE /v1/vector_stores/{id}."""
        deleted = await self._api.delete(request.vector_store_id, project=caller_project(context))
        return render_json(deleted)

    @reports_api_errors
    async def CreateVectorStoreFile(
        self, request: pb.VectorStoreHttpRequest, context: Context
    ) -> HttpBody:
        """POST /v1/vector_stores/{id}/files."""
        created = await self._api.create_file(
            request.vector_store_id, _body(request), project=caller_project(context)
        )
        return render_json(created)

    @reports_api_errors
    async def ListVectorStoreFiles(
        self, request: pb.ListVectorStoreFilesRequest, context: Context
    ) -> HttpBody:
        """GET /v1/vector_stores/{id}/files."""
        page = await self._api.list_files(
            request.vector_store_id,
            status=request.filter or None,
            **_paging(request),
            project=caller_project(context),
        )
        return render_json(page)

    @reports_api_errors
    async def GetVectorStoreFile(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> HttpBody:
        """GET /v1/vector_stores/{id}/files/{file_id}."""
        found = await self._api.get_file(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return render_json(found)

    @reports_api_errors
    async def UpdateVectorStoreFile(
        self, request: pb.VectorStoreFileHttpRequest, context: Context
    ) -> HttpBody:
        """POST /v1/vector_stores/{id}/files/{file_id}."""
        updated = await self._api.update_file(
            request.vector_store_id,
            request.file_id,
            _body(request),
            project=caller_project(context),
        )
        return render_json(updated)

    @reports_api_errors
    async def DeleteVectorStoreFile(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> HttpBody:
        """DELETE /v1/vector_stores/{id}/files/{file_id}."""
        deleted = await self._api.delete_file(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return render_json(deleted)

    @reports_api_errors
    async def GetVectorStoreFileContent(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> HttpBody:
        """GET /v1/vector_stores/{id}/files/{file_id}/content."""
        content = await self._api.file_content(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return render_json(content)

    @reports_api_errors
    async def CreateFileBatch(
        self, request: pb.VectorStoreHttpRequest, context: Context
    ) -> HttpBody:
        """POST /v1/vector_stores/{id}/file_batches."""
        created = await self._api.create_batch(
            request.vector_store_id, _body(request), project=caller_project(context)
        )
        return render_json(created)

    @reports_api_errors
    async def GetFileBatch(self, request: pb.GetFileBatchRequest, context: Context) -> HttpBody:
        """GET /v1/vector_stores/{id}/file_batches/{batch_id}."""
        found = await self._api.get_batch(
            request.vector_store_id, request.batch_id, project=caller_project(context)
        )
        return render_json(found)

    @reports_api_errors
    async def CancelFileBatch(self, request: pb.GetFileBatchRequest, context: Context) -> HttpBody:
        """POST /v1/vector_stores/{id}/file_batches/{batch_id}/cancel."""
        cancelled = await self._api.cancel_batch(
            request.vector_store_id, request.batch_id, project=caller_project(context)
        )
        return render_json(cancelled)

    @reports_api_errors
    async def ListFileBatchFiles(
        self, request: pb.ListFileBatchFilesRequest, context: Context
    ) -> HttpBody:
        """GET /v1/vector_stores/{id}/file_batches/{batch_id}/files."""
        page = await self._api.list_batch_files(
            request.vector_store_id,
            request.batch_id,
            status=request.filter or None,
            **_paging(request),
            project=caller_project(context),
        )
        return render_json(page)

    @reports_api_errors
    async def SearchVectorStore(
        self, request: pb.VectorStoreHttpRequest, context: Context
    ) -> HttpBody:
        """POST /v1/vector_stores/{id}/search."""
        results = await self._api.search(
            request.vector_store_id, _body(request), project=caller_project(context)
        )
        return render_json(results)


def _typed_body(request: Any, *path: str) -> dict[str, Any]:
    """A typed request as the OpenAI JSON body, without its path fields."""
    body = message_to_dict(request)
    for name in path:
        body.pop(name, None)
    if not body.get("metadata"):
        body.pop("metadata", None)
    return body


class VectorStoresServicer(pb_grpc.VectorStoresServiceServicer):
    """Typed methods over the shared VectorStoresApi."""

    def __init__(self, api: VectorStoresApi) -> None:
        self._api = api

    @reports_api_errors
    async def CreateVectorStore(
        self, request: pb.CreateVectorStoreRequest, context: Context
    ) -> pb.VectorStore:
        """Create a vector store."""
        created = await self._api.create(_typed_body(request), project=caller_project(context))
        return dict_to_message(created, pb.VectorStore)

    @reports_api_errors
    async def ListVectorStores(
        self, request: pb.ListVectorStoresRequest, context: Context
    ) -> pb.ListVectorStoresResponse:
        """One page of vector stores."""
        page = await self._api.list_stores(**_paging(request), project=caller_project(context))
        return dict_to_message(page, pb.ListVectorStoresResponse)

    @reports_api_errors
    async def GetVectorStore(
        self, request: pb.GetVectorStoreRequest, context: Context
    ) -> pb.VectorStore:
        """One vector store."""
        found = await self._api.get(request.vector_store_id, project=caller_project(context))
        return dict_to_message(found, pb.VectorStore)

    @reports_api_errors
    async def ModifyVectorStore(
        self, request: pb.ModifyVectorStoreRequest, context: Context
    ) -> pb.VectorStore:
        """Change a vector store."""
        changed = await self._api.modify(
            request.vector_store_id,
            _typed_body(request, "vector_store_id"),
            project=caller_project(context),
        )
        return dict_to_message(changed, pb.VectorStore)

    @reports_api_errors
    async def DeleteVectorStore(
        self, request: pb.GetVectorStoreRequest, context: Context
    ) -> pb.DeleteVectorStoreResponse:
        """Delete a vector store."""
        deleted = await self._api.delete(request.vector_store_id, project=caller_project(context))
        return dict_to_message(deleted, pb.DeleteVectorStoreResponse)

    @reports_api_errors
    async def CreateVectorStoreFile(
        self, request: pb.CreateVectorStoreFileRequest, context: Context
    ) -> pb.VectorStoreFile:
        """Attach a file."""
        created = await self._api.create_file(
            request.vector_store_id,
            _typed_body(request, "vector_store_id"),
            project=caller_project(context),
        )
        return dict_to_message(created, pb.VectorStoreFile)

    @reports_api_errors
    async def ListVectorStoreFiles(
        self, request: pb.ListVectorStoreFilesRequest, context: Context
    ) -> pb.ListVectorStoreFilesResponse:
        """One page of a store's files."""
        page = await self._api.list_files(
            request.vector_store_id,
            status=request.filter or None,
            **_paging(request),
            project=caller_project(context),
        )
        return dict_to_message(page, pb.ListVectorStoreFilesResponse)

    @reports_api_errors
    async def GetVectorStoreFile(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> pb.VectorStoreFile:
        """One attached file."""
        found = await self._api.get_file(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return dict_to_message(found, pb.VectorStoreFile)

    @reports_api_errors
    async def UpdateVectorStoreFile(
        self, request: pb.UpdateVectorStoreFileRequest, context: Context
    ) -> pb.VectorStoreFile:
        """Replace an attached file's attributes."""
        body = {"attributes": message_to_dict(request.attributes)}
        updated = await self._api.update_file(
            request.vector_store_id, request.file_id, body, project=caller_project(context)
        )
        return dict_to_message(updated, pb.VectorStoreFile)

    @reports_api_errors
    async def DeleteVectorStoreFile(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> pb.DeleteVectorStoreFileResponse:
        """Detach a file."""
        deleted = await self._api.delete_file(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return dict_to_message(deleted, pb.DeleteVectorStoreFileResponse)

    @reports_api_errors
    async def GetVectorStoreFileContent(
        self, request: pb.GetVectorStoreFileRequest, context: Context
    ) -> pb.VectorStoreFileContent:
        """The parsed text of an attached file."""
        content = await self._api.file_content(
            request.vector_store_id, request.file_id, project=caller_project(context)
        )
        return dict_to_message(content, pb.VectorStoreFileContent)

    @reports_api_errors
    async def CreateFileBatch(
        self, request: pb.CreateFileBatchRequest, context: Context
    ) -> pb.FileBatch:
        """Attach many files."""
        body = _typed_body(request, "vector_store_id")
        for key in ("file_ids", "files"):
            if not body.get(key):
                body.pop(key, None)
        created = await self._api.create_batch(
            request.vector_store_id, body, project=caller_project(context)
        )
        return dict_to_message(created, pb.FileBatch)

    @reports_api_errors
    async def GetFileBatch(self, request: pb.GetFileBatchRequest, context: Context) -> pb.FileBatch:
        """One batch."""
        found = await self._api.get_batch(
            request.vector_store_id, request.batch_id, project=caller_project(context)
        )
        return dict_to_message(found, pb.FileBatch)

    @reports_api_errors
    async def CancelFileBatch(
        self, request: pb.GetFileBatchRequest, context: Context
    ) -> pb.FileBatch:
        """Cancel a batch."""
        cancelled = await self._api.cancel_batch(
            request.vector_store_id, request.batch_id, project=caller_project(context)
        )
        return dict_to_message(cancelled, pb.FileBatch)

    @reports_api_errors
    async def ListFileBatchFiles(
        self, request: pb.ListFileBatchFilesRequest, context: Context
    ) -> pb.ListVectorStoreFilesResponse:
        """One page of a batch's files."""
        page = await self._api.list_batch_files(
            request.vector_store_id,
            request.batch_id,
            status=request.filter or None,
            **_paging(request),
            project=caller_project(context),
        )
        return dict_to_message(page, pb.ListVectorStoreFilesResponse)

    @reports_api_errors
    async def SearchVectorStore(
        self, request: pb.SearchVectorStoreRequest, context: Context
    ) -> pb.SearchResultsPage:
        """Search a vector store."""
        results = await self._api.search(
            request.vector_store_id,
            _typed_body(request, "vector_store_id"),
            project=caller_project(context),
        )
        return dict_to_message(results, pb.SearchResultsPage)


def add_vector_stores_services(api: VectorStoresApi, server: grpc.aio.Server) -> None:
    """Register VectorStoresHttpService and VectorStoresService on `server`."""
    pb_grpc.add_VectorStoresHttpServiceServicer_to_server(VectorStoresHttpServicer(api), server)
    pb_grpc.add_VectorStoresServiceServicer_to_server(VectorStoresServicer(api), server)
