"""Takeovers as the database saw them, and the invariant of those made before any output.

Triggers on the test's private Postgres (installed by the workload, never by the service) log
every claim of a running background job, and of an ingestion in progress, that had an owner:
who held it, when that owner last renewed its lease (the lease's expiry minus the lease: every
renewal sets expiry = now + lease), when the new owner claimed it (the database's clock, the
same machine's as the replicas'), and how far the job's event log had got. Takeover time =
claim - last renewal: how long a job stood still because its owner died, stalled or was cut
off, measured server-side, against the lease.
"""

from __future__ import annotations

import asyncio
import statistics
from typing import Any

import asyncpg

from tests.faults import writers

# The opening events (response.created, response.queued) stored when a job is queued: a job
# taken over with nothing beyond them stored is rerun from scratch (docs/background.md).
OPENING_LAST_SEQUENCE = 1

INSTALL = [
    """CREATE TABLE IF NOT EXISTS fault_takeovers (
        kind text NOT NULL, id text NOT NULL, old_owner text, new_owner text,
        old_lease_expires_at double precision, claimed_at double precision,
        last_sequence integer)""",
    """CREATE OR REPLACE FUNCTION fault_job_takeover() RETURNS trigger AS $$
    BEGIN
      IF NEW.epoch > OLD.epoch AND OLD.state = 'running' AND OLD.owner IS NOT NULL
         AND NEW.owner IS NOT NULL AND OLD.lease_expires_at > 0 THEN
        INSERT INTO fault_takeovers VALUES ('job', NEW.response_id, OLD.owner, NEW.owner,
          OLD.lease_expires_at, extract(epoch from clock_timestamp()),
          (SELECT max(sequence_number) FROM response_events
            WHERE project = NEW.project AND response_id = NEW.response_id));
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS fault_job_takeover ON background_jobs",
    """CREATE TRIGGER fault_job_takeover AFTER UPDATE ON background_jobs
       FOR EACH ROW EXECUTE FUNCTION fault_job_takeover()""",
    """CREATE OR REPLACE FUNCTION fault_ingestion_takeover() RETURNS trigger AS $$
    BEGIN
      IF NEW.lease_epoch > OLD.lease_epoch AND OLD.status = 'in_progress'
         AND OLD.lease_owner IS NOT NULL AND OLD.lease_expires_at IS NOT NULL THEN
        INSERT INTO fault_takeovers VALUES ('ingestion', NEW.file_id, OLD.lease_owner,
          NEW.lease_owner, OLD.lease_expires_at, extract(epoch from clock_timestamp()), NULL);
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS fault_ingestion_takeover ON vector_store_files",
    """CREATE TRIGGER fault_ingestion_takeover AFTER UPDATE ON vector_store_files
       FOR EACH ROW EXECUTE FUNCTION fault_ingestion_takeover()""",
    "DELETE FROM fault_takeovers",  # each scenario counts its own
]


async def connect(url: str) -> asyncpg.Connection:
    """A connection to the test's database, retried for a while (it may just be restarting)."""
    for _ in range(40):
        try:
            return await asyncpg.connect(url, timeout=5)
        except (OSError, asyncpg.PostgresError, TimeoutError):
            await asyncio.sleep(0.5)
    return await asyncpg.connect(url, timeout=5)


async def install(url: str) -> None:
    """Create the takeover log, the per-writer evidence (tests/faults/writers.py) and their
    triggers (idempotent), and empty both logs."""
    conn = await connect(url)
    try:
        for statement in INSTALL:
            await conn.execute(statement)
        await writers.install(conn)
    finally:
        await conn.close()


async def writes(url: str) -> dict[str, Any]:
    """What the per-writer evidence recorded since `install` (writers.summary)."""
    conn = await connect(url)
    try:
        return await writers.summary(conn)
    finally:
        await conn.close()


async def logged(url: str) -> list[dict[str, Any]]:
    """Every takeover logged since `install`, oldest first."""
    conn = await connect(url)
    try:
        rows = await conn.fetch("SELECT * FROM fault_takeovers ORDER BY claimed_at")
    finally:
        await conn.close()
    return [dict(row) for row in rows]


def times(rows: list[dict[str, Any]], kind: str, lease: float) -> dict[str, Any]:
    """Count, p50 and p99 of the takeover times of one kind (seconds)."""
    spans = sorted(
        row["claimed_at"] - (row["old_lease_expires_at"] - lease)
        for row in rows
        if row["kind"] == kind
    )
    if not spans:
        return {"count": 0}
    p99 = spans[min(len(spans) - 1, int(len(spans) * 0.99))]
    return {"count": len(spans), "p50": statistics.median(spans), "p99": p99, "max": spans[-1]}


def reruns(
    rows: list[dict[str, Any]],
    replays: dict[str, list[dict[str, Any]]],
    finals: dict[str, dict[str, Any] | None],
    calls: dict[str, int],
) -> tuple[int, list[str], dict[str, int]]:
    """The workload's acknowledged jobs (`finals`) taken over before any output, the
    violations of "rerun exactly once", and how many upstream calls each made. (Jobs the
    workload was not told about, e.g. a create answered 503 whose job was queued nonetheless,
    or a cancel's job, have no recorded history to check against.)

    Rerun exactly once: the stored log has one `response.in_progress` (one run's, the
    rerun's: the first owner's was refused or never written) and a completed job's deltas
    spell its text. It ends completed, unless a later takeover found output stored (then
    `failed` is the designed end: see docs/background.md)."""
    early: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        early_row = (row["last_sequence"] or 0) <= OPENING_LAST_SEQUENCE
        if row["kind"] == "job" and early_row and row["id"] in finals:
            early.setdefault(row["id"], [])
    for row in rows:
        if row["kind"] == "job" and row["id"] in early:
            early[row["id"]].append(row)
    bad: list[str] = []
    spread: dict[str, int] = {}
    for rid, takeovers in early.items():
        events = replays.get(rid)
        body = finals.get(rid)
        if events is None or body is None:
            bad.append(f"{rid}: unreadable after a takeover before output")
            continue
        spread[str(calls.get(rid, 0))] = spread.get(str(calls.get(rid, 0)), 0) + 1
        runs = sum(1 for event in events if event["type"] == "response.in_progress")
        status = body["status"]
        deltas = "".join(
            str(event.get("delta", ""))
            for event in events
            if event["type"] == "response.output_text.delta"
        )
        later_output = any((t["last_sequence"] or 0) > OPENING_LAST_SEQUENCE for t in takeovers)
        if runs != 1:
            bad.append(f"{rid}: {runs} runs in its log")
        elif status == "completed" and deltas != _text(body):
            bad.append(f"{rid}: output of more than one run")
        elif status != "completed" and not (status == "failed" and later_output):
            bad.append(f"{rid}: ended {status} after a takeover before output")
    return len(early), bad, spread


def _text(response: dict[str, Any]) -> str:
    return "".join(
        part.get("text", "")
        for item in response.get("output") or []
        if item.get("type") == "message"
        for part in item.get("content") or []
    )
