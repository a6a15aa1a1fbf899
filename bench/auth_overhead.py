"""What authentication and per-project limits add per request, measured side by side.

    python bench/auth_overhead.py [--requests N] [--store postgres|sqlite]

Starts the fake upstream and four stacks on one store: RESPONSA_AUTH=none, =keys, =keys with
RESPONSA_AUTH_CACHE_SECONDS=5, and =keys with both per-project limits on (set far above the
load, so they count but never refuse). Then calls GET /v1/responses/{id} (REST via Envoy) and
the typed GetResponse (the service's own gRPC port) on each stack in turn (ABCABC...), so
machine noise hits all alike, and prints p50/p99 per path and the difference to the open stack.
A cheap read is the worst case for the ratio: the key lookup is a fixed cost, and a create's
upstream call dwarfs it.
Also times the in-process parts (SHA-256 of a key, one rate-limit check) with timeit.
Exit status 0 whatever the numbers; 1 if a stack can't start.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import subprocess
import sys
import time
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import grpc  # noqa: E402
import httpx  # noqa: E402
from responsa.v1 import requests_pb2, responses_pb2_grpc  # noqa: E402
from responsa_server.auth.key_store import ApiKeyStore  # noqa: E402
from responsa_server.auth.keys import key_hash, new_key  # noqa: E402
from responsa_server.auth.rate_limits import RequestRate  # noqa: E402

from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.postgres import (  # noqa: E402
    create_database,
    database_url,
    drop_database,
    fresh_database_name,
)
from tests.stack import Stack, StartupError  # noqa: E402
from tests.stores import open_store  # noqa: E402

MODES = {
    "open": {"RESPONSA_AUTH": "none"},
    "keys": {"RESPONSA_AUTH": "keys"},
    "keys+cache": {"RESPONSA_AUTH": "keys", "RESPONSA_AUTH_CACHE_SECONDS": "5"},
    "keys+limits": {
        "RESPONSA_AUTH": "keys",
        "RESPONSA_PROJECT_REQUESTS_PER_MINUTE": "100000000",
        "RESPONSA_PROJECT_CONCURRENT_STREAMS": "1000",
    },
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def create_key(database: str) -> str:
    env = {
        **os.environ,
        "RESPONSA_DATABASE_URL": database,
        "PYTHONPATH": os.pathsep.join(sys.path[:3]),
    }
    done = subprocess.run(
        [sys.executable, "-m", "responsa_server", "keys", "create", "--project", "bench"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


async def lookup_vs_read(url: str, key: str, response_id: str, rounds: int) -> tuple[float, float]:
    """p50 µs of one key lookup and of one stored-response read, interleaved, in this process
    (the store alone: what the service pays per call for the key, next to a GET's own read)."""
    store = await open_store(url)
    try:
        keys = ApiKeyStore(store.database)
        lookups: list[float] = []
        reads: list[float] = []
        for i in range(rounds + 50):
            start = time.perf_counter()
            assert await keys.project_of(key) == "bench"
            middle = time.perf_counter()
            assert await store.get(response_id, project="bench") is not None
            end = time.perf_counter()
            if i >= 50:
                lookups.append((middle - start) * 1e6)
                reads.append((end - middle) * 1e6)
        return percentile(lookups, 50), percentile(reads, 50)
    finally:
        await store.database.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--store", choices=["postgres", "sqlite"], default="postgres")
    args = parser.parse_args()

    hashing = min(timeit.repeat(lambda: key_hash(new_key()), number=10000, repeat=5)) / 10000
    rate = RequestRate(10**9)
    limiting = min(timeit.repeat(lambda: rate.take("bench"), number=100000, repeat=5)) / 100000
    print(f"in-process: new key + SHA-256 {hashing * 1e6:.2f} us, ", end="")
    print(f"rate-limit check {limiting * 1e6:.2f} us")

    database: str | None = None
    if args.store == "postgres":
        database = fresh_database_name("authbench")
        asyncio.run(create_database(database))
        url = database_url(database)
    else:
        url = f"sqlite:///{ROOT / 'build' / 'bench' / f'auth-{os.getpid()}.db'}"
    stacks: dict[str, Stack] = {}
    try:
        key = create_key(url)
        with FakeUpstream() as upstream:
            for mode, env in MODES.items():
                stacks[mode] = Stack.start(
                    {
                        "RESPONSA_UPSTREAM_BASE_URL": upstream.base_url,
                        "RESPONSA_DATABASE_URL": url,
                        **env,
                    }
                )
            header = {"Authorization": f"Bearer {key}"}
            made = httpx.post(
                f"{stacks['keys'].rest_url}/responses",
                json={"model": "fake-text", "input": "hi", "store": True},
                headers=header,
                timeout=20,
            ).json()
            # The open stack's caller is the default project: give it its own response.
            opened = httpx.post(
                f"{stacks['open'].rest_url}/responses",
                json={"model": "fake-text", "input": "hi"},
                timeout=20,
            ).json()
            targets = {mode: (opened if mode == "open" else made)["id"] for mode in MODES}
            clients = {mode: httpx.Client(headers=header, timeout=20) for mode in MODES}
            channels = {
                mode: grpc.insecure_channel(stacks[mode].direct_grpc_target) for mode in MODES
            }
            stubs = {
                mode: responses_pb2_grpc.ResponsesServiceStub(ch) for mode, ch in channels.items()
            }
            metadata = (("authorization", f"Bearer {key}"),)
            samples: dict[str, list[float]] = {
                f"{m} {p}": [] for m in MODES for p in ("REST", "gRPC")
            }
            for i in range(args.requests + 100):
                for mode in MODES:
                    start = time.perf_counter()
                    reply = clients[mode].get(f"{stacks[mode].rest_url}/responses/{targets[mode]}")
                    rest = time.perf_counter() - start
                    assert reply.status_code == 200, reply.text
                    start = time.perf_counter()
                    stubs[mode].GetResponse(
                        requests_pb2.GetResponseRequest(response_id=targets[mode]),
                        metadata=metadata,
                    )
                    typed = time.perf_counter() - start
                    if i >= 100:  # warm-up
                        samples[f"{mode} REST"].append(rest * 1000)
                        samples[f"{mode} gRPC"].append(typed * 1000)
            lookup, read = asyncio.run(lookup_vs_read(url, key, made["id"], args.requests))
            print(
                f"store alone, in this process: key lookup p50 {lookup:.0f} us, "
                f"GET's response read p50 {read:.0f} us (ratio {lookup / read:.2f})"
            )
            for channel in channels.values():
                channel.close()
            print(f"store {args.store}, {args.requests} calls per path, interleaved")
            print(f"{'path':<22}{'p50 ms':>10}{'p99 ms':>10}")
            for name, values in samples.items():
                print(f"{name:<22}{percentile(values, 50):>10.3f}{percentile(values, 99):>10.3f}")
            for transport in ("REST", "gRPC"):
                base = percentile(samples[f"open {transport}"], 50)
                for mode in ("keys", "keys+cache", "keys+limits"):
                    p50 = percentile(samples[f"{mode} {transport}"], 50)
                    print(
                        f"{mode:<12} {transport}: +{(p50 - base) * 1000:.0f} us at p50 "
                        f"(ratio {p50 / base:.3f} of open)"
                    )
    except StartupError as error:
        print(error, file=sys.stderr)
        return 1
    finally:
        for stack in stacks.values():
            stack.stop()
        if database is not None:
            asyncio.run(drop_database(database))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
