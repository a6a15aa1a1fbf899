"""`responsa keys ...` (or `python -m responsa_server keys ...`): create, revoke, list API keys.

Works on the store named by RESPONSA_DATABASE_URL (migrations are applied first), so it can
run while the service runs, on the same machine or any that reaches the database.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TextIO

from responsa_server.auth.key_store import ApiKeyInfo, ApiKeyStore
from responsa_server.config import Settings
from responsa_server.model.errors import ApiError
from responsa_server.store.database import Database


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="responsa keys",
        description="Manage API keys (RESPONSA_AUTH=keys). Uses RESPONSA_DATABASE_URL.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    create = commands.add_parser("create", help="create a key; it is printed once")
    create.add_argument("--project", required=True, help="the project (tenant) the key acts for")
    create.add_argument(
        "--admin",
        action="store_true",
        help="an admin key: it also manages the project's keys through the API (and the console)",
    )
    create.add_argument("--name", help="what the key is for (shown in listings)")
    revoke = commands.add_parser("revoke", help="revoke a key; its next request gets 401")
    revoke.add_argument("key_id", help="the key's id (key_...), from `keys list`")
    listing = commands.add_parser("list", help="list keys (ids, projects, never the secrets)")
    listing.add_argument("--project", help="only this project's keys")
    return parser


def _when(seconds: int | None) -> str:
    if seconds is None:
        return "-"
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _row(key: ApiKeyInfo) -> str:
    state = f"revoked {_when(key.revoked_at)}" if key.revoked_at else "active"
    role = "admin" if key.admin else "-"
    return (
        f"{key.id}\t{key.project}\t{key.redacted_key}\t{_when(key.created_at)}\t{state}\t"
        f"{role}\t{key.name or '-'}"
    )


async def run(argv: Sequence[str], out: TextIO, err: TextIO, settings: Settings) -> int:
    """Run one keys command; the exit status."""
    args = _parser().parse_args(list(argv))
    database = await Database.open(settings.database_url)
    try:
        keys = ApiKeyStore(database)
        if args.command == "create":
            try:
                created = await keys.create(args.project, admin=args.admin, name=args.name)
            except (ValueError, ApiError) as error:
                print(error, file=err)
                return 2
            print(created.secret, file=out)
            print(
                f"{'admin ' if created.info.admin else ''}key id {created.info.id}, project "
                f"{created.info.project}. The key is shown only now: store it safely.",
                file=err,
            )
            return 0
        if args.command == "revoke":
            if not await keys.revoke(args.key_id):
                print(f"no active key with id {args.key_id}", file=err)
                return 1
            print(f"revoked {args.key_id}", file=err)
            return 0
        print("id\tproject\tkey\tcreated\tstate\trole\tname", file=out)
        for key in await keys.list(args.project):
            print(_row(key), file=out)
        return 0
    finally:
        await database.close()


def main(argv: Sequence[str]) -> int:
    """Entry point for `python -m responsa_server keys ...`."""
    return asyncio.run(run(argv, sys.stdout, sys.stderr, Settings.from_env()))
