"""Ids are unique, prefixed, and 48 hex digits across refills of the random pool."""

from responsa_server.model.ids import new_id


def test_ids_unique_and_shaped_across_pool_refills() -> None:
    ids = [new_id("resp") for _ in range(1000)]  # several refills of the pool
    assert len(set(ids)) == 1000
    for value in ids:
        prefix, digits = value.split("_")
        assert prefix == "resp" and len(digits) == 48
        int(digits, 16)
