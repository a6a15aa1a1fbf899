"""`Outbox`: the events owed to a project's endpoints, written in the transaction that ends a
background job (jobs/store.py), so an event exists exactly when the job's end does.

One row per enabled endpoint that takes the event type; each row has its own `webhook-id`
(kept for every retry) and the exact JSON bytes that every attempt signs. The event is
OpenAI's (`{"id": "evt_…", "object": "event", "type", "created_at", "data": {"id"}}`), one
event id shared by the rows of all endpoints.
"""

from __future__ import annotations

from typing import Any

import orjson
from sqlalchemy import bindparam, insert, select

from responsa_server.model.ids import new_id
from responsa_server.store.database import Database, DriverConnection
from responsa_server.store.webhook_tables import webhook_deliveries_table as deliveries_t
from responsa_server.store.webhook_tables import webhook_endpoints_table as endpoints_t

PENDING, DELIVERED, FAILED = "pending", "delivered", "failed"

# What each terminal status of a Response is announced as.
EVENT_OF_STATUS = {
    "completed": "response.completed",
    "failed": "response.failed",
    "cancelled": "response.cancelled",
    "incomplete": "response.incomplete",
}


def event_body(event_id: str, event_type: str, created_at: int, object_id: str) -> str:
    """OpenAI's webhook event JSON (its `webhooks` reference) for one object."""
    event = {
        "id": event_id,
        "object": "event",
        "type": event_type,
        "created_at": created_at,
        "data": {"id": object_id},
    }
    return orjson.dumps(event).decode()


def delivery_row(
    *, project: str, endpoint_id: str, event_id: str, event_type: str, body: str, now: float
) -> dict[str, Any]:
    """A pending outbox row, due now."""
    return {
        "id": new_id("wh"),
        "project": project,
        "endpoint_id": endpoint_id,
        "event_id": event_id,
        "event_type": event_type,
        "body": body,
        "state": PENDING,
        "attempts": 0,
        "created_at": now,
        "next_attempt_at": now,
        "owner": None,
        "lease_expires_at": 0.0,
        "epoch": 0,
    }


class Outbox:
    """Writes events into the outbox on a connection the caller's transaction holds."""

    def __init__(self, database: Database) -> None:
        compile_ = database.compile
        self._insert = compile_(
            insert(deliveries_t).values(
                {c.name: bindparam(c.name) for c in deliveries_t.c if c.name in _ROW_FIELDS}
            )
        )
        # Event types are stored as a JSON list; `"type"` with its quotes matches one entry.
        self._subscribed = compile_(
            select(endpoints_t.c.id).where(
                endpoints_t.c.project == bindparam("project"),
                endpoints_t.c.enabled == bindparam("enabled"),
                endpoints_t.c.events.like(bindparam("pattern")),
            )
        )

    async def add(
        self,
        conn: DriverConnection,
        *,
        project: str,
        event_type: str,
        object_id: str,
        now: float,
    ) -> int:
        """Owe `event_type` about `object_id` to every enabled endpoint of `project` that
        takes it; how many rows were written (none: one indexed read)."""
        params = {"project": project, "enabled": True, "pattern": f'%"{event_type}"%'}
        endpoints = await conn.fetch(self._subscribed, params)
        if not endpoints:
            return 0
        event_id = new_id("evt")
        body = event_body(event_id, event_type, int(now), object_id)
        rows = [
            delivery_row(
                project=project,
                endpoint_id=str(endpoint_id),
                event_id=event_id,
                event_type=event_type,
                body=body,
                now=now,
            )
            for (endpoint_id,) in endpoints
        ]
        await conn.executemany(self._insert, rows)
        return len(rows)

    async def add_one(self, conn: DriverConnection, row: dict[str, Any]) -> None:
        """Write one row made by `delivery_row` (a test event)."""
        await conn.execute(self._insert, row)


_ROW_FIELDS = frozenset(
    delivery_row(project="", endpoint_id="", event_id="", event_type="", body="", now=0.0)
)
