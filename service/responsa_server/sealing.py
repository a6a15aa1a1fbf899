"""`Seal`: the one way Responsa seals what it hands out or parks (compaction items, reasoning
items, background request bodies), and the envelope of what was sealed before.

A seal is AES-256-GCM (the `cryptography` library) under a key derived per purpose with
HKDF-SHA256 from the root key every replica shares (context/seal.py `shared_key`): one root, and
no two purposes share a key, so a value sealed for one never opens as another. The caller's
associated data binds a value to where it belongs (its project, its job). The text is
`v2.` + base64url(nonce || ciphertext); the version says which algorithm opens it.

Version 1 (before this module) was the same AEAD under three ad hoc key derivations: each user
keeps its own version-1 opener as a fallback (`open_v1` does the AEAD part), so values sealed
before stay readable; nothing is sealed as version 1 any more.
"""

from __future__ import annotations

import base64
import binascii
import os

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

__all__ = ["VERSION", "Seal", "open_v1"]

VERSION = "v2."
_NONCE_BYTES = 12
_KEY_BYTES = 32
# HKDF's `info`: the derivation's own name, then the purpose.
_INFO = b"responsa seal v2\x00"


class Seal:
    """Seals and opens bytes for one purpose, with a key derived from the shared root key."""

    def __init__(self, root: bytes, purpose: str) -> None:
        if len(root) != _KEY_BYTES:
            raise ValueError("the root key must be 32 bytes")
        derivation = HKDF(
            algorithm=hashes.SHA256(),
            length=_KEY_BYTES,
            salt=None,
            info=_INFO + purpose.encode(),
        )
        self._aead = AESGCM(derivation.derive(root))

    def seal(self, plain: bytes, *, associated: bytes) -> str:
        """`plain` sealed, bound to `associated`: `v2.` + base64url(nonce || ciphertext)."""
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._aead.encrypt(nonce, plain, associated)
        return VERSION + base64.urlsafe_b64encode(nonce + sealed).decode()

    def open(self, text: str, *, associated: bytes) -> bytes | None:
        """The bytes `seal` sealed with this key and `associated`, or None for anything else
        (another version, another key or purpose, altered, not base64)."""
        if not text.startswith(VERSION):
            return None
        return _open(self._aead, text[len(VERSION) :], associated)


def open_v1(key: bytes, payload: str, *, associated: bytes) -> bytes | None:
    """A version-1 value's bytes: `payload` (what follows its prefix) is base64url(nonce ||
    AES-256-GCM ciphertext) under `key`, the purpose's version-1 key; None if it does not open."""
    return _open(AESGCM(key), payload, associated)


def _open(aead: AESGCM, payload: str, associated: bytes) -> bytes | None:
    try:
        raw = base64.urlsafe_b64decode(payload)
        return aead.decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], associated)
    except (binascii.Error, ValueError, InvalidTag):
        return None
