"""What output moderation adds to the time to the first token, next to the same request
without it, in one run.

    python bench/moderation_overhead.py [--rounds N] [--warmup N] [--provider-ms MS]

Starts the fake upstream, a fake moderation provider answering in a fixed time
(tests/fake_moderation.py, `--provider-ms`, 20 by default) and the real stack (service + Envoy,
SQLite), then streams the same request (`fake-text`, an answer of several sentences) round by
round, interleaved: once plain, once with `moderation` scoring the output. Prints the p50/p90 of
the time from sending the request to the first `response.output_text.delta`, the ratio of the
medians, and the provider calls each moderated response made against its answer's sentences
(one call per chunk at most). Exit status 0 whatever the numbers (a measurement, not a test);
1 if something can't start.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for entry in (ROOT / "service", ROOT / "generated" / "python", ROOT):
    if str(entry) not in sys.path:
        sys.path.insert(0, str(entry))

import httpx  # noqa: E402
import orjson  # noqa: E402

from tests.fake_moderation import FakeModeration  # noqa: E402
from tests.fake_upstream import FakeUpstream  # noqa: E402
from tests.stack import Stack, StartupError  # noqa: E402

KEY = "sk-bench-moderation"
# Four sentences: the fake echoes them back, two words per chunk.
INPUT = "The sky is blue today. Birds are singing. We walk to the park. Then we go home."
TABLE = """\
upstreams:
  main: {{base_url: "{main}"}}
default: main
moderations:
  bench-moderation:
    kind: moderations
    base_url: "{provider}"
    api_key_env: BENCH_MODERATION_KEY
"""


def first_token_seconds(client: httpx.Client, body: dict[str, Any]) -> float:
    """Seconds from sending a streamed create to its first output text delta."""
    started = time.perf_counter()
    first = 0.0
    with client.stream("POST", "/v1/responses", json={**body, "stream": True}) as reply:
        reply.raise_for_status()
        for line in reply.iter_lines():
            if not line.startswith("data: "):
                continue
            event = orjson.loads(line[6:])
            if event["type"] == "response.output_text.delta" and not first:
                first = time.perf_counter() - started
            if event["type"] in ("response.completed", "response.failed"):
                if event["type"] == "response.failed":
                    raise RuntimeError(f"response failed: {event['response']['error']}")
    return first


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--provider-ms", type=float, default=20.0)
    options = parser.parse_args()
    plain_body = {"model": "fake-text", "input": INPUT}
    moderated_body = {
        **plain_body,
        "moderation": {"model": "bench-moderation", "policy": {"output": {"mode": "score"}}},
    }
    with (
        FakeUpstream() as upstream,
        FakeModeration(KEY, delay=options.provider_ms / 1000) as provider,
        tempfile.TemporaryDirectory() as tmp,
    ):
        table = Path(tmp) / "models.yaml"
        table.write_text(TABLE.format(main=upstream.base_url, provider=provider.base_url))
        env = {
            "RESPONSA_MODELS_FILE": str(table),
            "RESPONSA_UPSTREAM_BASE_URL": "",
            "RESPONSA_DATABASE_URL": f"sqlite:///{tmp}/bench.db",
            "RESPONSA_BLOB_STORE": f"{tmp}/blobs",
            "RESPONSA_TOOL_URL_ALLOW": "127.0.0.1",
            "BENCH_MODERATION_KEY": KEY,
        }
        try:
            stack = Stack.start(env)
        except StartupError as error:
            print(f"cannot start the stack: {error}", file=sys.stderr)
            return 1
        with stack, httpx.Client(base_url=stack.gateway.url(""), timeout=30) as client:
            plain: list[float] = []
            moderated: list[float] = []
            calls: list[int] = []
            for round_ in range(options.warmup + options.rounds):
                # Alternate which goes first, so drift hits both alike.
                order = [False, True] if round_ % 2 == 0 else [True, False]
                for with_moderation in order:
                    before = len(provider.requests)
                    seconds = first_token_seconds(
                        client, moderated_body if with_moderation else plain_body
                    )
                    if round_ < options.warmup:
                        continue
                    if with_moderation:
                        moderated.append(seconds)
                        calls.append(len(provider.requests) - before)
                    else:
                        plain.append(seconds)
    sentences = INPUT.count(".")
    p50_plain, p50_moderated = statistics.median(plain), statistics.median(moderated)
    print(f"time to first token, {options.rounds} rounds, provider {options.provider_ms:g} ms")
    print(
        f"  plain      p50 {p50_plain * 1000:8.2f} ms  p90 {percentile(plain, 0.9) * 1000:8.2f} ms"
    )
    print(
        f"  moderated  p50 {p50_moderated * 1000:8.2f} ms  "
        f"p90 {percentile(moderated, 0.9) * 1000:8.2f} ms"
    )
    print(f"  ratio (moderated / plain, p50): {p50_moderated / p50_plain:.2f}")
    print(
        f"  added (p50): {(p50_moderated - p50_plain) * 1000:.2f} ms "
        f"against {options.provider_ms:g} ms per provider call"
    )
    print(
        f"  provider calls per response: {min(calls)}..{max(calls)} "
        f"for an answer of {sentences} sentences (one call per chunk at most)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
