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
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.paging import page_bounds
from responsa_server.vector_stores.chunking import parse_strategy
from responsa_server.vector_stores.extract import ExtractionError, extract_text
from responsa_server.vector_stores.filters import check_attributes, check_filter, matches
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.ingestion import IngestionJob, IngestionQueue
from responsa_server.vector_stores.records import STATUSES, VectorStoreRecords
from responsa_server.vector_stores.search import Ranking, hybrid_search, parse_ranking

Json = dict[str, Any]


def _new_id(prefix: str) -> str:
    return f"{prefix}_{os.urandom(16).hex()}"


def _object(body: Any, param: str = "body") -> Json:
    if not isinstance(body, dict):
        raise ApiError(400, "The request body must be a JSON object.", param=None)
    return body


def _reject_unknown(body: Json, allowed: set[str]) -> None:
    unknown = sorted(set(body) - allowed)
    if unknown:
        raise invalid_param(unknown[0], f"Unknown parameter: '{unknown[0]}'.", "unknown_parameter")


def _metadata(value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict) or len(value) > 16:
        raise invalid_param(
            "metadata", "Invalid 'metadata': expected an object of at most 16 string pairs."
        )
    for key, item in value.items():
        if not isinstance(item, str) or len(key) > 64 or len(item) > 512:
            raise invalid_param(
                f"metadata.{key}",
                "Invalid 'metadata': keys are at most 64 and values at most 512 characters "
                "(strings).",
            )
    return dict(value)


def _expires_after(value: Any) -> Json | None:
    if value is None:
        return None
    if not isinstance(value, dict) or value.get("anchor") != "last_active_at":
        raise invalid_param(
            "expires_after.anchor", "Invalid 'expires_after.anchor': expected 'last_active_at'."
        )
    days = value.get("days")
    if not isinstance(days, int) or isinstance(days, bool) or not 1 <= days <= 365:
        raise invalid_param(
            "expires_after.days",
            "Invalid 'expires_after.days': expected an integer between 1 and 365.",
        )
    return {"anchor": "last_active_at", "days": days}


def _page(data: list[Json], has_more: bool) -> Json:
    return {
        "object": "list",
        "data": data,
        "first_id": data[0]["id"] if data else None,
        "last_id": data[-1]["id"] if data else None,
        "has_more": has_more,
    }


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
        body = _object(body)
        _reject_unknown(
            body,
            {"name", "description", "file_ids", "chunking_strategy", "expires_after", "metadata"},
        )
        name = body.get("name") or ""
        if not isinstance(name, str):
            raise invalid_param(
                "name", "Invalid type for 'name': expected a string.", "invalid_type"
            )
        description = body.get("description")
        if description is not None and not isinstance(description, str):
            raise invalid_param(
                "description", "Invalid type for 'description': expected a string.", "invalid_type"
            )
        file_ids = body.get("file_ids") or []
        if (
            not isinstance(file_ids, list)
            or not all(isinstance(f, str) for f in file_ids)
            or len(file_ids) > 500
        ):
            raise invalid_param(
                "file_ids", "Invalid 'file_ids': expected an array of at most 500 file ids."
            )
        strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
        expires_after = _expires_after(body.get("expires_after"))
        metadata = _metadata(body.get("metadata"))
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
        store = await self._records.get_store(store_id, project=project)
        if store is None:
            raise store_not_found(store_id)
        return store

    async def list_stores(
        self, *, limit: int, order: str, after: str | None, before: str | None, project: str
    ) -> Json:
        """GET /v1/vector_stores."""
        size, direction = page_bounds(limit, order)
        descending = direction == "desc"
        data, more = await self._records.list_stores(
            project=project, limit=size, descending=descending, after=after, before=before
        )
        return _page(data, more)

    async def modify(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}: name, expires_after, metadata."""
        body = _object(body)
        _reject_unknown(body, {"name", "expires_after", "metadata"})
        changes: dict[str, Any] = {}
        if body.get("name") is not None:
            if not isinstance(body["name"], str):
                raise invalid_param(
                    "name", "Invalid type for 'name': expected a string.", "invalid_type"
                )
            changes["name"] = body["name"]
        if "expires_after" in body:
            expires = _expires_after(body["expires_after"])
            changes["expires_after_json"] = (
                None if expires is None else orjson.dumps(expires).decode()
            )
        if body.get("metadata") is not None:
            changes["metadata_json"] = orjson.dumps(_metadata(body["metadata"])).decode()
        if not await self._records.update_store(store_id, changes, project=project):
            raise store_not_found(store_id)
        return await self.get(store_id, project=project)

    async def delete(self, store_id: str, *, project: str) -> Json:
        """DELETE /v1/vector_stores/{id}."""
        if not await self._records.delete_store(store_id, project=project):
            raise store_not_found(store_id)
        return {"id": store_id, "object": "vector_store.deleted", "deleted": True}

    # --- files of a store ----------------------------------------------------------------

    async def _check_files(self, file_ids: list[str], param: str, *, project: str) -> None:
        for i, file_id in enumerate(file_ids):
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
        await self._queue.submit([IngestionJob(project, store_id, f) for f, _, _ in files])

    async def create_file(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/files: attach; ingestion runs in the background."""
        body = _object(body)
        _reject_unknown(body, {"file_id", "attributes", "chunking_strategy"})
        file_id = body.get("file_id")
        if not isinstance(file_id, str) or not file_id:
            raise invalid_param(
                "file_id", "Missing required parameter: 'file_id'.", "missing_required_parameter"
            )
        attributes = check_attributes(body.get("attributes"), "attributes")
        strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
        await self.get(store_id, project=project)
        await self._check_files([file_id], "file_id", project=project)
        await self._attach(store_id, [(file_id, attributes, strategy)], None, project)
        return await self.get_file(store_id, file_id, project=project)

    async def get_file(self, store_id: str, file_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/files/{file_id}."""
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
        if status and status not in STATUSES:
            raise invalid_param(
                "filter",
                f"Invalid value for 'filter': expected one of {', '.join(STATUSES)}, "
                f"got '{status}'.",
            )
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
        return _page(data, more)

    async def update_file(self, store_id: str, file_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/files/{file_id}: replace attributes."""
        body = _object(body)
        _reject_unknown(body, {"attributes"})
        if "attributes" not in body:
            raise invalid_param(
                "attributes",
                "Missing required parameter: 'attributes'.",
                "missing_required_parameter",
            )
        attributes = check_attributes(body["attributes"], "attributes")
        if not await self._records.update_attributes(
            store_id, file_id, attributes, project=project
        ):
            await self.get_file(store_id, file_id, project=project)
        return await self.get_file(store_id, file_id, project=project)

    async def delete_file(self, store_id: str, file_id: str, *, project: str) -> Json:
        """DELETE /v1/vector_stores/{id}/files/{file_id}: detach (the file itself stays)."""
        if not await self._records.detach_file(store_id, file_id, project=project):
            await self.get_file(store_id, file_id, project=project)
        return {"id": file_id, "object": "vector_store.file.deleted", "deleted": True}

    async def file_content(self, store_id: str, file_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/files/{file_id}/content: the parsed text."""
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
        body = _object(body)
        _reject_unknown(body, {"file_ids", "files", "attributes", "chunking_strategy"})
        attributes = check_attributes(body.get("attributes"), "attributes")
        strategy = parse_strategy(body.get("chunking_strategy"), "chunking_strategy")
        entries: list[tuple[str, Json, Json]] = []
        if body.get("file_ids") is not None and body.get("files") is not None:
            raise invalid_param("files", "'file_ids' and 'files' are mutually exclusive.")
        if body.get("files") is not None:
            files = body["files"]
            if not isinstance(files, list) or not 1 <= len(files) <= 2000:
                raise invalid_param(
                    "files", "Invalid 'files': expected an array of 1 to 2000 objects."
                )
            for i, entry in enumerate(files):
                if not isinstance(entry, dict) or not isinstance(entry.get("file_id"), str):
                    raise invalid_param(
                        f"files[{i}].file_id", f"Missing required parameter: 'files[{i}].file_id'."
                    )
                entries.append(
                    (
                        entry["file_id"],
                        check_attributes(entry.get("attributes"), f"files[{i}].attributes"),
                        parse_strategy(
                            entry.get("chunking_strategy"), f"files[{i}].chunking_strategy"
                        ),
                    )
                )
        else:
            file_ids = body.get("file_ids")
            if (
                not isinstance(file_ids, list)
                or not 1 <= len(file_ids) <= 2000
                or not all(isinstance(f, str) for f in file_ids)
            ):
                raise invalid_param(
                    "file_ids", "Invalid 'file_ids': expected an array of 1 to 2000 file ids."
                )
            entries = [(f, attributes, strategy) for f in dict.fromkeys(file_ids)]
        await self.get(store_id, project=project)
        await self._check_files([f for f, _, _ in entries], "file_ids", project=project)
        batch_id = _new_id("vsfb")
        await self._records.create_batch(batch_id, store_id, project=project)
        await self._attach(store_id, entries, batch_id, project)
        return await self.get_batch(store_id, batch_id, project=project)

    async def get_batch(self, store_id: str, batch_id: str, *, project: str) -> Json:
        """GET /v1/vector_stores/{id}/file_batches/{batch_id}."""
        batch = await self._records.get_batch(store_id, batch_id, project=project)
        if batch is None:
            await self.get(store_id, project=project)
            raise not_found(f"No file batch found with id '{batch_id}'.", param="batch_id")
        return batch

    async def cancel_batch(self, store_id: str, batch_id: str, *, project: str) -> Json:
        """POST .../file_batches/{batch_id}/cancel: files not yet ingested become cancelled."""
        if not await self._records.cancel_batch(store_id, batch_id, project=project):
            await self.get_batch(store_id, batch_id, project=project)
        return await self.get_batch(store_id, batch_id, project=project)

    async def list_batch_files(self, store_id: str, batch_id: str, **query: Any) -> Json:
        """GET .../file_batches/{batch_id}/files."""
        await self.get_batch(store_id, batch_id, project=query["project"])
        return await self.list_files(store_id, batch_id=batch_id, **query)

    # --- search --------------------------------------------------------------------------

    async def search(self, store_id: str, body: Any, *, project: str) -> Json:
        """POST /v1/vector_stores/{id}/search."""
        body = _object(body)
        _reject_unknown(
            body, {"query", "max_num_results", "filters", "ranking_options", "rewrite_query"}
        )
        if body.get("rewrite_query"):
            raise invalid_param(
                "rewrite_query",
                "'rewrite_query' is not supported by this server; send the query to search "
                "as it is.",
                "unsupported_parameter",
            )
        query = body.get("query")
        queries = [query] if isinstance(query, str) else query
        if (
            not isinstance(queries, list)
            or not queries
            or not all(isinstance(q, str) and q.strip() for q in queries)
        ):
            raise invalid_param(
                "query", "Invalid 'query': expected a non-empty string or array of strings."
            )
        limit = body.get("max_num_results", 10)
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 50:
            raise invalid_param(
                "max_num_results",
                "Invalid 'max_num_results': expected an integer between 1 and 50.",
            )
        condition = (
            None if body.get("filters") is None else check_filter(body["filters"], "filters")
        )
        ranking = parse_ranking(body.get("ranking_options"), "ranking_options")
        await self.get(store_id, project=project)
        results = await self.search_stores(
            [store_id], queries, limit=limit, condition=condition, ranking=ranking, project=project
        )
        await self._records.touch_store(store_id, project=project)
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
        exist by the caller), best first: one item per chunk."""
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
