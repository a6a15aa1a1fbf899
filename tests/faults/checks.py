"""The fault workload's check: every invariant over the whole recorded history, once the
faults are healed (tests/faults/workload.py records it)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import TYPE_CHECKING, Any

import httpx

from tests.faults import takeovers, upstream_runs
from tests.faults.cluster import LEASE_SECONDS
from tests.faults.history import (
    SETTLE_SECONDS,
    TERMINAL,
    TERMINAL_EVENTS,
    digest,
    output_text,
    sse,
)

if TYPE_CHECKING:
    from tests.faults.workload import Workload


async def check(workload: Workload, upstream: str, database: str) -> dict[str, Any]:
    """Every invariant over the whole history: {name: {"checked": n, "violations": m}}."""
    history = workload.history
    client, front = workload.client, workload.front
    found: dict[str, dict[str, Any]] = {}

    def tally(name: str, checked: int, bad: list[str], *, expected: bool = True) -> None:
        # A check that saw nothing where the workload made something to see proves nothing.
        if expected and checked == 0:
            bad = [*bad, "nothing observed: the workload made none of what this checks"]
        found[name] = {"checked": checked, "violations": len(bad), "examples": bad[:5]}

    async def get(rid: str) -> dict[str, Any] | None:
        for _ in range(20):
            try:
                answer = await client.get(f"{front}/responses/{rid}")
                if answer.status_code == 404:
                    return None
                if answer.status_code == 200:
                    body: dict[str, Any] = answer.json()
                    return body
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.5)
        raise RuntimeError(f"GET {rid} kept failing")

    # Nothing stays queued/in_progress once the faults are healed (lease + bound).
    started = time.monotonic()
    pending = [r["id"] for r in history.background] + [c["id"] for c in history.cancels]
    stuck: list[str] = []
    acknowledged_jobs = {r["id"] for r in history.background}
    for rid in pending:
        while True:
            body = await get(rid)
            if body is None and rid in acknowledged_jobs:
                stuck.append(f"{rid}: acknowledged, now unknown (lost)")
                break
            if body is None or body["status"] in TERMINAL:
                break
            if time.monotonic() - started > SETTLE_SECONDS:
                stuck.append(f"{rid} still {body['status']}")
                break
            await asyncio.sleep(0.5)
    tally("no response stays queued/in_progress past the bound", len(pending), stuck)

    bad = []
    for acked in history.foreground:
        body = await get(acked["id"])
        if body is None or body["status"] != acked["status"] or output_text(body) != acked["text"]:
            bad.append(acked["id"])
    tally("every acknowledged response is readable and identical", len(history.foreground), bad)

    one_end, contiguous, resumed, same_end, unsent = [], [], [], [], []
    compared = 0
    replays: dict[str, list[dict[str, Any]]] = {}
    for record in history.background:
        rid = record["id"]
        events: list[dict[str, Any]] = []
        try:
            async for _, event in sse(client, "GET", f"{front}/responses/{rid}?stream=true"):
                events.append(event)
        except Exception as problem:
            contiguous.append(f"{rid}: full replay failed: {problem!r}")
            continue
        replays[rid] = events
        numbers = [event["sequence_number"] for event in events]
        if numbers != list(range(len(numbers))):
            contiguous.append(f"{rid}: {numbers[:5]}...")
        ends = [event for event in events if event["type"] in TERMINAL_EVENTS]
        body = await get(rid)
        status = body["status"] if body else None
        if status == "cancelled":
            if ends:
                one_end.append(f"{rid}: cancelled yet a terminal event")
        elif len(ends) != 1 or events[-1] is not ends[-1]:
            one_end.append(f"{rid}: {len(ends)} terminal events, status {status}")
        elif body is not None and (
            ends[0]["response"]["status"] != body["status"]
            or output_text(ends[0]["response"]) != output_text(body)
        ):
            same_end.append(f"{rid}: stream says {ends[0]['response']['status']}, GET {status}")
        elif (
            body is not None and status == "completed" and record["marker"] not in output_text(body)
        ):
            # Every job's text names it (the fake's MARK/SAY): another job's text is a mix-up.
            same_end.append(f"{rid}: completed without its own text")
        # Every event a follower was sent had been committed: the log must still hold it as it
        # was sent (an acknowledged commit lost in a database crash shows here).
        stored = {event["sequence_number"]: digest(event) for event in events}
        for number, sent in zip(record["seen"], record["digests"], strict=True):
            compared += 1
            if stored.get(number) != sent:
                unsent.append(f"{rid}: event {number} as sent is not in the log")
                break
        seen = record["seen"]
        if seen and (seen != list(range(seen[0], seen[0] + len(seen))) or seen[0] != 0):
            resumed.append(f"{rid}: resumed {seen[:8]}...")
        elif seen and numbers and seen[-1] != numbers[-1]:
            resumed.append(f"{rid}: follower stopped at {seen[-1]} of {numbers[-1]}")
    count = len(history.background)
    tally("every background job reaches exactly one terminal state", count, one_end)
    tally("every job's event log is contiguous", count, contiguous)
    planned = sum(1 for record in history.background if "planned_resume_after" in record)
    tally("resumes through any host: no gap, no duplicate", planned, resumed)
    cut = [f"{r['id']}: {r['cut']}" for r in history.background if "cut" in r]
    tally("every follower reaches the terminal event (else cut, with why)", count, cut)
    tally("the stored response is its terminal event's (no late write)", count, same_end)
    tally("every event a follower was sent is in the stored log, as sent", compared, unsent)

    # The upstream cannot be fenced: a paused replica's call may run to its end into socket
    # buffers, and a job taken over before any output went out is run again (by design). What
    # must hold is that what clients see comes from one run: the deltas of the stored log
    # spell exactly the final text (a rerun after output went out would repeat or mix it).
    log = (await client.get(f"{upstream}/_fake/requests")).json()
    turn_calls = upstream_runs.calls_per_turn(log, history.background)
    calls: Counter[str] = Counter(
        {rid: sum(per_turn.values()) for rid, per_turn in turn_calls.items()}
    )
    mixed = []
    for record in history.background:
        body = await get(record["id"])
        if body is None or body["status"] != "completed":
            continue
        deltas = "".join(
            str(event.get("delta", ""))
            for event in replays.get(record["id"], [])
            if event["type"] == "response.output_text.delta"
        )
        if deltas != output_text(body):
            mixed.append(f"{record['id']}: {calls[record['id']]} upstream calls, mixed output")
    tally("what clients see of a job comes from one upstream run", count, mixed)

    items: list[str] = []
    after = None
    while True:
        query = f"?limit=100&order=asc{f'&after={after}' if after else ''}"
        url = f"{front}/conversations/{workload.conversation}/items{query}"
        page = (await client.get(url)).json()
        for item in page["data"]:
            content = item.get("content") or [{}]
            items.append(str(content[0].get("text", "")))
        if not page.get("has_more"):
            break
        after = page["last_id"]
    positions = {text: index for index, text in enumerate(items)}
    counts = Counter(items)
    conv_bad = []
    for append in history.appends:
        first, second = (f"conv {marker}" for marker in append["markers"])
        if counts[first] != 1 or counts[second] != 1:
            conv_bad.append(f"{append['markers']}: lost or duplicated")
        elif positions[second] != positions[first] + 1:
            conv_bad.append(f"{append['markers']}: interleaved")
    appended = len(history.appends)
    tally("conversation items neither lost, duplicated nor interleaved", appended, conv_bad)

    # Takeovers before any output: rerun exactly once (tests/faults/takeovers.py).
    logged = await takeovers.logged(database)
    finals = {record["id"]: await get(record["id"]) for record in history.background}
    early, rerun_bad, rerun_calls = takeovers.reruns(logged, replays, finals, calls)
    tally(
        "a job taken over before any output is rerun exactly once", early, rerun_bad,
        expected=False,
    )  # fmt: skip
    # No finished turn sent upstream again: each turn's calls (the fake's own log, failed jobs
    # included) against the takeovers that found the job in that turn.
    per_turn_bad, resumed_jobs = upstream_runs.check(turn_calls, logged, replays, finals)
    tally("one upstream run per turn (a rerun only after a takeover in it)", count, per_turn_bad)

    embedded = (await client.get(f"{upstream}/_fake/embedded")).json()
    ingested, ingestion_figures = await workload.ingestion.check(
        front, database, embedded, SETTLE_SECONDS
    )
    for name, (checked, bad_files) in ingested.items():
        tally(name, checked, bad_files)

    gaps = sorted(
        max(r["gaps"][1:], default=0.0)
        for r in history.background
        if len(r["gaps"]) > 1 and not r.get("late")  # a job in its slow step is silent
    )
    stalled = [gap for gap in gaps if gap > 1.0]
    return {
        "operations": dict(history.operations),
        "acknowledged": dict(history.acknowledged),
        "errors": dict(history.errors),
        "invariants": found,
        "takeover_gaps": stalled,
        "upstream_calls_per_job": dict(Counter(calls.values())),
        "resumed_at_a_boundary": resumed_jobs,
        "followers": {
            "planned_resumes": planned,
            "cut": len(cut),
            "reached_the_end": count - len(cut),
        },
        "kinds": dict(Counter(record["kind"] for record in history.background)),
        "writers": await takeovers.writes(database),
        "late_jobs": sum(1 for record in history.background if record.get("late")),
        "reruns_before_output": {"jobs": early, "upstream_calls": rerun_calls},
        "ingestion": ingestion_figures,
        "takeover_log": [
            {
                "kind": row["kind"],
                "old_owner": row["old_owner"],
                "new_owner": row["new_owner"],
                "claimed_at": row["claimed_at"],
                "id": row["id"],
                "last_sequence": row["last_sequence"],
                "seconds": row["claimed_at"] - (row["old_lease_expires_at"] - LEASE_SECONDS),
            }
            for row in logged
        ],
        "takeover_times": {
            kind: takeovers.times(logged, kind, LEASE_SECONDS) for kind in ("job", "ingestion")
        },
    }
