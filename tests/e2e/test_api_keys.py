"""The key endpoints (a Responsa extension shaped like OpenAI's Admin API for project API keys)
through the stack: REST with httpx and the official SDK's admin client, typed gRPC; admin keys
made with the real CLI; another project's keys as unknown as made-up ones; a non-admin key
refused with a 403; a revoked key refused on its next call. The store-level rules (both stores,
RESPONSA_AUTH=none and jwt) are tests/store/test_key_api.py; the console's Keys page is
tests/e2e/test_console.py."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import grpc
import httpx
import openai
import pytest
from responsa.v1 import api_keys_pb2, api_keys_pb2_grpc

from tests.e2e.test_auth import create_key, run_keys_cli
from tests.fake_upstream import FakeUpstream
from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 20.0
MADE_UP = "key_000000000000000000000000"


@dataclass
class Keys:
    """A stack with RESPONSA_AUTH=keys, its store, an admin and a plain key of acme, and an
    admin key of globex."""

    stack: Stack
    database: str
    admin_a: str
    plain_a: str
    admin_b: str

    def rest(self, key: str) -> httpx.Client:
        return httpx.Client(
            base_url=self.stack.rest_url,
            headers={"Authorization": f"Bearer {key}"},
            timeout=TIMEOUT,
        )

    def typed(self, channel: grpc.Channel) -> api_keys_pb2_grpc.ApiKeysServiceStub:
        return api_keys_pb2_grpc.ApiKeysServiceStub(channel)


def admin_key(database: str, project: str, name: str) -> str:
    """An admin key made by the CLI (`keys create --admin --name`)."""
    done = run_keys_cli(database, "create", "--project", project, "--admin", "--name", name)
    assert done.returncode == 0, done.stderr
    assert "admin key id" in done.stderr
    return done.stdout.strip()


@pytest.fixture(scope="module")
def keys(fake_upstream: FakeUpstream, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Keys]:
    tmp = Path(tmp_path_factory.mktemp("api-keys"))
    url = f"sqlite:///{tmp / 'responsa.db'}"
    admin_a = admin_key(url, "acme", "console")
    plain_a = create_key(url, "acme")
    admin_b = admin_key(url, "globex", "ops")
    env = {
        "RESPONSA_UPSTREAM_BASE_URL": fake_upstream.base_url,
        "RESPONSA_DATABASE_URL": url,
        "RESPONSA_AUTH": "keys",
    }
    with Stack.start(env) as stack:
        yield Keys(stack, url, admin_a, plain_a, admin_b)


def test_an_admin_creates_lists_retrieves_and_revokes_over_rest(keys: Keys) -> None:
    with keys.rest(keys.admin_a) as admin:
        me = admin.get("/api_key").json()
        assert (me["object"], me["project_id"], me["admin"], me["name"]) == (
            "organization.project.api_key",
            "acme",
            True,
            "console",
        )
        assert me["last_used_at"] is None and "value" not in me
        made = admin.post("/organization/projects/acme/api_keys", json={"name": "ci"})
        assert made.status_code == 200, made.text
        secret = made.json()["value"]
        assert secret.startswith("sk-rsp-") and made.json()["admin"] is False
        key_id = made.json()["id"]
        # The new key works at once, for its project; it is shown redacted from now on.
        with keys.rest(secret) as new:
            assert new.get("/responses").status_code == 200
            assert new.get("/api_key").json()["id"] == key_id
        listed = admin.get("/organization/projects/acme/api_keys", params={"limit": 100}).json()
        assert listed["object"] == "list" and listed["has_more"] is False
        assert key_id in {k["id"] for k in listed["data"]}
        assert secret not in json.dumps(listed)
        got = admin.get(f"/organization/projects/acme/api_keys/{key_id}").json()
        assert got["redacted_value"][-4:] == secret[-4:] and "value" not in got
        deleted = admin.delete(f"/organization/projects/acme/api_keys/{key_id}")
        assert deleted.json() == {
            "object": "organization.project.api_key.deleted",
            "id": key_id,
            "deleted": True,
        }
        # Revoked: its very next call is a 401; it is gone from the list.
        with keys.rest(secret) as new:
            refused = new.get("/responses")
            assert refused.status_code == 401
            assert refused.json()["error"]["code"] == "invalid_api_key"
        listed = admin.get("/organization/projects/acme/api_keys").json()
        assert key_id not in {k["id"] for k in listed["data"]}
        again = admin.delete(f"/organization/projects/acme/api_keys/{key_id}")
        assert again.status_code == 404 and again.json()["error"]["param"] == "api_key_id"
        bad = admin.post("/organization/projects/acme/api_keys", json={"admin": "yes"})
        assert bad.status_code == 400 and bad.json()["error"]["param"] == "admin"
    # `responsa keys list` still shows it, revoked, and the admins as admins.
    listing = run_keys_cli(keys.database, "list", "--project", "acme").stdout
    assert any(key_id in line and "revoked" in line for line in listing.splitlines())
    assert any("admin\tconsole" in line for line in listing.splitlines())


def test_the_official_sdks_admin_client_reads_the_same_endpoints(keys: Keys) -> None:
    client = openai.OpenAI(
        base_url=keys.stack.rest_url, admin_api_key=keys.admin_a, api_key=None, max_retries=0
    )
    page = client.admin.organization.projects.api_keys.list("acme", limit=100)
    ids = [key.id for key in page.data]
    assert page.data[0].object == "organization.project.api_key" and len(ids) >= 2
    first = client.admin.organization.projects.api_keys.retrieve(ids[-1], project_id="acme")
    assert first.id == ids[-1] and first.redacted_value
    with keys.rest(keys.admin_a) as admin:
        spare = admin.post("/organization/projects/acme/api_keys", json={}).json()
    gone = client.admin.organization.projects.api_keys.delete(spare["id"], project_id="acme")
    assert gone.deleted is True
    plain = openai.OpenAI(
        base_url=keys.stack.rest_url, admin_api_key=keys.plain_a, api_key=None, max_retries=0
    )
    with pytest.raises(openai.PermissionDeniedError) as refused:
        plain.admin.organization.projects.api_keys.list("acme")
    assert refused.value.status_code == 403


def test_another_projects_keys_answer_like_made_up_ones(keys: Keys) -> None:
    with keys.rest(keys.admin_b) as other:
        theirs = other.get("/api_key").json()["id"]
    with keys.rest(keys.admin_a) as admin:
        for method in ("GET", "DELETE"):
            answers = [
                admin.request(method, f"/organization/projects/acme/api_keys/{key_id}")
                for key_id in (theirs, MADE_UP)
            ]
            assert [a.status_code for a in answers] == [404, 404]
            assert answers[0].json()["error"]["message"].replace(theirs, "ID") == (
                answers[1].json()["error"]["message"].replace(MADE_UP, "ID")
            )
        # globex's own path: the same 404 as a project that does not exist.
        for project_id in ("globex", "nowhere"):
            answer = admin.get(f"/organization/projects/{project_id}/api_keys")
            assert answer.status_code == 404
            assert answer.json()["error"]["param"] == "project_id"
        listed = admin.get("/organization/projects/acme/api_keys", params={"limit": 100}).json()
        assert theirs not in {k["id"] for k in listed["data"]}
    with keys.rest(keys.admin_b) as other:
        assert other.get("/api_key").status_code == 200  # not revoked by the DELETE above


def test_a_key_that_is_not_an_admins_gets_a_403(keys: Keys) -> None:
    with keys.rest(keys.plain_a) as plain:
        me = plain.get("/api_key").json()
        assert me["admin"] is False
        calls = [
            plain.get("/organization/projects/acme/api_keys"),
            plain.post("/organization/projects/acme/api_keys", json={"admin": True}),
            plain.get(f"/organization/projects/acme/api_keys/{me['id']}"),
            plain.delete(f"/organization/projects/acme/api_keys/{me['id']}"),
        ]
        for refused in calls:
            assert refused.status_code == 403
            error = refused.json()["error"]
            assert error["type"] == "invalid_request_error"
            assert error["param"] is None and error["code"] is None
            assert error["message"].startswith("You have insufficient permissions")
        assert plain.get("/api_key").status_code == 200  # its DELETE did nothing


def test_the_typed_service_does_the_same(keys: Keys) -> None:
    admin = (("authorization", f"Bearer {keys.admin_a}"),)
    plain = (("authorization", f"Bearer {keys.plain_a}"),)
    with grpc.insecure_channel(keys.stack.grpc_target) as channel:
        stub = keys.typed(channel)
        me = stub.GetCallerApiKey(
            api_keys_pb2.GetCallerApiKeyRequest(), metadata=admin, timeout=TIMEOUT
        )
        assert (me.project_id, me.admin, me.name) == ("acme", True, "console")
        made = stub.CreateApiKey(
            api_keys_pb2.CreateApiKeyRequest(project_id="acme", name="typed", admin=True),
            metadata=admin,
            timeout=TIMEOUT,
        )
        assert made.value.startswith("sk-rsp-") and made.admin and made.name == "typed"
        listed = stub.ListApiKeys(
            api_keys_pb2.ListApiKeysRequest(project_id="acme", limit=100, order="desc"),
            metadata=admin,
            timeout=TIMEOUT,
        )
        assert made.id in [key.id for key in listed.data]
        got = stub.GetApiKey(
            api_keys_pb2.GetApiKeyRequest(project_id="acme", api_key_id=made.id),
            metadata=(("authorization", f"Bearer {made.value}"),),  # the new admin key itself
            timeout=TIMEOUT,
        )
        assert got.redacted_value == made.redacted_value
        with pytest.raises(grpc.RpcError) as refused:
            stub.ListApiKeys(
                api_keys_pb2.ListApiKeysRequest(project_id="acme"), metadata=plain, timeout=TIMEOUT
            )
        assert refused.value.code() == grpc.StatusCode.PERMISSION_DENIED
        with pytest.raises(grpc.RpcError) as unknown:
            stub.GetApiKey(
                api_keys_pb2.GetApiKeyRequest(project_id="acme", api_key_id=MADE_UP),
                metadata=admin,
                timeout=TIMEOUT,
            )
        assert unknown.value.code() == grpc.StatusCode.NOT_FOUND
        deleted = stub.DeleteApiKey(
            api_keys_pb2.DeleteApiKeyRequest(project_id="acme", api_key_id=made.id),
            metadata=admin,
            timeout=TIMEOUT,
        )
        assert deleted.deleted and deleted.object == "organization.project.api_key.deleted"
        with pytest.raises(grpc.RpcError) as revoked:
            stub.GetCallerApiKey(
                api_keys_pb2.GetCallerApiKeyRequest(),
                metadata=(("authorization", f"Bearer {made.value}"),),
                timeout=TIMEOUT,
            )
        assert revoked.value.code() == grpc.StatusCode.UNAUTHENTICATED
