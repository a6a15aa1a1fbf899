"""The recorded workload and the invariant check, run on the client host:
`python -m tests.faults.workload FRONT HOSTS UPSTREAM MCP SLOW_MCP DATABASE SECONDS OUT.json`.

Workers issue foreground creates (streamed and not, and ones calling a tool of the MCP server),
background jobs (each followed by a resume stream, resumed on purpose once and reconnected
through another host whenever it breaks; some with a slow tool listing, some with two upstream
turns and a server-side call between them, so a takeover at the boundary goes on from it),
conversation appends through every host at once, cancels, and file ingestion
(tests/faults/ingestion.py), for SECONDS. Every acknowledgement is recorded with what was
acknowledged (tests/faults/history.py). Then, once the faults are healed, every invariant is
checked over the whole history through the API, the upstream's request log and the database's
takeover log and per-writer evidence (tests/faults/checks.py, takeovers.py, writers.py);
OUT.json gets the counts.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

from tests.faults import takeovers
from tests.faults.checks import check
from tests.faults.cluster import SLOW_LISTING_SECONDS
from tests.faults.history import TERMINAL_EVENTS, History, Refused, digest, output_text, sse
from tests.faults.ingestion import Ingestion

# A follower whose stream is silent this long reconnects through another host (the slow model
# sends a delta every 50 ms, so only a stalled host or a stalled job is this quiet).
STALL_SECONDS = 4.0
# Workers creating background jobs whose deltas come after a slow tool listing (each create
# takes the slow MCP server's listing time too, at admission).
LATE_WORKERS = 3
# Workers creating two-turn background jobs, and how long their second turn waits before its
# answer: a job spends that long at a turn boundary, and a takeover there must go on from it.
# Longer than the 10 s pause less the ~2 s takeover: the new owner is still waiting for its
# resent turn when the paused replica resumes believing it holds the job (only the fence
# stops its writes then, not the job having ended).
TURN_WORKERS = 4
TURN_PAUSE_SECONDS = 9.0
# Workers uploading and attaching files (each ingestion holds its lease ~1.5 s: the fake
# upstream's slow embeddings).
INGEST_WORKERS = 3


class Workload:
    """The workers; `run(seconds)` fills `history`."""

    def __init__(
        self, front: str, hosts: list[str], conversation: str, mcp: tuple[str, str]
    ) -> None:
        self.front = front
        self.mcp, self.slow_mcp = mcp
        self.hosts = hosts
        self.conversation = conversation
        self.history = History()
        self.client = httpx.AsyncClient(timeout=httpx.Timeout(30.0, connect=3.0))
        self.ingestion = Ingestion(self.client, hosts, self.history)
        self._following: list[asyncio.Task[None]] = []

    def _note(self, op: str, problem: BaseException | httpx.Response) -> None:
        if isinstance(problem, Refused):
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
                async for _, event in sse(self.client, "POST", url, json=body):
                    if event["type"] == "response.completed":
                        final = event["response"]
                if final is None:
                    raise RuntimeError("stream ended without response.completed")
            else:
                answer = await self.client.post(f"{self.front}/responses", json=body)
                if answer.status_code != 200:
                    raise Refused(answer)
                final = answer.json()
        except Exception as problem:
            self._note(op, problem)
            return
        self.history.acknowledged[op] += 1
        self.history.foreground.append(
            {"id": final["id"], "status": final["status"], "text": output_text(final)}
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
                raise Refused(answer)
            final = answer.json()
            calls = [item for item in final["output"] if item["type"] == "mcp_call"]
            if final["status"] != "completed" or [c.get("output") for c in calls] != ["5"]:
                raise RuntimeError(f"MCP call not answered: {final['status']}")
        except Exception as problem:
            self._note("create_mcp", problem)
            return
        self.history.acknowledged["create_mcp"] += 1
        self.history.foreground.append(
            {"id": final["id"], "status": final["status"], "text": output_text(final)}
        )

    async def background(self, kind: str = "background") -> None:
        """A background job, then its follower (a resume stream). Kinds:

        - `background`: fake-slow, ~3 s of deltas of a text naming the job (`MARK`);
        - `background_late`: the same, its request naming the slow MCP server (a distinct URL
          each time, so no replica has its tools cached): after `response.in_progress` the job
          spends SLOW_LISTING_SECONDS listing tools before its first delta;
        - `background_turns`: two upstream turns with a server-side MCP call between them
          (fake-script `CALL add`), the second answering TURN_PAUSE_SECONDS later with a text
          naming the job (`SAY`): a takeover in that window goes on from the turn boundary.
        """
        self.history.operations[kind] += 1
        marker = uuid.uuid4().hex[:12]
        body: dict[str, Any] = {"background": True}
        if kind == "background_turns":
            script = f'turns {marker} CALL add {{"a": 2, "b": 3}} PAUSE {TURN_PAUSE_SECONDS}'
            tool = {"type": "mcp", "server_label": "tests", "server_url": self.mcp}
            body |= {
                "model": "fake-script",
                "input": f"{script} SAY {marker}",
                "tools": [{**tool, "require_approval": "never"}],
            }
        else:
            late = kind == "background_late"
            body |= {
                "model": "fake-slow",
                "input": f"bg {marker} MARK {marker}",
                "max_output_tokens": 30 if late else 60,
            }
            if late:
                tool = {"type": "mcp", "server_label": "slow", "server_url": self.slow_mcp}
                tool["server_url"] = f"{self.slow_mcp}?job={marker}"
                body["tools"] = [{**tool, "require_approval": "never"}]
        try:
            answer = await self.client.post(f"{self.front}/responses", json=body)
            if answer.status_code != 200:
                raise Refused(answer)
        except Exception as problem:
            self._note(kind, problem)
            return
        rid = answer.json()["id"]
        self.history.acknowledged[kind] += 1
        record: dict[str, Any] = {
            "id": rid, "marker": marker, "kind": kind, "late": kind != "background",
            "seen": [], "digests": [], "gaps": [], "resumes": 0,
            "break_after": random.randint(2, 5),
        }  # fmt: skip
        self.history.background.append(record)
        if kind != "background":
            # Followed meanwhile: the worker creates the next one, so several are in their
            # slow step at any moment (the window a fault must hit).
            self._following.append(asyncio.create_task(self._follow(record)))
        else:
            await self._follow(record)

    async def _follow(self, record: dict[str, Any]) -> None:
        """Resume the job's stream, each time through a host chosen at random, after the last
        event seen, until its terminal event. Every follower leaves once on purpose after
        `break_after` events (so every job is resumed with `starting_after` at least once). A
        stream that ends without the terminal event is resumed like a broken one (a fault may
        end it), but three such ends in a row that bring nothing new cut the follower; a
        follower that does not get the terminal event is recorded as cut, with the reason."""
        deadline = time.monotonic() + 90
        last_at = time.monotonic()
        why = "no attempt"
        quiet_ends = 0
        while time.monotonic() < deadline:
            seen: list[int] = record["seen"]
            after = f"&starting_after={seen[-1]}" if seen else ""
            host = random.choice(self.hosts)
            record["resumes"] += 1
            self.history.operations["resume"] += 1
            try:
                url = f"{host}/responses/{record['id']}?stream=true{after}"
                # A job in its slow step is silent meanwhile, by design.
                silence = STALL_SECONDS + max(SLOW_LISTING_SECONDS, TURN_PAUSE_SECONDS)
                timeout = httpx.Timeout(silence if record["late"] else STALL_SECONDS, connect=3.0)
                left = False
                before = len(seen)
                async for at, event in sse(self.client, "GET", url, timeout=timeout):
                    record["gaps"].append(at - last_at)
                    last_at = at
                    seen.append(event["sequence_number"])
                    record["digests"].append(digest(event))
                    if event["type"] in TERMINAL_EVENTS:
                        self.history.acknowledged["resume"] += 1
                        record["terminal_event"] = event["response"]
                        return
                    if len(seen) == record["break_after"]:
                        left = True
                        break
                self.history.acknowledged["resume"] += 1
                if left:
                    record["planned_resume_after"] = seen[-1]
                    continue
                record["early_ends"] = record.get("early_ends", 0) + 1
                quiet_ends = quiet_ends + 1 if len(seen) == before else 0
                why = (
                    f"{quiet_ends} streams in a row ended after event "
                    f"{seen[-1] if seen else None} with nothing new and no terminal event"
                )
                if quiet_ends >= 3:
                    break
                await asyncio.sleep(0.5)
            except Exception as problem:
                self._note("resume", problem)
                why = f"last attempt: {type(problem).__name__}"
                await asyncio.sleep(0.5)
        else:
            why = f"no terminal event within 90 s ({why})"
        record["cut"] = why

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
                raise Refused(answer)
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
                raise Refused(answer)
            rid = answer.json()["id"]
            await asyncio.sleep(random.uniform(0.2, 1.5))
            host = random.choice(self.hosts)
            answer = await self.client.post(f"{host}/responses/{rid}/cancel")
            if answer.status_code != 200:
                raise Refused(answer)
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
            *(worker(lambda: self.background("background_late")) for _ in range(LATE_WORKERS)),
            *(worker(lambda: self.background("background_turns")) for _ in range(TURN_WORKERS)),
            *(worker(self.ingestion.ingest) for _ in range(INGEST_WORKERS)),
            worker(self.cancel),
            *(worker(append) for append in host_appends),
        )
        await asyncio.gather(*self._following)


async def main() -> None:
    front, hosts, upstream, mcp, slow_mcp, database, seconds, out = sys.argv[1:9]
    host_urls = hosts.split(",")
    await takeovers.install(database)
    async with httpx.AsyncClient(timeout=30) as client:
        answer = await client.post(f"{front}/conversations", json={})
        answer.raise_for_status()
        conversation = answer.json()["id"]
    workload = Workload(front, host_urls, conversation, (mcp, slow_mcp))
    await workload.ingestion.open(front)
    await workload.run(float(seconds))
    # The orchestrator heals every fault when the workload ends; give it a moment.
    print("WORKLOAD DONE", flush=True)
    sys.stdin.readline()  # the orchestrator says when the faults are healed
    report = await check(workload, upstream, database)
    await asyncio.to_thread(Path(out).write_text, json.dumps(report, indent=1))


if __name__ == "__main__":
    asyncio.run(main())
