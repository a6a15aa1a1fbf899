"""The recorded workload and the invariant check, run on the client host:
`python -m tests.faults.workload FRONT HOSTS UPSTREAM MCP SECONDS OUT.json`.

Workers issue foreground creates (streamed and not, and ones calling a tool of the MCP server),
background jobs (each followed by a resume stream, reconnected through another host whenever it
breaks), conversation appends through every host at once, and cancels, for SECONDS. Every
acknowledgement is recorded with what was acknowledged. Then, once the faults are healed, every
invariant is checked over the whole history through the API and the upstream's request log;
OUT.json gets the counts. This file holds both halves (record, check) because the check reads
the record's shapes.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

TERMINAL = {"completed", "failed", "incomplete", "cancelled"}
TERMINAL_EVENTS = {"response.completed", "response.failed", "response.incomplete"}
# How long a response may stay queued/in_progress after the faults are healed: the lease,
# the slow model's own run (~3 s) and a poll.
SETTLE_SECONDS = 30.0
# A follower whose stream is silent this long reconnects through another host (the slow model
# sends a delta every 50 ms, so only a stalled host or a stalled job is this quiet).
STALL_SECONDS = 4.0


@dataclass
class History:
    """Everything the workload was told, and every error it saw."""

    foreground: list[dict[str, Any]] = field(default_factory=list)
    background: list[dict[str, Any]] = field(default_factory=list)
    appends: list[dict[str, Any]] = field(default_factory=list)
    cancels: list[dict[str, Any]] = field(default_factory=list)
    operations: Counter[str] = field(default_factory=Counter)
    acknowledged: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)

    def error(self, op: str, problem: BaseException | httpx.Response) -> None:
        if isinstance(problem, httpx.Response):
            kind = f"http {problem.status_code}"
        else:
            kind = type(problem).__name__
        self.errors[f"{op}: {kind}"] += 1


def _text(response: dict[str, Any]) -> str:
    return "".join(
        part.get("text", "")
        for item in response.get("output") or []
        if item.get("type") == "message"
        for part in item.get("content") or []
    )


async def _sse(client: httpx.AsyncClient, method: str, url: str, **kw: Any) -> Any:
    """Yield (arrival time, event) from an SSE answer; raises on a non-200."""
    async with client.stream(method, url, **kw) as answer:
        if answer.status_code != 200:
            await answer.aread()
            raise _Refused(answer)
        async for line in answer.aiter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                yield time.monotonic(), json.loads(line[6:])


class _Refused(Exception):
    def __init__(self, answer: httpx.Response) -> None:
        super().__init__(answer.status_code)
        self.answer = answer


class Workload:
    """The workers; `run(seconds)` fills `history`."""

    def __init__(self, front: str, hosts: list[str], conversation: str, mcp: str) -> None:
        self.front = front
        self.mcp = mcp
        self.hosts = hosts
        self.conversation = conversation
        self.history = History()
        self.client = httpx.AsyncClient(timeout=httpx.Timeout(30.0, connect=3.0))

    def _note(self, op: str, problem: BaseException | httpx.Response) -> None:
        if isinstance(problem, _Refused):
            problem = problem.answer
        self.history.error(op, problem)

    async def foreground(self, streamed: bool) -> None:
        op = "create_streamed" if streamed else "create"
        self.history.operations[op] += 1
        marker = uuid.uuid4().hex[:12]
        body = {"model": "fake-text", "input": f"fg {marker}", "stream": streamed}
        try:
            if streamed:
                final = None
                url = f"{self.front}/responses"
                async for _, event in _sse(self.client, "POST", url, json=body):
                    if event["type"] == "response.completed":
                        final = event["response"]
                if final is None:
                    raise RuntimeError("stream ended without response.completed")
            else:
                answer = await self.client.post(f"{self.front}/responses", json=body)
                if answer.status_code != 200:
                    raise _Refused(answer)
                final = answer.json()
        except Exception as problem:
            self._note(op, problem)
            return
        self.history.acknowledged[op] += 1
        self.history.foreground.append(
            {"id": final["id"], "status": final["status"], "text": _text(final)}
        )

    async def mcp_call(self) -> None:
        """A foreground create whose model calls a tool of the MCP server (tools host)."""
        self.history.operations["create_mcp"] += 1
        tool = {"type": "mcp", "server_label": "tests", "server_url": self.mcp,
                "require_approval": "never"}  # fmt: skip
        body = {"model": "fake-script", "input": 'CALL add {"a": 2, "b": 3}', "tools": [tool]}
        try:
            answer = await self.client.post(f"{self.front}/responses", json=body)
            if answer.status_code != 200:
                raise _Refused(answer)
            final = answer.json()
            calls = [item for item in final["output"] if item["type"] == "mcp_call"]
            if final["status"] != "completed" or [c.get("output") for c in calls] != ["5"]:
                raise RuntimeError(f"MCP call not answered: {final['status']}")
        except Exception as problem:
            self._note("create_mcp", problem)
            return
        self.history.acknowledged["create_mcp"] += 1
        self.history.foreground.append(
            {"id": final["id"], "status": final["status"], "text": _text(final)}
        )

    async def background(self) -> None:
        self.history.operations["background"] += 1
        marker = uuid.uuid4().hex[:12]
        body = {
            "model": "fake-slow",
            "input": f"bg {marker}",
            "background": True,
            "max_output_tokens": 60,
        }
        try:
            answer = await self.client.post(f"{self.front}/responses", json=body)
            if answer.status_code != 200:
                raise _Refused(answer)
        except Exception as problem:
            self._note("background", problem)
            return
        rid = answer.json()["id"]
        self.history.acknowledged["background"] += 1
        record: dict[str, Any] = {"id": rid, "marker": marker, "seen": [], "gaps": [], "resumes": 0}
        self.history.background.append(record)
        await self._follow(record)

    async def _follow(self, record: dict[str, Any]) -> None:
        """Resume the job's stream, each time through a host chosen at random, after the last
        event seen, until its terminal event (or give up after a while)."""
        deadline = time.monotonic() + 90
        last_at = time.monotonic()
        while time.monotonic() < deadline:
            seen: list[int] = record["seen"]
            after = f"&starting_after={seen[-1]}" if seen else ""
            host = random.choice(self.hosts)
            record["resumes"] += 1
            self.history.operations["resume"] += 1
            try:
                url = f"{host}/responses/{record['id']}?stream=true{after}"
                timeout = httpx.Timeout(STALL_SECONDS, connect=3.0)
                async for at, event in _sse(self.client, "GET", url, timeout=timeout):
                    record["gaps"].append(at - last_at)
                    last_at = at
                    seen.append(event["sequence_number"])
                    if event["type"] in TERMINAL_EVENTS:
                        self.history.acknowledged["resume"] += 1
                        record["terminal_event"] = event["response"]
                        return
                self.history.acknowledged["resume"] += 1
                return  # ended without a terminal event: cancelled
            except Exception as problem:
                self._note("resume", problem)
                await asyncio.sleep(0.5)

    async def append(self, host: str) -> None:
        self.history.operations["conversation_append"] += 1
        markers = [uuid.uuid4().hex[:12] for _ in range(2)]
        items = [
            {"type": "message", "role": "user", "content": f"conv {marker}"} for marker in markers
        ]
        try:
            answer = await self.client.post(
                f"{host}/conversations/{self.conversation}/items", json={"items": items}
            )
            if answer.status_code != 200:
                raise _Refused(answer)
        except Exception as problem:
            self._note("conversation_append", problem)
            return
        self.history.acknowledged["conversation_append"] += 1
        self.history.appends.append({"markers": markers})

    async def cancel(self) -> None:
        self.history.operations["cancel"] += 1
        body = {"model": "fake-slow", "input": "to cancel", "background": True}
        try:
            answer = await self.client.post(f"{self.front}/responses", json=body)
            if answer.status_code != 200:
                raise _Refused(answer)
            rid = answer.json()["id"]
            await asyncio.sleep(random.uniform(0.2, 1.5))
            host = random.choice(self.hosts)
            answer = await self.client.post(f"{host}/responses/{rid}/cancel")
            if answer.status_code != 200:
                raise _Refused(answer)
        except Exception as problem:
            self._note("cancel", problem)
            return
        self.history.acknowledged["cancel"] += 1
        self.history.cancels.append({"id": rid, "status": answer.json()["status"]})

    async def run(self, seconds: float) -> None:
        end = time.monotonic() + seconds

        async def worker(pick: Any) -> None:
            while time.monotonic() < end:
                await pick()
                await asyncio.sleep(random.uniform(0.05, 0.3))

        host_appends = [
            (lambda host=host: self.append(host))
            for host in self.hosts  # type: ignore[misc]
        ]
        await asyncio.gather(
            worker(lambda: self.foreground(False)),
            worker(lambda: self.foreground(True)),
            worker(self.mcp_call),
            *(worker(self.background) for _ in range(4)),
            worker(self.cancel),
            *(worker(append) for append in host_appends),
        )


async def check(workload: Workload, upstream: str) -> dict[str, Any]:
    """Every invariant over the whole history: {name: {"checked": n, "violations": m}}."""
    history = workload.history
    client, front = workload.client, workload.front
    found: dict[str, dict[str, Any]] = {}

    def tally(name: str, checked: int, bad: list[str]) -> None:
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
    for rid in pending:
        while True:
            body = await get(rid)
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
        if body is None or body["status"] != acked["status"] or _text(body) != acked["text"]:
            bad.append(acked["id"])
    tally("every acknowledged response is readable and identical", len(history.foreground), bad)

    one_end, contiguous, resumed, same_end = [], [], [], []
    replays: dict[str, list[dict[str, Any]]] = {}
    for record in history.background:
        rid = record["id"]
        events: list[dict[str, Any]] = []
        try:
            async for _, event in _sse(client, "GET", f"{front}/responses/{rid}?stream=true"):
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
            or _text(ends[0]["response"]) != _text(body)
        ):
            same_end.append(f"{rid}: stream says {ends[0]['response']['status']}, GET {status}")
        seen = record["seen"]
        if seen and (seen != list(range(seen[0], seen[0] + len(seen))) or seen[0] != 0):
            resumed.append(f"{rid}: resumed {seen[:8]}...")
    count = len(history.background)
    tally("every background job reaches exactly one terminal state", count, one_end)
    tally("every job's event log is contiguous", count, contiguous)
    tally("resumes through any host: no gap, no duplicate", count, resumed)
    tally("the stored response is its terminal event's (no late write)", count, same_end)

    # The upstream cannot be fenced: a paused replica's call may run to its end into socket
    # buffers, and a job taken over before any output went out is run again (by design). What
    # must hold is that what clients see comes from one run: the deltas of the stored log
    # spell exactly the final text (a rerun after output went out would repeat or mix it).
    calls: Counter[str] = Counter()
    log = (await client.get(f"{upstream}/_fake/requests")).json()
    for request in log:
        text = json.dumps(request)
        for record in history.background:
            if record["marker"] in text:
                calls[record["id"]] += 1
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
        if deltas != _text(body):
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

    gaps = sorted(max(r["gaps"][1:], default=0.0) for r in history.background if len(r["gaps"]) > 1)
    stalled = [gap for gap in gaps if gap > 1.0]
    return {
        "operations": dict(history.operations),
        "acknowledged": dict(history.acknowledged),
        "errors": dict(history.errors),
        "invariants": found,
        "takeover_gaps": stalled,
        "upstream_calls_per_job": dict(Counter(calls.values())),
    }


async def main() -> None:
    front, hosts, upstream, mcp, seconds, out = sys.argv[1:7]
    host_urls = hosts.split(",")
    async with httpx.AsyncClient(timeout=30) as client:
        answer = await client.post(f"{front}/conversations", json={})
        answer.raise_for_status()
        conversation = answer.json()["id"]
    workload = Workload(front, host_urls, conversation, mcp)
    await workload.run(float(seconds))
    # The orchestrator heals every fault when the workload ends; give it a moment.
    print("WORKLOAD DONE", flush=True)
    sys.stdin.readline()  # the orchestrator says when the faults are healed
    report = await check(workload, upstream)
    await asyncio.to_thread(Path(out).write_text, json.dumps(report, indent=1))


if __name__ == "__main__":
    asyncio.run(main())
