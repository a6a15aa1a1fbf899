"""One call of a running stack's REST API for the management commands (`responsa webhooks`,
`responsa prompts`), as any client of it would make it.

The stack is `--base-url` (default: RESPONSA_BASE_URL, else http://127.0.0.1:RESPONSA_HTTP_PORT/v1)
and the key `--api-key` (default: RESPONSA_API_KEY, else OPENAI_API_KEY; none with
RESPONSA_AUTH=none). The answer is printed as JSON; an error answer's body goes to stderr and the
exit status is 1.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from typing import Any, TextIO

import httpx


def add_stack_options(parser: argparse.ArgumentParser) -> None:
    """`--base-url` and `--api-key`."""
    parser.add_argument("--base-url", help="the stack's /v1 URL")
    parser.add_argument("--api-key", help="a key of the project")


def call_stack(
    args: argparse.Namespace,
    environ: Mapping[str, str],
    request: tuple[str, str, dict[str, Any] | None],
    out: TextIO,
    err: TextIO,
    *,
    prog: str,
) -> int:
    """Make `request` (method, path under /v1, JSON body) and print the answer; the exit status."""
    base = args.base_url or environ.get("RESPONSA_BASE_URL")
    if not base:
        base = f"http://127.0.0.1:{environ.get('RESPONSA_HTTP_PORT') or '8080'}/v1"
    key = args.api_key or environ.get("RESPONSA_API_KEY") or environ.get("OPENAI_API_KEY")
    headers = {"authorization": f"Bearer {key}"} if key else {}
    method, path, body = request
    try:
        with httpx.Client(headers=headers, timeout=30) as client:
            answer = client.request(method, f"{base.rstrip('/')}{path}", json=body)
    except httpx.HTTPError as error:
        print(f"{prog}: could not reach {base}: {error}", file=err)
        return 1
    try:
        shown = json.dumps(answer.json(), indent=2)
    except ValueError:
        shown = answer.text
    if answer.status_code != 200:
        print(shown, file=err)
        return 1
    print(shown, file=out)
    return 0
