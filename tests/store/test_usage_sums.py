"""Usage sums, the failed-requests log and the console's list rows on SQLite and Postgres:
sums and nearest-rank percentiles over known rows, grouped by day, model and key; another
project's rows never counted or listed; the log's filters and paging; retention."""

from __future__ import annotations

import random
from typing import Any

import orjson
import pytest
from prometheus_client import REGISTRY
from responsa_server.model.errors import ApiError
from responsa_server.store import ResponseStore
from responsa_server.store.failed_request_log import FailedRequestLog
from responsa_server.store.failed_requests import FailedRequestFilters, FailedRequestStore
from responsa_server.store.retention import RetentionSettings, RetentionSweeper
from responsa_server.store.usage_sums import UsageQuery
from sqlalchemy import text

from tests.store.conftest import make_response, user_message

A, B = "acme", "globex"
DAY = 86400
DAY_ONE = 1_700_006_400 - 1_700_006_400 % DAY  # a UTC midnight
PRICE = 0.00125


@pytest.fixture
async def failed(store: ResponseStore) -> FailedRequestStore:
    if store.database.is_postgres:
        async with store.database.engine.begin() as conn:
            await conn.execute(text("TRUNCATE failed_requests"))
    return FailedRequestStore(store.database)


def failure(row_id: str, created_at: int, *, project: str = A, **fields: Any) -> dict[str, Any]:
    return {
        "id": row_id,
        "project": project,
        "created_at": created_at,
        "request_id": f"req-{row_id}",
        "key_id": "key_a",
        "model": "m1",
        "method": "ResponsesHttpService/CreateResponse",
        "status": 502,
        "code": "server_error",
        "param": None,
        "message": "The upstream failed.",
        "upstream_attempts": 1,
        "response_id": None,
        "duration_ms": 3.5,
        **fields,
    }


def timeline(total: float, first: float | None = None, cost: float | None = None) -> str:
    record: dict[str, Any] = {"steps": [], "total_ms": total}
    if first is not None:
        record["first_token_ms"] = first
    if cost is not None:
        record["cost_usd"] = cost
    return orjson.dumps(record).decode()


async def test_usage_sums_and_percentiles_by_day_model_and_key(
    store: ResponseStore, failed: FailedRequestStore
) -> None:
    # 100 responses of m1 on day one, saved in shuffled order: totals 1..100 ms, the first 20
    # streamed (first token 1..20 ms), each priced; five of them failed; two keys.
    order = list(range(1, 101))
    random.Random(7).shuffle(order)
    for n in order:
        response = make_response(
            f"resp_{n:03d}",
            created_at=DAY_ONE + n,
            model="m1",
            status="failed" if n % 20 == 0 else "completed",
        )
        response["usage"] = {
            "input_tokens": 10,
            "output_tokens": 4,
            "total_tokens": 14,
            "input_tokens_details": {"cached_tokens": 2},
        }
        await store.save(
            response,
            [user_message(f"msg_{n}")],
            project=A,
            timeline=timeline(float(n), float(n) if n <= 20 else None, PRICE),
            key_id="key_a" if n <= 60 else "key_b",
        )
    # m2 on day two (unpriced, timed before totals were kept: a bare list of steps).
    await store.save(
        make_response("resp_m2", created_at=DAY_ONE + DAY + 5, model="m2"),
        [user_message("msg_m2")],
        project=A,
        timeline="[]",
    )
    # Another project's response and failure: never counted for acme.
    await store.save(
        make_response("resp_b", created_at=DAY_ONE + 7, model="m1"),
        [],
        project=B,
        timeline=timeline(9999.0, cost=5.0),
    )
    await failed.add(
        [
            failure("freq_1", DAY_ONE + 1),
            failure("freq_2", DAY_ONE + 2, status=429, key_id="key_b"),
            failure("freq_3", DAY_ONE + DAY + 1, model="m2"),
            failure("freq_b", DAY_ONE + 3, project=B),
        ]
    )
    by_day_model = await store.usage(
        UsageQuery(project=A, start=DAY_ONE, end=DAY_ONE + 2 * DAY, group_by=("day", "model"))
    )
    day_one = DAY_ONE // DAY
    assert [(g["day"], g["model"]) for g in by_day_model] == [(day_one, "m1"), (day_one + 1, "m2")]
    m1, m2 = by_day_model
    assert m1["responses"] == 100 and m1["failed_responses"] == 5
    assert m1["failed_requests"] == 2 and m1["requests"] == 102 and m1["errors"] == 7
    assert (m1["input_tokens"], m1["output_tokens"], m1["cached_tokens"]) == (1000, 400, 200)
    assert m1["cost_usd"] == pytest.approx(100 * PRICE)
    # Nearest rank: the value at rank ceil(p * n / 100).
    assert m1["latency_ms"] == {"p50": 50.0, "p95": 95.0, "p99": 99.0}
    assert m1["first_token_ms"] == {"p50": 10.0, "p95": 19.0, "p99": 20.0}
    assert m2["responses"] == 1 and m2["failed_requests"] == 1 and m2["errors"] == 1
    assert m2["cost_usd"] == 0 and m2["latency_ms"] == {} and m2["input_tokens"] == 12

    by_key = await store.usage(
        UsageQuery(project=A, start=DAY_ONE, end=DAY_ONE + DAY, group_by=("key_id",))
    )
    keys = {g["key_id"]: g for g in by_key}
    assert set(keys) == {"key_a", "key_b"}
    assert keys["key_a"]["responses"] == 60 and keys["key_a"]["failed_requests"] == 1
    assert keys["key_b"]["responses"] == 40 and keys["key_b"]["failed_requests"] == 1
    # key_a's totals are 1..60 ms: rank 30 of 60 is the median.
    assert keys["key_a"]["latency_ms"]["p50"] == 30.0
    assert keys["key_b"]["latency_ms"]["p99"] == 100.0

    # Days start where the offset says: at UTC-1 hour the first 3600 s are the day before.
    shifted = await store.usage(
        UsageQuery(
            project=A,
            start=DAY_ONE,
            end=DAY_ONE + DAY,
            group_by=("day",),
            utc_offset_minutes=-60,
        )
    )
    assert [(g["day"], g["responses"]) for g in shifted] == [(day_one - 1, 100)]
    # No grouping: the range's totals.
    (total,) = await store.usage(
        UsageQuery(project=A, start=DAY_ONE, end=DAY_ONE + 2 * DAY, group_by=())
    )
    assert total["requests"] == 104 and total["latency_ms"]["p50"] == 50.0
    assert (
        await store.usage(
            UsageQuery(project="nobody", start=DAY_ONE, end=DAY_ONE + 2 * DAY, group_by=("day",))
        )
        == []
    )


async def test_the_failed_requests_log_is_filtered_paged_and_scoped(
    store: ResponseStore, failed: FailedRequestStore
) -> None:
    await failed.add(
        [
            failure("freq_a1", DAY_ONE + 1),
            failure("freq_a2", DAY_ONE + 2, status=429, key_id="key_b", model="m2"),
            failure("freq_a3", DAY_ONE + 3),
            failure("freq_b1", DAY_ONE + 4, project=B),
        ]
    )

    async def ids(project: str = A, after: str | None = None, limit: int = 10, **f: Any) -> Any:
        page = await failed.page(
            project=project, filters=FailedRequestFilters(**f), after=after, limit=limit
        )
        return [row["id"] for row in page.data], page.has_more

    assert await ids() == (["freq_a3", "freq_a2", "freq_a1"], False)
    assert await ids(limit=2) == (["freq_a3", "freq_a2"], True)
    assert await ids(after="freq_a2") == (["freq_a1"], False)
    assert await ids(status=429) == (["freq_a2"], False)
    assert await ids(model="m2") == (["freq_a2"], False)
    assert await ids(key_id="key_a") == (["freq_a3", "freq_a1"], False)
    assert await ids(created_after=DAY_ONE + 2, created_before=DAY_ONE + 3) == (["freq_a2"], False)
    assert await ids(B) == (["freq_b1"], False)
    # Another project's row is no cursor for this one: the same 400 as an unknown id.
    with pytest.raises(ApiError) as refused:
        await ids(after="freq_b1")
    assert refused.value.status == 400 and refused.value.param == "after"
    page = await failed.page(project=A, filters=FailedRequestFilters(), after=None, limit=1)
    (row,) = page.data
    assert row["object"] == "responsa.failed_request"
    assert row["status"] == 502 and row["upstream_attempts"] == 1 and row["key_id"] == "key_a"
    assert row["request_id"] == "req-freq_a3" and row["message"] == "The upstream failed."


async def test_retention_sweeps_old_failed_requests(
    store: ResponseStore, failed: FailedRequestStore
) -> None:
    now = DAY_ONE + 40 * DAY
    await failed.add([failure("freq_old", now - 31 * DAY), failure("freq_new", now - 29 * DAY)])
    sweeper = RetentionSweeper(store.database, RetentionSettings(response_days=30))
    deleted = await sweeper.sweep(now)
    assert deleted["failed_requests"] == 1
    page = await failed.page(project=A, filters=FailedRequestFilters(), after=None, limit=10)
    assert [row["id"] for row in page.data] == ["freq_new"]


async def test_list_rows_carry_the_question_time_cost_and_key(store: ResponseStore) -> None:
    await store.save(
        make_response("resp_1", output_ids=("msg_out",)),
        [user_message("msg_q1", "first question"), user_message("msg_q2", "the last one")],
        project=A,
        timeline=timeline(12.5, 3.0, 0.002),
        key_id="key_a",
    )
    await store.save(
        make_response("resp_2", created_at=1_700_000_001), [], project=A, timeline="[]"
    )
    page = await store.list_responses(
        after=None, before=None, limit=10, order="asc", model=None, project=A, rows=True
    )
    assert page.rows is not None
    one, two = page.rows["resp_1"], page.rows["resp_2"]
    assert one.last_input is not None and one.last_input["id"] == "msg_q2"
    assert one.timeline == {"total_ms": 12.5, "first_token_ms": 3.0, "cost_usd": 0.002}
    assert one.key_id == "key_a"
    assert two.last_input is None and two.timeline is None and two.key_id is None
    plain = await store.list_responses(
        after=None, before=None, limit=10, order="asc", model=None, project=A
    )
    assert plain.rows is None


async def test_the_log_writes_queued_rows_and_drops_a_batch_the_store_refuses_for_good(
    store: ResponseStore, failed: FailedRequestStore
) -> None:
    log = FailedRequestLog(failed)
    log.start()
    log.record(failure("freq_1", DAY_ONE + 1))
    log.record(failure("freq_2", DAY_ONE + 2))
    await log.close()  # writes what is queued before it returns
    log = FailedRequestLog(failed)
    log.start()
    # A row the table refuses (its id is taken) is no outage: retrying would fail forever and
    # hold up every row behind it, so its batch is dropped and counted; later rows are written.
    dropped = REGISTRY.get_sample_value("responsa_failed_requests_dropped_total") or 0.0
    log.record(failure("freq_1", DAY_ONE + 3))
    await log.close()
    log = FailedRequestLog(failed)
    log.start()
    log.record(failure("freq_3", DAY_ONE + 4))
    await log.close()
    page = await failed.page(project=A, filters=FailedRequestFilters(), after=None, limit=10)
    assert [row["id"] for row in page.data] == ["freq_3", "freq_2", "freq_1"]
    assert page.data[-1]["created_at"] == DAY_ONE + 1
    after = REGISTRY.get_sample_value("responsa_failed_requests_dropped_total") or 0.0
    assert after - dropped == 1
