"""Object ids in OpenAI's style: a type prefix and 48 hex digits.

The first 16 digits are the creation time (as OpenAI's ids begin with theirs): 8 of Unix
seconds and 8 of nanoseconds within that second, so ids made in the same second sort in the
order they were made (lists order by `created_at`, then id). The other 32 digits (128 bits) are
random: ids stay unguessable (they are the key to a stored response).
"""

from __future__ import annotations

import os
import time

# Random bytes come from the OS's CSPRNG; drawing 4 KiB at a time spares a getrandom() system
# call per id.
_RANDOM_BYTES = 16
_POOL_BYTES = _RANDOM_BYTES * 256
_pool = b""
_offset = _POOL_BYTES


def new_id(prefix: str) -> str:
    """A fresh id such as ``resp_692a1f3b0d4c2e10…`` (prefixes: resp, msg, fc, rs, item)."""
    global _pool, _offset
    if _offset >= _POOL_BYTES:
        _pool, _offset = os.urandom(_POOL_BYTES), 0
    start = _offset
    _offset = start + _RANDOM_BYTES
    seconds, nanoseconds = divmod(time.time_ns(), 1_000_000_000)
    return f"{prefix}_{seconds & 0xFFFFFFFF:08x}{nanoseconds:08x}{_pool[start:_offset].hex()}"
