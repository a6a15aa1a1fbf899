"""Ids are unique, prefixed, and 48 hex digits across refills of the random pool."""

import time

from responsa_server.model.ids import new_id


def test_ids_unique_and_shaped_across_pool_refills() -> None:
    ids = [new_id("resp") for _ in range(1000)]  # several refills of the pool
    assert len(set(ids)) == 1000
    for value in ids:
        prefix, digits = value.split("_")
        assert prefix == "resp" and len(digits) == 48
        int(digits, 16)


def test_ids_begin_with_their_creation_time_and_sort_by_it() -> None:
    """Unix seconds then nanoseconds, in the first 16 hex digits (issue 41, defect 6)."""
    before = time.time_ns()
    ids = [new_id("resp") for _ in range(200)]
    after = time.time_ns()
    stamps = [int(value[5:13], 16) * 10**9 + int(value[13:21], 16) for value in ids]
    assert all(before <= stamp <= after for stamp in stamps)
    assert stamps == sorted(stamps)  # ids of distinct times sort as their times do
