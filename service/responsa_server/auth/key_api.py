"""`ApiKeysApi`: a project's API keys managed through the API by an admin key of that project.

A Responsa extension shaped like OpenAI's Admin API for project API keys
(`/v1/organization/projects/{project_id}/api_keys`, objects `organization.project.api_key`),
plus a create (OpenAI makes project keys in its dashboard) that returns the secret once, and
`GET /v1/api_key`, the key a call is made with (so the console knows its project and whether
it may manage keys). docs/auth.md says why each choice.

Admission (the call pipeline's layer) has already turned the call's key into its project; these
calls read the key again (`ApiKeyStore.caller`, never cached) because whether it is an admin's is
decided here only: the hot path's lookup stays one column of one row.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from responsa_server.auth.credentials import AuthMode, bearer_token, incorrect_key
from responsa_server.auth.key_store import ApiKeyInfo, ApiKeyStore
from responsa_server.model.errors import ApiError, invalid_param, not_found
from responsa_server.model.key_requests import new_key
from responsa_server.model.paging import list_object, page_bounds
from responsa_server.model.request.checks import object_id

Metadata = Iterable[tuple[str, Any]] | None

KEY_OBJECT = "organization.project.api_key"

# OpenAI's wording for a credential that may not do what it asked (it names missing scopes).
NOT_AN_ADMIN = (
    "You have insufficient permissions for this operation. Managing a project's API keys needs "
    "an admin key of that project (`responsa keys create --project NAME --admin`)."
)
NO_KEYS = (
    "You have insufficient permissions for this operation. API keys are managed through the "
    "API only when the server runs with RESPONSA_AUTH=keys (it runs with RESPONSA_AUTH={mode}); "
    "use `responsa keys` instead."
)


def key_object(key: ApiKeyInfo) -> dict[str, Any]:
    """A key as OpenAI's `organization.project.api_key` object, never its secret.

    `last_used_at` is always null: keeping it would be a write on every call. `project_id` and
    `admin` are Responsa's additions; there is no `owner` (Responsa has no users).
    """
    return {
        "object": KEY_OBJECT,
        "id": key.id,
        "name": key.name,
        "redacted_value": key.redacted_key,
        "created_at": key.created_at,
        "last_used_at": None,
        "project_id": key.project,
        "admin": key.admin,
    }


class ApiKeysApi:
    """List, create, retrieve and revoke (delete) the caller's project's keys, as its admin."""

    def __init__(self, mode: AuthMode, keys: ApiKeyStore) -> None:
        self._mode = mode
        self._keys = keys

    async def _caller(self, metadata: Metadata) -> ApiKeyInfo | None:
        """The key this call carries; None when keys are not what authenticates calls."""
        if self._mode != "keys":
            return None
        token = bearer_token(metadata) or ""
        caller = await self._keys.caller(token)
        if caller is None:
            # Revoked since the interceptor admitted the call: refused like its next call.
            raise incorrect_key(token)
        return caller

    async def _admin_of(self, project_id: str, metadata: Metadata, project: str) -> None:
        """Go on only for an admin key of `project_id`: a 403 for anyone else who is not an
        admin, then the same 404 for every project but the caller's own."""
        caller = await self._caller(metadata)
        if caller is None:
            raise ApiError(403, NO_KEYS.format(mode=self._mode))
        if not caller.admin:
            raise ApiError(403, NOT_AN_ADMIN)
        if project_id != project or caller.project != project:
            raise not_found(f"No project found with id '{project_id}'.", param="project_id")

    async def current(self, *, metadata: Metadata, project: str) -> dict[str, Any]:
        """The key this call is made with (`GET /v1/api_key`), admin or not."""
        caller = await self._caller(metadata)
        if caller is None or caller.project != project:
            raise not_found(
                f"This call carries no API key: the server runs with RESPONSA_AUTH={self._mode}."
            )
        return key_object(caller)

    async def list_keys(
        self,
        project_id: str,
        *,
        after: str | None,
        limit: int,
        order: str,
        metadata: Metadata,
        project: str,
    ) -> dict[str, Any]:
        """A page of the project's keys (revoked ones are gone, as deleted ones are at OpenAI),
        oldest first unless `order` is desc."""
        await self._admin_of(project_id, metadata, project)
        limit, order = page_bounds(limit, order or "asc")
        if after is not None:
            after = object_id(after, "after")
        page = await self._keys.page(project, after=after, limit=limit, descending=order == "desc")
        if page is None:
            raise invalid_param("after", f"No API key found with id '{after}'.")
        keys, has_more = page
        return list_object([key_object(key) for key in keys], has_more)

    async def create_key(
        self, project_id: str, body: object, *, metadata: Metadata, project: str
    ) -> dict[str, Any]:
        """A new key of the project; the reply is the only place its secret (`value`) is."""
        await self._admin_of(project_id, metadata, project)
        wanted = new_key(body)
        created = await self._keys.create(project, admin=wanted.admin, name=wanted.name)
        return {**key_object(created.info), "value": created.secret}

    async def retrieve_key(
        self, project_id: str, key_id: str, *, metadata: Metadata, project: str
    ) -> dict[str, Any]:
        """One of the project's keys; another project's key is as unknown as a made-up id."""
        await self._admin_of(project_id, metadata, project)
        found = await self._keys.active(project, object_id(key_id, "api_key_id"))
        if found is None:
            raise _unknown_key(key_id)
        return key_object(found)

    async def delete_key(
        self, project_id: str, key_id: str, *, metadata: Metadata, project: str
    ) -> dict[str, Any]:
        """Revoke one of the project's keys: its next call gets a 401 (the row stays, for
        `responsa keys list`)."""
        await self._admin_of(project_id, metadata, project)
        if not await self._keys.revoke(object_id(key_id, "api_key_id"), project=project):
            raise _unknown_key(key_id)
        return {"object": KEY_OBJECT + ".deleted", "id": key_id, "deleted": True}


def _unknown_key(key_id: str) -> ApiError:
    return not_found(f"No API key found with id '{key_id}'.", param="api_key_id")
