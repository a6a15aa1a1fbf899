"""The body of `POST /v1/organization/projects/{project_id}/api_keys` (a Responsa extension):
what a new key is called and whether it is an admin's, checked like every request body."""

from __future__ import annotations

from dataclasses import dataclass

from responsa_server.model.request.checks import (
    boolean,
    fail,
    json_object,
    max_length,
    non_empty,
    optional,
    string,
    unknown_parameter,
)

KEY_NAME_MAX_CHARS = 256


@dataclass(frozen=True, slots=True)
class NewKey:
    """A key to create: its name (None: unnamed) and whether it is an admin key."""

    name: str | None
    admin: bool


def key_name(value: object, param: str) -> str:
    """A key's name: 1-256 characters, no control characters (names show in terminals)."""
    text = max_length(non_empty(string(value, param), param), param, KEY_NAME_MAX_CHARS)
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        fail(param, f"Invalid '{param}': control characters are not allowed.", "invalid_value")
    return text


def new_key(body: object) -> NewKey:
    """The create body (`{"name"?, "admin"?}`), or a 400 naming the parameter."""
    fields = json_object(body, "body")
    for name in fields:
        if name not in ("name", "admin"):
            unknown_parameter(name)
    return NewKey(
        name=optional(fields, "name", "name", key_name),
        admin=bool(optional(fields, "admin", "admin", boolean)),
    )
