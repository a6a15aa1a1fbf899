"""Limits of `POST /v1/vector_stores/{id}/search`, on SQLite and Postgres: the `query` array is
capped (each query is embedded and searched)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.stack import Stack

pytestmark = pytest.mark.e2e

TIMEOUT = 30.0
MAX_QUERIES = 20


@pytest.fixture
def store_search(stack: Stack) -> Iterator[tuple[httpx.Client, str]]:
    with httpx.Client(base_url=stack.rest_url, timeout=TIMEOUT) as rest:
        store = rest.post("/vector_stores", json={"name": "limits"}).json()
        yield rest, f"/vector_stores/{store['id']}/search"


def refused(answer: httpx.Response) -> dict[str, Any]:
    assert answer.status_code == 400, answer.text
    error: dict[str, Any] = answer.json()["error"]
    assert error["type"] == "invalid_request_error"
    return error


def test_the_query_array_is_capped(store_search: tuple[httpx.Client, str]) -> None:
    rest, path = store_search
    at_cap = rest.post(path, json={"query": [f"q{i}" for i in range(MAX_QUERIES)]})
    assert at_cap.status_code == 200, at_cap.text
    assert len(at_cap.json()["search_query"]) == MAX_QUERIES
    error = refused(rest.post(path, json={"query": ["q"] * 10_000}))
    assert (error["param"], error["code"]) == ("query", "array_above_max_length")
    assert str(MAX_QUERIES) in error["message"]


def _nested_filter(depth: int) -> dict[str, Any]:
    """A compound filter `depth` levels of `and` deep around one comparison."""
    condition: dict[str, Any] = {"type": "eq", "key": "k", "value": "v"}
    for _ in range(depth):
        condition = {"type": "and", "filters": [condition]}
    return condition


def test_filters_nest_no_deeper_than_a_create_allows(
    store_search: tuple[httpx.Client, str],
) -> None:
    rest, path = store_search
    # 201 levels of compound filter: 402 levels of JSON (object, array) below the body.
    error = refused(rest.post(path, json={"query": "q", "filters": _nested_filter(201)}))
    assert (error["param"], error["code"]) == ("filters", "invalid_value")
    assert "63 levels" in error["message"]
    # The same limit as POST /v1/responses: 63 levels below the body.
    too_deep = {"model": "fake-text", "input": "x", "metadata": None, "text": _deep_json(64)}
    assert "63 levels" in refused(rest.post("/responses", json=too_deep))["message"]
    assert (
        "63 levels" in refused(rest.post(path, json={"query": "q", "x": _deep_json(64)}))["message"]
    )
    shallow = rest.post(path, json={"query": "q", "filters": _nested_filter(10)})
    assert shallow.status_code == 200, shallow.text


def _deep_json(levels: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value
