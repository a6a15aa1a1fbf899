"""Measure a running Chat Completions server: tokens/s and time to first token.

    python -m local_model.measure [--base-url http://127.0.0.1:8081/v1] [--runs 5]

Non-streamed: ~100-token answers (max_tokens 100), completion_tokens / wall time. Streamed:
the time from sending the request to the first content chunk. Each run sends a different
prompt, so no run reuses the previous one's cached prompt. Prints the best and the median;
on a shared machine the best is the closest to what the model itself can do.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import httpx

PROMPT = "Write a long story about a dragon who learns to bake bread, number {}."


def main(argv: list[str] | None = None) -> int:
    """Run the measurement and print one JSON line."""
    parser = argparse.ArgumentParser(prog="python -m local_model.measure")
    parser.add_argument("--base-url", default="http://127.0.0.1:8081/v1")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--max-tokens", type=int, default=100)
    args = parser.parse_args(argv)
    rates: list[float] = []
    first_token: list[float] = []
    with httpx.Client(base_url=args.base_url, timeout=120) as client:
        for run in range(args.runs):
            body = {
                "model": "any",
                "messages": [{"role": "user", "content": PROMPT.format(run)}],
                "temperature": 0,
                "max_tokens": args.max_tokens,
            }
            started = time.perf_counter()
            reply = client.post("/chat/completions", json=body)
            reply.raise_for_status()
            tokens = reply.json()["usage"]["completion_tokens"]
            rates.append(tokens / (time.perf_counter() - started))

            body["messages"] = [{"role": "user", "content": PROMPT.format(run + 1000)}]
            started = time.perf_counter()
            with client.stream("POST", "/chat/completions", json={**body, "stream": True}) as r:
                for line in r.iter_lines():
                    if line.startswith("data: {") and json.loads(line[6:])["choices"][0][
                        "delta"
                    ].get("content"):
                        first_token.append(time.perf_counter() - started)
                        break
    print(
        json.dumps(
            {
                "runs": args.runs,
                "max_tokens": args.max_tokens,
                "tokens_per_s_best": round(max(rates), 1),
                "tokens_per_s_median": round(statistics.median(rates), 1),
                "first_token_ms_best": round(min(first_token) * 1000, 1),
                "first_token_ms_median": round(statistics.median(first_token) * 1000, 1),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
