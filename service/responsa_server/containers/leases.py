"""`ContainerLeases`: the one-writer discipline of a container's calls across replicas, a
lease on its row (`lease_owner`, `lease_expires_at`; store/container_tables.py).

A call takes it with one conditional UPDATE (the lease is free, or expired), renews it while it
runs and gives it back at its end; a replica that dies holding it loses it when it expires.
Taking and renewing it is activity (`last_active_at`): a container does not idle out under a
call. Chosen over a version check because a call cannot be replayed by the store: two cells on
one container must run one after the other, not have the later one refused at its end.
"""

from __future__ import annotations

from sqlalchemy import or_, update

from responsa_server.store.availability import operation
from responsa_server.store.container_tables import containers_table as containers_t
from responsa_server.store.database import Database


class ContainerLeases:
    """Take, renew and release a container's lease (module docstring)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    @operation("container_lease_take")
    async def take(self, container_id: str, owner: str, now: float, until: float) -> bool:
        """Take the writer's lease of a running container if it is free or expired."""
        async with self._db.writing() as conn:
            taken = await conn.execute(
                update(containers_t)
                .where(
                    containers_t.c.id == container_id,
                    containers_t.c.status == "running",
                    or_(
                        containers_t.c.lease_owner.is_(None),
                        containers_t.c.lease_expires_at < now,
                    ),
                )
                .values(lease_owner=owner, lease_expires_at=until, last_active_at=now)
            )
        return bool(taken.rowcount)

    @operation("container_lease_renew")
    async def renew(self, container_id: str, owner: str, now: float, until: float) -> bool:
        """Extend the lease while the call runs (a running call is activity: the container
        does not idle out under it); False if it is no longer this owner's."""
        async with self._db.writing() as conn:
            renewed = await conn.execute(
                update(containers_t)
                .where(containers_t.c.id == container_id, containers_t.c.lease_owner == owner)
                .values(lease_expires_at=until, last_active_at=now)
            )
        return bool(renewed.rowcount)

    @operation("container_lease_release")
    async def release(self, container_id: str, owner: str) -> None:
        """Give the lease back (if still held)."""
        async with self._db.writing() as conn:
            await conn.execute(
                update(containers_t)
                .where(containers_t.c.id == container_id, containers_t.c.lease_owner == owner)
                .values(lease_owner=None, lease_expires_at=None)
            )
