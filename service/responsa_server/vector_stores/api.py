"""VectorStoresApi: the one implementation of the Vector Stores API (stores, their files, file
batches, search) behind the REST and typed gRPC edges, and the search file_search runs."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

import orjson

from responsa_server.embeddings import Embedder, EmbeddingsError
from responsa_server.files.api import file_not_found
from responsa_server.files.store import FileStore
from responsa_server.model.errors import ApiError, not_found
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import object_id
from responsa_server.model.retrieval import Ranking
from responsa_server.vector_stores import request_bodies
from responsa_server.vector_stores.extract import ExtractionError, extract_text
from responsa_server.vector_stores.filters import matches
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import IngestionJob, IngestionQueue
from responsa_server.vector_stores.records import VectorStoreRecords
from responsa_server.vector_stores.search import hybrid_search

Json = dict[str, Any]


def _new_id(prefix: str) -> str:
    return f"{prefix}_{os.urandom(16).hex()}"


def store_not_found(store_id: str) -> ApiError:
    """OpenAI's 404 for a vector store id (unknown or another project's)."""
    return not_found(f"No vector store found with id '{store_id}'.", param="vector_store_id")


class VectorStoresApi:
    """Vector stores of a project: create, attach files (ingested in the background), search."""

    def __init__(
        self,
        records: VectorStoreRecords,
        files: FileStore,
        index: ChunkIndex,
        embedder: Embedder,
        queue: IngestionQueue,
        blobs: Any,
    ) -> None:
        self._records = records
        self._files = files
        self._index = index
        self._embedder = embedder
        self._queue = queue
        self._blobs = blobs

    async def resume(self) -> None:
        """Hand the queue the files left in progress (by a stopped process, or any replica)."""
        pending = await self._records.in_progress()
        await self._queue.submit([IngestionJob(p, s, f) for p, s, f in pending])

    # --- stores --------------------------------------------------------------------------

    async def create(self, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores."""
        parsed = request_bodies.new_store(body)
        file_ids, strategy = parsed.file_ids, parsed.strategy
        name, description = parsed.name, parsed.description
        expires_after, metadata = parsed.expires_after, parsed.metadata
        await self._check_files(file_ids, "file_ids", project=project)
        store_id = _new_id("vs")
        now = int(time.time())
        await self._records.create_store(
            {
                "id": store_id,
                "created_at": now,
                "last_active_at": now,
                "name": name,
                "description": description,
                "metadata_json": orjson.dumps(metadata).decode(),
                "expires_after_json": None
                if expires_after is None
                else orjson.dumps(expires_after).decode(),
            },
            project=project,
        )
        if file_ids:
            await self._attach(
                store_id, [(f, {}, strategy) for f in dict.fromkeys(file_ids)], None, project
            )
        return await self.get(store_id, project=project)

    async def get(self, store_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}."""
        store_id = object_id(store_id, "vector_store_id")
        store = await self._records.get_store(store_id, project=project)
        if store is None:
            raise store_not_found(store_id)
        return store

    async def active(self, store_id: str, *, project: str) -> Json:
        """The store, if it may be used: searched, changed, given files. An expired one answers
        a 400 naming `vector_store_id` (it stays readable and deletable; nothing revives it)."""
        store = await self.get(store_id, project=project)
        if store["status"] == "expired":
            raise ApiError(
                400,
                f"Vector store '{store_id}' expired at {store['expires_at']} and can no longer "
                "be used; create a new vector store with its files.",
                param="vector_store_id",
                code="vector_store_expired",
            )
        return store

    async def list_stores(
        self, *, limit: int, order: str, after: str | None, before: str | None, project: str
    ) -> Json:
        """GET /v1/vector_stores."""
        after = None if after is None else object_id(after, "after")
        before = None if before is None else object_id(before, "before")
        size, direction = page_bounds(limit, order)
        descending = direction == "desc"
        data, more = await self._records.list_stores(
            project=project, limit=size, descending=descending, after=after, before=before
        )
        return list_object(data, more)

    async def modify(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}: name, expires_after, metadata."""
        store_id = object_id(store_id, "vector_store_id")
        changes = request_bodies.store_changes(body)
        await self.active(store_id, project=project)
        if not await self._records.update_store(store_id, changes, project=project):
            raise store_not_found(store_id)
        return await self.get(store_id, project=project)

    async def delete(self, store_id: str, *, project: str) -> Json:
        """DELETE /v1/vector_stores/{id}."""
        store_id = object_id(store_id, "vector_store_id")
        if not await self._records.delete_store(store_id, project=project):
            raise store_not_found(store_id)
        return {"id": store_id, "object": "vector_store.deleted", "deleted": True}

    # --- files of a store ----------------------------------------------------------------

    async def _check_files(self, file_ids: list[str], param: str, *, project: str) -> None:
        for i, file_id in enumerate(file_ids):
            object_id(file_id, f"{param}[{i}]" if param.endswith("ids") else param)
            if await self._files.get(file_id, project=project) is None:
                error = file_not_found(file_id)
                error.param = f"{param}[{i}]" if param.endswith("ids") else param
                raise error

    async def _attach(
        self,
        store_id: str,
        files: list[tuple[str, Json, Json]],
        batch_id: str | None,
        project: str,
    ) -> None:
        await self._records.attach_files(store_id, files, batch_id=batch_id, project=project)
        await self._records.touch_stores([store_id], project=project)
        await self._queue.submit([IngestionJob(project, store_id, f) for f, _, _ in files])

    async def create_file(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/files: attach; ingestion runs in the background."""
        store_id = object_id(store_id, "vector_store_id")
        file_id, attributes, strategy = request_bodies.attachment(body)
        await self.active(store_id, project=project)
        await self._check_files([file_id], "file_id", project=project)
        await self._attach(store_id, [(file_id, attributes, strategy)], None, project)
        return await self.get_file(store_id, file_id, project=project)

    async def get_file(self, store_id: str, file_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/files/{file_id}."""
        store_id = object_id(store_id, "vector_store_id")
        file_id = object_id(file_id, "file_id")
        found = await self._records.get_file(store_id, file_id, project=project)
        if found is None:
            await self.get(store_id, project=project)
            raise not_found(
                f"No file found with id '{file_id}' in vector store '{store_id}'.", param="file_id"
            )
        return found

    async def list_files(
        self,
        store_id: str,
        *,
        status: str | None,
        limit: int,
        order: str,
        after: str | None,
        before: str | None,
        project: str,
        batch_id: str | None = None,
    ) -> Json:
        """GET /v1/vector_stores/{id}/files (and a batch's files)."""
        store_id = object_id(store_id, "vector_store_id")
        after = None if after is None else object_id(after, "after")
        before = None if before is None else object_id(before, "before")
        request_bodies.status_filter(status)
        size, direction = page_bounds(limit, order)
        descending = direction == "desc"
        await self.get(store_id, project=project)
        data, more = await self._records.list_files(
            store_id,
            project=project,
            status=status,
            batch_id=batch_id,
            limit=size,
            descending=descending,
            after=after,
            before=before,
        )
        return list_object(data, more)

    async def update_file(self, store_id: str, file_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/files/{file_id}: replace attributes."""
        store_id = object_id(store_id, "vector_store_id")
        file_id = object_id(file_id, "file_id")
        attributes = request_bodies.new_attributes(body)
        if not await self._records.update_attributes(
            store_id, file_id, attributes, project=project
        ):
            await self.get_file(store_id, file_id, project=project)
        return await self.get_file(store_id, file_id, project=project)

    async def delete_file(self, store_id: str, file_id: str, *, project: str) -> Json:
        """DELETE /v1/vector_stores/{id}/files/{file_id}: detach (the file itself stays)."""
        store_id = object_id(store_id, "vector_store_id")
        file_id = object_id(file_id, "file_id")
        if not await self._records.detach_file(store_id, file_id, project=project):
            await self.get_file(store_id, file_id, project=project)
        return {"id": file_id, "object": "vector_store.file.deleted", "deleted": True}

    async def file_content(self, store_id: str, file_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/files/{file_id}/content: the parsed text."""
        store_id = object_id(store_id, "vector_store_id")
        file_id = object_id(file_id, "file_id")
        attached = await self.get_file(store_id, file_id, project=project)
        if attached["status"] != "completed":
            raise ApiError(
                400,
                f"File '{file_id}' is {attached['status']} in vector store '{store_id}'; its "
                "content is available once it is completed.",
                param="file_id",
            )
        stored = await self._files.get(file_id, project=project)
        if stored is None:
            raise file_not_found(file_id)
        try:
            text = await asyncio.to_thread(
                extract_text, stored.filename, await self._blobs.get(stored.blob_key)
            )
        except (ExtractionError, KeyError):
            raise ApiError(500, "The file's content could not be read.") from None
        return {
            "object": "vector_store.file_content.page",
            "data": [{"type": "text", "text": text}],
            "has_more": False,
            "next_page": None,
        }

    # --- file batches --------------------------------------------------------------------

    async def create_batch(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/file_batches."""
        store_id = object_id(store_id, "vector_store_id")
        entries = request_bodies.batch_attachments(body)
        await self.active(store_id, project=project)
        await self._check_files([f for f, _, _ in entries], "file_ids", project=project)
        batch_id = _new_id("vsfb")
        await self._records.create_batch(batch_id, store_id, project=project)
        await self._attach(store_id, entries, batch_id, project)
        return await self.get_batch(store_id, batch_id, project=project)

    async def get_batch(self, store_id: str, batch_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/file_batches/{batch_id}."""
        store_id = object_id(store_id, "vector_store_id")
        batch_id = object_id(batch_id, "batch_id")
        batch = await self._records.get_batch(store_id, batch_id, project=project)
        if batch is None:
            await self.get(store_id, project=project)
            raise not_found(f"No file batch found with id '{batch_id}'.", param="batch_id")
        return batch

    async def cancel_batch(self, store_id: str, batch_id: str, *, project: str) -> Json:
        """POST .../file_batches/{batch_id}/cancel: files not yet ingested become cancelled."""
        store_id = object_id(store_id, "vector_store_id")
        batch_id = object_id(batch_id, "batch_id")
        if not await self._records.cancel_batch(store_id, batch_id, project=project):
            await self.get_batch(store_id, batch_id, project=project)
        return await self.get_batch(store_id, batch_id, project=project)

    async def list_batch_files(self, store_id: str, batch_id: str, **query: Any) -> Json:
        """GET .../file_batches/{batch_id}/files."""
        store_id = object_id(store_id, "vector_store_id")
        batch_id = object_id(batch_id, "batch_id")
        await self.get_batch(store_id, batch_id, project=query["project"])
        return await self.list_files(store_id, batch_id=batch_id, **query)

    # --- search --------------------------------------------------------------------------

    async def search(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/search."""
        store_id = object_id(store_id, "vector_store_id")
        parsed = request_bodies.search(body)
        queries, limit = parsed.queries, parsed.limit
        condition, ranking = parsed.condition, parsed.ranking
        await self.active(store_id, project=project)
        results = await self.search_stores(
            [store_id], queries, limit=limit, condition=condition, ranking=ranking, project=project
        )
        return {
            "object": "vector_store.search_results.page",
            "search_query": queries,
            "data": results,
            "has_more": False,
            "next_page": None,
        }

    async def search_stores(
        self,
        store_ids: list[str],
        queries: list[str],
        *,
        limit: int,
        condition: Json | None,
        ranking: Ranking,
        project: str,
    ) -> list[Json]:
        """OpenAI's search result items over the completed files of the stores (checked to
        exist and be active by the caller), best first: one item per chunk. A search is a use:
        the stores' `last_active_at` moves on."""
        await self._records.touch_stores(store_ids, project=project)
        files = await self._records.file_attributes(store_ids, project=project)
        allowed = {
            (s, f): attrs for s, f, attrs in files if condition is None or matches(condition, attrs)
        }
        if not allowed:
            return []
        try:
            vectors = await self._embedder.embed(queries)
        except EmbeddingsError as error:
            raise ApiError(502, f"Embedding the query failed: {error}") from None
        best: dict[int, Any] = {}
        for query, vector in zip(queries, vectors, strict=True):
            for hit in await hybrid_search(
                self._index, set(allowed), query, vector, limit, ranking
            ):
                if hit.chunk.id not in best or best[hit.chunk.id].score < hit.score:
                    best[hit.chunk.id] = hit
        hits = sorted(best.values(), key=lambda h: -h.score)[:limit]
        names: dict[str, str] = {}
        for hit in hits:
            if hit.chunk.file_id not in names:
                stored = await self._files.get(hit.chunk.file_id, project=project)
                names[hit.chunk.file_id] = stored.filename if stored else ""
        return [
            {
                "file_id": hit.chunk.file_id,
                "filename": names[hit.chunk.file_id],
                "score": hit.score,
                "attributes": allowed[(hit.chunk.vector_store_id, hit.chunk.file_id)],
                "content": [{"type": "text", "text": hit.chunk.text}],
            }
            for hit in hits
        ]
