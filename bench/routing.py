"""What the routing table adds per request, measured side by side (docs/models.md).

    python bench/routing.py [--requests N] [--quick]

Starts the fake upstream and two stacks on SQLite: `single` (RESPONSA_UPSTREAM_BASE_URL, today's
configuration) and `table` (RESPONSA_MODELS_FILE with 3 upstreams, 200 names, 3 patterns and a
route with a fallback, the measured model reached through an alias with a rewrite, so the
busiest lookup path is timed). Both send the same `fake-text` request to the same fake upstream.
Calls alternate between the stacks (ABAB...), REST non-streamed and streamed, so machine noise
hits both alike; prints p50/p99 per path and the difference. The `table` stack also serves
`native-bench` from a `kind: responses` upstream (the fake's native Responses stream: a reasoning
item and a message, passed through and translated), timed in the same rounds as the `native`
rows (a different answer from `fake-text`'s, so not a difference to read against `single`).
Also times the in-process lookup (`Routes.find`, cached and uncached) with timeit.
Exit status 0 whatever the numbers; 1 if a stack can't start.
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import httpx  # noqa: E402
from responsa_server.upstream.routes import Routes  # noqa: E402
from responsa_server.upstream.table import load_table  # noqa: E402
from responsa_server.upstream.timeouts import UpstreamTimeouts  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.stack import Stack, StartupError  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def table_text(base_url: str) -> str:
    """A table with a realistic amount in it; `bench` (an alias of fake-text) is measured."""
    names = "\n".join(
        f"  - {{name: model-{i}, upstream: {('a', 'b', 'c')[i % 3]}}}" for i in range(200)
    )
    return f"""\
upstreams:
  a: {{base_url: "{base_url}"}}
  b: {{base_url: "{base_url}"}}
  c: {{base_url: "{base_url}"}}
  native: {{base_url: "{base_url}", kind: responses}}
models:
{names}
  - {{pattern: "llama-*", upstream: b}}
  - {{pattern: "qwen*", upstream: c}}
  - {{pattern: "*:*", upstream: c}}
  - name: measured
    aliases: [bench]
    upstream: a
    upstream_model: fake-text
    fallbacks: [b]
  - {{name: native-bench, upstream: native, upstream_model: native-reasoning}}
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--quick", action="store_true", help="smoke run: 50 calls per path")
    args = parser.parse_args()
    requests = 50 if args.quick else args.requests
    warmup = 10 if args.quick else 100

    with (
        tempfile.TemporaryDirectory(prefix="responsa-routing-bench-") as tmp,
        FakeUpstream() as fake,
    ):
        table = Path(tmp) / "models.yaml"
        table.write_text(table_text(fake.base_url))
        routes = Routes(load_table(str(table), {}, timeouts=UpstreamTimeouts(), max_connections=64))
        cached = min(timeit.repeat(lambda: routes.find("bench"), number=100000, repeat=5)) / 1e5
        names = [f"qwen-{i}" for i in range(100000)]
        fresh = iter(names)
        uncached = timeit.timeit(lambda: routes.find(next(fresh)), number=len(names)) / len(names)
        print(
            f"in-process: Routes.find cached {cached * 1e9:.0f} ns, "
            f"a pattern match not cached yet {uncached * 1e9:.0f} ns"
        )

        stacks: dict[str, Stack] = {}
        try:
            base = {"RESPONSA_DATABASE_URL": f"sqlite:///{tmp}/%s.db"}
            stacks["single"] = Stack.start(
                {
                    "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                    "RESPONSA_DATABASE_URL": base["RESPONSA_DATABASE_URL"] % "single",
                }
            )
            stacks["table"] = Stack.start(
                {
                    "RESPONSA_UPSTREAM_BASE_URL": "",
                    "RESPONSA_MODELS_FILE": str(table),
                    "RESPONSA_DATABASE_URL": base["RESPONSA_DATABASE_URL"] % "table",
                }
            )
        except StartupError as error:
            print(error, file=sys.stderr)
            for stack in stacks.values():
                stack.stop()
            return 1
        model = {"single": "fake-text", "table": "bench", "native": "native-bench"}
        rounds = {**stacks, "native": stacks["table"]}
        samples: dict[str, list[float]] = {
            f"{name} {mode}": [] for name in rounds for mode in ("json", "sse")
        }
        try:
            with httpx.Client(timeout=20) as client:
                for i in range(requests + warmup):
                    for name, stack in rounds.items():
                        for mode in ("json", "sse"):
                            body = {"model": model[name], "input": "hello", "stream": mode == "sse"}
                            start = time.perf_counter()
                            reply = client.post(f"{stack.rest_url}/responses", json=body)
                            took = time.perf_counter() - start
                            assert reply.status_code == 200, reply.text
                            if i >= warmup:
                                samples[f"{name} {mode}"].append(took * 1000)
        finally:
            for stack in stacks.values():
                stack.stop()
    print(f"{requests} calls per path, interleaved (single, table, native, single, ...)")
    print(f"{'path':<14}{'p50 ms':>10}{'p99 ms':>10}")
    for path, values in samples.items():
        print(f"{path:<14}{percentile(values, 50):>10.3f}{percentile(values, 99):>10.3f}")
    for mode in ("json", "sse"):
        single = percentile(samples[f"single {mode}"], 50)
        routed = percentile(samples[f"table {mode}"], 50)
        print(
            f"table vs single, {mode}: {(routed - single) * 1000:+.0f} us at p50 "
            f"(ratio {routed / single:.3f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
