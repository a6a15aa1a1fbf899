"""`CompactionSeal`: compaction items the server can verify it wrote itself.

A compaction item's `encrypted_content` is `v1.` + base64url(nonce || AES-256-GCM ciphertext) of
the summary JSON, with the project as associated data. AEAD (the `cryptography` library's
AESGCM) gives both properties the server needs: clients cannot read the summary (as with
OpenAI's opaque items), and any change, or replaying the item in another project, fails
verification, so the server never feeds the model text it did not write.

The key is shared by every replica: derived from `RESPONSA_COMPACTION_KEY` when set, else a
random key created once in the store (`server_secrets`, insert-if-absent, so concurrent start-ups
agree on one).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
import secrets

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite

from responsa_server.store.database import Database
from responsa_server.store.tables import server_secrets_table as secrets_t

_PREFIX = "v1."
_NONCE_BYTES = 12
_SECRET_NAME = "compaction_key"


class CompactionSeal:
    """Seals and opens compaction summaries with one AES-256-GCM key."""

    def __init__(self, key: bytes) -> None:
        if len(key) != 32:
            raise ValueError("the compaction key must be 32 bytes")
        self._aead = AESGCM(key)

    @classmethod
    def from_secret(cls, secret: str) -> CompactionSeal:
        """A seal keyed by SHA-256 of any configured text."""
        return cls(hashlib.sha256(secret.encode()).digest())

    def seal(self, summary: str, *, model: str, project: str) -> str:
        """The `encrypted_content` for `summary`, bound to `project`."""
        nonce = os.urandom(_NONCE_BYTES)
        plain = orjson.dumps({"summary": summary, "model": model})
        sealed = self._aead.encrypt(nonce, plain, project.encode())
        return _PREFIX + base64.urlsafe_b64encode(nonce + sealed).decode()

    def open(self, encrypted_content: object, *, project: str) -> str | None:
        """The summary, or None if this server (with this key, for this project) did not
        write `encrypted_content` exactly as given."""
        if not isinstance(encrypted_content, str) or not encrypted_content.startswith(_PREFIX):
            return None
        try:
            raw = base64.urlsafe_b64decode(encrypted_content[len(_PREFIX) :])
            plain = self._aead.decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], project.encode())
            summary = orjson.loads(plain)["summary"]
        except (
            binascii.Error,
            ValueError,
            InvalidTag,
            KeyError,
            TypeError,
            orjson.JSONDecodeError,
        ):
            return None
        return summary if isinstance(summary, str) else None


async def shared_seal(database: Database, configured: str | None) -> CompactionSeal:
    """The seal every replica uses: from the setting, else from the database's shared key."""
    return CompactionSeal(await shared_key(database, configured))


async def shared_key(database: Database, configured: str | None) -> bytes:
    """The 32-byte key every replica shares: SHA-256 of the setting, else the database's
    random key. Other uses (background request bodies) derive their own keys from it."""
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
