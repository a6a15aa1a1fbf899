"""How a routing table entry names the server it reaches: a URL of the right form, and a key
named (an environment variable or a file), never written in the table. Shared by `upstreams:`
and `moderations:` (table.py, moderation_specs.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from urllib.parse import urlsplit

# Reports one problem at a place of the file: (path in the document, message).
AddProblem = Callable[[tuple[str | int, ...], str], None]


def http_url(value: str) -> str:
    """`value` when it is an http(s) URL with a host and no credentials; ValueError (a
    pydantic validator's error) otherwise."""
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(
            "must be an http:// or https:// URL with a host, e.g. http://127.0.0.1:8000/v1"
        )
    if parts.username or parts.password:
        raise ValueError("must not carry credentials; use api_key_env or api_key_file")
    return value


def api_key(
    key_env: str | None,
    key_file: str | None,
    env: Mapping[str, str],
    where: tuple[str | int, ...],
    problem: AddProblem,
) -> str | None:
    """The key an entry names by `api_key_env` (a variable of `env`) or `api_key_file`; None
    when it names none. Every problem (both named, unset, unreadable, empty) goes to
    `problem` at its key's place under `where`."""
    if key_env and key_file:
        problem(where, "give one of api_key_env or api_key_file, not both")
        return None
    if key_env:
        value = env.get(key_env)
        if not value:
            problem((*where, "api_key_env"), f"the environment variable {key_env} is not set")
        return value or None
    if key_file:
        try:
            value = Path(key_file).read_text(encoding="utf-8").strip()
        except OSError as error:
            problem((*where, "api_key_file"), f"cannot read {key_file}: {error.strerror}")
            return None
        if not value:
            problem((*where, "api_key_file"), f"{key_file} is empty")
        return value or None
    return None
