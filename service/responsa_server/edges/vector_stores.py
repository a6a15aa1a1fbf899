"""The Vector Stores API's edges: VectorStoresHttpService (OpenAI REST as HttpBody) and
VectorStoresService (typed), both bound to VectorStoresApi by one table each."""

from __future__ import annotations

from typing import Any

from responsa.v1 import vector_stores_pb2 as pb
from responsa.v1 import vector_stores_pb2_grpc as pb_grpc

from responsa_server.edges.binding import (
    Reply,
    Rpc,
    Service,
    bind,
    json_body,
    json_reply,
    service,
    typed_body,
    typed_reply,
)
from responsa_server.edges.proto_dict import message_to_dict
from responsa_server.vector_stores.api import VectorStoresApi


def _paging(request: Any) -> dict[str, Any]:
    return {
        "limit": request.limit,
        "order": request.order,
        "after": request.after or None,
        "before": request.before or None,
    }


def _rest_body(request: Any) -> Any:
    """The JSON body of a REST call with path fields (an empty body is an empty object)."""
    return json_body(request.body.data, blank_is_empty=True)


def _typed(request: Any, *unset: str) -> dict[str, Any]:
    """A typed request's body without its store id; empty metadata means none was sent."""
    return typed_body(request, "vector_store_id", unset=("metadata", *unset))


def _shared(reply: Reply) -> dict[str, Rpc]:
    """The RPCs both services answer alike (only the reply differs)."""
    return {
        "ListVectorStores": Rpc(
            lambda api, r, project: api.list_stores(**_paging(r), project=project),
            reply(pb.ListVectorStoresResponse),
        ),
        "GetVectorStore": Rpc(
            lambda api, r, project: api.get(r.vector_store_id, project=project),
            reply(pb.VectorStore),
        ),
        "DeleteVectorStore": Rpc(
            lambda api, r, project: api.delete(r.vector_store_id, project=project),
            reply(pb.DeleteVectorStoreResponse),
        ),
        "ListVectorStoreFiles": Rpc(
            lambda api, r, project: api.list_files(
                r.vector_store_id, status=r.filter or None, **_paging(r), project=project
            ),
            reply(pb.ListVectorStoreFilesResponse),
        ),
        "GetVectorStoreFile": Rpc(
            lambda api, r, project: api.get_file(r.vector_store_id, r.file_id, project=project),
            reply(pb.VectorStoreFile),
        ),
        "DeleteVectorStoreFile": Rpc(
            lambda api, r, project: api.delete_file(r.vector_store_id, r.file_id, project=project),
            reply(pb.DeleteVectorStoreFileResponse),
        ),
        "GetVectorStoreFileContent": Rpc(
            lambda api, r, project: api.file_content(r.vector_store_id, r.file_id, project=project),
            reply(pb.VectorStoreFileContent),
        ),
        "GetFileBatch": Rpc(
            lambda api, r, project: api.get_batch(r.vector_store_id, r.batch_id, project=project),
            reply(pb.FileBatch),
        ),
        "CancelFileBatch": Rpc(
            lambda api, r, project: api.cancel_batch(
                r.vector_store_id, r.batch_id, project=project
            ),
            reply(pb.FileBatch),
        ),
        "ListFileBatchFiles": Rpc(
            lambda api, r, project: api.list_batch_files(
                r.vector_store_id,
                r.batch_id,
                status=r.filter or None,
                **_paging(r),
                project=project,
            ),
            reply(pb.ListVectorStoreFilesResponse),
        ),
    }


HTTP: dict[str, Rpc] = {
    # POST /v1/vector_stores: the request is the HttpBody itself.
    "CreateVectorStore": Rpc(
        lambda api, r, project: api.create(json_body(r.data, blank_is_empty=True), project=project),
        json_reply,
    ),
    "ModifyVectorStore": Rpc(
        lambda api, r, project: api.modify(r.vector_store_id, _rest_body(r), project=project),
        json_reply,
    ),
    "CreateVectorStoreFile": Rpc(
        lambda api, r, project: api.create_file(r.vector_store_id, _rest_body(r), project=project),
        json_reply,
    ),
    "UpdateVectorStoreFile": Rpc(
        lambda api, r, project: api.update_file(
            r.vector_store_id, r.file_id, _rest_body(r), project=project
        ),
        json_reply,
    ),
    "CreateFileBatch": Rpc(
        lambda api, r, project: api.create_batch(r.vector_store_id, _rest_body(r), project=project),
        json_reply,
    ),
    "SearchVectorStore": Rpc(
        lambda api, r, project: api.search(r.vector_store_id, _rest_body(r), project=project),
        json_reply,
    ),
    **_shared(lambda _type: json_reply),
}

TYPED: dict[str, Rpc] = {
    "CreateVectorStore": Rpc(
        lambda api, r, project: api.create(typed_body(r, unset=("metadata",)), project=project),
        typed_reply(pb.VectorStore),
    ),
    "ModifyVectorStore": Rpc(
        lambda api, r, project: api.modify(r.vector_store_id, _typed(r), project=project),
        typed_reply(pb.VectorStore),
    ),
    "CreateVectorStoreFile": Rpc(
        lambda api, r, project: api.create_file(r.vector_store_id, _typed(r), project=project),
        typed_reply(pb.VectorStoreFile),
    ),
    # Replace an attached file's attributes.
    "UpdateVectorStoreFile": Rpc(
        lambda api, r, project: api.update_file(
            r.vector_store_id,
            r.file_id,
            {"attributes": message_to_dict(r.attributes)},
            project=project,
        ),
        typed_reply(pb.VectorStoreFile),
    ),
    "CreateFileBatch": Rpc(
        lambda api, r, project: api.create_batch(
            r.vector_store_id, _typed(r, "file_ids", "files"), project=project
        ),
        typed_reply(pb.FileBatch),
    ),
    "SearchVectorStore": Rpc(
        lambda api, r, project: api.search(r.vector_store_id, _typed(r), project=project),
        typed_reply(pb.SearchResultsPage),
    ),
    **_shared(typed_reply),
}


def vector_stores_services(api: VectorStoresApi) -> list[Service]:
    """VectorStoresHttpService and VectorStoresService over `api`."""
    return [
        service(
            pb.DESCRIPTOR,
            "VectorStoresHttpService",
            pb_grpc.add_VectorStoresHttpServiceServicer_to_server,
            bind(pb_grpc.VectorStoresHttpServiceServicer, api, HTTP),
        ),
        service(
            pb.DESCRIPTOR,
            "VectorStoresService",
            pb_grpc.add_VectorStoresServiceServicer_to_server,
            bind(pb_grpc.VectorStoresServiceServicer, api, TYPED),
        ),
    ]
