"""The real Postgres for tests: fresh databases, and the CI rule that it may not be skipped."""

from __future__ import annotations

import os
import uuid
from typing import NoReturn

import asyncpg

from tests.required import missing

PG_ADMIN_DSN = os.environ.get(
    "RESPONSA_TEST_POSTGRES_DSN", "postgresql://postgres@127.0.0.1:5432/test"
)


def postgres_unavailable(reason: str) -> NoReturn:
    """Skip locally, but never let CI pass without the Postgres half of the suite."""
    missing(f"Postgres unreachable: {reason}")


def fresh_database_name(purpose: str) -> str:
    """A database name no other test run uses."""
    return f"responsa_{purpose}_{uuid.uuid4().hex[:12]}"


async def create_database(name: str) -> None:
    """CREATE DATABASE `name` (raises OSError/asyncpg errors when Postgres is down)."""
    admin = await asyncpg.connect(PG_ADMIN_DSN, timeout=3)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()


async def drop_database(name: str) -> None:
    """DROP DATABASE `name`, disconnecting whoever still uses it."""
    admin = await asyncpg.connect(PG_ADMIN_DSN, timeout=3)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


def database_url(name: str) -> str:
    """A postgres:// URL (the short scheme the store must accept) for database `name`."""
    base = PG_ADMIN_DSN.rsplit("/", 1)[0]
    return f"{base.replace('postgresql://', 'postgres://', 1)}/{name}"
