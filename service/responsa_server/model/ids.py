"""Object ids in OpenAI's style: a type prefix and 48 random hex digits."""

from __future__ import annotations

import os

# Ids are unguessable (they are the key to a stored response), so they come from the OS's
# CSPRNG; drawing 4 KiB at a time spares a getrandom() system call per id.
_ID_BYTES = 24
_POOL_BYTES = _ID_BYTES * 170
_pool = b""
_offset = _POOL_BYTES


def new_id(prefix: str) -> str:
    """A fresh id such as ``resp_3f9c…`` (prefixes: resp, msg, fc, rs, item)."""
    global _pool, _offset
    if _offset >= _POOL_BYTES:
        _pool, _offset = os.urandom(_POOL_BYTES), 0
    start = _offset
    _offset = start + _ID_BYTES
    return f"{prefix}_{_pool[start:_offset].hex()}"
