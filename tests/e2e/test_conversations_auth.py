"""Tenancy of conversations and compaction items with RESPONSA_AUTH=keys: another project's
conversation answers exactly as an unknown one and is left unchanged; its compaction items do
not open."""

from __future__ import annotations

import pytest

from tests.e2e.test_auth import KeyedStack, keyed, rest

pytestmark = pytest.mark.e2e

__all__ = ["keyed"]  # the keyed stack fixture, shared with test_auth

UNKNOWN_CONVERSATION = "conv_" + "0" * 48


def test_cross_project_conversations_are_404_and_unchanged(keyed: KeyedStack) -> None:
    with rest(keyed, keyed.key_a) as mine, rest(keyed, keyed.key_b) as other:
        created = mine.post(
            "/conversations",
            json={"metadata": {"k": "v"}, "items": [{"role": "user", "content": "A's secret"}]},
        ).json()
        cid = created["id"]
        answered = mine.post(
            "/responses", json={"model": "fake-text", "input": "hi", "conversation": cid}
        )
        assert answered.status_code == 200, answered.text
        item_id = mine.get(f"/conversations/{cid}/items").json()["data"][0]["id"]
        calls = [
            ("GET", "/conversations/{}", None),
            ("POST", "/conversations/{}", {"metadata": {"k": "stolen"}}),
            ("GET", "/conversations/{}/items", None),
            ("POST", "/conversations/{}/items", {"items": [{"role": "user", "content": "x"}]}),
            ("GET", "/conversations/{}/items/" + item_id, None),
            ("DELETE", "/conversations/{}/items/" + item_id, None),
            ("DELETE", "/conversations/{}", None),
        ]
        for method, path, body in calls:
            found = other.request(method, path.format(cid), json=body)
            unknown = other.request(method, path.format(UNKNOWN_CONVERSATION), json=body)
            assert found.status_code == unknown.status_code == 404
            assert found.text.replace(cid, UNKNOWN_CONVERSATION) == unknown.text
        create = other.post(
            "/responses", json={"model": "fake-text", "input": "x", "conversation": cid}
        )
        assert create.status_code == 404
        assert mine.get(f"/conversations/{cid}").json() == created
        items = mine.get(f"/conversations/{cid}/items", params={"order": "asc"}).json()["data"]
        assert [i["content"][0]["text"] for i in items] == ["A's secret", "hi", "Echo: hi"]


def test_compaction_items_open_only_in_their_project(keyed: KeyedStack) -> None:
    with rest(keyed, keyed.key_a) as mine, rest(keyed, keyed.key_b) as other:
        compacted = mine.post(
            "/responses/compact", json={"model": "fake-text", "input": "remember blue"}
        ).json()
        item = compacted["output"][0]
        body = {"model": "fake-text", "input": [item, {"role": "user", "content": "colour?"}]}
        assert mine.post("/responses", json=body).status_code == 200
        refused = other.post("/responses", json=body)
        assert refused.status_code == 400
        assert refused.json()["error"]["code"] == "invalid_encrypted_content"
