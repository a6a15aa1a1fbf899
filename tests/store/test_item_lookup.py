"""`find_items`: stored items by id, from any response (item_reference outside a chain)."""

from __future__ import annotations

from responsa_server.auth.project import DEFAULT_PROJECT
from responsa_server.store import ResponseStore

from tests.store.conftest import make_response


async def test_items_are_found_in_any_response_and_unknown_ids_are_left_out(
    store: ResponseStore,
) -> None:
    first = make_response("resp_a", output_ids=("msg_a1",))
    await store.save(
        first,
        [{"type": "message", "id": "msg_in", "role": "user", "content": "x"}],
        project=DEFAULT_PROJECT,
    )
    second = make_response("resp_b", output_ids=("msg_b1",))
    # The client resends msg_a1 as input: the lookup answers with the item as produced.
    resent = dict(first["output"][0], status="incomplete")
    await store.save(second, [resent], project=DEFAULT_PROJECT)

    found = await store.find_items(
        ["msg_a1", "msg_b1", "msg_in", "msg_unknown"], project=DEFAULT_PROJECT
    )
    assert set(found) == {"msg_a1", "msg_b1", "msg_in"}
    assert found["msg_a1"] == first["output"][0]
    assert found["msg_b1"] == second["output"][0]
    assert found["msg_in"]["role"] == "user"
    assert await store.find_items([], project=DEFAULT_PROJECT) == {}
    # Another project's items are not found.
    assert await store.find_items(["msg_a1", "msg_in"], project="other") == {}


async def test_deleted_responses_items_are_gone(store: ResponseStore) -> None:
    await store.save(
        make_response("resp_gone", output_ids=("msg_gone",)), [], project=DEFAULT_PROJECT
    )
    assert await store.delete("resp_gone", project=DEFAULT_PROJECT)
    assert await store.find_items(["msg_gone"], project=DEFAULT_PROJECT) == {}
