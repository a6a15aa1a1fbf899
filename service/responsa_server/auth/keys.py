"""API keys: how they are made, hashed and shown.

A key is 32 random bytes (256 bits) from `secrets`, so guessing one is hopeless and a stolen
table of hashes cannot be reversed by trying candidates. That is why a single fast SHA-256 is
the right hash here: slow password hashes (bcrypt, scrypt, Argon2) exist to make *low-entropy*
secrets expensive to brute-force, and would cost tens of milliseconds on every request for no
gain. No salt is needed for the same reason, and an unsalted hash is what lets the lookup be one
indexed equality match.
"""

from __future__ import annotations

import hashlib
import secrets

KEY_PREFIX = "sk-rsp-"
KEY_ID_PREFIX = "key_"


def new_key() -> str:
    """A fresh secret API key (shown once, never stored)."""
    return KEY_PREFIX + secrets.token_urlsafe(32)


def new_key_id() -> str:
    """The public id of a key: what `keys list` shows and `keys revoke` takes."""
    return KEY_ID_PREFIX + secrets.token_hex(12)


def key_hash(key: str) -> str:
    """The stored form of a key: SHA-256, hex."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def redacted(key: str) -> str:
    """A key with all but a few characters masked, as OpenAI shows keys in errors and lists.

    Short strings are masked entirely, so nothing that might be a whole secret is echoed.
    """
    if len(key) < 16:
        return "*" * len(key)
    return key[:6] + "*" * (len(key) - 10) + key[-4:]
