"""File ingestion in the fault workload: upload a file through one host, attach it to the
workload's vector store through another (both picked at random), and afterwards check that
every acknowledged file ended `completed` or `failed` exactly once and that no chunk is stored
twice.

Every file has the same shape (300 words, static chunks of 100 words, no overlap), so every
completed file must have the same chunk count, at positions 0..n-1, once each; a failed one
none. Two ingestions of one file that both landed (a replica that lost its lease writing late)
would show as duplicate positions, and a file that flipped after ending as a status that is not
terminal (or a count of the store's files that does not add up).
"""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections import Counter
from typing import Any

import httpx

from tests.faults import takeovers

WORDS = 300
CHUNKING = {"type": "static", "static": {"max_chunk_size_tokens": 100, "chunk_overlap_tokens": 0}}
TERMINAL = {"completed", "failed"}


class Ingestion:
    """The ingestion worker's state: the vector store and every acknowledged file."""

    def __init__(self, client: httpx.AsyncClient, hosts: list[str], history: Any) -> None:
        self.client = client
        self.hosts = hosts
        self.history = history
        self.store_id = ""
        self.files: list[dict[str, Any]] = []

    async def open(self, front: str) -> None:
        """The workload's vector store (created before any fault)."""
        answer = await self.client.post(f"{front}/vector_stores", json={"name": "faults"})
        answer.raise_for_status()
        self.store_id = answer.json()["id"]

    async def ingest(self) -> None:
        """One file: upload through a random host, attach through another random host."""
        self.history.operations["ingest"] += 1
        marker = uuid.uuid4().hex[:12]
        words = " ".join(f"w{marker}{n}" for n in range(WORDS))
        try:
            upload = await self.client.post(
                f"{random.choice(self.hosts)}/files",
                files={"file": (f"{marker}.txt", words.encode())},
                data={"purpose": "assistants"},
            )
            if upload.status_code != 200:
                self.history.error("ingest", upload)
                return
            file_id = upload.json()["id"]
            attach = await self.client.post(
                f"{random.choice(self.hosts)}/vector_stores/{self.store_id}/files",
                json={"file_id": file_id, "chunking_strategy": CHUNKING},
            )
            if attach.status_code != 200:
                self.history.error("ingest", attach)
                return
        except httpx.HTTPError as problem:
            self.history.error("ingest", problem)
            return
        self.history.acknowledged["ingest"] += 1
        self.files.append({"id": file_id, "marker": marker})

    async def check(
        self, front: str, database_url: str, embedded: list[str], settle: float
    ) -> tuple[dict[str, tuple[int, list[str]]], dict[str, Any]]:
        """{invariant: (checked, violations)} and the figures for the report."""
        started = time.monotonic()
        statuses: dict[str, str] = {}
        for record in self.files:
            url = f"{front}/vector_stores/{self.store_id}/files/{record['id']}"
            while True:
                status = await _status(self.client, url)
                if status in TERMINAL or time.monotonic() - started > settle:
                    statuses[record["id"]] = status
                    break
                await asyncio.sleep(0.5)
        ended = [f"{fid}: {status}" for fid, status in statuses.items() if status not in TERMINAL]
        conn = await takeovers.connect(database_url)
        try:
            rows = await conn.fetch(
                "SELECT file_id, position, count(*) AS n FROM vector_store_chunks "
                "WHERE vector_store_id = $1 GROUP BY file_id, position",
                self.store_id,
            )
            # Per attempt, as the database recorded them (tests/faults/writers.py): each claim
            # of a file and each end that landed.
            attempts = await conn.fetch(
                "SELECT file_id, what, count(*) AS n FROM fault_ingestions GROUP BY file_id, what"
            )
        finally:
            await conn.close()
        claims: Counter[str] = Counter()
        ends: Counter[str] = Counter()
        for row in attempts:
            if row["what"] == "claim":
                claims[row["file_id"]] += int(row["n"])
            else:
                ends[row["file_id"]] += int(row["n"])
        for fid, status in statuses.items():
            if status in TERMINAL and ends[fid] != 1:
                ended.append(f"{fid}: {status}, {ends[fid]} ends recorded ({claims[fid]} claims)")
        positions: dict[str, list[int]] = {}
        duplicated = []
        for row in rows:
            positions.setdefault(row["file_id"], []).append(row["position"])
            if row["n"] != 1:
                duplicated.append(f"{row['file_id']}: chunk {row['position']} x{row['n']}")
        sizes = Counter(len(p) for fid, p in positions.items() if statuses.get(fid) == "completed")
        usual = sizes.most_common(1)[0][0] if sizes else 0
        for fid, status in statuses.items():
            found = sorted(positions.get(fid, []))
            if status == "completed" and found != list(range(usual)):
                duplicated.append(f"{fid}: completed with chunks {found[:6]}...")
            if status == "failed" and found:
                duplicated.append(f"{fid}: failed yet {len(found)} chunks")
        store = (await self.client.get(f"{front}/vector_stores/{self.store_id}")).json()
        # Every attachment the store holds has ended (it may hold more than were acknowledged:
        # an attach whose answer a fault cut off still happened).
        counts = store.get("file_counts", {})
        done = counts.get("completed", 0) + counts.get("failed", 0)
        if done != counts.get("total") or done < len(self.files):
            ended.append(f"store counts {counts} for {len(self.files)} acknowledged files")
        # Each ingestion run embeds every chunk once: texts embedded / chunks = runs.
        runs = Counter(
            sum(1 for text in embedded if record["marker"] in text) // max(usual, 1)
            for record in self.files
        )
        figures = {
            "files": dict(Counter(statuses.values())),
            "chunks_per_file": usual,
            "ingestion_runs_per_file": {str(k): v for k, v in sorted(runs.items())},
            "claims_per_file": dict(Counter(str(claims[f["id"]]) for f in self.files)),
        }
        return {
            "every ingested file ends completed or failed exactly once": (len(self.files), ended),
            "no chunk stored twice (one ingestion per file landed)": (len(self.files), duplicated),
        }, figures


async def _status(client: httpx.AsyncClient, url: str) -> str:
    for _ in range(20):
        try:
            answer = await client.get(url)
            if answer.status_code == 200:
                return str(answer.json()["status"])
            if answer.status_code == 404:
                return "missing"
        except httpx.HTTPError:
            pass
        await asyncio.sleep(0.5)
    return "unreadable"
