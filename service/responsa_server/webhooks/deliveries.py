"""`DeliveryStore`: the delivery loops' side of the outbox (claim, renew, settle) and what the
API shows of it.

A due row is claimed under a lease with `FOR UPDATE SKIP LOCKED` (concurrent claimers on any
replica skip each other's rows), and the claim bumps its `epoch`. An attempt starts only while
its lease has more than the attempt's timeout left (the lease is twice the timeout, so a fresh
claim has); otherwise its claimer renews the lease by that epoch first, and one whose lease ran
out finds the epoch moved on and sends nothing: two replicas never send the same attempt at
once. Every settle (delivered, retry later, failed) is fenced the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import and_, bindparam, func, select, update

from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.webhook_tables import webhook_deliveries_table as deliveries_t
from responsa_server.webhooks.outbox import DELIVERED, FAILED, PENDING, Outbox

_CLAIMED = (
    deliveries_t.c.id,
    deliveries_t.c.project,
    deliveries_t.c.endpoint_id,
    deliveries_t.c.event_type,
    deliveries_t.c.body,
    deliveries_t.c.attempts,
    deliveries_t.c.epoch,
    deliveries_t.c.created_at,
)
_SHOWN = (
    deliveries_t.c.id,
    deliveries_t.c.event_id,
    deliveries_t.c.event_type,
    deliveries_t.c.state,
    deliveries_t.c.attempts,
    deliveries_t.c.created_at,
    deliveries_t.c.next_attempt_at,
    deliveries_t.c.last_status_code,
    deliveries_t.c.last_error,
    deliveries_t.c.ended_at,
)


@dataclass(frozen=True, slots=True)
class Claimed:
    """A delivery this replica holds: what to send, and the epoch its writes carry."""

    id: str
    project: str
    endpoint_id: str
    event_type: str
    body: str
    attempts: int
    epoch: int
    created_at: float
    # When this claim's lease runs out (Unix seconds, the claimer's clock).
    until: float = 0.0


def shown(row: Sequence[Any]) -> dict[str, Any]:
    """The API's `webhook_endpoint.delivery` object of a row of `_SHOWN`."""
    id_, event_id, event_type, state, attempts, created, due, code, error, ended = row
    return {
        "object": "webhook_endpoint.delivery",
        "id": id_,
        "event_id": event_id,
        "event_type": event_type,
        "status": state,
        "attempts": int(attempts),
        "created_at": int(created),
        "next_attempt_at": int(due) if state == PENDING else None,
        "last_status_code": None if code is None else int(code),
        "last_error": error,
        "ended_at": None if ended is None else int(ended),
    }


def _held() -> Any:
    return and_(
        deliveries_t.c.id == bindparam("id"),
        deliveries_t.c.epoch == bindparam("epoch"),
        deliveries_t.c.state == PENDING,
    )


class DeliveryStore:
    """Claims, leases and outcomes of outbox rows; every write of a claimer is fenced."""

    def __init__(self, database: Database, outbox: Outbox) -> None:
        self._db = database
        self.outbox = outbox
        compile_ = database.compile
        others = deliveries_t.alias("others")
        # Deliveries of the same endpoint in flight now (on any replica).
        in_flight = (
            select(func.count())
            .where(
                others.c.endpoint_id == deliveries_t.c.endpoint_id,
                others.c.state == PENDING,
                others.c.lease_expires_at > bindparam("now"),
            )
            .scalar_subquery()
        )
        claimable = (
            select(deliveries_t.c.id)
            .where(
                deliveries_t.c.state == PENDING,
                deliveries_t.c.next_attempt_at <= bindparam("now"),
                deliveries_t.c.lease_expires_at <= bindparam("now"),
                in_flight < bindparam("per_endpoint"),
            )
            .order_by(deliveries_t.c.next_attempt_at)
            .limit(bindparam("limit"))
            .with_for_update(skip_locked=True)
        )
        self._claim = compile_(
            update(deliveries_t)
            .where(deliveries_t.c.id.in_(claimable.scalar_subquery()))
            .values(
                owner=bindparam("owner"),
                lease_expires_at=bindparam("until"),
                epoch=deliveries_t.c.epoch + 1,
            )
            .returning(*_CLAIMED)
        )
        self._renew = compile_(
            update(deliveries_t)
            .where(_held())
            .values(lease_expires_at=bindparam("until"))
            .returning(deliveries_t.c.id)
        )
        self._settle = compile_(
            update(deliveries_t)
            .where(_held())
            .values(
                state=bindparam("state"),
                attempts=bindparam("attempts"),
                next_attempt_at=bindparam("due"),
                last_status_code=bindparam("code"),
                last_error=bindparam("error"),
                ended_at=bindparam("ended"),
                owner=None,
                lease_expires_at=0.0,
            )
            .returning(deliveries_t.c.id)
        )
        self._recent = compile_(
            select(*_SHOWN)
            .where(
                deliveries_t.c.project == bindparam("project"),
                deliveries_t.c.endpoint_id == bindparam("endpoint"),
            )
            .order_by(deliveries_t.c.created_at.desc(), deliveries_t.c.id.desc())
            .limit(bindparam("limit"))
        )
        self._one = compile_(
            select(*_SHOWN).where(
                deliveries_t.c.project == bindparam("project"), deliveries_t.c.id == bindparam("id")
            )
        )

    async def claim(
        self, *, owner: str, lease_seconds: float, now: float, limit: int, per_endpoint: int
    ) -> list[Claimed]:
        """Up to `limit` due rows for `owner`, oldest due first, skipping endpoints that have
        `per_endpoint` deliveries in flight already."""
        params = {
            "owner": owner,
            "until": now + lease_seconds,
            "now": now,
            "limit": limit,
            "per_endpoint": per_endpoint,
        }
        async with self._db.transaction() as conn:
            rows = await conn.fetch(self._claim, params)
        until = now + lease_seconds
        claimed = [
            Claimed(str(i), str(p), str(e), str(t), str(b), int(a), int(ep), float(c), until)
            for i, p, e, t, b, a, ep, c in rows
        ]
        return sorted(claimed, key=lambda d: d.created_at)

    async def renew(self, delivery: Claimed, *, lease_seconds: float, now: float) -> bool:
        """Extend the lease before an attempt that might outlast it; False if another claimer
        holds it now (or it was settled or deleted): then nothing may be sent."""
        held = {"id": delivery.id, "epoch": delivery.epoch, "until": now + lease_seconds}
        async with self._db.transaction() as conn:
            return await conn.first(self._renew, held) is not None

    async def settle(
        self,
        delivery: Claimed,
        *,
        state: str,
        due: float,
        code: int | None,
        error: str | None,
        now: float,
    ) -> bool:
        """Record one attempt's outcome: `state` delivered | failed (final), or pending again
        at `due`; False if the lease was lost meanwhile (nothing written)."""
        values = {
            "id": delivery.id,
            "epoch": delivery.epoch,
            "state": state,
            "attempts": delivery.attempts + 1,
            "due": due,
            "code": code,
            "error": error[:512] if error else None,
            "ended": now if state in (DELIVERED, FAILED) else None,
        }
        async with self._db.transaction() as conn:
            return await conn.first(self._settle, values) is not None

    @operation("webhook_deliveries_recent")
    async def recent(self, endpoint_id: str, *, project: str, limit: int) -> list[dict[str, Any]]:
        """The endpoint's newest deliveries, newest first."""
        params = {"project": project, "endpoint": endpoint_id, "limit": limit}
        async with self._db.connected() as conn:
            rows = await conn.fetch(self._recent, params)
        return [shown(row) for row in rows]

    @operation("webhook_delivery_add")
    async def add(self, row: dict[str, Any]) -> dict[str, Any]:
        """Queue one row (a test event) and return it as the API shows it."""
        async with self._db.transaction() as conn:
            await self.outbox.add_one(conn, row)
            found = await conn.first(self._one, {"project": row["project"], "id": row["id"]})
        assert found is not None
        return shown(found)
