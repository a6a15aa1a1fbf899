"""Upstream calls per job and per turn, from the fake upstream's own request log, against the
takeovers the database logged: "one upstream run per turn".

The upstream cannot be fenced: a replica paused or cut off mid-turn has sent its call already,
so the replica taking the job over sends that turn again (docs/background.md, "Takeover:
resume or fail"). What must hold is that a turn is sent again only after a takeover that found
the job in that turn: a turn that had finished (its tool call's result stored, the next turn's
boundary written) is never sent twice. So, per job and turn: calls <= 1 + takeovers in that
turn. Failed jobs count as much as completed ones.

A request's turn is how many tool results its messages carry (the workload's two-turn jobs make
one server-side call per turn); a takeover's turn is how many of the job's tool calls had ended
in the stored log when it was claimed (the takeover log's last stored sequence number).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any


def calls_per_turn(
    log: list[dict[str, Any]], records: list[dict[str, Any]]
) -> dict[str, Counter[int]]:
    """{response id: {turn: calls}} for the workload's jobs (found by their markers)."""
    by_marker = {record["marker"]: record["id"] for record in records}
    found: dict[str, Counter[int]] = {record["id"]: Counter() for record in records}
    for request in log:
        text = json.dumps(request)
        messages = request.get("messages") or []
        turn = sum(1 for m in messages if isinstance(m, dict) and m.get("role") == "tool")
        for marker, rid in by_marker.items():
            if marker in text:
                found[rid][turn] += 1
                break
    return found


def _boundaries(events: list[dict[str, Any]]) -> list[int]:
    """The sequence number each later turn starts at: after each server call's item ended."""
    return [
        event["sequence_number"] + 1
        for event in events
        if event["type"] == "response.output_item.done"
        and (event.get("item") or {}).get("type") == "mcp_call"
    ]


def check(
    turn_calls: dict[str, Counter[int]],
    logged: list[dict[str, Any]],
    replays: dict[str, list[dict[str, Any]]],
    finals: dict[str, dict[str, Any] | None],
) -> tuple[list[str], int]:
    """The violations of "calls <= 1 + takeovers in that turn", and how many takeovers found
    a job at a later turn's boundary or in it and the job still completed (went on)."""
    takeovers: dict[str, list[int]] = {}
    for row in logged:
        if row["kind"] == "job" and row["id"] in turn_calls:
            takeovers.setdefault(row["id"], []).append(row["last_sequence"] or 0)
    bad: list[str] = []
    went_on = 0
    for rid, per_turn in turn_calls.items():
        boundaries = _boundaries(replays.get(rid) or [])
        in_turn: Counter[int] = Counter(
            sum(1 for start in boundaries if last + 1 >= start) for last in takeovers.get(rid, [])
        )
        for turn, calls in sorted(per_turn.items()):
            if calls > 1 + in_turn[turn]:
                bad.append(
                    f"{rid}: turn {turn} sent {calls} times, {in_turn[turn]} takeovers in it"
                )
        body = finals.get(rid)
        if body is not None and body.get("status") == "completed":
            went_on += sum(n for turn, n in in_turn.items() if turn >= 1)
    return bad, went_on
