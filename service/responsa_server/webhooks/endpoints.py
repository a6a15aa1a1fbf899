"""`EndpointStore`: a project's webhook endpoints in the shared database.

Every statement is scoped by `project`, so another project's endpoint id is as unknown as a
made-up one. The signing secret is stored sealed (`sealing.Seal`, purpose `webhook secret`,
bound to the project and the endpoint id) and opened only to sign a delivery.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import and_, bindparam, delete, insert, select, update

from responsa_server.model.webhook_requests import EndpointFields
from responsa_server.sealing import Seal
from responsa_server.store.availability import operation
from responsa_server.store.database import Database
from responsa_server.store.webhook_tables import webhook_deliveries_table as deliveries_t
from responsa_server.store.webhook_tables import webhook_endpoints_table as endpoints_t

SEAL_PURPOSE = "webhook secret"

_COLUMNS = (
    endpoints_t.c.id,
    endpoints_t.c.project,
    endpoints_t.c.url,
    endpoints_t.c.events,
    endpoints_t.c.enabled,
    endpoints_t.c.created_at,
    endpoints_t.c.updated_at,
    endpoints_t.c.secret,
)


@dataclass(frozen=True, slots=True)
class Endpoint:
    """One endpoint as stored; `sealed_secret` opens with `EndpointStore.secret`."""

    id: str
    project: str
    url: str
    events: tuple[str, ...]
    enabled: bool
    created_at: int
    updated_at: int
    sealed_secret: str

    def to_dict(self) -> dict[str, Any]:
        """The API's `webhook_endpoint` object (never the secret)."""
        return {
            "object": "webhook_endpoint",
            "id": self.id,
            "url": self.url,
            "events": list(self.events),
            "enabled": self.enabled,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
        }


def _endpoint(row: Sequence[Any]) -> Endpoint:
    id_, project, url, events, enabled, created_at, updated_at, secret = row
    return Endpoint(
        id=id_,
        project=project,
        url=url,
        events=tuple(orjson.loads(events)),
        enabled=bool(enabled),
        created_at=int(created_at),
        updated_at=int(updated_at),
        sealed_secret=secret,
    )


def _this() -> Any:
    return and_(endpoints_t.c.project == bindparam("project"), endpoints_t.c.id == bindparam("id"))


class EndpointStore:
    """Create, list, read, change and delete a project's endpoints."""

    def __init__(self, database: Database, root_key: bytes) -> None:
        self._db = database
        self._seal = Seal(root_key, SEAL_PURPOSE)
        compile_ = database.compile
        fields = (
            "id",
            "project",
            "url",
            "events",
            "enabled",
            "secret",
            "created_at",
            "updated_at",
        )
        self._insert = compile_(
            insert(endpoints_t).values({name: bindparam(name) for name in fields})
        )
        self._get = compile_(select(*_COLUMNS).where(_this()))
        self._page = {
            order: compile_(
                select(*_COLUMNS)
                .where(endpoints_t.c.project == bindparam("project"))
                .order_by(
                    endpoints_t.c.created_at.desc()
                    if order == "desc"
                    else endpoints_t.c.created_at,
                    endpoints_t.c.id.desc() if order == "desc" else endpoints_t.c.id,
                )
                .limit(bindparam("limit"))
            )
            for order in ("asc", "desc")
        }
        self._update = compile_(
            update(endpoints_t)
            .where(_this())
            .values(
                url=bindparam("url"),
                events=bindparam("events"),
                enabled=bindparam("enabled"),
                updated_at=bindparam("now"),
            )
        )
        self._set_secret = compile_(
            update(endpoints_t)
            .where(_this())
            .values(secret=bindparam("secret"), updated_at=bindparam("now"))
        )
        self._delete = compile_(delete(endpoints_t).where(_this()).returning(endpoints_t.c.id))
        self._delete_deliveries = compile_(
            delete(deliveries_t).where(
                deliveries_t.c.project == bindparam("project"),
                deliveries_t.c.endpoint_id == bindparam("id"),
            )
        )

    def _sealed(self, secret: str, project: str, endpoint_id: str) -> str:
        return self._seal.seal(secret.encode(), associated=f"{project}\x00{endpoint_id}".encode())

    def secret(self, endpoint: Endpoint) -> str | None:
        """The endpoint's signing secret, None if it does not open with this replica's key."""
        plain = self._seal.open(
            endpoint.sealed_secret, associated=f"{endpoint.project}\x00{endpoint.id}".encode()
        )
        return None if plain is None else plain.decode()

    @operation("webhook_endpoint_create")
    async def create(
        self, endpoint_id: str, fields: EndpointFields, secret: str, *, project: str, now: int
    ) -> Endpoint:
        """Store a new endpoint (`fields` complete, as `new_endpoint` made them)."""
        assert fields.url is not None and fields.events is not None
        row = {
            "id": endpoint_id,
            "project": project,
            "url": fields.url,
            "events": orjson.dumps(list(fields.events)).decode(),
            "enabled": bool(fields.enabled),
            "secret": self._sealed(secret, project, endpoint_id),
            "created_at": now,
            "updated_at": now,
        }
        async with self._db.transaction() as conn:
            await conn.execute(self._insert, row)
        return _endpoint([row[name] for name in (c.name for c in _COLUMNS)])

    @operation("webhook_endpoint_get")
    async def get(self, endpoint_id: str, *, project: str) -> Endpoint | None:
        """The project's endpoint, None if it has none of that id."""
        async with self._db.connected() as conn:
            row = await conn.first(self._get, {"project": project, "id": endpoint_id})
        return None if row is None else _endpoint(row)

    @operation("webhook_endpoint_list")
    async def page(
        self, *, project: str, after: str | None, limit: int, order: str
    ) -> tuple[list[Endpoint], bool]:
        """Up to `limit` endpoints after the one named `after` (in `order` of creation), and
        whether more follow. A project has few endpoints: the page is cut here."""
        async with self._db.connected() as conn:
            rows = await conn.fetch(self._page[order], {"project": project, "limit": 10_000})
        endpoints = [_endpoint(row) for row in rows]
        if after is not None:
            ids = [e.id for e in endpoints]
            endpoints = endpoints[ids.index(after) + 1 :] if after in ids else []
        return endpoints[:limit], len(endpoints) > limit

    @operation("webhook_endpoint_update")
    async def update(
        self, endpoint_id: str, fields: EndpointFields, *, project: str, now: int
    ) -> Endpoint | None:
        """Apply what `fields` gives (None keeps the stored value); None if unknown."""
        this = {"project": project, "id": endpoint_id}
        async with self._db.transaction() as conn:
            row = await conn.first(self._get, this)
            if row is None:
                return None
            old = _endpoint(row)
            events = fields.events if fields.events is not None else old.events
            values = {
                **this,
                "url": fields.url if fields.url is not None else old.url,
                "events": orjson.dumps(list(events)).decode(),
                "enabled": fields.enabled if fields.enabled is not None else old.enabled,
                "now": now,
            }
            await conn.execute(self._update, values)
            row = await conn.first(self._get, this)
        return None if row is None else _endpoint(row)

    @operation("webhook_endpoint_rotate")
    async def rotate(
        self, endpoint_id: str, secret: str, *, project: str, now: int
    ) -> Endpoint | None:
        """Replace the signing secret (every later attempt is signed with it); None if
        unknown."""
        this = {"project": project, "id": endpoint_id}
        sealed = self._sealed(secret, project, endpoint_id)
        async with self._db.transaction() as conn:
            await conn.execute(self._set_secret, {**this, "secret": sealed, "now": now})
            row = await conn.first(self._get, this)
        return None if row is None else _endpoint(row)

    @operation("webhook_endpoint_delete")
    async def delete(self, endpoint_id: str, *, project: str) -> bool:
        """Delete the endpoint and its deliveries (pending ones are never sent); False if
        unknown."""
        this = {"project": project, "id": endpoint_id}
        async with self._db.transaction() as conn:
            gone = await conn.first(self._delete, this)
            if gone is not None:
                await conn.execute(self._delete_deliveries, this)
        return gone is not None
