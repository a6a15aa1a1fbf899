"""Replica affinity versus spreading, as a prefix-cache hit rate (docs/models.md, "Replicas").

    python bench/replica_affinity.py [--sessions N] [--turns N] [--seed N]

In process, no stack: N sessions of T turns each, their turns interleaved at random (seeded), go
to three replicas of one model, chosen the way `Routes.balanced` chooses (`ReplicaLoad.order`).
A turn is a hit when the replica it lands on served the session's previous turn (its prefix
cache holds the conversation so far; a replica's cache is taken as unbounded). Compared:
`affinity` (the session key: the chain's root), `least in flight` (no key: what a request
without a session gets) and `random`. Then the affinity run again with one replica failing
halfway: its sessions move once, and come back when it answers again. Prints hit rates and the
share of turns each replica took. Exit status 0 whatever the numbers.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from responsa_server.upstream.replicas import ReplicaLoad  # noqa: E402
from responsa_server.upstream.table import Target  # noqa: E402

REPLICAS = tuple(Target(name, "model") for name in ("r1", "r2", "r3"))
Choose = Callable[[str, int], str]


def _turns(sessions: int, turns: int, rng: random.Random) -> list[str]:
    order = [f"chain:msg_{session:06d}" for session in range(sessions) for _ in range(turns)]
    rng.shuffle(order)
    return order


def _run(order: list[str], choose: Choose) -> tuple[float, Counter[str]]:
    last: dict[str, str] = {}
    hits = repeats = 0
    taken: Counter[str] = Counter()
    for index, session in enumerate(order):
        replica = choose(session, index)
        taken[replica] += 1
        if session in last:
            repeats += 1
            hits += last[session] == replica
        last[session] = replica
    return (hits / repeats if repeats else 0.0), taken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sessions", type=int, default=300)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--seed", type=int, default=38)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    order = _turns(args.sessions, args.turns, rng)
    total = len(order)

    affinity = ReplicaLoad()
    spread = ReplicaLoad()
    now = [0.0]
    failing = ReplicaLoad(clock=lambda: now[0])

    def with_failure(session: str, index: int) -> str:
        # r2 fails at the half, for a quarter of the run: marked failed on each turn it meets.
        now[0] = float(index)
        down = total // 2 <= index < total * 3 // 4
        chosen = failing.order(REPLICAS, session)
        if down and chosen[0].upstream == "r2":
            failing.failed("r2")
            chosen = failing.order(REPLICAS, session)
        return chosen[0].upstream

    runs: dict[str, Choose] = {
        "affinity": lambda session, _: affinity.order(REPLICAS, session)[0].upstream,
        "least in flight": lambda _, __: spread.order(REPLICAS, None)[0].upstream,
        "random": lambda _, __: rng.choice(REPLICAS).upstream,
        "affinity, r2 failing 1/4": with_failure,
    }
    print(f"{args.sessions} sessions x {args.turns} turns, 3 replicas, seed {args.seed}")
    print(f"{'routing':<26} {'hit rate':>9}   turns per replica")
    for name, choose in runs.items():
        rate, taken = _run(order, choose)
        shares = "  ".join(f"{r.upstream} {taken[r.upstream] / total:5.1%}" for r in REPLICAS)
        print(f"{name:<26} {rate:9.1%}   {shares}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
