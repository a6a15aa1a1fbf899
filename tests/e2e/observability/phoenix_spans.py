"""Read one trace back from a running Arize Phoenix through its own client (arize-phoenix-client),
as a user's script would; run by test_phoenix.py with the Phoenix venv's Python (.venv/phoenix,
`make phoenix`), so nothing here imports the suite or the service.

    python phoenix_spans.py --url http://127.0.0.1:PORT --project NAME \
        --trace-id HEX --response-id resp_... --wait 120

Waits until the response's server span (`responsa.response_id`) is stored (Phoenix inserts what
it receives in batches), then prints every span of the trace as JSON on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

import httpx
from phoenix.client import Client


def trace_spans(client: Client, project: str, trace_id: str) -> list[Any]:
    """The spans of one trace stored so far ([] while Phoenix has not made the project)."""
    try:
        return list(
            client.spans.get_spans(project_identifier=project, trace_ids=[trace_id], limit=1000)
        )
    except httpx.HTTPStatusError as error:
        if error.response.status_code == 404:  # the project appears with its first span
            return []
        raise


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", required=True)
    parser.add_argument("--project", required=True)
    parser.add_argument("--trace-id", required=True)
    parser.add_argument("--response-id", required=True)
    parser.add_argument("--wait", type=float, default=120.0)
    args = parser.parse_args()
    # Loopback only: no proxy from the environment.
    client = Client(base_url=args.url, http_client=httpx.Client(base_url=args.url, trust_env=False))
    deadline = time.monotonic() + args.wait
    while True:
        spans = trace_spans(client, args.project, args.trace_id)
        if any(
            (span.get("attributes") or {}).get("responsa.response_id") == args.response_id
            for span in spans
        ):
            break
        if time.monotonic() > deadline:
            print(f"no server span of {args.response_id} after {args.wait}s", file=sys.stderr)
            break
        time.sleep(0.5)
    json.dump(spans, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
