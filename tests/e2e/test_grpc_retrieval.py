"""The typed FilesService and VectorStoresService through Envoy (generated stubs only)."""

from __future__ import annotations

import time

import grpc
import pytest
from responsa.v1 import files_pb2, files_pb2_grpc, vector_stores_pb2, vector_stores_pb2_grpc

from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0


def test_typed_upload_attach_search(stack: Stack) -> None:
    with grpc.insecure_channel(stack.grpc_target) as channel:
        grpc.channel_ready_future(channel).result(timeout=TIMEOUT)
        files = files_pb2_grpc.FilesServiceStub(channel)
        stores = vector_stores_pb2_grpc.VectorStoresServiceStub(channel)
        uploaded = files.CreateFile(
            files_pb2.CreateFileRequest(
                file=b"Otters hold hands while they sleep so they do not drift apart.",
                filename="otters.md",
                purpose="assistants",
            ),
            timeout=TIMEOUT,
        )
        assert uploaded.id.startswith("file-") and uploaded.object == "file"
        content = files.GetFileContent(
            files_pb2.GetFileContentRequest(file_id=uploaded.id), timeout=TIMEOUT
        )
        assert content.data.startswith(b"Otters") and content.content_type == "text/markdown"

        create = vector_stores_pb2.CreateVectorStoreRequest(name="typed")
        create.metadata["kind"] = "typed"
        create.chunking_strategy.static.static.max_chunk_size_tokens = 200
        create.chunking_strategy.static.static.chunk_overlap_tokens = 50
        store = stores.CreateVectorStore(create, timeout=TIMEOUT)
        assert store.id.startswith("vs_") and store.metadata == {"kind": "typed"}

        attach = vector_stores_pb2.CreateVectorStoreFileRequest(
            vector_store_id=store.id, file_id=uploaded.id
        )
        attach.attributes.update({"animal": "otter", "legs": 4})
        attached = stores.CreateVectorStoreFile(attach, timeout=TIMEOUT)
        assert attached.status in ("in_progress", "completed")
        deadline = time.monotonic() + 120
        while attached.status == "in_progress":
            assert time.monotonic() < deadline
            time.sleep(0.2)
            attached = stores.GetVectorStoreFile(
                vector_stores_pb2.GetVectorStoreFileRequest(
                    vector_store_id=store.id, file_id=uploaded.id
                ),
                timeout=TIMEOUT,
            )
        assert attached.status == "completed"
        assert attached.chunking_strategy.WhichOneof("strategy") == "static"

        search = vector_stores_pb2.SearchVectorStoreRequest(vector_store_id=store.id)
        search.query.text = "How do otters sleep?"
        search.filters.update({"type": "eq", "key": "animal", "value": "otter"})
        page = stores.SearchVectorStore(search, timeout=TIMEOUT)
        assert page.object == "vector_store.search_results.page"
        assert [r.file_id for r in page.data] == [uploaded.id]
        assert page.data[0].attributes["animal"] == "otter"
        assert page.data[0].content[0].text.startswith("Otters")

        with pytest.raises(grpc.RpcError) as missing:
            stores.GetVectorStore(
                vector_stores_pb2.GetVectorStoreRequest(vector_store_id="vs_nope"),
                timeout=TIMEOUT,
            )
        assert missing.value.code() is grpc.StatusCode.NOT_FOUND

        deleted = files.DeleteFile(
            files_pb2.DeleteFileRequest(file_id=uploaded.id), timeout=TIMEOUT
        )
        assert deleted.deleted is True
        listed = stores.ListVectorStoreFiles(
            vector_stores_pb2.ListVectorStoreFilesRequest(vector_store_id=store.id),
            timeout=TIMEOUT,
        )
        assert list(listed.data) == []
