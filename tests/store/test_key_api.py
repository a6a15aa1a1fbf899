"""ApiKeysApi (the key endpoints' one implementation) on each store: who may call it, what it
returns, and that another project looks exactly like nothing at all. The wire (REST, typed
gRPC, the SDK, the console) is tests/e2e/test_api_keys.py."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.auth.key_api import ApiKeysApi
from responsa_server.auth.key_store import ApiKeyStore
from responsa_server.model.errors import ApiError
from responsa_server.store import ResponseStore

A, B = "acme", "globex"


def bearer(secret: str) -> list[tuple[str, str]]:
    return [("authorization", f"Bearer {secret}")]


async def refused(call: Any) -> ApiError:
    with pytest.raises(ApiError) as caught:
        await call
    return caught.value


async def test_an_admin_manages_its_projects_keys(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    api = ApiKeysApi("keys", keys)
    admin = await keys.create(A, admin=True)
    me = bearer(admin.secret)
    made = await api.create_key(A, {"name": "ci"}, metadata=me, project=A)
    assert made["object"] == "organization.project.api_key" and made["value"].startswith("sk-rsp-")
    assert (made["name"], made["admin"], made["project_id"]) == ("ci", False, A)
    assert made["value"][-4:] == made["redacted_value"][-4:] and "*" in made["redacted_value"]
    assert await keys.project_of(made["value"]) == A
    listed = await api.list_keys(A, after=None, limit=0, order="", metadata=me, project=A)
    # Oldest first; keys made in one second in id order.
    assert {k["id"] for k in listed["data"]} == {admin.info.id, made["id"]}
    assert all("value" not in k for k in listed["data"])
    got = await api.retrieve_key(A, made["id"], metadata=me, project=A)
    assert got == {k: v for k, v in made.items() if k != "value"}
    current = await api.current(metadata=me, project=A)
    assert (current["id"], current["admin"]) == (admin.info.id, True)
    deleted = await api.delete_key(A, made["id"], metadata=me, project=A)
    assert deleted == {
        "object": "organization.project.api_key.deleted",
        "id": made["id"],
        "deleted": True,
    }
    assert await keys.project_of(made["value"]) is None
    gone = await refused(api.retrieve_key(A, made["id"], metadata=me, project=A))
    assert (gone.status, gone.param) == (404, "api_key_id")
    again = await refused(api.delete_key(A, made["id"], metadata=me, project=A))
    assert again.to_dict() == gone.to_dict()


async def test_another_projects_keys_are_as_unknown_as_made_up_ones(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    api = ApiKeysApi("keys", keys)
    me = bearer((await keys.create(A, admin=True)).secret)
    theirs = await keys.create(B)
    made_up = "key_000000000000000000000000"
    for call in (api.retrieve_key, api.delete_key):
        answers = [
            (await refused(call(A, key_id, metadata=me, project=A))).to_dict()
            for key_id in (theirs.info.id, made_up)
        ]
        assert answers[0] == {
            "error": {
                **answers[1]["error"],
                "message": answers[1]["error"]["message"].replace(made_up, theirs.info.id),
            }
        }
    assert await keys.project_of(theirs.secret) == B  # not revoked
    # Another project's path: the same 404 whether it exists or not.
    for project_id in (B, "nowhere"):
        other = await refused(
            api.list_keys(project_id, after=None, limit=0, order="", metadata=me, project=A)
        )
        assert (other.status, other.param) == (404, "project_id")
    cursor = await refused(
        api.list_keys(A, after=theirs.info.id, limit=0, order="", metadata=me, project=A)
    )
    assert (cursor.status, cursor.param) == (400, "after")


async def test_only_an_admin_key_may_manage_keys(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    plain = await keys.create(A)
    calls = lambda api, who: (  # noqa: E731
        api.list_keys(A, after=None, limit=0, order="", metadata=who, project=A),
        api.create_key(A, {}, metadata=who, project=A),
        api.retrieve_key(A, plain.info.id, metadata=who, project=A),
        api.delete_key(A, plain.info.id, metadata=who, project=A),
    )
    for call in calls(ApiKeysApi("keys", keys), bearer(plain.secret)):
        error = await refused(call)
        assert error.status == 403 and error.type == "invalid_request_error"
        assert error.message.startswith("You have insufficient permissions for this operation.")
    # Without keys (RESPONSA_AUTH=none or jwt) nobody is an admin: refused, and said why.
    for mode in ("none", "jwt"):
        for call in calls(ApiKeysApi(mode, keys), None):
            error = await refused(call)
            assert error.status == 403 and f"RESPONSA_AUTH={mode}" in error.message
        absent = await refused(ApiKeysApi(mode, keys).current(metadata=None, project="default"))
        assert absent.status == 404
    assert await keys.project_of(plain.secret) == A
    # A non-admin asks who it is, and learns only that.
    current = await ApiKeysApi("keys", keys).current(metadata=bearer(plain.secret), project=A)
    assert (current["id"], current["admin"]) == (plain.info.id, False)


async def test_a_key_revoked_mid_call_is_refused_like_its_next_call(
    store: ResponseStore,
) -> None:
    keys = ApiKeyStore(store.database)
    admin = await keys.create(A, admin=True)
    await keys.revoke(admin.info.id)
    error = await refused(
        ApiKeysApi("keys", keys).list_keys(
            A, after=None, limit=0, order="", metadata=bearer(admin.secret), project=A
        )
    )
    assert (error.status, error.code) == (401, "invalid_api_key")


async def test_create_bodies_are_checked(store: ResponseStore) -> None:
    keys = ApiKeyStore(store.database)
    api = ApiKeysApi("keys", keys)
    me = bearer((await keys.create(A, admin=True)).secret)
    for body, param in (
        ({"name": 5}, "name"),
        ({"name": ""}, "name"),
        ({"name": "x" * 257}, "name"),
        ({"name": "a\nb"}, "name"),
        ({"admin": "yes"}, "admin"),
        ({"owner": "me"}, "owner"),
        ([], "body"),
    ):
        error = await refused(api.create_key(A, body, metadata=me, project=A))
        assert (error.status, error.param) == (400, param), body
    made = await api.create_key(A, {"admin": True, "name": None}, metadata=me, project=A)
    assert made["admin"] is True and made["name"] is None
