"""Tokens sent upstream per turn of a long session, with and without automatic compaction.

    python bench/compaction.py [--turns 50] [--words 150] [--threshold 2000]

Starts the fake upstream and the real stack (service + Envoy, SQLite under build/bench), then
runs two `previous_response_id` chains of `--turns` turns, each turn a user message of
`--words` words (the fake echoes it, so a turn adds about twice that): one plain, one with
`context_management: [{"type": "compaction", "compact_threshold": N}]`. For every turn it counts
the prompt tokens of the chat request that answered it (as the fake counts them: words plus 3 per
message) and, with compaction, the summary passes. Prints the tokens every fifth turn, the
largest turn, and the total sent upstream (summary passes included) on each side: with
compaction the per-turn prompt should stay under the threshold however long the session.
Exit status 0 whatever the numbers; 1 if the stack cannot start.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from responsa_server.context.compaction import COMPACTION_PROMPT  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.fake_upstream.scenarios import prompt_tokens_of  # noqa: E402
from tests.stack import Stack, StartupError  # noqa: E402


def session(
    client: httpx.Client, fake: FakeUpstream, turns: int, words: int, threshold: int | None
) -> tuple[list[int], int, int]:
    """Per-turn prompt tokens of the answering request; total tokens sent (summary passes
    included); how many summary passes ran."""
    per_turn: list[int] = []
    total = summaries = 0
    previous: str | None = None
    for turn in range(turns):
        body: dict[str, Any] = {
            "model": "fake-text",
            "input": " ".join([f"turn{turn}", *(["word"] * (words - 1))]),
        }
        if previous is not None:
            body["previous_response_id"] = previous
        if threshold is not None:
            body["context_management"] = [{"type": "compaction", "compact_threshold": threshold}]
        fake.reset()
        reply = client.post("/responses", json=body)
        reply.raise_for_status()
        previous = reply.json()["id"]
        for request in fake.requests():
            tokens = prompt_tokens_of(request["messages"])
            total += tokens
            if request["messages"][-1].get("content") == COMPACTION_PROMPT:
                summaries += 1
            else:
                per_turn.append(tokens)
    return per_turn, total, summaries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--words", type=int, default=150)
    parser.add_argument("--threshold", type=int, default=2000)
    args = parser.parse_args(argv)
    scratch = ROOT / "build" / "bench"
    scratch.mkdir(parents=True, exist_ok=True)
    url = f"sqlite:///{scratch / f'compaction-{time.time_ns()}.db'}"
    with FakeUpstream() as fake:
        env = {"RESPONSA_UPSTREAM_BASE_URL": fake.base_url, "RESPONSA_DATABASE_URL": url}
        try:
            stack = Stack.start(env)
        except StartupError as error:
            print(error, file=sys.stderr)
            return 1
        with stack, httpx.Client(base_url=stack.rest_url, timeout=60) as client:
            plain, plain_total, _ = session(client, fake, args.turns, args.words, None)
            compacted, compacted_total, passes = session(
                client, fake, args.turns, args.words, args.threshold
            )
    print(f"{args.turns} turns of {args.words} words; compact_threshold {args.threshold}")
    print(f"{'turn':>5} {'plain':>8} {'compacted':>10}")
    for turn in range(0, args.turns, 5):
        print(f"{turn + 1:>5} {plain[turn]:>8} {compacted[turn]:>10}")
    print(f"{args.turns:>5} {plain[-1]:>8} {compacted[-1]:>10}")
    print(f"largest turn: plain {max(plain)}, compacted {max(compacted)}")
    print(
        f"total sent upstream: plain {plain_total}, compacted {compacted_total} "
        f"({passes} summary passes included); ratio {compacted_total / plain_total:.2f}"
    )
    bounded = max(compacted) <= args.threshold
    print(f"compacted turns within the threshold: {'yes' if bounded else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
