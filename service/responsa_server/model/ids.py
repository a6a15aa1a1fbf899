"""Object ids in OpenAI's style: a type prefix and 48 random hex digits."""

from __future__ import annotations

import os


def new_id(prefix: str) -> str:
    """A fresh id such as ``resp_3f9c…`` (prefixes: resp, msg, fc, rs, item)."""
    return f"{prefix}_{os.urandom(24).hex()}"
