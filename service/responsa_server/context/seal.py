"""`CompactionSeal`: compaction items the server can verify it wrote itself.

A compaction item's `encrypted_content` is the summary JSON sealed (sealing.py: AES-256-GCM under
the `compaction` key HKDF derives from the shared key) with the project as associated data. AEAD
gives both properties the server needs: clients cannot read the summary (as with OpenAI's opaque
items), and any change, or replaying the item in another project, fails verification, so the
server never feeds the model text it did not write. Items sealed before (`v1.`: the shared key
itself as the AES key) still open.

The key is shared by every replica: SHA-256 of `RESPONSA_COMPACTION_KEY` when set, else a random
key created once in the store (`server_secrets`, insert-if-absent, so concurrent start-ups agree
on one).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any

import orjson
from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite

from responsa_server.sealing import VERSION, Seal, open_v1
from responsa_server.store.database import Database
from responsa_server.store.tables import server_secrets_table as secrets_t

# Version 1: the shared key itself as the AES-256-GCM key.
_V1 = "v1."
_SECRET_NAME = "compaction_key"


def sealed_by_responsa(encrypted_content: object) -> bool:
    """Whether `encrypted_content` is in Responsa's envelope (it may still fail to open); an
    item that is not was made by a native Responses upstream that compacts itself."""
    return isinstance(encrypted_content, str) and encrypted_content.startswith((VERSION, _V1))


@dataclass(frozen=True, slots=True)
class Opened:
    """What a compaction item seals: the summary, and for a checkpoint (automatic compaction:
    engine/auto_compaction.py) the newest items kept as they were; `kept` is None for an item
    of `/v1/responses/compact`, which stands for the summary alone."""

    summary: str
    kept: list[dict[str, Any]] | None = None


class CompactionSeal:
    """Seals and opens compaction summaries with the `compaction` seal of the shared key."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("the compaction key must be 32 bytes")
        self._seal = Seal(key, "compaction")
        self._v1_key = key

    @classmethod
    def from_secret(cls, secret: str) -> CompactionSeal:
        """A seal keyed by SHA-256 of any configured text."""
        return cls(hashlib.sha256(secret.encode()).digest())

    def seal(self, summary: str, *, model: str, project: str) -> str:
        """The `encrypted_content` for `summary`, bound to `project`."""
        plain = orjson.dumps({"summary": summary, "model": model})
        return self._seal.seal(plain, associated=project.encode())

    def seal_checkpoint(
        self, summary: str, kept: list[dict[str, Any]], *, model: str, project: str
    ) -> str:
        """The `encrypted_content` of a checkpoint: `summary` of what came before `kept`, the
        items kept verbatim. Such an item stands for the whole context before it."""
        plain = orjson.dumps({"summary": summary, "model": model, "kept": kept})
        return self._seal.seal(plain, associated=project.encode())

    def open(self, encrypted_content: object, *, project: str) -> str | None:
        """The summary, or None if this server (with this key, for this project) did not
        write `encrypted_content` exactly as given (now or as version 1)."""
        opened = self.open_item(encrypted_content, project=project)
        return opened.summary if opened is not None else None

    def open_item(self, encrypted_content: object, *, project: str) -> Opened | None:
        """The summary and kept items, or None as `open` says."""
        if not isinstance(encrypted_content, str):
            return None
        if encrypted_content.startswith(_V1):
            plain = open_v1(
                self._v1_key, encrypted_content[len(_V1) :], associated=project.encode()
            )
        else:
            plain = self._seal.open(encrypted_content, associated=project.encode())
        if plain is None:
            return None
        try:
            payload = orjson.loads(plain)
            summary, kept = payload["summary"], payload.get("kept")
        except (KeyError, TypeError, AttributeError, orjson.JSONDecodeError):
            return None
        if not isinstance(summary, str) or not (kept is None or isinstance(kept, list)):
            return None
        return Opened(summary, kept)


async def shared_seal(database: Database, configured: str | None) -> CompactionSeal:
    """The seal every replica uses: from the setting, else from the database's shared key."""
    return CompactionSeal(await shared_key(database, configured))


async def shared_key(database: Database, configured: str | None) -> bytes:
    """The 32-byte root key every replica shares: SHA-256 of the setting, else the database's
    random key. Each use seals with its own key derived from it (sealing.py)."""
    if configured:
        return hashlib.sha256(configured.encode()).digest()
    fresh = secrets.token_hex(32)
    insert = postgresql.insert if database.is_postgres else sqlite.insert
    async with database.writing() as conn:
        await conn.execute(
            insert(secrets_t)
            .values(name=_SECRET_NAME, value=fresh)
            .on_conflict_do_nothing(index_elements=[secrets_t.c.name])
        )
        stored = await conn.scalar(
            select(secrets_t.c.value).where(secrets_t.c.name == _SECRET_NAME)
        )
    return bytes.fromhex(str(stored))
