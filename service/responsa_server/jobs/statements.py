"""The queue's SQL (jobs/store.py), built with SQLAlchemy Core and compiled once per database.

A background job runs a handful of statements per batch of events; building and compiling
each one per call cost more CPU than running it (docs/performance.md, "Background jobs
(fifth round)"), so every statement is compiled at start-up and run on the driver connection
with named values.
"""

from __future__ import annotations

from sqlalchemy import and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.sql import ColumnElement

from responsa_server.store.database import Database
from responsa_server.store.tables import background_jobs_table as jobs_t
from responsa_server.store.tables import response_events_table as events_t

QUEUED, RUNNING, DONE = "queued", "running", "done"

# The columns a claim returns, in the order `jobs/store.py` reads them.
JOB_COLUMNS = (
    jobs_t.c.project,
    jobs_t.c.response_id,
    jobs_t.c.request_body,
    jobs_t.c.attempts,
    jobs_t.c.cancel_requested,
    jobs_t.c.created_at,
    jobs_t.c.epoch,
    jobs_t.c.resume_point,
    jobs_t.c.state,
    jobs_t.c.lease_expires_at,
)


def _this_job() -> ColumnElement[bool]:
    return and_(jobs_t.c.project == bindparam("project"), jobs_t.c.response_id == bindparam("rid"))


def _held() -> ColumnElement[bool]:
    """The job's row while the caller's claim (`epoch`) still holds it."""
    return and_(
        jobs_t.c.response_id == bindparam("rid"),
        jobs_t.c.epoch == bindparam("epoch"),
        jobs_t.c.state == RUNNING,
    )


class JobStatements:
    """Every statement of the queue, compiled for one database's dialect."""

    def __init__(self, database: Database) -> None:
        compile_ = database.compile
        fields = ("response_id", "project", "state", "request_body", "created_at")
        self.enqueue = compile_(
            insert(jobs_t).values(
                {name: bindparam(name) for name in fields}
                | {
                    "owner": None,
                    "lease_expires_at": 0.0,
                    "attempts": 0,
                    "cancel_requested": False,
                    "epoch": 0,
                }
            )
        )
        self.insert_event = compile_(
            insert(events_t).values(
                project=bindparam("project"),
                response_id=bindparam("response_id"),
                sequence_number=bindparam("sequence_number"),
                body=bindparam("body"),
            )
        )
        # The oldest claimable jobs (queued, or running with an expired lease), taken in one
        # statement; other claimers skip the locked rows instead of waiting on them.
        claimable = (
            select(jobs_t.c.response_id)
            .where(
                or_(
                    jobs_t.c.state == QUEUED,
                    and_(jobs_t.c.state == RUNNING, jobs_t.c.lease_expires_at < bindparam("now")),
                )
            )
            .order_by(jobs_t.c.created_at)
            .limit(bindparam("limit"))
            .with_for_update(skip_locked=True)
        )
        self.claim = compile_(
            update(jobs_t)
            .where(jobs_t.c.response_id.in_(claimable.scalar_subquery()))
            .values(
                state=RUNNING,
                owner=bindparam("owner"),
                lease_expires_at=bindparam("until"),
                attempts=jobs_t.c.attempts + 1,
                epoch=jobs_t.c.epoch + 1,
                started_at=func.coalesce(jobs_t.c.started_at, bindparam("now")),
            )
            .returning(*JOB_COLUMNS)
        )
        self.renew = compile_(
            update(jobs_t)
            .where(_held())
            .values(lease_expires_at=bindparam("until"))
            .returning(jobs_t.c.cancel_requested)
        )
        self.release = compile_(
            update(jobs_t)
            .where(_held())
            .values(owner=None, lease_expires_at=0.0, epoch=jobs_t.c.epoch + 1)
            .returning(jobs_t.c.project)
        )
        # Fenced writes: the row lock orders a runner's write against a takeover, a
        # cancel-claim or a delete of the same job (whichever commits first, the other sees).
        self.lock_held = compile_(
            select(jobs_t.c.response_id)
            .where(_held(), jobs_t.c.project == bindparam("project"))
            .with_for_update()
        )
        self.set_resume_point = compile_(
            update(jobs_t).where(_held()).values(resume_point=bindparam("point"))
        )
        self.finish = compile_(
            update(jobs_t)
            .where(_held())
            .values(
                state=DONE,
                # The lease logic needs the owner cleared; who ran it last is kept beside it
                # (SET reads the row as it was: the finishing owner).
                last_replica=jobs_t.c.owner,
                owner=None,
                request_body=None,
                resume_point=None,
                lease_expires_at=0.0,
                ended_at=func.coalesce(jobs_t.c.ended_at, bindparam("now")),
            )
        )
        self.lock_job = compile_(select(*JOB_COLUMNS).where(_this_job()).with_for_update())
        self.flag_cancel = compile_(update(jobs_t).where(_this_job()).values(cancel_requested=True))
        self.claim_cancelled = compile_(
            update(jobs_t)
            .where(_this_job())
            .values(
                cancel_requested=True,
                state=RUNNING,
                owner=bindparam("owner"),
                lease_expires_at=bindparam("until"),
                attempts=jobs_t.c.attempts + 1,
                epoch=jobs_t.c.epoch + 1,
            )
        )
        self.forget_events = compile_(
            delete(events_t).where(
                events_t.c.project == bindparam("project"),
                events_t.c.response_id == bindparam("rid"),
            )
        )
        self.forget_job = compile_(delete(jobs_t).where(_this_job()))
        self.state = compile_(select(jobs_t.c.state).where(_this_job()))
        self.record = compile_(
            select(
                jobs_t.c.state,
                jobs_t.c.owner,
                jobs_t.c.last_replica,
                jobs_t.c.attempts,
                jobs_t.c.cancel_requested,
                jobs_t.c.created_at,
                jobs_t.c.started_at,
                jobs_t.c.ended_at,
            ).where(_this_job())
        )
        mine = and_(
            events_t.c.project == bindparam("project"), events_t.c.response_id == bindparam("rid")
        )
        self.events_after = compile_(
            select(events_t.c.body)
            .where(mine, events_t.c.sequence_number > bindparam("after"))
            .order_by(events_t.c.sequence_number)
        )
        self.last_sequence = compile_(select(func.max(events_t.c.sequence_number)).where(mine))


__all__ = ["DONE", "JOB_COLUMNS", "QUEUED", "RUNNING", "JobStatements"]
