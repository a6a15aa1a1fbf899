"""The Containers API's request bodies (docs/sandbox.md): `POST /v1/containers` and the JSON
form of `POST /v1/containers/{id}/files`, checked before anything is read or written; and the
name a file gets under /mnt/data."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from responsa_server.model.request.checks import (
    array,
    body_object,
    choice,
    fail,
    integer,
    json_object,
    max_length,
    missing_param,
    no_nul,
    not_supported,
    object_id,
    only_keys,
    present,
    string,
)
from responsa_server.model.request.code_tools import MAX_FILE_IDS, MEMORY_LIMIT_NAMES

NAME_MAX_CHARS = 256
# OpenAI's containers idle out after 20 minutes by default; a policy may ask for up to a month.
MAX_IDLE_MINUTES = 30 * 24 * 60
FILE_NAME_MAX_CHARS = 255


@dataclass(frozen=True, slots=True)
class ContainerFields:
    """A create's settings; `idle_minutes` None: the server's default."""

    name: str
    memory_limit: str
    idle_minutes: int | None
    file_ids: list[str]


def parse_file_ids(value: object, param: str) -> list[str]:
    """Files-API ids (at most MAX_FILE_IDS), each checked as an id."""
    ids = array(value, param)
    if len(ids) > MAX_FILE_IDS:
        fail(param, f"Invalid '{param}': at most {MAX_FILE_IDS} files.", "array_above_max_length")
    return [object_id(v, f"{param}[{i}]") for i, v in enumerate(ids)]


def parse_create(body: object) -> ContainerFields:
    """`POST /v1/containers`: name (required), memory_limit, expires_after, file_ids; skills
    and an allowlist network_policy are not run here (a 400 naming them)."""
    allowed = ("name", "file_ids", "expires_after", "memory_limit", "skills", "network_policy")
    fields = body_object(body, allowed)
    if not present(fields, "name"):
        missing_param("name")
    name = no_nul(max_length(string(fields["name"], "name"), "name", NAME_MAX_CHARS), "name")
    memory_limit = "1g"
    if present(fields, "memory_limit"):
        memory_limit = choice(fields["memory_limit"], "memory_limit", MEMORY_LIMIT_NAMES)
    idle_minutes = None
    if present(fields, "expires_after"):
        policy = json_object(fields["expires_after"], "expires_after")
        only_keys(policy, ("anchor", "minutes"), "expires_after")
        for key in ("anchor", "minutes"):
            if not present(policy, key):
                missing_param(f"expires_after.{key}")
        choice(policy["anchor"], "expires_after.anchor", ("last_active_at",))
        idle_minutes = integer(policy["minutes"], "expires_after.minutes", 1, MAX_IDLE_MINUTES)
    file_ids = parse_file_ids(fields["file_ids"], "file_ids") if present(fields, "file_ids") else []
    if present(fields, "skills") and array(fields["skills"], "skills"):
        not_supported("skills", "'skills'")
    if present(fields, "network_policy"):
        policy = json_object(fields["network_policy"], "network_policy")
        kind = choice(policy.get("type"), "network_policy.type", ("disabled", "allowlist"))
        if kind != "disabled":
            not_supported("network_policy", "A 'network_policy' other than 'disabled'")
    return ContainerFields(name, memory_limit, idle_minutes, file_ids)


def parse_file_reference(body: object) -> str:
    """The JSON form of `POST /v1/containers/{id}/files`: `{"file_id": ...}`."""
    fields: dict[str, Any] = body_object(body, ("file_id",))
    if not present(fields, "file_id"):
        missing_param("file_id")
    return object_id(fields["file_id"], "file_id")


def file_name(name: str, param: str) -> str:
    """A name for a file put at the top of /mnt/data: one plain path component (no `/`, `\\`,
    `..`, NUL), or a 400 naming `param`."""
    name = name.strip()
    if (
        not name
        or name in (".", "..")
        or any(c in name for c in "/\\\x00")
        or len(name) > FILE_NAME_MAX_CHARS
    ):
        fail(
            param,
            f"Invalid '{param}': the file name {name!r} is not a plain file name (no '/', '\\', "
            f"'..' or NUL; at most {FILE_NAME_MAX_CHARS} characters).",
            "invalid_value",
        )
    return name
