"""Side by side: a create continuing a 1,000-item conversation vs a 1,000-item response chain.

    python bench/conversation_context.py [--items N] [--requests N] [--sqlite]

Starts the fake upstream and the real stack (service + Envoy) with its store in a fresh Postgres
database (or SQLite with --sqlite), builds a `previous_response_id` chain and a conversation of
N items each (N/2 turns of user input + answer), then times, interleaved so machine noise hits
both alike (ABAB...), REST creates with `conversation` and with `previous_response_id`, plus a
create with no context as the floor. Prints p50/p99, the ratio conversation/chain (goal <= 1.2)
of total latency and of latency added over the floor, and the statements each path's store calls
run at N and 2N items (goal: the same count: constant in the length). Exit status 0 whatever the
numbers; 1 if the stack cannot start.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from responsa_server.conversations.store import ConversationStore  # noqa: E402
from responsa_server.model.ids import new_id  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack, StartupError  # noqa: E402
from tests.store.conftest import StatementCounter  # noqa: E402
from tests.stores import open_store  # noqa: E402

TARGET_RATIO = 1.2
PROJECT = "default"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def build(client: httpx.Client, items: int) -> tuple[str, str]:
    """A chain and a conversation of `items` items each (turns of input + answer)."""
    previous: str | None = None
    conversation = client.post("/conversations", json={}).json()["id"]
    for turn in range(items // 2):
        body: dict[str, Any] = {"model": "fake-text", "input": f"turn {turn}"}
        chained = client.post("/responses", json={**body, "previous_response_id": previous})
        previous = chained.json()["id"]
        client.post("/responses", json={**body, "conversation": conversation}).raise_for_status()
    assert previous is not None
    return previous, conversation


def time_paths(
    client: httpx.Client, chain: str, conversation: str, requests: int, warmup: int
) -> dict[str, list[float]]:
    bodies = {
        "no context": {"model": "fake-text", "input": "next"},
        "previous_response_id": {
            "model": "fake-text",
            "input": "next",
            "previous_response_id": chain,
        },
        "conversation": {"model": "fake-text", "input": "next", "conversation": conversation},
    }
    timings: dict[str, list[float]] = {name: [] for name in bodies}
    for index in range(warmup + requests):
        for name, body in bodies.items():
            started = time.perf_counter()
            reply = client.post("/responses", json=body)
            elapsed = time.perf_counter() - started
            reply.raise_for_status()
            if index >= warmup:
                timings[name].append(elapsed * 1000)
    return timings


async def statement_counts(url: str, items: int) -> dict[str, list[int]]:
    """Statements one load + save runs, per path, at `items` and 2x`items` items."""
    store = await open_store(url)
    conversations = ConversationStore(store.database)
    # At the driver (SQLite's trace callback, asyncpg's query logger), where the per-request
    # statements of both paths run.
    counter = StatementCounter()
    counter.hook(store)
    counts: dict[str, list[int]] = {"previous_response_id": [], "conversation": []}
    try:
        for size in (items, 2 * items):
            cid = new_id("conv")
            await conversations.create(cid, created_at=1, metadata={}, items=[], project=PROJECT)
            previous: str | None = None
            for turn in range(size // 2):
                response = _response(previous, turn)
                await store.save(response, [_user(turn)], project=PROJECT)
                await conversations.save_response(
                    _response(None, turn),
                    [_user(turn)],
                    conversation_id=cid,
                    append=True,
                    store_response=True,
                    project=PROJECT,
                )
                previous = response["id"]
            assert previous is not None
            for name in counts:
                await counter.take()
                if name == "conversation":
                    await conversations.load_items(cid, project=PROJECT)
                    await conversations.save_response(
                        _response(None, -1),
                        [_user(-1)],
                        conversation_id=cid,
                        append=True,
                        store_response=True,
                        project=PROJECT,
                    )
                else:
                    await store.load_context(previous, project=PROJECT)
                    await store.save(_response(previous, -1), [_user(-1)], project=PROJECT)
                # Distinct statements by verb and table (a trace lists executemany rows singly).
                seen = {" ".join(sql.rstrip("; ").split()[:3]) for sql in await counter.take()}
                counts[name].append(len(seen - {"BEGIN", "COMMIT"}))
    finally:
        await store.database.close()
    return counts


def _user(turn: int) -> dict[str, Any]:
    return {
        "id": new_id("msg"),
        "type": "message",
        "role": "user",
        "content": [{"type": "input_text", "text": f"turn {turn}"}],
    }


def _response(previous: str | None, turn: int) -> dict[str, Any]:
    return {
        "id": new_id("resp"),
        "object": "response",
        "created_at": 1,
        "status": "completed",
        "model": "fake-text",
        "previous_response_id": previous,
        "output": [
            {
                "id": new_id("msg"),
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [
                    {"type": "output_text", "text": f"Echo: turn {turn}", "annotations": []}
                ],
            }
        ],
    }


def report(timings: dict[str, list[float]], counts: dict[str, list[int]], items: int) -> None:
    p50 = {name: statistics.median(values) for name, values in timings.items()}
    print(f"\ncreate via REST (Envoy), context of {items} items, ms")
    print(f"{'path':<24}{'p50':>8}{'p99':>8}")
    for name, values in timings.items():
        print(f"{name:<24}{p50[name]:8.2f}{percentile(values, 0.99):8.2f}")
    ratio = p50["conversation"] / p50["previous_response_id"]
    floor = p50["no context"]
    added_chain = p50["previous_response_id"] - floor
    added_conversation = p50["conversation"] - floor
    verdict = "PASS" if ratio <= TARGET_RATIO else "MISS"
    print(f"\nconversation / previous_response_id, p50 latency: {ratio:.2f}x  [{verdict} <= 1.2x]")
    print(
        f"added over no context: chain {added_chain:.2f} ms, conversation "
        f"{added_conversation:.2f} ms ({added_conversation / max(added_chain, 1e-9):.2f}x)"
    )
    print(f"\nstatements for one load + save, at {items} and {2 * items} items:")
    for name, (small, large) in counts.items():
        constant = "constant" if small == large else "NOT constant"
        print(f"  {name:<22} {small} / {large}  [{constant}]")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--sqlite", action="store_true", help="SQLite instead of Postgres")
    args = parser.parse_args(argv)
    database: str | None = None
    if args.sqlite:
        scratch = ROOT / "build" / "bench"
        scratch.mkdir(parents=True, exist_ok=True)
        url = f"sqlite:///{scratch / f'conversations-{time.time_ns()}.db'}"
    else:
        database = fresh_database_name("bench")
        asyncio.run(create_database(database))
        url = database_url(database)
    try:
        with FakeUpstream() as fake:
            env = {"RESPONSA_UPSTREAM_BASE_URL": fake.base_url, "RESPONSA_DATABASE_URL": url}
            try:
                stack = Stack.start(env)
            except StartupError as error:
                print(error, file=sys.stderr)
                return 1
            with stack, httpx.Client(base_url=stack.rest_url, timeout=60) as client:
                print(f"store: {'SQLite' if args.sqlite else 'Postgres'}; building contexts...")
                chain, conversation = build(client, args.items)
                timings = time_paths(client, chain, conversation, args.requests, args.warmup)
        counts = asyncio.run(statement_counts(url, args.items))
        report(timings, counts, args.items)
    finally:
        if database is not None:
            asyncio.run(drop_database(database))
    return 0


if __name__ == "__main__":
    sys.exit(main())
