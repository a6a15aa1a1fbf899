"""Who wrote each row, with which lease: the evidence behind "no write from a replica that no
longer holds the lease".

Each host's service connects to the test's private Postgres as a role of its own (`h1`, `h2`,
`h3`: tests/faults/cluster.py), so `current_user` inside a trigger names the host that wrote.
Triggers (installed by the workload on the test's database, never by the service) record:

- every claim of a background job (`background_jobs.epoch` moves and an owner is set): the
  owner's name and the role that claimed it (`fault_owners`), so a job's holder maps to a host;
- every claim of an ingestion and its end (`vector_store_files`: `fault_ingestions`), with the
  role that claimed or ended it and whether that role held the file's lease;
- every row a job's writes touch (`responses`, `response_items`, `response_events`,
  `conversation_items` of a response with a job, and `background_jobs` itself when its holder
  renews, records a resume point, finishes or releases it): the writer's role, the database's
  clock, the job's state, holder and epoch at that moment (`fault_writes`).

A write is a violation when the job is not running (it ended or was handed back) or is held by
another host's replica, whoever else would have refused it: each violation is also sent to the
server's log (`RAISE LOG`), so one whose transaction was then rolled back (a duplicate key,
a lost connection) is counted too. A claim of a job whose lease had not expired is one as well.
The fenced code writes only under its claim's epoch, after locking the job row, so while the
row is locked the holder the trigger reads is the one the write was fenced on.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import asyncpg

# Silences of a job's holder longer than this are listed (the lease in the fault suite).
SILENCE_REPORTED = 2.0
# Written to the Postgres server log by the triggers, one line per violation.
LOG_MARK = "fault-write-violation"
_LOGGED = re.compile(LOG_MARK + r" (.*)")

INSTALL = [
    "CREATE TABLE IF NOT EXISTS fault_owners (owner text PRIMARY KEY, role text NOT NULL)",
    """CREATE TABLE IF NOT EXISTS fault_writes (
        tbl text NOT NULL, response_id text NOT NULL, writer text NOT NULL,
        at double precision NOT NULL, job_state text, holder text, holder_role text,
        epoch bigint, violation text)""",
    """CREATE OR REPLACE FUNCTION fault_write_check(tbl text, rid text) RETURNS void AS $$
    DECLARE
      job record;
      holder_role text;
      why text;
    BEGIN
      SELECT state, owner, epoch INTO job FROM background_jobs WHERE response_id = rid;
      -- Not a job's row (a foreground response), or the create queueing it: no lease involved.
      IF NOT FOUND OR job.state = 'queued' THEN
        RETURN;
      END IF;
      SELECT role INTO holder_role FROM fault_owners WHERE owner = job.owner;
      IF job.state <> 'running' THEN
        why := 'written after the job ended';
      ELSIF job.owner IS NULL THEN
        why := 'written after the job was handed back';
      ELSIF holder_role IS DISTINCT FROM current_user THEN
        why := 'written while ' || coalesce(holder_role, 'an unknown replica') ||
               ' held the lease (epoch ' || job.epoch || ')';
      END IF;
      INSERT INTO fault_writes VALUES (tbl, rid, current_user,
        extract(epoch from clock_timestamp()), job.state, job.owner, holder_role, job.epoch, why);
      IF why IS NOT NULL THEN
        RAISE LOG 'fault-write-violation % % by % at %: %', tbl, rid, current_user,
          extract(epoch from clock_timestamp()), why;
      END IF;
    END $$ LANGUAGE plpgsql""",
    """CREATE OR REPLACE FUNCTION fault_row_written() RETURNS trigger AS $$
    BEGIN
      IF TG_TABLE_NAME = 'responses' THEN
        PERFORM fault_write_check(TG_TABLE_NAME, NEW.id);
      ELSIF NEW.response_id IS NOT NULL THEN
        PERFORM fault_write_check(TG_TABLE_NAME, NEW.response_id);
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql""",
    """CREATE OR REPLACE FUNCTION fault_job_written() RETURNS trigger AS $$
    DECLARE
      holder_role text;
      why text;
    BEGIN
      IF NEW.epoch > OLD.epoch AND NEW.owner IS NOT NULL THEN
        -- A claim (or a cancel's claim): whoever runs the claim is the new holder.
        INSERT INTO fault_owners VALUES (NEW.owner, current_user) ON CONFLICT DO NOTHING;
        holder_role := current_user;
        IF OLD.state = 'running' AND OLD.owner IS NOT NULL
           AND OLD.lease_expires_at > extract(epoch from clock_timestamp()) THEN
          why := 'claimed while ' || OLD.owner || ' held a live lease';
        END IF;
      ELSIF NEW.epoch = OLD.epoch AND NEW.state = OLD.state
            AND NEW.lease_expires_at = OLD.lease_expires_at
            AND NEW.resume_point IS NOT DISTINCT FROM OLD.resume_point THEN
        RETURN NULL;  -- a cancel request flagged (any replica may)
      ELSE
        -- A renewal, resume point, finish or release: only the holder's.
        SELECT role INTO holder_role FROM fault_owners WHERE owner = OLD.owner;
        IF OLD.state <> 'running' THEN
          why := 'written after the job ended';
        ELSIF OLD.owner IS NULL THEN
          why := 'written after the job was handed back';
        ELSIF holder_role IS DISTINCT FROM current_user THEN
          why := 'written while ' || coalesce(holder_role, 'an unknown replica') ||
                 ' held the lease (epoch ' || OLD.epoch || ')';
        END IF;
      END IF;
      -- Recorded under the epoch the write belongs to (a claim's: the one it starts).
      INSERT INTO fault_writes VALUES ('background_jobs', NEW.response_id, current_user,
        extract(epoch from clock_timestamp()), OLD.state, NEW.owner, holder_role,
        CASE WHEN NEW.owner IS NOT NULL THEN NEW.epoch ELSE OLD.epoch END, why);
      IF why IS NOT NULL THEN
        RAISE LOG 'fault-write-violation background_jobs % by % at %: %', NEW.response_id,
          current_user, extract(epoch from clock_timestamp()), why;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS fault_job_written ON background_jobs",
    """CREATE TRIGGER fault_job_written AFTER UPDATE ON background_jobs
       FOR EACH ROW EXECUTE FUNCTION fault_job_written()""",
    """CREATE TABLE IF NOT EXISTS fault_ingestions (
        file_id text NOT NULL, what text NOT NULL, writer text NOT NULL,
        at double precision NOT NULL, epoch bigint, holder_role text, violation text)""",
    """CREATE OR REPLACE FUNCTION fault_ingestion_written() RETURNS trigger AS $$
    DECLARE
      holder_role text;
      why text;
      what text;
    BEGIN
      IF NEW.lease_epoch > OLD.lease_epoch AND NEW.lease_owner IS NOT NULL THEN
        INSERT INTO fault_owners VALUES (NEW.lease_owner, current_user) ON CONFLICT DO NOTHING;
        what := 'claim';
        holder_role := current_user;
      ELSIF OLD.status = 'in_progress' AND NEW.status <> 'in_progress' THEN
        what := NEW.status;  -- the ingestion's end, landed
        IF OLD.lease_owner IS NOT NULL THEN
          SELECT role INTO holder_role FROM fault_owners WHERE owner = OLD.lease_owner;
          IF holder_role IS DISTINCT FROM current_user THEN
            why := 'ended while ' || coalesce(holder_role, 'an unknown replica') ||
                   ' held the lease (epoch ' || OLD.lease_epoch || ')';
          END IF;
        END IF;
      ELSE
        RETURN NULL;
      END IF;
      INSERT INTO fault_ingestions VALUES (NEW.file_id, what, current_user,
        extract(epoch from clock_timestamp()), NEW.lease_epoch, holder_role, why);
      IF why IS NOT NULL THEN
        RAISE LOG 'fault-write-violation vector_store_files % by % at %: %', NEW.file_id,
          current_user, extract(epoch from clock_timestamp()), why;
      END IF;
      RETURN NULL;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS fault_ingestion_written ON vector_store_files",
    """CREATE TRIGGER fault_ingestion_written AFTER UPDATE ON vector_store_files
       FOR EACH ROW EXECUTE FUNCTION fault_ingestion_written()""",
    *(
        statement
        for table in ("responses", "response_items", "response_events", "conversation_items")
        for statement in (
            f"DROP TRIGGER IF EXISTS fault_row_written ON {table}",
            f"""CREATE TRIGGER fault_row_written AFTER INSERT OR UPDATE ON {table}
                FOR EACH ROW EXECUTE FUNCTION fault_row_written()""",
        )
    ),
    # Each scenario counts its own writes; who owns what stays (jobs outlive a scenario).
    "DELETE FROM fault_writes",
    "DELETE FROM fault_ingestions",
]


async def install(conn: asyncpg.Connection) -> None:
    """Create the evidence tables and triggers (idempotent) and empty the write log."""
    for statement in INSTALL:
        await conn.execute(statement)


async def summary(conn: asyncpg.Connection) -> dict[str, Any]:
    """The writes the triggers saw since `install`: counts per table and writer, and those
    that landed although the writer did not hold the job."""
    rows = await conn.fetch(
        "SELECT tbl, writer, count(*) AS n, count(violation) AS bad FROM fault_writes "
        "GROUP BY tbl, writer ORDER BY tbl, writer"
    )
    landed = await conn.fetch(
        "SELECT tbl, response_id, writer, at, violation FROM fault_writes "
        "WHERE violation IS NOT NULL ORDER BY at LIMIT 20"
    )
    silences = await _holder_silences(conn)
    ingestions = await conn.fetchval("SELECT count(*) FROM fault_ingestions")
    return {
        "holder_silences": silences,
        "writes": sum(int(row["n"]) for row in rows) + int(ingestions),
        "by_table_and_writer": {f"{row['tbl']} by {row['writer']}": int(row["n"]) for row in rows},
        "landed_violations": sum(int(row["bad"]) for row in rows),
        "landed_examples": [
            f"{row['tbl']} {row['response_id']} by {row['writer']}: {row['violation']}"
            for row in landed
        ],
    }


async def _holder_silences(conn: asyncpg.Connection) -> list[dict[str, Any]]:
    """Every stretch longer than a lease in which a job's holder wrote nothing to its job row
    (the heartbeat renews it every half second) and yet wrote to it again later under the same
    claim: the job stood still with a lapsed lease and nobody could take it over (its row
    locked by a session of the paused holder, say). {id, epoch, from (database clock), seconds}."""
    rows = await conn.fetch(
        "SELECT response_id, epoch, at FROM fault_writes WHERE tbl = 'background_jobs' "
        "AND violation IS NULL ORDER BY response_id, epoch, at"
    )
    found = []
    for previous, row in itertools.pairwise(rows):
        same = (previous["response_id"], previous["epoch"]) == (row["response_id"], row["epoch"])
        if same and row["at"] - previous["at"] > SILENCE_REPORTED:
            found.append(
                {
                    "id": row["response_id"],
                    "epoch": int(row["epoch"]),
                    "from": previous["at"],
                    "seconds": row["at"] - previous["at"],
                }
            )
    return found


def logged_violations(log: Path, offset: int) -> list[str]:
    """Every violation the triggers sent to the server log after byte `offset` (those whose
    transaction was rolled back included)."""
    if not log.exists():
        return []
    with log.open("rb") as handle:
        handle.seek(offset)
        text = handle.read().decode(errors="replace")
    return [match.group(1) for match in _LOGGED.finditer(text)]
