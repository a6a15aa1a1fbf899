"""Durable ingestion: a file whose replica died mid-ingestion is taken over by another replica
once the lease expires, and never by two at once."""

from __future__ import annotations

import asyncio
import time

import numpy as np
from responsa_server.auth.project import DEFAULT_PROJECT as P
from responsa_server.vector_stores.ingestion import IngestionJob, LeasedIngestionQueue
from responsa_server.vector_stores.records import NewChunk, VectorStoreRecords

from tests.retrieval.conftest import Retrieval

STRATEGY = {"type": "static", "static": {"max_chunk_size_tokens": 100, "chunk_overlap_tokens": 0}}
LEASE = 1.0


async def test_takeover_after_a_replica_dies(retrieval: Retrieval) -> None:
    records = VectorStoreRecords(retrieval.store.database)
    await records.create_store(
        {
            "id": "vs_lease",
            "created_at": 0,
            "last_active_at": 0,
            "name": "lease",
            "description": None,
            "metadata_json": "{}",
            "expires_after_json": None,
        },
        project=P,
    )
    await records.attach_files("vs_lease", [("file-x", {}, STRATEGY)], batch_id=None, project=P)

    started = asyncio.Event()
    first_claim: list[float] = []

    async def hang(job: IngestionJob) -> None:
        first_claim.append(time.monotonic())
        started.set()
        await asyncio.Event().wait()  # the replica dies before finishing

    taken: list[tuple[IngestionJob, float]] = []

    async def finish(job: IngestionJob) -> None:
        claimed_at = time.monotonic()
        vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
        done = await records.complete_file(
            job.vector_store_id, job.file_id, [NewChunk(0, "x", vector)], 1, project=job.project
        )
        assert done
        taken.append((job, claimed_at))

    dying = LeasedIngestionQueue(
        records, hang, owner="replica-a", lease_seconds=LEASE, poll_seconds=0.05
    )
    survivor = LeasedIngestionQueue(
        records, finish, owner="replica-b", lease_seconds=LEASE, poll_seconds=0.05
    )
    await dying.submit([])
    await asyncio.wait_for(started.wait(), 10)
    await survivor.submit([])  # polls while A holds a live lease (renewed every LEASE/3)
    await asyncio.sleep(2 * LEASE)
    assert taken == []  # A's lease is alive: nobody else ingests the file
    await dying.close()  # A dies: no more renewals
    deadline = time.monotonic() + 10
    while not taken:
        assert time.monotonic() < deadline, "the file was not taken over"
        await asyncio.sleep(0.05)
    await survivor.close()
    job, at = taken[0]
    assert (job.project, job.vector_store_id, job.file_id) == (P, "vs_lease", "file-x")
    assert len(taken) == 1 and at > first_claim[0]
    attached = await records.get_file("vs_lease", "file-x", project=P)
    assert attached is not None and attached["status"] == "completed"


async def test_a_late_completion_after_a_takeover_is_refused(retrieval: Retrieval) -> None:
    # The first ingester paused past its lease; the second claimed the file. The first one's
    # completion (or failure) carries the older epoch: the database refuses it.
    records = VectorStoreRecords(retrieval.store.database)
    await records.create_store(
        {
            "id": "vs_fence",
            "created_at": 0,
            "last_active_at": 0,
            "name": "fence",
            "description": None,
            "metadata_json": "{}",
            "expires_after_json": None,
        },
        project=P,
    )
    await records.attach_files("vs_fence", [("file-f", {}, STRATEGY)], batch_id=None, project=P)
    first = await records.claim_ingestion("paused", lease_seconds=0.0)
    assert first is not None
    await asyncio.sleep(0.01)  # its lease (zero seconds) has expired
    second = await records.claim_ingestion("alive", lease_seconds=60.0)
    assert second is not None and second[3] == first[3] + 1
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    chunk = [NewChunk(0, "late", vector)]
    assert not await records.complete_file(
        "vs_fence", "file-f", chunk, 1, project=P, epoch=first[3]
    )
    await records.fail_file("vs_fence", "file-f", "server_error", "late", project=P, epoch=first[3])
    attached = await records.get_file("vs_fence", "file-f", project=P)
    assert attached is not None and attached["status"] == "in_progress"
    assert await records.complete_file("vs_fence", "file-f", chunk, 1, project=P, epoch=second[3])
    attached = await records.get_file("vs_fence", "file-f", project=P)
    assert attached is not None and attached["status"] == "completed"
