"""The responses list's extension filters (status, background, tools, time range) on SQLite and
Postgres: what each keeps, paging through a filtered list, and that saving costs nothing more."""

from __future__ import annotations

from typing import Any

import pytest
from responsa_server.model.errors import ApiError
from responsa_server.model.response_filters import ResponseFilters, response_filters
from responsa_server.store import ResponseStore

from tests.store.conftest import StatementCounter, make_response

A, B = "acme", "globex"
TOOL = {"type": "function", "name": "lookup", "parameters": {"type": "object"}}


def response(
    number: int, *, status: str = "completed", background: bool | None = None, tools: bool = False
) -> dict[str, Any]:
    made = make_response(f"resp_{number:02d}", created_at=1000 + number, status=status)
    made["background"] = background
    made["tools"] = [TOOL] if tools else []
    return made


async def seed(store: ResponseStore) -> None:
    """Ten responses of A, one a second from 1000: every third in the background, every
    other with a tool, statuses in turn; and B's copies of the same shapes."""
    statuses = ("completed", "failed", "incomplete", "cancelled")
    for number in range(10):
        made = response(
            number,
            status=statuses[number % 4],
            background=True if number % 3 == 0 else (False if number % 3 == 1 else None),
            tools=number % 2 == 0,
        )
        await store.save(made, [], project=A)
        await store.save({**made, "id": f"resp_b{number}"}, [], project=B)


async def listed(store: ResponseStore, filters: ResponseFilters, **page: Any) -> list[str]:
    arguments: dict[str, Any] = {"after": None, "before": None, "limit": 100, "order": "asc"}
    arguments.update(page)
    found = await store.list_responses(**arguments, model=None, project=A, filters=filters)
    return [r["id"] for r in found.data]


def ids(*numbers: int) -> list[str]:
    return [f"resp_{n:02d}" for n in numbers]


async def test_each_filter_keeps_what_it_names(store: ResponseStore) -> None:
    await seed(store)
    assert await listed(store, ResponseFilters(status="failed")) == ids(1, 5, 9)
    assert await listed(store, ResponseFilters(background=True)) == ids(0, 3, 6, 9)
    # false and absent both mean "not in the background".
    assert await listed(store, ResponseFilters(background=False)) == ids(1, 2, 4, 5, 7, 8)
    assert await listed(store, ResponseFilters(has_tools=True)) == ids(0, 2, 4, 6, 8)
    assert await listed(store, ResponseFilters(has_tools=False)) == ids(1, 3, 5, 7, 9)
    # A half-open range of creation times: [1003, 1006).
    window = ResponseFilters(created_after=1003, created_before=1006)
    assert await listed(store, window) == ids(3, 4, 5)
    both = ResponseFilters(status="completed", has_tools=True, created_after=1001)
    assert await listed(store, both) == ids(4, 8)
    assert await listed(store, ResponseFilters(created_after=1006, created_before=1003)) == []


async def test_paging_a_filtered_list_is_exact(store: ResponseStore) -> None:
    await seed(store)
    tools = ResponseFilters(has_tools=True)
    for order, expected in (("asc", ids(0, 2, 4, 6, 8)), ("desc", ids(8, 6, 4, 2, 0))):
        seen: list[str] = []
        after = None
        while True:
            page = await store.list_responses(
                after=after, before=None, limit=2, order=order, model=None, project=A, filters=tools
            )
            seen += [r["id"] for r in page.data]
            assert page.has_more == (len(seen) < 5), (order, seen)
            if not page.has_more:
                break
            after = page.last_id
        assert seen == expected
    # A cursor the filter would drop still bounds the page, as in the whole list.
    assert await listed(store, tools, after="resp_03") == ids(4, 6, 8)
    assert await listed(store, tools, before="resp_05") == ids(0, 2, 4)


async def test_filters_stay_in_the_project(store: ResponseStore) -> None:
    await seed(store)
    page = await store.list_responses(
        after=None,
        before=None,
        limit=100,
        order="asc",
        model=None,
        project=B,
        filters=ResponseFilters(status="failed"),
    )
    assert [r["id"] for r in page.data] == ["resp_b1", "resp_b5", "resp_b9"]


async def test_saving_writes_no_more_statements_for_the_filters(
    store: ResponseStore, statement_counter: StatementCounter
) -> None:
    """The filters read the stored body: whatever a response's status, background and tools,
    its save is the same statements (no column or row of their own)."""
    await store.save(response(1), [], project=A)
    await statement_counter.take()
    await store.save(response(2), [], project=A)
    plain = await statement_counter.take()
    await store.save(response(3, status="failed", background=True, tools=True), [], project=A)
    marked = await statement_counter.take()
    assert shapes(marked) == shapes(plain) and plain


def shapes(statements: list[str]) -> list[str]:
    """The statements without their values (SQLite's trace inlines them)."""
    return [statement.split(" VALUES")[0] for statement in statements]


def test_query_values_are_checked_with_the_parameter_named() -> None:
    blank = dict(status="", background="", has_tools="", created_after="", created_before="")
    assert response_filters(**blank) == ResponseFilters()
    parsed = response_filters(
        **{**blank, "status": "failed", "background": "true", "has_tools": "0"}
    )
    assert parsed == ResponseFilters(status="failed", background=True, has_tools=False)
    assert response_filters(**{**blank, "created_after": "17"}).created_after == 17
    for name, value in (
        ("status", "done"),
        ("background", "yes"),
        ("has_tools", "maybe"),
        ("created_after", "yesterday"),
        ("created_after", "1_000"),
        ("created_before", "-5"),
        ("created_before", str(2**63)),
    ):
        with pytest.raises(ApiError) as refused:
            response_filters(**{**blank, name: value})
        assert (refused.value.status, refused.value.param) == (400, name), (name, value)
