"""Retention on SQLite and Postgres: under steady load with a short retention the tables stay
flat; what is kept (running jobs, conversation items); one sweeper at a time across replicas."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import Any

from responsa_server.jobs.notify import Notifier
from responsa_server.jobs.sealed_body import RequestBodySeal
from responsa_server.jobs.store import JobStore, Saving
from responsa_server.store import ResponseStore
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from responsa_server.store.tables import (
    background_jobs_table,
    file_search_transcripts_table,
    response_events_table,
    response_items_table,
    responses_table,
)
from responsa_server.store.transcripts import load_transcripts, save_transcripts
from sqlalchemy import delete, func, select

PROJECT = "proj_retention"
# Seconds, as fractions of the settings' units.
KEEP_RESPONSES = 1.0
KEEP_EVENTS = 0.5


def settings(batch: int = 7) -> RetentionSettings:
    return RetentionSettings(
        response_days=KEEP_RESPONSES / 86400, event_hours=KEEP_EVENTS / 3600, batch=batch
    )


async def sizes(store: ResponseStore) -> dict[str, int]:
    counts = {}
    async with store.database.reading() as conn:
        for table in (responses_table, response_items_table, background_jobs_table,
                      response_events_table, file_search_transcripts_table):  # fmt: skip
            counts[table.name] = int(await conn.scalar(select(func.count()).select_from(table)))
    return counts


async def empty(store: ResponseStore) -> None:
    async with store.database.writing() as conn:
        for table in (
            response_events_table,
            background_jobs_table,
            file_search_transcripts_table,
            response_items_table,
            responses_table,
        ):
            await conn.execute(delete(table))


def response(rid: str, status: str = "completed") -> dict[str, Any]:
    item = {"id": f"fs_{rid}", "type": "file_search_call", "status": "completed", "queries": []}
    return {
        "id": rid,
        "object": "response",
        "created_at": int(time.time()),
        "status": status,
        "model": "m",
        "output": [item],
    }


async def one_round(store: ResponseStore, jobs: JobStore, round_number: int) -> None:
    """Steady load: 6 foreground responses (one with a file search transcript) and 2
    background ones run to their end."""
    for index in range(6):
        rid = f"resp_{round_number}_{index}"
        await store.save(response(rid), [{"type": "message", "role": "user", "content": "q"}],
                         project=PROJECT)  # fmt: skip
        if index == 0:
            await save_transcripts(store, {f"fs_{rid}": ("search", "read")}, project=PROJECT)
    for index in range(2):
        rid = f"resp_{round_number}_bg{index}"
        await store.save(response(rid, "queued"), [], project=PROJECT)
        opening = [{"type": "response.created", "sequence_number": 0},
                   {"type": "response.queued", "sequence_number": 1}]  # fmt: skip
        await jobs.enqueue(project=PROJECT, response_id=rid, request_body={"model": "m"},
                           opening_events=opening, now=time.time())  # fmt: skip
    for job in await jobs.claim(owner="r", lease_seconds=30, now=time.time(), limit=8):
        done = [{"type": "response.completed", "sequence_number": 2}]
        await jobs.finish(job, events=done, saving=Saving(response(job.response_id)))


async def test_table_sizes_stay_flat_under_steady_load(store: ResponseStore) -> None:
    await empty(store)
    notifier = Notifier()
    jobs = JobStore(store.database, notifier, RequestBodySeal(bytes(32)))
    sweeper = RetentionSweeper(store.database, settings())
    seen: list[dict[str, int]] = []
    deleted: Counter[str] = Counter()
    for round_number in range(16):
        await one_round(store, jobs, round_number)
        swept = await sweeper.sweep(time.time())
        for kind, count in swept.items():
            deleted[kind] += count
        seen.append(await sizes(store))
        await asyncio.sleep(0.2)
    # 8 responses a round, 0.2 s and a bit apart, kept 1 s: never more than ~6 rounds' worth.
    bound = 8 * (KEEP_RESPONSES / 0.2 + 2)
    assert all(s["responses"] <= bound for s in seen), seen
    later = [s["responses"] for s in seen[8:]]
    assert max(later) <= max(s["responses"] for s in seen[:8]) + 8, seen  # flat, not growing
    assert deleted["responses"] >= 16 * 8 - bound
    # Event logs go sooner than their responses; transcripts with their responses.
    final = seen[-1]
    assert final["response_events"] < 2 * 3 * (final["responses"] / 8 + 1)
    assert final["file_search_transcripts"] <= final["responses"] / 8 + 1
    assert deleted["event_logs"] > 0


async def test_what_is_kept(store: ResponseStore) -> None:
    await empty(store)
    jobs = JobStore(store.database, Notifier(), RequestBodySeal(bytes(32)))
    await store.save(response("resp_running", "in_progress"), [], project=PROJECT)
    opening = [{"type": "response.created", "sequence_number": 0}]
    await jobs.enqueue(project=PROJECT, response_id="resp_running", request_body={},
                       opening_events=opening, now=time.time())  # fmt: skip
    await store.save(response("resp_old"), [], project=PROJECT)
    await save_transcripts(store, {"fs_resp_old": ("search", "read")}, project=PROJECT)
    # The same item id stored by a later response (sent back as input): its transcript stays.
    await store.save(response("resp_later"), [], project=PROJECT)
    await asyncio.sleep(KEEP_RESPONSES + 0.1)
    await store.save(response("resp_new"), [], project=PROJECT)
    sweeper = RetentionSweeper(store.database, settings())
    await sweeper.sweep(time.time())
    assert await store.get("resp_running", project=PROJECT) is not None  # its job runs
    assert await store.get("resp_old", project=PROJECT) is None
    assert await store.get("resp_new", project=PROJECT) is not None
    # resp_later refers to fs_resp_later only; fs_resp_old had one reader, now gone.
    assert await load_transcripts(store, ["fs_resp_old"], project=PROJECT) == {}


async def test_one_sweeper_at_a_time(store: ResponseStore) -> None:
    await empty(store)
    for index in range(40):
        await store.save(response(f"resp_many_{index}"), [], project=PROJECT)
    await asyncio.sleep(KEEP_RESPONSES + 0.1)
    replicas = [RetentionSweeper(store.database, settings(batch=5)) for _ in range(3)]
    now = time.time()
    rounds = await asyncio.gather(*(replica.sweep(now) for replica in replicas))
    # Each response deleted by exactly one of them (two at once would both count a batch).
    assert sum(swept["responses"] for swept in rounds) == 40
    assert (await sizes(store))["responses"] == 0
