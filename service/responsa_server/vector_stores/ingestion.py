"""Ingestion of a file into a vector store, run off the request path behind `IngestionQueue`.

`LeasedIngestionQueue` (what the service runs) is durable: the queue is the attachments
themselves (`vector_store_files` rows `in_progress`). Every replica's workers claim one with a
lease (Postgres `SKIP LOCKED`), renew it while they ingest, and a file whose replica died is
taken over by any replica once its lease expires. The background-responses jobs room
(`jobs/`) queues responses only (a job is a response id and its event log); the attachments
already are a durable queue, so ingestion does not need a second one.

(Tests and benchmarks that drive ingestion directly use an in-process queue of their own,
`tests/retrieval/inprocess_queue.py`.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

from responsa_server.blobs import BlobStore
from responsa_server.embeddings import Embedder, EmbeddingsError
from responsa_server.files.store import FileStore
from responsa_server.vector_stores.chunking import chunk_text
from responsa_server.vector_stores.extract import ExtractionError, extract_text
from responsa_server.vector_stores.index import ChunkIndex
from responsa_server.vector_stores.records import NewChunk, VectorStoreRecords

log = logging.getLogger("responsa.ingestion")
# Claims of one attachment before it is failed: a file that crashes or wedges its ingester
# (its lease expires and another replica takes it over) is not retried forever.
MAX_ATTEMPTS = 3


@dataclass(frozen=True, slots=True)
class IngestionJob:
    """Ingest one file into one vector store."""

    project: str
    vector_store_id: str
    file_id: str
    # The lease epoch of the claim that runs it (None: not claimed yet); its final write is
    # refused once another replica claimed the file after it.
    epoch: int | None = None


class IngestionQueue(Protocol):
    """Where attaching a file hands its ingestion (returns at once)."""

    async def submit(self, jobs: list[IngestionJob]) -> None:
        """Queue the jobs."""

    async def close(self) -> None:
        """Stop taking jobs; cancel running ones (their files stay in_progress)."""


class LeasedIngestionQueue:
    """Durable ingestion: workers claim attachments in progress with a lease (module docstring)."""

    def __init__(
        self,
        records: VectorStoreRecords,
        run: Callable[[IngestionJob], Awaitable[None]],
        *,
        owner: str,
        workers: int = 2,
        lease_seconds: float = 60.0,
        poll_seconds: float = 2.0,
    ) -> None:
        self._records = records
        self._run = run
        self._owner = owner
        self._count = workers
        self._lease = lease_seconds
        self._poll = poll_seconds
        self._wake = asyncio.Event()
        self._workers: list[asyncio.Task[None]] = []

    def start(self) -> None:
        """Start the workers (they also pick up files other replicas left behind)."""
        if not self._workers:
            self._workers = [asyncio.create_task(self._work()) for _ in range(self._count)]

    async def submit(self, jobs: list[IngestionJob]) -> None:
        """The rows are the queue already: wake the workers."""
        self.start()
        self._wake.set()

    async def _work(self) -> None:
        while True:
            try:
                claimed = await self._records.claim_ingestion(self._owner, self._lease)
            except Exception:
                log.exception("claiming an ingestion failed")
                claimed = None
            if claimed is None:
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self._poll)
                continue
            job = IngestionJob(*claimed)
            renewing = asyncio.create_task(self._renew(job))
            try:
                await self._run(job)
            except Exception:
                log.exception("ingesting %s into %s failed", job.file_id, job.vector_store_id)
            finally:
                renewing.cancel()

    async def _renew(self, job: IngestionJob) -> None:
        while True:
            await asyncio.sleep(self._lease / 3)
            await self._records.renew_lease(
                job.vector_store_id, job.file_id, self._owner, self._lease
            )

    async def close(self) -> None:
        """Stop the workers; files they held are taken over when their leases expire."""
        for task in self._workers:
            task.cancel()
        await asyncio.gather(*self._workers, return_exceptions=True)
        self._workers = []


class Ingestor:
    """Reads the bytes, extracts text, chunks, embeds, and stores chunks + status at once."""

    def __init__(
        self,
        records: VectorStoreRecords,
        files: FileStore,
        blobs: BlobStore,
        embedder: Embedder,
        index: ChunkIndex,
    ) -> None:
        self._records = records
        self._files = files
        self._blobs = blobs
        self._embedder = embedder
        self._index = index
        self._hnsw_dimensions: set[int] = set()

    async def run(self, job: IngestionJob) -> None:
        """Ingest; failures end as `failed` with OpenAI's last_error and no chunks."""
        project, store_id, file_id = job.project, job.vector_store_id, job.file_id
        attached = await self._records.get_file(store_id, file_id, project=project)
        if attached is None or attached["status"] != "in_progress":
            return
        if job.epoch is not None and job.epoch > MAX_ATTEMPTS:
            message = f"Ingestion did not finish in {MAX_ATTEMPTS} attempts."
            await self._fail(job, "server_error", message)
            return
        stored = await self._files.get(file_id, project=project)
        if stored is None:
            await self._fail(job, "invalid_file", "The file was deleted.")
            return
        try:
            data = await self._blobs.get(stored.blob_key)
            text = await asyncio.to_thread(extract_text, stored.filename, data)
        except ExtractionError as error:
            await self._fail(job, error.code, error.message)
            return
        except KeyError:
            await self._fail(
                job, "server_error", "The file's bytes are missing from the blob store."
            )
            return
        pieces = chunk_text(text, attached["chunking_strategy"])
        try:
            vectors = await self._embedder.embed(pieces)
        except EmbeddingsError as error:
            await self._fail(job, "server_error", f"Embedding failed: {error}")
            return
        if self._index.pgvector and vectors.shape[0]:
            dimensions = int(vectors.shape[1])
            if dimensions not in self._hnsw_dimensions:
                await self._index.ensure_hnsw(dimensions)
                self._hnsw_dimensions.add(dimensions)
        chunks = [NewChunk(i, piece, vectors[i]) for i, piece in enumerate(pieces)]
        usage = sum(len(p.encode()) for p in pieces) + int(vectors.nbytes)
        done = await self._records.complete_file(
            store_id,
            file_id,
            chunks,
            usage,
            project=project,
            pgvector=self._index.pgvector,
            epoch=job.epoch,
        )
        if not done:
            log.info("file %s left store %s while it was ingested; nothing kept", file_id, store_id)

    async def _fail(self, job: IngestionJob, code: str, message: str) -> None:
        await self._records.fail_file(
            job.vector_store_id, job.file_id, code, message, project=job.project, epoch=job.epoch
        )
