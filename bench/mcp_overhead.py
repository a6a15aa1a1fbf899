"""What one MCP round trip costs inside Responsa, next to the raw MCP call, in one run.

    python bench/mcp_overhead.py [--rounds N] [--warmup N] [--store postgres|sqlite]

Starts one MCP server (tests/mcp_server, built on the official `mcp` SDK), the fake upstream and
the real stack (service + Envoy), and times eight paths side by side, interleaved round by round;
METHOD below (printed after the tables) says what each path is and how the figures are derived.
Exit status 0 whatever the numbers (a measurement, not a test); 1 if something can't start.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

from mcp.client import Client  # noqa: E402
from responsa_server.egress import EgressPolicy, parse_allow_list  # noqa: E402
from responsa_server.model.mcp_servers import McpServer  # noqa: E402
from responsa_server.tools.mcp_client import McpConnections  # noqa: E402

from bench.loadgen import BadReply, HttpConnection, http_request  # noqa: E402
from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.mcp_server import McpTestServer  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack, StartupError  # noqa: E402

PATHS = ["A", "A2", "B", "C", "C2", "D", "E", "U"]
LABELS = {
    "A": "raw MCP call: mcp SDK Client (warm session), echo",
    "A2": "raw: two echo calls one after the other",
    "B": "Responsa McpConnections.call_tool, in-process",
    "C": "REST responses: mcp tool, 1 call, 2 upstream turns",
    "C2": "REST responses: mcp tool, 2 calls in turn, 2 turns",
    "D": "REST responses: fake-text, no tools, 1 turn",
    "E": "REST responses: fake-script, no tools, 1 turn",
    "U": "fake upstream alone: C's 2nd-turn chat request",
}
# Derived figures: (key, meaning, {path: coefficient}); each is that combination of the p50s
# (and of their p90s), and `paired` is the median of the same combination taken round by round.
DERIVED: list[tuple[str, str, dict[str, int]]] = [
    ("B - A", "our pooled session over the SDK's", {"B": 1, "A": -1}),
    ("A2 - A", "a raw call right after another one", {"A2": 1, "A": -1}),
    ("C2 - C", "ONE MCP ROUND TRIP INSIDE RESPONSA", {"C2": 1, "C": -1}),
    ("C - D", "all one mcp call adds: call, turn, items", {"C": 1, "D": -1}),
    ("E - D", "fake-script vs fake-text (~0)", {"E": 1, "D": -1}),
    ("C-D-(C2-C)", "the extra turn and the MCP items", {"C": 2, "D": -1, "C2": -1}),
    ("C - D - U", "upper bound for the MCP share", {"C": 1, "D": -1, "U": -1}),
]
INPUT_ONE = 'CALL echo {"text": "x"}'
INPUT_TWO = 'CALL echo {"text": "x"} CALL echo {"text": "y"}'
MEASURE_BUDGET_SECONDS = 110.0  # the measured rounds stop here whatever --rounds says
CALL_TIMEOUT = 10.0

Call = Callable[[], Awaitable[None]]

METHOD = """\
Each round calls every path once, in an order rotated by one each round, so the shared
machine's noise hits all paths alike; every call is sequential (concurrency 1), on warm
connections; the MCP server, its `echo` tool and the fake upstream are the same for all paths:
  A   the `mcp` SDK's own Client (one session kept open) calling echo: the raw MCP call
  A2  the same Client calling echo twice, one call right after the other
  B   Responsa's McpConnections.call_tool in this process (its pooled session): one call
  C   POST /v1/responses via Envoy, non-streaming, stored: model fake-script, one `mcp` tool
      (require_approval never), input `CALL echo {"text": "x"}` -> tools from the service's
      cached listing (an mcp_list_tools item), 2 upstream turns, 1 MCP call (an mcp_call item)
  C2  as C, but the input scripts two echo calls and parallel_tool_calls=false runs them one
      right after the other -> the same 2 upstream turns, 2 MCP calls
  D   POST /v1/responses, same input, model fake-text, no tools: 1 upstream turn
  E   POST /v1/responses, same input, model fake-script, no tools: 1 upstream turn
  U   the fake upstream alone: C's second-turn chat request (as recorded) sent straight to it
C2 - C is one MCP round trip inside Responsa, measured end to end with nothing estimated: C and
C2 make the same two upstream turns and differ by one MCP call (and one more mcp_call item, a
slightly larger second turn). That extra call comes right after another one, which is cheaper
than a lone call (most likely as the processes are still awake and warm), so it is set against
the raw figure measured the same way, A2 - A: (C2 - C) / (A2 - A) is the headline ratio,
Responsa's cost for one MCP round trip over the raw call; over a lone raw call (A) it would
flatter Responsa.
B / A compares the two clients alone, each making a lone call. C - D is all one MCP call adds
to a request (the call, an extra upstream turn, the listed tools offered to the model, the
items); taking off C2 - C leaves the extra turn and the rest. C - D - U takes off only the
upstream's own time for the extra turn, so Responsa's per-turn work counts as MCP cost there:
an upper bound, set against a lone raw call (A) as a cross-check.
Differences use the paths' p50s (and p90s); `paired` is the median of the same difference taken
within each round."""


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of `values`; nan when empty."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def http_path(conn: HttpConnection, request: bytes, expect: bytes) -> Call:
    """One non-streaming HTTP call on `conn` whose body must contain `expect`."""

    async def call() -> None:
        _, _, body = await asyncio.wait_for(conn.call(request, False), CALL_TIMEOUT)
        if expect not in body:
            raise BadReply(f"missing {expect!r} in {body[:400]!r}")

    return call


def build_paths(
    raw: Client,
    ours: McpConnections,
    server: McpServer,
    mcp_url: str,
    rest: HttpConnection,
    rest_url: str,
) -> dict[str, Call]:
    """The Calls for A..E (U is added once C's second-turn request is known)."""

    async def raw_echo(text: str) -> None:
        result = await asyncio.wait_for(raw.call_tool("echo", {"text": text}), CALL_TIMEOUT)
        texts = [getattr(block, "text", None) for block in result.content]
        if result.is_error or texts != [text]:
            raise BadReply(f"raw echo answered {result!r}")

    async def raw_call() -> None:
        await raw_echo("x")

    async def raw_twice() -> None:
        await raw_echo("x")
        await raw_echo("y")

    async def our_call() -> None:
        outcome = await ours.call_tool(server, "echo", {"text": "x"})
        if outcome.output != "x":
            raise BadReply(f"McpConnections echo answered {outcome!r}")

    tool = {
        "type": "mcp",
        "server_label": "bench",
        "server_url": mcp_url,
        "require_approval": "never",
    }
    one: dict[str, Any] = {"model": "fake-script", "input": INPUT_ONE, "tools": [tool]}
    two: dict[str, Any] = {**one, "input": INPUT_TWO, "parallel_tool_calls": False}
    requests: dict[str, tuple[dict[str, Any], bytes]] = {
        "C": (one, b'"Tool said: x | offered:'),
        "C2": (two, b'"Tool said: x | y | offered:'),
        "D": ({"model": "fake-text", "input": INPUT_ONE}, b'"Echo: CALL echo'),
        "E": ({"model": "fake-script", "input": INPUT_ONE}, b'"No tool to call'),
    }
    calls: dict[str, Call] = {"A": raw_call, "A2": raw_twice, "B": our_call}
    for name, (body, expect) in requests.items():
        calls[name] = http_path(rest, http_request(rest_url, "/responses", body)[2], expect)
    return calls


async def timed(call: Call) -> float:
    """Seconds one call takes."""
    started = time.perf_counter()
    await call()
    return time.perf_counter() - started


async def rounds(
    calls: dict[str, Call], count: int, deadline: float
) -> tuple[dict[str, list[float]], dict[str, int], dict[str, str]]:
    """`count` rounds, every path once per round in rotating order; ms per path per round.

    A round where any path failed is left out of every path, so the rounds stay paired.
    """
    samples: dict[str, list[float]] = {name: [] for name in PATHS}
    errors = dict.fromkeys(PATHS, 0)
    last_error: dict[str, str] = {}
    for index in range(count):
        if time.monotonic() > deadline:
            break
        shift = index % len(PATHS)
        order = PATHS[shift:] + PATHS[:shift]
        got: dict[str, float] = {}
        for name in order:
            try:
                got[name] = await timed(calls[name]) * 1000
            except (TimeoutError, BadReply, OSError) as error:
                errors[name] += 1
                last_error[name] = repr(error)[:300]
        if len(got) == len(PATHS):
            for name, value in got.items():
                samples[name].append(value)
    return samples, errors, last_error


async def second_turn_request(
    fake: FakeUpstream, mcp: McpTestServer, calls: dict[str, Call]
) -> dict[str, Any]:
    """Run C and C2 once each; check their upstream and MCP traffic; return C's 2nd-turn body."""
    await asyncio.to_thread(fake.reset)
    await asyncio.to_thread(mcp.reset)
    await calls["C"]()
    bodies: list[dict[str, Any]] = await asyncio.to_thread(fake.requests)
    seen = await asyncio.to_thread(mcp.calls)
    if len(bodies) != 2 or len(seen["calls"]) != 1:
        raise RuntimeError(f"C made {len(bodies)} upstream and {len(seen['calls'])} MCP calls")
    await asyncio.to_thread(fake.reset)
    await asyncio.to_thread(mcp.reset)
    await calls["C2"]()
    upstream = len(await asyncio.to_thread(fake.requests))
    mcp_calls = len((await asyncio.to_thread(mcp.calls))["calls"])
    if upstream != 2 or mcp_calls != 2:
        raise RuntimeError(f"C2 made {upstream} upstream and {mcp_calls} MCP calls")
    return bodies[1]


async def measure(
    args: argparse.Namespace, mcp: McpTestServer, fake: FakeUpstream, stack: Stack
) -> dict[str, Any]:
    """Warm up, then the measured rounds; returns what `report` prints."""
    server = McpServer(label="b", url=mcp.url, approval="never")
    # The MCP test server is on loopback: allowed explicitly, as an operator would.
    ours = McpConnections(
        timeout=30, tools_ttl=300, egress=EgressPolicy(parse_allow_list(f"127.0.0.1:{mcp.port}"))
    )
    rest_host, rest_port, _ = http_request(stack.rest_url, "/responses", {})
    direct_host, direct_port, _ = http_request(fake.base_url, "/chat/completions", {})
    rest = HttpConnection(rest_host, rest_port)
    direct = HttpConnection(direct_host, direct_port)
    try:
        async with Client(mcp.url) as raw:
            calls = build_paths(raw, ours, server, mcp.url, rest, stack.rest_url)
            turn_body = await second_turn_request(fake, mcp, calls)
            calls["U"] = http_path(
                direct,
                http_request(fake.base_url, "/chat/completions", turn_body)[2],
                b'"Tool said: x',
            )
            started = time.monotonic()
            warm = await rounds(calls, args.warmup, started + 60)
            if any(warm[1].values()):
                raise RuntimeError(f"warm-up calls failed: {warm[2]}")
            await asyncio.to_thread(mcp.reset)
            await asyncio.to_thread(fake.reset)
            started = time.monotonic()
            samples, errors, last_error = await rounds(
                calls, args.rounds, started + MEASURE_BUDGET_SECONDS
            )
            elapsed = time.monotonic() - started
            seen = await asyncio.to_thread(mcp.calls)
            upstream = (await asyncio.to_thread(fake.stats))["requests"]
    finally:
        rest.close()
        direct.close()
        await ours.close()
    return {
        "samples": samples,
        "errors": errors,
        "last_error": last_error,
        "elapsed": elapsed,
        "mcp_methods": seen.get("methods", {}),
        "mcp_list_tools": seen.get("list_tools"),
        "upstream_requests": upstream,
    }


def report(result: dict[str, Any], args: argparse.Namespace, store: str) -> None:
    """The tables: measured paths, derived figures, ratios, and how they were obtained."""
    samples: dict[str, list[float]] = result["samples"]
    n = len(samples["A"])
    p50 = {name: percentile(values, 50) for name, values in samples.items()}
    p90 = {name: percentile(values, 90) for name, values in samples.items()}
    print(
        f"\n== one MCP round trip: {n} rounds in {result['elapsed']:.1f} s, every path once per "
        f"round in rotating order (after {args.warmup} warm-up rounds); store {store}; ms =="
    )
    print(f"{'path':<4} {'':<52} {'n':>4} {'p50':>8} {'p90':>8}  err")
    for name in PATHS:
        print(
            f"{name:<4} {LABELS[name]:<52} {len(samples[name]):>4} {p50[name]:>8.3f} "
            f"{p90[name]:>8.3f}  {result['errors'][name]}"
        )
    print(f"\n{'derived':<52} {'p50':>8} {'p90':>8} {'paired':>8}")
    figures: dict[str, float] = {}
    for key, meaning, combination in DERIVED:
        at50 = sum(k * p50[p] for p, k in combination.items())
        at90 = sum(k * p90[p] for p, k in combination.items())
        per_round = [sum(k * samples[p][i] for p, k in combination.items()) for i in range(n)]
        paired = percentile(per_round, 50)
        figures[key] = at50
        print(f"{key:<11} {meaning:<40} {at50:>8.3f} {at90:>8.3f} {paired:>8.3f}")
    print(
        "(p50/p90: the combination of the paths' p50s/p90s; paired: median over rounds of the "
        "combination of that round's calls)"
    )
    one_trip = figures["C2 - C"]
    raw_next = figures["A2 - A"]
    upper = figures["C - D - U"]
    raw = p50["A"]
    print("\nratios (p50):")
    print(
        f"  (C2 - C) / (A2 - A)  {one_trip / raw_next:6.2f}   ONE MCP ROUND TRIP INSIDE RESPONSA / "
        f"RAW MCP CALL, both a call right after another ({one_trip - raw_next:+.3f} ms)"
    )
    print(
        f"  (C2 - C) / A         {one_trip / raw:6.2f}   the same over a lone raw call: flattering "
        f"({one_trip - raw:+.3f} ms)"
    )
    print(f"  B / A                {p50['B'] / raw:6.2f}   our pooled client alone vs the SDK's")
    print(
        f"  (C - D - U) / A      {upper / raw:6.2f}   upper bound: all one MCP call adds, less "
        "only the upstream's own time for the extra turn, over a lone raw call"
    )
    print(
        f"  C / D                {p50['C'] / p50['D']:6.2f}   a request with one MCP call vs none"
    )
    methods = result["mcp_methods"]
    print(
        f"\nMCP server during the measured rounds: {methods} (tools/list: "
        f"{result['mcp_list_tools']}; the service lists once and reuses the listing for "
        f"RESPONSA_MCP_TOOLS_TTL_SECONDS, its sessions and ours stay open); fake upstream "
        f"requests: {result['upstream_requests']} (expected {n * 7}: C, C2 2 each; D, E, U 1)"
    )
    for name, error in result["last_error"].items():
        print(f"last error on {name}: {error}")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Command line options."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200, help="measured rounds (default 200)")
    parser.add_argument("--warmup", type=int, default=20, help="warm-up rounds (default 20)")
    parser.add_argument(
        "--store",
        choices=["postgres", "sqlite"],
        help="the service's store: a fresh Postgres database (default when Postgres answers) "
        "or a fresh SQLite file",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Start everything, measure, print; 0 unless something could not start."""
    args = parse_args(argv)
    database: str | None = None
    scratch = tempfile.TemporaryDirectory(prefix="mcp-bench-")
    if args.store != "sqlite":
        database = fresh_database_name("mcpbench")
        try:
            asyncio.run(create_database(database))
        except Exception as error:  # asyncpg raises its own, OSError when down
            if args.store == "postgres":
                print(f"bench: Postgres unavailable ({error})", file=sys.stderr)
                return 1
            print(f"bench: Postgres unavailable ({error}); using SQLite", flush=True)
            database = None
    if database is not None:
        store, url = f"postgres/{database}", database_url(database)
    else:
        store, url = "sqlite", f"sqlite+aiosqlite:///{scratch.name}/bench.db"
    try:
        with McpTestServer().start() as mcp, FakeUpstream() as fake:
            env = {
                "RESPONSA_UPSTREAM_BASE_URL": fake.base_url,
                "RESPONSA_DATABASE_URL": url,
                "RESPONSA_TOOL_URL_ALLOW": f"127.0.0.1:{mcp.port}",  # a loopback MCP server
            }
            with Stack.start(env) as stack:
                print(
                    f"bench: MCP server {mcp.url}, upstream {fake.base_url}, "
                    f"REST {stack.rest_url}, store {store}",
                    flush=True,
                )
                result = asyncio.run(measure(args, mcp, fake, stack))
                report(result, args, store)
    except (StartupError, RuntimeError) as error:
        print(f"bench: could not start or check the paths:\n{error}", file=sys.stderr)
        return 1
    finally:
        if database is not None:
            asyncio.run(drop_database(database))
        scratch.cleanup()
    print(f"\n== method ==\n{METHOD}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
